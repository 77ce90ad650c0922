#include "engine/notation.h"
#include "engine/position.h"

#include <QTest>

using namespace c4;

namespace {

Position play(const BoardSpec& spec, const std::string& moves)
{
    NotationError error;
    auto p = parsePosition(moves, spec, &error);
    if (!p)
        qFatal("bad test moves %s: %s", moves.c_str(), error.message().c_str());
    return *p;
}

}  // namespace

Q_DECLARE_METATYPE(c4::BoardSpec)

class TestPosition : public QObject {
    Q_OBJECT
private slots:
    // A line stays possible while `connect` cells in a row hold none of the
    // other side's stones.
    void aLineStaysPossibleUntilEveryWindowIsBlocked()
    {
        Position row(BoardSpec{3, 1, 3});  // one possible line
        QVERIFY(row.canStillConnect(Player::First) && row.canStillConnect(Player::Second));
        row.play(0);
        QVERIFY(row.canStillConnect(Player::First));
        QVERIFY(!row.canStillConnect(Player::Second));
        row.play(1);
        QVERIFY(!row.canStillConnect(Player::First));

        // 4x1 connect 3: two windows; a stone in the middle blocks both.
        Position two(BoardSpec{4, 1, 3});
        two.play(0);  // first, at the left end
        QVERIFY(two.canStillConnect(Player::Second));  // cells 2-4
        two.play(1);  // second, in both windows
        QVERIFY(!two.canStillConnect(Player::First));
        QVERIFY(two.canStillConnect(Player::Second));
    }

    void emptyBoard()
    {
        const Position p;
        QCOMPARE(p.spec(), BoardSpec::standard());
        QCOMPARE(p.movesPlayed(), 0);
        QCOMPARE(p.sideToMove(), Player::First);
        QVERIFY(!p.isOver());
        for (int c = 0; c < 7; ++c)
            QVERIFY(p.canPlay(c));
        QVERIFY(!p.canPlay(-1));
        QVERIFY(!p.canPlay(7));
    }

    void stonesStackAndAlternate()
    {
        const Position p = play(BoardSpec::standard(), "443");
        QCOMPARE(p.cell(3, 0), Player::First);
        QCOMPARE(p.cell(3, 1), Player::Second);
        QCOMPARE(p.cell(2, 0), Player::First);
        QCOMPARE(p.cell(2, 1), Player::None);
        QCOMPARE(p.columnHeight(3), 2);
        QCOMPARE(p.sideToMove(), Player::Second);
    }

    void fullColumnCannotBePlayed()
    {
        const Position p = play(BoardSpec::standard(), "444444");
        QVERIFY(!p.canPlay(3));
        QVERIFY(p.canPlay(2));
    }

    // The last move completes a line; rows name the winning moves.
    void winsInEveryDirection_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("winner");
        QTest::addColumn<int>("lineLength");
        const BoardSpec standard = BoardSpec::standard();
        QTest::addRow("7x6 vertical") << standard << "1212121" << 1 << 4;
        QTest::addRow("7x6 horizontal, left end last") << standard << "4455667" << 1 << 4;
        QTest::addRow("7x6 horizontal, right end last") << standard << "7766554" << 1 << 4;
        QTest::addRow("7x6 horizontal, middle last") << standard << "1122443" << 1 << 4;
        QTest::addRow("7x6 three with a gap is no line") << standard << "1122447" << 0 << 0;
        QTest::addRow("7x6 five in a row") << standard << "112244553" << 1 << 5;
        QTest::addRow("7x6 diagonal up-right, top end last") << standard << "12233434474" << 1 << 4;
        QTest::addRow("7x6 diagonal up-right, bottom end last") << standard << "7223343446461" << 1 << 4;
        QTest::addRow("7x6 diagonal down-right, top end last") << standard << "76655454414" << 1 << 4;
        QTest::addRow("7x6 second player wins") << standard << "12121232" << 2 << 4;
        QTest::addRow("7x6 no wrap from a column top to the next bottom") << standard << "21717117161" << 0 << 0;
        QTest::addRow("1x1 connect 1") << BoardSpec{1, 1, 1} << "1" << 1 << 1;
        QTest::addRow("20x3 connect 4 horizontal at the far right") << BoardSpec{20, 3, 4}
                                                                    << "17,17,18,18,19,19,20" << 1 << 4;
        QTest::addRow("20x3 connect 4 has no vertical line") << BoardSpec{20, 3, 4} << "1 2 1 2 1" << 0 << 0;
        QTest::addRow("3x20 connect 3 vertical") << BoardSpec{3, 20, 3} << "12121" << 1 << 3;
        QTest::addRow("3x20 connect 3 diagonal up") << BoardSpec{3, 20, 3} << "1223133" << 1 << 3;
        QTest::addRow("3x20 connect 3 diagonal down") << BoardSpec{3, 20, 3} << "3221311" << 1 << 3;
        QTest::addRow("4x4 connect 5 has no line") << BoardSpec{4, 4, 5} << "1111222233334444" << 0 << 0;
        QTest::addRow("40x40 connect 40 needs forty") << BoardSpec{40, 40, 40} << "1 2 1 2 1 2" << 0 << 0;
    }
    void winsInEveryDirection()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(QString, moves);
        QFETCH(int, winner);
        QFETCH(int, lineLength);
        const Position p = play(spec, moves.toStdString());
        QCOMPARE(static_cast<int>(p.winner()), winner);
        QCOMPARE(p.lastMoveWon(), winner != 0);
        QCOMPARE(static_cast<int>(p.winningLine().size()), lineLength);
        for (const Cell& c : p.winningLine())
            QCOMPARE(static_cast<int>(p.cell(c.column, c.row)), winner);
    }

    void fortyInARowOnTheBiggestBoard()
    {
        // First player fills row 0 of columns 1-39 while the second stacks
        // on column 40... a horizontal line of forty needs all 40 columns.
        const BoardSpec spec{40, 40, 40};
        Position p(spec);
        for (int c = 0; c < 39; ++c) {
            p.play(c);   // first player, row 0
            p.play(c);   // second player, row 1
        }
        QVERIFY(!p.isOver());
        p.play(39);
        QCOMPARE(p.winner(), Player::First);
        QCOMPARE(static_cast<int>(p.winningLine().size()), 40);
    }

    void verticalFortyOnTheBiggestBoard()
    {
        Position p(BoardSpec{40, 40, 40});
        // Column 1 for the first player, but interleaved with column 2 the
        // first player can never stack forty: each player gets every other
        // stone in a column they share. Fill column 1 alone instead.
        for (int i = 0; i < 39; ++i) {
            p.play(0);
            p.play(1 + i % 39);
        }
        QVERIFY(!p.isOver());
        p.play(0);
        QCOMPARE(p.winner(), Player::First);
    }

    void connectLargerThanTheBoardEndsInADraw()
    {
        Position p(BoardSpec{4, 4, 5});
        for (int c = 0; c < 4; ++c)
            for (int r = 0; r < 4; ++r) {
                QVERIFY(!p.isOver());
                p.play(c);
            }
        QVERIFY(p.isDraw());
        QVERIFY(p.isOver());
        QVERIFY(!p.lastMoveWon());
        QVERIFY(!p.canPlay(0));
    }

    void fullStandardBoardWithoutLineIsADraw()
    {
        // A full-board game without a line (found by random play).
        const Position p = play(BoardSpec::standard(), "126613431456475467333341527215612225546777");
        QCOMPARE(p.movesPlayed(), 42);
        QVERIFY(p.isDraw());
    }

    void nothingPlaysAfterAWin()
    {
        const Position p = play(BoardSpec::standard(), "1212121");
        QVERIFY(p.isOver());
        for (int c = 0; c < 7; ++c)
            QVERIFY(!p.canPlay(c));
    }

    void undoRestoresEverything_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QString>("moves");
        QTest::addRow("7x6") << BoardSpec::standard() << "4453271";
        QTest::addRow("7x6 after a win") << BoardSpec::standard() << "1212121";
        QTest::addRow("9x7 (two words)") << BoardSpec{9, 7, 4} << "55644459999999";
        QTest::addRow("12x10x5") << BoardSpec{12, 10, 5} << "1,12,6,6,7,10,11";
        QTest::addRow("40x40x40") << BoardSpec{40, 40, 40} << "40 1 40 1 20";
        QTest::addRow("1x1x1") << BoardSpec{1, 1, 1} << "1";
    }
    void undoRestoresEverything()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(QString, moves);
        const Position full = play(spec, moves.toStdString());
        Position p = full;
        std::vector<Position> history;
        Position replay(spec);
        history.push_back(replay);
        for (int c : full.moves()) {
            replay.play(c);
            history.push_back(replay);
        }
        for (int i = full.movesPlayed(); i > 0; --i) {
            QCOMPARE(p.key(), history[i].key());
            QCOMPARE(p.winner(), history[i].winner());
            p.undo();
            QCOMPARE(p.moves(), history[i - 1].moves());
            QCOMPARE(p.key(), history[i - 1].key());
            QVERIFY(!p.isOver());
            for (int c = 0; c < spec.width; ++c)
                for (int r = 0; r < spec.height; ++r)
                    QCOMPARE(p.cell(c, r), history[i - 1].cell(c, r));
        }
    }

    void keysDifferForDifferentPositions()
    {
        // Same stones, different owners; and same moves in another order.
        const Position a = play(BoardSpec::standard(), "12");
        const Position b = play(BoardSpec::standard(), "21");
        QVERIFY(a.key() != b.key());
        const Position c = play(BoardSpec::standard(), "1234");
        const Position d = play(BoardSpec::standard(), "3214");
        QCOMPARE(c.key(), d.key());
        const Position e = play(BoardSpec{20, 20, 4}, "1 2");
        const Position f = play(BoardSpec{20, 20, 4}, "2 1");
        QVERIFY(e.key() != f.key());
    }
};

QTEST_APPLESS_MAIN(TestPosition)
#include "tst_position.moc"
