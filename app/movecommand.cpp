#include "movecommand.h"

#include "game.h"

#include <QCoreApplication>

namespace c4 {

MoveCommand::MoveCommand(Game* game, int column, const MoveNote& note, std::optional<Clocks> before,
                         std::optional<Clocks> after)
    : game_(game), column_(column), note_(note), before_(before), after_(after)
{
    setText(QCoreApplication::translate("MoveCommand", "Move in column %1").arg(column + 1));
}

void MoveCommand::redo()
{
    game_->applyMove(column_, after_);
}

void MoveCommand::undo()
{
    game_->revertMove(column_, before_);
}

}  // namespace c4
