#pragma once

#include "position.h"

#include <QWidget>

namespace c4 {

// Paints a board and reports the column the user picks.
class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    const Position& position() const { return position_; }

    // The column under a point in widget coordinates, or -1.
    int columnAt(QPoint point) const;

    QSize sizeHint() const override;

signals:
    void columnChosen(int column);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    QRectF boardRect() const;

    Position position_;
};

}  // namespace c4
