#pragma once

#include "app/gamesetup.h"
#include "engine/analysis.h"
#include "engine/position.h"
#include "ui/settings.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace c4 {

class AnalysisPanel;
class Autosave;
class BoardView;
class Engine;
class EvalGraph;
class Game;
class GameAnalysis;
class GameStatus;
class MoveList;

// The window: the board in the centre, the analysis panel, the move list
// and the evaluation graph in docks, menus, a toolbar and a status bar.
//
// It owns a Game (which runs the computer players on its own Engine) and a
// second Engine for the analysis the person asks for, so analysing never
// cancels the computer's thinking. It never waits for either: every answer
// arrives as a signal. The board and panels only show and report; every
// change goes through the Game.
//
// Messages and questions go through replaceable handlers, so tests (and
// scripts) never meet a modal dialog.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        // Keep the game in the application data folder after every move
        // and offer the game of a crashed session at start.
        bool autosave = true;
        QString autosaveName = QStringLiteral("game");
        // Read and write QSettings (preferences, geometry, recent files).
        bool useSettings = true;
    };

    // Shows a message: icon, title, text.
    using MessageHandler = std::function<void(QMessageBox::Icon, const QString&, const QString&)>;
    // Asks a question: title, text, the buttons offered; returns the answer.
    using QuestionHandler =
        std::function<QMessageBox::StandardButton(const QString&, const QString&, QMessageBox::StandardButtons)>;

    explicit MainWindow(QWidget* parent = nullptr);
    explicit MainWindow(const Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    Game* game() const { return game_; }
    GameAnalysis* analysis() const { return analysis_; }
    Engine* analysisEngine() const;
    BoardView* boardView() const { return board_; }
    AnalysisPanel* analysisPanel() const { return panel_; }
    MoveList* moveList() const { return moveList_; }
    EvalGraph* evalGraph() const { return graph_; }

    // An action by its object name ("undo", "redo", "newGame", "hint",
    // "analyze", ...), for tests and scripts.
    QAction* action(const QString& name) const;

    void setMessageHandler(MessageHandler handler) { messageHandler_ = std::move(handler); }
    void setQuestionHandler(QuestionHandler handler) { questionHandler_ = std::move(handler); }

    // Starts a new game (no questions asked).
    void startGame(const GameSetup& setup);
    // Opens a .c4game file. On failure shows the loader's message and keeps
    // the current game; returns whether it was opened.
    bool openFile(const QString& path);
    // Saves the game to a file; shows a message on failure.
    bool saveFile(const QString& path);
    // Replaces the game by a move string played on `spec` (the current
    // players kept). On failure shows the message and keeps the game.
    bool importMoves(const QString& text, const BoardSpec& spec);

    // Continuous analysis of the shown position.
    void setAnalysing(bool on);
    bool isAnalysing() const;

    void applyPreferences(const Preferences& preferences);
    const Preferences& preferences() const { return preferences_; }

    // Offers the autosaved game of a session that did not end normally
    // (asks through the question handler) and starts autosaving. Call once
    // the window is shown.
    void startSession();

    // The text of the status bar fields, for tests.
    QString turnText() const;
    QString engineText() const;
    QString clockText() const;

signals:
    // Emitted with every message shown (also when a handler replaces the box).
    void messageShown(const QString& title, const QString& text);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createDocks();
    void createActions();
    void createMenus();
    void createToolBar();
    void connectGame();
    void retranslateUi();
    void updateIcons();

    // Game events.
    void onPositionChanged();
    void onAnalysisState();
    void onReviewFinished(int mistakes);
    void onHint(int column, const Score& score);
    void updateActions();
    void updateTitle();
    void updatePlayerNames();

    // Commands.
    void newGame();
    void open();
    bool save();
    bool saveAs();
    void openRecent(const QString& path);
    void pasteMoves();
    void importMovesFromFile();
    void copyMoves();
    void exportMovesToFile();
    void copyPosition();
    void hint();
    void swapSides();
    void togglePause();
    void showPreferences();
    void about();
    void rebuildRecentMenu();
    void addRecent(const QString& path);

    // Asks to save unsaved changes; returns false when the person cancels.
    bool maybeSave();
    void showMessage(QMessageBox::Icon icon, const QString& title, const QString& text);
    QMessageBox::StandardButton ask(const QString& title, const QString& text, QMessageBox::StandardButtons buttons);

    Options options_;
    Preferences preferences_;
    Engine* gameEngine_ = nullptr;
    GameAnalysis* analysis_ = nullptr;
    Game* game_ = nullptr;
    std::unique_ptr<Autosave> autosave_;
    MessageHandler messageHandler_;
    QuestionHandler questionHandler_;

    BoardView* board_ = nullptr;
    AnalysisPanel* panel_ = nullptr;
    MoveList* moveList_ = nullptr;
    EvalGraph* graph_ = nullptr;
    QDockWidget* panelDock_ = nullptr;
    QDockWidget* moveListDock_ = nullptr;
    QDockWidget* graphDock_ = nullptr;
    QToolBar* toolBar_ = nullptr;

    QMenu* fileMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* importMenu_ = nullptr;
    QMenu* exportMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* gameMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;

    QAction* newAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* saveAsAction_ = nullptr;
    QAction* pasteMovesAction_ = nullptr;
    QAction* importFileAction_ = nullptr;
    QAction* copyMovesAction_ = nullptr;
    QAction* exportFileAction_ = nullptr;
    QAction* copyPositionAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    QAction* analyzeAction_ = nullptr;
    QAction* swapAction_ = nullptr;
    QAction* pauseAction_ = nullptr;
    QAction* reviewAction_ = nullptr;
    QAction* preferencesAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QAction* clearRecentAction_ = nullptr;
    QAction* resetLayoutAction_ = nullptr;
    QByteArray defaultLayout_;

    GameStatus* status_ = nullptr;

};

}  // namespace c4
