#include "engine/analysis.h"
#include "engine/score.h"

#include <QTest>

using namespace c4;

Q_DECLARE_METATYPE(c4::BoardSpec)

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
        QTest::addRow("level estimate") << 1 << 0 << 3 << "0.00 estimate";
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

    // Worked out by hand from the convention (a win scores (cells + 1) / 2
    // + 1 - the winner's stones): the side to move has played floor(n/2)
    // stones after n moves, its opponent ceil(n/2). Odd and even move counts
    // for both wins and losses, so a parity slip on either side shows.
    void movesToEndCountsTheWinnersStonesFromNow_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("movesPlayed");
        QTest::addColumn<int>("movesToEnd");
        const BoardSpec standard = BoardSpec::standard();  // 22 - stones
        QTest::addRow("7x6 win with the 4th stone, empty board") << standard << 18 << 0 << 4;
        QTest::addRow("7x6 win with the 4th stone after 1 move (0 stones down)") << standard << 18 << 1 << 4;
        QTest::addRow("7x6 win with the 10th stone after 9 moves (4 down)") << standard << 12 << 9 << 6;
        QTest::addRow("7x6 win with the 10th stone after 10 moves (5 down)") << standard << 12 << 10 << 5;
        QTest::addRow("7x6 loss to the 4th stone, empty board") << standard << -18 << 0 << 4;
        QTest::addRow("7x6 loss to the 12th stone after 9 moves (opponent 5 down)") << standard << -10 << 9 << 7;
        QTest::addRow("7x6 loss to the 12th stone after 10 moves (opponent 5 down)") << standard << -10 << 10 << 7;
        QTest::addRow("7x6 loss to the 21st stone after 40 moves") << standard << -1 << 40 << 1;
        QTest::addRow("5x5x4 win with the 4th stone after 3 moves (1 down)") << BoardSpec{5, 5, 4} << 10 << 3 << 3;
        QTest::addRow("5x5x4 loss to the 13th stone after 23 moves (opponent 12 down)")
            << BoardSpec{5, 5, 4} << -1 << 23 << 1;
    }
    void movesToEndCountsTheWinnersStonesFromNow()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(int, value);
        QFETCH(int, movesPlayed);
        QFETCH(int, movesToEnd);
        QCOMPARE(Score::exact(value).movesToEnd(spec, movesPlayed), movesToEnd);
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

    // A proved line is whole when it reaches the winning stone (or, for a
    // draw, the last cell); one cut short by the time is not.
    void aProvedLineIsWholeToTheEnd()
    {
        const BoardSpec spec = BoardSpec::standard();
        ColumnAnalysis column;
        column.score = Score::exact(18);  // the mover's 4th stone wins, from the empty board
        column.principalVariation = {3, 3, 3, 2, 3, 2};
        QVERIFY(!column.isLineWhole(spec, 0));
        column.principalVariation.push_back(3);  // 7 plies: the 4th stone
        QVERIFY(column.isLineWhole(spec, 0));
        column.score = Score::exact(-18);  // the opponent's 4th stone wins: 8 plies
        QVERIFY(!column.isLineWhole(spec, 0));
        column.principalVariation.push_back(2);
        QVERIFY(column.isLineWhole(spec, 0));
        column.score = Score::exact(0);  // a draw fills the board
        column.principalVariation = std::vector<int>(7, 0);
        QVERIFY(!column.isLineWhole(spec, 34));
        column.principalVariation = std::vector<int>(8, 0);
        QVERIFY(column.isLineWhole(spec, 34));
        column.score = Score::estimate(5);  // an estimate's line ends at its horizon
        QVERIFY(!column.isLineWhole(spec, 34));
    }
};

QTEST_APPLESS_MAIN(TestScore)
#include "tst_score.moc"
