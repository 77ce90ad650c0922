#include "ui/mainwindow.h"

#include "app/appinfo.h"
#include "app/autosave.h"
#include "app/engine.h"
#include "app/game.h"
#include "app/gameanalysis.h"
#include "app/gamefile.h"
#include "app/gametally.h"
#include "app/metatypes.h"
#include "app/movetext.h"
#include "ui/analysispanel.h"
#include "ui/boardview.h"
#include "ui/clockview.h"
#include "ui/digitforwarder.h"
#include "ui/evalgraph.h"
#include "ui/fileactions.h"
#include "ui/gameactions.h"
#include "ui/gameoverbar.h"
#include "ui/gamestatus.h"
#include "ui/helpdialog.h"
#include "ui/icons.h"
#include "app/language.h"
#include "ui/movelist.h"
#include "ui/namedaction.h"
#include "ui/newgamedialog.h"
#include "ui/preferencesdialog.h"
#include "ui/prompts.h"
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
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace c4 {

MainWindow::MainWindow(QWidget* parent) : MainWindow(Options{}, parent) {}

MainWindow::MainWindow(const Options& options, QWidget* parent) : QMainWindow(parent), options_(options)
{
    registerMetaTypes();
    setObjectName(QStringLiteral("mainWindow"));
    game_ = new Game(nullptr, nullptr, this);
    analysis_ = new GameAnalysis(game_, this);
    // The tally lives in the settings; a window without them keeps it for the run.
    tally_ = new GameTally(game_, options_.useSettings ? new QSettings(this) : nullptr, this);

    prompts_ = new Prompts(this);
    connect(prompts_, &Prompts::shown, this, &MainWindow::messageShown);
    fileActions_ = new FileActions(game_, prompts_, statusBar(), options_.useSettings, this);
    gameActions_ = new GameActions(game_, analysis_, this);
    // The clocks over the board, where the eyes are.
    auto* centre = new QWidget(this);
    auto* column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 0, 0, 0);
    clocks_ = new ClockView(centre);
    board_ = new BoardView(centre);
    gameOverBar_ = new GameOverBar(centre);
    column->addWidget(clocks_);
    column->addWidget(board_, 1);
    column->addWidget(gameOverBar_);
    setCentralWidget(centre);
    createDocks();
    createActions();
    createMenus();
    createToolBar();
    status_ = new GameStatus(statusBar(), board_, analysis_);
    connectGame();

    preferences_ = options_.useSettings ? Settings::preferences() : Preferences{};
    applyPreferences(preferences_);
    retranslateUi();

    // A first size that gives the board room on a large screen and still
    // fits a small one.
    QSize size(1180, 780);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = (screen->availableGeometry().size() * 0.92).boundedTo(QSize(1600, 1000));
    resize(size);
    resizeDocks({panelDock_}, {360}, Qt::Horizontal);
    // The analysis over the moves, three to two (the panel's table asks
    // for no height of its own, so the docks' hints would not say).
    resizeDocks({panelDock_, moveListDock_}, {3, 2}, Qt::Vertical);
    resizeDocks({graphDock_}, {130}, Qt::Vertical);
    defaultLayout_ = saveState();
    if (options_.useSettings) {
        restoreGeometry(Settings::windowGeometry());
        restoreState(Settings::windowState());
    }

    // Without settings: a person against the computer, named by the game.
    startLaunchGame(options_.useSettings ? Settings::lastSetup() : GameSetup{});
    board_->setFocus();
}

void MainWindow::startLaunchGame(const GameSetup& setup)
{
    startGame(setup);
    holdSelfPlay();
}

void MainWindow::holdSelfPlay()
{
    if (game_->player(0).isComputer() && game_->player(1).isComputer() && !game_->isOver()) {
        game_->pause();
        const QString message = tr("Computer against computer: press Resume (P) to let them play.");
        // Before the window is shown the status bar's widgets, appearing
        // later, would be drawn over the message: it waits for the show.
        if (isVisible())
            statusBar()->showMessage(message, 8000);
        else
            QTimer::singleShot(0, this, [this, message] { statusBar()->showMessage(message, 8000); });
    }
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

    // Each panel sits in a scroll area, so a small window can shrink its
    // dock below the panel's own minimum and leave the room to the board.
    const auto dock = [this](const char* name, QWidget* widget, Qt::DockWidgetArea area) {
        auto* scroll = new QScrollArea;
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(widget);
        auto* d = new QDockWidget(this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(scroll);
        addDockWidget(area, d);
        return d;
    };
    panel_ = new AnalysisPanel;
    panel_->setKeepAnalysingDuringPlay(options_.useSettings ? Settings::keepAnalysingDuringPlay() : true);
    panelDock_ = dock("analysisDock", panel_, Qt::RightDockWidgetArea);
    moveList_ = new MoveList;
    moveListDock_ = dock("moveListDock", moveList_, Qt::RightDockWidgetArea);
    splitDockWidget(panelDock_, moveListDock_, Qt::Vertical);
    graph_ = new EvalGraph;
    graphDock_ = dock("evalGraphDock", graph_, Qt::BottomDockWidgetArea);
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    // The board takes the room it can: the side panels give way to at most
    // a third of the width, the graph to a fifth of the height.
    const int side = width() / 3;
    if (!panelDock_->isFloating() && panelDock_->width() > side)
        resizeDocks({panelDock_, moveListDock_}, {side, side}, Qt::Horizontal);
    const int bottom = height() / 5;
    if (!graphDock_->isFloating() && graphDock_->height() > bottom)
        resizeDocks({graphDock_}, {bottom}, Qt::Vertical);
}

void MainWindow::createActions()
{
    auto make = [this](const char* name, auto slot, const QKeySequence& key = {}) {
        QAction* action = namedAction(this, name, key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    newAction_ = make("newGame", &MainWindow::newGame, QKeySequence::New);
    quitAction_ = make("quit", &MainWindow::close, QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);

    preferencesAction_ = make("preferences", &MainWindow::showPreferences, QKeySequence::Preferences);
    preferencesAction_->setMenuRole(QAction::PreferencesRole);
    helpAction_ = make("howToPlay", [this] {
        if (!help_)
            help_ = new HelpDialog(this);
        help_->show();
        help_->raise();
    }, QKeySequence::HelpContents);
    aboutAction_ = make("about", &MainWindow::about);
    aboutAction_->setMenuRole(QAction::AboutRole);
    updateIcons();
}

void MainWindow::createMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->addAction(newAction_);
    fileMenu_->addAction(fileActions_->open);
    fileMenu_->addMenu(fileActions_->recent);
    fileMenu_->addSeparator();
    fileMenu_->addAction(fileActions_->save);
    fileMenu_->addAction(fileActions_->saveAs);
    fileMenu_->addSeparator();
    importMenu_ = fileMenu_->addMenu(QString());
    importMenu_->addActions({fileActions_->pasteMoves, fileActions_->importFile});
    exportMenu_ = fileMenu_->addMenu(QString());
    exportMenu_->addActions({fileActions_->copyMoves, fileActions_->exportFile, fileActions_->copyPosition});
    fileMenu_->addSeparator();
    fileMenu_->addAction(quitAction_);

    editMenu_ = menuBar()->addMenu(QString());
    editMenu_->addAction(gameActions_->undo);
    editMenu_->addAction(gameActions_->redo);
    editMenu_->addSeparator();
    editMenu_->addActions({fileActions_->copyMoves, fileActions_->copyPosition, fileActions_->pasteMoves});
    editMenu_->addSeparator();
    editMenu_->addAction(preferencesAction_);

    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addAction(gameActions_->hint);
    gameMenu_->addAction(gameActions_->analyze);
    gameMenu_->addAction(gameActions_->review);
    gameMenu_->addSeparator();
    gameMenu_->addAction(gameActions_->swap);
    gameMenu_->addAction(gameActions_->pause);

    viewMenu_ = menuBar()->addMenu(QString());
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addAction(helpAction_);
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
    toolBar_->addAction(fileActions_->open);
    toolBar_->addAction(fileActions_->save);
    toolBar_->addSeparator();
    toolBar_->addAction(gameActions_->undo);
    toolBar_->addAction(gameActions_->redo);
    toolBar_->addSeparator();
    toolBar_->addAction(gameActions_->hint);
    toolBar_->addAction(gameActions_->analyze);
    toolBar_->addSeparator();
    toolBar_->addAction(gameActions_->swap);
    toolBar_->addAction(gameActions_->pause);

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
    clocks_->setGame(game_);
    gameOverBar_->setGame(game_, tally_);
    connect(gameOverBar_, &GameOverBar::playAgainRequested, this, &MainWindow::playAgain);
    gameOverBar_->setReviewAction(gameActions_->review);
    connect(gameOverBar_, &GameOverBar::dismissed, board_, qOverload<>(&QWidget::setFocus));
    panel_->setAnalysis(analysis_);
    moveList_->setAnalysis(analysis_);
    graph_->setAnalysis(analysis_);
    connect(board_, &BoardView::columnChosen, this, [this](int column) {
        QString why;
        if (!game_->play(column, &why))
            statusBar()->showMessage(tr("Cannot play there: %1").arg(why), 4000);
    });
    connect(game_, &Game::modifiedChanged, this, &MainWindow::updateTitle);
    connect(game_, &Game::positionChanged, this, &MainWindow::updateTitle);  // the first move
    connect(game_, &Game::filePathChanged, this, &MainWindow::updateTitle);
    connect(game_, &Game::errorOccurred, this, [this](const QString& message) {
        prompts_->show(QMessageBox::Warning, tr("Engine problem"), message);
    });

    connect(panel_, &AnalysisPanel::analysisRequested, analysis_, &GameAnalysis::setAnalysing);
    connect(panel_, &AnalysisPanel::keepAnalysingDuringPlayChanged, analysis_,
            &GameAnalysis::setKeepAnalysingDuringPlay);
    if (options_.useSettings)
        connect(panel_, &AnalysisPanel::keepAnalysingDuringPlayChanged, this, &Settings::setKeepAnalysingDuringPlay);
    analysis_->setKeepAnalysingDuringPlay(panel_->keepAnalysingDuringPlay());
    connect(panel_, &AnalysisPanel::columnActivated, this, [this](int column) {
        if (game_->isHumanTurn() && board_->acceptsInput())
            game_->play(column);
    });
    // The panels keep the keyboard (their arrows walk through the moves);
    // digits typed there still play on the board.
    connect(moveList_, &MoveList::moveSelected, game_, &Game::goToMove);
    connect(graph_, &EvalGraph::plySelected, game_, &Game::goToMove);
    auto* digits = new DigitForwarder(board_, this);
    digits->watch(moveList_->table());
    digits->watch(graph_);
}

void MainWindow::updateIcons()
{
    const QColor stroke = palette().color(QPalette::ButtonText);
    newAction_->setIcon(Icons::icon(Icons::Kind::NewGame, stroke));
    fileActions_->setIconColour(stroke);
    gameActions_->setIconColour(stroke);
    preferencesAction_->setIcon(Icons::icon(Icons::Kind::Preferences, stroke));
}

void MainWindow::retranslateUi()
{
    fileMenu_->setTitle(tr("&File"));
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
    fileActions_->retranslate();
    quitAction_->setText(tr("&Quit"));
    gameActions_->retranslate();
    preferencesAction_->setText(tr("Pr&eferences…"));
    helpAction_->setText(tr("&How to Play"));
    aboutAction_->setText(tr("&About Connect Four"));
    resetLayoutAction_->setText(tr("&Reset Layout"));
    resetLayoutAction_->setToolTip(tr("Bring back every panel in its first place"));

    panelDock_->setWindowTitle(tr("Analysis"));
    moveListDock_->setWindowTitle(tr("Moves"));
    graphDock_->setWindowTitle(tr("Evaluation"));
    toolBar_->setWindowTitle(tr("Toolbar"));
    status_->refresh();
    updateTitle();
}

bool MainWindow::event(QEvent* event)
{
    if (event->type() == QEvent::WindowBlocked)
        game_->setHeld(true);
    else if (event->type() == QEvent::WindowUnblocked)
        game_->setHeld(false);
    return QMainWindow::event(event);
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
}

void MainWindow::playAgain()
{
    if (!fileActions_->maybeSave())
        return;
    GameSetup setup;
    setup.spec = game_->spec();
    setup.players = {game_->player(0), game_->player(1)};
    setup.firstPlayer = 1 - game_->firstPlayer();
    setup.timeControl = game_->timeControl();
    startGame(setup);
    board_->setFocus();
}

void MainWindow::updateTitle()
{
    const QString path = game_->filePath();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    setWindowTitle(name + QStringLiteral("[*]"));
    // As Quit asks: a game without a move has nothing to lose.
    setWindowModified(game_->isModified() && !game_->line().empty());
}

// ---------------------------------------------------------------- files

void MainWindow::newGame()
{
    NewGameDialog dialog(this);
    GameSetup setup = options_.useSettings ? Settings::lastSetup() : GameSetup{};
    setup.spec = game_->spec();
    dialog.setSetup(setup);
    if (dialog.exec() != QDialog::Accepted || !fileActions_->maybeSave())
        return;
    setup = dialog.setup();
    if (options_.useSettings)
        Settings::setLastSetup(setup);
    startGame(setup);
}

bool MainWindow::openFile(const QString& path)
{
    return fileActions_->openFile(path);
}

bool MainWindow::openLaunchFile(const QString& path)
{
    if (!openFile(path))
        return false;
    holdSelfPlay();
    return true;
}

bool MainWindow::saveFile(const QString& path)
{
    return fileActions_->saveFile(path);
}

bool MainWindow::importMoves(const QString& text, const BoardSpec& spec)
{
    return fileActions_->importMoves(text, spec);
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
    game_->engine()->setTableSizeMiB(preferences.engineMemoryMiB / 2);
    analysis_->engine()->setTableSizeMiB(preferences.engineMemoryMiB / 2);
    game_->engine()->setThreads(preferences.engineThreads);
    analysis_->engine()->setThreads(preferences.engineThreads);
    game_->setComputerMoveTime(preferences.moveTimeMs);
    // An analysis without end would keep the old threads and table until
    // the position changes.
    if (preferences.engineMemoryMiB / 2 != preferences_.engineMemoryMiB / 2
        || preferences.engineThreads != preferences_.engineThreads)
        analysis_->searchAgain();
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
    prompts_->show(QMessageBox::Information, tr("About Connect Four"),
                tr("Connect Four %1\n\nPlay and analyse Connect Four and every connect-N variant on boards "
                   "from 1×1 to 40×40, against the computer at ten levels from beginner to perfect.\n\n"
                   "Help > How to Play explains the rules, the keys and the scores.")
                    .arg(AppInfo::version()));
}

// ---------------------------------------------------------------- session

void MainWindow::startSession(bool offerRestore)
{
    if (!options_.autosave || autosave_)
        return;
    takeAutosaveSlot(offerRestore ? Autosave::Slot::AbandonedFirst : Autosave::Slot::Fresh);
    if (!autosave_->recoveryProblem().isEmpty())
        prompts_->show(QMessageBox::Warning, tr("Cannot Restore Game"), autosave_->recoveryProblem());
    // Kept: the abandoned game stays on disk for a later start (dropping
    // this slot keeps its file, as a crash would), and this window
    // autosaves in a slot of its own.
    if (autosave_->recoverable() && askAboutAbandonedGame() == AbandonedGame::Kept)
        takeAutosaveSlot(Autosave::Slot::Fresh);
    autosave_->attach(game_);
}

void MainWindow::takeAutosaveSlot(Autosave::Slot which)
{
    autosave_ = std::make_unique<Autosave>(options_.autosaveName);
    // Connected before the first write, so that its failure shows too.
    connect(autosave_.get(), &Autosave::saveFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message), 8000);
    });
    if (!autosave_->start(which))
        statusBar()->showMessage(tr("Autosave failed: %1").arg(autosave_->lastError()), 8000);
}

MainWindow::AbandonedGame MainWindow::askAboutAbandonedGame()
{
    // Nothing runs while the question is open: no clock falls and no
    // computer moves in the game the answer may replace.
    const bool wasPaused = game_->isPaused();
    game_->pause();
    const AbandonedGame outcome = [this] {
        const auto answer = prompts_->ask(
            tr("Restore Game?"),
            tr("Connect Four did not close normally last time. Restore the game that was in progress?\n\n"
               "Discard deletes it; Cancel keeps it for the next start."),
            QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Discard) {
            autosave_->discard();
            return AbandonedGame::Discarded;
        }
        if (answer != QMessageBox::Yes)  // Cancel, Escape, the box closed
            return AbandonedGame::Kept;
        QString error;
        const std::optional<GameRecord> record = autosave_->load(&error);
        // start() read the file already; this fails only if it changed since.
        if (!record || !game_->loadRecord(*record, &error)) {
            prompts_->show(QMessageBox::Warning, tr("Cannot Restore Game"), error);
            return AbandonedGame::Kept;
        }
        // The restored game is in no file yet: Quit must ask.
        game_->markModified();
        holdSelfPlay();
        return AbandonedGame::Restored;
    }();
    if (outcome != AbandonedGame::Restored && !wasPaused)
        game_->resume();
    return outcome;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!fileActions_->maybeSave()) {
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

void MainWindow::setMessageHandler(Prompts::MessageHandler handler)
{
    prompts_->setMessageHandler(std::move(handler));
}

void MainWindow::setQuestionHandler(Prompts::QuestionHandler handler)
{
    prompts_->setQuestionHandler(std::move(handler));
}

QString MainWindow::turnText() const
{
    return status_->turnText();
}

QString MainWindow::engineText() const
{
    return status_->engineText();
}

}  // namespace c4
