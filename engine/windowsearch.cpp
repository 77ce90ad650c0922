#include "engine/windowsearch.h"

#include "engine/columnorder.h"
#include "engine/movesearch.h"
#include "engine/movesorter.h"

#include <algorithm>

namespace c4 {

namespace {

// How often the search looks at its control: a node here costs well under a
// microsecond even on 40x40, so a stop is still seen within a millisecond.
constexpr uint64_t kCheckInterval = 256;

}  // namespace

WindowSearch::WindowSearch(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec)
    : WindowSearch(table, control, spec, EvaluationWeights::of(spec.connect))
{
}

WindowSearch::WindowSearch(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec,
                           const EvaluationWeights& weights)
    : table_(table), control_(control), board_(spec, weights), cutoffs_(spec)
{
    table_.allocate();
    const int w = spec.width;
    for (int i = 0; i < w; ++i)
        order_.push_back(centreOutColumn(w, i));
}

int WindowSearch::search(int depth, int alpha, int beta, int ply)
{
    if (++nodes_ >= nextCheck_) {
        nextCheck_ = nodes_ + kCheckInterval;
        if (control_.shouldStop(nodes_))
            aborted_ = true;
    }
    reducedResult_ = false;  // until a reduction or a reduced estimate below says otherwise
    if (aborted_)
        return 0;

    WindowBoard& b = board_;
    const int cells = b.spec().cells();
    const int width = b.width();
    const int n = b.movesPlayed();
    if (n == cells)
        return 0;
    // One pass over the columns (most nodes are leaves, where this is most
    // of the work): a win now, and the moves that do not hand the opponent
    // a win at once (as BasicPosition::nonLosingMoves): a forced block if
    // there is one threat to block, nothing if two, and never right below
    // an opponent's threat.
    const int me = b.side();
    const int opponent = 1 - me;
    int forced = -1;
    bool twoToBlock = false;
    bool allowed[BoardSpec::kMaxSide];
    int allowedCount = 0;
    for (int c = 0; c < width; ++c) {
        allowed[c] = false;
        if (!b.canPlay(c))
            continue;
        // Bit 0: the column's next cell, bit 1 the one above it.
        const int row = b.columnHeight(c);
        if (b.threatRows(me, c) >> row & 1)
            return winNow(cells, n);
        const uint64_t theirs = b.threatRows(opponent, c) >> row;
        if (theirs & 1) {
            twoToBlock = forced >= 0;
            forced = c;
        }
        allowed[c] = !(theirs & 2);
        allowedCount += allowed[c];
    }
    if (twoToBlock)
        return lostNow(cells, n);
    if (forced >= 0) {
        const bool blockIsSafe = allowed[forced];
        std::fill_n(allowed, width, false);
        allowed[forced] = blockIsSafe;
        allowedCount = blockIsSafe;
    }
    if (allowedCount == 0)
        return lostNow(cells, n);
    if (n >= cells - 2)
        return 0;
    if (depth <= 0)
        return b.evaluate();

    // Nobody wins with their next stone: bounds on the result.
    if (closesWithoutQuickWin(cells, n, alpha, beta))
        return alpha;

    const uint64_t key = b.hash();
    int tableColumn = -1;
    bool reducedEntry = false;
    if (const std::optional<int> settled =
            probeTable(table_, key, depth, alpha, beta, tableColumn, &reducedEntry, reductions_)) {
        reducedResult_ = reducedEntry;
        return *settled;
    }

    // Ties of the ordering key go to the column nearer the centre.
    MoveSorter<int, BoardSpec::kMaxSide> moves;
    bool quiet[BoardSpec::kMaxSide];  // per column: makes no threat, neither the table's move nor a killer
    for (const int c : order_) {
        if (!allowed[c])
            continue;
        // The table probe is the search's main cost (a cache miss): start
        // fetching each child's slot now, while the moves are ordered.
        // Leaves never probe.
        if (depth > 1)
            table_.prefetch(b.hashAfter(c));
        const int threats = b.threatsMadeBy(c);
        const int orderKey = cutoffs_.orderKey(c, b.columnHeight(c), b.side(), ply, tableColumn, threats);
        quiet[c] = threats == 0 && !CutoffMemory::isPreferred(orderKey);
        moves.add(c, orderKey);
    }
    // Late move reductions (movesearch.h); never for a forced block.
    const bool mayReduce = reductions_ && forced < 0 && LateMoveReductions::allowedAt(depth, cells - n, alpha, beta);
    const int movesDepth = ForcedMoveExtension::depthFor(depth, allowedCount, extendForced_);
    const NodeValue node = searchMoves(moves, quiet, movesDepth, alpha, beta, mayReduce, aborted_,
                                       [&](int c, int childDepth, int a, int z) {
                                           b.play(c);
                                           const int v = -search(childDepth, -z, -a, ply + 1);
                                           b.undo(c);
                                           return ChildValue{v, reducedResult_};
                                       });
    if (aborted_)
        return 0;
    // The move that refuted the node (since the loop moved to movesearch.h
    // also one found when a proven win searched its reduced moves again).
    if (node.best >= beta)
        cutoffs_.remember(node.bestColumn, b.columnHeight(node.bestColumn), b.side(), ply, depth);
    reducedResult_ = node.reduced;
    table_.put(key, node.entry(depth, alpha, beta, cells, n).encode());
    return node.best;
}

std::vector<int> WindowSearch::lineFromTable(int maxLength)
{
    std::vector<int> line;
    while (static_cast<int>(line.size()) < maxLength && !board_.isFull()) {
        int column = -1;
        for (int c = 0; c < board_.width() && column < 0; ++c)
            if (board_.canPlay(c) && board_.isWinningMove(c))
                column = c;
        const bool wins = column >= 0;
        if (!wins) {
            if (const uint32_t stored = table_.get(board_.hash()))
                column = SearchEntry::decode(stored).column;
        }
        if (column < 0 || !board_.canPlay(column))
            break;
        line.push_back(column);
        if (wins)
            break;
        board_.play(column);
    }
    // The board is left where the line ends: every public call loads its own.
    return line;
}

}  // namespace c4
