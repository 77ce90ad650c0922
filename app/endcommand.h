#pragma once

#include "app/droppedline.h"
#include "app/gameresult.h"

#include <QUndoCommand>
#include <array>

namespace c4 {

class Game;

// The end of a game that the board does not show: a flag fall or a
// resignation. Undoing it puts the game back in progress with the clocks of
// the start of that turn.
class EndCommand : public QUndoCommand {
public:

    EndCommand(Game* game, const GameResult& result, const Clocks& turnStart,
               std::shared_ptr<const DroppedLine> dropped = {});

    void redo() override;
    void undo() override;
    int id() const override { return kId; }

    const GameResult& result() const { return result_; }
    const Clocks& turnStart() const { return turnStart_; }
    // The line this end replaced (a resignation while browsing), or null.
    const std::shared_ptr<const DroppedLine>& dropped() const { return dropped_; }

    static constexpr int kId = 2;

private:
    Game* game_;
    GameResult result_;
    Clocks turnStart_;
    std::shared_ptr<const DroppedLine> dropped_;
};

}  // namespace c4
