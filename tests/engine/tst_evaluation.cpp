// The static evaluation's weights and terms: the value is the weighted sum
// of terms() (what connect4-evaltune fits), weights round-trip through the
// list form C4_EVAL_WEIGHTS takes, and WindowBoard weighs given weights as
// Evaluation does.
#include "quietplay.h"
#include "engine/evaluation.h"
#include "engine/evaluationweights.h"
#include "engine/windowboard.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace c4;

namespace {

template <class Bits>
int weightedSum(const typename Evaluation<Bits>::Terms& t, const EvaluationWeights& w)
{
    int value = w.threat * t.threats + w.goodThreat * t.goodThreats + w.fillUp * t.fillUp;
    for (size_t v = 0; v < t.windows.size(); ++v)
        value += w.window[v] * t.windows[v];
    return std::clamp(value, -Evaluation<Bits>::kMax + 1, Evaluation<Bits>::kMax - 1);
}

}  // namespace

class TestEvaluation : public QObject {
    Q_OBJECT
private slots:
    void valueIsTheWeightedSumOfTheTerms_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("weights");
        QTest::newRow("7x6x4 built in") << "7x6x4" << "";
        QTest::newRow("7x6x4 given") << "7x6x4" << "3,-5,70,111,200,9";
        QTest::newRow("9x7x4 given") << "9x7x4" << "2,9,40,150,310,500";
        QTest::newRow("12x10x5 built in") << "12x10x5" << "";
        QTest::newRow("12x10x5 given") << "12x10x5" << "3,1,21,-30,160,330,1000";
        QTest::newRow("8x8x6 given") << "8x8x6" << "1,2,3,5,8,13,21,34";
    }
    void valueIsTheWeightedSumOfTheTerms()
    {
        QFETCH(QString, board);
        QFETCH(QString, weights);
        const BoardSpec spec = *BoardSpec::parse(board.toStdString(), nullptr);
        const EvaluationWeights w =
            weights.isEmpty() ? EvaluationWeights::of(spec.connect) : EvaluationWeights::parse(weights.toStdString(), spec.connect);
        QCOMPARE(int(w.window.size()), spec.connect + 1);
        std::mt19937_64 random(7);
        int nonZeroTerms = 0;
        for (int game = 0; game < 40; ++game) {
            Position position(spec);
            const int stones = int(random() % (spec.cells() * 3 / 4));
            if (!testing::playQuietlyUntil(position, stones, random))
                continue;
            position.visit([&](const auto& p) {
                using Bits = typename std::decay_t<decltype(p)>::BitSet;
                const Evaluation<Bits> evaluation(spec, w);
                const auto terms = evaluation.terms(p);
                QCOMPARE(evaluation(p), weightedSum<Bits>(terms, w));
                nonZeroTerms += terms.threats != 0 || terms.goodThreats != 0 || terms.fillUp != 0;
                // WindowBoard, given the same weights, keeps the same value.
                WindowBoard wide(spec, w);
                wide.load(p);
                QCOMPARE(wide.evaluate(), evaluation(p));
            });
        }
        QVERIFY(nonZeroTerms > 0);  // the threat terms were exercised
    }

    void weightsRoundTripThroughTheirList()
    {
        for (int connect : {1, 2, 4, 5, 9}) {
            const EvaluationWeights w = EvaluationWeights::of(connect);
            const EvaluationWeights again = EvaluationWeights::parse(w.toString(), connect);
            QCOMPARE(again.window, w.window);
            QCOMPARE(again.threat, w.threat);
            QCOMPARE(again.goodThreat, w.goodThreat);
            QCOMPARE(again.fillUp, w.fillUp);
        }
    }

    void builtInWeightsGrowWithTheStonesAndThreatsCountMost()
    {
        for (int connect : {3, 4, 5, 6}) {
            const EvaluationWeights w = EvaluationWeights::of(connect);
            for (int v = 2; v < connect; ++v)
                QVERIFY(w.window[v] > w.window[v - 1]);
            QVERIFY(w.threat > w.window[connect - 1]);
            QVERIFY(w.goodThreat > 0);
            QVERIFY(w.fillUp > w.threat);
        }
    }

    void theEnvironmentsListIsUsedOrItsProblemNamed()
    {
        qputenv("C4_EVAL_WEIGHTS", "3,5,70,111,200,9");  // connect 4's six numbers
        QCOMPARE(EvaluationWeights::of(4).toString(), std::string("3,5,70,111,200,9"));
        QVERIFY(!EvaluationWeights::environmentProblem(4));
        // A board of another connect keeps its built-in weights, and says why.
        QCOMPARE(EvaluationWeights::of(5).window, EvaluationWeights::builtInWindows(5));
        const auto problem = EvaluationWeights::environmentProblem(5);
        QVERIFY(problem && problem->find("connect 5") != std::string::npos);
        qputenv("C4_EVAL_WEIGHTS", "3,5,x,111,200,9");
        QVERIFY(EvaluationWeights::environmentProblem(4));
        qunsetenv("C4_EVAL_WEIGHTS");
        QVERIFY(!EvaluationWeights::environmentProblem(4));
    }

    void aListOfTheWrongLengthOrNotNumbersIsRefused()
    {
        QVERIFY(EvaluationWeights::parse("1,2,3,4,5", 4).window.empty());      // one short
        QVERIFY(EvaluationWeights::parse("1,2,3,4,5,6,7", 4).window.empty());  // one over
        QVERIFY(EvaluationWeights::parse("1,2,x,4,5,6", 4).window.empty());
        QVERIFY(EvaluationWeights::parse("1,2,,4,5,6", 4).window.empty());
        QVERIFY(!EvaluationWeights::parse("1,2,3,4,5,6", 4).window.empty());
    }

    // How an estimate is shown (Evaluation::toHundredths): odd, rising and
    // inside (-100, 100); a fill-up forecast alone, a one-sided guess
    // about the end of the game, shows well below certainty, and a value
    // twice as strong shows stronger, not the same saturated +0.99.
    void estimatesShowTheirStrengthWithoutSaturating()
    {
        using Eval = Evaluation<uint64_t>;
        const int forecast = EvaluationWeights::of(5).fillUp;
        QCOMPARE(Eval::toHundredths(0), 0);
        int previous = Eval::toHundredths(-Eval::kMax + 1);
        QVERIFY(previous > -100);
        for (int v = -Eval::kMax + 2; v < Eval::kMax; ++v) {
            const int shown = Eval::toHundredths(v);
            QCOMPARE(Eval::toHundredths(-v), -shown);
            QVERIFY(shown >= previous && shown < 100);
            previous = shown;
        }
        QVERIFY2(Eval::toHundredths(forecast) <= 90, qPrintable(QString::number(Eval::toHundredths(forecast))));
        QVERIFY(Eval::toHundredths(2 * forecast) > Eval::toHundredths(forecast));
    }
};

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
