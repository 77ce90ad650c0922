// The loop over a node's moves that both depth-limited searches share
// (engine/movesearch.h), through each of them: Search (bitboards up to 128
// bits, in the sentinel layout and in the packed one of geometry.h) and
// WindowSearch (per-window counts, every size). Taken to the end
// of small boards they give brute force's exact scores; late move
// reductions cut the tree but leave every proof exact. First the loop on
// its own, with scripted children.
#include "bruteforce.h"
#include "quietplay.h"
#include "engine/movesearch.h"
#include "engine/position.h"
#include "engine/search.h"
#include "engine/windowsearch.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <unordered_map>

Q_DECLARE_METATYPE(c4::BoardSpec)

using namespace c4;

namespace {

// The searches under test.
enum class Searcher { Bitboard, PackedBitboard, Window };
const Searcher kSearchers[] = {Searcher::Bitboard, Searcher::PackedBitboard, Searcher::Window};

const char* searchName(Searcher kind)
{
    return kind == Searcher::Window ? "WindowSearch" : kind == Searcher::PackedBitboard ? "Search (packed)" : "Search";
}

// Calls use(search, board) with a fresh search of the kind on `table` and
// p in the layout it searches: the packed Search gets p moved to PackedBits.
template <class Bits, class Use>
void withSearch(Searcher kind, TranspositionTable& table, const SearchControl& control,
                const BasicPosition<Bits>& p, Use use)
{
    if (kind == Searcher::Window) {
        WindowSearch search(table, control, p.spec());
        use(search, p);
    } else if (kind == Searcher::PackedBitboard) {
        Search<PackedBits> search(table, control, p.spec());
        use(search, BasicPosition<PackedBits>(p));
    } else {
        Search<Bits> search(table, control, p.spec());
        use(search, p);
    }
}

// Plays a game from four random drops on, each move the best of a search
// one ply below it (ties broken at random), until `stones` are down: boards
// as a game leaves them. False when someone could win on the way.
bool playByShallowSearchUntil(Position& position, int stones, std::mt19937_64& random)
{
    const BoardSpec spec = position.spec();
    TranspositionTable table(size_t{2} << 20);
    SearchControl control;
    for (int i = 0; i < 4; ++i)
        position.play(int(random() % spec.width));
    while (position.movesPlayed() < stones) {
        int best = -1;
        int bestKey = -SearchValue::kInfinity;
        for (int c = 0; c < spec.width; ++c) {
            if (!position.canPlay(c))
                continue;
            if (position.isWinningMove(c))
                return false;
            Position child = position;
            child.play(c);
            const int value = child.visit([&](const auto& p) {
                WindowSearch search(table, control, spec);
                return -search.negamax(p, 1, -SearchValue::kInfinity, SearchValue::kInfinity);
            });
            if (const int key = value * 4 + int(random() % 4); key > bestKey) {
                bestKey = key;
                best = c;
            }
        }
        if (best < 0)
            return false;
        position.play(best);
    }
    return !position.isOver();
}

// One call searchMoves() made: the column, the child's depth and the
// parent's window.
struct ChildCall {
    int column;
    int depth;
    int alpha;
    int beta;
};

// A node for searchMoves() without a board: columns 0, 1, ... in that
// order (quiet[c]: column c may be reduced), each child's value given by
// value(call), and every call recorded.
struct ScriptedNode {
    std::vector<ChildCall> calls;

    template <class Value>
    NodeValue search(const std::vector<bool>& quiet, int depth, int alpha, int beta, bool mayReduce, Value value)
    {
        struct Moves {
            int count;
            int taken = 0;
            bool empty() const { return taken == count; }
            int next() { return taken++; }
        } moves{int(quiet.size())};
        bool quietColumns[BoardSpec::kMaxSide] = {};
        std::copy(quiet.begin(), quiet.end(), quietColumns);
        const bool aborted = false;
        const auto child = [&](int c, int d, int a, int b) {
            calls.push_back({c, d, a, b});
            return value(calls.back());
        };
        return searchMoves(moves, quietColumns, depth, alpha, beta, mayReduce, aborted, child);
    }
};

}  // namespace

Q_DECLARE_METATYPE(Searcher)

class TestMoveSearch : public QObject {
    Q_OBJECT
private slots:
    // The shared loop on its own, with scripted children. Where reductions
    // are allowed, the first moves and every move that is not quiet get the
    // full depth, later quiet ones less; a value that rests on them is
    // marked reduced.
    void lateQuietMovesAreSearchedShallower()
    {
        const int depth = 8;
        const std::vector<bool> quiet = {true, true, true, false, true, true, true};
        ScriptedNode scripted;
        const NodeValue node = scripted.search(quiet, depth, -100, 100, true, [](const ChildCall& call) {
            return ChildValue{call.column == 0 ? 50 : 0, false};
        });
        const std::vector<ChildCall>& calls = scripted.calls;
        QCOMPARE(node.best, 50);
        QCOMPARE(node.bestColumn, 0);
        QVERIFY(node.reduced);
        QCOMPARE(int(calls.size()), 7);  // each fails low: no second search
        for (const ChildCall& call : calls) {
            const int index = call.column;
            const int plies = depth - 1 - call.depth;
            if (index < LateMoveReductions::kFullDepthMoves || !quiet[index])
                QCOMPARE(plies, 0);
            else
                QVERIFY2(plies >= 1, qPrintable(QString::number(index)));
        }
        QVERIFY(depth - 1 - calls[6].depth > depth - 1 - calls[2].depth);  // later still, shallower still
        // After the first, null windows on the best so far.
        QCOMPARE(calls[0].alpha, -100);
        QCOMPARE(calls[0].beta, 100);
        QCOMPARE(calls[1].alpha, 50);
        QCOMPARE(calls[1].beta, 51);
    }

    // A reduced move that beats the best so far is searched again at full
    // depth before it counts, and then in the full window.
    void aReducedMoveThatBeatsTheBestIsSearchedAgain()
    {
        const int depth = 6;
        ScriptedNode scripted;
        const NodeValue node = scripted.search({true, true, true}, depth, -100, 100, true, [&](const ChildCall& call) {
            if (call.column != 2)
                return ChildValue{10, false};
            return ChildValue{call.depth < depth - 1 ? 40 : 30, false};  // the reduced search overrates it
        });
        const std::vector<ChildCall>& calls = scripted.calls;
        QCOMPARE(node.best, 30);
        QCOMPARE(node.bestColumn, 2);
        QVERIFY(!node.reduced);
        QCOMPARE(int(calls.size()), 5);
        QVERIFY(calls[2].depth < depth - 1);  // reduced, null window
        QCOMPARE(calls[3].depth, depth - 1);  // full depth, null window
        QCOMPARE(calls[3].beta, calls[3].alpha + 1);
        QCOMPARE(calls[4].depth, depth - 1);  // full depth, full window
        QCOMPARE(calls[4].alpha, 10);
        QCOMPARE(calls[4].beta, 100);
    }

    // A reduced move that claims a proof is searched again at full depth
    // even when it does not beat the best: a proof from a shallower search
    // may not hold.
    void aReducedMoveThatClaimsAProofIsSearchedAgain()
    {
        const int depth = 6;
        ScriptedNode scripted;
        const NodeValue node = scripted.search({true, true, true}, depth, -100, 100, true, [&](const ChildCall& call) {
            if (call.column != 2)
                return ChildValue{10, false};
            // The reduced search sees a loss that the full one refutes.
            return ChildValue{call.depth < depth - 1 ? -SearchValue::provenWin(3) : 5, false};
        });
        const std::vector<ChildCall>& calls = scripted.calls;
        QCOMPARE(node.best, 10);
        QCOMPARE(int(calls.size()), 4);
        QCOMPARE(calls[2].column, 2);
        QVERIFY(calls[2].depth < depth - 1);
        QCOMPARE(calls[3].column, 2);
        QCOMPARE(calls[3].depth, depth - 1);
    }

    // A node that proves a win searches again, in the proof's window, the
    // moves whose values rested on reductions: one of them may win faster.
    void aProvenWinSearchesReducedMovesAgain()
    {
        const int depth = 6;
        const int win = SearchValue::provenWin(3), fasterWin = SearchValue::provenWin(7);
        ScriptedNode scripted;
        const auto value = [&](const ChildCall& call) {
            if (call.column == 0)
                return ChildValue{10, false};
            if (call.column == 1)  // an estimate from reduced searches below, a faster win in a proof's window
                return call.alpha > SearchValue::kWin ? ChildValue{fasterWin, false} : ChildValue{5, true};
            return ChildValue{win, false};
        };
        const NodeValue node =
            scripted.search({true, true, true}, depth, -SearchValue::kInfinity, SearchValue::kInfinity, false, value);
        const std::vector<ChildCall>& calls = scripted.calls;
        QCOMPARE(node.best, fasterWin);
        QCOMPARE(node.bestColumn, 1);
        QVERIFY(!node.reduced);
        QCOMPARE(calls.back().column, 1);
        QCOMPARE(calls.back().alpha, win);
    }

    // Without a proof, a value that rests on a child's reduced estimate is
    // itself marked reduced; a proven one never is.
    void onlyEstimatesAreMarkedReduced()
    {
        // In a window of estimates, so a proven win cuts off: no search
        // again of the reduced move, only the rule decides.
        for (const int second : {20, SearchValue::provenWin(2)}) {
            ScriptedNode scripted;
            const NodeValue node = scripted.search({true, true}, 4, -100, 100, false, [&](const ChildCall& call) {
                return call.column == 0 ? ChildValue{10, true} : ChildValue{second, false};
            });
            QCOMPARE(node.best, second);
            QCOMPARE(node.reduced, !SearchValue::isProven(second));
        }
    }

    // A proof is the exact score only within the search's reach: the leaves
    // see a win with the next stone, so a search `depth` plies deep proves
    // the results decided within depth + 1 plies. One from further away came
    // from a deeper search's table entry, and is stored as a bound: a win
    // at least (a faster one may hide behind a move searched shallow), a
    // loss at most.
    void aProofBeyondTheSearchsReachIsABound()
    {
        const int cells = 20;  // 5x4: the mover's 10th stone is its last
        const int n = 7;       // the mover has 3 stones, the opponent 4
        QCOMPARE(SearchValue::pliesToEnd(SearchValue::winNow(cells, n), cells, n), 1);
        QCOMPARE(SearchValue::pliesToEnd(SearchValue::lostNow(cells, n), cells, n), 2);
        const int winWithLastStone = SearchValue::provenWin(1);  // 7 stones to go: 13 plies
        QCOMPARE(SearchValue::pliesToEnd(winWithLastStone, cells, n), 13);
        QCOMPARE(SearchValue::pliesToEnd(-winWithLastStone, cells, n + 1), 12);
        for (const int value : {winWithLastStone, -winWithLastStone}) {
            NodeValue node;
            node.best = value;
            const auto flagAt = [&](int depth) {
                return node.entry(depth, -SearchValue::kInfinity, SearchValue::kInfinity, cells, n + (value < 0)).flag;
            };
            const int reach = SearchValue::pliesToEnd(value, cells, n + (value < 0)) - 1;
            QCOMPARE(flagAt(reach), int(SearchEntry::kExact));
            QCOMPARE(flagAt(reach - 1), int(value > 0 ? SearchEntry::kLower : SearchEntry::kUpper));
        }
        // Estimates keep their flags at any depth.
        NodeValue estimate;
        estimate.best = 40;
        QCOMPARE(estimate.entry(1, -100, 100, cells, n).flag, int(SearchEntry::kExact));
    }

    // Taken to the end of the board, the search's value is the exact score
    // brute force finds.
    void searchToTheEndIsExact_data()
    {
        QTest::addColumn<Searcher>("kind");
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("empty");
        for (const Searcher kind : kSearchers) {
            const char* name = searchName(kind);
            QTest::addRow("%s, 5x4 connect 4", name) << kind << BoardSpec{5, 4, 4} << 14;
            QTest::addRow("%s, 6x5 connect 4", name) << kind << BoardSpec{6, 5, 4} << 13;
            QTest::addRow("%s, 5x5 connect 3", name) << kind << BoardSpec{5, 5, 3} << 13;
            QTest::addRow("%s, 7x6 connect 5", name) << kind << BoardSpec{7, 6, 5} << 13;
            QTest::addRow("%s, 16x4 connect 4", name) << kind << BoardSpec{16, 4, 4} << 12;
            QTest::addRow("%s, 9x7 connect 4", name) << kind << BoardSpec{9, 7, 4} << 12;
        }
    }
    void searchToTheEndIsExact()
    {
        QFETCH(Searcher, kind);
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(17);
        TranspositionTable table(size_t{1} << 20);
        SearchControl control;
        int positions = 0;
        int decisive = 0;
        while (positions < 12) {
            Position position(spec);
            if (!testing::playQuietlyUntil(position, spec.cells() - empty, random))
                continue;
            ++positions;
            position.visit([&](const auto& p) {
                std::unordered_map<uint64_t, int> memo;
                const int expected = testing::bruteForce(p, memo);
                decisive += expected != 0;
                withSearch(kind, table, control, p, [&](auto& search, const auto& board) {
                    const int v = search.negamax(board, empty, -SearchValue::kInfinity, SearchValue::kInfinity);
                    QCOMPARE(SearchValue::exactOf(v), expected);
                });
            });
        }
        QVERIFY(decisive > 0);
    }

    // Late move reductions only shorten searches of estimates: every
    // proven value (an exact score) the reducing search finds is the one
    // the full-width search of the same depth finds, in a full window and
    // in null windows just below and above it; and the reductions do cut
    // the tree.
    void reductionsLeaveProofsExact_data()
    {
        QTest::addColumn<Searcher>("kind");
        QTest::addColumn<BoardSpec>("spec");
        for (const Searcher kind : kSearchers) {
            const char* name = searchName(kind);
            QTest::addRow("%s, 7x6 connect 4", name) << kind << BoardSpec{7, 6, 4};
            QTest::addRow("%s, 8x7 connect 4", name) << kind << BoardSpec{8, 7, 4};
            QTest::addRow("%s, 8x8 connect 4", name) << kind << BoardSpec{8, 8, 4};
            if (kind != Searcher::PackedBitboard)
                QTest::addRow("%s, 9x8 connect 5 (two words)", name) << kind << BoardSpec{9, 8, 5};
        }
    }
    void reductionsLeaveProofsExact()
    {
        QFETCH(Searcher, kind);
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(5);
        TranspositionTable plainTable(size_t{16} << 20), reducingTable(size_t{16} << 20);
        SearchControl control;
        int proofs = 0;
        uint64_t plainNodes = 0, reducingNodes = 0;
        for (int positions = 0; positions < 40;) {
            const Position position = testing::randomPosition(spec, 6 + int(random() % (spec.cells() / 2)), random);
            if (position.isOver())
                continue;
            ++positions;
            const int depth = 7 + positions % 4;
            plainTable.clear();
            reducingTable.clear();
            position.visit([&](const auto& p) {
                withSearch(kind, plainTable, control, p, [&](auto& plain, const auto& board) {
                    withSearch(kind, reducingTable, control, p, [&](auto& reducing, const auto& sameBoard) {
                        reducing.setLateMoveReductions(true);
                        const int expected =
                            plain.negamax(board, depth, -SearchValue::kInfinity, SearchValue::kInfinity);
                        const int v =
                            reducing.negamax(sameBoard, depth, -SearchValue::kInfinity, SearchValue::kInfinity);
                        plainNodes += plain.nodes();
                        reducingNodes += reducing.nodes();
                        if (!SearchValue::isProven(v))
                            return;
                        ++proofs;
                        QCOMPARE(v, expected);
                        // The same table, now holding reduced estimates, in null windows.
                        QCOMPARE(reducing.negamax(sameBoard, depth, v - 1, v), v);
                        QCOMPARE(reducing.negamax(sameBoard, depth, v, v + 1), v);
                    });
                });
            });
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(proofs >= 5, qPrintable(QString::number(proofs)));
        QVERIFY2(reducingNodes < plainNodes, qPrintable(QStringLiteral("%1 vs %2").arg(reducingNodes).arg(plainNodes)));
    }

    // With the forced-move extension a node's only move that does not lose
    // at once is searched as deep as the node: WindowSearch then proves
    // results at a depth where the plain search still estimates, and every
    // such proof is a true bound by brute force (a proven win at least that
    // fast, a loss at most; a faster one may lie off the forced line).
    void forcedMovesAreSearchedAsDeepAsTheirNode()
    {
        const BoardSpec spec{12, 10, 5};
        std::mt19937_64 random(31);
        TranspositionTable plainTable(size_t{4} << 20), extendingTable(size_t{4} << 20);
        SearchControl control;
        int plainProofs = 0, extendedProofs = 0;
        for (int positions = 0; positions < 30;) {
            // Not random drops: those leave boards full of threats, decided
            // within a ply or two either way.
            Position position(spec);
            if (!playByShallowSearchUntil(position, spec.cells() - 20, random))
                continue;
            ++positions;
            const int depth = 2 + positions % 4;
            plainTable.clear();
            extendingTable.clear();
            position.visit([&](const auto& p) {
                WindowSearch plain(plainTable, control, spec);
                WindowSearch extending(extendingTable, control, spec);
                extending.setForcedMoveExtension(true);
                const int estimate = plain.negamax(p, depth, -SearchValue::kInfinity, SearchValue::kInfinity);
                const int v = extending.negamax(p, depth, -SearchValue::kInfinity, SearchValue::kInfinity);
                plainProofs += SearchValue::isProven(estimate);
                if (!SearchValue::isProven(v))
                    return;
                ++extendedProofs;
                std::unordered_map<uint64_t, int> memo;
                const int exact = testing::bruteForce(p, memo);
                const int proved = SearchValue::exactOf(v);
                QVERIFY2(v > 0 ? exact >= proved : exact <= proved,
                         qPrintable(QStringLiteral("position %1, depth %2: proved %3, brute force %4")
                                        .arg(positions).arg(depth).arg(proved).arg(exact)));
            });
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(extendedProofs > plainProofs, qPrintable(QStringLiteral("%1 vs %2").arg(extendedProofs).arg(plainProofs)));
    }

    // Searched to the end of the board, even in a window of estimates (the
    // analyzer's aspiration and null windows), a reducing search gives a
    // draw or a proof, never an estimate (which the analyzer would take for
    // a draw), and a true bound on brute force's value. (No node here may
    // reduce: the test guards the rule that a search reaching the end of
    // the board never does.)
    void reductionsLeaveSearchesToTheEndExact_data() { searchToTheEndIsExact_data(); }
    void reductionsLeaveSearchesToTheEndExact()
    {
        QFETCH(Searcher, kind);
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(23);
        TranspositionTable table(size_t{4} << 20);
        SearchControl control;
        for (int positions = 0; positions < 30;) {
            // Quiet moves: on wide boards most random games are over long
            // before the last `empty` cells.
            Position position(spec);
            if (!testing::playQuietlyUntil(position, spec.cells() - empty, random))
                continue;
            ++positions;
            position.visit([&](const auto& p) {
                std::unordered_map<uint64_t, int> memo;
                const int expected = testing::bruteForce(p, memo);
                table.clear();
                const int exact = expected > 0 ? SearchValue::kWin + expected
                                : expected < 0 ? -SearchValue::kWin + expected
                                               : 0;
                withSearch(kind, table, control, p, [&](auto& search, const auto& board) {
                    search.setLateMoveReductions(true);
                    for (const int guess : {-30, 0, 30}) {
                        const int v = search.negamax(board, empty, guess - 1, guess + 1);
                        QVERIFY2(v == 0 || SearchValue::isProven(v), qPrintable(QString::number(v)));
                        // Fail-soft: a value outside the window bounds the true one.
                        if (v >= guess + 1)
                            QVERIFY(exact >= v);
                        else if (v <= guess - 1)
                            QVERIFY(exact <= v);
                        else
                            QCOMPARE(v, exact);
                    }
                });
            });
            if (QTest::currentTestFailed())
                return;
        }
    }

    // WindowSearch::provedWin, a null window at the draw searched to the
    // end: a win with a score it reaches at least, no win as 0, on boards
    // over 128 bits where it is the only proof there is.
    void provedWinAgreesWithBruteForce_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("empty");
        QTest::newRow("12x10 connect 5") << BoardSpec{12, 10, 5} << 14;
        QTest::newRow("14x10 connect 5") << BoardSpec{14, 10, 5} << 13;
    }
    void provedWinAgreesWithBruteForce()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(5);
        TranspositionTable table(size_t{4} << 20);
        int wins = 0;
        int others = 0;
        for (const Position& position : testing::quietPositions(spec, empty, 40, random)) {
            position.visit([&](const auto& p) {
                std::unordered_map<uint64_t, int> memo;
                const int exact = testing::bruteForce(p, memo);
                table.clear();
                const SearchControl control;
                WindowSearch search(table, control, spec);
                const std::optional<int> proved = search.provedWin(p);
                QVERIFY(proved);
                if (exact > 0) {
                    QVERIFY2(*proved > 0 && *proved <= exact,
                             qPrintable(QStringLiteral("wins by at least %1, brute force %2").arg(*proved).arg(exact)));
                    ++wins;
                } else {
                    QCOMPARE(*proved, 0);
                    ++others;
                }
            });
        }
        QVERIFY(wins > 0);
        QVERIFY(others > 0);
    }

    // Stopped before the proof, it claims nothing.
    void provedWinWithoutTimeClaimsNothing()
    {
        const BoardSpec spec{12, 10, 5};
        TranspositionTable table(size_t{4} << 20);
        SearchControl control;
        control.deadline = SearchControl::Clock::now();
        WindowSearch search(table, control, spec);
        Position(spec).visit([&](const auto& p) { QCOMPARE(search.provedWin(p), std::nullopt); });
    }
};

QTEST_APPLESS_MAIN(TestMoveSearch)
#include "tst_movesearch.moc"
