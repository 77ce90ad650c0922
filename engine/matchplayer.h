#pragma once

#include "engine/analysis.h"
#include "engine/position.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <stop_token>
#include <string>

namespace c4 {

class Analyzer;
class ClassicEngine;

// One side of a match game: a skill level (1-10) that plays through an
// Analyzer within the match's time per move, or the seeds' classic engine
// at a fixed depth (1-20), which ignores the time, as the library did.
class MatchPlayer {
public:
    enum class Kind { level, classic };

    // A skill level playing with `analyzer`, which must outlive the player;
    // `ownTime`, when not zero, is its time per move in place of the match's
    // (a match where each level thinks its own time, scaled).
    static MatchPlayer skillLevel(int level, Analyzer& analyzer, std::chrono::milliseconds ownTime = {});
    // The classic engine searching `depth` plies; it builds its engine for
    // the board of the first position it is asked about.
    static MatchPlayer classic(int depth);

    MatchPlayer(MatchPlayer&&) noexcept;
    MatchPlayer& operator=(MatchPlayer&&) noexcept;
    ~MatchPlayer();

    Kind kind() const { return kind_; }
    // The level, or the classic depth.
    int strength() const { return strength_; }
    // "level 10" or "classic 8", for reports.
    std::string name() const;

    // The column this player plays in the position, which must not be over.
    // `seed` drives a level's deliberate mistakes; the classic engine is
    // deterministic and looks only at the stop token, not at the limits.
    // May return an unplayable column only when stopped before any move.
    int chooseMove(const Position& position, const SearchLimits& limits, uint64_t seed,
                   std::stop_token stop = {});

private:
    MatchPlayer(Kind kind, int strength, Analyzer* analyzer, std::chrono::milliseconds ownTime);

    Kind kind_;
    int strength_;
    Analyzer* analyzer_ = nullptr;
    std::chrono::milliseconds ownTime_{0};
    std::unique_ptr<ClassicEngine> classic_;
};

}  // namespace c4
