#include "ui/mainwindow.h"

#include "app/appinfo.h"
#include "app/autosave.h"
#include "app/engine.h"
#include "app/game.h"
#include "app/gameanalysis.h"
#include "app/gamefile.h"
#include "app/metatypes.h"
#include "app/movetext.h"
#include "ui/analysispanel.h"
#include "ui/boardview.h"
#include "ui/evalgraph.h"
#include "ui/gamestatus.h"
#include "ui/icons.h"
#include "app/language.h"
#include "ui/movelist.h"
#include "ui/newgamedialog.h"
#include "ui/preferencesdialog.h"
#include "ui/scoretext.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QToolBar>

namespace c4 {

MainWindow::MainWindow(QWidget* parent) : MainWindow(Options{}, parent) {}

MainWindow::MainWindow(const Options& options, QWidget* parent) : QMainWindow(parent), options_(options)
{
    registerMetaTypes();
    setObjectName(QStringLiteral("mainWindow"));
    game_ = new Game(nullptr, nullptr, this);
    gameEngine_ = game_->engine();
    analysis_ = new GameAnalysis(game_, this);

    board_ = new BoardView(this);
    setCentralWidget(board_);
    createDocks();
    createActions();
    createMenus();
    createToolBar();
    status_ = new GameStatus(statusBar(), board_, analysis_);
    connectGame();

    preferences_ = options_.useSettings ? Settings::preferences() : Preferences{};
    applyPreferences(preferences_);
    retranslateUi();

    // A comfortable first size that still fits a small screen.
    QSize size(1180, 780);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.92);
    resize(size);
    resizeDocks({panelDock_}, {360}, Qt::Horizontal);
    resizeDocks({graphDock_}, {130}, Qt::Vertical);
    defaultLayout_ = saveState();
    if (options_.useSettings) {
        restoreGeometry(Settings::windowGeometry());
        restoreState(Settings::windowState());
    }

    GameSetup setup = options_.useSettings ? Settings::lastSetup() : GameSetup{};
    if (!options_.useSettings) {
        setup.players[0].name = tr("You");
        setup.players[1].name = tr("Computer");
    }
    startGame(setup);
    board_->setFocus();
}

MainWindow::~MainWindow()
{
    // The game's engine and the analysis engine stop their workers when
    // destroyed; disconnect first so no late signal reaches a half-destroyed
    // window.
    disconnect(analysis_, nullptr, this, nullptr);
    disconnect(game_, nullptr, this, nullptr);
}

// ---------------------------------------------------------------- building

void MainWindow::createDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);

    panel_ = new AnalysisPanel(this);
    panel_->setKeepAnalysingDuringPlay(true);
    panelDock_ = new QDockWidget(this);
    panelDock_->setObjectName(QStringLiteral("analysisDock"));
    panelDock_->setWidget(panel_);
    addDockWidget(Qt::RightDockWidgetArea, panelDock_);

    moveList_ = new MoveList(this);
    moveListDock_ = new QDockWidget(this);
    moveListDock_->setObjectName(QStringLiteral("moveListDock"));
    moveListDock_->setWidget(moveList_);
    addDockWidget(Qt::RightDockWidgetArea, moveListDock_);
    splitDockWidget(panelDock_, moveListDock_, Qt::Vertical);

    graph_ = new EvalGraph(this);
    graphDock_ = new QDockWidget(this);
    graphDock_->setObjectName(QStringLiteral("evalGraphDock"));
    graphDock_->setWidget(graph_);
    addDockWidget(Qt::BottomDockWidgetArea, graphDock_);
}

void MainWindow::createActions()
{
    auto make = [this](const char* name, auto slot) {
        auto* action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    newAction_ = make("newGame", &MainWindow::newGame);
    newAction_->setShortcut(QKeySequence::New);
    openAction_ = make("open", &MainWindow::open);
    openAction_->setShortcut(QKeySequence::Open);
    saveAction_ = make("save", &MainWindow::save);
    saveAction_->setShortcut(QKeySequence::Save);
    saveAsAction_ = make("saveAs", &MainWindow::saveAs);
    saveAsAction_->setShortcut(QKeySequence::SaveAs);
    pasteMovesAction_ = make("pasteMoves", &MainWindow::pasteMoves);
    pasteMovesAction_->setShortcut(QKeySequence::Paste);
    importFileAction_ = make("importMovesFile", &MainWindow::importMovesFromFile);
    copyMovesAction_ = make("copyMoves", &MainWindow::copyMoves);
    copyMovesAction_->setShortcut(QKeySequence::Copy);
    exportFileAction_ = make("exportMovesFile", &MainWindow::exportMovesToFile);
    copyPositionAction_ = make("copyPosition", &MainWindow::copyPosition);
    copyPositionAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    quitAction_ = make("quit", &MainWindow::close);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);

    // The game's own undo, not QUndoStack::createUndoAction: against the
    // computer one step is two plies (back to the person's turn).
    undoAction_ = make("undo", [this] { game_->undo(); });
    undoAction_->setShortcut(QKeySequence::Undo);
    redoAction_ = make("redo", [this] { game_->redo(); });
    redoAction_->setShortcut(QKeySequence::Redo);

    hintAction_ = make("hint", &MainWindow::hint);
    hintAction_->setShortcuts({QKeySequence(Qt::Key_Question), QKeySequence(Qt::SHIFT | Qt::Key_Question),
                               QKeySequence(Qt::Key_H)});
    analyzeAction_ = make("analyze", [this](bool on) { setAnalysing(on); });
    analyzeAction_->setCheckable(true);
    analyzeAction_->setShortcut(QKeySequence(Qt::Key_A));
    swapAction_ = make("swapSides", &MainWindow::swapSides);
    swapAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    pauseAction_ = make("pause", &MainWindow::togglePause);
    pauseAction_->setCheckable(true);
    pauseAction_->setShortcut(QKeySequence(Qt::Key_P));
    reviewAction_ = make("review", [this] { analysis_->startReview(); });
    reviewAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    preferencesAction_ = make("preferences", &MainWindow::showPreferences);
    preferencesAction_->setShortcut(QKeySequence::Preferences);
    preferencesAction_->setMenuRole(QAction::PreferencesRole);
    aboutAction_ = make("about", &MainWindow::about);
    aboutAction_->setMenuRole(QAction::AboutRole);
    clearRecentAction_ = make("clearRecent", [this] {
        if (options_.useSettings)
            Settings::clearRecentFiles();
        rebuildRecentMenu();
    });
    updateIcons();
}

void MainWindow::createMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->addAction(newAction_);
    fileMenu_->addAction(openAction_);
    recentMenu_ = fileMenu_->addMenu(QString());
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    fileMenu_->addSeparator();
    fileMenu_->addAction(saveAction_);
    fileMenu_->addAction(saveAsAction_);
    fileMenu_->addSeparator();
    importMenu_ = fileMenu_->addMenu(QString());
    importMenu_->addAction(pasteMovesAction_);
    importMenu_->addAction(importFileAction_);
    exportMenu_ = fileMenu_->addMenu(QString());
    exportMenu_->addAction(copyMovesAction_);
    exportMenu_->addAction(exportFileAction_);
    exportMenu_->addAction(copyPositionAction_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(quitAction_);

    editMenu_ = menuBar()->addMenu(QString());
    editMenu_->addAction(undoAction_);
    editMenu_->addAction(redoAction_);
    editMenu_->addSeparator();
    editMenu_->addAction(copyMovesAction_);
    editMenu_->addAction(copyPositionAction_);
    editMenu_->addAction(pasteMovesAction_);
    editMenu_->addSeparator();
    editMenu_->addAction(preferencesAction_);

    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addAction(hintAction_);
    gameMenu_->addAction(analyzeAction_);
    gameMenu_->addAction(reviewAction_);
    gameMenu_->addSeparator();
    gameMenu_->addAction(swapAction_);
    gameMenu_->addAction(pauseAction_);

    viewMenu_ = menuBar()->addMenu(QString());
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addAction(aboutAction_);
}

void MainWindow::createToolBar()
{
    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("mainToolBar"));
    toolBar_->setMovable(false);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->setIconSize(QSize(20, 20));
    toolBar_->addAction(newAction_);
    toolBar_->addAction(openAction_);
    toolBar_->addAction(saveAction_);
    toolBar_->addSeparator();
    toolBar_->addAction(undoAction_);
    toolBar_->addAction(redoAction_);
    toolBar_->addSeparator();
    toolBar_->addAction(hintAction_);
    toolBar_->addAction(analyzeAction_);
    toolBar_->addSeparator();
    toolBar_->addAction(swapAction_);
    toolBar_->addAction(pauseAction_);

    viewMenu_->addAction(panelDock_->toggleViewAction());
    viewMenu_->addAction(moveListDock_->toggleViewAction());
    viewMenu_->addAction(graphDock_->toggleViewAction());
    viewMenu_->addAction(toolBar_->toggleViewAction());
    viewMenu_->addSeparator();
    resetLayoutAction_ = new QAction(this);
    resetLayoutAction_->setObjectName(QStringLiteral("resetLayout"));
    connect(resetLayoutAction_, &QAction::triggered, this, [this] {
        restoreState(defaultLayout_);
        for (QDockWidget* dock : {panelDock_, moveListDock_, graphDock_})
            dock->show();
        toolBar_->show();
    });
    viewMenu_->addAction(resetLayoutAction_);
}

void MainWindow::connectGame()
{
    board_->setAnalysis(analysis_);
    panel_->setAnalysis(analysis_);
    moveList_->setAnalysis(analysis_);
    graph_->setAnalysis(analysis_);
    connect(board_, &BoardView::columnChosen, this, [this](int column) {
        QString why;
        if (!game_->play(column, &why))
            statusBar()->showMessage(tr("Cannot play there: %1").arg(why), 4000);
    });
    connect(game_, &Game::positionChanged, this, &MainWindow::onPositionChanged);
    connect(game_, &Game::playersChanged, this, [this] {
        updatePlayerNames();
        onPositionChanged();
    });
    connect(game_, &Game::computerThinkingChanged, this, &MainWindow::updateActions);
    connect(game_, &Game::gameOver, this, &MainWindow::updateActions);
    connect(game_, &Game::modifiedChanged, this, &MainWindow::updateTitle);
    connect(game_, &Game::filePathChanged, this, &MainWindow::updateTitle);
    connect(game_, &Game::pausedChanged, this, &MainWindow::updateActions);
    connect(game_, &Game::hintReady, this, &MainWindow::onHint);
    connect(game_, &Game::lineReplaced, this, [this](int first, int last) {
        statusBar()->showMessage(first == last ? tr("Move %1 was replaced; Undo brings it back.").arg(first)
                                               : tr("Moves %1-%2 were replaced; Undo brings them back.")
                                                     .arg(first)
                                                     .arg(last),
                                 8000);
    });
    connect(game_, &Game::errorOccurred, this, [this](const QString& message) {
        showMessage(QMessageBox::Warning, tr("Engine problem"), message);
    });

    connect(analysis_, &GameAnalysis::stateChanged, this, &MainWindow::onAnalysisState);
    connect(analysis_, &GameAnalysis::reviewFinished, this, &MainWindow::onReviewFinished);
    connect(analysis_, &GameAnalysis::errorOccurred, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Analysis failed: %1").arg(message), 6000);
    });
    connect(panel_, &AnalysisPanel::analysisRequested, this, &MainWindow::setAnalysing);
    connect(panel_, &AnalysisPanel::keepAnalysingDuringPlayChanged, analysis_,
            &GameAnalysis::setKeepAnalysingDuringPlay);
    connect(panel_, &AnalysisPanel::columnActivated, this, [this](int column) {
        if (game_->isHumanTurn() && board_->acceptsInput())
            game_->play(column);
    });
    // After a click in a panel the board takes the keyboard back, so the
    // digits keep playing moves.
    connect(moveList_, &MoveList::moveSelected, this, [this](int ply) {
        game_->goToMove(ply);
        board_->setFocus();
    });
    connect(graph_, &EvalGraph::plySelected, this, [this](int ply) {
        game_->goToMove(ply);
        board_->setFocus();
    });
}

void MainWindow::updateIcons()
{
    const QColor stroke = palette().color(QPalette::ButtonText);
    newAction_->setIcon(Icons::icon(Icons::Kind::NewGame, stroke));
    openAction_->setIcon(Icons::icon(Icons::Kind::Open, stroke));
    saveAction_->setIcon(Icons::icon(Icons::Kind::Save, stroke));
    undoAction_->setIcon(Icons::icon(Icons::Kind::Undo, stroke));
    redoAction_->setIcon(Icons::icon(Icons::Kind::Redo, stroke));
    hintAction_->setIcon(Icons::icon(Icons::Kind::Hint, stroke));
    analyzeAction_->setIcon(Icons::icon(Icons::Kind::Analyze, stroke));
    swapAction_->setIcon(Icons::icon(Icons::Kind::Swap, stroke));
    pauseAction_->setIcon(Icons::icon(Icons::Kind::Pause, stroke));
    reviewAction_->setIcon(Icons::icon(Icons::Kind::Review, stroke));
    preferencesAction_->setIcon(Icons::icon(Icons::Kind::Preferences, stroke));
}

void MainWindow::retranslateUi()
{
    fileMenu_->setTitle(tr("&File"));
    recentMenu_->setTitle(tr("Open &Recent"));
    importMenu_->setTitle(tr("&Import Moves"));
    exportMenu_->setTitle(tr("&Export"));
    editMenu_->setTitle(tr("&Edit"));
    gameMenu_->setTitle(tr("&Game"));
    viewMenu_->setTitle(tr("&View"));
    helpMenu_->setTitle(tr("&Help"));

    newAction_->setText(tr("&New Game…"));
    newAction_->setIconText(tr("New"));
    newAction_->setToolTip(tr("Start a new game: board size, players, levels and time (%1)")
                               .arg(newAction_->shortcut().toString(QKeySequence::NativeText)));
    openAction_->setText(tr("&Open…"));
    openAction_->setIconText(tr("Open"));
    openAction_->setToolTip(tr("Open a saved game"));
    saveAction_->setText(tr("&Save"));
    saveAction_->setIconText(tr("Save"));
    saveAction_->setToolTip(tr("Save the game"));
    saveAsAction_->setText(tr("Save &As…"));
    pasteMovesAction_->setText(tr("&Paste Moves"));
    pasteMovesAction_->setToolTip(tr("Play the moves of a move string from the clipboard, like 4453"));
    importFileAction_->setText(tr("Import Moves from &File…"));
    copyMovesAction_->setText(tr("&Copy Moves"));
    copyMovesAction_->setToolTip(tr("Copy the moves as a move string, like 4453"));
    exportFileAction_->setText(tr("Export Moves to &File…"));
    copyPositionAction_->setText(tr("Copy &Position as Text"));
    quitAction_->setText(tr("&Quit"));
    clearRecentAction_->setText(tr("&Clear Menu"));
    undoAction_->setText(tr("&Undo Move"));
    undoAction_->setIconText(tr("Undo"));
    undoAction_->setToolTip(tr("Take back your last move (%1)")
                                .arg(undoAction_->shortcut().toString(QKeySequence::NativeText)));
    redoAction_->setText(tr("&Redo Move"));
    redoAction_->setIconText(tr("Redo"));
    redoAction_->setToolTip(tr("Play the move taken back again (%1)")
                                .arg(redoAction_->shortcut().toString(QKeySequence::NativeText)));
    hintAction_->setText(tr("&Hint"));
    hintAction_->setIconText(tr("Hint"));
    hintAction_->setToolTip(tr("Show the best move for you (? or H)"));
    analyzeAction_->setText(tr("&Analyze"));
    analyzeAction_->setIconText(tr("Analyze"));
    analyzeAction_->setToolTip(tr("Score every column while you think (A)"));
    reviewAction_->setText(tr("&Review Game"));
    reviewAction_->setToolTip(tr("Score every move of the game and mark the mistakes"));
    swapAction_->setText(tr("&Swap Sides"));
    swapAction_->setIconText(tr("Swap"));
    swapAction_->setToolTip(tr("Exchange the two players: play the other colour"));
    pauseAction_->setToolTip(tr("Pause or resume the computer (P)"));
    preferencesAction_->setText(tr("Pr&eferences…"));
    aboutAction_->setText(tr("&About Connect Four"));
    resetLayoutAction_->setText(tr("&Reset Layout"));
    resetLayoutAction_->setToolTip(tr("Bring back every panel in its first place"));

    panelDock_->setWindowTitle(tr("Analysis"));
    moveListDock_->setWindowTitle(tr("Moves"));
    graphDock_->setWindowTitle(tr("Evaluation"));
    toolBar_->setWindowTitle(tr("Toolbar"));
    updatePlayerNames();
    updateActions();
    status_->refresh();
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange && newAction_)
        updateIcons();
    QMainWindow::changeEvent(event);
}

QAction* MainWindow::action(const QString& name) const
{
    return findChild<QAction*>(name);
}

// ---------------------------------------------------------------- game

void MainWindow::startGame(const GameSetup& setup)
{
    analysis_->stopReview();
    game_->newGame(setup);
    game_->setFilePath(QString());
    onPositionChanged();
}

void MainWindow::onPositionChanged()
{
    updateActions();
    updateTitle();
}

void MainWindow::updatePlayerNames()
{
    const QString first = GameStatus::playerLabel(*game_, game_->seatOf(Player::First));
    const QString second = GameStatus::playerLabel(*game_, game_->seatOf(Player::Second));
    board_->setPlayerNames(first, second);
    panel_->setPlayerNames(first, second);
    moveList_->setPlayerNames(first, second);
}

void MainWindow::updateActions()
{
    const bool over = game_->isOver();
    const bool hasComputer = game_->player(0).isComputer() || game_->player(1).isComputer();
    undoAction_->setEnabled(game_->canUndo());
    redoAction_->setEnabled(game_->canRedo());
    hintAction_->setEnabled(!over && game_->isHumanTurn() && !game_->isHintPending());
    pauseAction_->setEnabled(hasComputer && !over);
    pauseAction_->setChecked(game_->isPaused());
    const bool waiting = hasComputer && game_->isComputerWaiting();
    pauseAction_->setText(waiting ? tr("&Resume Computer") : tr("&Pause Computer"));
    pauseAction_->setIconText(waiting ? tr("Resume") : tr("Pause"));
    analyzeAction_->setChecked(analysis_->isAnalysing());
    reviewAction_->setEnabled(!game_->line().empty() && !analysis_->isReviewing());
    copyMovesAction_->setEnabled(true);
}

void MainWindow::updateTitle()
{
    const QString path = game_->filePath();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    setWindowTitle(name + QStringLiteral("[*]"));
    setWindowModified(game_->isModified());
}

// ---------------------------------------------------------------- analysis

Engine* MainWindow::analysisEngine() const
{
    return analysis_->engine();
}

bool MainWindow::isAnalysing() const
{
    return analysis_->isAnalysing();
}

void MainWindow::setAnalysing(bool on)
{
    analysis_->setAnalysing(on);
}

void MainWindow::onAnalysisState()
{
    analyzeAction_->setChecked(analysis_->isAnalysing());
    updateActions();
}

void MainWindow::onReviewFinished(int mistakes)
{
    const QString news = tr("Review done: %n mistake(s)", nullptr, mistakes);
    status_->setEngineActivity(news);
    statusBar()->showMessage(news, 8000);
}

void MainWindow::hint()
{
    if (!game_->isHumanTurn() || game_->isOver())
        return;
    game_->requestHint();
    updateActions();
    status_->refresh();
}

void MainWindow::onHint(int column, const Score& score)
{
    updateActions();
    if (column < 0)
        return;
    board_->showHint(column);
    const Position& position = game_->position();
    statusBar()->showMessage(tr("Hint: column %1 (%2). Press Enter to play it.")
                                 .arg(column + 1)
                                 .arg(ScoreText::full(score, position.spec(), position.movesPlayed())),
                             8000);
}

void MainWindow::swapSides()
{
    const PlayerSetup first = game_->player(0);
    const PlayerSetup second = game_->player(1);
    game_->setPlayer(0, second);
    game_->setPlayer(1, first);
}

void MainWindow::togglePause()
{
    // Resume also lets a computer play from a position browsed back to.
    if (game_->isComputerWaiting())
        game_->resume();
    else
        game_->pause();
    updateActions();
}

// ---------------------------------------------------------------- files

void MainWindow::newGame()
{
    NewGameDialog dialog(this);
    GameSetup setup = options_.useSettings ? Settings::lastSetup() : GameSetup{};
    setup.spec = game_->spec();
    dialog.setSetup(setup);
    if (dialog.exec() != QDialog::Accepted || !maybeSave())
        return;
    setup = dialog.setup();
    if (options_.useSettings)
        Settings::setLastSetup(setup);
    startGame(setup);
}

bool MainWindow::maybeSave()
{
    if (!game_->isModified() || game_->line().empty())
        return true;
    const auto answer = ask(tr("Unsaved Game"), tr("This game has changes that are not saved. Save them first?"),
                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString dir = options_.useSettings ? Settings::lastDirectory() : QString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), dir,
                                                      tr("Connect Four games (*.c4game);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    const std::optional<GameRecord> record = GameFile::load(path, &error);
    if (!record || !game_->loadRecord(*record, &error)) {
        showMessage(QMessageBox::Warning, tr("Cannot Open Game"),
                    tr("%1 could not be opened:\n%2\n\nThe current game is unchanged.")
                        .arg(QFileInfo(path).fileName(), error));
        return false;
    }
    analysis_->stopReview();
    game_->setFilePath(QFileInfo(path).absoluteFilePath());
    game_->setClean();
    addRecent(path);
    onPositionChanged();
    return true;
}

bool MainWindow::save()
{
    if (game_->filePath().isEmpty())
        return saveAs();
    return saveFile(game_->filePath());
}

bool MainWindow::saveAs()
{
    const QString dir = options_.useSettings ? Settings::lastDirectory() : QString();
    const QString suggested = game_->filePath().isEmpty()
        ? QDir(dir).filePath(tr("game") + QStringLiteral(".c4game"))
        : game_->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), suggested, tr("Connect Four games (*.c4game)"));
    if (path.isEmpty())
        return false;
    // A folder keeps its name, so saveFile refuses it rather than writing a
    // hidden ".c4game" inside.
    if (QFileInfo(path).suffix().isEmpty() && !QFileInfo(path).isDir())
        path += QStringLiteral(".c4game");
    return saveFile(path);
}

bool MainWindow::saveFile(const QString& path)
{
    QString error;
    if (!GameFile::save(game_->record(), path, &error)) {
        showMessage(QMessageBox::Warning, tr("Cannot Save Game"),
                    tr("%1 could not be saved:\n%2").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    game_->setFilePath(QFileInfo(path).absoluteFilePath());
    game_->setClean();
    addRecent(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    updateTitle();
    return true;
}

void MainWindow::addRecent(const QString& path)
{
    if (!options_.useSettings)
        return;
    Settings::addRecentFile(path);
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
}

void MainWindow::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = options_.useSettings ? Settings::recentFiles() : QStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = recentMenu_->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    if (files.isEmpty()) {
        QAction* none = recentMenu_->addAction(tr("No recent games"));
        none->setEnabled(false);
    }
    recentMenu_->addSeparator();
    recentMenu_->addAction(clearRecentAction_);
    clearRecentAction_->setEnabled(!files.isEmpty());
}

void MainWindow::openRecent(const QString& path)
{
    if (maybeSave())
        openFile(path);
}

bool MainWindow::importMoves(const QString& text, const BoardSpec& spec)
{
    QString error;
    const std::optional<Position> position = MoveText::parse(text, spec, &error);
    if (!position) {
        showMessage(QMessageBox::Warning, tr("Cannot Import Moves"),
                    tr("The moves could not be read:\n%1\n\nThe current game is unchanged.").arg(error));
        return false;
    }
    // The players stay. An imported line is first of all for looking at,
    // so a computer to move waits until Resume.
    if (!game_->loadPosition(*position, &error)) {
        showMessage(QMessageBox::Warning, tr("Cannot Import Moves"), error);
        return false;
    }
    if (game_->isComputerTurn() && !game_->isOver()) {
        game_->pause();
        statusBar()->showMessage(tr("The computer waits: press Resume (P) to let it play from here."), 8000);
    }
    analysis_->stopReview();
    game_->setFilePath(QString());
    onPositionChanged();
    return true;
}

void MainWindow::pasteMoves()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        showMessage(QMessageBox::Information, tr("Paste Moves"),
                    tr("The clipboard holds no text. Copy a move string such as 4453 first."));
        return;
    }
    if (maybeSave())
        importMoves(text, game_->spec());
}

void MainWindow::importMovesFromFile()
{
    if (!maybeSave())
        return;
    const QString dir = options_.useSettings ? Settings::lastDirectory() : QString();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import Moves"), dir, tr("Move strings (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<Position> position = MoveText::readFile(path, game_->spec(), &error);
    if (!position) {
        showMessage(QMessageBox::Warning, tr("Cannot Import Moves"),
                    tr("%1 could not be read:\n%2").arg(QFileInfo(path).fileName(), error));
        return;
    }
    importMoves(MoveText::format(*position), game_->spec());
}

void MainWindow::copyMoves()
{
    QGuiApplication::clipboard()->setText(MoveText::format(game_->position()));
    statusBar()->showMessage(tr("Moves copied to the clipboard"), 3000);
}

void MainWindow::exportMovesToFile()
{
    const QString dir = options_.useSettings ? Settings::lastDirectory() : QString();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Moves"), QDir(dir).filePath(tr("moves.txt")),
                                                tr("Move strings (*.txt)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!MoveText::writeFile(game_->position(), path, &error))
        showMessage(QMessageBox::Warning, tr("Cannot Export Moves"), error);
}

void MainWindow::copyPosition()
{
    const Position& p = game_->position();
    const QString text = tr("Connect %1 on %2 × %3, moves: %4")
                             .arg(p.spec().connect)
                             .arg(p.width())
                             .arg(p.height())
                             .arg(MoveText::format(p))
        + QLatin1Char('\n') + MoveText::picture(p);
    QGuiApplication::clipboard()->setText(text);
    statusBar()->showMessage(tr("Position copied to the clipboard"), 3000);
}

// ---------------------------------------------------------------- settings

void MainWindow::applyPreferences(const Preferences& preferences)
{
    Theme::apply(preferences.theme);
    board_->setAnimationDuration(preferences.animationMs());
    board_->setShowScores(preferences.showColumnScores);
    // The memory asked for is shared: the computer player's engine and the
    // analysis engine (which can run at once) get half each for their main
    // tables (each adds an eighth of that for its estimates).
    gameEngine_->setTableSizeMiB(preferences.engineMemoryMiB / 2);
    analysis_->engine()->setTableSizeMiB(preferences.engineMemoryMiB / 2);
    gameEngine_->setThreads(preferences.engineThreads);
    analysis_->engine()->setThreads(preferences.engineThreads);
    game_->setComputerMoveTime(preferences.moveTimeMs);
    const bool languageChanged = preferences.language != Language::current();
    preferences_ = preferences;
    if (languageChanged)
        Language::apply(preferences.language);
    status_->refresh();
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.setPreferences(preferences_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Preferences chosen = dialog.preferences();
    applyPreferences(chosen);
    if (options_.useSettings)
        Settings::setPreferences(chosen);
}

void MainWindow::about()
{
    showMessage(QMessageBox::Information, tr("About Connect Four"),
                tr("Connect Four %1\n\nPlay and analyse Connect Four and every connect-N variant on boards "
                   "from 1×1 to 40×40, against the computer at ten levels from beginner to perfect.\n\n"
                   "Click a column or press its number to drop a piece. Analyze shows what every column is "
                   "worth for the player to move: + a win (the larger, the sooner), − a loss, 0 a draw.")
                    .arg(AppInfo::version()));
}

// ---------------------------------------------------------------- session

void MainWindow::startSession()
{
    if (!options_.autosave || autosave_)
        return;
    autosave_ = std::make_unique<Autosave>(options_.autosaveName);
    if (!autosave_->start())
        statusBar()->showMessage(tr("Autosave failed: %1").arg(autosave_->lastError()), 8000);
    if (!autosave_->recoveryProblem().isEmpty())
        showMessage(QMessageBox::Warning, tr("Cannot Restore Game"), autosave_->recoveryProblem());
    if (autosave_->recoverable()) {
        const auto answer = ask(tr("Restore Game?"),
                                tr("Connect Four did not close normally last time. Restore the game that was in "
                                   "progress?"),
                                QMessageBox::Yes | QMessageBox::No);
        if (answer == QMessageBox::Yes) {
            QString error;
            const std::optional<GameRecord> record = autosave_->load(&error);
            // start() read the file already; this fails only if it changed since.
            if (!record || !game_->loadRecord(*record, &error)) {
                showMessage(QMessageBox::Warning, tr("Cannot Restore Game"), error);
            } else {
                // The restored game is in no file yet: Quit must ask.
                game_->markModified();
                onPositionChanged();
            }
        } else {
            autosave_->discard();
        }
    }
    autosave_->attach(game_);
    connect(autosave_.get(), &Autosave::saveFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message), 8000);
    });
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    analysis_->stopReview();
    analysis_->setAnalysing(false);
    if (options_.useSettings)
        Settings::setWindow(saveGeometry(), saveState());
    if (autosave_)
        autosave_->finish();
    event->accept();
}

// ---------------------------------------------------------------- messages

void MainWindow::showMessage(QMessageBox::Icon icon, const QString& title, const QString& text)
{
    emit messageShown(title, text);
    if (messageHandler_) {
        messageHandler_(icon, title, text);
        return;
    }
    QMessageBox box(icon, title, text, QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);  // messages quote file names and file content
    box.exec();
}

QMessageBox::StandardButton MainWindow::ask(const QString& title, const QString& text,
                                            QMessageBox::StandardButtons buttons)
{
    if (questionHandler_)
        return questionHandler_(title, text, buttons);
    QMessageBox box(QMessageBox::Question, title, text, buttons, this);
    box.setTextFormat(Qt::PlainText);
    return QMessageBox::StandardButton(box.exec());
}


QString MainWindow::turnText() const
{
    return status_->turnText();
}

QString MainWindow::engineText() const
{
    return status_->engineText();
}

QString MainWindow::clockText() const
{
    return status_->clockText();
}

}  // namespace c4
