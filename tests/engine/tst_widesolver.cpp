// The exact solver on two-word boards (65 to 128 bits: 9x7, 8x8, 13x4...):
// against the brute-force minimax of bruteforce.h on small boards, and
// against the depth-limited search run to the end on endgames of 8x8 and
// 9x7, which reaches its verdicts by a different path (no null windows, no
// score bounds, its own table).
#include "bruteforce.h"
#include "engine/position.h"
#include "engine/search.h"
#include "engine/solver.h"

#include <QTest>

#include <random>
#include <unordered_map>

using namespace c4;

namespace {

using testing::bruteForce;
using Board128 = BasicPosition<Bits128>;

// A position of the board with `empty` cells left, reached by random moves
// that neither win nor hand the opponent a win (random walks that get stuck
// start again).
Board128 randomPosition(const BoardSpec& spec, int empty, std::mt19937_64& random)
{
    for (;;) {
        Board128 p(spec);
        while (spec.cells() - p.movesPlayed() > empty) {
            std::vector<int> quiet;
            const Bits128 safe = p.nonLosingMoves();
            for (int c = 0; c < p.width(); ++c)
                if (!none(safe & p.geometry().columnMask[c]) && !p.isWinningMove(c))
                    quiet.push_back(c);
            if (quiet.empty() || p.canWinNext())
                break;
            p.play(quiet[random() % quiet.size()]);
        }
        if (spec.cells() - p.movesPlayed() == empty)
            return p;
    }
}

}  // namespace

class TestWideSolver : public QObject {
    Q_OBJECT
private slots:
    // Boards of 65 to 128 bits get one two-word bit set; smaller and
    // bigger ones do not.
    void boardsUpTo128BitsUseTwoWords_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<bool>("twoWords");
        QTest::newRow("7x6: 56 bits") << BoardSpec{7, 6, 4} << false;
        QTest::newRow("13x4: 65 bits") << BoardSpec{13, 4, 4} << true;
        QTest::newRow("9x7: 72 bits") << BoardSpec{9, 7, 4} << true;
        QTest::newRow("8x8: 72 bits") << BoardSpec{8, 8, 4} << true;
        QTest::newRow("16x7: 128 bits") << BoardSpec{16, 7, 4} << true;
        QTest::newRow("12x10: 132 bits") << BoardSpec{12, 10, 5} << false;
    }
    void boardsUpTo128BitsUseTwoWords()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(bool, twoWords);
        const bool isTwoWords =
            Position(spec).visit([](const auto& b) { return std::is_same_v<std::decay_t<decltype(b)>, Board128>; });
        QCOMPARE(isTwoWords, twoWords);
    }

    // Every score, every column's score and the null-window probe agree
    // with brute force on positions small enough for it.
    void agreesWithBruteForce_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("empty");
        QTest::newRow("13x4 connect 4") << BoardSpec{13, 4, 4} << 12;
        QTest::newRow("22x2 connect 3") << BoardSpec{22, 2, 3} << 12;
        QTest::newRow("11x5 connect 4") << BoardSpec{11, 5, 4} << 12;
        QTest::newRow("9x7 connect 4") << BoardSpec{9, 7, 4} << 12;
        QTest::newRow("8x8 connect 5") << BoardSpec{8, 8, 5} << 12;
        QTest::newRow("64x1 connect 4 (128 bits)") << BoardSpec{64, 1, 4} << 12;
        QTest::newRow("16x7 connect 4 (128 bits)") << BoardSpec{16, 7, 4} << 11;
    }
    void agreesWithBruteForce()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(11);
        Solver solver(size_t{1} << 20);  // small: buckets are shared, the key check is exercised
        int decisive = 0;
        for (int game = 0; game < 8; ++game) {
            const Board128 p = randomPosition(spec, empty, random);
            std::unordered_map<uint64_t, int> memo;
            const int expected = bruteForce(p, memo);
            decisive += expected != 0;
            const std::optional<int> score = solver.solve(p);
            QVERIFY(score);
            QCOMPARE(*score, expected);
            QCOMPARE(*solver.solve(p, true), (expected > 0) - (expected < 0));
            if (!p.canWinNext()) {
                QCOMPARE(*solver.isAtLeast(p, expected), true);
                QCOMPARE(*solver.isAtLeast(p, expected + 1), false);
            }
            for (int c = 0; c < p.width(); ++c) {
                if (!p.canPlay(c))
                    continue;
                int childExpected;
                if (p.isWinningMove(c)) {
                    childExpected = Solver::winNowScore(spec, p.movesPlayed());
                } else {
                    Board128 child = p;
                    child.play(c);
                    std::unordered_map<uint64_t, int> childMemo;
                    childExpected = -bruteForce(child, childMemo);
                }
                QCOMPARE(*solver.solveMove(p, c), childExpected);
            }
        }
        QVERIFY2(decisive > 0, "the random positions should not all be draws");
    }

    // On endgames of 8x8 and 9x7 the solver agrees with the depth-limited
    // search taken to the end of the board.
    void agreesWithTheFullDepthSearch_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::newRow("8x8") << BoardSpec{8, 8, 4};
        QTest::newRow("9x7") << BoardSpec{9, 7, 4};
    }
    void agreesWithTheFullDepthSearch()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(5);
        Solver solver(size_t{4} << 20);
        TranspositionTable table(size_t{4} << 20);
        SearchControl control;
        for (int game = 0; game < 8; ++game) {
            const Board128 p = randomPosition(spec, 26, random);
            if (p.canWinNext())
                continue;
            table.clear();
            Search<Bits128> search(table, control, spec);
            const int remaining = spec.cells() - p.movesPlayed();
            const int v = search.negamax(p, remaining, -Search<Bits128>::kInfinity, Search<Bits128>::kInfinity);
            QVERIFY(Search<Bits128>::isProven(v) || v == 0);
            QCOMPARE(*solver.solve(p), Search<Bits128>::exactOf(v));
        }
    }
};

QTEST_APPLESS_MAIN(TestWideSolver)
#include "tst_widesolver.moc"
