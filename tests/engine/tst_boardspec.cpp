#include "engine/boardspec.h"

#include <QTest>

using c4::BoardSpec;

class TestBoardSpec : public QObject {
    Q_OBJECT
private slots:
    void problemNamesTheField_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("connect");
        QTest::addColumn<QString>("problem");
        QTest::addRow("standard") << 7 << 6 << 4 << "";
        QTest::addRow("1x1 connect 1") << 1 << 1 << 1 << "";
        QTest::addRow("40x40 connect 40") << 40 << 40 << 40 << "";
        QTest::addRow("connect larger than both sides") << 4 << 4 << 5 << "";
        QTest::addRow("width 0") << 0 << 6 << 4 << "width must be between 1 and 40, not 0";
        QTest::addRow("width 41") << 41 << 6 << 4 << "width must be between 1 and 40, not 41";
        QTest::addRow("height negative") << 7 << -3 << 4 << "height must be between 1 and 40, not -3";
        QTest::addRow("connect 0") << 7 << 6 << 0 << "connect must be between 1 and 40, not 0";
        QTest::addRow("connect 99") << 7 << 6 << 99 << "connect must be between 1 and 40, not 99";
    }
    void problemNamesTheField()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, connect);
        QFETCH(QString, problem);
        const BoardSpec spec{width, height, connect};
        QCOMPARE(QString::fromStdString(spec.problem().value_or("")), problem);
        QCOMPARE(spec.isValid(), problem.isEmpty());
    }

    void parseReadsSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("connect");
        QTest::addRow("WxH means connect 4") << "7x6" << 7 << 6 << 4;
        QTest::addRow("WxHxN") << "12x10x5" << 12 << 10 << 5;
        QTest::addRow("capital X") << "3X20X3" << 3 << 20 << 3;
    }
    void parseReadsSizes()
    {
        QFETCH(QString, text);
        std::string error;
        const auto spec = BoardSpec::parse(text.toStdString(), &error);
        QVERIFY2(spec, error.c_str());
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, connect);
        QCOMPARE(*spec, (BoardSpec{width, height, connect}));
        QCOMPARE(QString::fromStdString(spec->toString()),
                 QStringLiteral("%1x%2x%3").arg(width).arg(height).arg(connect));
    }

    void parseExplainsErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::addRow("empty") << "" << "board size '' must look like WxH or WxHxN, for example 7x6x4";
        QTest::addRow("one number") << "7" << "board size '7' must look like WxH or WxHxN, for example 7x6x4";
        QTest::addRow("four parts") << "7x6x4x2" << "board size '7x6x4x2' must look like WxH or WxHxN, for example 7x6x4";
        QTest::addRow("letters") << "7xten" << "height 'ten' in board size '7xten' is not a number";
        QTest::addRow("missing width") << "x6" << "width '' in board size 'x6' is not a number";
        QTest::addRow("out of range") << "7x6x41" << "board size '7x6x41': connect must be between 1 and 40, not 41";
        QTest::addRow("too wide") << "50x6" << "board size '50x6': width must be between 1 and 40, not 50";
        // Digits an int cannot hold were "not a number".
        QTest::addRow("far too wide") << "99999999999x6"
                                      << "board size '99999999999x6': width must be between 1 and 40, not 99999999999";
    }
    void parseExplainsErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        std::string message;
        QVERIFY(!BoardSpec::parse(text.toStdString(), &message));
        QCOMPARE(QString::fromStdString(message), error);
    }
};

QTEST_APPLESS_MAIN(TestBoardSpec)
#include "tst_boardspec.moc"
