#pragma once

#include "engine/basicposition.h"

#include <bit>
#include <cstdint>

namespace c4 {

// The board views the exact solver (solver.cpp) is compiled for. All are
// bitboards in the layout of geometry.h and offer the same small interface;
// moves are single cell bits (of type Bits), keys are Pons' current + mask.
//
// FixedBoard<W, H, Bits>: connect 4 on a W x H board known at compile time,
// so every mask and shift is a constant (the 7x6 fast path; it measured
// about 1.6x faster than going through the runtime geometry; also 9x7 and
// 8x8 on Bits128).
// RuntimeBoard<Bits>: any spec that fits Bits (uint64_t or Bits128), any
// connect, through BasicPosition<Bits>.

template <int W, int H, class Bits_ = uint64_t>
struct FixedBoard {
    using Bits = Bits_;
    static_assert(W * (H + 1) <= kBitCount<Bits>);
    static constexpr int kWidth = W;
    static constexpr int kCells = W * H;

    static constexpr Bits bottomMask()
    {
        Bits m = 0;
        for (int c = 0; c < W; ++c)
            m |= Bits{1} << (c * (H + 1));
        return m;
    }
    static constexpr Bits kBottom = bottomMask();
    static constexpr Bits kBoard = kBottom * ((Bits{1} << H) - 1);

    Bits current = 0;
    Bits mask = 0;
    int moves = 0;

    explicit FixedBoard(const BasicPosition<Bits>& p)
        : current(p.current()), mask(p.mask()), moves(p.movesPlayed())
    {
    }

    static constexpr Bits columnMask(int c) { return ((Bits{1} << H) - 1) << (c * (H + 1)); }
    int width() const { return W; }
    int cells() const { return kCells; }
    int movesPlayed() const { return moves; }
    Bits key() const { return current + mask; }
    // The key of the position after playing move.
    Bits keyAfter(Bits move) const { return (current ^ mask) + (mask | move); }
    Bits possible() const { return (mask + kBottom) & kBoard; }
    void play(Bits move)
    {
        current ^= mask;
        mask |= move;
        ++moves;
    }

    bool canWinNext() const { return (winningCells(current, mask) & possible()) != 0; }
    // Empty cells that would complete four for the opponent.
    Bits opponentWinningCells() const { return winningCells(current ^ mask, mask); }

    // Moves that do not give the opponent an immediate win; assumes the side
    // to move cannot win at once.
    Bits nonLosingMoves() const
    {
        Bits possibleMask = possible();
        const Bits threats = winningCells(current ^ mask, mask);
        const Bits forced = possibleMask & threats;
        if (forced) {
            if (forced & (forced - 1))
                return 0;
            possibleMask = forced;
        }
        return possibleMask & ~(threats >> 1);
    }

    // The best score the side to move can still hope for when the opponent
    // claims the even rows (Allis' "claimeven"), or kNoEvenRowsBound. Only
    // for an even height with the first player to move, so an even number
    // of cells is empty and an even number of columns has an odd number of
    // empty cells. The opponent then replies on top of every move into an
    // odd row (1-based) and answers a move into the playable even cell of a
    // column with the playable even cell of another such column. So it gets
    // every empty even-row cell that is not playable now, and the side to
    // move at most the rest. If the rest holds no four, the side to move
    // cannot win (at most a draw, 0); if the opponent's cells also hold a
    // four, it loses (at most -1, a loss with the last stone).
    // A four in the rest can still come too late. The opponent takes a
    // claimed cell right after the side to move plays the cell below it; so
    // a claimed cell that completes a four of the opponent's stones wins for
    // the opponent as soon as its column reaches it, before any cell above
    // it can be played. When every four of the rest needs a cell above such
    // a threat, the side to move loses too: one thread, nodes a position,
    // the empty board -19%, Test_L1_R1 -8%, Test_L2_R2 -7%, the first 200
    // of Test_L1_R2 -5%.
    // With such a threat and no four to win with, the loss comes by a
    // deadline: every move until the side to move plays below a threat
    // (its trigger) is on a cell outside the threats' columns from the
    // trigger up, and the opponent's reply to the trigger wins. So the game
    // ends by move n + free + 2, `free` those other empty cells (a further
    // 6% fewer nodes on L2_R2 and the first 200 of L1_R2). After Christophe
    // Steininger's solver (its even-rows bound), with our own tests.
    static constexpr int kNoEvenRowsBound = 1 << 20;
    int evenRowsBound() const
        requires(H % 2 == 0)
    {
        const Bits opponentStones = current ^ mask;
        const Bits opponent = opponentStones | (kEvenRows & ~mask & ~possible());
        const Bits rest = kBoard & ~opponent;
        const Bits threats = winningCells(opponentStones, mask) & opponent;
        if (hasFour(rest) && (!threats || hasFour(rest & ~cellsAbove(threats))))
            return kNoEvenRowsBound;
        if (!threats)
            return hasFour(opponent) ? -1 : 0;
        const Bits triggers = threats >> 1;
        const int freeCells = popcount(kBoard & ~mask & ~(triggers | cellsAbove(triggers)));
        // Lost with move moves + freeCells + 2 at the latest (the score of
        // an opponent who wins now after moves + freeCells + 1 stones).
        return -((kCells + 1) / 2 - (moves + freeCells + 1) / 2);
    }

    // How promising move looks, for ordering the search (higher first):
    // the side to move's threats after it, weighted by how soon they bite:
    // one it can play next (the opponent must block it), one right above a
    // playable cell (the opponent cannot play below it), one two cells up,
    // any other. A threat right above an opponent's threat counts nothing
    // (the opponent wins first). After Christophe Steininger's solver;
    // weights by node counts on the public sets' first 200 L1_R2 positions,
    // checked on L1_R1 and L1_R3 (-26% and -24% nodes against counting
    // every threat alike).
    // `opponentThreats` is opponentWinningCells(), computed once per node.
    int moveScore(Bits move, Bits opponentThreats) const
    {
        const Bits after = mask | move;
        const Bits threats = winningCells(current | move, after) & ~((opponentThreats & ~move) << 1);
        const Bits playable = (after + kBottom) & kBoard;
        const Bits above = playable << 1;
        return 10 * popcount(threats & playable) + 12 * popcount(threats & above)
            + 5 * popcount(threats & (above & kBoard) << 1) + 3 * popcount(threats);
    }

    // The table's key for a position of key `key` (of this board or one
    // move on): the smaller of the key and its mirror image's, so a
    // position and its mirror share one entry (a column stored under a
    // mirrored key is mirrored too). A key mirrors column by column, as
    // each column's field of current + mask depends on that column only.
    static Bits tableKey(Bits key, bool& mirrored)
    {
        const Bits m = mirror(key);
        mirrored = m < key;
        return mirrored ? m : key;
    }
    static Bits tableKey(Bits key)
    {
        bool mirrored;
        return tableKey(key, mirrored);
    }

    // Whether the position is its own left-right mirror.
    bool isSymmetric() const { return mirror(mask) == mask && mirror(current) == current; }
    // The columns of the left half and the middle one (a symmetric position's
    // moves up to mirroring).
    static constexpr Bits leftHalf() { return kBoard & ((Bits{1} << ((W + 1) / 2 * (H + 1))) - 1); }

    // Empty cells that complete four for the stones p (Pons' closed form).
    static Bits winningCells(Bits p, Bits mask)
    {
        Bits r = (p << 1) & (p << 2) & (p << 3);
        r |= lines<H + 1>(p);
        r |= lines<H>(p);
        r |= lines<H + 2>(p);
        return r & (kBoard ^ mask);
    }

private:
    // The cells of the even rows (1-based: the second, fourth... from the bottom).
    static constexpr Bits kEvenRows = kBottom * (((Bits{1} << H) - 1) / 3 * 2);

    // Every cell above one of `cells` in its column.
    static Bits cellsAbove(Bits cells)
    {
        Bits above = (cells << 1) & kBoard;  // the mask keeps each step in its column
        for (int i = 2; i < H; ++i)
            above |= (above << 1) & kBoard;
        return above;
    }

    static bool hasFour(Bits p)
    {
        return hasFourAlong<1>(p) || hasFourAlong<H + 1>(p) || hasFourAlong<H>(p) || hasFourAlong<H + 2>(p);
    }
    template <int S>
    static bool hasFourAlong(Bits p)
    {
        const Bits pairs = p & (p >> S);
        return (pairs & (pairs >> 2 * S)) != 0;
    }

    // The columns' H + 1 bits reversed in order: the board's mirror image,
    // or a key's (whose field of a full column can use the bit above it).
    static constexpr Bits kColumnField = (Bits{1} << (H + 1)) - 1;
    static Bits mirror(Bits bits)
    {
        Bits r = 0;
        for (int c = 0; c < W; ++c)
            r |= ((bits >> (c * (H + 1))) & kColumnField) << ((W - 1 - c) * (H + 1));
        return r;
    }

    template <int S>
    static Bits lines(Bits p)
    {
        Bits r = 0;
        Bits q = (p << S) & (p << 2 * S);
        r |= q & (p << 3 * S);
        r |= q & (p >> S);
        q = (p >> S) & (p >> 2 * S);
        r |= q & (p << S);
        r |= q & (p >> 3 * S);
        return r;
    }
};

template <class Bits_>
struct RuntimeBoard {
    using Bits = Bits_;
    BasicPosition<Bits> p;
    const Bits* columns;  // the geometry's column masks

    explicit RuntimeBoard(const BasicPosition<Bits>& position)
        : p(position), columns(position.geometry().columnMask.data())
    {
    }

    Bits columnMask(int c) const { return columns[c]; }
    int width() const { return p.width(); }
    int cells() const { return p.spec().cells(); }
    int movesPlayed() const { return p.movesPlayed(); }
    Bits key() const { return p.exactKey(); }
    Bits keyAfter(Bits move) const { return (p.current() ^ p.mask()) + (p.mask() | move); }
    Bits possible() const { return p.possibleMoves(); }
    void play(Bits move) { p.playBit(move); }
    bool canWinNext() const { return p.canWinNext(); }
    Bits nonLosingMoves() const { return p.nonLosingMoves(); }
    Bits opponentWinningCells() const { return p.opponentWinningCells(); }
    int moveScore(Bits move, Bits) const { return popcount(p.winningCellsOf(p.current() | move) & ~move); }
    // Positions and their mirrors have separate entries here.
    static Bits tableKey(Bits key, bool& mirrored)
    {
        mirrored = false;
        return key;
    }
    static Bits tableKey(Bits key) { return key; }
    bool isSymmetric() const
    {
        const int w = width();
        for (int c = 0; c < w / 2; ++c) {
            const int shift = (w - 1 - 2 * c) * (p.spec().height + 1);
            if (((p.mask() & columns[c]) << shift) != (p.mask() & columns[w - 1 - c])
                || ((p.current() & columns[c]) << shift) != (p.current() & columns[w - 1 - c]))
                return false;
        }
        return true;
    }
    Bits leftHalf() const
    {
        Bits half = 0;
        for (int c = 0; c < (width() + 1) / 2; ++c)
            half |= columns[c];
        return half;
    }
};

}  // namespace c4
