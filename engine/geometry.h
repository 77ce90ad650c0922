#pragma once

#include "engine/bitboard.h"
#include "engine/boardspec.h"

#include <memory>
#include <mutex>
#include <vector>

namespace c4 {

// The masks of one board shape, computed once and shared by every position
// of that shape (positions keep a pointer, so copying a position stays two
// bit sets, a counter and a pointer).
//
// Bit layout, column by column from the bottom, with one spare bit on top of
// each column (the "sentinel" row, always empty). For 7x6:
//
//   .  .  .  .  .  .  .      <- sentinel row: bits 6, 13, 20, ...
//   5 12 19 26 33 40 47
//   4 11 18 25 32 39 46
//   3 10 17 24 31 38 45
//   2  9 16 23 30 37 44
//   1  8 15 22 29 36 43
//   0  7 14 21 28 35 42      <- bottomMask has these bits
//
// Cell (column c, row r) is bit c * (height + 1) + r. Neighbours are fixed
// shifts: up 1, right height+1, up-right height+2, down-right height. A line
// that would leave the board through the top or bottom lands on a sentinel
// bit, so shifted patterns never wrap into the next column. The same layout
// is used for WideBits, where bit i sits in word i / 64.
template <class Bits>
struct Geometry {
    BoardSpec spec;
    int stride = 0;              // height + 1, the distance between columns
    Bits bottomMask{};           // the lowest cell of every column
    Bits boardMask{};            // every cell of the board, no sentinels
    std::vector<Bits> columnMask;  // the cells of each column
    std::vector<Bits> bottomOf;    // the lowest cell of each column
    std::vector<Bits> topOf;       // the highest cell of each column

    int index(int column, int row) const { return column * stride + row; }

    // The shared geometry of a spec; the spec must be valid and must fit Bits.
    static const Geometry& of(const BoardSpec& spec)
    {
        static std::mutex mutex;
        static std::vector<std::unique_ptr<Geometry>> known;
        std::lock_guard lock(mutex);
        for (const auto& g : known)
            if (g->spec == spec)
                return *g;
        known.push_back(std::make_unique<Geometry>(spec));
        return *known.back();
    }

    explicit Geometry(const BoardSpec& s) : spec(s), stride(s.height + 1)
    {
        const Bits zero{};
        for (int c = 0; c < s.width; ++c) {
            Bits column{};
            for (int r = 0; r < s.height; ++r)
                column = column | bit(zero, index(c, r));
            columnMask.push_back(column);
            bottomOf.push_back(bit(zero, index(c, 0)));
            topOf.push_back(bit(zero, index(c, s.height - 1)));
            bottomMask = bottomMask | bottomOf.back();
            boardMask = boardMask | column;
        }
    }
};

// Whether a spec fits a bit set of this kind.
template <class Bits>
constexpr bool fits(const BoardSpec& spec)
{
    return spec.width * (spec.height + 1) <= kBitCount<Bits>;
}

}  // namespace c4
