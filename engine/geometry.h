#pragma once

#include "engine/bitboard.h"
#include "engine/boardspec.h"

#include <array>
#include <cassert>
#include <cstdlib>
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
//
// PackedBits drops the sentinel row, so boards whose cells fit 64 bits but
// whose columns with sentinels do not (9x7: 63 cells, 72 bits) fit one
// word: cell (c, r) is bit c * height + r, and the neighbours are up 1,
// right height, up-right height+1, down-right height-1. For 9x7:
//
//    6 13 20 ... 62
//    ...
//    0  7 14 ... 56
//
// Without sentinels a shift along a line with a vertical part wraps from
// the top of one column into the bottom of the next (or back), so such a
// shift by k steps is masked by the rows it can reach without wrapping:
// rowsFrom[k] (moving up) or rowsUpTo[k] (moving down). The position and
// the evaluation apply those masks only for PackedBits.

// A line direction in a bit layout: the bit distance between neighbours
// along it, and the rows one step climbs (1, 0 or -1).
struct LineDirection {
    int step;
    int rise;
};

template <class Bits>
struct Geometry {
    BoardSpec spec;
    int stride = 0;              // the distance between columns: height + 1 (height when packed)
    Bits bottomMask{};           // the lowest cell of every column
    Bits boardMask{};            // every cell of the board, no sentinels
    std::vector<Bits> columnMask;  // the cells of each column
    std::vector<Bits> bottomOf;    // the lowest cell of each column
    std::vector<Bits> topOf;       // the highest cell of each column
    std::vector<Bits> rowsFrom;    // [k]: the cells in rows k and above (k = 0 .. kMaxSide)
    std::vector<Bits> rowsUpTo;    // [k]: the cells in rows height - 1 - k and below

    // The line directions: vertical, horizontal, down-right, up-right.
    std::array<LineDirection, 4> directions{};

    int index(int column, int row) const { return column * stride + row; }

    // The cells of b moved k steps along d (backwards for k < 0). On the
    // packed layout those that would leave the board through its top or
    // bottom are dropped. With sentinels they are not, but a run of
    // consecutive steps (all the callers look for) breaks on the always
    // empty sentinel row instead.
    Bits shifted(const Bits& b, const LineDirection& d, int k) const
    {
        const Bits moved = k >= 0 ? shiftUp(b, k * d.step) : shiftDown(b, -k * d.step);
        if constexpr (kPacked<Bits>) {
            if (d.rise * k > 0)
                return moved & rowsFrom[std::abs(k)];
            if (d.rise * k < 0)
                return moved & rowsUpTo[std::abs(k)];
        }
        return moved;
    }
    // The distance between columns: height + 1 with the sentinel row,
    // height without it.
    static constexpr int strideOf(const BoardSpec& s) { return s.height + (kPacked<Bits> ? 0 : 1); }

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

    explicit Geometry(const BoardSpec& s) : spec(s), stride(strideOf(s))
    {
        assert(s.width * stride <= kBitCount<Bits>);
        directions = {{{1, 1}, {stride, 0}, {stride - 1, -1}, {stride + 1, 1}}};
        const Bits zero{};
        // Up to kMaxSide: a line may be longer than the board is high.
        rowsFrom.assign(BoardSpec::kMaxSide + 1, zero);
        rowsUpTo.assign(BoardSpec::kMaxSide + 1, zero);
        for (int c = 0; c < s.width; ++c) {
            for (int r = 0; r < s.height; ++r) {
                for (int k = 0; k <= r; ++k)
                    rowsFrom[k] = rowsFrom[k] | bit(zero, index(c, r));
                for (int k = 0; k <= s.height - 1 - r; ++k)
                    rowsUpTo[k] = rowsUpTo[k] | bit(zero, index(c, r));
            }
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
    return spec.width * Geometry<Bits>::strideOf(spec) <= kBitCount<Bits>;
}

}  // namespace c4
