#pragma once

#include "engine/basicposition.h"
#include "engine/columnorder.h"
#include "engine/evaluation.h"
#include "engine/movesearch.h"
#include "engine/movesorter.h"
#include "engine/searchcontrol.h"
#include "engine/searchvalue.h"
#include "engine/transpositiontable.h"

#include <algorithm>
#include <vector>

namespace c4 {

// Depth-limited negamax with alpha-beta for every board size (templated on
// the bit set), the engine's search when a position cannot be solved
// outright: iterative deepening calls it with growing depth. Leaves at the
// depth limit get the Evaluation; positions decided within the horizon get
// proven values (the scale of searchvalue.h). Moves are ordered by the
// table's move, then the threats they make; the loop over them
// (principal-variation search, late move reductions on request) is the one
// WindowSearch shares (movesearch.h). Boards over 128 bits use WindowSearch,
// which keeps its evaluation up to date move by move.
template <class Bits>
class Search : public SearchValue {
public:
    Search(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec)
        : Search(table, control, spec, EvaluationWeights::of(spec.connect))
    {
    }
    // With the evaluation's weights given (for weights.window.size() == connect + 1).
    Search(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec,
           const EvaluationWeights& weights)
        : table_(table), control_(control), eval_(spec, weights)
    {
        table_.allocate();
        const int w = spec.width;
        for (int i = 0; i < w; ++i)
            order_[i] = centreOutColumn(w, i);
    }

    // The value of p searched `depth` plies deep in the window (alpha, beta);
    // meaningless once aborted().
    int negamax(const BasicPosition<Bits>& p, int depth, int alpha, int beta)
    {
        return negamax(p, depth, alpha, beta, p.winningCells(), p.opponentWinningCells());
    }

    // The same, given p's winningCells() and opponentWinningCells(). They
    // are most of a leaf's cost, and the parent has both already: its own
    // threats minus the cell just played are the child's, and the move
    // ordering works out the mover's threats after each move.
    int negamax(const BasicPosition<Bits>& p, int depth, int alpha, int beta, const Bits& myWins,
                const Bits& theirWins)
    {
        if (++nodes_ >= nextCheck_) {
            // A node on a 40x40 board costs tens of microseconds, so check
            // often enough that a stop is honoured within a few ms anywhere.
            nextCheck_ = nodes_ + (sizeof(Bits) == sizeof(uint64_t) ? 1024 : 32);
            if (control_.shouldStop(nodes_))
                aborted_ = true;
        }
        reducedResult_ = false;  // until a reduction or a reduced estimate below says otherwise
        if (aborted_)
            return 0;

        const int cells = p.spec().cells();
        const int n = p.movesPlayed();
        if (n == cells)
            return 0;
        if (!none(myWins & p.possibleMoves()))
            return winNow(cells, n);
        const Bits next = p.nonLosingMoves(theirWins);
        if (none(next))
            return lostNow(cells, n);
        if (n >= cells - 2)
            return 0;
        if (depth <= 0)
            return eval_(p, myWins, theirWins);

        // Nobody wins with their next stone: bounds on the result.
        if (closesWithoutQuickWin(cells, n, alpha, beta))
            return alpha;

        const uint64_t key = p.key();
        int tableColumn = -1;
        bool reducedEntry = false;
        const std::optional<int> settled =
            probeTable(table_, key, depth, alpha, beta, tableColumn, &reducedEntry, reductions_);
        if (settled) {
            reducedResult_ = reducedEntry;
            return *settled;
        }

        MoveSorter<int, BoardSpec::kMaxSide> moves;
        const Geometry<Bits>& g = p.geometry();
        Bits winsAfter[BoardSpec::kMaxSide];  // per column: the mover's winning cells after playing it
        bool quiet[BoardSpec::kMaxSide];      // per column: makes no new threat, not the table's move
        for (int i = 0; i < p.width(); ++i) {
            const int c = order_[i];
            const Bits move = next & g.columnMask[c];
            if (none(move))
                continue;
            winsAfter[c] = p.winningCellsOf(p.current() | move) & ~move;
            int score = popcount(winsAfter[c]);
            quiet[c] = c != tableColumn && none(winsAfter[c] & ~myWins);
            if (c == tableColumn)
                score = 1000;
            moves.add(c, score);
            // Start fetching the child's slot: the probe at its start would
            // otherwise wait for memory (a quarter of the time on 9x7).
            // Leaves never probe.
            if (depth > 1) {
                BasicPosition<Bits> child = p;
                child.playBit(move);
                table_.prefetch(child.key());
            }
        }
        const bool mayReduce = reductions_ && LateMoveReductions::allowedAt(depth, cells - n, alpha, beta);
        const NodeValue node = searchMoves(moves, quiet, depth, alpha, beta, mayReduce, aborted_,
                                           [&](int c, int childDepth, int a, int z) {
                                               const Bits move = next & g.columnMask[c];
                                               BasicPosition<Bits> child = p;
                                               child.playBit(move);
                                               const int v = -negamax(child, childDepth, -z, -a, theirWins & ~move,
                                                                      winsAfter[c]);
                                               return ChildValue{v, reducedResult_};
                                           });
        if (aborted_)
            return 0;
        reducedResult_ = node.reduced;
        table_.put(key, node.entry(depth, alpha, beta, cells, n).encode());
        return node.best;
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
                column = SearchEntry::decode(stored).column;
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
    // Whether the last negamax() value is an estimate that rests on a late
    // move reduction: as a bound it may hide a win or a loss.
    bool lastValueReduced() const { return reducedResult_; }

    // Whether quiet moves late in a node's order are searched shallower
    // first (late move reductions, movesearch.h; off by default).
    void setLateMoveReductions(bool on) { reductions_ = on; }

private:
    TranspositionTable& table_;
    const SearchControl& control_;
    Evaluation<Bits> eval_;
    int order_[BoardSpec::kMaxSide] = {};
    uint64_t nodes_ = 0;
    uint64_t nextCheck_ = 0;
    bool aborted_ = false;
    bool reductions_ = false;
    // Whether the value the last negamax() returned is an estimate that
    // rests on a late move reduction (its table entry is marked so).
    bool reducedResult_ = false;
};

}  // namespace c4
