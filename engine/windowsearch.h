#pragma once

#include "engine/cutoffmemory.h"
#include "engine/searchcontrol.h"
#include "engine/searchvalue.h"
#include "engine/transpositiontable.h"
#include "engine/windowboard.h"

#include <optional>
#include <vector>

namespace c4 {

// The depth-limited search for boards over 128 bits (up to 40x40): the same
// contract and value scale as Search (searchvalue.h), so the analyzer uses
// either, but it plays on one WindowBoard with play/undo, whose evaluation
// and threats are kept up to date move by move, instead of copying and
// scanning multi-word bitboards at every node. The same loop over a node's
// moves (movesearch.h: principal-variation search, and on request late move
// reductions, which never change a proven value); on top of Search's table
// and threat ordering, killer moves and a history table.
class WindowSearch : public SearchValue {
public:
    WindowSearch(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec);
    // With the evaluation's weights given (for weights.window.size() == connect + 1).
    WindowSearch(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec,
                 const EvaluationWeights& weights);

    // The value of p searched `depth` plies deep in the window (alpha, beta);
    // meaningless once aborted(). p must not be over.
    template <class Bits>
    int negamax(const BasicPosition<Bits>& p, int depth, int alpha, int beta)
    {
        board_.load(p);
        return search(depth, alpha, beta, 0);
    }

    // Whether the side to move in p (no line yet; a full board is a draw)
    // wins, proved to the end of the game with a null window at the draw,
    // so no estimate decides anything: the score it wins by at least (> 0),
    // 0 when it does not win (a draw at best), nothing when stopped first.
    // A loss needs one refutation a ply, so this often finishes where an
    // estimate search of the position would prove nothing
    // (connect4-proofbench measures how early in lost games). Late move
    // reductions never apply at a depth that reaches the end. (Level 10
    // once spent the last quarter of its moves near the end on such proofs,
    // commit 01809b7: it played worse for the time lost; see
    // docs/benchmark-history.md, twenty-fourth session.)
    template <class Bits>
    std::optional<int> provedWin(const BasicPosition<Bits>& p)
    {
        const int value = negamax(p, p.spec().cells() - p.movesPlayed(), 0, 1);
        // Every leaf is a finished game, so the value is a proof or a draw
        // (anything else would be an estimate: not a proof either way).
        if (aborted_ || (value > 0 && value <= SearchValue::kWin))
            return std::nullopt;
        return value > 0 ? exactOf(value) : 0;
    }

    // The table's line of best moves from p, at most maxLength moves.
    template <class Bits>
    std::vector<int> principalVariation(const BasicPosition<Bits>& p, int maxLength)
    {
        board_.load(p);
        return lineFromTable(maxLength);
    }

    uint64_t nodes() const { return nodes_; }
    bool aborted() const { return aborted_; }
    // Whether the last negamax() value is an estimate that rests on a late
    // move reduction: as a bound it may hide a win or a loss.
    bool lastValueReduced() const { return reducedResult_; }

    // Whether quiet moves late in a node's order are searched shallower
    // first (late move reductions; off by default).
    void setLateMoveReductions(bool on) { reductions_ = on; }
    // Whether a node's only move that does not lose at once is searched as
    // deep as the node (movesearch.h; off by default).
    void setForcedMoveExtension(bool on) { extendForced_ = on; }

private:
    int search(int depth, int alpha, int beta, int ply);
    std::vector<int> lineFromTable(int maxLength);

    TranspositionTable& table_;
    const SearchControl& control_;
    WindowBoard board_;
    std::vector<int> order_;  // columns, centre first
    CutoffMemory cutoffs_;
    uint64_t nodes_ = 0;
    uint64_t nextCheck_ = 0;
    bool aborted_ = false;
    bool reductions_ = false;
    bool extendForced_ = false;
    // Whether the value the last search() returned is an estimate that
    // rests on a late move reduction (its table entry is marked so).
    bool reducedResult_ = false;
};

}  // namespace c4
