// The best scale of a model's values (bench/scalefit.h), as evaltune and
// predictbench fit it.
#include "scalefit.h"

#include <QTest>

#include <cmath>

class TestScaleFit : public QObject {
    Q_OBJECT
private slots:
    void findsTheLeastOfAUnimodalLoss()
    {
        // Least at 37 on a quadratic of the logarithm, and at 0.25 on a
        // loss that is linear on one side of it and quadratic on the other.
        const double at37 = c4::bench::bestScale([](double x) { return std::pow(std::log(x / 37), 2); }, 1, 1e5);
        QVERIFY2(std::abs(at37 - 37) < 1e-6, qPrintable(QString::number(at37)));
        const double atQuarter =
            c4::bench::bestScale([](double x) { return x < 0.25 ? 0.25 - x : std::pow(x - 0.25, 2); }, 0.01, 100);
        QVERIFY2(std::abs(atQuarter - 0.25) < 1e-6, qPrintable(QString::number(atQuarter)));
    }

    void aLeastOutsideTheRangeGivesItsNearestEnd()
    {
        const double x = c4::bench::bestScale([](double s) { return s; }, 2, 50);
        QVERIFY2(std::abs(x - 2) < 1e-6, qPrintable(QString::number(x)));
    }
};

QTEST_GUILESS_MAIN(TestScaleFit)
#include "tst_scalefit.moc"
