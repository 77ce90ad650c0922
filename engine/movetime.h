#pragma once

#include "engine/boardspec.h"

#include <chrono>

namespace c4 {

// What the caller allows the mover for one move, as Stockfish's LimitsType:
// a fixed time per move, and/or the mover's clock with its increment.
struct TimeLimits {
    std::chrono::milliseconds perMove{0};    // the caller's time for a move; 0 = the level's own time
    bool hasClock = false;                   // whether the next three apply
    std::chrono::milliseconds remaining{0};  // on the mover's clock now
    std::chrono::milliseconds increment{0};  // added after each of the mover's moves
    int movesToGo = 0;                       // moves until the clock restarts (1: time per move); 0 = the game
};

// The one time policy: how long a computer at `level` may think about the
// next move with `movesPlayed` stones on the board. The caller's time per
// move, else the level's own (SkillLevel::defaultTime: 5 s at level 10);
// with a clock, at most a share of it: the clock spread over the moves the
// mover may still make (at most 20 counted) plus most of the increment,
// never more than half of what remains, so a search that keeps its time
// never loses on time. At least 1 ms.
std::chrono::milliseconds moveTime(const BoardSpec& spec, int movesPlayed, int level, const TimeLimits& limits);

// The part of a move's time handed to the search as its deadline: the rest
// is kept back for the search to notice the deadline and return.
std::chrono::milliseconds searchTime(std::chrono::milliseconds moveTime);

}  // namespace c4
