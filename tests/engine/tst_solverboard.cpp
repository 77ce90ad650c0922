// The exact solver's board view (solverboard.h): the even-rows bound, against
// the exact scores of the public 7x6 sets and on positions taken from them.
#include "engine/solverboard.h"

#include <QFile>
#include <QTest>

using namespace c4;

namespace {

using Board = FixedBoard<7, 6>;
constexpr int kNoBound = Board::kNoEvenRowsBound;

// The 7x6 board after `moves` (columns as digits 1-7).
Board boardAfter(const QByteArray& moves)
{
    BasicPosition<uint64_t> p(BoardSpec::standard());
    for (const char column : moves)
        p.play(column - '1');
    return Board(p);
}

}  // namespace

class TestSolverBoard : public QObject {
    Q_OBJECT
private slots:
    // Wherever the bound is given it is at least the exact score, on every
    // position of the set with the first player to move; and it is given
    // somewhere, so the check checks something.
    void evenRowsBoundNeverUnderstatesTheScore_data()
    {
        QTest::addColumn<QString>("set");
        QTest::newRow("end game") << QStringLiteral("Test_L3_R1");
        QTest::newRow("middle game") << QStringLiteral("Test_L2_R1");
        QTest::newRow("beginning") << QStringLiteral("Test_L1_R1");
    }
    void evenRowsBoundNeverUnderstatesTheScore()
    {
        QFETCH(QString, set);
        QFile file(QStringLiteral(CONNECT4_SOURCE_DIR "/tests/data/testsets/") + set);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        int given = 0;
        int lineNumber = 0;
        while (!file.atEnd()) {
            const QList<QByteArray> fields = file.readLine().trimmed().split(' ');
            ++lineNumber;
            QCOMPARE(fields.size(), 2);
            if (fields[0].size() % 2 != 0)
                continue;  // the second player to move: no bound
            const int bound = boardAfter(fields[0]).evenRowsBound();
            if (bound == kNoBound)
                continue;
            ++given;
            if (fields[1].toInt() > bound)
                QFAIL(qPrintable(QStringLiteral("line %1: %2 scores %3, bound %4")
                                     .arg(lineNumber).arg(QString::fromLatin1(fields[0]), QString::fromLatin1(fields[1]))
                                     .arg(bound)));
        }
        QVERIFY(given > 0);
    }

    // What the bound says, and why, on positions of the sets (exact score
    // in each row's name).
    void evenRowsBoundOfPositions_data()
    {
        QTest::addColumn<QByteArray>("moves");
        QTest::addColumn<int>("bound");
        // Neither side has a four in the cells it gets.
        QTest::newRow("no four for either side: a draw at best (score 0)")
            << QByteArray("23163416124767223154467471272416755633") << 0;
        // The rest holds no four; the opponent's claimed cells do, but none
        // of them completes a four of its stones alone (no even threat): a
        // loss by the last move at the latest.
        QTest::newRow("only the opponent has a four, no even threat: a loss (score -1)")
            << QByteArray("36651326227232515767351624741116") << -1;
        // The rest holds no four, and the opponent's stones need only the
        // claimed top cell of column 2: of the 8 empty cells, 6 lie outside
        // that column's fifth and sixth rows, so the opponent wins by move
        // 34 + 6 + 2 = 42, the last one (22 - 21 = 1).
        QTest::newRow("only the opponent has a four, an even threat: lost by move 42 (score -1)")
            << QByteArray("6763525635134453444361412671365712") << -1;
        // The opponent's stones in the fourth row need column 2's or 6's
        // claimed cell there; every four left to the side to move needs a
        // cell above one of them. Of the 18 empty cells, 8 lie in those two
        // columns from the third row up: after at most the other 10, the
        // side to move plays a third-row cell there and the opponent wins
        // with move 24 + 10 + 2 = 36, its 18th stone (22 - 18 = 4).
        QTest::newRow("every four of the side to move above an even threat: lost by move 36 (score -8)")
            << QByteArray("763452543756455357732314") << -4;
        // An even threat in column 1, but the side to move has a four clear
        // of it.
        QTest::newRow("a four clear of the even threat: no bound (score 5)")
            << QByteArray("3457741246677474572223453551") << kNoBound;
    }
    void evenRowsBoundOfPositions()
    {
        QFETCH(QByteArray, moves);
        QFETCH(int, bound);
        QCOMPARE(boardAfter(moves).evenRowsBound(), bound);
    }
};

QTEST_APPLESS_MAIN(TestSolverBoard)
#include "tst_solverboard.moc"
