#include "ui/gameoverbar.h"

#include "app/game.h"
#include "app/gametally.h"
#include "ui/gamestatus.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QAction>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>

namespace c4 {

GameOverBar::GameOverBar(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("gameOverBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);

    result_ = new QLabel(this);
    QFont bold = result_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    result_->setFont(bold);
    result_->setWordWrap(true);
    tallyLabel_ = new QLabel(this);
    tallyLabel_->setWordWrap(true);
    again_ = new QPushButton(this);
    again_->setDefault(true);
    review_ = new QPushButton(this);
    close_ = new QPushButton(this);
    close_->setFlat(true);
    close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(again_, &QPushButton::clicked, this, &GameOverBar::playAgainRequested);
    // Escape closes the bar wherever the keyboard is in the window (the bar
    // never takes focus); a hidden bar's shortcut does not fire.
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, close_, &QPushButton::click);
    connect(close_, &QPushButton::clicked, this, [this] {
        // Closed, this ending stays closed while the person browses back
        // and returns to it; another ending shows the bar again.
        dismissedLine_ = game_ ? game_->line() : std::vector<int>();
        hide();
        emit dismissed();
    });

    // The result and the buttons on one line, the tally under them across
    // the whole width: the bar stays low in a small window.
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(8, 4, 4, 4);
    grid->setVerticalSpacing(2);
    grid->addWidget(result_, 0, 0);
    grid->addWidget(again_, 0, 1);
    grid->addWidget(review_, 0, 2);
    grid->addWidget(close_, 0, 3);
    grid->addWidget(tallyLabel_, 1, 0, 1, 4);
    grid->setColumnStretch(0, 1);
    retranslate();
    hide();
}

void GameOverBar::setReviewAction(QAction* review)
{
    const auto follow = [this, review] { review_->setEnabled(review->isEnabled()); };
    connect(review, &QAction::changed, this, follow);
    connect(review_, &QPushButton::clicked, review, &QAction::trigger);
    follow();
}

void GameOverBar::setGame(const Game* game, const GameTally* tally)
{
    game_ = game;
    tally_ = tally;
    connect(tally, &GameTally::counted, this, [this] {
        endedInPlay_ = true;
        refresh();
        show();
    });
    // A game that ended in play and goes on after an undo may end again,
    // the same way or another: the bar comes back (the tally counted the
    // game once). A finished game opened from a file shows none.
    connect(game, &Game::gameOver, this, [this] {
        if (endedInPlay_ && game_->line() != dismissedLine_) {
            refresh();
            show();
        }
    });
    // The game goes on (undo) or another starts: the end is no news any more.
    connect(game, &Game::positionChanged, this, [this] {
        if (!game_->isOver())
            hide();
    });
    connect(game, &Game::gameStarted, this, [this] {
        endedInPlay_ = false;
        dismissedLine_.clear();
        hide();
    });
    connect(game, &Game::playersChanged, this, &GameOverBar::refresh);
}

QString GameOverBar::resultText() const
{
    return result_->text();
}

QString GameOverBar::tallyText() const
{
    return tallyLabel_->text();
}

void GameOverBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QFrame::changeEvent(event);
}

void GameOverBar::retranslate()
{
    again_->setText(tr("&Play Again"));
    again_->setToolTip(tr("A new game with the same players, board and clocks; the other player starts"));
    review_->setText(tr("&Review Game"));
    review_->setToolTip(tr("Score every move of this game and mark the mistakes"));
    close_->setToolTip(tr("Close"));
    close_->setAccessibleName(tr("Close"));
}

void GameOverBar::refresh()
{
    if (!game_)
        return;
    result_->setText(GameStatus::resultText(*game_));
    tallyLabel_->setText(tally_->summary());
}

}  // namespace c4
