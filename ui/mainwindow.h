#pragma once

#include <QMainWindow>

namespace c4 {

class BoardView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    BoardView* boardView() const { return board_; }

private:
    BoardView* board_;
};

}  // namespace c4
