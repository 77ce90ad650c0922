#pragma once

#include "app/droppedline.h"
#include "app/movenote.h"

#include <QUndoCommand>
#include <array>
#include <optional>

namespace c4 {

class Game;

// One move on the game's undo stack. redo() plays the column, undo() takes it
// back; both also restore the clocks as they were after/before the move
// when those are known. A move played while browsing keeps the line it
// replaced (`dropped`); Game::undo() puts that line back.
class MoveCommand : public QUndoCommand {
public:

    MoveCommand(Game* game, int column, const MoveNote& note, std::optional<Clocks> before,
                std::optional<Clocks> after, std::shared_ptr<const DroppedLine> dropped = {});

    void redo() override;
    void undo() override;
    int id() const override { return kId; }

    int column() const { return column_; }
    const MoveNote& note() const { return note_; }
    const std::optional<Clocks>& clocksBefore() const { return before_; }
    const std::optional<Clocks>& clocksAfter() const { return after_; }
    // The line this move replaced, or null.
    const std::shared_ptr<const DroppedLine>& dropped() const { return dropped_; }

    static constexpr int kId = 1;

private:
    Game* game_;
    int column_;
    MoveNote note_;
    std::optional<Clocks> before_;
    std::optional<Clocks> after_;
    std::shared_ptr<const DroppedLine> dropped_;
};

}  // namespace c4
