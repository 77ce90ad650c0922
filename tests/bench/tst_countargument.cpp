// A benchmark program's whole-number option (bench/countargument.h), as
// evalbench, predictbench, proofbench and exactcheck read it.
#include "countargument.h"

#include <QTest>

#include <optional>
#include <string>

Q_DECLARE_METATYPE(std::optional<long long>)

class TestCountArgument : public QObject {
    Q_OBJECT
private slots:
    void readsOnlyAWholeNumberInItsRange_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<std::optional<long long>>("expected");
        const std::optional<long long> none;
        QTest::addRow("a number") << "250" << std::optional<long long>(250);
        QTest::addRow("the lowest") << "1" << std::optional<long long>(1);
        QTest::addRow("the highest") << "1000" << std::optional<long long>(1000);
        QTest::addRow("below") << "0" << none;
        QTest::addRow("above") << "1001" << none;
        QTest::addRow("negative") << "-5" << none;
        QTest::addRow("empty") << "" << none;
        QTest::addRow("a word") << "ten" << none;
        QTest::addRow("trailing text") << "12ms" << none;
        QTest::addRow("a fraction") << "2.5" << none;
        // Too big for a long long: not taken as its largest value.
        QTest::addRow("overflow") << "99999999999999999999999" << none;
    }
    void readsOnlyAWholeNumberInItsRange()
    {
        QFETCH(QString, text);
        QFETCH(std::optional<long long>, expected);
        QCOMPARE(c4::bench::countArgument(text.toStdString(), 1, 1000), expected);
    }

    void aRangeReachingTheLargestNumbersTakesThem()
    {
        QCOMPARE(c4::bench::countArgument("9223372036854775807", 0, 9223372036854775807LL),
                 std::optional<long long>(9223372036854775807LL));
        QCOMPARE(c4::bench::countArgument("9223372036854775808", 0, 9223372036854775807LL), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestCountArgument)
#include "tst_countargument.moc"
