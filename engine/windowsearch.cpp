#include "engine/windowsearch.h"

#include "engine/columnorder.h"
#include "engine/movesorter.h"

#include <algorithm>

namespace c4 {

namespace {

// How often the search looks at its control: a node here costs well under a
// microsecond even on 40x40, so a stop is still seen within a millisecond.
constexpr uint64_t kCheckInterval = 256;

}  // namespace

WindowSearch::WindowSearch(TranspositionTable& table, const SearchControl& control, const BoardSpec& spec)
    : table_(table), control_(control), board_(spec), cutoffs_(spec)
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
    if (b.canWinNext())
        return winNow(cells, n);

    // The moves that do not hand the opponent a win at once (as
    // BasicPosition::nonLosingMoves): a forced block if there is one threat
    // to block, nothing if two, and never right below an opponent's threat.
    const int opponent = 1 - b.side();
    int forced = -1;
    for (int c = 0; c < width; ++c) {
        if (b.canPlay(c) && b.isThreat(opponent, c, b.columnHeight(c))) {
            if (forced >= 0)
                return lostNow(cells, n);
            forced = c;
        }
    }
    bool allowed[BoardSpec::kMaxSide];
    int allowedCount = 0;
    for (int c = 0; c < width; ++c) {
        allowed[c] = b.canPlay(c) && (forced < 0 || c == forced) && !b.isThreat(opponent, c, b.columnHeight(c) + 1);
        allowedCount += allowed[c];
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
    if (const std::optional<int> settled = probeTable(table_, key, depth, alpha, beta, tableColumn, &reducedEntry)) {
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
        table_.prefetch(b.hashAfter(c));
        const int threats = b.threatsMadeBy(c);
        const int orderKey = cutoffs_.orderKey(c, b.columnHeight(c), b.side(), ply, tableColumn, threats);
        quiet[c] = threats == 0 && !CutoffMemory::isPreferred(orderKey);
        moves.add(c, orderKey);
    }
    // Late move reductions, only in a window of estimates and short of the
    // end of the board (a search to the end gives exact scores): a quiet
    // move late in the order is first searched a ply shallower (two when
    // later still), and again at full depth when it beats the best so far
    // or claims a proof. What keeps proofs exact is below: reduced results
    // are marked, and a proven win searches its reduced siblings again.
    const bool mayReduce = reductions_ && depth >= kReductionMinDepth && depth < cells - n && forced < 0
        && isEstimateWindow(alpha, beta);

    const int alphaIn = alpha;
    int best = -kInfinity;
    int bestColumn = -1;
    int searched = 0;
    // The moves whose values were reduced estimates: where a proof is at
    // stake they may hide a faster win, so they are searched again below
    // if this node's value turns out a proven win.
    int reducedMoves[BoardSpec::kMaxSide];
    int reducedCount = 0;
    const auto consider = [&](int c, int v) {
        if (v > best) {
            best = v;
            bestColumn = c;
        }
        alpha = std::max(alpha, v);
    };
    while (!moves.empty()) {
        const int c = moves.next();
        b.play(c);
        int v;
        bool reduced = false;
        if (searched == 0) {
            v = -search(depth - 1, -beta, -alpha, ply + 1);
            reduced = reducedResult_;
        } else {
            const int reduction = !mayReduce || !quiet[c] || searched < kFullDepthMoves ? 0
                : depth >= kTwoPlyMinDepth && searched >= kTwoPlyMoves                 ? 2
                                                                                       : 1;
            // Principal-variation search: prove the move no better than the
            // best so far with a null window, search it fully only if not.
            v = -search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
            reduced = reduction > 0 || reducedResult_;
            if (reduction > 0 && (v > alpha || isProven(v)) && !aborted_) {
                v = -search(depth - 1, -alpha - 1, -alpha, ply + 1);
                reduced = reducedResult_;
            }
            if (v > alpha && v < beta && !aborted_) {
                v = -search(depth - 1, -beta, -alpha, ply + 1);
                reduced = reducedResult_;
            }
        }
        b.undo(c);
        if (aborted_)
            return 0;
        ++searched;
        if (reduced)
            reducedMoves[reducedCount++] = c;
        consider(c, v);
        if (alpha >= beta) {
            cutoffs_.remember(c, b.columnHeight(c), b.side(), ply, depth);
            break;
        }
    }
    if (best > kWin && alpha < beta && reducedCount > 0) {
        // An exact proven win (a window of estimates would have cut off
        // above): the reduced moves must not be faster wins. The window is
        // a proof's now, so these searches reduce nothing.
        for (int i = 0; i < reducedCount && alpha < beta; ++i) {
            const int c = reducedMoves[i];
            b.play(c);
            const int v = -search(depth - 1, -beta, -alpha, ply + 1);
            b.undo(c);
            if (aborted_)
                return 0;
            consider(c, v);
        }
        reducedCount = 0;
    }
    // A proven value is sound whatever was reduced (proofs were checked at
    // full depth); an estimate that rests on a reduction is marked so.
    reducedResult_ = reducedCount > 0 && !isProven(best);
    const int flag = best >= beta ? SearchEntry::kLower : best <= alphaIn ? SearchEntry::kUpper : SearchEntry::kExact;
    table_.put(key, SearchEntry{best, depth, flag, bestColumn, reducedResult_}.encode());
    return best;
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
