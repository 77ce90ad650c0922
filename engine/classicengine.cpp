#include "engine/classicengine.h"

#include <algorithm>
#include <limits>

namespace c4 {

namespace {

// The library's INT_MAX, widened: statistics reach 2^40, so a goodness can
// exceed 32 bits, but a board's sum of statistics stays below 2^53 (at most
// 4 * 40 * 40 areas of at most 2^40 each), far from this.
constexpr int64_t kInfinity = std::numeric_limits<int64_t>::max();

}  // namespace

ClassicEngine::ClassicEngine(const BoardSpec& spec, int tableBits) : board_(spec), table_(tableBits)
{
    // The seed's rule: start at the centre (left of it on even widths) and
    // step +1, -2, +3, -4, ... so the columns alternate right and left.
    int column = (spec.width - 1) / 2;
    for (int i = 1; i <= spec.width; ++i) {
        dropOrder_.push_back(column);
        column += i % 2 ? i : -i;
    }
}

int ClassicEngine::chooseColumn(const Position& position, int depth, std::stop_token stop)
{
    while (board_.piecesPlayed() > 0)
        board_.takeBack();
    for (const int column : position.moves())
        board_.drop(column);
    depth_ = std::clamp(depth, kMinDepth, kMaxDepth);
    nodes_ = 0;
    table_.newGeneration();
    stop_ = std::move(stop);
    stopped_ = stop_.stop_requested();
    return rootColumn();
}

int ClassicEngine::rootColumn()
{
    int bestColumn = -1;
    int64_t bestWorst = -kInfinity;
    for (const int column : dropOrder_) {
        if (!board_.canDrop(column))
            continue;
        if (bestColumn < 0)
            bestColumn = column;  // something playable even if stopped at once
        if (stopped_)
            break;
        board_.drop(column);
        ++nodes_;
        if (board_.winner() >= 0) {
            board_.takeBack();
            return column;
        }
        // Only a value above the best so far matters, hence the window.
        const int64_t goodness = -search(1, -kInfinity, -bestWorst);
        board_.takeBack();
        if (stopped_)
            break;  // that value is incomplete
        if (goodness > bestWorst) {
            bestWorst = goodness;
            bestColumn = column;
        }
    }
    return bestColumn;
}

int64_t ClassicEngine::search(int ply, int64_t alpha, int64_t beta)
{
    // A cheap look at the stop flag: an atomic load every 4096 positions.
    if ((nodes_ & 4095) == 0 && stop_.stop_requested())
        stopped_ = true;
    if (stopped_)
        return 0;
    // Values are for the side to move here; the library's evaluate() returns
    // the same numbers negated (for the side that just moved), with the same
    // window and the same strict cutoff test.
    if (board_.winner() >= 0)
        return -(kInfinity - ply);  // the side that just moved has won
    if (board_.isFull())
        return 0;
    if (ply == depth_)
        return board_.goodness(board_.sideToMove());

    // The table, where it knows enough. A bound outside the window decides
    // the node as the search would: at or below alpha an upper bound, at or
    // above beta a lower one, which is all the caller learns from either.
    // In a window of zero width (alpha == beta, which the strict cut-off
    // below produces) the search's answer is exact, so only an exact entry
    // may stand in for it there.
    const uint64_t key = board_.key();
    int firstColumn = -1;
    // Not where only leaves are left below: a probe there costs more than
    // the one ply it saves (measured: 12x10x5, depth 10 and 12, a quarter
    // to a third faster without them).
    const bool useTable = ply < depth_ - 1;
    if (const ClassicTable::Entry* entry = useTable ? table_.find(key) : nullptr) {
        using Bound = ClassicTable::Bound;
        const bool settles = entry->bound == Bound::exact
            || (entry->bound == Bound::lower && entry->value >= beta && entry->value > alpha)
            || (entry->bound == Bound::upper && entry->value <= alpha && entry->value < beta);
        if (settles && table_.isCurrent(*entry))
            return entry->value;
        // An entry of an earlier move (another root, so another value)
        // still names a column worth trying first (checked: a key collision
        // could name a full one).
        if (entry->column >= 0 && board_.canDrop(entry->column))
            firstColumn = entry->column;
    }

    int64_t best = -kInfinity;
    int64_t floor = alpha;
    int bestColumn = -1;
    // Searches one column; true when it cuts the node off.
    const auto tryColumn = [&](int column) {
        board_.drop(column);
        ++nodes_;
        const int64_t value = -search(ply + 1, -beta, -floor);
        board_.takeBack();
        if (value > best) {
            best = value;
            bestColumn = column;
            floor = std::max(floor, best);
        }
        return best > beta;
    };
    bool cut = firstColumn >= 0 && tryColumn(firstColumn);
    for (auto it = dropOrder_.begin(); !cut && it != dropOrder_.end(); ++it)
        if (*it != firstColumn && board_.canDrop(*it))
            cut = tryColumn(*it);

    // What the value says, in the terms of the window it was searched with
    // (equal to alpha: an upper bound; equal to beta: a lower one).
    if (!stopped_ && useTable) {
        using Bound = ClassicTable::Bound;
        const Bound bound = best <= alpha ? Bound::upper : best >= beta ? Bound::lower : Bound::exact;
        table_.store(key, best, bound, bestColumn);
    }
    return best;
}

}  // namespace c4
