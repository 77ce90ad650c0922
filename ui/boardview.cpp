#include "boardview.h"

#include <QMouseEvent>
#include <QPainter>

namespace c4 {

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(140, 120);
}

void BoardView::setPosition(const Position& position)
{
    position_ = position;
    update();
}

QSize BoardView::sizeHint() const
{
    return {position_.width() * 64, position_.height() * 64};
}

QRectF BoardView::boardRect() const
{
    const double cell = std::min(width() / double(position_.width()), height() / double(position_.height()));
    const QSizeF size(cell * position_.width(), cell * position_.height());
    return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

int BoardView::columnAt(QPoint point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return -1;
    return std::clamp(int((point.x() - board.left()) / (board.width() / position_.width())), 0,
                      position_.width() - 1);
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const int column = columnAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && column >= 0)
        emit columnChosen(column);
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    const double cell = board.width() / position_.width();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x1f, 0x4e, 0x9c));
    painter.drawRoundedRect(board, cell * 0.1, cell * 0.1);
    for (int c = 0; c < position_.width(); ++c) {
        for (int r = 0; r < position_.height(); ++r) {
            const Player owner = position_.cell(c, r);
            const QColor color = owner == Player::First ? QColor(0xe6, 0x9f, 0x00)
                : owner == Player::Second               ? QColor(0xd5, 0x5e, 0x00)
                                                        : palette().color(QPalette::Base);
            painter.setBrush(color);
            const QPointF centre(board.left() + (c + 0.5) * cell, board.bottom() - (r + 0.5) * cell);
            painter.drawEllipse(centre, cell * 0.4, cell * 0.4);
        }
    }
}

}  // namespace c4
