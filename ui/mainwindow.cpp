#include "mainwindow.h"

#include "boardview.h"

namespace c4 {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), board_(new BoardView(this))
{
    setCentralWidget(board_);
    setWindowTitle(tr("Connect Four"));
    connect(board_, &BoardView::columnChosen, this, [this](int column) {
        Position p = board_->position();
        if (p.canPlay(column)) {
            p.play(column);
            board_->setPosition(p);
        }
    });
}

}  // namespace c4
