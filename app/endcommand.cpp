#include "app/endcommand.h"

#include "app/game.h"

#include <QCoreApplication>

namespace c4 {

EndCommand::EndCommand(Game* game, const GameResult& result, const Clocks& turnStart,
                       std::shared_ptr<const DroppedLine> dropped)
    : game_(game), result_(result), turnStart_(turnStart), dropped_(std::move(dropped))
{
    setText(result.kind == GameResult::Kind::Resignation
                ? QCoreApplication::translate("EndCommand", "Resign")
                : QCoreApplication::translate("EndCommand", "Time out"));
}

void EndCommand::redo()
{
    game_->applyEnd(result_);
}

void EndCommand::undo()
{
    game_->revertEnd(turnStart_);
}

}  // namespace c4
