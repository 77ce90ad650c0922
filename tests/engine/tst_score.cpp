#include "engine/score.h"

#include <QTest>

using namespace c4;

class TestScore : public QObject {
    Q_OBJECT
private slots:
    void describesForPeople_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("movesPlayed");
        QTest::addColumn<QString>("text");
        // 7x6: score = 22 - stones of the winner.
        QTest::addRow("win with the 4th stone on an empty board") << 0 << 18 << 0 << "+18 win in 4";
        QTest::addRow("win in 5 after 10 moves") << 0 << 12 << 10 << "+12 win in 5";
        QTest::addRow("loss: opponent wins with its 12th after 9 moves") << 0 << -10 << 9 << "-10 loss in 7";
        QTest::addRow("draw") << 0 << 0 << 20 << "draw";
        QTest::addRow("estimate") << 1 << 42 << 3 << "+0.42 estimate";
        QTest::addRow("negative estimate") << 1 << -7 << 3 << "-0.07 estimate";
    }
    void describesForPeople()
    {
        QFETCH(int, kind);
        QFETCH(int, value);
        QFETCH(int, movesPlayed);
        QFETCH(QString, text);
        const Score s = kind == 0 ? Score::exact(value) : Score::estimate(value);
        QCOMPARE(QString::fromStdString(s.describe(BoardSpec::standard(), movesPlayed)), text);
    }

    void ordersWinsDrawsAndLosses()
    {
        QVERIFY(Score::exact(-1) < Score::exact(0));
        QVERIFY(Score::exact(-5) < Score::exact(-1));   // losing later is better
        QVERIFY(Score::exact(0) < Score::exact(1));
        QVERIFY(Score::exact(3) < Score::exact(10));    // winning sooner is better
        QVERIFY(Score::estimate(90) < Score::exact(1)); // a proven win beats any estimate
        QVERIFY(Score::exact(-1) < Score::estimate(-90));
        QCOMPARE(maxScore(BoardSpec::standard()), 18);
    }
};

QTEST_APPLESS_MAIN(TestScore)
#include "tst_score.moc"
