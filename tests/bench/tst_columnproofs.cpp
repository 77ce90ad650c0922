// The column proofs of connect4-proofbench (bench/columnproofs.h): with time
// enough, each column's verdict agrees with brute force, on boards of one
// word, two words and more (where WindowSearch plays in level 10's games);
// without it, a column is not proved rather than proved wrong.
#include "columnproofs.h"
#include "tests/engine/bruteforce.h"
#include "tests/engine/quietplay.h"

#include <QTest>

#include <random>
#include <unordered_map>

using namespace c4;
using bench::Verdict;

class TestColumnProofs : public QObject {
    Q_OBJECT
private slots:
    void agreeWithBruteForce_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("empty");
        QTest::newRow("6x5 connect 4 (one word)") << BoardSpec{6, 5, 4} << 14;
        QTest::newRow("13x4 connect 4 (two words)") << BoardSpec{13, 4, 4} << 12;
        QTest::newRow("17x7 connect 4 (over 128 bits)") << BoardSpec{17, 7, 4} << 12;
        QTest::newRow("12x10 connect 5 (over 128 bits)") << BoardSpec{12, 10, 5} << 12;
    }
    void agreeWithBruteForce()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(int, empty);
        std::mt19937_64 random(11);
        TranspositionTable table(size_t{4} << 20);
        int lost = 0;
        int notLost = 0;
        for (const Position& position : testing::quietPositions(spec, empty, 12, random)) {
            position.visit([&](const auto& p) {
                const std::vector<Verdict> verdicts = bench::proveColumns(p, table, std::chrono::seconds(60));
                for (int c = 0; c < p.width(); ++c) {
                    if (!p.canPlay(c)) {
                        QCOMPARE(verdicts[c], Verdict::Full);
                        continue;
                    }
                    Verdict expected = Verdict::NotLost;
                    if (!p.isWinningMove(c)) {
                        auto child = p;
                        child.play(c);
                        std::unordered_map<uint64_t, int> memo;
                        const bool over = child.movesPlayed() == spec.cells();
                        expected = !over && testing::bruteForce(child, memo) > 0 ? Verdict::Lost : Verdict::NotLost;
                    }
                    QCOMPARE(verdicts[c], expected);
                    (expected == Verdict::Lost ? lost : notLost) += 1;
                }
            });
        }
        // Both verdicts were put to the test.
        QVERIFY(lost > 0);
        QVERIFY(notLost > 0);
    }

    // With no time to prove anything on an empty board, nothing is claimed.
    void withoutTimeNothingIsProved()
    {
        const BoardSpec spec{12, 10, 5};
        TranspositionTable table(size_t{4} << 20);
        Position(spec).visit([&](const auto& p) {
            for (const Verdict v : bench::proveColumns(p, table, std::chrono::milliseconds(1)))
                QCOMPARE(v, Verdict::Unknown);
        });
    }
};

QTEST_APPLESS_MAIN(TestColumnProofs)
#include "tst_columnproofs.moc"
