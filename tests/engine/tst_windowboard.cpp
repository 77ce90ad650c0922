// WindowBoard (per-window counts kept move by move) against the bitboard
// code it stands in for: the same evaluation as Evaluation<Bits>, the same
// wins and threats as BasicPosition, restored exactly by undo; and
// WindowSearch's values the bitboard Search's. (Both searches to the end of
// small boards, with and without reductions: tst_movesearch.)
#include "quietplay.h"
#include "engine/cutoffmemory.h"
#include "engine/evaluation.h"
#include "engine/position.h"
#include "engine/search.h"
#include "engine/windowboard.h"
#include "engine/windowsearch.h"

#include <QTest>

#include <random>

Q_DECLARE_METATYPE(c4::BoardSpec)

using namespace c4;

namespace {

// Random legal moves until the game ends or `moves` were played; calls
// check(position, board) after every move with board kept by play().
template <class Check>
void randomGame(const BoardSpec& spec, int moves, std::mt19937_64& random, Check check)
{
    Position position(spec);
    WindowBoard board(spec);
    for (int i = 0; i < moves && !position.isOver(); ++i) {
        std::vector<int> playable;
        for (int c = 0; c < spec.width; ++c)
            if (position.canPlay(c))
                playable.push_back(c);
        const int c = playable[random() % playable.size()];
        position.play(c);
        board.play(c);
        if (position.isOver())
            break;
        check(position, board);
    }
}

}  // namespace

class TestWindowBoard : public QObject {
    Q_OBJECT
private slots:
    void boards_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::newRow("7x6 connect 4") << BoardSpec{7, 6, 4};
        QTest::newRow("9x7 connect 4") << BoardSpec{9, 7, 4};
        QTest::newRow("8x7 connect 4 (the first player's rows are the even ones)") << BoardSpec{8, 7, 4};
        QTest::newRow("10x7 connect 4 (the same, on two words)") << BoardSpec{10, 7, 4};
        QTest::newRow("8x8 connect 4") << BoardSpec{8, 8, 4};
        QTest::newRow("4x4 connect 4") << BoardSpec{4, 4, 4};
        QTest::newRow("9x3 connect 4 (no vertical lines)") << BoardSpec{9, 3, 4};
        QTest::newRow("12x10 connect 5") << BoardSpec{12, 10, 5};
        QTest::newRow("20x20 connect 5") << BoardSpec{20, 20, 5};
        QTest::newRow("40x40 connect 4") << BoardSpec{40, 40, 4};
        QTest::newRow("40x40 connect 40") << BoardSpec{40, 40, 40};
        QTest::newRow("7x6 connect 2") << BoardSpec{7, 6, 2};
        QTest::newRow("7x6 connect 3") << BoardSpec{7, 6, 3};
        QTest::newRow("10x3 connect 6 (no vertical lines)") << BoardSpec{10, 3, 6};
        QTest::newRow("3x3 connect 5 (nobody wins)") << BoardSpec{3, 3, 5};
        QTest::newRow("2x2 connect 2") << BoardSpec{2, 2, 2};
    }

    // After every move of random games the board's evaluation, wins and
    // threats are those of the bitboard code.
    void agreesWithTheBitboards_data() { boards_data(); }
    void agreesWithTheBitboards()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(7);
        int checked = 0;
        for (int game = 0; game < 20; ++game) {
            randomGame(spec, std::min(spec.cells(), 200), random, [&](const Position& position, const WindowBoard& board) {
                position.visit([&](const auto& p) {
                    using Bits = typename std::decay_t<decltype(p)>::BitSet;
                    QCOMPARE(board.evaluate(), Evaluation<Bits>(spec)(p));
                    for (int c = 0; c < spec.width; ++c) {
                        if (!p.canPlay(c))
                            continue;
                        QCOMPARE(board.isWinningMove(c), p.isWinningMove(c));
                        // A threat of the opponent right above the next stone.
                        const int row = p.columnHeight(c) + 1;
                        const bool above = row < spec.height
                            && !none(p.opponentWinningCells() & bit(p.mask(), p.geometry().index(c, row)));
                        QCOMPARE(board.isThreat(1 - board.side(), c, row), above);
                    }
                });
                ++checked;
            });
        }
        QVERIFY(checked >= 20);
    }

    // Connect 1: every empty cell is a threat of both players from the
    // start (the board's only threats not made by stones), and a stone takes
    // its cell's threats away; evaluate() agrees with the bitboards.
    void connectOneHasEveryEmptyCellAsThreat()
    {
        const BoardSpec spec{3, 3, 1};
        WindowBoard board(spec);
        BasicPosition<uint64_t> p(spec);
        QCOMPARE(board.evaluate(), Evaluation<uint64_t>(spec)(p));
        for (int c = 0; c < spec.width; ++c) {
            QVERIFY(board.isWinningMove(c));
            for (int r = 0; r < spec.height; ++r)
                QVERIFY(board.isThreat(0, c, r) && board.isThreat(1, c, r));
        }
        board.play(1);
        QVERIFY(!board.isThreat(0, 1, 0) && !board.isThreat(1, 1, 0));
        QVERIFY(board.isThreat(0, 1, 1) && board.isThreat(1, 0, 0));
        board.undo(1);
        QVERIFY(board.isThreat(0, 1, 0) && board.isThreat(1, 1, 0));
    }

    // On 7x6, after 1 1 1 3 3 3 2 2 5 2 1 5 3 6 7 6 2 7 (first player to
    // move, column 4 empty):
    //   row 4  X X X . . . .    the first player's threat at column 4, row 4
    //   row 3  X O O . . . .
    //   row 2  O O X . O O O    the second player's at column 4, row 2
    //   row 1  X X O . X O X
    // The lower threat decides column 4, so only it counts; once the
    // second player's is gone (a position without it), the upper one counts.
    void aThreatAboveTheOpponentsCountsNothing()
    {
        const BoardSpec spec = BoardSpec::standard();
        const Evaluation<uint64_t> evaluation(spec);
        BasicPosition<uint64_t> p(spec);
        for (const char c : std::string("111333225215367627"))
            p.play(c - '1');
        const uint64_t upper = uint64_t{1} << (3 * 7 + 3), lower = uint64_t{1} << (3 * 7 + 1);
        const uint64_t mine = p.winningCells(), theirs = p.opponentWinningCells();
        QCOMPARE(mine, upper);
        QCOMPARE(theirs, lower);
        QCOMPARE(evaluation.countedThreats(p, mine, theirs), uint64_t{0});
        QCOMPARE(evaluation.countedThreats(p, theirs, mine), lower);
        QCOMPARE(evaluation.countedThreats(p, mine, uint64_t{0}), upper);
        // And the window board, which keeps its threats move by move, agrees.
        WindowBoard board(spec);
        for (const char c : std::string("111333225215367627"))
            board.play(c - '1');
        QCOMPARE(board.evaluate(), evaluation(p));
    }

    // The rows the evaluation gives a player's threats are the rows whose
    // threats that player wins at the end: every column but one filled at
    // random (no line completed), that one empty with one threat in it, then
    // filled in turn; the threat's owner wins exactly when its row is theirs.
    void threatRowsAreTheRowsTheirOwnerWins_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::newRow("7x6 connect 4") << BoardSpec{7, 6, 4};
        QTest::newRow("9x7 connect 4") << BoardSpec{9, 7, 4};
        QTest::newRow("8x7 connect 4") << BoardSpec{8, 7, 4};
        QTest::newRow("10x7 connect 4") << BoardSpec{10, 7, 4};
        QTest::newRow("6x5 connect 4") << BoardSpec{6, 5, 4};
        QTest::newRow("5x5 connect 4") << BoardSpec{5, 5, 4};
        QTest::newRow("12x9 connect 5") << BoardSpec{12, 9, 5};
    }
    void threatRowsAreTheRowsTheirOwnerWins()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(11);
        int seen[2] = {0, 0};  // threats on rows that suit their owner, and on rows that do not
        for (int attempt = 0; attempt < 20000 && (seen[0] < 5 || seen[1] < 5); ++attempt) {
            // An edge column: the fewest lines run through it.
            const int last = random() % 2 == 0 ? 0 : spec.width - 1;
            Position position(spec);
            if (!testing::playQuietlyUntil(position, (spec.width - 1) * spec.height, random, last))
                continue;
            WindowBoard board(spec);
            position.visit([&](const auto& p) { board.load(p); });
            int owner = -1, row = -1, count = 0;
            for (int r = 0; r < spec.height; ++r)
                for (int p = 0; p < 2; ++p)
                    if (board.isThreat(p, last, r)) {
                        ++count;
                        owner = p;
                        row = r;
                    }
            if (count != 1 || row == 0)
                continue;
            while (!position.isOver())
                position.play(last);
            const bool suits = Evaluation<uint64_t>::isFirstPlayersRow(spec, row) == (owner == 0);
            const Player expected = !suits ? Player::None : owner == 0 ? Player::First : Player::Second;
            QCOMPARE(position.winner(), expected);
            ++seen[suits ? 0 : 1];
        }
        QVERIFY2(seen[0] >= 5 && seen[1] >= 5, "too few positions with one threat in the last column");
    }

    // undo() puts back exactly what play() changed: evaluation, hash and
    // threats equal those of a board loaded from the position.
    void undoRestoresEverything_data() { boards_data(); }
    void undoRestoresEverything()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(3);
        for (int game = 0; game < 10; ++game) {
            randomGame(spec, std::min(spec.cells() / 2, 100), random, [&](const Position& position, const WindowBoard&) {
                position.visit([&](const auto& p) {
                    WindowBoard board(spec);
                    board.load(p);
                    const WindowBoard before = board;
                    for (int c = 0; c < spec.width; ++c) {
                        if (!board.canPlay(c))
                            continue;
                        board.play(c);
                        board.undo(c);
                        QCOMPARE(board.evaluate(), before.evaluate());
                        QCOMPARE(board.hash(), before.hash());
                        QCOMPARE(board.movesPlayed(), before.movesPlayed());
                        for (int d = 0; d < spec.width; ++d) {
                            if (!board.canPlay(d))
                                continue;
                            QCOMPARE(board.isWinningMove(d), before.isWinningMove(d));
                            QCOMPARE(board.threatsMadeBy(d), before.threatsMadeBy(d));
                        }
                    }
                });
            });
        }
    }

    // The same stones give the same hash whatever order they came in;
    // different stones (almost surely) a different one.
    void hashFollowsTheStones()
    {
        const BoardSpec spec{20, 20, 5};
        WindowBoard a(spec), b(spec);
        for (const int c : {3, 4, 5, 6})
            a.play(c);
        for (const int c : {5, 6, 3, 4})
            b.play(c);
        QCOMPARE(a.hash(), b.hash());
        a.play(7);
        QVERIFY(a.hash() != b.hash());
    }

    // The window search's move order: the table's move, then the threats a
    // move makes, then the killers of its ply, then history, for each side
    // on its own.
    void moveOrderRanksTableMoveThreatsKillersHistory()
    {
        CutoffMemory memory(BoardSpec{9, 7, 4});
        const int ply = 5;
        const int side = 0;
        auto key = [&](int column, int threats) { return memory.orderKey(column, 0, side, ply, 8, threats); };
        QCOMPARE(key(0, 0), key(1, 0));  // nothing learned: only threats count
        QVERIFY(key(0, 1) > key(1, 0));

        memory.remember(2, 0, side, ply, 3);  // history for column 2, and a killer
        memory.remember(3, 0, side, ply, 3);  // now the first killer; 2 the second
        QVERIFY(key(3, 0) > key(2, 0));
        QVERIFY(key(2, 0) > key(4, 0));
        QVERIFY(key(4, 1) > key(3, 0));  // a threat outranks any killer
        QVERIFY(key(8, 0) > key(4, 5));  // the table's move outranks threats

        // History alone, at another ply: a deeper cut-off counts more, and
        // only for the side that made it.
        memory.remember(5, 0, side, ply + 2, 4);
        memory.remember(6, 0, side, ply + 2, 2);
        QVERIFY(key(5, 0) > key(6, 0));
        QVERIFY(key(6, 0) > key(7, 0));
        QCOMPARE(memory.orderKey(5, 0, 1 - side, ply, 8, 0), memory.orderKey(7, 0, 1 - side, ply, 8, 0));
    }

    // At any fixed depth the window search finds the value the bitboard
    // Search finds (same evaluation, same pruning, another move order), on
    // two-word boards and on many-word ones.
    void searchGivesTheBitboardSearchValue_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("connect");
        QTest::addRow("9x7x4, two words") << 9 << 7 << 4;
        QTest::addRow("8x8x4, two words") << 8 << 8 << 4;
        QTest::addRow("12x10x5, many words") << 12 << 10 << 5;
    }
    void searchGivesTheBitboardSearchValue()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, connect);
        const BoardSpec spec{width, height, connect};
        std::mt19937_64 random(1);
        TranspositionTable bitboardTable(size_t{16} << 20), windowTable(size_t{16} << 20);
        SearchControl control;
        int compared = 0;
        while (compared < 40) {
            const Position position = testing::randomPosition(spec, 10 + int(random() % (spec.cells() / 2)), random);
            if (position.isOver())
                continue;
            position.visit([&](const auto& p) {
                using Bits = typename std::decay_t<decltype(p)>::BitSet;
                for (int depth = 1; depth <= 5; ++depth) {
                    bitboardTable.clear();
                    windowTable.clear();
                    Search<Bits> bitboard(bitboardTable, control, spec);
                    WindowSearch window(windowTable, control, spec);
                    QCOMPARE(window.negamax(p, depth, -SearchValue::kInfinity, SearchValue::kInfinity),
                             bitboard.negamax(p, depth, -SearchValue::kInfinity, SearchValue::kInfinity));
                    ++compared;
                }
            });
        }
    }
};

QTEST_APPLESS_MAIN(TestWindowBoard)
#include "tst_windowboard.moc"
