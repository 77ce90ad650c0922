#pragma once

#include "app/players.h"
#include "engine/score.h"

#include <QtGlobal>
#include <optional>

namespace c4 {

// What is known about one move: the engine's score of the position before
// it (for the player who made it), the depth searched and the time taken.
// Any field may be unknown (a human move has a time but no score).
struct MoveNote {
    std::optional<Score> score;
    int depth = 0;        // 0 = unknown
    qint64 timeMs = -1;   // -1 = unknown
    // Who made the move, as the seat was set up then: a later swap of sides
    // or change of level does not relabel it. Unknown = the seat's player now.
    std::optional<PlayerSetup> mover;

    bool isEmpty() const { return !score && depth == 0 && timeMs < 0 && !mover; }
    friend bool operator==(const MoveNote&, const MoveNote&) = default;
};

}  // namespace c4
