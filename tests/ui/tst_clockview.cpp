#include "app/game.h"
#include "app/timesource.h"
#include "ui/clockview.h"

#include <QTest>

using namespace c4;

namespace {

GameSetup timedHumans(const TimeControl& control)
{
    GameSetup setup;
    setup.players = {PlayerSetup::human(QStringLiteral("Ann")), PlayerSetup::human(QStringLiteral("Ben"))};
    setup.timeControl = control;
    return setup;
}

}  // namespace

class TestClockView : public QObject {
    Q_OBJECT
private slots:
    void aLowClockWarns_data()
    {
        QTest::addColumn<qint64>("baseMs");
        QTest::addColumn<qint64>("spentMs");
        QTest::addColumn<bool>("warning");
        QTest::addRow("5 min, 1 min spent") << qint64(300'000) << qint64(60'000) << false;
        QTest::addRow("5 min, 9 s left") << qint64(300'000) << qint64(291'000) << true;
        QTest::addRow("20 s, 5 s left (a quarter)") << qint64(20'000) << qint64(15'000) << false;
        QTest::addRow("20 s, 3 s left (under a fifth)") << qint64(20'000) << qint64(17'000) << true;
    }
    void aLowClockWarns()
    {
        QFETCH(qint64, baseMs);
        QFETCH(qint64, spentMs);
        QFETCH(bool, warning);
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(timedHumans(TimeControl::clock(baseMs)));
        ClockView view;
        view.setGame(&game);
        time.advance(spentMs);
        game.updateClocks();
        QCOMPARE(view.isWarning(0), warning);
        QVERIFY(!view.isWarning(1));  // the clock of the player waiting does not run
    }

    void aFallenClockSaysSo()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(timedHumans(TimeControl::clock(10'000)));
        ClockView view;
        view.setGame(&game);
        time.advance(11'000);
        game.updateClocks();
        QVERIFY(game.isOver());
        QCOMPARE(view.clockText(0), QStringLiteral("Ann  time is up"));
        QCOMPARE(view.clockText(1), QStringLiteral("Ben  0:10"));
    }
};

QTEST_MAIN(TestClockView)
#include "tst_clockview.moc"
