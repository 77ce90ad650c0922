#include "app/movecommand.h"

#include "app/game.h"

#include <QCoreApplication>

namespace c4 {

MoveCommand::MoveCommand(Game* game, int column, const MoveNote& note, std::optional<Clocks> before,
                         std::optional<Clocks> after, std::shared_ptr<const DroppedLine> dropped)
    : game_(game), column_(column), note_(note), before_(before), after_(after), dropped_(std::move(dropped))
{
    if (dropped_ && dropped_->moveCount > 0) {
        const int last = dropped_->firstMove + dropped_->moveCount - 1;
        setText(last == dropped_->firstMove
                    ? QCoreApplication::translate("MoveCommand", "Move in column %1 (replaces move %2)")
                          .arg(column + 1)
                          .arg(last)
                    : QCoreApplication::translate("MoveCommand", "Move in column %1 (replaces moves %2-%3)")
                          .arg(column + 1)
                          .arg(dropped_->firstMove)
                          .arg(last));
    } else {
        setText(QCoreApplication::translate("MoveCommand", "Move in column %1").arg(column + 1));
    }
}

void MoveCommand::redo()
{
    game_->applyMove(column_, after_);
}

void MoveCommand::undo()
{
    game_->revertMove(before_);
}

}  // namespace c4
