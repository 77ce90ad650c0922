#include "engine/notation.h"

#include <QTest>

using namespace c4;

Q_DECLARE_METATYPE(c4::BoardSpec)

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void parsesBothForms_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("columns");
        QTest::addRow("digits") << BoardSpec::standard() << "4453" << QList<int>{3, 3, 4, 2};
        QTest::addRow("empty") << BoardSpec::standard() << "" << QList<int>{};
        QTest::addRow("spaces on 7x6") << BoardSpec::standard() << "4 4 5 3" << QList<int>{3, 3, 4, 2};
        QTest::addRow("commas on 12 wide") << BoardSpec{12, 10, 5} << "4,4,10,3" << QList<int>{3, 3, 9, 2};
        QTest::addRow("spaces on 12 wide") << BoardSpec{12, 10, 5} << "4 4 10 3" << QList<int>{3, 3, 9, 2};
        QTest::addRow("comma and space") << BoardSpec{12, 10, 5} << " 12, 1 ,\n" << QList<int>{11, 0};
        QTest::addRow("one a line, as a spreadsheet's column") << BoardSpec::standard() << "4\n4\r\n5\n3"
                                                              << QList<int>{3, 3, 4, 2};
        QTest::addRow("one a line on 12 wide") << BoardSpec{12, 10, 5} << "4\n10\n3" << QList<int>{3, 9, 2};
        QTest::addRow("single number on a wide board") << BoardSpec{12, 10, 5} << "11" << QList<int>{10};
        QTest::addRow("40 wide") << BoardSpec{40, 40, 40} << "40,1,40" << QList<int>{39, 0, 39};
    }
    void parsesBothForms()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(QString, text);
        QFETCH(QList<int>, columns);
        NotationError error;
        const auto p = parsePosition(text.toStdString(), spec, &error);
        QVERIFY2(p, error.message().c_str());
        QCOMPARE(QList<int>(p->moves().begin(), p->moves().end()), columns);
    }

    void roundTrips_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QString>("text");
        QTest::addRow("7x6 digits") << BoardSpec::standard() << "44455554221";
        QTest::addRow("9 wide digits") << BoardSpec{9, 9, 4} << "9159";
        QTest::addRow("10 wide list") << BoardSpec{10, 4, 4} << "10,1,10,2";
    }
    void roundTrips()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(QString, text);
        const auto p = parsePosition(text.toStdString(), spec);
        QVERIFY(p);
        QCOMPARE(QString::fromStdString(toMoveString(*p)), text);
        QCOMPARE(QString::fromStdString(toList(p->moves(), ' ')), QString::fromStdString(toList(p->moves())).replace(',', ' '));
        const auto again = parsePosition(toList(p->moves()), spec);
        QVERIFY(again);
        QCOMPARE(*again, *p);
    }

    void errorsNameMoveTextAndReason_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const BoardSpec standard = BoardSpec::standard();
        QTest::addRow("letter") << standard << "44a3" << "move 3 ('a'): not a number";
        QTest::addRow("zero") << standard << "0" << "move 1 ('0'): column 0 is out of range 1-7";
        QTest::addRow("eight") << standard << "448" << "move 3 ('8'): column 8 is out of range 1-7";
        QTest::addRow("negative in a list") << standard << "4,-2" << "move 2 ('-2'): column -2 is out of range 1-7";
        QTest::addRow("huge number") << BoardSpec{12, 10, 5} << "1,99999999999999999999"
                                     << "move 2 ('99999999999999999999'): column is out of range 1-12";
        QTest::addRow("full column") << standard << "1111111" << "move 7 ('1'): column 1 is full";
        QTest::addRow("after a win") << standard << "12121214"
                                     << "move 8 ('4'): the game is already over (won at move 7)";
        QTest::addRow("after a full board") << BoardSpec{1, 1, 2} << "11"
                                            << "move 2 ('1'): the game is already over (the board is full)";
        QTest::addRow("13 on 12 wide") << BoardSpec{12, 10, 5} << "1 13" << "move 2 ('13'): column 13 is out of range 1-12";
        QTest::addRow("decimal") << BoardSpec{12, 10, 5} << "1 2.5" << "move 2 ('2.5'): not a number";
        // A character of several UTF-8 bytes is one move, quoted whole.
        QTest::addRow("fullwidth digit") << standard << QString::fromUtf8("4\uFF14") << QString::fromUtf8("move 2 ('\uFF14'): not a number");
        QTest::addRow("accent") << standard << QString::fromUtf8("4\u00E93") << QString::fromUtf8("move 2 ('\u00E9'): not a number");
        QTest::addRow("long token cut at a character") << BoardSpec{12, 10, 5} << QString::fromUtf8("1,abcdefghijklmnopqrs\u00E9")
                                                       << QString::fromUtf8("move 2 ('abcdefghijklmnopqrs'): not a number");
    }
    void errorsNameMoveTextAndReason()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(QString, text);
        QFETCH(QString, message);
        NotationError error;
        QVERIFY(!parsePosition(text.toStdString(), spec, &error));
        QCOMPARE(QString::fromStdString(error.message()), message);
    }

    void playMovesContinuesAnExistingGame()
    {
        Position p(BoardSpec::standard());
        QVERIFY(playMoves(p, "44"));
        NotationError error;
        QVERIFY(!playMoves(p, "5x", &error));
        QCOMPARE(error.moveNumber, 4);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
