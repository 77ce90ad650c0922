#pragma once

#include "movenote.h"

#include <QUndoCommand>
#include <array>
#include <optional>

namespace c4 {

class Game;

// One move on the game's undo stack. redo() plays the column, undo() takes it
// back; both also restore the clocks as they were after/before the move
// when those are known.
class MoveCommand : public QUndoCommand {
public:
    using Clocks = std::array<qint64, 2>;

    MoveCommand(Game* game, int column, const MoveNote& note, std::optional<Clocks> before,
                std::optional<Clocks> after);

    void redo() override;
    void undo() override;
    int id() const override { return kId; }

    int column() const { return column_; }
    const MoveNote& note() const { return note_; }

    static constexpr int kId = 1;

private:
    Game* game_;
    int column_;
    MoveNote note_;
    std::optional<Clocks> before_;
    std::optional<Clocks> after_;
};

}  // namespace c4
