#pragma once

#include "app/autosave.h"
#include "app/gamesetup.h"
#include "engine/analysis.h"
#include "engine/position.h"
#include "ui/prompts.h"
#include "ui/settings.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace c4 {

class AnalysisPanel;
class BoardView;
class ClockView;
class EvalGraph;
class FileActions;
class Game;
class GameActions;
class GameAnalysis;
class GameOverBar;
class GameStatus;
class GameTally;
class HelpDialog;
class MoveList;

// The window: the board in the centre, the analysis panel, the move list
// and the evaluation graph in docks, menus, a toolbar and a status bar.
//
// It owns the models, a Game (which runs the computer players on its own
// Engine) and its GameAnalysis (every evaluation, on a second Engine, so
// analysing never cancels the computer's thinking), and wires them to the
// widgets, which subscribe themselves (setAnalysis), paint the models'
// state and report what people ask; every change goes through the models.
// The window itself keeps the menus, the dialogs and the session
// (settings, autosave); the actions live in GameActions and FileActions.
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

    explicit MainWindow(QWidget* parent = nullptr);
    explicit MainWindow(const Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    Game* game() const { return game_; }
    GameAnalysis* analysis() const { return analysis_; }
    BoardView* boardView() const { return board_; }
    GameOverBar* gameOverBar() const { return gameOverBar_; }
    ClockView* clockView() const { return clocks_; }
    AnalysisPanel* analysisPanel() const { return panel_; }
    MoveList* moveList() const { return moveList_; }

    // An action by its object name ("undo", "redo", "newGame", "hint",
    // "analyze", ...), for tests and scripts.
    QAction* action(const QString& name) const;

    // Messages and questions go to these instead of modal boxes (Prompts).
    void setMessageHandler(Prompts::MessageHandler handler);
    void setQuestionHandler(Prompts::QuestionHandler handler);

    // Starts a new game (no questions asked).
    void startGame(const GameSetup& setup);
    // startGame() for the game a launch begins with; computer against
    // computer then waits for Resume rather than playing by itself at once.
    void startLaunchGame(const GameSetup& setup);
    // Opens a .c4game file. On failure shows the loader's message and keeps
    // the current game; returns whether it was opened.
    bool openFile(const QString& path);
    // openFile() for the file a launch opens: computer against computer
    // waits for Resume, as in startLaunchGame().
    bool openLaunchFile(const QString& path);
    // Saves the game to a file; shows a message on failure.
    bool saveFile(const QString& path);
    // Replaces the game by a move string played on `spec` (the current
    // players kept). On failure shows the message and keeps the game.
    bool importMoves(const QString& text, const BoardSpec& spec);

    void applyPreferences(const Preferences& preferences);
    const Preferences& preferences() const { return preferences_; }

    // Starts autosaving; with offerRestore, first offers the autosaved
    // game of a session that did not end normally (asks through the
    // question handler: Yes restores it, Discard deletes it, Cancel keeps
    // it for a later start). Without, such a game is left for a later
    // start: a window opened with a file or a board of its own would
    // replace a restored game at once. Call once the window is shown.
    void startSession(bool offerRestore = true);

    // The text of the status bar fields, for tests.
    QString turnText() const;
    QString engineText() const;

signals:
    // Emitted with every message shown (also when a handler replaces the box).
    void messageShown(const QString& title, const QString& text);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    // A modal dialog over the window (New Game, Preferences, a file dialog,
    // a question) holds the game: no clock runs out and no computer moves
    // behind it (Game::setHeld).
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // What became of the game a session that did not end normally left.
    enum class AbandonedGame { Restored, Discarded, Kept };
    AbandonedGame askAboutAbandonedGame();
    // A new autosave slot for this window (the one held before is let go,
    // its file kept); a failure shows in the status bar.
    void takeAutosaveSlot(Autosave::Slot which);

    // Pauses a game of computer against computer (at launch).
    void holdSelfPlay();
    void createDocks();
    void createActions();
    void createMenus();
    void createToolBar();
    void connectGame();
    void retranslateUi();
    void updateIcons();

    void updateTitle();

    // Commands.
    void newGame();
    // A new game with the same players, board and clocks; the other player starts.
    void playAgain();
    void showPreferences();
    void about();

    Options options_;
    Preferences preferences_;
    GameAnalysis* analysis_ = nullptr;
    Game* game_ = nullptr;
    std::unique_ptr<Autosave> autosave_;
    Prompts* prompts_ = nullptr;
    FileActions* fileActions_ = nullptr;

    BoardView* board_ = nullptr;
    ClockView* clocks_ = nullptr;
    GameTally* tally_ = nullptr;
    GameOverBar* gameOverBar_ = nullptr;
    AnalysisPanel* panel_ = nullptr;
    MoveList* moveList_ = nullptr;
    EvalGraph* graph_ = nullptr;
    QDockWidget* panelDock_ = nullptr;
    QDockWidget* moveListDock_ = nullptr;
    QDockWidget* graphDock_ = nullptr;
    QToolBar* toolBar_ = nullptr;

    QMenu* fileMenu_ = nullptr;
    QMenu* importMenu_ = nullptr;
    QMenu* exportMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* gameMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;

    QAction* newAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* preferencesAction_ = nullptr;
    QAction* helpAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    HelpDialog* help_ = nullptr;
    QAction* resetLayoutAction_ = nullptr;
    QByteArray defaultLayout_;

    GameActions* gameActions_ = nullptr;
    GameStatus* status_ = nullptr;

};

}  // namespace c4
