#pragma once

#include <QObject>

class QWidget;

namespace c4 {

// Digits typed while a panel (the move list, the evaluation graph) has the
// keyboard play columns on the board, as if typed there. The panel keeps
// the keyboard for its own keys (the arrows walk through the moves), and
// typing a move never needs a trip back to the board first.
class DigitForwarder : public QObject {
public:
    // `board` receives the digits; it must outlive the forwarder's watching.
    explicit DigitForwarder(QWidget* board, QObject* parent = nullptr);

    // Forwards the digits that reach `panel` from now on.
    void watch(QWidget* panel);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* board_;
};

}  // namespace c4
