#include "ui/gamestatus.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "ui/boardview.h"
#include "ui/elidinglabel.h"
#include "ui/scoretext.h"
#include "ui/theme.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStatusBar>

namespace c4 {

namespace {

QPixmap disc(const QColor& colour, int size, bool marker)
{
    const qreal ratio = qApp->devicePixelRatio();
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour.darker(140), 1));
    p.setBrush(colour);
    p.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    if (marker) {
        const double c = size / 2.0, d = size * 0.2;
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 220));
        p.drawPolygon(QPolygonF{QPointF(c, c - d), QPointF(c + d, c), QPointF(c, c + d), QPointF(c - d, c)});
    }
    return pixmap;
}

}  // namespace

GameStatus::GameStatus(QStatusBar* bar, BoardView* board, GameAnalysis* analysis)
    : QObject(bar), bar_(bar), board_(board), analysis_(analysis), game_(analysis->game())
{
    auto* turn = new QWidget(bar);
    auto* layout = new QHBoxLayout(turn);
    layout->setContentsMargins(4, 0, 4, 0);
    turnIcon_ = new QLabel(turn);
    // Player names come from files: an ElidingLabel shows them as text,
    // and cuts a long one with "…" rather than at the window's edge.
    turnLabel_ = new ElidingLabel(turn);
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    QFont bold = turnLabel_->font();
    bold.setBold(true);
    turnLabel_->setFont(bold);
    layout->addWidget(turnIcon_);
    layout->addWidget(turnLabel_);
    layout->addStretch();
    bar_->addWidget(turn, 1);
    engineLabel_ = new ElidingLabel(bar);  // "<a computer's name> is thinking…"
    engineLabel_->setObjectName(QStringLiteral("engineLabel"));
    bar_->addPermanentWidget(engineLabel_);
    connect(game_, &Game::positionChanged, this, &GameStatus::refresh);
    connect(game_, &Game::playersChanged, this, &GameStatus::refresh);
    connect(game_, &Game::computerThinkingChanged, this, &GameStatus::refresh);
    connect(game_, &Game::gameOver, this, &GameStatus::refresh);
    connect(game_, &Game::pausedChanged, this, &GameStatus::refresh);
    connect(game_, &Game::hintStarted, this, &GameStatus::refresh);
    connect(game_, &Game::hintFailed, this, &GameStatus::refresh);
    connect(game_, &Game::hintReady, this, &GameStatus::refresh);
    connect(analysis_, &GameAnalysis::stateChanged, this, &GameStatus::refresh);

    // What just happened, for a few seconds.
    connect(game_, &Game::hintReady, this, [this](int column, const Score& score) {
        // The column's number plays it wherever the keyboard is in the
        // window (Enter only on the board: the move list has it otherwise).
        if (column >= 0)
            showAboutThisPosition(tr("Hint: column %1 (%2). Type %1 to play it.")
                                      .arg(QString::number(column + 1),
                                           ScoreText::full(score, game_->spec(), game_->position().movesPlayed())),
                                  8000);
    });
    // (Sent with the replacing move already on the board.)
    connect(game_, &Game::lineReplaced, this, [this](int first, int last) {
        showAboutThisPosition(first == last
                                  ? tr("Move %1 was replaced; Undo brings it back.").arg(first)
                                  : tr("Moves %1-%2 were replaced; Undo brings them back.").arg(first).arg(last),
                              8000);
    });
    connect(game_, &Game::positionChanged, this, [this] {
        if (!positionMessage_.isEmpty() && bar_->currentMessage() == positionMessage_
            && game_->position().moves() != messagePosition_)
            bar_->clearMessage();
    });
    connect(analysis_, &GameAnalysis::errorOccurred, this, [this](const QString& message) {
        bar_->showMessage(tr("Analysis failed: %1").arg(message), 6000);
    });
}

void GameStatus::showAboutThisPosition(const QString& message, int timeoutMs)
{
    positionMessage_ = message;
    messagePosition_ = game_->position().moves();
    bar_->showMessage(message, timeoutMs);
}

QString GameStatus::resultText(const Game& game)
{
    const GameResult result = game.result();
    const auto name = [&game](Player side) { return game.resultName(side); };
    const auto colour = [](Player side) { return ScoreText::playerName(side); };
    switch (result.kind) {
    case GameResult::Kind::Connect:
        //: %1 is a colour, %2 the player's name: "Yellow wins: Ann".
        return tr("%1 wins: %2").arg(colour(result.winner), name(result.winner));
    case GameResult::Kind::BoardFull:
        return tr("Draw: the board is full.");
    case GameResult::Kind::Timeout:
        if (result.winner == Player::None)
            return tr("Draw: time ran out, but nobody could win any more.");
        return tr("%1 wins on time: %2").arg(colour(result.winner), name(result.winner));
    case GameResult::Kind::Resignation:
        return tr("%1 resigned. Winner: %2").arg(name(opponent(result.winner)), name(result.winner));
    case GameResult::Kind::None:
        break;
    }
    return {};
}

QString GameStatus::turnText() const
{
    if (game_->isOver())
        return resultText(*game_);
    const auto name = [this](Player side) { return game_->playerName(game_->seatOf(side)); };
    const auto colour = [](Player side) { return ScoreText::playerName(side); };
    const Player side = game_->position().sideToMove();
    if (game_->isPaused())
        return tr("Paused: %1 (%2) to move").arg(name(side), colour(side));
    // Moves to come back to (a flag fall taken back alone is no browsing:
    // "Move 0 of 0" said nothing).
    const bool browsing = game_->showsAnEarlierPosition();
    if (game_->isComputerWaiting())
        return tr("Move %1 of %2: %3 waits. Resume (P) lets it play from here.")
            .arg(game_->currentMove())
            .arg(game_->line().size())
            .arg(name(side));
    if (browsing)
        return tr("Move %1 of %2: %3 (%4) to move")
            .arg(game_->currentMove())
            .arg(game_->line().size())
            .arg(name(side), colour(side));
    if (game_->isHumanTurn()) {
        // The keys that reach every column (BoardView): one digit up to 9
        // columns, two in quick succession beyond.
        const int width = game_->spec().width;
        if (width <= 9)
            return tr("%1 (%2) to move: click a column or press 1-%3").arg(name(side), colour(side)).arg(width);
        return tr("%1 (%2) to move: click a column or type 1-%3").arg(name(side), colour(side)).arg(width);
    }
    return tr("%1 (%2) to move").arg(name(side), colour(side));
}

QString GameStatus::engineText() const
{
    if (game_->isComputerThinking())
        return tr("%1 is thinking…").arg(game_->playerName(game_->seatToMove()));
    if (game_->isHintPending())
        return tr("Looking for a hint…");
    if (analysis_->isReviewing())
        return tr("Reviewing the game: %n positions left", nullptr, analysis_->reviewPositionsLeft());
    if (analysis_->isAnalysing()) {
        if (!analysis_->isAnalysisWanted())
            return tr("Analysis paused during play");
        if (game_->position().isOver())
            return tr("Analysis: the game is over");
        const std::optional<Analysis>& last = analysis_->currentAnalysis();
        if (!last)
            return tr("Analysing…");
        const QString kind = last->fromBook ? tr("book") : last->complete ? tr("exact") : tr("estimate");
        if (analysis_->isSearching())
            return tr("Analysing · depth %1 · %2").arg(last->depth).arg(kind);
        return tr("Analysis done · %1").arg(kind);
    }
    if (const std::optional<int> mistakes = analysis_->reviewedMistakes())
        return tr("Review done: %n mistake(s)", nullptr, *mistakes);
    return {};
}

void GameStatus::refresh()
{
    const Theme theme = Theme::forPalette(bar_->palette());
    const GameResult result = game_->result();
    const Player side = result.isOver() ? result.winner : game_->position().sideToMove();
    if (side == Player::None)
        turnIcon_->clear();
    else
        turnIcon_->setPixmap(disc(side == Player::First ? theme.first : theme.second, 16, side == Player::Second));
    turnLabel_->setFullText(turnText());
    // The same news over the board, where the eyes are: the result, or
    // that the computer is thinking.
    if (game_->isOver())
        board_->setMessage(turnText());
    else if (game_->isComputerThinking())
        board_->setMessage(tr("%1 is thinking…").arg(game_->playerName(game_->seatToMove())));
    else if (game_->isComputerWaiting())
        board_->setMessage(tr("Paused: press Resume (P) to continue"));
    else
        board_->setMessage(QString());
    engineLabel_->setFullText(engineText());
}

}  // namespace c4
