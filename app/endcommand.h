#pragma once

#include "gameresult.h"

#include <QUndoCommand>
#include <array>

namespace c4 {

class Game;

// The end of a game that the board does not show: a flag fall or a
// resignation. Undoing it puts the game back in progress with the clocks of
// the start of that turn.
class EndCommand : public QUndoCommand {
public:
    using Clocks = std::array<qint64, 2>;

    EndCommand(Game* game, const GameResult& result, const Clocks& turnStart);

    void redo() override;
    void undo() override;
    int id() const override { return kId; }

    const GameResult& result() const { return result_; }

    static constexpr int kId = 2;

private:
    Game* game_;
    GameResult result_;
    Clocks turnStart_;
};

}  // namespace c4
