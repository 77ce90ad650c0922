#include "ui/gameactions.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "ui/icons.h"
#include "ui/namedaction.h"

#include <QAction>

namespace c4 {

GameActions::GameActions(Game* game, GameAnalysis* analysis, QObject* parent)
    : QObject(parent),
      undo(namedAction(this, "undo", QKeySequence::Undo)),
      redo(namedAction(this, "redo", QKeySequence::Redo)),
      hint(namedAction(this, "hint")),
      analyze(namedAction(this, "analyze", QKeySequence(Qt::Key_A))),
      review(namedAction(this, "review", QKeySequence(Qt::CTRL | Qt::Key_R))),
      swap(namedAction(this, "swapSides", QKeySequence(Qt::CTRL | Qt::Key_T))),
      pause(namedAction(this, "pause", QKeySequence(Qt::Key_P))),
      game_(game),
      analysis_(analysis)
{
    hint->setShortcuts({QKeySequence(Qt::Key_Question), QKeySequence(Qt::SHIFT | Qt::Key_Question),
                        QKeySequence(Qt::Key_H)});
    // The platform's Redo (Ctrl+Shift+Z here) and Ctrl+Y, which people
    // from other programs reach for first.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))  // some platforms have it already
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redo->setShortcuts(redoKeys);
    analyze->setCheckable(true);
    pause->setCheckable(true);

    // The game's own undo, not QUndoStack::createUndoAction: against the
    // computer one step is two plies (back to the person's turn).
    connect(undo, &QAction::triggered, game_, &Game::undo);
    connect(redo, &QAction::triggered, game_, &Game::redo);
    connect(hint, &QAction::triggered, game_, [this] { game_->requestHint(); });
    connect(analyze, &QAction::triggered, analysis_, &GameAnalysis::setAnalysing);
    connect(review, &QAction::triggered, analysis_, &GameAnalysis::startReview);
    connect(swap, &QAction::triggered, game_, [this] {
        const PlayerSetup first = game_->player(0);
        game_->setPlayer(0, game_->player(1));
        game_->setPlayer(1, first);
    });
    connect(pause, &QAction::triggered, game_, [this] {
        // Resume also lets a computer play from a position browsed back to.
        if (game_->isComputerWaiting())
            game_->resume();
        else
            game_->pause();
    });

    connect(game_, &Game::positionChanged, this, &GameActions::update);
    connect(game_, &Game::playersChanged, this, &GameActions::update);
    connect(game_, &Game::pausedChanged, this, &GameActions::update);
    connect(game_, &Game::computerThinkingChanged, this, &GameActions::update);
    connect(game_, &Game::gameOver, this, &GameActions::update);
    connect(game_, &Game::hintStarted, this, &GameActions::update);
    connect(game_, &Game::hintFailed, this, &GameActions::update);
    connect(game_, &Game::hintReady, this, &GameActions::update);
    connect(analysis_, &GameAnalysis::stateChanged, this, &GameActions::update);
    retranslate();
}

void GameActions::update()
{
    const bool over = game_->isOver();
    const bool hasComputer = game_->player(0).isComputer() || game_->player(1).isComputer();
    undo->setEnabled(game_->canUndo());
    redo->setEnabled(game_->canRedo());
    hint->setEnabled(!over && game_->isHumanTurn() && !game_->isPaused() && !game_->isHintPending());
    // Swapped after the end, the result would name the loser's new seat.
    swap->setEnabled(!over);
    analyze->setChecked(analysis_->isAnalysing());
    review->setEnabled(!game_->line().empty() && !analysis_->isReviewing());
    pause->setEnabled(hasComputer && !over);
    pause->setChecked(game_->isPaused());
    const bool waiting = hasComputer && game_->isComputerWaiting();
    pause->setText(waiting ? tr("&Resume Computer") : tr("&Pause Computer"));
    pause->setIconText(waiting ? tr("Resume") : tr("Pause"));
}

void GameActions::retranslate()
{
    undo->setText(tr("&Undo Move"));
    undo->setIconText(tr("Undo"));
    undo->setToolTip(tr("Take back your last move (%1)").arg(undo->shortcut().toString(QKeySequence::NativeText)));
    redo->setText(tr("&Redo Move"));
    redo->setIconText(tr("Redo"));
    redo->setToolTip(tr("Play the move taken back again (%1)").arg(redo->shortcut().toString(QKeySequence::NativeText)));
    hint->setText(tr("&Hint"));
    hint->setIconText(tr("Hint"));
    hint->setToolTip(tr("Show the best move for you (? or H)"));
    analyze->setText(tr("&Analyze"));
    analyze->setIconText(tr("Analyze"));
    analyze->setToolTip(tr("Score every column while you think (A)"));
    review->setText(tr("Re&view Game"));
    review->setToolTip(tr("Score every move of the game and mark the mistakes"));
    swap->setText(tr("&Swap Sides"));
    swap->setIconText(tr("Swap"));
    swap->setToolTip(tr("Exchange the two players: play the other colour"));
    pause->setToolTip(tr("Pause or resume the computer (P)"));
    update();
}

void GameActions::setIconColour(const QColor& stroke)
{
    undo->setIcon(Icons::icon(Icons::Kind::Undo, stroke));
    redo->setIcon(Icons::icon(Icons::Kind::Redo, stroke));
    hint->setIcon(Icons::icon(Icons::Kind::Hint, stroke));
    analyze->setIcon(Icons::icon(Icons::Kind::Analyze, stroke));
    review->setIcon(Icons::icon(Icons::Kind::Review, stroke));
    swap->setIcon(Icons::icon(Icons::Kind::Swap, stroke));
    pause->setIcon(Icons::icon(Icons::Kind::Pause, stroke));
}

}  // namespace c4
