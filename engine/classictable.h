#pragma once

#include <cstdint>
#include <vector>

namespace c4 {

// A transposition table for ClassicEngine: it makes the classic search
// faster without changing a single move it plays (see classicengine.h for
// why). Within one chooseColumn a position is always the same number of
// plies below the root, so its value (which counts plies to a win) is the
// same wherever it is reached. An earlier call's entries are not cleared:
// their values belong to another root and are ignored (by generation), but
// their columns still order the moves.
//
// Keys are 64-bit Zobrist keys of the stones (ClassicBoard::key) and are
// stored whole, so a wrong hit needs two positions with the same 64-bit
// key: about one chance in 2^64 for each probe.
class ClassicTable {
public:
    // What the stored value says about the position's exact value.
    enum class Bound : int8_t { exact, lower, upper };

    struct Entry {
        uint64_t key = 0;
        int64_t value = 0;
        uint32_t generation = 0;  // 0: never written
        int16_t column = -1;      // the best or cutting column, -1 if none
        Bound bound = Bound::exact;
    };

    // A table of 2^bits entries; 0 bits makes a table that never holds
    // anything (the plain search).
    explicit ClassicTable(int bits)
        : entries_(bits > 0 ? size_t{1} << bits : 0), mask_(entries_.empty() ? 0 : entries_.size() - 1)
    {
    }

    bool isEnabled() const { return !entries_.empty(); }

    // Forgets every entry at once (a new search).
    void newGeneration() { ++generation_; }

    // The entry for the key, or nullptr; its value and bound count only if
    // it isCurrent, its column as a hint in any case.
    const Entry* find(uint64_t key) const
    {
        if (!isEnabled())
            return nullptr;
        const Entry& e = entries_[key & mask_];
        return e.key == key && e.generation != 0 ? &e : nullptr;
    }
    // Whether the entry was written by this search.
    bool isCurrent(const Entry& e) const { return e.generation == generation_; }

    // Keeps the latest result for a slot (always replace: the search
    // revisits a subtree soon after it leaves it, if at all).
    void store(uint64_t key, int64_t value, Bound bound, int column)
    {
        if (isEnabled())
            entries_[key & mask_] = {key, value, generation_, static_cast<int16_t>(column), bound};
    }

private:
    std::vector<Entry> entries_;
    uint64_t mask_;
    uint32_t generation_ = 1;
};

}  // namespace c4
