#include "ui/movelist.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "engine/notation.h"
#include "ui/elidingheader.h"
#include "ui/scoretext.h"
#include "tests/ui/layoutcheck.h"

#include <QLocale>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace c4;
using c4::testing::pxIn;
using c4::testing::plainText;

namespace {

Position positionOf(const char* moves)
{
    NotationError error;
    auto position = parsePosition(moves, BoardSpec::standard(), &error);
    if (!position)
        qFatal("bad test position %s: %s", moves, error.message().c_str());
    return *position;
}

// A game of two people (the first one named `firstName` when given), its
// analysis (never started: scores come from the test) and the list
// following them.
struct Shown {
    Game game;
    GameAnalysis analysis{&game};
    MoveList list;

    explicit Shown(const char* moves, const QString& firstName = {})
    {
        list.setAnalysis(&analysis);
        if (!firstName.isEmpty())
            game.setPlayer(0, PlayerSetup::human(firstName));
        if (!game.loadPosition(positionOf(moves)))
            qFatal("cannot load %s", moves);
    }
    QString cell(int ply, int column) const
    {
        QTreeWidgetItem* item = list.itemForPly(ply);
        return item ? item->text(column) : QStringLiteral("<no row>");
    }
    bool isGreyed(int ply) const { return list.itemForPly(ply)->font(MoveList::MoveColumn).italic(); }
    // Shows a score as the analysis gets it from a search.
    void score(int ply, const Score& score)
    {
        analysis.addMoveScore(ply, score);
        emit analysis.evaluationsChanged();
    }
};

// A name as long as a file may hold (200 characters), with characters that
// mean something in HTML.
QString longName()
{
    QString name = QStringLiteral("<b>Annemarie</b> & Josephine Wilhelmina von Hohenzollern-Sigmaringen,");
    while (name.size() < 200)
        name += QStringLiteral(" Schachclub");
    return name.left(200);
}

}  // namespace

class TestMoveList : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void listsMovesNumberedWithPlayerAndColumn()
    {
        Shown shown("435");
        QCOMPARE(shown.list.table()->topLevelItemCount(), 4);  // the start and three moves
        QCOMPARE(shown.cell(0, MoveList::PlayerColumn), QStringLiteral("Start"));
        QCOMPARE(shown.cell(1, MoveList::NumberColumn), QStringLiteral("1"));
        QCOMPARE(shown.cell(1, MoveList::PlayerColumn), QStringLiteral("Player 1"));
        QCOMPARE(shown.cell(1, MoveList::MoveColumn), QStringLiteral("4"));
        QCOMPARE(shown.cell(2, MoveList::PlayerColumn), QStringLiteral("Player 2"));
        QCOMPARE(shown.cell(2, MoveList::MoveColumn), QStringLiteral("3"));
        QVERIFY(shown.cell(3, MoveList::NumberColumn).endsWith("3"));
        QVERIFY(shown.cell(3, MoveList::NumberColumn).startsWith(QStringLiteral("▶")));  // current ply
        QCOMPARE(shown.list.currentPly(), 3);
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
        Shown shown("4455");
        shown.list.resize(300, 300);
        shown.list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown.list));
        QSignalSpy selected(&shown.list, &MoveList::moveSelected);
        const QRect row = shown.list.table()->visualItemRect(shown.list.itemForPly(ply));
        QTest::mouseClick(shown.list.table()->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).at(0).toInt(), ply);
    }

    void followingTheGameDoesNotEchoAsASelection()
    {
        Shown shown("4455");
        QSignalSpy selected(&shown.list, &MoveList::moveSelected);
        shown.game.goToMove(2);
        shown.game.play(4);
        QCOMPARE(shown.list.currentPly(), 3);
        QCOMPARE(selected.size(), 0);
    }

    void showsTheAnalysisMoveScores()
    {
        Shown shown("44");
        QVERIFY(shown.cell(1, MoveList::EvalColumn).isEmpty());
        // The first player's centre move is worth +1: a win with its 21st stone.
        shown.score(1, Score::exact(1));
        QCOMPARE(shown.cell(1, MoveList::EvalColumn), QStringLiteral("+1 win in 21"));
        shown.score(2, Score::exact(0));
        QCOMPARE(shown.cell(2, MoveList::EvalColumn), QStringLiteral("draw"));
        // An estimate never replaces the proof (the one home's rule).
        shown.score(1, Score::estimate(50));
        QCOMPARE(shown.cell(1, MoveList::EvalColumn), QStringLiteral("+1 win in 21"));
        shown.score(7, Score::exact(3));  // no such move: ignored
        QCOMPARE(shown.list.table()->topLevelItemCount(), 3);
    }

    // Issue 15: a green "+2 win in 19" on the computer's move meant the
    // person was losing. Every row is now for Yellow, and says so.
    void everyScoreIsForTheFirstPlayer()
    {
        Shown shown("44");
        QCOMPARE(shown.list.table()->headerItem()->text(MoveList::EvalColumn), QStringLiteral("Evaluation for Yellow"));
        // Red's second move wins for Red with Red's 20th stone from now: Yellow loses.
        shown.score(2, Score::exact(2));
        QCOMPARE(shown.cell(2, MoveList::EvalColumn), QString(QChar(0x2212)) + QStringLiteral("2 loss in 20"));
        shown.score(1, Score::exact(2));
        QCOMPARE(shown.cell(1, MoveList::EvalColumn), QStringLiteral("+2 win in 20"));
        // The colour is the colour of the player ahead.
        const QPalette palette = shown.list.table()->palette();
        QCOMPARE(shown.list.itemForPly(2)->foreground(MoveList::EvalColumn).color(),
                 playerTextColor(Player::Second, palette));
        QCOMPARE(shown.list.itemForPly(1)->foreground(MoveList::EvalColumn).color(),
                 playerTextColor(Player::First, palette));
    }

    void browsingBackKeepsLaterMovesGreyed()
    {
        Shown shown("4455");
        shown.score(4, Score::exact(-3));
        shown.game.goToMove(2);
        QCOMPARE(shown.list.table()->topLevelItemCount(), 5);
        QCOMPARE(shown.list.currentPly(), 2);
        QVERIFY(!shown.isGreyed(2));
        QVERIFY(shown.isGreyed(3));
        QVERIFY(shown.isGreyed(4));
        QVERIFY(!shown.cell(4, MoveList::EvalColumn).isEmpty());

        // Replaying the same move keeps the rest of the line, and its rows.
        QTreeWidgetItem* row = shown.list.itemForPly(4);
        QVERIFY(shown.game.play(4));
        QCOMPARE(shown.list.table()->topLevelItemCount(), 5);
        QCOMPARE(shown.list.itemForPly(4), row);
        QVERIFY(!shown.isGreyed(3));
        QVERIFY(shown.isGreyed(4));
    }

    void aDifferentMoveReplacesTheRestOfTheLine()
    {
        Shown shown("4455");
        shown.score(1, Score::exact(1));
        shown.score(4, Score::exact(-3));
        shown.game.goToMove(2);
        QVERIFY(shown.game.play(2));
        QCOMPARE(shown.list.table()->topLevelItemCount(), 4);
        QCOMPARE(shown.cell(3, MoveList::MoveColumn), QStringLiteral("3"));
        QVERIFY(!shown.cell(1, MoveList::EvalColumn).isEmpty());  // the common beginning keeps its scores
        QVERIFY(!shown.isGreyed(3));
    }

    void marksTheMoveThatThrewAwayTheWin()
    {
        // Yellow could win at once in column 1 and played column 4: the
        // exact scores on both sides of the move make it a mistake.
        Shown shown("1717174");
        shown.analysis.addPositionScore(6, Score::exact(18));
        shown.analysis.addPositionScore(7, Score::exact(18));
        shown.score(7, Score::exact(-18));
        QVERIFY(shown.cell(7, MoveList::EvalColumn).startsWith("??"));
        QVERIFY(shown.cell(7, MoveList::EvalColumn).contains(QString(QChar(0x2212)) + "18"));
        QVERIFY(shown.cell(7, MoveList::EvalColumn).contains("Yellow threw away the win"));
        QVERIFY(!shown.cell(6, MoveList::EvalColumn).startsWith("??"));
    }

    // A long name and an evaluation cut with "…" read whole in their
    // tooltips (before, every cell's tooltip was the score's explanation:
    // the name and the words of a mistake could not be read anywhere),
    // word-wrapped (Qt wraps only a rich-text tooltip), and a name is
    // shown as text, never as markup.
    void aLongNameAndEvaluationReadWholeInTheirTooltips()
    {
        Shown shown("1717174", longName());
        shown.analysis.addPositionScore(6, Score::exact(18));
        shown.analysis.addPositionScore(7, Score::exact(18));
        shown.score(7, Score::exact(-18));
        QTreeWidgetItem* mistake = shown.list.itemForPly(7);
        QCOMPARE(mistake->text(MoveList::PlayerColumn), longName());
        const QString nameTip = mistake->toolTip(MoveList::PlayerColumn);
        QVERIFY2(Qt::mightBeRichText(nameTip), qPrintable(nameTip));
        QCOMPARE(plainText(nameTip), longName());

        const QString eval = mistake->text(MoveList::EvalColumn);
        QVERIFY(eval.contains(QStringLiteral("Yellow threw away the win")));
        const QString evalTip = mistake->toolTip(MoveList::EvalColumn);
        QVERIFY2(Qt::mightBeRichText(evalTip), qPrintable(evalTip));
        QVERIFY2(plainText(evalTip).contains(eval), qPrintable(evalTip));
        QVERIFY2(plainText(evalTip).contains(QStringLiteral("Mistake: this move turned a win into a loss.")),
                 qPrintable(evalTip));
    }

    // In a narrow dock (a third of an 800x600 window) the last column kept
    // its first 100 px, and its header was cut at the edge ("Evaluation for
    // Yello"); a long name widened the player column past the edge. The
    // numbers take what they need, the player and the evaluation share the
    // rest, and a header that does not fit is cut with "…" and reads whole
    // in its tooltip.
    void aNarrowListKeepsEveryColumnInSight()
    {
        Shown shown("4455", longName());
        shown.score(1, Score::exact(1));
        shown.list.resize(240, 300);
        shown.list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown.list));
        QTreeWidget* table = shown.list.table();
        QTRY_VERIFY2(table->header()->length() <= table->viewport()->width(),
                     qPrintable(pxIn(table->header()->length(), table->viewport()->width())));
        QVERIFY(!table->horizontalScrollBar()->isVisible());

        const QString full = QStringLiteral("Evaluation for Yellow");
        QCOMPARE(table->headerItem()->text(MoveList::EvalColumn), full);
        auto* header = qobject_cast<ElidingHeader*>(table->header());
        QVERIFY(header);
        const QString shownHeader = header->shownText(MoveList::EvalColumn);
        QVERIFY2(shownHeader.endsWith(QChar(0x2026)) && full.startsWith(shownHeader.chopped(1)),
                 qPrintable(shownHeader));
        QCOMPARE(header->toolTipText(MoveList::EvalColumn), full);
        // With room, the header is whole and needs no tooltip.
        shown.list.resize(600, 300);
        QTRY_COMPARE(header->shownText(MoveList::EvalColumn), full);
        QCOMPARE(header->toolTipText(MoveList::EvalColumn), QString());
    }

    void movesKeepTheNamesOfWhoMadeThem()
    {
        // Swap sides after two moves: the rows of those moves keep their
        // players, the next move is the new player's.
        Shown shown("44");
        PlayerSetup anna = shown.game.player(0);
        anna.name = QStringLiteral("Anna");
        PlayerSetup computer = PlayerSetup::computer(QString(), 6);
        const QString first = shown.cell(1, MoveList::PlayerColumn);
        const QString second = shown.cell(2, MoveList::PlayerColumn);
        shown.game.setPlayer(0, computer);
        shown.game.setPlayer(1, anna);
        QCOMPARE(shown.cell(1, MoveList::PlayerColumn), first);
        QCOMPARE(shown.cell(2, MoveList::PlayerColumn), second);
        shown.game.pause();
        shown.game.setPlayer(0, PlayerSetup::human(QStringLiteral("Bea")));
        shown.game.resume();
        QVERIFY(shown.game.play(2));
        QCOMPARE(shown.cell(3, MoveList::PlayerColumn), QStringLiteral("Bea"));
        QCOMPARE(shown.cell(1, MoveList::PlayerColumn), first);
    }
};

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"
