#include "app/autosave.h"
#include "app/engine.h"
#include "app/game.h"
#include "app/gameanalysis.h"
#include "app/gamefile.h"
#include "app/gameanalysis.h"
#include "app/gamerecord.h"
#include "ui/analysispanel.h"
#include "ui/boardview.h"
#include "ui/clockview.h"
#include "ui/fileactions.h"
#include "ui/gameoverbar.h"
#include "ui/helpdialog.h"
#include "ui/prompts.h"
#include "app/language.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/movelist.h"
#include "tests/engine/bruteforce.h"
#include "tests/ui/layoutcheck.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QHelpEvent>
#include <QToolTip>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <QTreeWidget>
#include <memory>
#include <unordered_map>

using namespace c4;
using c4::testing::pxIn;
using c4::testing::plainText;

namespace {

GameSetup humans()
{
    GameSetup setup;
    setup.players = {PlayerSetup::human(QStringLiteral("Ann")), PlayerSetup::human(QStringLiteral("Ben"))};
    setup.firstPlayer = 0;
    return setup;
}

// The game the next start of a program autosaving as `name` would offer
// back, if any (that start then ends normally).
std::optional<GameRecord> gameOfferedAtTheNextStart(const QString& name)
{
    Autosave next(name);
    if (!next.start())
        return std::nullopt;
    std::optional<GameRecord> offered = next.recoverable() ? next.load() : std::nullopt;
    next.finish();
    return offered;
}

// The file actions of a game without a window: questions are recorded and
// answered with `reply` (No until a test says otherwise); a message fails
// the test.
struct LoneFileActions {
    Game game;
    QWidget window;
    Prompts prompts{&window};
    QStatusBar bar;
    FileActions actions{&game, &prompts, &bar, false, &window};
    QStringList asked;
    QMessageBox::StandardButton reply = QMessageBox::No;

    LoneFileActions()
    {
        game.newGame(humans());
        prompts.setQuestionHandler([this](const QString&, const QString& text, QMessageBox::StandardButtons) {
            asked << text;
            return reply;
        });
        prompts.setMessageHandler([](QMessageBox::Icon, const QString& title, const QString& text, const QString&) {
            QFAIL(qPrintable(title + QLatin1String(": ") + text));
        });
    }
};

// A window that keeps nothing on disk and never opens a modal box: messages
// and questions are recorded and answered by the test.
struct TestWindow {
    MainWindow window{MainWindow::Options{false, QString(), false}};
    QStringList messages;  // each message's text and details
    QStringList plainTexts;  // only the texts
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    int questions = 0;

    explicit TestWindow(const GameSetup& setup = humans())
    {
        window.setMessageHandler([this](QMessageBox::Icon, const QString&, const QString& text, const QString& details) {
            messages << text + QStringLiteral("\n") + details;
            plainTexts << text;
        });
        window.setQuestionHandler([this](const QString&, const QString&, QMessageBox::StandardButtons) {
            ++questions;
            return answer;
        });
        Preferences fast;
        fast.animation = Preferences::AnimationSpeed::Off;
        fast.moveTimeMs = 100;
        window.applyPreferences(fast);
        window.startGame(setup);
        window.resize(1100, 760);
        window.show();
    }
    Game* game() const { return window.game(); }
    BoardView* board() const { return window.boardView(); }
    std::vector<int> moves() const { return game()->position().moves(); }
};

// Move number (1-based) -> the exact score of that move for its player.
using KnownScores = QMap<int, int>;

void play(TestWindow& w, std::initializer_list<int> columns)
{
    for (int c : columns)
        QVERIFY(w.game()->play(c));
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("connect4-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        // No autosave of an earlier run may ask questions here.
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void clickOnTheBoardPlaysThatColumn_data()
    {
        QTest::addColumn<int>("column");
        QTest::addRow("first column") << 0;
        QTest::addRow("middle column") << 3;
        QTest::addRow("last column") << 6;
    }
    void clickOnTheBoardPlaysThatColumn()
    {
        QFETCH(int, column);
        TestWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->cellCentre(column, 2).toPoint());
        QCOMPARE(w.moves(), std::vector<int>{column});
        QCOMPARE(w.game()->position().cell(column, 0), Player::First);
    }

    // Issue 15: relaunching after a computer-vs-computer game started a game
    // that played itself at once; it now waits for Resume.
    void aLaunchWithComputerAgainstComputerWaitsForResume()
    {
        GameSetup both;
        both.players = {PlayerSetup::computer(QStringLiteral("A"), 1), PlayerSetup::computer(QStringLiteral("B"), 1)};
        Settings::setLastSetup(both);
        MainWindow window{MainWindow::Options{false, QString(), true}};
        // The message waits for the window to show (drawn over the turn text before).
        QCOMPARE(window.statusBar()->currentMessage(), QString());
        window.show();
        QTRY_COMPARE(window.statusBar()->currentMessage(),
                     QStringLiteral("Computer against computer: press Resume (P) to let them play."));
        QVERIFY(window.game()->isPaused());
        QVERIFY(!window.game()->isComputerThinking());
        QVERIFY(window.game()->position().moves().empty());
        window.game()->resume();
        QTRY_VERIFY(!window.game()->position().moves().empty());
        window.game()->pause();
        Settings::setLastSetup(GameSetup{});
    }

    // The same for a file the launch opens (connect4 game.c4game).
    void aLaunchFileOfComputerAgainstComputerWaitsForResume()
    {
        QTemporaryDir dir;
        GameRecord record = GameRecord::fromPosition(Position());
        record.players = {PlayerSetup::computer(QStringLiteral("A"), 1), PlayerSetup::computer(QStringLiteral("B"), 1)};
        const QString path = dir.filePath(QStringLiteral("cvc.c4game"));
        QVERIFY(GameFile::save(record, path));
        TestWindow w;
        QVERIFY(w.window.openLaunchFile(path));
        QVERIFY(w.game()->isPaused());
        QVERIFY(!w.game()->isComputerThinking());
        QVERIFY(w.game()->position().moves().empty());
        w.game()->resume();
        QTRY_VERIFY(!w.game()->position().moves().empty());
        w.game()->pause();
    }

    // Paused, the game takes no move: the board offers none and Hint is off.
    // After the end, Swap Sides would name the loser's new seat as the
    // winner's: it is off too.
    void pausedAndFinishedGamesOfferOnlyWhatWorks()
    {
        GameSetup setup = humans();
        setup.players[1] = PlayerSetup::computer(QStringLiteral("Computer"), 3);
        TestWindow w(setup);
        QVERIFY(w.board()->acceptsInput());
        QVERIFY(w.window.action(QStringLiteral("hint"))->isEnabled());
        w.game()->pause();
        QVERIFY(!w.board()->acceptsInput());
        QVERIFY(!w.window.action(QStringLiteral("hint"))->isEnabled());
        w.game()->resume();
        QVERIFY(w.board()->acceptsInput());

        TestWindow finished;
        QVERIFY(finished.window.action(QStringLiteral("swapSides"))->isEnabled());
        play(finished, {0, 1, 0, 1, 0, 1, 0});
        QVERIFY(finished.game()->isOver());
        QVERIFY(!finished.window.action(QStringLiteral("swapSides"))->isEnabled());
        finished.game()->undo();
        QVERIFY(finished.window.action(QStringLiteral("swapSides"))->isEnabled());
    }

    // The arrows in the move list walk through the moves (the board took the
    // keyboard after each, one step a trip); digits typed there still play.
    void theMoveListKeepsTheKeyboardAndDigitsStillPlay()
    {
        TestWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        play(w, {3, 3, 4, 4});
        const MoveList* moveList = w.window.findChild<MoveList*>();
        QVERIFY(moveList);
        QTreeWidget* list = moveList->table();
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Up);
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(w.game()->position().movesPlayed(), 2);
        QVERIFY(list->hasFocus());
        QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(w.game()->position().movesPlayed(), 4);
        QTest::keyClick(list, Qt::Key_2);
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 4, 4, 1}));
    }

    // Issue 15: at 600x400 the panels kept their width and the board shrank
    // to 140 px; the status text was cut.
    void aSmallWindowLeavesTheRoomToTheBoard()
    {
        TestWindow w;
        w.window.resize(600, 400);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QTRY_VERIFY2(w.board()->width() >= w.window.width() / 2, qPrintable(QString::number(w.board()->width())));
        QVERIFY(w.board()->height() >= w.window.height() / 2);
        auto* turn = w.window.statusBar()->findChild<QLabel*>(QStringLiteral("turnLabel"));
        QVERIFY(turn);
        QVERIFY2(turn->width() >= turn->sizeHint().width(), qPrintable(turn->text()));
    }

    // With room to spare the status shows its whole text, as it changes
    // with the turn: a width rounded to whole pixels once cut "type 1-12"
    // to "type 1-…".
    void theStatusIsWholeWhereItFits()
    {
        GameSetup setup = humans();
        setup.spec = BoardSpec{12, 10, 5};
        TestWindow w(setup);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        auto* turn = w.window.statusBar()->findChild<QLabel*>(QStringLiteral("turnLabel"));
        QVERIFY(turn);
        for (const Qt::Key key : {Qt::Key_4, Qt::Key_5, Qt::Key_6}) {
            QTRY_COMPARE(turn->text(), w.window.turnText());
            QVERIFY(turn->toolTip().isEmpty());
            QTest::keyClick(w.board(), key);
            QTRY_VERIFY(!w.moves().empty() && w.moves().back() == key - Qt::Key_1);
        }
        QTRY_COMPARE(turn->text(), w.window.turnText());
    }

    // A player's name of any length (it may come from a file) is cut with
    // "…" in the status bar, whole in its tooltip; it was cut mid-letter at
    // the window's edge.
    void aLongPlayerNameIsCutWithAnEllipsis()
    {
        GameSetup setup = humans();
        const QString longName = QStringLiteral("Annabel Lee of the Kingdom by the Sea ").repeated(6).trimmed();
        setup.players[0] = PlayerSetup::human(longName);
        TestWindow w(setup);
        w.window.resize(736, 552);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(w.window.turnText().contains(longName));
        auto* turn = w.window.statusBar()->findChild<QLabel*>(QStringLiteral("turnLabel"));
        QVERIFY(turn);
        QTRY_VERIFY2(turn->text().endsWith(QChar(0x2026)), qPrintable(turn->text()));
        QVERIFY2(turn->text().startsWith(QLatin1String("Annabel Lee")), qPrintable(turn->text()));
        const int right = turn->mapTo(&w.window, QPoint(turn->width(), 0)).x();
        QVERIFY2(right <= w.window.width(), qPrintable(pxIn(right, w.window.width())));
        QVERIFY2(plainText(turn->toolTip()).contains(longName), qPrintable(turn->toolTip()));
        // Room again: the whole text, and no tooltip.
        w.game()->setPlayer(0, PlayerSetup::human(QStringLiteral("Ann")));
        QTRY_COMPARE(turn->text(), w.window.turnText());
        QVERIFY(turn->toolTip().isEmpty());
    }

    // The "… is thinking" label named a long computer name whole: the
    // window grew past the screen while the computer thought.
    void aLongComputerNameIsCutWhileItThinks()
    {
        TestWindow w;
        w.window.resize(736, 552);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        GameSetup setup = humans();
        setup.spec = BoardSpec{9, 7, 4};  // no book: the computer thinks its whole time
        const QString longName = QStringLiteral("Deep Thought of the Kingdom by the Sea ").repeated(5).trimmed();
        setup.players[1] = PlayerSetup::computer(longName, 10);
        setup.firstPlayer = 1;
        w.game()->setComputerMoveTime(10'000);
        w.window.startGame(setup);
        QVERIFY(w.game()->isComputerThinking());
        QVERIFY2(w.window.engineText().contains(longName), qPrintable(w.window.engineText()));
        auto* engine = w.window.statusBar()->findChild<QLabel*>(QStringLiteral("engineLabel"));
        QVERIFY(engine);
        QTRY_VERIFY2(engine->text().endsWith(QChar(0x2026)), qPrintable(engine->text()));
        QCOMPARE(w.window.width(), 736);
        const int right = engine->mapTo(&w.window, QPoint(engine->width(), 0)).x();
        QVERIFY2(right <= w.window.width(), qPrintable(pxIn(right, w.window.width())));
        w.game()->pause();
    }

    // On an 800x600 screen (the window takes 92% of it: 736x552) the side
    // docks scrolled sideways and cut their text ("No analysis. Press Start
    // to analyse th", "Evaluation for Yello"), and the analysis dock
    // scrolled its buttons out of sight. Each dock's text now fits its
    // width, each table its dock, and the analysis panel its height.
    void an800x600ScreenShowsTheDocksWhole()
    {
        TestWindow w;
        w.window.resize(736, 552);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        const QList<QScrollArea*> docks = w.window.findChildren<QScrollArea*>();
        QCOMPARE(docks.size(), 3);
        for (QScrollArea* dock : docks)
            QTRY_VERIFY2(!dock->horizontalScrollBar()->isVisible(),
                         qPrintable(pxIn(dock->widget()->width(), dock->viewport()->width())));
        auto* panelDock = qobject_cast<QScrollArea*>(w.window.analysisPanel()->parentWidget()->parentWidget());
        QVERIFY(panelDock);
        QVERIFY2(!panelDock->verticalScrollBar()->isVisible(),
                 qPrintable(pxIn(w.window.analysisPanel()->height(), panelDock->viewport()->height())));
        for (QTreeWidget* table : {w.window.analysisPanel()->table(), w.window.moveList()->table()})
            QVERIFY2(table->header()->length() <= table->viewport()->width(),
                     qPrintable(pxIn(table->header()->length(), table->viewport()->width())));
    }

    // Issue 15: the README said "Game > New"; the menu is "File > New Game".
    // Every "Menu > Item" the README and the man page name is on the menu bar.
    void theDocumentsNameRealMenuItems()
    {
        TestWindow w;
        const auto plain = [](QString text) { return text.remove(QLatin1Char('&')).remove(QStringLiteral("…")); };
        int checked = 0;
        for (const char* document : {"/README.md", "/resources/man/connect4.6.in"}) {
            QFile file(QStringLiteral(CONNECT4_SOURCE_DIR) + QLatin1String(document));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            // "*File > New Game*" in Markdown, ".I File > New Game" in troff.
            static const QRegularExpression path(QStringLiteral("(?:\\*|^\\.I )([A-Z][A-Za-z]*) > ([A-Z][A-Za-z ]*)"),
                                                 QRegularExpression::MultilineOption);
            for (auto match = path.globalMatch(text); match.hasNext();) {
                const auto m = match.next();
                bool found = false;
                for (QAction* menu : w.window.menuBar()->actions())
                    if (menu->menu() && plain(menu->text()) == m.captured(1))
                        for (QAction* item : menu->menu()->actions())
                            found = found || plain(item->text()) == m.captured(2).trimmed();
                QVERIFY2(found, qPrintable(QLatin1String(document) + QStringLiteral(": ") + m.captured(0)));
                ++checked;
            }
        }
        QVERIFY(checked >= 2);
    }

    void theStatusSaysWhichKeysReachTheColumns_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("keys");
        QTest::addRow("7 columns") << 7 << "press 1-7";
        QTest::addRow("40 columns") << 40 << "type 1-40";
    }
    void theStatusSaysWhichKeysReachTheColumns()
    {
        QFETCH(int, width);
        QFETCH(QString, keys);
        GameSetup setup = humans();
        setup.spec = BoardSpec{width, 6, 4};
        TestWindow w(setup);
        QVERIFY2(w.window.turnText().endsWith(keys), qPrintable(w.window.turnText()));
    }

    // Issue 15: Help had only About.
    void f1OpensHowToPlay()
    {
        TestWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QMenu* helpMenu = w.window.menuBar()->actions().last()->menu();
        QVERIFY(helpMenu->actions().contains(w.window.action(QStringLiteral("howToPlay"))));
        QTest::keyClick(&w.window, Qt::Key_F1);
        auto* help = w.window.findChild<HelpDialog*>();
        QVERIFY(help);
        QTRY_VERIFY(help->isVisible());
        for (const char* topic : {"win in 5", "estimate", "two digits", "Analyze", "Review Game", "arrow keys walk"})
            QVERIFY2(help->text().contains(QLatin1String(topic)), topic);
    }

    void keyOnTheBoardPlaysThatColumn_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("column");
        QTest::addRow("digit 2") << int(Qt::Key_2) << 1;
        QTest::addRow("digit 7") << int(Qt::Key_7) << 6;
        QTest::addRow("enter on the middle column") << int(Qt::Key_Right) << 4;
    }
    void ctrlYRedoesAMoveTakenBack()
    {
        TestWindow w;
        w.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w.window));  // shortcuts go to the active window
        play(w, {3, 3, 4});
        w.board()->setFocus();
        QTest::keyClick(w.board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.moves(), (std::vector<int>{3, 3}));
        QTest::keyClick(w.board(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 4}));
    }

    void keyOnTheBoardPlaysThatColumn()
    {
        QFETCH(int, key);
        QFETCH(int, column);
        TestWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.board()->setFocus();
        QTest::keyClick(w.board(), Qt::Key(key));
        if (key == Qt::Key_Right)
            QTest::keyClick(w.board(), Qt::Key_Return);
        QCOMPARE(w.moves(), std::vector<int>{column});
    }

    void undoAndRedoActionsStepThroughTheMoves()
    {
        TestWindow w;
        QAction* undo = w.window.action(QStringLiteral("undo"));
        QAction* redo = w.window.action(QStringLiteral("redo"));
        QVERIFY(undo && redo);
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(redo->shortcut(), QKeySequence(QKeySequence::Redo));
        // Ctrl+Y, which people from other programs press first, redoes too.
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
        play(w, {3, 3, 4});
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(w.moves(), (std::vector<int>{3, 3}));
        QCOMPARE(w.board()->position().moves(), (std::vector<int>{3, 3}));
        QVERIFY(redo->isEnabled());
        undo->trigger();
        QCOMPARE(w.moves(), std::vector<int>{3});
        redo->trigger();
        redo->trigger();
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 4}));
        QVERIFY(!redo->isEnabled());
        // A different move after an undo drops the old continuation.
        undo->trigger();
        QTest::keyClick(w.board(), Qt::Key_1);
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 0}));
        QVERIFY(!redo->isEnabled());
    }

    void undoAgainstTheComputerGoesBackToThePersonsTurn()
    {
        GameSetup setup = humans();
        setup.players[1] = PlayerSetup::computer(QStringLiteral("Bot"), 1);
        TestWindow w(setup);
        QSignalSpy changed(w.game(), &Game::positionChanged);
        QTest::keyClick(w.board(), Qt::Key_4);
        QVERIFY(!w.board()->isInputEnabled() || w.moves().size() == 2);
        QTRY_COMPARE_WITH_TIMEOUT(int(w.moves().size()), 2, 10000);
        QTRY_VERIFY(w.board()->isInputEnabled());
        w.window.action(QStringLiteral("undo"))->trigger();
        QVERIFY(w.moves().empty());
        QVERIFY(w.board()->isInputEnabled());
    }

    // Undo while the computer thinks: the search is dropped, the person's
    // turn comes back with the board open to input, and no computer move
    // turns up later. 9x7 is past the book, so level 10 searches for as
    // long as it is given.
    void undoWhileTheComputerThinksGivesTheTurnBack_data()
    {
        QTest::addColumn<QList<int>>("before");
        QTest::addColumn<int>("movesKept");
        // The person's only move is taken back...
        QTest::addRow("first move") << QList<int>{} << 0;
        // ...or the person's last move, keeping the computer's answer to
        // the one before.
        QTest::addRow("later move") << QList<int>{3} << 2;
    }
    void undoWhileTheComputerThinksGivesTheTurnBack()
    {
        QFETCH(QList<int>, before);
        QFETCH(int, movesKept);
        GameSetup setup = humans();
        setup.spec = BoardSpec{9, 7, 4};
        setup.players[1] = PlayerSetup::computer(QStringLiteral("Bot"), 10);
        TestWindow w(setup);
        for (const int column : before) {
            QVERIFY(w.game()->play(column));
            QTRY_VERIFY_WITH_TIMEOUT(w.game()->isHumanTurn(), 20000);
        }
        const std::vector<int> kept = w.moves();
        QCOMPARE(int(kept.size()), movesKept);
        w.game()->setComputerMoveTime(60'000);
        QTest::keyClick(w.board(), Qt::Key_5);
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->engine()->isSearching(), 10000);
        QVERIFY(w.game()->isComputerThinking());
        QVERIFY(!w.board()->isInputEnabled());
        QAction* undo = w.window.action(QStringLiteral("undo"));
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(w.moves(), kept);
        QVERIFY(!w.game()->isComputerThinking());
        QVERIFY(w.game()->isHumanTurn());
        QVERIFY(w.board()->isInputEnabled());
        QVERIFY2(w.window.turnText().contains(QLatin1String("Ann")), qPrintable(w.window.turnText()));
        // The search stops, and its answer never lands.
        QTRY_VERIFY_WITH_TIMEOUT(!w.game()->engine()->isWorking(), 10000);
        QSignalSpy changed(w.game(), &Game::positionChanged);
        QVERIFY(!changed.wait(500));
        QCOMPARE(w.moves(), kept);
        // The person plays on from there.
        QTest::keyClick(w.board(), Qt::Key_1);
        QCOMPARE(w.moves().size(), kept.size() + 1);
        QCOMPARE(w.moves().back(), 0);
    }

    // Between two computers Undo also pauses: the Pause action shows it,
    // and nothing is played until it is resumed.
    void undoWhileComputersPlayEachOtherPauses()
    {
        GameSetup setup;
        setup.players = {PlayerSetup::computer(QStringLiteral("A"), 1), PlayerSetup::computer(QStringLiteral("B"), 1)};
        setup.spec = {6, 5, 4};
        TestWindow w(setup);
        w.game()->setComputerDelay(300);
        QTRY_VERIFY_WITH_TIMEOUT(w.moves().size() >= 2, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->isComputerThinking(), 10000);
        const std::vector<int> line = w.moves();
        w.window.action(QStringLiteral("undo"))->trigger();
        QCOMPARE(w.moves(), std::vector<int>(line.begin(), line.end() - 1));
        QVERIFY(w.game()->isPaused());
        QVERIFY(w.window.action(QStringLiteral("pause"))->isChecked());
        QVERIFY2(w.window.turnText().contains(QLatin1String("Paused")), qPrintable(w.window.turnText()));
        QSignalSpy changed(w.game(), &Game::positionChanged);
        QVERIFY(!changed.wait(1000));
        QCOMPARE(w.moves(), std::vector<int>(line.begin(), line.end() - 1));
        w.window.action(QStringLiteral("pause"))->trigger();
        QVERIFY(!w.game()->isPaused());
        QTRY_VERIFY_WITH_TIMEOUT(w.moves().size() >= line.size(), 10000);
    }

    void boardIgnoresInputOnTheComputersTurn()
    {
        GameSetup setup = humans();
        setup.players[0] = PlayerSetup::computer(QStringLiteral("Bot"), 1);
        TestWindow w(setup);
        w.game()->pause();
        QVERIFY(!w.board()->isInputEnabled());
        QTest::keyClick(w.board(), Qt::Key_3);
        QVERIFY(w.moves().empty());
    }

    void panelAndBoardShowScoresForAKnownPosition()
    {
        // Yellow has 4, 5 and 6 on the bottom row: 3 and 7 win at once.
        TestWindow w;
        play(w, {3, 3, 4, 4, 5, 5});
        QSignalSpy updates(w.window.analysis()->engine(), &Engine::analysisUpdated);
        w.window.action(QStringLiteral("analyze"))->trigger();
        QVERIFY(w.window.analysis()->isAnalysing());
        QVERIFY(w.window.analysisPanel()->isAnalysing());
        QTRY_VERIFY_WITH_TIMEOUT(w.window.analysisPanel()->analysis().has_value(), 10000);
        const Analysis& analysis = *w.window.analysisPanel()->analysis();
        QCOMPARE(int(analysis.columns.size()), 7);
        QVERIFY(analysis.bestColumn == 2 || analysis.bestColumn == 6);
        QVERIFY(analysis.best.isWin());

        QTreeWidget* table = w.window.analysisPanel()->table();
        QCOMPARE(table->topLevelItemCount(), 7);
        const QString bestColumn = table->topLevelItem(0)->text(AnalysisPanel::ColumnColumn);
        QVERIFY2(bestColumn == QLatin1String("3") || bestColumn == QLatin1String("7"), qPrintable(bestColumn));
        QVERIFY2(table->topLevelItem(0)->text(AnalysisPanel::WordsColumn).contains(QLatin1String("win in 1")),
                 qPrintable(table->topLevelItem(0)->text(AnalysisPanel::WordsColumn)));
        QVERIFY(w.board()->hasAnalysis());

        // Turning analysis off removes the scores under the columns.
        w.window.action(QStringLiteral("analyze"))->trigger();
        QVERIFY(!w.window.analysis()->isAnalysing());
        QVERIFY(!w.board()->hasAnalysis());
    }

    void newPositionNeverShowsTheOldScores()
    {
        TestWindow w;
        play(w, {3, 3, 4, 4, 5, 5});
        w.window.analysis()->setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(w.board()->hasAnalysis(), 10000);
        QTest::keyClick(w.board(), Qt::Key_1);
        // Before the event loop runs again nothing can have been analysed:
        // the old scores must be gone from the board and the panel.
        QVERIFY(!w.board()->hasAnalysis());
        QVERIFY(!w.window.analysisPanel()->analysis().has_value());
        QVERIFY(w.window.analysisPanel()->position() == w.game()->position());
        // Red must block at column 3 or 7; the new analysis says so.
        QTRY_VERIFY_WITH_TIMEOUT(w.board()->hasAnalysis(), 10000);
        QVERIFY(w.window.analysisPanel()->analysis().has_value());
        QVERIFY(w.window.analysisPanel()->position() == w.game()->position());
    }

    // An opening in the book: the panel gets every score at once, then each
    // line is walked to the end of the game while the window stays live.
    void panelWalksTheLinesOfBookScores()
    {
        TestWindow w;
        play(w, {2, 2, 3, 3});  // "3344": its lines take about 2 s in all
        w.window.analysis()->setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(w.window.analysisPanel()->analysis().has_value(), 10000);
        QVERIFY(w.window.analysisPanel()->analysis()->complete);
        QVERIFY(w.window.analysisPanel()->analysis()->fromBook);
        const auto allLinesEnd = [&] {
            const auto& a = w.window.analysisPanel()->analysis();
            if (!a)
                return false;
            for (const ColumnAnalysis& col : a->columns) {
                if (!col.playable)
                    continue;
                Position p = w.game()->position();
                for (const int c : col.principalVariation) {
                    if (!p.canPlay(c))
                        return false;
                    p.play(c);
                }
                if (!p.isOver())
                    return false;
            }
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allLinesEnd(), 30000);
    }

    void brokenFileShowsTheLoadersMessageAndKeepsTheGame_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("plainWords");
        const QString notAGame = QStringLiteral("broken.c4game is not a Connect Four game.");
        QTest::addRow("not JSON") << QByteArray("{ this is not json") << notAGame;
        QTest::addRow("another format") << QByteArray(R"({"format":"chess-game","version":1})") << notAGame;
        QTest::addRow("illegal move")
            << QByteArray(R"({"format":"connect4-game","version":1,"board":{"width":7,"height":6,"connect":4},)"
                          R"("players":[{"kind":"human","name":"A"},{"kind":"human","name":"B"}],"firstPlayer":0,"moves":[9]})")
            << QStringLiteral("broken.c4game is a Connect Four game, but it is damaged: a value in it is wrong.");
        // Not "damaged": a later program reads it.
        QTest::addRow("newer version")
            << QByteArray(R"({"format":"connect4-game","version":2,"board":{"width":7,"height":6,"connect":4}})")
            << QStringLiteral("broken.c4game was saved by a newer version of Connect Four. This version cannot open "
                              "it; the newer one can.");
        QTest::addRow("empty file") << QByteArray() << notAGame;
    }
    void brokenFileShowsTheLoadersMessageAndKeepsTheGame()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, plainWords);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.c4game"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        QString loaderMessage;
        QVERIFY(!GameFile::load(path, &loaderMessage));

        TestWindow w;
        play(w, {3, 2, 4});
        QSignalSpy shown(&w.window, &MainWindow::messageShown);
        QVERIFY(!w.window.openFile(path));
        QCOMPARE(shown.size(), 1);
        QCOMPARE(w.messages.size(), 1);
        QVERIFY2(w.messages[0].contains(loaderMessage), qPrintable(w.messages[0]));
        // Issue 15: plain words first; the loader's message is the detail.
        QVERIFY2(w.plainTexts[0].startsWith(plainWords), qPrintable(w.plainTexts[0]));
        QVERIFY2(!w.plainTexts[0].contains(loaderMessage), qPrintable(w.plainTexts[0]));
        QCOMPARE(w.moves(), (std::vector<int>{3, 2, 4}));
        QCOMPARE(w.board()->position().moves(), (std::vector<int>{3, 2, 4}));
        QVERIFY(w.game()->filePath().isEmpty());
    }

    // An "&" in a file name shows in the recent-files menu (it was taken
    // for a shortcut mark and vanished); the entry's number is the mark.
    void recentEntriesShowTheNameAsItIs()
    {
        const QString text = FileActions::recentEntryText(0, QStringLiteral("/tmp/tom&jerry.c4game"));
        QCOMPARE(text, QStringLiteral("&1  tom&&jerry.c4game"));
        QAction action(text);
        QCOMPARE(action.iconText(), QStringLiteral("1  tom&jerry.c4game"));
    }

    void savedGameOpensAgainWithItsNameInTheTitle()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mygame.c4game"));
        TestWindow w;
        play(w, {3, 3, 2});
        QVERIFY(w.window.isWindowModified());
        QVERIFY(w.window.saveFile(path));
        QVERIFY(!w.window.isWindowModified());
        QVERIFY(w.window.windowTitle().contains(QLatin1String("mygame.c4game")));

        w.window.startGame(humans());
        QVERIFY(w.moves().empty());
        QVERIFY(w.window.openFile(path));
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 2}));
        QVERIFY(w.messages.isEmpty());
        QVERIFY(w.window.windowTitle().contains(QLatin1String("mygame.c4game")));
    }

    // A clock ran and the computer moved behind New Game, Preferences and
    // the file dialogs: any modal dialog over the window holds the game.
    void aModalDialogHoldsTheGame()
    {
        TestWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(!w.game()->isHeld());
        {
            QDialog dialog(&w.window);
            dialog.setModal(true);
            dialog.show();
            QTRY_VERIFY(w.game()->isHeld());
            QVERIFY(!w.game()->isPaused());
            dialog.hide();
            QTRY_VERIFY(!w.game()->isHeld());
        }
        QVERIFY(!w.game()->isPaused());
        QVERIFY(w.game()->play(3));
    }

    // The title's mark follows Quit's question: a game without a move has
    // nothing to lose, even after Swap (the players are in the file).
    void theTitleMarksAGameWithMovesOnly()
    {
        TestWindow w;
        w.window.action(QStringLiteral("swapSides"))->trigger();
        QVERIFY(w.game()->isModified());
        QVERIFY(!w.window.isWindowModified());
        QVERIFY(w.window.close());
        QCOMPARE(w.questions, 0);
        TestWindow again;
        play(again, {3});
        QVERIFY(again.window.isWindowModified());
    }

    // Undoing every move of a new game (or pressing Home) left moves only
    // redo brings back, yet the game counted as saved: Quit asked nothing
    // and the autosave was removed with them.
    void quitAsksAfterBrowsingBackToTheStart()
    {
        TestWindow w;
        play(w, {3, 3, 2});
        w.game()->goToMove(0);
        QVERIFY(w.window.isWindowModified());
        w.answer = QMessageBox::Cancel;
        QVERIFY(!w.window.close());
        QCOMPARE(w.questions, 1);
        QCOMPARE(w.game()->line(), (std::vector<int>{3, 3, 2}));
        w.answer = QMessageBox::Discard;
        QVERIFY(w.window.close());
    }

    // A file opens unchanged, also with a computer seat and moves to redo.
    void anOpenedFileIsUnchanged()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("browsed.c4game"));
        GameRecord record = GameRecord::fromPosition(Position());
        record.players = {PlayerSetup::human(QStringLiteral("Ann")), PlayerSetup::computer(QString(), 3)};
        for (const int c : {3, 3, 2, 4})
            record.moves.push_back(MoveRecord{c, {}});
        record.current = 2;
        QVERIFY(GameFile::save(record, path));
        TestWindow w;
        QVERIFY(w.window.openFile(path));
        QVERIFY(!w.window.isWindowModified());
        QVERIFY(!w.game()->isModified());
        QVERIFY(w.window.close());
        QCOMPARE(w.questions, 0);
    }

    // The Save dialog asks about replacing only the name as typed: typing
    // "mygame" next to mygame.c4game replaced that file without a word.
    void savingToANameWithoutTheSuffixAsksBeforeReplacingTheSuffixedFile()
    {
        QTemporaryDir dir;
        const QString existing = dir.filePath(QStringLiteral("mygame.c4game"));
        {
            QFile old(existing);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the old game");
        }
        LoneFileActions lone;
        QVERIFY(lone.game.play(3));

        QVERIFY(!lone.actions.saveToTypedName(dir.filePath(QStringLiteral("mygame"))));
        QCOMPARE(lone.asked, QStringList{QStringLiteral("mygame.c4game already exists. Replace it?")});
        QFile kept(existing);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("the old game"));
        kept.close();
        QVERIFY(lone.game.isModified());

        lone.reply = QMessageBox::Yes;
        QVERIFY(lone.actions.saveToTypedName(dir.filePath(QStringLiteral("mygame"))));
        const std::optional<GameRecord> saved = GameFile::load(existing);
        QVERIFY(saved);
        QCOMPARE(saved->columns(), std::vector<int>{3});
        QVERIFY(!lone.game.isModified());
        // A name with the suffix was the dialog's to ask about; a new one needs no question.
        QVERIFY(lone.actions.saveToTypedName(existing));
        QVERIFY(lone.actions.saveToTypedName(dir.filePath(QStringLiteral("other"))));
        QCOMPARE(lone.asked.size(), 2);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("other.c4game"))));
    }

    // Two windows on one file: the later save silently replaced the
    // other's. A save over a file changed since this window read or wrote
    // it asks first.
    void savingOverAFileChangedElsewhereAsksFirst()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.c4game"));
        LoneFileActions lone;
        QVERIFY(lone.game.play(3));
        QVERIFY(lone.actions.saveFile(path));
        QVERIFY(lone.game.play(4));
        QVERIFY(lone.actions.saveFile(path));  // unchanged since: no question
        QVERIFY(lone.asked.isEmpty());

        // Another window saves its own game there.
        GameRecord other = GameRecord::fromPosition(Position());
        other.moves = {MoveRecord{0, {}}, MoveRecord{1, {}}, MoveRecord{0, {}}};
        QVERIFY(GameFile::save(other, path));
        QVERIFY(lone.game.play(2));
        QVERIFY(!lone.actions.saveFile(path));
        QCOMPARE(lone.asked.size(), 1);
        QVERIFY2(lone.asked[0].startsWith("shared.c4game was changed by another window or program"), qPrintable(lone.asked[0]));
        QCOMPARE(GameFile::load(path)->columns(), other.columns());
        QVERIFY(lone.game.isModified());

        lone.reply = QMessageBox::Yes;
        QVERIFY(lone.actions.saveFile(path));
        QCOMPARE(lone.asked.size(), 2);
        QCOMPARE(GameFile::load(path)->columns(), (std::vector<int>{3, 4, 2}));

        // Another game is not that file's: writing it there is Save As's
        // business (its dialog asks), not a change made elsewhere.
        QVERIFY(GameFile::save(other, path));
        lone.game.newGame(humans());
        QVERIFY(lone.game.play(5));
        QVERIFY(lone.actions.saveFile(path));
        QCOMPARE(lone.asked.size(), 2);
    }

    // Issue 15: a failed save says what to do in plain words; the system's
    // reason is the detail.
    void failedSaveLeadsWithPlainWordsAndKeepsTheReasonAsDetail()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no-such-folder/game.c4game"));
        TestWindow w;
        play(w, {3});
        QVERIFY(!w.window.saveFile(path));
        QCOMPARE(w.plainTexts.size(), 1);
        QVERIFY2(w.plainTexts[0].startsWith(QStringLiteral("game.c4game could not be saved")), qPrintable(w.plainTexts[0]));
        QVERIFY2(!w.plainTexts[0].contains(dir.path()), qPrintable(w.plainTexts[0]));
        QVERIFY2(w.messages[0].size() > w.plainTexts[0].size() + 1, qPrintable(w.messages[0]));  // details follow
        QVERIFY(w.window.isWindowModified());
    }

    void badMoveStringIsExplainedAndTheGameStays()
    {
        TestWindow w;
        play(w, {0});
        QVERIFY(!w.window.importMoves(QStringLiteral("44x5"), BoardSpec::standard()));
        QCOMPARE(w.messages.size(), 1);
        QVERIFY2(w.messages[0].contains(QLatin1String("move 3")), qPrintable(w.messages[0]));
        QCOMPARE(w.moves(), std::vector<int>{0});
        QVERIFY(w.window.importMoves(QStringLiteral("4453"), BoardSpec::standard()));
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 4, 2}));
    }

    void importedLineKeepsThePlayersAndTheComputerWaits()
    {
        GameSetup setup = humans();
        setup.players[1] = PlayerSetup::computer(QStringLiteral("Bot"), 1);
        TestWindow w(setup);
        QVERIFY(w.window.importMoves(QStringLiteral("4"), BoardSpec::standard()));
        QCOMPARE(w.moves(), std::vector<int>{3});
        QVERIFY(w.game()->player(1).isComputer());
        QVERIFY(w.game()->isPaused());
        QVERIFY(!w.game()->isComputerThinking());
        w.window.action(QStringLiteral("pause"))->trigger();  // Resume
        QTRY_COMPARE_WITH_TIMEOUT(int(w.moves().size()), 2, 10000);
    }

    void closingWithUnsavedChangesAsks_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("closes");
        QTest::addRow("cancel keeps the window") << int(QMessageBox::Cancel) << false;
        QTest::addRow("discard closes") << int(QMessageBox::Discard) << true;
    }
    void closingWithUnsavedChangesAsks()
    {
        QFETCH(int, answer);
        QFETCH(bool, closes);
        TestWindow w;
        QVERIFY(w.window.close());  // nothing played: no question
        QCOMPARE(w.questions, 0);
        w.window.show();
        play(w, {3});
        w.answer = QMessageBox::StandardButton(answer);
        QCOMPARE(w.window.close(), closes);
        QCOMPARE(w.questions, 1);
        QCOMPARE(w.window.isVisible(), !closes);
    }

    void statusBarSaysWhoMovesAndWhoWon()
    {
        TestWindow w;
        QVERIFY(w.window.turnText().contains(QLatin1String("Ann")));
        play(w, {0});
        QVERIFY(w.window.turnText().contains(QLatin1String("Ben")));
        play(w, {1, 0, 1, 0, 1, 0});
        QVERIFY2(w.window.turnText().contains(QLatin1String("Ann")) && w.window.turnText().contains(QLatin1String("wins")),
                 qPrintable(w.window.turnText()));
        QVERIFY(!w.board()->acceptsInput());
        QCOMPARE(w.board()->message(), w.window.turnText());  // also over the board
    }

    void clocksAppearWithATimeControl()
    {
        GameSetup setup = humans();
        setup.timeControl = TimeControl::clock(5 * 60'000, 2000);
        TestWindow w(setup);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        // One clock a player over the board, not small text in a corner.
        ClockView* clocks = w.window.clockView();
        QVERIFY(clocks->isVisible());
        QVERIFY(clocks->y() < w.board()->y());
        QCOMPARE(clocks->clockText(0), QStringLiteral("Ann  5:00"));
        QCOMPARE(clocks->clockText(1), QStringLiteral("Ben  5:00"));
        TestWindow untimed;
        QVERIFY(!untimed.window.clockView()->isVisible());
    }

    void docksCanBeClosedAndBroughtBack()
    {
        TestWindow w;
        auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("analysisDock"));
        QVERIFY(dock);
        QVERIFY(dock->isVisible());
        const QByteArray shown = w.window.saveState();
        dock->close();
        QVERIFY(!dock->isVisible());
        const QByteArray hidden = w.window.saveState();
        QVERIFY(w.window.restoreState(shown));
        QVERIFY(dock->isVisible());
        QVERIFY(w.window.restoreState(hidden));
        QVERIFY(!dock->isVisible());
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
        // Reset Layout brings back a closed or floating panel.
        dock->close();
        auto* graph = w.window.findChild<QDockWidget*>(QStringLiteral("evalGraphDock"));
        graph->setFloating(true);
        w.window.action(QStringLiteral("resetLayout"))->trigger();
        QVERIFY(dock->isVisible());
        QVERIFY(!graph->isFloating());
        QCOMPARE(w.window.dockWidgetArea(dock), Qt::RightDockWidgetArea);
        QCOMPARE(w.window.dockWidgetArea(graph), Qt::BottomDockWidgetArea);
    }

    void swapSidesHandsTheOtherColourToThePerson()
    {
        GameSetup setup = humans();
        setup.players[1] = PlayerSetup::computer(QStringLiteral("Bot"), 1);
        TestWindow w(setup);
        w.game()->pause();
        w.window.action(QStringLiteral("swapSides"))->trigger();
        QVERIFY(w.game()->player(0).isComputer());
        QVERIFY(w.game()->player(1).isHuman());
    }

    void hintMarksTheWinningColumn()
    {
        TestWindow w;
        play(w, {0, 6, 0, 6, 0, 5});  // Yellow wins at once in column 1
        QSignalSpy hint(w.game(), &Game::hintReady);
        w.window.action(QStringLiteral("hint"))->trigger();
        QVERIFY(hint.wait(10000));
        QCOMPARE(w.board()->hintColumn(), 0);
        QCOMPARE(w.board()->cursorColumn(), 0);
        QVERIFY2(w.window.statusBar()->currentMessage().startsWith(QStringLiteral("Hint: column 1")),
                 qPrintable(w.window.statusBar()->currentMessage()));
        // Enter plays the hinted column, and the hint's message goes with
        // its position (it stayed, saying Enter would play it again).
        QTest::keyClick(w.board(), Qt::Key_Return);
        QCOMPARE(w.moves().back(), 0);
        QVERIFY(w.game()->isOver());
        QCOMPARE(w.window.statusBar()->currentMessage(), QString());
    }

    void pauseStopsAndResumesComputerAgainstComputer()
    {
        GameSetup setup;
        setup.players = {PlayerSetup::computer(QStringLiteral("A"), 1), PlayerSetup::computer(QStringLiteral("B"), 1)};
        setup.spec = {4, 4, 3};
        TestWindow w(setup);
        w.game()->setComputerDelay(0);
        QAction* pause = w.window.action(QStringLiteral("pause"));
        QVERIFY(pause->isEnabled());
        pause->trigger();
        QVERIFY(w.game()->isPaused());
        QVERIFY(pause->isChecked());
        QVERIFY(w.window.turnText().contains(QLatin1String("Paused")));
        const auto played = w.moves().size();
        // Paused: nothing searches and nothing waits to be played, so once
        // the engine's worker has returned no move can come.
        QVERIFY(!w.game()->isComputerThinking());
        QVERIFY(w.game()->engine()->waitForWorkers(10000));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(w.moves().size(), played);
        pause->trigger();
        QVERIFY(!w.game()->isPaused());
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->isOver(), 20000);
    }

    void resumeLetsTheComputerPlayFromABrowsedPosition()
    {
        GameSetup setup = humans();
        setup.players[1] = PlayerSetup::computer(QStringLiteral("Bot"), 1);
        TestWindow w(setup);
        QTest::keyClick(w.board(), Qt::Key_4);
        QTRY_COMPARE_WITH_TIMEOUT(int(w.moves().size()), 2, 10000);
        w.game()->goToMove(1);  // Bot to move, looking back
        QVERIFY(!w.game()->isComputerThinking());
        QVERIFY2(w.window.turnText().contains(QLatin1String("Bot")), qPrintable(w.window.turnText()));
        QAction* pause = w.window.action(QStringLiteral("pause"));
        QVERIFY(pause->isEnabled());
        pause->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(int(w.moves().size()), 2, 10000);
        QTRY_VERIFY(w.board()->isInputEnabled());
    }

    // Review game scores every move, and the scores are the right ones: on
    // 7x6 the known ones (the empty board's column 1 is -2; the last two
    // moves worked out by hand: Red ignores Yellow's three in a column,
    // Yellow wins with its 4th stone, 22 - 4 = 18), on 5x4 every move
    // against the brute-force oracle of tests/engine/bruteforce.h.
    void reviewScoresEveryMove_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QList<int>>("moves");
        QTest::addColumn<KnownScores>("known");
        QTest::addRow("7x6, known scores") << BoardSpec::standard() << QList<int>{0, 1, 0, 1, 0, 1, 0}
                                           << KnownScores{{1, -2}, {6, -18}, {7, 18}};
        QTest::addRow("5x4, brute force (Red wins with move 14)") << BoardSpec{5, 4, 4} << QList<int>{3, 3, 0, 2, 4, 3, 3, 2, 4, 2, 1, 1, 2, 0}
                                          << KnownScores{};
    }
    void reviewScoresEveryMove()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(QList<int>, moves);
        QFETCH(KnownScores, known);
        GameSetup setup = humans();
        setup.spec = spec;
        TestWindow w(setup);
        // The review gives each position a level-10 move's time (on 5x4
        // only its 0.2 s floor); the most it allows, 3 s, so that a busy or
        // sanitized build still proves every position: this checks the
        // scores, not the speed. (A finished proof ends a position early.)
        w.game()->setComputerMoveTime(3000);
        for (const int column : moves)
            QVERIFY(w.game()->play(column));
        QVERIFY(w.game()->isOver());
        QAction* review = w.window.action(QStringLiteral("review"));
        QVERIFY(review->isEnabled());
        review->trigger();
        QVERIFY(!review->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(review->isEnabled(), 60000);
        std::unordered_map<uint64_t, int> memo;
        Position position(spec);
        for (int ply = 1; ply <= int(moves.size()); ++ply) {
            const std::optional<Score> score = w.window.analysis()->moveScore(ply);
            QVERIFY2(score && score->isExact(), qPrintable(QString::number(ply)));
            // The move list shows it (painted from the analysis, not a copy).
            QVERIFY2(!w.window.moveList()->itemForPly(ply)->text(MoveList::EvalColumn).isEmpty(),
                     qPrintable(QString::number(ply)));
            // The mover's score for the move: given, or by brute force.
            const int column = moves[ply - 1];
            std::optional<int> expected;
            if (known.contains(ply))
                expected = known.value(ply);
            else if (known.isEmpty())
                expected = position.visit([&](const auto& b) { return testing::bruteForceColumn(b, column, memo); });
            position.play(column);
            if (!expected)
                continue;
            QVERIFY2(score->value == *expected,
                     qPrintable(QStringLiteral("move %1: %2, expected %3").arg(ply).arg(score->value).arg(*expected)));
        }
    }

    // Issue 15, point 7: the end of a game offers the next one and the tally.
    void theEndOfAGameOffersPlayAgainAndTheTally()
    {
        TestWindow w;
        GameOverBar* bar = w.window.gameOverBar();
        QVERIFY(!bar->isVisible());
        play(w, {0, 1, 0, 1, 0, 1, 0});  // Ann wins
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->resultText(), QStringLiteral("Yellow wins: Ann"));
        QCOMPARE(bar->tallyText(), QStringLiteral("Tally on 7x6: Ann 1, Ben 0, draws 0"));

        // Undo takes the end back: the bar goes. The game may end again,
        // another way: the bar comes back with Play Again and Review Game
        // (it stayed away), and the tally counts the game once.
        w.game()->undo();
        QVERIFY(!bar->isVisible());
        QVERIFY(w.game()->play(2));
        QVERIFY(w.game()->play(1));  // Ben wins this time
        QVERIFY(w.game()->isOver());
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->resultText(), QStringLiteral("Red wins: Ben"));
        QCOMPARE(bar->tallyText(), QStringLiteral("Tally on 7x6: Ann 1, Ben 0, draws 0"));
        // Escape closes it from the board, which has the keyboard; closed,
        // it stays closed while the person browses back to the end.
        w.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        w.board()->setFocus();
        QTest::keyClick(w.board(), Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
        QVERIFY(w.board()->hasFocus());
        w.game()->goToMove(5);
        w.game()->goToMove(8);
        QVERIFY(w.game()->isOver());
        QVERIFY(!bar->isVisible());

        // Play Again: same players, the other one starts (the finished game
        // is not saved: the window asks first).
        w.answer = QMessageBox::Discard;
        auto* again = bar->findChild<QPushButton*>();
        QVERIFY(again && again->text().remove('&') == QStringLiteral("Play Again"));
        QTest::mouseClick(again, Qt::LeftButton);
        QVERIFY(!bar->isVisible());
        QCOMPARE(w.game()->position().movesPlayed(), 0);
        QCOMPARE(w.game()->firstPlayer(), 1);
        QCOMPARE(w.game()->playerName(0), QStringLiteral("Ann"));
        play(w, {0, 1, 0, 1, 0, 1, 0});  // Ben moves first now and wins
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->resultText(), QStringLiteral("Yellow wins: Ben"));
        QCOMPARE(bar->tallyText(), QStringLiteral("Tally on 7x6: Ann 1, Ben 1, draws 0"));

        auto* review = bar->findChildren<QPushButton*>().at(1);
        QCOMPARE(review->text().remove('&'), QStringLiteral("Review Game"));
        QTest::mouseClick(review, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(w.window.engineText().startsWith("Review done"), 20000);
    }

    // Issue 15, point 9: no text outlives the state it describes.
    void reviewDoneDoesNotStayIntoTheNextGame()
    {
        TestWindow w;
        play(w, {0, 1, 0, 1, 0, 1, 0});
        QVERIFY(w.game()->isOver());
        w.window.action(QStringLiteral("review"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.window.engineText().startsWith("Review done"), 20000);
        w.window.startGame(humans());
        QVERIFY(!w.window.engineText().contains("Review"));
    }

    // The bar's Review Game is the action's button: off while the action is
    // (a review running, a game without moves), where a click did nothing.
    void reviewGameOnTheBarFollowsTheAction()
    {
        TestWindow w;
        play(w, {0, 1, 0, 1, 0, 1, 0});
        auto* review = w.window.gameOverBar()->findChildren<QPushButton*>().at(1);
        QCOMPARE(review->text().remove('&'), QStringLiteral("Review Game"));
        QVERIFY(review->isEnabled());
        QTest::mouseClick(review, Qt::LeftButton);
        QVERIFY(w.window.engineText().startsWith("Reviewing the game"));
        QVERIFY(!w.window.action(QStringLiteral("review"))->isEnabled());
        QVERIFY(!review->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(w.window.engineText().startsWith("Review done"), 20000);
        QVERIFY(review->isEnabled());
    }

    // "1 positions left" in every language.
    void theReviewCountsItsLastPositionInTheSingular()
    {
        QVERIFY(Language::apply(QStringLiteral("en")));  // English's plural forms
        TestWindow w;
        play(w, {0, 1, 0, 1, 0, 1, 0});
        QStringList seen;
        connect(w.window.analysis(), &GameAnalysis::stateChanged, &w.window,
                [&] { seen << w.window.engineText(); });
        w.window.action(QStringLiteral("review"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.window.engineText().startsWith("Review done"), 20000);
        QVERIFY2(seen.contains(QStringLiteral("Reviewing the game: 1 position left")), qPrintable(seen.join('\n')));
        QVERIFY(!seen.join('\n').contains(QStringLiteral("1 positions")));
    }

    // The board's names (its tooltips, its description for screen readers)
    // follow a change of language as every other widget's do.
    void theBoardRenamesThePlayersInAnotherLanguage()
    {
        GameSetup setup = humans();
        setup.players[0] = PlayerSetup::human(QString());  // "You" against the computer
        setup.players[1] = PlayerSetup::computer(QString(), 5);
        setup.firstPlayer = 0;
        TestWindow w(setup);
        QVERIFY2(w.board()->accessibleDescription().startsWith(QStringLiteral("You (Yellow) to move")),
                 qPrintable(w.board()->accessibleDescription()));
        QVERIFY(Language::apply(QStringLiteral("de")));
        QCoreApplication::processEvents();
        const QString description = w.board()->accessibleDescription();
        QVERIFY(Language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY2(description.startsWith(QStringLiteral("Sie (Gelb)")), qPrintable(description));
    }

    // Paused on the person's own turn, the board said "The computer is
    // thinking." under the mouse.
    void thePausedBoardSaysSoUnderTheMouse()
    {
        GameSetup setup = humans();
        setup.players[1] = PlayerSetup::computer(QString(), 1);
        TestWindow w(setup);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.game()->pause();
        const QPoint cell = w.board()->cellCentre(3, 0).toPoint();
        QHelpEvent help(QEvent::ToolTip, cell, w.board()->mapToGlobal(cell));
        QCoreApplication::sendEvent(w.board(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(!QToolTip::text().contains(QStringLiteral("thinking")), qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().contains(QStringLiteral("Paused")), qPrintable(QToolTip::text()));
        QToolTip::hideText();
    }

    // "Keep analysing during play" was ticked again at every start.
    void keepAnalysingDuringPlayIsRemembered()
    {
        // Windows with settings (the tests' other windows keep none).
        const QString name = QStringLiteral("keep-analysing");
        const auto window = [&] { return std::make_unique<MainWindow>(MainWindow::Options{false, name, true}); };
        QSettings().remove(QStringLiteral("analysis/keepDuringPlay"));
        {
            const auto w = window();
            QVERIFY(w->analysisPanel()->keepAnalysingDuringPlay());
            w->analysisPanel()->findChild<QCheckBox*>()->setChecked(false);
        }
        {
            const auto w = window();
            QVERIFY(!w->analysisPanel()->keepAnalysingDuringPlay());
            QVERIFY(!w->analysis()->keepAnalysingDuringPlay());
            // A window without settings neither reads nor writes it.
            TestWindow other;
            QVERIFY(other.window.analysisPanel()->keepAnalysingDuringPlay());
            other.window.analysisPanel()->findChild<QCheckBox*>()->setChecked(true);
            QVERIFY(!QSettings().value(QStringLiteral("analysis/keepDuringPlay")).toBool());
        }
        QSettings().remove(QStringLiteral("analysis/keepDuringPlay"));
    }

    // New threads or memory reached an analysis without end only when the
    // position changed: it starts again with them.
    void newEngineSettingsRestartARunningAnalysis()
    {
        TestWindow w;
        w.window.analysis()->setAnalysing(true);
        QVERIFY(w.window.analysis()->isSearching());
        Engine* engine = w.window.analysis()->engine();
        const int before = engine->currentRequest();
        QVERIFY(before != 0);
        Preferences p = w.window.preferences();
        p.engineThreads = p.engineThreads == 1 ? 2 : 1;
        w.window.applyPreferences(p);
        QVERIFY(w.window.analysis()->isSearching());
        QVERIFY(engine->currentRequest() != before);
        // The same settings again: the search goes on.
        const int after = engine->currentRequest();
        w.window.applyPreferences(p);
        QCOMPARE(engine->currentRequest(), after);
    }

    void switchingBackToEnglishTranslatesTheTitleAgain()
    {
        TestWindow w;
        QVERIFY(Language::apply(QStringLiteral("de")));
        QCoreApplication::processEvents();
        QVERIFY2(w.window.windowTitle().startsWith(QStringLiteral("Unbenannt")), qPrintable(w.window.windowTitle()));
        QVERIFY(Language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY2(w.window.windowTitle().startsWith(QStringLiteral("Untitled")), qPrintable(w.window.windowTitle()));
        QVERIFY2(w.window.turnText().contains(QStringLiteral("to move")), qPrintable(w.window.turnText()));
    }

    // Issue 13: playing while browsing the move list deleted the later moves.
    void playingWhileBrowsingSaysUndoBringsTheMovesBack()
    {
        TestWindow w;
        play(w, {3, 3, 3, 3, 2, 2});
        w.game()->goToMove(3);
        QVERIFY(w.game()->play(0));
        QCOMPARE(w.window.statusBar()->currentMessage(), QString("Moves 4-6 were replaced; Undo brings them back."));
        QCOMPARE(w.questions, 0);
        w.window.action(QStringLiteral("undo"))->trigger();
        QCOMPARE(w.game()->line(), (std::vector<int>{3, 3, 3, 3, 2, 2}));
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 3}));
        // The message was about the replacing move's position: it goes with it.
        QCOMPARE(w.window.statusBar()->currentMessage(), QString());
        w.window.action(QStringLiteral("redo"))->trigger();
        QCOMPARE(w.moves(), (std::vector<int>{3, 3, 3, 3}));
    }

    // A flag fall taken back before any move leaves no moves to browse:
    // the status said "Move 0 of 0".
    void undoingAFlagFallAloneIsNotBrowsing()
    {
        GameSetup setup = humans();
        setup.timeControl = TimeControl::perMove(200);
        TestWindow w(setup);
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->isOver(), 5000);
        w.window.action(QStringLiteral("undo"))->trigger();
        QVERIFY(!w.game()->isOver());
        const QString turn = w.window.turnText();
        QVERIFY2(turn.contains(QStringLiteral("to move")) && !turn.startsWith(QStringLiteral("Move")), qPrintable(turn));
        w.game()->pause();
    }

    // Issue 13: a name from a file showed as a heading and a link.
    void namesFromAFileAreShownAsPlainText_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("heading and link") << QString("<h1>BIG</h1><a href=\"https://example.com\">click</a>");
        QTest::addRow("image") << QString("<img src=\"/etc/passwd\">");
        QTest::addRow("entity") << QString("&lt;b&gt;Ann");
        QTest::addRow("NUL and ESC") << QString("Ann") + QChar(0) + QString("\x1b[2JEvil");
    }
    void namesFromAFileAreShownAsPlainText()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        GameRecord record = GameRecord::fromPosition(Position());
        record.players = {PlayerSetup::human(name), PlayerSetup::human("Ben")};
        const QString path = dir.filePath("names.c4game");
        QVERIFY(GameFile::save(record, path));
        TestWindow w;
        QVERIFY(w.window.openFile(path));
        QCOMPARE(w.game()->player(0).name, name);
        for (const char* labelName : {"turnLabel", "engineLabel"}) {
            auto* label = w.window.findChild<QLabel*>(labelName);
            QVERIFY(label);
            QCOMPARE(label->textFormat(), Qt::PlainText);
        }
        // Shown whole once laid out (a label cuts a text it has no room for).
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        auto* turn = w.window.findChild<QLabel*>("turnLabel");
        QTRY_VERIFY2(turn->text().contains(name), qPrintable(turn->text()));
        for (QLabel* label : w.window.findChildren<QLabel*>())
            if (label->text().contains(name))
                QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->objectName()));
        QVERIFY(w.messages.isEmpty());
    }

    // Issue 13: Open on a FIFO hung the window; a device or folder is
    // refused with a message and the open game stays.
    void openingASpecialFileKeepsTheGame_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addRow("fifo") << "fifo";
        QTest::addRow("/dev/zero") << "/dev/zero";
        QTest::addRow("folder") << "folder";
    }
    void openingASpecialFileKeepsTheGame()
    {
        QFETCH(QString, target);
        QTemporaryDir dir;
        QString path = target;
        if (target == QLatin1String("fifo")) {
            path = dir.filePath("pipe.c4game");
            QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        } else if (target == QLatin1String("folder")) {
            path = dir.path();
        }
        TestWindow w;
        play(w, {3, 2});
        QVERIFY(!w.window.openFile(path));
        QCOMPARE(w.messages.size(), 1);
        QVERIFY2(w.messages.first().contains("cannot open " + path + ": it is"), qPrintable(w.messages.first()));
        QVERIFY(w.messages.first().contains("The current game is unchanged."));
        QCOMPARE(w.moves(), (std::vector<int>{3, 2}));
    }

    // Issue 17: drawn games on boards nobody can win saved but did not open.
    void drawsOnBoardsNobodyCanWinOpen_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addRow("7x1x7") << BoardSpec{7, 1, 7};
        QTest::addRow("2x2x5") << BoardSpec{2, 2, 5};
        QTest::addRow("1x1x2") << BoardSpec{1, 1, 2};
    }
    void drawsOnBoardsNobodyCanWinOpen()
    {
        QFETCH(BoardSpec, spec);
        QTemporaryDir dir;
        GameRecord record = GameRecord::fromPosition(Position(spec));
        Position position(spec);
        for (int c = 0; !position.isOver(); c = (c + 1) % spec.width) {
            if (!position.canPlay(c))
                continue;
            MoveNote note;
            note.score = Score::exact(0);
            record.moves.push_back(MoveRecord{c, note});
            position.play(c);
        }
        record.result = {GameResult::Kind::BoardFull, Player::None};
        const QString path = dir.filePath("draw.c4game");
        QString error;
        QVERIFY2(GameFile::save(record, path, &error), qPrintable(error));
        TestWindow w;
        QVERIFY2(w.window.openFile(path), qPrintable(w.messages.join("\n")));
        QCOMPARE(w.game()->position().movesPlayed(), spec.cells());
        QVERIFY(w.game()->position().isDraw());
    }

    // Issue 13: a truncated autosave was dropped silently and overwritten.
    void anUnreadableAutosaveIsReportedAndKept()
    {
        const QString name = QStringLiteral("tst_mainwindow_broken");
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir().mkpath(dir);
        QFile broken(dir + "/" + name + "-1.autosave.c4game");
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"connect4-game\", \"ver");
        broken.close();
        MainWindow window{MainWindow::Options{true, name, false}};
        QStringList messages;
        window.setMessageHandler([&](QMessageBox::Icon, const QString&, const QString& text, const QString& details) {
            messages << text + QStringLiteral("\n") + details;
        });
        int asked = 0;
        window.setQuestionHandler([&](const QString&, const QString&, QMessageBox::StandardButtons) {
            ++asked;
            return QMessageBox::Yes;
        });
        window.startSession();
        QCOMPARE(asked, 0);
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.first().contains("could not be read (not valid JSON"), qPrintable(messages.first()));
        const QStringList kept = QDir(dir).entryList({name + "-1.autosave.c4game.unreadable-*"}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QVERIFY(messages.first().contains(kept.first()));
        QVERIFY(window.close());
        QVERIFY(QFile::exists(dir + "/" + kept.first()));  // a normal exit keeps it too
    }

    void gameLeftByACrashIsOfferedAndRestored_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("restored");
        QTest::addColumn<bool>("keptForLater");
        QTest::addRow("yes restores the moves") << int(QMessageBox::Yes) << true << false;
        QTest::addRow("discard starts afresh") << int(QMessageBox::Discard) << false << false;
        // Escape or the box's close button answer Cancel: they deleted the
        // game when the box offered only Yes and No.
        QTest::addRow("cancel keeps it for the next start") << int(QMessageBox::Cancel) << false << true;
    }
    void gameLeftByACrashIsOfferedAndRestored()
    {
        QFETCH(int, answer);
        QFETCH(bool, restored);
        QFETCH(bool, keptForLater);
        const QString name = QStringLiteral("tst_mainwindow_restore");
        // Everything a record holds, none of it the default: board, players
        // (the computer starts), notes, and a position browsed back to
        // where the person is to move, so nothing runs on its own.
        GameRecord record;
        record.spec = BoardSpec{6, 5, 4};
        record.players = {PlayerSetup::human(QStringLiteral("Zoë")), PlayerSetup::computer(QStringLiteral("Deep"), 7)};
        record.firstPlayer = 1;
        for (const int c : {2, 3, 2, 4, 1}) {
            MoveNote note;
            note.timeMs = 100 * c;
            if (record.moves.size() % 2 == 0) {
                note.score = Score::estimate(10 + c);
                note.depth = 8;
            }
            record.moves.push_back(MoveRecord{c, note});
        }
        record.current = 3;
        record.created = QDateTime(QDate(2026, 11, 20), QTime(10, 30), Qt::UTC);
        QCOMPARE(GameFile::validate(record), QString());
        {
            // A session that never finished.
            Autosave crashed(name);
            crashed.start();
            QVERIFY(crashed.save(record));
        }
        MainWindow window{MainWindow::Options{true, name, false}};
        int asked = 0;
        bool stillWhileAsked = false;
        window.setQuestionHandler([&](const QString&, const QString&, QMessageBox::StandardButtons) {
            ++asked;
            // While the question is open the launch game waits: no clock
            // runs out and no computer moves behind it.
            stillWhileAsked = window.game()->isPaused() && !window.game()->isClockRunning()
                && !window.game()->isComputerThinking();
            return QMessageBox::StandardButton(answer);
        });
        window.setMessageHandler([](QMessageBox::Icon, const QString& title, const QString& text, const QString&) {
            QFAIL(qPrintable(title + QLatin1String(": ") + text));
        });
        window.startSession();
        QCOMPARE(asked, 1);
        QVERIFY(stillWhileAsked);
        QVERIFY(!window.game()->isPaused());  // and goes on once answered (neither game is computer against computer)
        if (restored) {
            GameRecord back = window.game()->record();
            QVERIFY(!window.game()->isComputerThinking());
            QCOMPARE(window.game()->position().moves(), (std::vector<int>{2, 3, 2}));
            QCOMPARE(window.boardView()->position().moves(), (std::vector<int>{2, 3, 2}));
            back.modified = record.modified;
            QCOMPARE(back, record);
        } else {
            QCOMPARE(window.game()->position().movesPlayed(), 0);
            QCOMPARE(window.game()->spec(), BoardSpec::standard());
            QVERIFY(window.game()->line().empty());
        }
        window.game()->setClean();
        QVERIFY(window.close());
        const std::optional<GameRecord> offered = gameOfferedAtTheNextStart(name);
        QCOMPARE(offered.has_value(), keptForLater);
        if (offered)
            QCOMPARE(offered->columns(), record.columns());
    }

    // A window opened with a file (or a board of its own) would replace a
    // restored game at once, and its autosave overwrote it: it leaves the
    // crashed session's game for a later start and asks nothing.
    void aLaunchGameLeavesACrashedGameForLater()
    {
        const QString name = QStringLiteral("tst_mainwindow_launch");
        GameRecord record = GameRecord::fromPosition(Position());
        record.moves = {MoveRecord{3, {}}, MoveRecord{2, {}}};
        {
            Autosave crashed(name);
            QVERIFY(crashed.start());
            QVERIFY(crashed.save(record));
        }
        MainWindow window{MainWindow::Options{true, name, false}};
        int asked = 0;
        window.setQuestionHandler([&](const QString&, const QString&, QMessageBox::StandardButtons) {
            ++asked;
            return QMessageBox::Yes;
        });
        window.startSession(false);
        QCOMPARE(asked, 0);
        QVERIFY(window.game()->play(5));  // written to this window's own slot
        window.game()->setClean();
        QVERIFY(window.close());
        const std::optional<GameRecord> offered = gameOfferedAtTheNextStart(name);
        QVERIFY(offered);
        QCOMPARE(offered->columns(), record.columns());
    }

    // A restored game is in no file: Quit asks, and Cancel keeps it open.
    void restoredGameCountsAsUnsaved()
    {
        const QString name = QStringLiteral("tst_mainwindow_unsaved");
        {
            Autosave crashed(name);
            GameRecord record = GameRecord::fromPosition(Position());
            record.moves.push_back(MoveRecord{3, {}});
            QVERIFY(crashed.save(record));
        }
        MainWindow window{MainWindow::Options{true, name, false}};
        QStringList questions;
        QMessageBox::StandardButton reply = QMessageBox::Yes;
        window.setQuestionHandler([&](const QString& title, const QString&, QMessageBox::StandardButtons) {
            questions << title;
            return reply;
        });
        window.startSession();
        QCOMPARE(questions, QStringList{"Restore Game?"});
        QVERIFY(window.game()->isModified());
        QVERIFY(window.isWindowModified());
        reply = QMessageBox::Cancel;
        QVERIFY(!window.close());
        QCOMPARE(questions.size(), 2);
        QCOMPARE(questions.last(), QString("Unsaved Game"));
        QCOMPARE(window.game()->position().movesPlayed(), 1);
        // Undo back to the restored state still counts as unsaved.
        QVERIFY(window.game()->play(3));
        window.game()->undo();
        QVERIFY(window.game()->isModified());
        reply = QMessageBox::Discard;
        QVERIFY(window.close());
    }

    // Two windows at once: the second is not told of a crash and neither
    // touches the other's autosave.
    void aSecondWindowLeavesTheFirstOnesAutosaveAlone()
    {
        const QString name = QStringLiteral("tst_mainwindow_two");
        MainWindow first{MainWindow::Options{true, name, false}};
        int asked = 0;
        auto count = [&](const QString&, const QString&, QMessageBox::StandardButtons) {
            ++asked;
            return QMessageBox::No;
        };
        first.setQuestionHandler(count);
        first.startSession();
        QVERIFY(first.game()->play(3));
        {
            MainWindow second{MainWindow::Options{true, name, false}};
            second.setQuestionHandler(count);
            second.startSession();
            QCOMPARE(asked, 0);
            QVERIFY(second.game()->play(0));
            second.game()->setClean();
            QVERIFY(second.close());
        }
        // The first window's game is still on disk; a crash now keeps it.
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        const auto files = QDir(dir).entryList({name + "-*.autosave.c4game"}, QDir::Files);
        QCOMPARE(files.size(), 1);
        const auto record = GameFile::load(dir + "/" + files.first());
        QVERIFY(record);
        QVERIFY(!record->columns().empty());
        QCOMPARE(record->columns().front(), 3);  // (the computer may have answered)
        first.game()->setClean();
        QVERIFY(first.close());
    }

    // Issue 17: a drawn game on a board nobody can win comes back from the
    // autosave like any other.
    void drawOnABoardNobodyCanWinIsRestored()
    {
        const QString name = QStringLiteral("tst_mainwindow_nowin");
        GameRecord record = GameRecord::fromPosition(Position(BoardSpec{7, 1, 7}));
        for (int c = 0; c < 7; ++c) {
            MoveNote note;
            note.score = Score::exact(0);
            record.moves.push_back(MoveRecord{c, note});
        }
        record.result = {GameResult::Kind::BoardFull, Player::None};
        {
            Autosave crashed(name);
            QVERIFY(crashed.save(record));
        }
        MainWindow window{MainWindow::Options{true, name, false}};
        window.setQuestionHandler([](const QString&, const QString&, QMessageBox::StandardButtons) {
            return QMessageBox::Yes;
        });
        window.setMessageHandler([](QMessageBox::Icon, const QString& title, const QString& text, const QString&) {
            QFAIL(qPrintable(title + QLatin1String(": ") + text));
        });
        window.startSession();
        QCOMPARE(window.game()->position().movesPlayed(), 7);
        QVERIFY(window.game()->position().isDraw());
        window.game()->setClean();
        QVERIFY(window.close());
    }

    void languageSwitchRetranslatesVisibleText()
    {
        TestWindow w;
        QPushButton* start = nullptr;
        for (QPushButton* b : w.window.analysisPanel()->findChildren<QPushButton*>())
            if (b->text() == QLatin1String("&Start analysis"))
                start = b;
        QVERIFY(start);
        const QString english = start->text();
        const QString gameMenu = w.window.menuBar()->actions().at(2)->text();
        QCOMPARE(gameMenu, QStringLiteral("&Game"));

        Preferences german = w.window.preferences();
        german.language = QStringLiteral("de");
        w.window.applyPreferences(german);
        const QString expected = QCoreApplication::translate("c4::AnalysisPanel", "&Start analysis");
        QVERIFY2(expected != english, "no German translation installed");
        QTRY_COMPARE(start->text(), expected);

        Preferences english_ = german;
        english_.language = QStringLiteral("en");
        w.window.applyPreferences(english_);
        QTRY_COMPARE(start->text(), english);
        QTRY_COMPARE(w.window.menuBar()->actions().at(2)->text(), QStringLiteral("&Game"));
    }

    // The memory preference is shared by the two engines (computer player
    // and analysis, which can run at once); the threads preference goes to each.
    void engineMemoryIsSharedByBothEngines()
    {
        TestWindow w;
        Preferences p = w.window.preferences();
        p.engineMemoryMiB = 256;
        p.engineThreads = 3;
        w.window.applyPreferences(p);
        QCOMPARE(w.game()->engine()->tableSizeMiB(), 128);
        QCOMPARE(w.window.analysis()->engine()->tableSizeMiB(), 128);
        QCOMPARE(w.game()->engine()->threads(), 3);
        QCOMPARE(w.window.analysis()->engine()->threads(), 3);
        // By default each engine keeps its own machine-sized table and every core.
        const Engine fresh;
        QCOMPARE(Preferences().engineMemoryMiB, 2 * fresh.tableSizeMiB());
        QCOMPARE(Preferences().engineThreads, fresh.threads());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
