// The loop over a node's moves that both depth-limited searches share
// (engine/movesearch.h), through each of them: Search (bitboards up to 128
// bits) and WindowSearch (per-window counts, every size). Taken to the end
// of small boards they give brute force's exact scores; late move
// reductions cut the tree but leave every proof exact.
#include "bruteforce.h"
#include "quietplay.h"
#include "engine/position.h"
#include "engine/search.h"
#include "engine/windowsearch.h"

#include <QTest>

#include <random>
#include <unordered_map>

Q_DECLARE_METATYPE(c4::BoardSpec)

using namespace c4;

namespace {

const char* searchName(bool window)
{
    return window ? "WindowSearch" : "Search";
}

// Calls use(search) with a fresh search on `table` for p's board: a
// WindowSearch if `window`, else the bitboard Search.
template <class Bits, class Use>
void withSearch(bool window, TranspositionTable& table, const SearchControl& control, const BasicPosition<Bits>& p,
                Use use)
{
    if (window) {
        WindowSearch search(table, control, p.spec());
        use(search);
    } else {
        Search<Bits> search(table, control, p.spec());
        use(search);
    }
}

}  // namespace

class TestMoveSearch : public QObject {
    Q_OBJECT
private slots:
    // Taken to the end of the board, the search's value is the exact score
    // brute force finds.
    void searchToTheEndIsExact_data()
    {
        QTest::addColumn<bool>("window");
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("empty");
        for (const bool window : {false, true}) {
            const char* name = searchName(window);
            QTest::addRow("%s, 5x4 connect 4", name) << window << BoardSpec{5, 4, 4} << 14;
            QTest::addRow("%s, 6x5 connect 4", name) << window << BoardSpec{6, 5, 4} << 13;
            QTest::addRow("%s, 5x5 connect 3", name) << window << BoardSpec{5, 5, 3} << 13;
            QTest::addRow("%s, 7x6 connect 5", name) << window << BoardSpec{7, 6, 5} << 13;
        }
    }
    void searchToTheEndIsExact()
    {
        QFETCH(bool, window);
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(17);
        TranspositionTable table(size_t{1} << 20);
        SearchControl control;
        int positions = 0;
        int decisive = 0;
        while (positions < 12) {
            Position position(spec);
            while (!position.isOver() && spec.cells() - position.movesPlayed() > empty) {
                const int c = int(random() % spec.width);
                if (position.canPlay(c))
                    position.play(c);
            }
            if (position.isOver())
                continue;
            ++positions;
            position.visit([&](const auto& p) {
                std::unordered_map<uint64_t, int> memo;
                const int expected = testing::bruteForce(p, memo);
                decisive += expected != 0;
                withSearch(window, table, control, p, [&](auto& search) {
                    const int v = search.negamax(p, empty, -SearchValue::kInfinity, SearchValue::kInfinity);
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
        QTest::addColumn<bool>("window");
        QTest::addColumn<BoardSpec>("spec");
        for (const bool window : {false, true}) {
            const char* name = searchName(window);
            QTest::addRow("%s, 7x6 connect 4", name) << window << BoardSpec{7, 6, 4};
            QTest::addRow("%s, 8x7 connect 4", name) << window << BoardSpec{8, 7, 4};
            QTest::addRow("%s, 9x8 connect 5 (two words)", name) << window << BoardSpec{9, 8, 5};
        }
    }
    void reductionsLeaveProofsExact()
    {
        QFETCH(bool, window);
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
                withSearch(window, plainTable, control, p, [&](auto& plain) {
                    withSearch(window, reducingTable, control, p, [&](auto& reducing) {
                        reducing.setLateMoveReductions(true);
                        const int expected = plain.negamax(p, depth, -SearchValue::kInfinity, SearchValue::kInfinity);
                        const int v = reducing.negamax(p, depth, -SearchValue::kInfinity, SearchValue::kInfinity);
                        plainNodes += plain.nodes();
                        reducingNodes += reducing.nodes();
                        if (!SearchValue::isProven(v))
                            return;
                        ++proofs;
                        QCOMPARE(v, expected);
                        // The same table, now holding reduced estimates, in null windows.
                        QCOMPARE(reducing.negamax(p, depth, v - 1, v), v);
                        QCOMPARE(reducing.negamax(p, depth, v, v + 1), v);
                    });
                });
            });
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(proofs >= 5, qPrintable(QString::number(proofs)));
        QVERIFY2(reducingNodes < plainNodes, qPrintable(QStringLiteral("%1 vs %2").arg(reducingNodes).arg(plainNodes)));
    }

    // Searched to the end of the board, even in a window of estimates (the
    // analyzer's aspiration and null windows), a reducing search gives a
    // draw or a proof, never an estimate (which the analyzer would take for
    // a draw), and a true bound on brute force's value.
    void reductionsLeaveSearchesToTheEndExact_data() { searchToTheEndIsExact_data(); }
    void reductionsLeaveSearchesToTheEndExact()
    {
        QFETCH(bool, window);
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(23);
        TranspositionTable table(size_t{4} << 20);
        SearchControl control;
        for (int positions = 0; positions < 30;) {
            const Position position = testing::randomPosition(spec, spec.cells() - empty, random);
            if (position.isOver() || position.movesPlayed() != spec.cells() - empty)
                continue;
            ++positions;
            position.visit([&](const auto& p) {
                std::unordered_map<uint64_t, int> memo;
                const int expected = testing::bruteForce(p, memo);
                table.clear();
                const int exact = expected > 0 ? SearchValue::kWin + expected
                                : expected < 0 ? -SearchValue::kWin + expected
                                               : 0;
                withSearch(window, table, control, p, [&](auto& search) {
                    search.setLateMoveReductions(true);
                    for (const int guess : {-30, 0, 30}) {
                        const int v = search.negamax(p, empty, guess - 1, guess + 1);
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
};

QTEST_APPLESS_MAIN(TestMoveSearch)
#include "tst_movesearch.moc"
