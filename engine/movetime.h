#pragma once

#include "boardspec.h"

#include <chrono>

namespace c4 {

// The time to think about one move when playing by a clock: `remaining` on
// the mover's clock, `increment` added to it after each move, `movesPlayed`
// stones on the board. Spreads the clock over the moves the mover may still
// have to make (at most 20 counted, games rarely last longer) and adds most
// of the increment, but never more than half of what remains, so a
// search that honours its time can never lose on time. At least 1 ms.
std::chrono::milliseconds moveTime(const BoardSpec& spec, int movesPlayed, std::chrono::milliseconds remaining,
                                   std::chrono::milliseconds increment = std::chrono::milliseconds{0});

}  // namespace c4
