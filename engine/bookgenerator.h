#pragma once

#include "engine/openingbook.h"
#include "engine/position.h"

#include <functional>
#include <stop_token>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace c4 {

// Computes the exact score of every position up to a ply, for an opening
// book, on any board that fits 64 bits (7x6 for the shipped book; small
// boards in the tests). Mirror positions are folded (one entry for both).
//
// Only the deepest ply is solved; every shallower position is derived from
// its children (negamax over the columns, an immediate win scoring at once),
// because solving early positions directly is what takes a solver minutes.
// A shallower position is derived as soon as its children are known, so a
// run stopped early leaves whole subtrees, not only deepest positions.
//
// Progress is a text of lines "<moves> <score>" (moves as in notation.h,
// 1-based; nothing before the space for the empty board), one line per
// position as soon as it is known, so a run can be stopped at any moment
// and resumed: load() what an earlier run wrote, then run() skips it. The
// text starts with header(), the board it was made for, so a run on
// another board refuses it instead of taking its scores (a text without
// the header, as made before it existed, is read as it is).
// The generator does no file work itself: the caller appends the lines.
class BookGenerator {
public:
    // The exact score of a position that is not over, for the side to move;
    // nothing when the solver was stopped. `atLeast`, when known, is a lower
    // bound of that score (see parentsBound()).
    using Solve = std::function<std::optional<int>(const Position&, std::optional<int> atLeast)>;
    // Called with each new line (without its newline).
    using Output = std::function<void(const std::string&)>;
    // Called after each position: the ply being worked on, how many of its
    // positions are done and how many it has.
    using Progress = std::function<void(int ply, size_t done, size_t total)>;

    // Every position of plies 0..maxPly of the board (spec must fit 64 bits).
    BookGenerator(const BoardSpec& spec, int maxPly);

    struct LoadResult {
        size_t lines = 0;       // positions read
        size_t validBytes = 0;  // the text up to the end of the last good line
        std::string error;      // a bad complete line: "line 12: ..."; empty if fine
    };
    // Reads lines an earlier run wrote. A last line without its newline is
    // ignored (a run killed while writing): validBytes tells the caller
    // where to cut the file before appending. Stops at the first bad line.
    LoadResult load(std::string_view text);

    // Solves and derives what is not known yet, writing a line for each.
    // Returns false when stopped (by `stop` or by solve returning nothing);
    // what was written is kept.
    bool run(const Solve& solve, const Output& output, std::stop_token stop = {}, const Progress& progress = {});

    // The number of positions (after folding) of a ply, and of them known
    // (none past deepestPly()).
    size_t positionsAt(int ply) const { return hasPly(ply) ? plies_[size_t(ply)].size() : 0; }
    size_t knownAt(int ply) const;
    // The deepest ply, up to the constructor's maxPly, that still has a
    // position in play (on small boards every game may end before maxPly).
    int deepestPly() const { return static_cast<int>(plies_.size()) - 1; }
    // The deepest ply d such that every position of plies 0..d is known,
    // or -1.
    int completePly() const;
    const BoardSpec& spec() const { return spec_; }
    // How many positions run() solved (rather than derived or loaded).
    size_t solvedCount() const { return solved_; }

    // The known positions as book entries (any ply).
    std::vector<OpeningBook::Entry> entries() const;

    // "<moves> <score>" for a position.
    static std::string line(const Position& position, int score);
    // The progress text's first line: "# board WxHxN".
    static std::string header(const BoardSpec& spec);

private:
    struct Node {
        uint64_t key;
        std::vector<int> moves;
    };
    bool hasPly(int ply) const { return ply >= 0 && ply <= deepestPly(); }
    Position positionOf(const Node& node) const;
    std::optional<int> derive(const Position& position) const;
    // The best lower bound that position's known parents give its score:
    // a parent's exact score is the best of its children's, so no child of
    // a parent worth s scores below -s. Known when a book is extended by
    // a ply: every position of the new ply has a parent in the old one.
    std::optional<int> parentsBound(const Position& position) const;
    // Derives every position above ply `below` whose children are all
    // known now, so a run stopped early still leaves whole subtrees.
    void deriveWhatIsKnown(int below, const Output& output);

    BoardSpec spec_;
    std::vector<std::vector<Node>> plies_;
    std::unordered_map<uint64_t, int> known_;
    size_t solved_ = 0;
};

}  // namespace c4
