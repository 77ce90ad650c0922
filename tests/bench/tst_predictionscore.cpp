// How connect4-predictbench scores predictions of game results
// (bench/predictionscore.h), against numbers worked out by hand.
#include "predictionscore.h"

#include <QTest>

#include <cmath>

using c4::bench::Prediction;

class TestPredictionScore : public QObject {
    Q_OBJECT
private slots:
    void theLogLossIsTheSurprisalOfTheResultWithTheLogitScaled()
    {
        QVERIFY(std::abs(c4::bench::logLoss({1, 10, 0.8, 1}, 1) - -std::log(0.8)) < 1e-12);
        QVERIFY(std::abs(c4::bench::logLoss({1, 10, 0.8, 0}, 1) - -std::log(0.2)) < 1e-12);
        // Twice the logit of 0.8 (odds 4) is odds 16: 16/17.
        QVERIFY(std::abs(c4::bench::logLoss({1, 10, 0.8, 1}, 2) - -std::log(16.0 / 17)) < 1e-12);
        // A draw costs half of each side's surprisal.
        QVERIFY(std::abs(c4::bench::logLoss({1, 10, 0.8, 0.5}, 1) - -(std::log(0.8) + std::log(0.2)) / 2) < 1e-12);
        // A proof counts as 0.995, not as a certainty.
        QVERIFY(std::abs(c4::bench::logLoss({1, 10, 0.0, 1}, 1) - -std::log(0.005)) < 1e-9);
    }

    void theFittedFactorUndoesPredictionsTooTimid()
    {
        // Results that follow 0.9 and 0.1 exactly, predicted as 0.75 and
        // 0.25: the factor that fits is log(9) / log(3) = 2.
        std::vector<Prediction> predictions;
        for (int i = 0; i < 10; ++i) {
            predictions.push_back({i, 0, 0.75, i < 9 ? 1.0 : 0.0});
            predictions.push_back({i, 1, 0.25, i < 9 ? 0.0 : 1.0});
        }
        const double factor = c4::bench::fittedFactor(predictions);
        QVERIFY2(std::abs(factor - 2) < 1e-6, qPrintable(QString::number(factor)));
    }

    void winnersNamedCountsThePositionsOfDecisiveGames()
    {
        const std::vector<Prediction> predictions{
            {1, 0, 0.8, 1}, {1, 1, 0.3, 1}, {2, 0, 0.5, 0}, {3, 0, 0.9, 0.5}, {4, 0, 0.2, 0}};
        // Decisive: four positions; named: the first and the last (0.5 names none).
        QCOMPARE(c4::bench::winnersNamed(predictions), 0.5);
    }

    void theErrorOfAMeanIsCountedByGames()
    {
        // Game 1 gives 0.1 and 0.3, game 2 -0.1: mean 0.1; the games'
        // deviations 0.4 - 2 * 0.1 = 0.2 and -0.1 - 0.1 = -0.2, so the
        // error is sqrt(2 / 1 * 0.08) / 3 = 0.4 / 3.
        const c4::bench::MeanWithError m = c4::bench::meanOverGames({{1, 0.1}, {1, 0.3}, {2, -0.1}});
        QVERIFY(std::abs(m.mean - 0.1) < 1e-12);
        QVERIFY(m.standardError);
        QVERIFY2(std::abs(*m.standardError - 0.4 / 3) < 1e-12, qPrintable(QString::number(*m.standardError)));
        // Counted by positions, as if independent, it would be smaller:
        // sqrt(((0)^2 + 0.2^2 + 0.2^2) / 2 / 3) = 0.1155.
        QVERIFY(*m.standardError > 0.12);
        // One game: no error to give.
        QVERIFY(!c4::bench::meanOverGames({{1, 0.1}, {1, 0.3}}).standardError);
    }

    void theSamePredictionsDifferByNothing()
    {
        const std::vector<Prediction> predictions{{1, 0, 0.7, 1}, {1, 1, 0.4, 0}, {2, 0, 0.6, 0}, {3, 0, 0.2, 0}};
        const c4::bench::MeanWithError d = c4::bench::pairedDifference(predictions, predictions);
        QVERIFY(std::abs(d.mean) < 1e-12);
        QVERIFY(d.standardError && *d.standardError < 1e-12);
        // Better predictions of the same results lose less.
        std::vector<Prediction> sharper = predictions;
        sharper[0].expected = 0.9;
        sharper[2].expected = 0.3;
        QVERIFY(c4::bench::pairedDifference(sharper, predictions).mean < 0);
    }
};

QTEST_GUILESS_MAIN(TestPredictionScore)
#include "tst_predictionscore.moc"
