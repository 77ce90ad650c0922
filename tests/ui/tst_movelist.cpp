#include "ui/movelist.h"

#include "engine/notation.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace c4;

namespace {

Position positionOf(const char* moves)
{
    NotationError error;
    auto position = parsePosition(moves, BoardSpec::standard(), &error);
    if (!position)
        qFatal("bad test position %s: %s", moves, error.message().c_str());
    return *position;
}

QString cell(const MoveList& list, int ply, int column)
{
    QTreeWidgetItem* item = list.itemForPly(ply);
    return item ? item->text(column) : QStringLiteral("<no row>");
}

bool isGreyed(const MoveList& list, int ply)
{
    return list.itemForPly(ply)->font(MoveList::MoveColumn).italic();
}

}  // namespace

class TestMoveList : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void listsMovesNumberedWithPlayerAndColumn()
    {
        MoveList list;
        list.setPosition(positionOf("435"));
        QCOMPARE(list.table()->topLevelItemCount(), 4);  // the start and three moves
        QCOMPARE(cell(list, 0, MoveList::PlayerColumn), QStringLiteral("Start"));
        QCOMPARE(cell(list, 1, MoveList::NumberColumn), QStringLiteral("1"));
        QCOMPARE(cell(list, 1, MoveList::PlayerColumn), QStringLiteral("Yellow"));
        QCOMPARE(cell(list, 1, MoveList::MoveColumn), QStringLiteral("4"));
        QCOMPARE(cell(list, 2, MoveList::PlayerColumn), QStringLiteral("Red"));
        QCOMPARE(cell(list, 2, MoveList::MoveColumn), QStringLiteral("3"));
        QVERIFY(cell(list, 3, MoveList::NumberColumn).endsWith("3"));
        QVERIFY(cell(list, 3, MoveList::NumberColumn).startsWith(QStringLiteral("▶")));  // current ply
        QCOMPARE(list.currentPly(), 3);
    }

    void clickingAMoveSelectsItsPly_data()
    {
        QTest::addColumn<int>("ply");
        QTest::addRow("the start") << 0;
        QTest::addRow("the first move") << 1;
        QTest::addRow("a middle move") << 2;
    }
    void clickingAMoveSelectsItsPly()
    {
        QFETCH(int, ply);
        MoveList list;
        list.resize(300, 300);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        list.setPosition(positionOf("4455"));
        QSignalSpy selected(&list, &MoveList::moveSelected);
        const QRect row = list.table()->visualItemRect(list.itemForPly(ply));
        QTest::mouseClick(list.table()->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).at(0).toInt(), ply);
    }

    void settingTheCurrentPlyDoesNotEchoAsASelection()
    {
        MoveList list;
        list.setPosition(positionOf("4455"));
        QSignalSpy selected(&list, &MoveList::moveSelected);
        list.setCurrentPly(2);
        list.setPosition(positionOf("44"));
        QCOMPARE(selected.size(), 0);
    }

    void showsAMovesScoreOnceKnown()
    {
        MoveList list;
        list.setPosition(positionOf("44"));
        QVERIFY(cell(list, 1, MoveList::EvalColumn).isEmpty());
        // The first player's centre move is worth +1: a win with its 21st stone.
        list.setMoveScore(1, Score::exact(1));
        QCOMPARE(cell(list, 1, MoveList::EvalColumn), QStringLiteral("+1 win in 21"));
        list.setMoveScore(2, Score::exact(0));
        QCOMPARE(cell(list, 2, MoveList::EvalColumn), QStringLiteral("draw"));
        list.setMoveScore(7, Score::exact(3));  // no such move: ignored
        QCOMPARE(list.table()->topLevelItemCount(), 3);
    }

    void browsingBackKeepsLaterMovesGreyed()
    {
        MoveList list;
        list.setPosition(positionOf("4455"));
        list.setMoveScore(4, Score::exact(-3));
        list.setPosition(positionOf("44"));
        QCOMPARE(list.table()->topLevelItemCount(), 5);
        QCOMPARE(list.currentPly(), 2);
        QVERIFY(!isGreyed(list, 2));
        QVERIFY(isGreyed(list, 3));
        QVERIFY(isGreyed(list, 4));
        QVERIFY(list.moveScore(4).has_value());

        // Replaying the same move keeps the rest of the line.
        list.setPosition(positionOf("445"));
        QCOMPARE(list.table()->topLevelItemCount(), 5);
        QVERIFY(!isGreyed(list, 3));
        QVERIFY(isGreyed(list, 4));
    }

    void aDifferentMoveReplacesTheRestOfTheLine()
    {
        MoveList list;
        list.setPosition(positionOf("4455"));
        list.setMoveScore(1, Score::exact(1));
        list.setMoveScore(4, Score::exact(-3));
        list.setPosition(positionOf("44"));
        list.setPosition(positionOf("443"));
        QCOMPARE(list.table()->topLevelItemCount(), 4);
        QCOMPARE(cell(list, 3, MoveList::MoveColumn), QStringLiteral("3"));
        QVERIFY(list.moveScore(1).has_value());   // the common beginning keeps its scores
        QVERIFY(!list.moveScore(4).has_value());
        QVERIFY(!isGreyed(list, 3));
    }

    void sameLineAgainOnlyMovesTheMarker()
    {
        MoveList list;
        const Position game = positionOf("4455");
        list.setLine(game.spec(), game.moves(), 4);
        list.setMoveScore(2, Score::exact(-1));
        QTreeWidgetItem* row = list.itemForPly(3);
        list.setLine(game.spec(), game.moves(), 1);
        QCOMPARE(list.currentPly(), 1);
        QCOMPARE(list.itemForPly(3), row);  // rows are kept, not rebuilt
        QVERIFY(list.moveScore(2).has_value());
        QVERIFY(isGreyed(list, 2));
    }

    void aReviewMarksMistakes()
    {
        MoveList list;
        list.setPosition(positionOf("4455"));
        MoveReview blunder;
        blunder.ply = 3;
        blunder.column = 4;
        blunder.player = Player::First;
        blunder.before = Score::exact(2);
        blunder.after = Score::exact(-2);
        blunder.kind = MoveReview::Kind::WinToLoss;
        list.setReview({blunder});
        QCOMPARE(list.moveKind(3), MoveReview::Kind::WinToLoss);
        QVERIFY(cell(list, 3, MoveList::EvalColumn).startsWith("??"));
        QVERIFY(cell(list, 3, MoveList::EvalColumn).contains(QString(QChar(0x2212)) + "2"));
        QVERIFY(!cell(list, 2, MoveList::EvalColumn).startsWith("??"));

        // A review of another line (column differs) is not applied.
        blunder.ply = 4;
        blunder.column = 0;
        list.setReview({blunder});
        QCOMPARE(list.moveKind(4), MoveReview::Kind::Unknown);
    }
};

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"
