#pragma once

#include "engine/analysis.h"
#include "engine/evaluationweights.h"
#include "engine/position.h"
#include "engine/paging.h"

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>

namespace c4 {

// The engine's front door: per-column analysis and move choice on any
// board. One Analyzer owns one transposition table and runs one search at a
// time; the exact solver's part of it may use several threads
// (setThreads). Callers that want independent searches use several Analyzers. The
// table is allocated by the first search that needs it, not here.
class Analyzer {
public:
    static constexpr size_t kDefaultTableBytes = size_t{64} << 20;

    // Small pages by default: the analyzer plays under clocks (see Paging).
    explicit Analyzer(size_t tableBytes = kDefaultTableBytes, Paging paging = Paging::small);
    ~Analyzer();
    Analyzer(const Analyzer&) = delete;
    Analyzer& operator=(const Analyzer&) = delete;

    // Called after every completed iteration with the analysis so far.
    using Progress = std::function<void(const Analysis&)>;

    // Scores every playable column of the position (which must not be over).
    // Stops at the limits or when stop is requested, and returns the best
    // analysis found so far: exact where proved, estimates elsewhere.
    Analysis analyze(const Position& position, const SearchLimits& limits, std::stop_token stop = {},
                     const Progress& progress = {});

    // The column a computer of this skill level (1-10) plays. `seed` drives
    // the level's deliberate imperfection, so the same seed gives the same
    // move. `limits` caps the time (a level never exceeds it). With
    // `chosenFrom`, also the analysis the move was chosen from (the search's
    // final one, which its last progress report may not be; without columns
    // when the move needed no search: the only column, a win now).
    int chooseMove(const Position& position, int level, const SearchLimits& limits, uint64_t seed,
                   std::stop_token stop = {}, const Progress& progress = {}, Analysis* chosenFrom = nullptr);

    // How many threads the exact solver uses (lazy SMP on one table; see
    // solver.h). 1 by default.
    // The memory its tables hold now (those of the last board kind
    // searched: at most the size given, and an eighth more).
    size_t allocatedTableBytes() const;

    void setThreads(int threads);

    // The weights the depth-limited searches evaluate with, on boards of
    // connect weights.window.size() - 1 (others keep theirs); none: the
    // built-in ones, or the environment's (EvaluationWeights::of). For
    // matches between two sets of weights (connect4-cli match --weights-a).
    void setEvaluationWeights(std::optional<EvaluationWeights> weights);

    // Forgets everything learned (the table is cleared, not freed).
    void clear();

    // Allocates the tables that a search with these limits uses on this
    // board and makes their pages resident now (otherwise the first searches
    // fault them in as they go, at a fraction of their speed; see
    // docs/benchmark-history.md), keeping what they hold: for a player about to play under a
    // clock. Cheap once done. Not during a search. A stop request or the
    // time `until` ends it within a MiB of each table; the next call goes
    // on from there.
    void prefault(const BoardSpec& spec, const SearchLimits& limits, std::stop_token stop = {},
                  std::chrono::steady_clock::time_point until = std::chrono::steady_clock::time_point::max());
    // For a search under a clock about to start: with half a second or
    // more, prefault() in at most a quarter of the time. Returns the limits
    // with the time it took taken off.
    SearchLimits prefaultWithinTime(const BoardSpec& spec, SearchLimits limits, std::stop_token stop = {});

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace c4
