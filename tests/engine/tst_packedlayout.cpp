// The packed layout (PackedBits, geometry.h: no sentinel row, so 9x7 and
// 8x8 fit one word) against the sentinel layout on the same positions:
// every set the search reads (moves, winning cells, safe moves), taking a
// move back, converting back, and the evaluation must agree cell for cell. Shifts that wrap
// from one column's top into the next column's bottom are what the layout
// must mask, so the boards include one to eight rows and lines longer than
// the board is high.
#include "quietplay.h"
#include "engine/basicposition.h"
#include "engine/evaluation.h"
#include "engine/position.h"

#include <QTest>

#include <random>
#include <set>
#include <utility>

Q_DECLARE_METATYPE(c4::BoardSpec)

using namespace c4;

namespace {

using Cells = std::set<std::pair<int, int>>;

// The (column, row) cells of a set in p's layout.
template <class Bits>
Cells cellsOf(const BasicPosition<Bits>& p, const Bits& set)
{
    Cells cells;
    for (int c = 0; c < p.width(); ++c)
        for (int r = 0; r < p.height(); ++r)
            if (test(set, p.geometry().index(c, r)))
                cells.insert({c, r});
    return cells;
}

// Whether a set of p's layout holds board cells only (bit 63 of 9x7 is none).
template <class Bits>
bool onBoard(const BasicPosition<Bits>& p, const Bits& set)
{
    return none(set & ~p.geometry().boardMask);
}

// The same position in the sentinel layout the Position holds and in the
// packed one; checks that every set the search reads agrees, and that the
// packed position converts back to the same one.
template <class Bits>
void compareLayouts(const BasicPosition<Bits>& sentinel)
{
    const BasicPosition<PackedBits> packed(sentinel);
    const BasicPosition<Bits> back(packed);
    QVERIFY(back.mask() == sentinel.mask());
    QVERIFY(back.current() == sentinel.current());
    for (const PackedBits set : {packed.mask(), packed.possibleMoves(), packed.winningCells(),
                                 packed.opponentWinningCells()})
        QVERIFY(onBoard(packed, set));
    QCOMPARE(packed.movesPlayed(), sentinel.movesPlayed());
    QCOMPARE(cellsOf(packed, packed.mask()), cellsOf(sentinel, sentinel.mask()));
    QCOMPARE(cellsOf(packed, packed.current()), cellsOf(sentinel, sentinel.current()));
    QCOMPARE(cellsOf(packed, packed.possibleMoves()), cellsOf(sentinel, sentinel.possibleMoves()));
    QCOMPARE(cellsOf(packed, packed.winningCells()), cellsOf(sentinel, sentinel.winningCells()));
    QCOMPARE(cellsOf(packed, packed.opponentWinningCells()), cellsOf(sentinel, sentinel.opponentWinningCells()));
    if (!sentinel.canWinNext()) {
        QVERIFY(onBoard(packed, packed.nonLosingMoves()));
        QCOMPARE(cellsOf(packed, packed.nonLosingMoves()), cellsOf(sentinel, sentinel.nonLosingMoves()));
    }
    for (int c = 0; c < sentinel.width(); ++c) {
        QCOMPARE(packed.canPlay(c), sentinel.canPlay(c));
        QCOMPARE(packed.columnHeight(c), sentinel.columnHeight(c));
    }
}

}  // namespace

class TestPackedLayout : public QObject {
    Q_OBJECT
private slots:
    void packedBoardsFitOneWord()
    {
        QVERIFY(fits<PackedBits>(BoardSpec{9, 7, 4}));  // 63 cells
        QVERIFY(fits<PackedBits>(BoardSpec{8, 8, 4}));  // 64 cells, every bit
        QVERIFY(!fits<uint64_t>(BoardSpec{9, 7, 4}));   // 72 bits with sentinels
        QVERIFY(!fits<PackedBits>(BoardSpec{13, 5, 4}));
        QCOMPARE(Geometry<PackedBits>::of(BoardSpec{9, 7, 4}).index(8, 6), 62);
    }

    void layoutsAgree_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        for (const BoardSpec spec : {BoardSpec{9, 7, 4}, BoardSpec{8, 8, 4}, BoardSpec{8, 8, 5}, BoardSpec{9, 7, 3},
                                     BoardSpec{10, 6, 4}, BoardSpec{16, 4, 4}, BoardSpec{21, 3, 3},
                                     BoardSpec{32, 2, 2}, BoardSpec{40, 1, 3}, BoardSpec{40, 1, 4}, BoardSpec{20, 3, 4}, BoardSpec{7, 6, 4}, BoardSpec{5, 5, 7},
                                     BoardSpec{1, 1, 1}, BoardSpec{6, 8, 6}})
            QTest::addRow("%dx%d connect %d", spec.width, spec.height, spec.connect) << spec;
    }
    // Random games played to their end, every position compared, and
    // every move taken back again.
    void layoutsAgree()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(11);
        int positions = 0;
        for (int game = 0; game < 60; ++game) {
            Position position(spec);
            std::vector<BasicPosition<PackedBits>> history;
            while (true) {
                position.visit([&](const auto& p) { compareLayouts(p); });
                if (QTest::currentTestFailed())
                    return;
                ++positions;
                position.visit([&](const auto& p) { history.emplace_back(p); });
                if (position.isOver())
                    break;
                int c;
                do
                    c = int(random() % spec.width);
                while (!position.canPlay(c));
                position.play(c);
            }
            // Undo in the packed layout gives back each earlier position.
            BasicPosition<PackedBits> packed = history.back();
            const std::vector<int> moves = position.moves();
            for (int i = int(moves.size()) - 1; i >= 0; --i) {
                packed.undo(moves[size_t(i)]);
                QCOMPARE(packed.mask(), history[size_t(i)].mask());
                QCOMPARE(packed.current(), history[size_t(i)].current());
                QCOMPARE(packed.key(), history[size_t(i)].key());
            }
        }
        QVERIFY(positions > 60);
    }

    void evaluationsAgree_data() { layoutsAgree_data(); }
    // The evaluation reads windows, threats, the cells above threats and
    // the fill-up's forecast: all of it must come out the same.
    void evaluationsAgree()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(13);
        int compared = 0;
        int withThreats = 0;
        for (int game = 0; game < 40; ++game) {
            Position position(spec);
            const int stones = int(random() % (spec.cells() + 1));
            if (!testing::playQuietlyUntil(position, stones, random) || position.isOver())
                continue;
            position.visit([&](const auto& p) {
                using Bits = typename std::decay_t<decltype(p)>::BitSet;
                const BasicPosition<PackedBits> packed(p);
                QCOMPARE(Evaluation<PackedBits>(spec)(packed), Evaluation<Bits>(spec)(p));
                withThreats += !none(p.winningCells() | p.opponentWinningCells());
            });
            ++compared;
        }
        QVERIFY(compared > 10);
        if (spec.cells() > 8 && spec.connect <= std::max(spec.width, spec.height))
            QVERIFY(withThreats > 0);
    }

    void keysTellPositionsApart()
    {
        // The same stones with the owners swapped, and the same cells in
        // neighbouring columns, which a wrapping layout could confuse.
        const BoardSpec spec{9, 7, 4};
        auto packedAfter = [&](std::initializer_list<int> moves) {
            Position p(spec);
            for (int c : moves)
                p.play(c);
            return p.visit([](const auto& b) { return BasicPosition<PackedBits>(b).key(); });
        };
        QVERIFY(packedAfter({0, 1}) != packedAfter({1, 0}));
        QVERIFY(packedAfter({0, 0, 0, 0, 0, 0, 0}) != packedAfter({0, 0, 0, 0, 0, 0, 1}));
        QCOMPARE(packedAfter({0, 1, 2, 3}), packedAfter({2, 1, 0, 3}));
    }
};

QTEST_APPLESS_MAIN(TestPackedLayout)
#include "tst_packedlayout.moc"
