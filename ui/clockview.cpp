#include "ui/clockview.h"

#include "app/game.h"
#include "ui/scoretext.h"
#include "ui/theme.h"

#include <QFontMetricsF>
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
    // What a screen reader reads for the painted clocks (it announces
    // changes of focused widgets only; the clocks never take focus).
    setAccessibleName(tr("Clocks"));
    setAccessibleDescription(game_->timeControl().hasClock()
                                 ? clockText(0) + QStringLiteral("; ") + clockText(1)
                                 : QString());
    update();
}

QString ClockView::timeText(int seat) const
{
    if (!game_ || !game_->timeControl().hasClock())
        return {};
    const bool fell = game_->result().kind == GameResult::Kind::Timeout && game_->remainingMs(seat) == 0;
    return fell ? tr("time is up") : TimeControl::formatRemaining(game_->remainingMs(seat));
}

QString ClockView::clockText(int seat) const
{
    if (!game_ || !game_->timeControl().hasClock())
        return {};
    return game_->playerName(seat) + QStringLiteral("  ") + timeText(seat);
}

QFont ClockView::clockFont() const
{
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    return big;
}

double ClockView::discSize() const
{
    return (height() - 6) * 0.5;
}

QRectF ClockView::textBox(int index) const
{
    const double half = width() / 2.0;
    const QRectF box(index * half + 6, 3, half - 12, height() - 6);
    return box.adjusted(discSize() + 20, 0, -10, 0);
}

QString ClockView::shownName(int seat) const
{
    if (!game_)
        return {};
    const QFontMetricsF metrics(clockFont());
    const int index = game_->sideOf(seat) == Player::First ? 0 : 1;
    const double room = textBox(index).width() - metrics.horizontalAdvance(QStringLiteral("  ") + timeText(seat));
    return room <= 0 ? QString() : metrics.elidedText(game_->playerName(seat), Qt::ElideRight, room);
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
    painter.setFont(clockFont());
    const bool running = !game_->isOver();
    // Yellow's clock on the left, Red's on the right, as the colours go.
    for (const Player side : {Player::First, Player::Second}) {
        const int seat = game_->seatOf(side);
        const int index = side == Player::First ? 0 : 1;
        const double half = width() / 2.0;
        const QRectF box(index * half + 6, 3, half - 12, height() - 6);
        const bool toMove = running && game_->position().sideToMove() == side;
        const QString time = timeText(seat);
        const bool warning = isWarning(seat) || time == tr("time is up");
        const QColor frame = toMove ? palette().color(QPalette::Highlight) : palette().color(QPalette::Mid);
        painter.setPen(QPen(frame, toMove ? 2.5 : 1));
        painter.setBrush(warning ? mistakeColor(palette()).lighter(theme.dark ? 60 : 185) : palette().color(QPalette::Base));
        painter.drawRoundedRect(box, 6, 6);
        const double d = discSize();
        painter.setPen(QPen(theme.text, 0.8));
        painter.setBrush(side == Player::First ? theme.first : theme.second);
        painter.drawEllipse(QRectF(box.left() + 10, box.center().y() - d / 2, d, d));
        painter.setPen(warning ? mistakeColor(palette()) : palette().color(QPalette::Text));
        const QString name = shownName(seat);
        painter.drawText(textBox(index), Qt::AlignVCenter | Qt::AlignLeft,
                         name.isEmpty() ? time : name + QStringLiteral("  ") + time);
    }
}

}  // namespace c4
