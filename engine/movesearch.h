#pragma once

#include "engine/boardspec.h"
#include "engine/searchvalue.h"

#include <algorithm>

namespace c4 {

// Late move reductions, for a move wanted within a time (level 10): a quiet
// move (it makes no new threat and is not the table's move, nor in
// WindowSearch a killer) late in a node's order is first searched a ply
// shallower, two plies later still, and again at full depth when it beats
// the best so far or claims a proof. Only in a window of estimates and short
// of the end of the board: a search that reaches the end gives exact scores.
// The numbers were chosen by matches of level 10 against itself on 12x10x5;
// the same matches on 9x7x4 and 8x8x4 favoured them too, and a third tier
// (three plies) lost there (see docs/benchmark-history.md).
struct LateMoveReductions {
    static constexpr int kMinDepth = 2;
    static constexpr int kFullDepthMoves = 2;
    static constexpr int kTwoPlyMinDepth = 4;
    static constexpr int kTwoPlyMoves = 4;

    // Whether a node searched `depth` plies deep in (alpha, beta) with
    // `empty` empty cells may reduce its moves.
    static bool allowedAt(int depth, int empty, int alpha, int beta)
    {
        return depth >= kMinDepth && depth < empty && isEstimateWindow(alpha, beta);
    }
    // The plies a quiet move loses, searched after `searched` others at `depth`.
    static int pliesFor(int depth, int searched)
    {
        return searched < kFullDepthMoves ? 0 : depth >= kTwoPlyMinDepth && searched >= kTwoPlyMoves ? 2 : 1;
    }
};

// A child's value from its parent's side, and whether it rests on a reduction.
struct ChildValue {
    int value;
    bool reduced;
};

// Forced-move extension, for the same searches as the reductions: a node
// with a single move that does not lose at once (one threat to block, or
// the only column not right below an opponent's threat) searches that
// move as deep as the node itself instead of a ply shallower. Such chains
// cost one branch a ply, and they are how the fill-up's zugzwang plays
// out, far past the horizon of a search that counts them as plies. A
// node's table entry keeps the depth it was asked for, so it only ever
// understates the search behind it. On 12x10x5 (level 10 at 30 ms against
// the classic engine at depth 8) it lost slightly fewer games, within the
// noise, and won more games played on from 62 cells empty (see docs/benchmark-history.md);
// only WindowSearch (boards over 128 bits) uses it so far.
struct ForcedMoveExtension {
    static int depthFor(int depth, int moveCount, bool enabled) { return enabled && moveCount == 1 ? depth + 1 : depth; }
};

// What searchMoves() found at a node.
struct NodeValue {
    int best = -SearchValue::kInfinity;
    int bestColumn = -1;
    // The best value is an estimate that rests on a late move reduction.
    bool reduced = false;

    // The table entry of this node (n stones on `cells`), searched `depth`
    // plies deep in (alpha, beta). A proof from beyond the search's reach
    // is a bound (SearchValue::isExactAt): a win at least, a loss at most.
    SearchEntry entry(int depth, int alpha, int beta, int cells, int n) const
    {
        int flag = best >= beta ? SearchEntry::kLower : best <= alpha ? SearchEntry::kUpper : SearchEntry::kExact;
        if (flag == SearchEntry::kExact && SearchValue::isProven(best) && !SearchValue::isExactAt(best, cells, n, depth))
            flag = best > 0 ? SearchEntry::kLower : SearchEntry::kUpper;
        return {best, depth, flag, bestColumn, reduced};
    }
};

// The loop over a node's moves that Search and WindowSearch share:
// principal-variation search (the first move with the full window, each
// other one proved no better than the best so far with a null window and
// searched again only if it is), late move reductions when `mayReduce`, and
// the rule that keeps proofs exact under them: a node whose value turns out
// a proven win searches its reduced moves again, in a proof's window where
// nothing is reduced. `moves` gives the columns best first (next(), empty());
// `quiet[c]` says whether column c may be reduced; `searchChild(c, depth,
// alpha, beta)` plays c, searches the child `depth` plies deep in the
// parent's window (alpha, beta) and returns its ChildValue. Returns nothing
// useful once `aborted` is set.
template <class Moves, class SearchChild>
NodeValue searchMoves(Moves& moves, const bool* quiet, int depth, int alpha, int beta, bool mayReduce,
                      const bool& aborted, SearchChild&& searchChild)
{
    NodeValue node;
    int searched = 0;
    // The moves whose values were reduced estimates: where a proof is at
    // stake they may hide a faster win.
    int reducedMoves[BoardSpec::kMaxSide];
    int reducedCount = 0;
    const auto consider = [&](int c, int v) {
        if (v > node.best) {
            node.best = v;
            node.bestColumn = c;
        }
        alpha = std::max(alpha, v);
    };
    while (!moves.empty() && alpha < beta) {
        const int c = moves.next();
        ChildValue child;
        if (searched == 0) {
            child = searchChild(c, depth - 1, alpha, beta);
        } else {
            const int reduction = mayReduce && quiet[c] ? LateMoveReductions::pliesFor(depth, searched) : 0;
            child = searchChild(c, depth - 1 - reduction, alpha, alpha + 1);
            child.reduced = child.reduced || reduction > 0;
            if (reduction > 0 && (child.value > alpha || SearchValue::isProven(child.value)) && !aborted)
                child = searchChild(c, depth - 1, alpha, alpha + 1);
            if (child.value > alpha && child.value < beta && !aborted)
                child = searchChild(c, depth - 1, alpha, beta);
        }
        if (aborted)
            return node;
        ++searched;
        if (child.reduced)
            reducedMoves[reducedCount++] = c;
        consider(c, child.value);
    }
    if (node.best > SearchValue::kWin && alpha < beta) {
        // An exact proven win (a window of estimates would have cut off
        // above): the reduced moves must not be faster wins.
        for (int i = 0; i < reducedCount && alpha < beta; ++i) {
            const int c = reducedMoves[i];
            const ChildValue child = searchChild(c, depth - 1, alpha, beta);
            if (aborted)
                return node;
            consider(c, child.value);
        }
        reducedCount = 0;
    }
    // A proven value is sound whatever was reduced (proofs were checked at
    // full depth); an estimate that rests on a reduction is marked so.
    node.reduced = reducedCount > 0 && !SearchValue::isProven(node.best);
    return node;
}

}  // namespace c4
