#include "ui/clockview.h"

#include "app/game.h"
#include "ui/scoretext.h"
#include "ui/theme.h"

#include <QPainter>

namespace c4 {

ClockView::ClockView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("clockView"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    hide();
}

void ClockView::setGame(const Game* game)
{
    game_ = game;
    connect(game, &Game::clocksChanged, this, &ClockView::follow);
    connect(game, &Game::positionChanged, this, &ClockView::follow);
    connect(game, &Game::playersChanged, this, &ClockView::follow);
    connect(game, &Game::gameOver, this, &ClockView::follow);
    follow();
}

void ClockView::follow()
{
    setVisible(game_->timeControl().hasClock());
    update();
}

QString ClockView::clockText(int seat) const
{
    if (!game_ || !game_->timeControl().hasClock())
        return {};
    const bool fell = game_->result().kind == GameResult::Kind::Timeout && game_->remainingMs(seat) == 0;
    const QString time = fell ? tr("time is up") : TimeControl::formatRemaining(game_->remainingMs(seat));
    return game_->playerName(seat) + QStringLiteral("  ") + time;
}

bool ClockView::isWarning(int seat) const
{
    return game_ && game_->timeControl().isLow(game_->remainingMs(seat));
}

QSize ClockView::sizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(QStringLiteral("Computer (level 10)  0:00")) * 2 + 80, metrics.height() * 2 + 8};
}

void ClockView::paintEvent(QPaintEvent*)
{
    if (!game_)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Theme theme = Theme::forPalette(palette());
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    painter.setFont(big);
    const bool running = !game_->isOver();
    // Yellow's clock on the left, Red's on the right, as the colours go.
    for (const Player side : {Player::First, Player::Second}) {
        const int seat = game_->seatOf(side);
        const int index = side == Player::First ? 0 : 1;
        const double half = width() / 2.0;
        const QRectF box(index * half + 6, 3, half - 12, height() - 6);
        const bool toMove = running && game_->position().sideToMove() == side;
        const bool warning = isWarning(seat) || clockText(seat).endsWith(tr("time is up"));
        const QColor frame = toMove ? palette().color(QPalette::Highlight) : palette().color(QPalette::Mid);
        painter.setPen(QPen(frame, toMove ? 2.5 : 1));
        painter.setBrush(warning ? mistakeColor(palette()).lighter(theme.dark ? 60 : 185) : palette().color(QPalette::Base));
        painter.drawRoundedRect(box, 6, 6);
        const double d = box.height() * 0.5;
        painter.setPen(QPen(theme.text, 0.8));
        painter.setBrush(side == Player::First ? theme.first : theme.second);
        painter.drawEllipse(QRectF(box.left() + 10, box.center().y() - d / 2, d, d));
        painter.setPen(warning ? mistakeColor(palette()) : palette().color(QPalette::Text));
        painter.drawText(box.adjusted(d + 20, 0, -10, 0), Qt::AlignVCenter | Qt::AlignLeft,
                         painter.fontMetrics().elidedText(clockText(seat), Qt::ElideMiddle, int(box.width() - d - 30)));
    }
}

}  // namespace c4
