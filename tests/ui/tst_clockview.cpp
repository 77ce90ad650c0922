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
        // A screen reader reads the painted clocks from the description.
        QCOMPARE(view.accessibleName(), QStringLiteral("Clocks"));
        QCOMPARE(view.accessibleDescription(), QStringLiteral("Ann  time is up; Ben  0:10"));
    }

    // A long name and "time is up" shared one cut in the middle, which
    // read "Maximilia…ime is up": now only the name is cut, the time stays whole.
    void aLongNameIsCutButNeverTheTime()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        GameSetup setup = timedHumans(TimeControl::clock(10'000));
        setup.players[0].name = QStringLiteral("Maximiliane Alexandra von Hohenzollern-Sigmaringen");
        game.newGame(setup);
        ClockView view;
        view.setGame(&game);
        view.resize(420, view.sizeHint().height());
        time.advance(11'000);
        game.updateClocks();
        QVERIFY(game.isOver());
        const QString name = view.shownName(0);
        QVERIFY2(name.endsWith(QChar(0x2026)) && name.size() > 1, qPrintable(name));
        QVERIFY(setup.players[0].name.startsWith(name.chopped(1)));
        QCOMPARE(view.shownName(1), QStringLiteral("Ben"));
        QCOMPARE(view.clockText(0), setup.players[0].name + QStringLiteral("  time is up"));
        // With room the name is whole.
        view.resize(2000, view.height());
        QCOMPARE(view.shownName(0), setup.players[0].name);
    }
};

QTEST_MAIN(TestClockView)
#include "tst_clockview.moc"
