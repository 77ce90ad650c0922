// Zugzwang's forecast of the fill-up at the end of the game: worked cases,
// and exact (against brute force) on every position where no new threat can
// come, that is where every line still open to a player already holds all
// of its cells but one (within its node budget, which these positions
// never exhaust), with the evaluation leaning the way of the forecast it
// trusts; beyond the budget, or beyond the free cells it is allowed to
// fill, it answers Unknown.
#include "bruteforce.h"
#include "quietplay.h"
#include "engine/evaluation.h"
#include "engine/position.h"
#include "engine/zugzwang.h"

#include <QTest>

#include <random>
#include <unordered_map>
#include <utility>
#include <vector>

Q_DECLARE_METATYPE(c4::BoardSpec)

using namespace c4;

namespace {

using Cells = std::vector<std::pair<int, int>>;  // (column, row)

// The forecast for the side to move on columns of `height` holding `stones`
// each, with the side to move's threats `mine` and the opponent's `theirs`.
Zugzwang::Outcome forecast(int height, const std::vector<uint8_t>& stones, const Cells& mine, const Cells& theirs,
                           int maxFreeCells = Zugzwang::kAnyFreeCells)
{
    std::vector<uint64_t> rows[2] = {std::vector<uint64_t>(stones.size()), std::vector<uint64_t>(stones.size())};
    for (const auto& [c, r] : mine)
        rows[0][size_t(c)] |= uint64_t{1} << r;
    for (const auto& [c, r] : theirs)
        rows[1][size_t(c)] |= uint64_t{1} << r;
    Zugzwang::Board board{static_cast<int>(stones.size()), height};
    std::copy(stones.begin(), stones.end(), board.stones.begin());
    board.threats[0] = rows[0].data();
    board.threats[1] = rows[1].data();
    return Zugzwang::outcome(board, maxFreeCells);
}

// Whether a new threat can still come: a line of `connect` cells that holds
// no stone of one player and fewer than connect - 1 of the other's.
bool newThreatsPossible(const Position& p)
{
    const BoardSpec& spec = p.spec();
    const int n = spec.connect;
    const int steps[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& step : steps) {
        for (int c = 0; c < spec.width; ++c) {
            for (int r = 0; r < spec.height; ++r) {
                const int endColumn = c + (n - 1) * step[0], endRow = r + (n - 1) * step[1];
                if (endColumn >= spec.width || endRow < 0 || endRow >= spec.height)
                    continue;
                int count[3] = {0, 0, 0};  // empty, first, second
                for (int k = 0; k < n; ++k)
                    ++count[static_cast<int>(p.cell(c + k * step[0], r + k * step[1]))];
                for (int owner = 1; owner <= 2; ++owner)
                    if (count[3 - owner] == 0 && count[owner] < n - 1)
                        return true;
            }
        }
    }
    return false;
}

}  // namespace

class TestZugzwang : public QObject {
    Q_OBJECT
private slots:
    // Worked cases on columns of 6: x is the side to move, o the opponent,
    // a threat cell is marked by its owner, "." is free, "#" full columns.
    void workedCases()
    {
        // No threat: nothing to foretell.
        QCOMPARE(forecast(6, {0, 3}, {}, {}), Zugzwang::Unknown);
        // x's threat in row 2 of column 0, the other column full: one free
        // cell (row 0), so o must fill row 1 and x wins.
        QCOMPARE(forecast(6, {0, 6}, {{0, 2}}, {}), Zugzwang::Win);
        // In row 3 there are two free cells: x is in zugzwang and gives the
        // threat up; nothing is left to win.
        QCOMPARE(forecast(6, {0, 6}, {{0, 3}}, {}), Zugzwang::Unknown);
        // One more free cell elsewhere turns it back.
        QCOMPARE(forecast(6, {0, 5}, {{0, 3}}, {}), Zugzwang::Win);
        // A threat that can be filled now: x's wins; two of o's cannot both
        // be blocked.
        QCOMPARE(forecast(6, {2, 6}, {{0, 2}}, {}), Zugzwang::Win);
        QCOMPARE(forecast(6, {1, 1}, {}, {{0, 1}, {1, 1}}), Zugzwang::Loss);
        // Two threats of x one above the other: even in zugzwang x fills
        // row 2, o blocks row 3, and x completes row 4.
        QCOMPARE(forecast(6, {0, 6}, {{0, 3}, {0, 4}}, {}), Zugzwang::Win);
        // Threats of both in the same row of two columns cancel out.
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {{1, 2}}), Zugzwang::Unknown);
        // Allis' odd threat against an even one a row lower in another
        // column: o has to give its threat up first, then runs out of free
        // cells again and must fill below x's.
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {{1, 1}}), Zugzwang::Win);
        // And the same seen from o, to move after one more stone elsewhere.
        QCOMPARE(forecast(6, {0, 0, 5}, {{1, 1}}, {{0, 2}}), Zugzwang::Loss);
        // o's threat in row 2 and no free cell below it: x must fill row 1.
        QCOMPARE(forecast(6, {1, 6}, {}, {{0, 2}}), Zugzwang::Loss);
        // A threat of both in that cell is no sacrifice for x either.
        QCOMPARE(forecast(6, {1, 6}, {{0, 2}}, {{0, 2}}), Zugzwang::Loss);
    }

    // Asked to fill at most so many free cells, the forecast answers
    // Unknown beyond them: counted over the whole fill-up, the cells a
    // sacrifice frees too.
    void givesUpBeyondItsFreeCells()
    {
        // x's threat in row 2 of column 0 (one free cell below its critical
        // one) and an empty column: seven free cells, o in zugzwang.
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {}), Zugzwang::Win);
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {}, 7), Zugzwang::Win);
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {}, 6), Zugzwang::Unknown);
        // One free cell, then o's sacrifice in column 1 frees four more.
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {{1, 1}}, 5), Zugzwang::Win);
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {{1, 1}}, 4), Zugzwang::Unknown);
        QCOMPARE(forecast(6, {0, 0}, {{0, 2}}, {{1, 1}}, 1), Zugzwang::Unknown);
    }

    // The evaluation trusts the forecast only while it fills at most
    // Evaluation::kTrustedFreeCells free cells: with most of a 9x7 board
    // empty the model still calls the fill-up, but the evaluation gives it
    // no weight.
    void evaluationTrustsFewFreeCells()
    {
        const BoardSpec spec{9, 7, 4};
        Position position(spec);
        // x in row 1 of columns 1-3 (0-based) over o's stones (column 3
        // over its own): x's threat in row 1 of column 4, over an empty cell.
        for (const int c : {3, 1, 1, 2, 2, 8, 3})
            position.play(c);
        position.visit([&](const auto& p) {
            using Bits = typename std::decay_t<decltype(p)>::BitSet;
            const Evaluation<Bits> evaluation(spec);
            const auto mine = p.winningCells(), theirs = p.opponentWinningCells();
            QVERIFY(!p.canWinNext());
            QVERIFY(evaluation.fillUpOutcome(p, mine, theirs, Zugzwang::kAnyFreeCells) != Zugzwang::Unknown);
            QCOMPARE(evaluation.fillUpOutcome(p, mine, theirs), int(Zugzwang::Unknown));
            QCOMPARE(evaluation(p), Evaluation<Bits>(spec, 0)(p));
        });
    }

    // A fill-up with more sacrifices than the node budget follows is
    // Unknown, not a guess; with one sacrifice fewer the same kind of
    // board is resolved. Columns of 6: o's threat in row 3 of column 0
    // above a critical cell (row 2, its next cell), and k columns, empty,
    // each with x's threat in row 1. No cell is free, so x is in zugzwang;
    // each sacrifice (x in row 0, o's block in row 1) frees four cells and
    // leaves x in zugzwang again, so every order of the k sacrifices is
    // searched, and all lose: 1 + k + k(k-1) + ... + k! positions.
    void givesUpBeyondItsBudget()
    {
        const auto positionsToSearch = [](int k) {
            int total = 1, orders = 1;
            for (int i = 0; i < k; ++i)
                total += orders *= k - i;
            return total;
        };
        const auto board = [](int k) {
            std::vector<uint8_t> stones(size_t(k) + 1, 0);
            stones[0] = 2;
            Cells mine;
            for (int c = 1; c <= k; ++c)
                mine.push_back({c, 1});
            return forecast(6, stones, mine, {{0, 3}});
        };
        int k = 1;
        while (positionsToSearch(k) <= Zugzwang::kNodeBudget)
            ++k;
        QVERIFY(k + 1 <= BoardSpec::kMaxSide);
        QCOMPARE(board(k - 1), Zugzwang::Loss);
        QCOMPARE(board(k), Zugzwang::Unknown);
    }

    // Where no new threat can come, the forecast is the game's result:
    // random positions with few cells left, every one such position solved.
    void exactWhenNoNewThreatCanCome_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::newRow("7x6 connect 4") << BoardSpec{7, 6, 4};
        QTest::newRow("8x7 connect 4") << BoardSpec{8, 7, 4};
        QTest::newRow("6x5 connect 4") << BoardSpec{6, 5, 4};
        QTest::newRow("9x7 connect 4") << BoardSpec{9, 7, 4};
    }
    void exactWhenNoNewThreatCanCome()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 random(5);
        int checked = 0, decided = 0;
        for (int attempt = 0; attempt < 50000 && checked < 200; ++attempt) {
            const int empty = 2 + int(random() % 10);
            Position position(spec);
            if (!testing::playQuietlyUntil(position, spec.cells() - empty, random) || newThreatsPossible(position))
                continue;
            position.visit([&](const auto& p) {
                using Bits = typename std::decay_t<decltype(p)>::BitSet;
                std::unordered_map<uint64_t, int> memo;
                const int score = testing::BruteForceBoard(p).solve(memo);
                const int expected = score > 0 ? Zugzwang::Win : score < 0 ? Zugzwang::Loss : Zugzwang::Unknown;
                const Evaluation<Bits> evaluation(spec);
                const int got =
                    evaluation.fillUpOutcome(p, p.winningCells(), p.opponentWinningCells(), Zugzwang::kAnyFreeCells);
                QCOMPARE(got, expected);
                // And the evaluation leans the way of the forecast it trusts.
                const int trusted = evaluation.fillUpOutcome(p, p.winningCells(), p.opponentWinningCells());
                QVERIFY(trusted == got || trusted == Zugzwang::Unknown);
                const int lean = evaluation(p) - Evaluation<Bits>(spec, 0)(p);
                QVERIFY(trusted > 0 ? lean > 0 : trusted < 0 ? lean < 0 : lean == 0);
                decided += expected != Zugzwang::Unknown;
            });
            if (QTest::currentTestFailed())
                return;
            ++checked;
        }
        QVERIFY2(checked >= 50 && decided >= 20, qPrintable(QStringLiteral("%1 positions, %2 decided").arg(checked).arg(decided)));
    }
};

QTEST_APPLESS_MAIN(TestZugzwang)
#include "tst_zugzwang.moc"
