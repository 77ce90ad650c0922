#pragma once

#include <cassert>

namespace c4 {

// A tiny priority list of moves for the search, as in Pons' solver: moves
// are added with a score and taken out best first; among equal scores the
// one added FIRST comes out first, so adding in the preferred column order
// (centre first) breaks ties towards the centre. Insertion sort on a fixed
// array: no allocation, and with at most a few dozen moves it beats a heap.
template <class Move, int Capacity>
class MoveSorter {
public:
    // Adds a move; at most Capacity moves may be added, all before the
    // first next().
    void add(const Move& move, int score)
    {
        assert(taken_ == 0);
        int pos = size_++;
        // Keep the array sorted best first; an equal score stays below the
        // ones already there, so the common case (equal scores added in
        // the preferred order) moves nothing.
        for (; pos > 0 && entries_[pos - 1].score < score; --pos)
            entries_[pos] = entries_[pos - 1];
        entries_[pos] = {move, score};
    }

    bool empty() const { return taken_ == size_; }

    // Removes and returns the best remaining move; the list must not be empty.
    Move next() { return entries_[taken_++].move; }

private:
    struct Entry {
        Move move;
        int score;
    };
    Entry entries_[Capacity];
    int size_ = 0;
    int taken_ = 0;
};

}  // namespace c4
