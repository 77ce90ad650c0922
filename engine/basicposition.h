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
        // The stones of a column are contiguous from its bottom, so adding
        // the bottom bit carries to the cell just above the top stone.
        const Bits topStone = shiftDown(stones + geo_->bottomOf[column], 1);
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
    Bits possibleMoves() const { return (mask_ + geo_->bottomMask) & geo_->boardMask; }

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
        // Never play directly below an opponent's winning cell.
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
    // (current + mask is unique) when the board fits one 64-bit word; a
    // 64-bit hash of both sets otherwise.
    uint64_t key() const
    {
        if constexpr (sizeof(Bits) == sizeof(uint64_t)) {
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
        requires(sizeof(Bits) <= sizeof(Bits128))
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
        // shift by a run-time amount takes several instructions more.
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
    static Bits winningCells4(const Bits& p, Height height)
    {
        const int h = height;
        Bits r = shiftUp(p, 1) & shiftUp(p, 2) & shiftUp(p, 3);
        for (const int s : {h + 1, h, h + 2}) {
            Bits q = shiftUp(p, s) & shiftUp(p, 2 * s);
            r = r | (q & shiftUp(p, 3 * s));
            r = r | (q & shiftDown(p, s));
            q = shiftDown(p, s) & shiftDown(p, 2 * s);
            r = r | (q & shiftUp(p, s));
            r = r | (q & shiftDown(p, 3 * s));
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
        const int h = geo_->spec.height;
        static constexpr int kMax = BoardSpec::kMaxSide;
        Bits result{};
        Bits below[kMax];
        for (const int s : {1, h + 1, h, h + 2}) {
            below[0] = ~Bits{};
            for (int k = 1; k < n; ++k)
                below[k] = below[k - 1] & shiftUp(p, k * s);
            Bits above = ~Bits{};
            for (int k = 0; k < n; ++k) {
                if (k > 0)
                    above = above & shiftDown(p, k * s);
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
