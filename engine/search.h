#pragma once

#include "basicposition.h"
#include "evaluation.h"
#include "movesorter.h"
#include "searchcontrol.h"
#include "transpositiontable.h"

#include <algorithm>
#include <vector>

namespace c4 {

// Depth-limited negamax with alpha-beta for every board size (templated on
// the bit set), the engine's search when a position cannot be solved
// outright: iterative deepening calls it with growing depth. Leaves at the
// depth limit get the Evaluation; positions decided within the horizon get
// proven values.
//
// Values (for the side to move):
//   proven win with exact score s > 0   kWin + s
//   proven loss with exact score s < 0  -kWin + s
//   draw at the end of the board        0
//   heuristic                           inside (-Evaluation::kMax, kMax)
// An exact score only depends on the position (the winner's stone count is
// absolute), so proven values are stored in the table as they are.
template <class Bits>
class Search {
public:
    static constexpr int kWin = 10000;
    static constexpr int kInfinity = 30000;

    Search(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec)
        : table_(table), control_(control), eval_(spec)
    {
        table_.allocate();
        const int w = spec.width;
        for (int i = 0; i < w; ++i)
            order_[i] = w / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
    }

    static bool isProven(int value) { return value > kWin || value < -kWin; }
    // The exact score of a proven value (0 for a draw).
    static int exactOf(int value) { return value > kWin ? value - kWin : value < -kWin ? value + kWin : 0; }
    static int provenWin(int score) { return kWin + score; }

    // The value of p searched `depth` plies deep in the window (alpha, beta);
    // meaningless once aborted().
    int negamax(const BasicPosition<Bits>& p, int depth, int alpha, int beta)
    {
        if (++nodes_ >= nextCheck_) {
            // A node on a 40x40 board costs tens of microseconds, so check
            // often enough that a stop is honoured within a few ms anywhere.
            nextCheck_ = nodes_ + (sizeof(Bits) == sizeof(uint64_t) ? 1024 : 32);
            if (control_.shouldStop(nodes_))
                aborted_ = true;
        }
        if (aborted_)
            return 0;

        const int cells = p.spec().cells();
        const int n = p.movesPlayed();
        const int half = (cells + 1) / 2;
        if (n == cells)
            return 0;
        if (p.canWinNext())
            return kWin + half - n / 2;
        const Bits next = p.nonLosingMoves();
        if (none(next))
            return -(kWin + half - (n + 1) / 2);
        if (n >= cells - 2)
            return 0;
        if (depth <= 0)
            return eval_(p);

        // Nobody wins with their next stone: bounds on the result.
        const int most = kWin + half - 1 - n / 2;
        const int least = -(kWin + half - 1 - (n + 1) / 2);
        beta = std::min(beta, most);
        alpha = std::max(alpha, least);
        if (alpha >= beta)
            return alpha;

        const uint64_t key = p.key();
        int tableColumn = -1;
        if (const uint32_t stored = table_.get(key)) {
            const Entry e = Entry::decode(stored);
            tableColumn = e.column;
            if (e.depth >= depth) {
                if (e.flag == kExact)
                    return e.value;
                if (e.flag == kLower && e.value >= beta)
                    return e.value;
                if (e.flag == kUpper && e.value <= alpha)
                    return e.value;
            } else {
                // From a shallower search only proofs stay true: "at least
                // this win" and "at most this loss" (a deeper search may
                // still find a faster win, never lose a proven one).
                if (e.flag != kUpper && e.value > kWin && e.value >= beta)
                    return e.value;
                if (e.flag != kLower && e.value < -kWin && e.value <= alpha)
                    return e.value;
            }
        }

        MoveSorter<int, BoardSpec::kMaxSide> moves;
        const Geometry<Bits>& g = p.geometry();
        for (int i = 0; i < p.width(); ++i) {
            const int c = order_[i];
            const Bits move = next & g.columnMask[c];
            if (none(move))
                continue;
            int score = popcount(p.winningCellsOf(p.current() | move) & ~move);
            if (c == tableColumn)
                score = 1000;
            moves.add(c, score);
        }
        const int alphaIn = alpha;
        int best = -kInfinity;
        int bestColumn = -1;
        while (!moves.empty()) {
            const int c = moves.next();
            BasicPosition<Bits> child = p;
            child.playBit(next & g.columnMask[c]);
            const int v = -negamax(child, depth - 1, -beta, -alpha);
            if (aborted_)
                return 0;
            if (v > best) {
                best = v;
                bestColumn = c;
            }
            if (v > alpha)
                alpha = v;
            if (alpha >= beta)
                break;
        }
        const int flag = best >= beta ? kLower : best <= alphaIn ? kUpper : kExact;
        table_.put(key, Entry{best, std::min(depth, 255), flag, bestColumn}.encode());
        return best;
    }

    // The table's line of best moves from p, at most maxLength moves: the
    // stored best column while there is one, a winning move when there is.
    std::vector<int> principalVariation(BasicPosition<Bits> p, int maxLength) const
    {
        std::vector<int> line;
        const Geometry<Bits>& g = p.geometry();
        while (static_cast<int>(line.size()) < maxLength && !p.isFull()) {
            int column = -1;
            const Bits wins = p.winningCells() & p.possibleMoves();
            if (!none(wins)) {
                column = lowestIndex(wins) / g.stride;
            } else if (const uint32_t stored = table_.get(p.key())) {
                column = Entry::decode(stored).column;
            }
            if (column < 0 || !p.canPlay(column))
                break;
            line.push_back(column);
            if (!none(wins))
                break;
            p.play(column);
        }
        return line;
    }

    uint64_t nodes() const { return nodes_; }
    bool aborted() const { return aborted_; }

private:
    enum Flag { kLower = 1, kUpper = 2, kExact = 3 };

    // The search's table payload (32 bits, never 0 since flag >= 1):
    //   bits  0-15  value (int16)
    //   bits 16-17  flag: 1 lower bound, 2 upper bound, 3 exact
    //   bits 18-23  best column (63: none)
    //   bits 24-31  depth searched (255 at most), the table's worth of it
    struct Entry {
        int value;
        int depth;
        int flag;
        int column;
        static Entry decode(uint32_t v)
        {
            const int column = int((v >> 18) & 63);
            return {int(int16_t(v & 0xFFFF)), int(v >> 24), int((v >> 16) & 3), column == 63 ? -1 : column};
        }
        uint32_t encode() const
        {
            return uint32_t(uint16_t(int16_t(value))) | uint32_t(flag) << 16 | uint32_t(column < 0 ? 63 : column) << 18
                | uint32_t(depth) << 24;
        }
    };

    TranspositionTable& table_;
    const SearchControl& control_;
    Evaluation<Bits> eval_;
    int order_[BoardSpec::kMaxSide] = {};
    uint64_t nodes_ = 0;
    uint64_t nextCheck_ = 0;
    bool aborted_ = false;
};

}  // namespace c4
