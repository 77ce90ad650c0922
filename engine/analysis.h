#pragma once

#include "engine/score.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace c4 {

// What one column is worth for the side to move.
struct ColumnAnalysis {
    int column = 0;                 // 0-based
    bool playable = false;          // false for a full column (no score)
    Score score;                    // for the side to move, after playing this column
    std::vector<int> principalVariation;  // 0-based columns, starting with `column`
    bool fromBook = false;          // the exact score came from the opening book
    // An estimate that is only an upper bound: with bestMoveOnly the column
    // was proved no better than the best one, not valued (meaningless for
    // an exact score).
    bool upperBound = false;
    // The plies searched for the estimate (meaningless for an exact score).
    // A search cut short in an iteration leaves the columns it did not
    // reach at the iteration before: one ply shallower than the others.
    int depth = 0;
    // While the exact solver works on this column: what it has proved so
    // far, the exact score lies in [lower, upper] (score keeps its estimate).
    // With bestMoveOnly also what proving the column no better than the
    // best one proved, when that says a loss (or at most a draw): upper is
    // then the best's score or below, lower the board's worst.
    struct Bounds {
        int lower = 0;
        int upper = 0;
    };
    std::optional<Bounds> proving;

    // Whether the line of a proved score runs to the game's end (the
    // winning stone, or the last cell for a draw) in a position with
    // `movesPlayed` stones; a line cut short by the time (or the book's
    // short lines) does not. Estimates' lines end at the horizon: false.
    bool isLineWhole(const BoardSpec& spec, int movesPlayed) const
    {
        if (!score.isExact())
            return false;
        const int n = score.movesToEnd(spec, movesPlayed);
        const size_t whole = score.isDraw() ? size_t(spec.cells() - movesPlayed)
                                            : size_t(score.isWin() ? 2 * n - 1 : 2 * n);
        return principalVariation.size() >= whole;
    }
};

// The result of analysing one position: a value per column plus how far the
// search got. Plain data: it is copied into signals and across threads.
struct Analysis {
    std::vector<ColumnAnalysis> columns;  // one per board column, in column order
    int bestColumn = -1;                  // -1 when no column is playable
    Score best;                           // the score of bestColumn
    int depth = 0;                        // plies searched in the last complete iteration
    uint64_t nodes = 0;
    std::chrono::microseconds elapsed{0};
    bool fromBook = false;                // every exact score came from the opening book
    bool complete = false;                // every playable column has an exact score
    // The exact solver took over from the estimates (it may have been cut
    // short): boards it takes, no depth limit, and under a clock only with
    // a proof within reach.
    bool solverRan = false;

    // Whether the column's estimate rests on a shallower search than
    // another column's: a search cut short in an iteration leaves the
    // columns it did not reach an iteration behind, and their estimates and
    // bounds do not compare with the deeper ones.
    bool isShallowerEstimate(const ColumnAnalysis& column) const
    {
        if (!column.playable || column.score.isExact())
            return false;
        for (const ColumnAnalysis& other : columns)
            if (other.playable && !other.score.isExact() && other.depth > column.depth)
                return true;
        return false;
    }

    uint64_t nodesPerSecond() const
    {
        const auto us = elapsed.count();
        return us > 0 ? nodes * 1'000'000 / static_cast<uint64_t>(us) : 0;
    }
};

// How often a running analysis reports progress while one long search runs
// (a live status line).
constexpr std::chrono::milliseconds kProgressInterval{200};

// When a search stops. Zero means "no limit" for each field; with no limit
// at all the search runs until everything is exact (or it is stopped).
struct SearchLimits {
    int maxDepth = 0;
    uint64_t maxNodes = 0;
    std::chrono::milliseconds maxTime{0};
    // Scores from the opening book come at once with short lines (past the
    // book each step of a line is a solve of an opening position). With
    // fullLines the analysis then walks those lines to the end of the game,
    // best column first, reporting after every move added (seconds each):
    // for a live panel.
    bool fullLines = false;
    // Only the best column is wanted (a computer's move): each iteration
    // proves one column best with null-window tests against the best so far
    // instead of a full value per column, and the solver proves the others
    // no better instead of solving each. bestColumn is then that column; the
    // other columns keep estimates that may be mere upper bounds (marked
    // upperBound), and lines of exact scores are not walked.
    bool bestMoveOnly = false;
    // The columns the root may play, bit c for column c; 0 for all. The
    // others are reported unplayable, and the best, the depth and whether
    // the analysis is complete are those of the columns allowed (level 10
    // keeping to the columns a strategy proves wins: movechooser.cpp).
    uint64_t rootColumns = 0;
};

}  // namespace c4
