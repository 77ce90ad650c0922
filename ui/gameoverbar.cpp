#include "ui/gameoverbar.h"

#include "app/game.h"
#include "app/gametally.h"
#include "ui/gamestatus.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

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
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
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
    connect(review_, &QPushButton::clicked, this, &GameOverBar::reviewRequested);
    connect(close_, &QPushButton::clicked, this, &QWidget::hide);

    auto* texts = new QVBoxLayout;
    texts->addWidget(result_);
    texts->addWidget(tallyLabel_);
    auto* row = new QHBoxLayout(this);
    row->addLayout(texts, 1);
    row->addWidget(again_);
    row->addWidget(review_);
    row->addWidget(close_, 0, Qt::AlignTop);
    retranslate();
    hide();
}

void GameOverBar::setGame(const Game* game, const GameTally* tally)
{
    game_ = game;
    tally_ = tally;
    connect(tally, &GameTally::counted, this, [this] {
        refresh();
        show();
    });
    // The game goes on (undo) or another starts: the end is no news any more.
    connect(game, &Game::positionChanged, this, [this] {
        if (!game_->isOver())
            hide();
    });
    connect(game, &Game::gameStarted, this, &QWidget::hide);
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
