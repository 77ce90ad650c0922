#pragma once

#include "engine/geometry.h"

#include <cstdint>
#include <type_traits>

namespace c4 {

// Who owns a cell, or who is to move. None is an empty cell.
enum class Player : uint8_t { None = 0, First = 1, Second = 2 };

constexpr Player opponent(Player p)
{
    return p == Player::First ? Player::Second : p == Player::Second ? Player::First : Player::None;
}

// The search's view of a board: two bit sets in the layout drawn in
// geometry.h, as in Pascal Pons' solver.
//   current  the stones of the side to move
//   mask     every stone on the board
// Example on 7x6 after the moves 4 4 5 (first player to move again):
//   mask has bits 21, 22, 28; current (first player) has bits 21 and 28.
// No history is kept: the search plays on copies. Everything here is cheap
// and allocation-free; it is the hot path.
template <class Bits>
class BasicPosition {
public:
    using BitSet = Bits;

    // The empty board of a spec; the spec must be valid and fit Bits.
    explicit BasicPosition(const BoardSpec& spec) : geo_(&Geometry<Bits>::of(spec)) {}

    // The same position in this layout (the search may run on PackedBits
    // while the rest of the engine holds the sentinel layout); the spec must
    // fit Bits.
    template <class Other>
        requires(!std::is_same_v<Other, Bits>)
    explicit BasicPosition(const BasicPosition<Other>& other) : BasicPosition(other.spec())
    {
        for (int c = 0; c < width(); ++c) {
            for (int r = 0; r < other.columnHeight(c); ++r) {
                const Bits cellBit = bit(mask_, geo_->index(c, r));
                mask_ = mask_ | cellBit;
                if (test(other.current(), other.geometry().index(c, r)))
                    current_ = current_ | cellBit;
            }
        }
        moves_ = other.movesPlayed();
    }

    const BoardSpec& spec() const { return geo_->spec; }
    const Geometry<Bits>& geometry() const { return *geo_; }
    int width() const { return geo_->spec.width; }
    int height() const { return geo_->spec.height; }
    int connect() const { return geo_->spec.connect; }

    // Stones played so far.
    int movesPlayed() const { return moves_; }
    Player sideToMove() const { return moves_ % 2 == 0 ? Player::First : Player::Second; }
    bool isFull() const { return moves_ == geo_->spec.cells(); }

    const Bits& current() const { return current_; }
    const Bits& mask() const { return mask_; }

    // Whether a stone can still go into the column (0-based, in range).
    bool canPlay(int column) const { return none(mask_ & geo_->topOf[column]); }

    // Drops a stone for the side to move; the column must be playable.
    void play(int column) { playBit((mask_ + geo_->bottomOf[column]) & geo_->columnMask[column]); }

    // Plays the move given as its single cell bit; it must be a possible move.
    void playBit(const Bits& move)
    {
        current_ = current_ ^ mask_;
        mask_ = mask_ | move;
        ++moves_;
    }

    // Takes back the top stone of a column; it must be the last move played.
    void undo(int column)
    {
        const Bits stones = mask_ & geo_->columnMask[column];
        // The stones of a column are contiguous from its bottom: the top one
        // is the one with no stone of the column above it.
        const Bits topStone = stones & ~shiftDown(stones, 1);
        mask_ = mask_ ^ topStone;
        current_ = current_ ^ mask_;
        --moves_;
    }

    // Whether playing the column makes connect in a row for the side to move;
    // the column must be playable.
    bool isWinningMove(int column) const
    {
        return !none(winningCells() & possibleMoves() & geo_->columnMask[column]);
    }

    // Whether the side to move can win at once.
    bool canWinNext() const { return !none(winningCells() & possibleMoves()); }

    // The lowest empty cell of every column that is not full.
    Bits possibleMoves() const
    {
        if constexpr (kPacked<Bits>) {
            // No sentinel to absorb the carry of a full column: the empty
            // cells right above a stone (or at the bottom). A top stone
            // shifted into the next column lands on a bottom cell, which is
            // possible anyway when empty.
            return (shiftUp(mask_, 1) | geo_->bottomMask) & ~mask_ & geo_->boardMask;
        } else {
            return (mask_ + geo_->bottomMask) & geo_->boardMask;
        }
    }

    // Empty cells that would complete a line for the side to move / the
    // opponent (whether or not they can be played now).
    Bits winningCells() const { return winningCellsOf(current_); }
    Bits opponentWinningCells() const { return winningCellsOf(current_ ^ mask_); }

    // Empty cells that would complete a line for the given stones.
    Bits winningCellsOf(const Bits& stones) const
    {
        return (geo_->spec.connect == 4 ? winningCells4(stones) : winningCellsN(stones))
            & (geo_->boardMask ^ mask_);
    }

    // Moves that do not hand the opponent an immediate win. Assumes the side
    // to move cannot win at once. Empty when every move loses; when the
    // opponent has two immediate threats only one is kept (both lose).
    Bits nonLosingMoves() const { return nonLosingMoves(opponentWinningCells()); }
    // The same, given opponentWinningCells() already worked out.
    Bits nonLosingMoves(const Bits& threats) const
    {
        Bits possible = possibleMoves();
        const Bits forced = possible & threats;
        if (!none(forced)) {
            if (!none(forced & (forced ^ lowestBitOf(forced))))
                return Bits{};  // two forced moves: lost
            possible = forced;
        }
        // Never play directly below an opponent's winning cell. (On the
        // packed layout a threat in the bottom row shifts onto the top of
        // the column before; harmless: such a threat is playable, so it is
        // the one forced move kept above, or one of two.)
        return possible & ~shiftDown(threats, 1);
    }

    // Who owns the cell (column, row), row 0 at the bottom.
    Player cell(int column, int row) const
    {
        const int i = geo_->index(column, row);
        if (!test(mask_, i))
            return Player::None;
        const bool mine = test(current_, i);
        return mine ? sideToMove() : opponent(sideToMove());
    }

    // Stones in a column.
    int columnHeight(int column) const { return popcount(mask_ & geo_->columnMask[column]); }

    // A key that identifies the position for a transposition table. Exact
    // (current + mask is unique) when the board fits one 64-bit word with
    // its sentinel row; a 64-bit hash of both sets otherwise.
    uint64_t key() const
    {
        if constexpr (kPacked<Bits>) {
            return mix(mix(0x9E3779B97F4A7C15ull ^ current_.v) ^ mask_.v);
        } else if constexpr (sizeof(Bits) == sizeof(uint64_t)) {
            return current_ + mask_;
        } else if constexpr (sizeof(Bits) == sizeof(Bits128)) {
            const Bits128 k = current_ + mask_;
            return mix(mix(0x9E3779B97F4A7C15ull ^ static_cast<uint64_t>(k)) ^ static_cast<uint64_t>(k >> 64));
        } else {
            uint64_t h = 0x9E3779B97F4A7C15ull;
            for (int i = 0; i < static_cast<int>(current_.w.size()); ++i) {
                h = mix(h ^ current_.w[i]);
                h = mix(h ^ mask_.w[i]);
            }
            return h;
        }
    }

    // current + mask: different for every position, and (each column's sum
    // staying inside its own height + 1 bits) no wider than the board's bit
    // layout, so it fits the bit set itself (Pons' key). For the one- and
    // two-word boards, whose exact solver keys its table with it.
    Bits exactKey() const
        requires(SolverBits<Bits>)
    {
        return current_ + mask_;
    }

private:
    static constexpr uint64_t mix(uint64_t x)
    {
        x ^= x >> 30;
        x *= 0xBF58476D1CE4E5B9ull;
        x ^= x >> 27;
        x *= 0x94D049BB133111EBull;
        return x ^ (x >> 31);
    }

    static Bits lowestBitOf(const Bits& b) { return bit(b, lowestIndex(b)); }

    // Pons' closed form for connect 4.
    Bits winningCells4(const Bits& p) const
    {
        // The common heights get shifts by constants: on two-word boards a
        // shift by a run-time amount takes several instructions more, on
        // one word a range check.
        switch (geo_->spec.height) {
        case 6:
            return winningCells4(p, std::integral_constant<int, 6>{});
        case 7:
            return winningCells4(p, std::integral_constant<int, 7>{});
        case 8:
            return winningCells4(p, std::integral_constant<int, 8>{});
        default:
            return winningCells4(p, geo_->spec.height);
        }
    }
    template <class Height>
    Bits winningCells4(const Bits& p, Height height) const
    {
        if constexpr (kPacked<Bits>) {
            return packedWinningCells4(p, height);
        } else {
            const int h = height;
            return (shiftUp(p, 1) & shiftUp(p, 2) & shiftUp(p, 3)) | fourAlong(p, h + 1) | fourAlong(p, h)
                | fourAlong(p, h + 2);
        }
    }

    // The cells that complete four in a row along a line whose neighbours
    // are `s` bits apart, the cell at either end or inside (three stones
    // below it and none above, two and one, one and two, none and three);
    // for shifts that cannot wrap.
    static Bits fourAlong(const Bits& p, int s)
    {
        const Bits up1 = shiftUp(p, s);
        const Bits down1 = shiftDown(p, s);
        const Bits up2 = up1 & shiftUp(p, 2 * s);
        const Bits down2 = down1 & shiftDown(p, 2 * s);
        return (up2 & (shiftUp(p, 3 * s) | down1)) | (down2 & (up1 | shiftDown(p, 3 * s)));
    }

    // Pons' closed form on the packed layout: the same lines, each shifted
    // set masked by the rows it reaches without wrapping (geometry.h).
    template <class Height>
    Bits packedWinningCells4(const Bits& p, Height height) const
    {
        const int h = height;
        const Bits* from = geo_->rowsFrom.data();
        const Bits* upTo = geo_->rowsUpTo.data();
        // vertical (masked); horizontal, whole columns apart, never wraps
        Bits r = (shiftUp(p, 1) & shiftUp(p, 2) & shiftUp(p, 3) & from[3]) | fourAlong(p, h);
        // up-right (h + 1): moving up k steps reaches rows k and above;
        // down-right (h - 1): moving up k steps along it goes down k rows.
        for (const bool rising : {true, false}) {
            const int s = rising ? h + 1 : h - 1;
            const Bits* up = rising ? from : upTo;
            const Bits* down = rising ? upTo : from;
            const Bits u1 = shiftUp(p, s) & up[1], u2 = shiftUp(p, 2 * s) & up[2];
            const Bits d1 = shiftDown(p, s) & down[1], d2 = shiftDown(p, 2 * s) & down[2];
            r = r | (u1 & u2 & ((shiftUp(p, 3 * s) & up[3]) | d1));
            r = r | (d1 & d2 & (u1 | (shiftDown(p, 3 * s) & down[3])));
        }
        return r;
    }

    // Any connect: a cell wins when the run of own stones below it plus the
    // run above it, along one direction, reaches connect - 1. below[k] holds
    // the cells with at least k own stones right below them; the runs above
    // are grown one step at a time and matched against below[n - 1 - k].
    Bits winningCellsN(const Bits& p) const
    {
        const int n = geo_->spec.connect;
        Bits result{};
        Bits below[BoardSpec::kMaxSide];
        for (const LineDirection& d : geo_->directions) {
            below[0] = ~Bits{};
            for (int k = 1; k < n; ++k)
                below[k] = below[k - 1] & geo_->shifted(p, d, k);
            Bits above = ~Bits{};
            for (int k = 0; k < n; ++k) {
                if (k > 0)
                    above = above & geo_->shifted(p, d, -k);
                if (none(above))
                    break;
                result = result | (above & below[n - 1 - k]);
            }
        }
        return result;
    }

    const Geometry<Bits>* geo_;
    Bits current_{};
    Bits mask_{};
    int moves_ = 0;
};

}  // namespace c4
