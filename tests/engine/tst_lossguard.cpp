// Level 10's guard against proved losses on boards over 128 bits
// (engine/lossguard.h, WindowSearch::provedWin): against brute force, the
// columns it proves lost are lost, at least as fast as it says, and it
// stops at the first column that is not; without time it proves nothing.
#include "bruteforce.h"
#include "quietplay.h"
#include "engine/lossguard.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <unordered_map>

using namespace c4;

namespace {

// The exact score of playing column c in p, for p's side to move.
template <class Bits>
int exactScoreOf(const BasicPosition<Bits>& p, int c)
{
    if (p.isWinningMove(c))
        return (p.spec().cells() + 1) / 2 + 1 - (p.movesPlayed() + 2) / 2;
    BasicPosition<Bits> child = p;
    child.play(c);
    if (child.movesPlayed() == p.spec().cells())
        return 0;
    std::unordered_map<uint64_t, int> memo;
    return -testing::bruteForce(child, memo);
}

}  // namespace

class TestLossGuard : public QObject {
    Q_OBJECT
private slots:
    void provesTheLostColumnsUpToTheFirstThatIsNot_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("empty");
        QTest::newRow("12x10 connect 5") << BoardSpec{12, 10, 5} << 14;
        QTest::newRow("17x7 connect 4") << BoardSpec{17, 7, 4} << 13;
        QTest::newRow("14x9 connect 4") << BoardSpec{14, 9, 4} << 13;
    }
    void provesTheLostColumnsUpToTheFirstThatIsNot()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(7);
        TranspositionTable table(size_t{4} << 20);
        int lostSeen = 0;
        int safeSeen = 0;
        for (int positions = 0; positions < 16;) {
            Position position(spec);
            if (!testing::playQuietlyUntil(position, spec.cells() - empty, random) || position.isOver())
                continue;
            ++positions;
            position.visit([&](const auto& p) {
                // The lost columns first (as an estimate search may rank
                // them), then the others, each group in random order.
                std::vector<int> columns;
                std::vector<int> exact(p.width(), 0);
                for (int c = 0; c < p.width(); ++c) {
                    if (p.canPlay(c)) {
                        columns.push_back(c);
                        exact[c] = exactScoreOf(p, c);
                    }
                }
                std::shuffle(columns.begin(), columns.end(), random);
                std::stable_partition(columns.begin(), columns.end(), [&](int c) { return exact[c] < 0; });
                table.clear();
                SearchControl control;
                WindowSearch proof(table, control, spec);
                const LossGuard guard = LossGuard::of(p, columns, proof);
                size_t k = 0;
                for (; k < columns.size() && exact[columns[k]] < 0; ++k) {
                    QVERIFY(k < guard.lost.size());
                    QCOMPARE(guard.lost[k].column, columns[k]);
                    // Lost that fast or faster.
                    QVERIFY2(exact[columns[k]] <= guard.lost[k].atMost,
                             qPrintable(QStringLiteral("column %1: at most %2, brute force %3")
                                            .arg(columns[k] + 1).arg(guard.lost[k].atMost).arg(exact[columns[k]])));
                    QVERIFY(guard.lost[k].atMost < 0);
                }
                QCOMPARE(guard.lost.size(), k);
                // The first column not lost is safe, once one was lost
                // before it: a favourite not lost needs no other.
                if (k > 0 && k < columns.size()) {
                    QCOMPARE(guard.safe, std::optional<int>(columns[k]));
                    ++safeSeen;
                } else {
                    QCOMPARE(guard.safe, std::nullopt);
                }
                lostSeen += static_cast<int>(k);
            });
        }
        // Both outcomes were put to the test.
        QVERIFY(lostSeen > 0);
        QVERIFY(safeSeen > 0);
    }

    // A favourite proved lost is left only for a column proved not lost:
    // one merely unproved in time is no better.
    void aLostFavouriteStandsWithoutASafeColumn()
    {
        std::mt19937_64 random(3);
        const BoardSpec spec{12, 10, 5};
        TranspositionTable table(size_t{4} << 20);
        int checked = 0;
        while (checked < 4) {
            Position position(spec);
            if (!testing::playQuietlyUntil(position, spec.cells() - 14, random) || position.isOver())
                continue;
            position.visit([&](const auto& p) {
                std::vector<int> lost;
                std::vector<int> notLost;
                for (int c = 0; c < p.width(); ++c)
                    if (p.canPlay(c))
                        (exactScoreOf(p, c) < 0 ? lost : notLost).push_back(c);
                if (lost.empty() || notLost.empty())
                    return;
                ++checked;
                SearchControl control;
                WindowSearch proof(table, control, spec);
                // Every lost column, then a safe one: that one.
                std::vector<int> columns = lost;
                columns.push_back(notLost.front());
                QCOMPARE(LossGuard::of(p, columns, proof).safe, std::optional<int>(notLost.front()));
                // The lost ones alone: none is safe, each is proved lost.
                const LossGuard onlyLost = LossGuard::of(p, lost, proof);
                QCOMPARE(onlyLost.safe, std::nullopt);
                QCOMPARE(onlyLost.lost.size(), lost.size());
            });
        }
    }

    // With no time to prove anything, nothing is proved and nothing is safe.
    void withoutTimeNothingIsProved()
    {
        const BoardSpec spec{12, 10, 5};
        TranspositionTable table(size_t{4} << 20);
        SearchControl control;
        control.deadline = SearchControl::Clock::now();
        WindowSearch proof(table, control, spec);
        Position(spec).visit([&](const auto& p) {
            const LossGuard guard = LossGuard::of(p, {5, 6, 4}, proof);
            QVERIFY(guard.lost.empty());
            QCOMPARE(guard.safe, std::nullopt);
        });
    }
};

QTEST_APPLESS_MAIN(TestLossGuard)
#include "tst_lossguard.moc"
