// Plain move strings in and out: the clipboard, a text file, the command line.
#include "app/movetext.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace c4;

class TestMoveText : public QObject {
    Q_OBJECT

private slots:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QString>("digits");
        QTest::addRow("digits") << "4453" << BoardSpec::standard() << "4453";
        QTest::addRow("surrounding white space and newline") << "  4453\n" << BoardSpec::standard() << "4453";
        QTest::addRow("comma list") << "4,4,5,3" << BoardSpec::standard() << "4453";
        QTest::addRow("space list on a wide board") << "10 1 12" << BoardSpec{12, 6, 4} << "10,1,12";
        QTest::addRow("empty") << "" << BoardSpec::standard() << "";
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(BoardSpec, spec);
        QFETCH(QString, digits);
        QString error;
        const auto position = MoveText::parse(text, spec, &error);
        QVERIFY2(position, qPrintable(error));
        QCOMPARE(MoveText::format(*position), digits);
    }

    void refusesWithTheMove_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("out of range") << "448" << "move 3 ('8'): column 8 is out of range 1-7";
        QTest::addRow("letter") << "44a" << "move 3 ('a'): not a number";
        QTest::addRow("full column") << "1111111" << "move 7 ('1'): column 1 is full";
        QTest::addRow("after the end") << "12121212" << "move 8 ('2'): the game is already over (won at move 7)";
    }
    void refusesWithTheMove()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!MoveText::parse(text, BoardSpec::standard(), &error));
        QCOMPARE(error, message);
    }

    void filesRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("moves.txt");
        const auto position = MoveText::parse("1 13 2 20", BoardSpec{20, 5, 4});
        QVERIFY(position);
        QVERIFY(MoveText::writeFile(*position, path));
        const auto again = MoveText::readFile(path, BoardSpec{20, 5, 4});
        QVERIFY(again);
        QCOMPARE(*again, *position);
    }

    void badFilesSayWhy()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!MoveText::readFile(dir.filePath("missing.txt"), BoardSpec::standard(), &error));
        QVERIFY2(error.startsWith("cannot open " + dir.filePath("missing.txt") + ": "), qPrintable(error));
        const QString path = dir.filePath("bad.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("449\n");
        f.close();
        QVERIFY(!MoveText::readFile(path, BoardSpec::standard(), &error));
        // The file was read: what is wrong is a move (the caller names the file once).
        QCOMPARE(error, QStringLiteral("move 3 ('9'): column 9 is out of range 1-7"));
    }
};

QTEST_GUILESS_MAIN(TestMoveText)
#include "tst_movetext.moc"
