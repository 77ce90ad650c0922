#pragma once

#include <QWidget>

namespace c4 {

class Game;

// The players' clocks beside the board, one box each with the player's
// colour, name and time left: the mover's box framed, a low clock in the
// warning colour (TimeControl::isLow), a fallen one saying so. Hidden in a
// game without clocks. Follows the game by itself.
class ClockView : public QWidget {
    Q_OBJECT
public:
    explicit ClockView(QWidget* parent = nullptr);

    // Follows `game` from now on (it outlives the view).
    void setGame(const Game* game);

    // A player's name and time ("Anna  4:05"), for tests and tooltips;
    // the box shows shownName() and the time. By seat.
    QString clockText(int seat) const;
    // The name as the box shows it at the view's width now: cut with "…"
    // so that the time (or "time is up") always shows whole; by seat.
    QString shownName(int seat) const;
    // Whether a player's box shows the low-time warning; by seat.
    bool isWarning(int seat) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void follow();
    QString timeText(int seat) const;
    QFont clockFont() const;
    // Where a box's text goes (index 0 the left box), and the disc's size.
    QRectF textBox(int index) const;
    double discSize() const;

    const Game* game_ = nullptr;
};

}  // namespace c4
