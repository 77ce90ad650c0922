// The exact solver's search (see solver.h). The hot path is negamax():
// no allocation, no virtual call; the board type is a template parameter so
// 7x6 compiles down to constant shifts and masks.
#include "engine/solver.h"

#include "engine/columnorder.h"
#include "engine/movesorter.h"
#include "engine/solverboard.h"

#include <algorithm>
#include <bit>
#include <mutex>
#include <type_traits>
#include <vector>

namespace c4 {

namespace {

// The solver's table payload (32 bits, never 0):
//   bits  0-7   lower bound + 128
//   bits  8-15  upper bound + 128
//   bits 16-23  best column + 1 (0: none)
//   bits 24-31  the table's worth of the entry: the bit count of the
//               number of nodes searched below it (0-64)
struct SolverEntry {
    int lower;
    int upper;
    int column;

    static SolverEntry decode(uint32_t v)
    {
        return {int(v & 0xFF) - 128, int((v >> 8) & 0xFF) - 128, int((v >> 16) & 0xFF) - 1};
    }
    uint32_t encode(int worth) const
    {
        return uint32_t(lower + 128) | uint32_t(upper + 128) << 8 | uint32_t(column + 1) << 16
            | uint32_t(worth) << 24;
    }
};

constexpr uint64_t kCheckInterval = 4096;
// Searches with fewer empty cells take well under a millisecond: starting
// helper threads would cost more than they save.
constexpr int kParallelMinEmpty = 16;
// Nodes with fewer empty cells are not marked busy: their subtrees are too
// small to be worth sharing out.
constexpr int kBusyMinEmpty = 24;

template <class Key>
uint64_t foldKey(const Key& key)
{
    if constexpr (std::is_same_v<Key, uint64_t>)
        return key;
    else
        return static_cast<uint64_t>(key) ^ static_cast<uint64_t>(key >> 64) * 0x9E3779B97F4A7C15ull;
}
// Enhanced transposition cut-offs (negamax) probe every child's entry: at
// nodes with at least kEtcMinEmpty empty cells, once the thread has searched
// kEtcMinNodes nodes (counted since the solver's count was last reset, or
// since a helper joined the search). Before that the table holds little of
// this search, so the probes mostly miss and cost a memory wait each: on
// Test_L1_R1 (about 3,000 nodes a position) they made the solver 1.2 times
// slower, while on Test_L1_R2 they save 10% of the nodes.
constexpr int kEtcMinEmpty = 16;
constexpr uint64_t kEtcMinNodes = uint64_t{1} << 16;
// The next window of the binary search over a score known to lie in
// [min, max] (min < max): the null window (med, med + 1). Pons' rule: the
// first probes go half way to the ends, where a probe is cheap (a quick
// win or loss is found or ruled out fast); `otherSideFirst` starts on the
// positive side. Once the score is known to within kEvenSplitWidth, the
// probes near the ends are no longer cheap and the middle is split evenly
// (one thread, nodes a position: the empty board -7%, first 20 of L1_R3
// -2%, L2_R2 -1%, L3_R1 -7%, L1_R2 +0.2%, L1_R1 the same; a width of 12
// saved more on L1_R3 but cost L1_R2 3%).
constexpr int kEvenSplitWidth = 8;
int nextProbe(int min, int max, bool otherSideFirst = false)
{
    int med = min + (max - min) / 2;
    if (max - min <= kEvenSplitWidth && !otherSideFirst)
        return med;
    if (otherSideFirst && med >= 0 && max / 2 > med)
        med = max / 2;
    else if (med <= 0 && min / 2 < med)
        med = min / 2;
    else if (med >= 0 && max / 2 > med)
        med = max / 2;
    return med;
}

// Symmetric positions are only possible, and worth checking for, early on.
constexpr int kSymmetryMaxMoves = 12;

// Columns from the centre outwards: 3 2 4 1 5 0 6 on 7 columns.
struct ColumnOrder {
    int column[64];
    explicit ColumnOrder(int width)
    {
        for (int i = 0; i < width; ++i)
            column[i] = centreOutColumn(width, i);
    }
};

template <class Board>
const ColumnOrder& columnOrder(const Board& b)
{
    if constexpr (requires { Board::kWidth; }) {
        static const ColumnOrder order(Board::kWidth);
        return order;
    } else {
        thread_local ColumnOrder order(1);
        thread_local int width = -1;
        if (width != b.width()) {
            order = ColumnOrder(b.width());
            width = b.width();
        }
        return order;
    }
}

template <class Bits>
bool isStandard(const BasicPosition<Bits>& p)
{
    return std::is_same_v<Bits, uint64_t> && p.spec() == BoardSpec::standard();
}

// The fastest board view for p: the compile-time 7x6 board when it is one.
// The fastest board view for p: a compile-time board for the common
// connect-4 sizes (7x6; 9x7 and 8x8 on two words), else the runtime one.
template <class Bits, class F>
decltype(auto) withBoard(const BasicPosition<Bits>& p, F&& f)
{
    if constexpr (std::is_same_v<Bits, uint64_t>) {
        if (isStandard(p))
            return f(FixedBoard<7, 6>(p));
    } else {
        if (p.spec() == BoardSpec{9, 7, 4})
            return f(FixedBoard<9, 7, Bits128>(p));
        if (p.spec() == BoardSpec{8, 8, 4})
            return f(FixedBoard<8, 8, Bits128>(p));
    }
    return f(RuntimeBoard<Bits>(p));
}

}  // namespace

Solver::Solver(size_t tableBytes, Paging paging) : table_(tableBytes, paging), wideTable_(tableBytes, paging) {}

template <class Board>
auto& Solver::tableOf()
{
    if constexpr (std::is_same_v<typename Board::Bits, uint64_t>)
        return table_;
    else
        return wideTable_;
}

template <class Board>
void Solver::prepareTable()
{
    if constexpr (std::is_same_v<typename Board::Bits, uint64_t>) {
        if (wideTable_.isAllocated())
            wideTable_.resize(wideTable_.bytes());
        table_.allocate();
    } else {
        if (table_.isAllocated())
            table_.resize(table_.bytes());
        wideTable_.allocate();
    }
}

bool Solver::checkStop(Worker& w)
{
    w.nextCheck = w.nodes + kCheckInterval;
    if (w.control.shouldStop(w.nodes) || w.answered.stop_requested())
        w.aborted = true;
    return w.aborted;
}

template <class Board>
int Solver::negamax(Worker& w, const Board& b, int alpha, int beta)
{
    using Bits = typename Board::Bits;
    if (++w.nodes >= w.nextCheck && checkStop(w))
        return 0;
    auto& table = tableOf<Board>();

    // Assumes the side to move cannot win at once (the caller played a
    // non-losing move, or checked).
    const Bits next = b.nonLosingMoves();
    const int n = b.movesPlayed();
    const int empty = b.cells() - n;
    const int half = (b.cells() + 1) / 2;
    if (next == 0)  // every move lets the opponent win with its next stone
        return -(half - (n + 1) / 2);
    if (n >= b.cells() - 2)  // nobody can win in the last two cells
        return 0;

    // Nobody can win with their very next stone, which bounds the score.
    int lower = -(half - 1 - (n + 1) / 2);
    int upper = half - 1 - n / 2;
    if constexpr (requires { b.evenRowsBound(); }) {
        if (n % 2 == 0)
            upper = std::min(upper, b.evenRowsBound());
    }
    // A single move that does not lose is played at once, without a table
    // entry of its own: a forced line costs one probe, at its end.
    if ((next & (next - 1)) == 0) {
        if (alpha < lower) {
            alpha = lower;
            if (alpha >= beta)
                return alpha;
        }
        if (beta > upper) {
            beta = upper;
            if (alpha >= beta)
                return beta;
        }
        Board child = b;
        child.play(next);
        return -negamax(w, child, -beta, -alpha);
    }
    int tableColumn = -1;
    bool mirrored = false;
    const auto key = b.tableKey(b.key(), mirrored);
    // A column as the table holds it (mirrored with the key) and back.
    auto tableForm = [&](int column) { return mirrored && column >= 0 ? b.width() - 1 - column : column; };
    if (const uint32_t stored = table.get(key)) {
        const SolverEntry e = SolverEntry::decode(stored);
        lower = std::max(lower, e.lower);
        upper = std::min(upper, e.upper);
        tableColumn = tableForm(e.column);
    }
    if (alpha < lower) {
        alpha = lower;
        if (alpha >= beta)
            return alpha;
    }
    if (beta > upper) {
        beta = upper;
        if (alpha >= beta)
            return beta;
    }

    // When only a win with our second stone from now would beat alpha, the
    // node is decided without a search: a move after which the opponent
    // has no defence is that win; without one nothing beats alpha. (A
    // cut-off of ChristopheSteininger/c4's kind: 36% fewer nodes on
    // Test_L1_R1, 15% on the first 100 positions of Test_L1_R2.)
    if (alpha >= half - 2 - n / 2) {
        for (Bits left = next; left; left &= left - 1) {
            Board child = b;
            child.play(left & (~left + 1));  // the lowest move left
            if (child.nonLosingMoves() == 0)
                return half - 1 - n / 2;
        }
        return std::min(upper, half - 2 - n / 2);
    }

    // A symmetric position's right-hand moves mirror its left-hand ones and
    // score the same: search only the left half and the middle.
    Bits rest = next;
    if (n <= kSymmetryMaxMoves && b.isSymmetric()) {
        rest &= b.leftHalf();
        if (tableColumn >= b.width() / 2)
            tableColumn = b.width() - 1 - tableColumn;
    }

    const int alphaIn = alpha;
    // An entry's worth (the table keeps the worthier of two): the size of
    // the search below it, as a bit count of its nodes. Under table
    // pressure this kept 8% more of the work than the empty cells left did
    // (12 L1_R3 positions, a 2 MiB table).
    const uint64_t nodesBefore = w.nodes;
    auto store = [&](const SolverEntry& e) { table.put(key, e.encode(std::bit_width(w.nodes - nodesBefore))); };
    int bestColumn = -1;
    // The best child score: when every move fails low, the node's value is
    // at most this, often less than alpha (fail-soft). Returned and stored
    // as the upper bound, it cuts later probes of this node with lower
    // windows (1-8% fewer nodes on the public sets).
    int best = lower;
    // Returns true on a beta cut-off (already stored).
    auto tryColumn = [&](int column, Bits move, int& result) {
        Board child = b;
        child.play(move);
        const int score = -negamax(w, child, -beta, -alpha);
        if (w.aborted)
            return true;
        if (score >= beta) {
            store(SolverEntry{std::max(lower, score), upper, tableForm(column)});
            result = score;
            return true;
        }
        best = std::max(best, score);
        if (score > alpha) {
            alpha = score;
            bestColumn = column;
        }
        return false;
    };

    // With several threads, a big node is marked busy while searched, and
    // a move into a node another thread is searching now waits until the
    // other moves are done (by then the table mostly holds its result):
    // the threads spread over the moves instead of all taking the same one.
    // (ABDADA's idea, Weill 1996, without its exclusive-search protocol.)
    const bool shared = busy_ && empty >= kBusyMinEmpty;
    BusyMark mark(shared ? busy_.get() : nullptr, static_cast<uint64_t>(foldKey(key)));
    struct Deferred {
        int column;
        Bits move;
    };
    Deferred deferred[64];
    int deferredCount = 0;
    // Only asked when `shared`: a single thread works out no key for it.
    auto isBusy = [&](const auto& childKey) { return busy_->isBusy(static_cast<uint64_t>(foldKey(childKey))); };

    // ABDADA's other rule: the eldest son, the first move tried, is searched
    // even while another thread is in it. At a cut node it is the move
    // expected to refute, and deferring it would send this thread into
    // moves the refutation makes needless (empty board, two threads: about
    // 10% fewer nodes and less time); only the younger brothers wait.
    bool eldest = true;
    int result = 0;
    if (tableColumn >= 0) {
        if (const Bits move = rest & b.columnMask(tableColumn)) {
            eldest = false;
            if (tryColumn(tableColumn, move, result))
                return w.aborted ? 0 : result;
            rest &= ~move;
        }
    }

    const ColumnOrder& order = columnOrder(b);
    MoveSorter<int, 64> moves;
    const Bits opponentThreats = b.opponentWinningCells();
    // Each child's table key (the smaller of it and its mirror's), by
    // column: worked out once for the prefetch and the cut-off probes below.
    Bits childKeys[64];
    for (int i = 0; i < b.width(); ++i) {
        const int column = order.column[i];
        if (const Bits move = rest & b.columnMask(column)) {
            // Start fetching the child's slot now: table probes are memory
            // bound, and the children are searched right after sorting.
            childKeys[column] = b.tableKey(b.keyAfter(move));
            table.prefetch(childKeys[column]);
            moves.add(column, b.moveScore(move, opponentThreats));
        }
    }
    // Enhanced transposition cut-off: a child whose stored upper bound
    // already refutes the opponent ends this node without a search. Only
    // far from the end, where a saved subtree is worth the extra probes,
    // and once the table holds this search's work (see kEtcMinNodes).
    if (w.nodes >= kEtcMinNodes && n < b.cells() - kEtcMinEmpty) {
        for (int i = 0; i < b.width(); ++i) {
            const int column = order.column[i];
            if (!(rest & b.columnMask(column)))
                continue;
            if (const uint32_t stored = table.get(childKeys[column])) {
                const int score = -SolverEntry::decode(stored).upper;
                if (score >= beta) {
                    store(SolverEntry{std::max(lower, score), upper, tableForm(column)});
                    return score;
                }
            }
        }
    }
    while (!moves.empty()) {
        const int column = moves.next();
        const Bits move = rest & b.columnMask(column);
        if (shared && !eldest && !moves.empty() && isBusy(childKeys[column])) {
            deferred[deferredCount++] = {column, move};
            continue;
        }
        eldest = false;
        if (tryColumn(column, move, result))
            return w.aborted ? 0 : result;
    }
    for (int i = 0; i < deferredCount; ++i)
        if (tryColumn(deferred[i].column, deferred[i].move, result))
            return w.aborted ? 0 : result;

    if (alpha > alphaIn)  // a move landed inside the window: exact
        store(SolverEntry{alpha, alpha, tableForm(bestColumn)});
    else
        store(SolverEntry{lower, std::min(upper, best), tableForm(tableColumn)});
    return alpha > alphaIn ? alpha : best;
}

template <class Board, class Search>
auto Solver::runThreads(const Board& b, Search search)
{
    prepareTable<Board>();
    const int helperCount = b.cells() - b.movesPlayed() >= kParallelMinEmpty ? threads_ - 1 : 0;
    // Every thread runs the whole search; the first to finish has the
    // answer (each one's is exact) and the others stop.
    // One thread alone needs no shared stop state: a stop_source allocates
    // its state, on every probe, and an end-game probe is a few dozen nodes
    // (Test_L3_R1, 39 nodes a position: 2-5% of its time).
    std::stop_source answered = helperCount > 0 ? std::stop_source() : std::stop_source(std::nostopstate);
    Worker main{control_, answered.get_token(), 0, nodes_, nodes_ + 1};  // checks the control at once
    decltype(search(main)) answer;
    std::mutex answerMutex;
    auto run = [&](Worker& w) {
        auto result = search(w);
        if (!result)
            return;  // stopped
        std::lock_guard lock(answerMutex);
        if (!answer)
            answer = result;
        answered.request_stop();
    };
    if (helperCount == 0) {
        answer = search(main);
        nodes_ = main.nodes;
        return answer;
    }
    std::vector<Worker> helpers;
    helpers.reserve(helperCount);
    for (int i = 0; i < helperCount; ++i) {
        helpers.push_back(Worker{control_, answered.get_token(), i + 1, 0, 1});
        helpers.back().control.maxNodes = 0;  // the calling thread counts the budget
        helpers.back().control.heartbeat = nullptr;
    }
    busy_ = std::make_unique<BusyTable>();
    helperPool().run(
        helperCount, [&](int i) { run(helpers[static_cast<size_t>(i)]); },
        [&] {
            run(main);
            answered.request_stop();
        });
    busy_.reset();
    nodes_ = main.nodes;
    for (const Worker& helper : helpers)
        nodes_ += helper.nodes;
    return answer;
}

HelperPool& Solver::helperPool()
{
    if (!helperPool_ || helperPool_->size() != threads_ - 1)
        helperPool_ = std::make_unique<HelperPool>(threads_ - 1);
    return *helperPool_;
}

std::vector<Solver::Proving> Solver::proving() const
{
    std::vector<Proving> now;
    for (int i = 0; i < provingSlotCount_; ++i) {
        const ProvingSlot& slot = provingSlots_[i];
        const int column = slot.column.load(std::memory_order_relaxed);
        if (column < 0)
            continue;
        const Proving proved{column, slot.lower.load(std::memory_order_relaxed),
                             slot.upper.load(std::memory_order_relaxed)};
        // Threads proving the same column: both bounds hold.
        const auto same = std::find_if(now.begin(), now.end(), [&](const Proving& q) { return q.column == column; });
        if (same == now.end()) {
            now.push_back(proved);
        } else {
            same->lower = std::max(same->lower, proved.lower);
            same->upper = std::min(same->upper, proved.upper);
        }
    }
    return now;
}

template <SolverBits Bits>
bool Solver::solveMoves(const BasicPosition<Bits>& p, const std::vector<int>& columns, const Solved& solved,
                        std::optional<int> scoreOfP)
{
    // Each child's score (for its side to move) is at least -scoreOfP.
    const std::optional<int> childAtLeast = scoreOfP ? std::optional<int>(-*scoreOfP) : std::nullopt;
    if (columns.empty())
        return true;
    return withBoard(p, [&](const auto& board) {
        using Board = std::decay_t<decltype(board)>;
        prepareTable<Board>();
        // Enough columns for every thread: one each at a time. Fewer: each
        // column on every thread.
        const bool columnsAtOnce = static_cast<int>(columns.size()) >= threads_;
        const int workerCount = columnsAtOnce ? threads_ : 1;
        if (provingSlotCount_ < workerCount) {
            provingSlots_ = std::make_unique<ProvingSlot[]>(static_cast<size_t>(workerCount));
            provingSlotCount_ = workerCount;
        }
        if (!columnsAtOnce) {
            ProvingSlot& slot = provingSlots_[0];
            for (const int column : columns) {
                Board child = board;
                child.play(child.possible() & child.columnMask(column));
                slot.lower.store(-board.cells(), std::memory_order_relaxed);
                slot.upper.store(board.cells(), std::memory_order_relaxed);
                slot.column.store(column, std::memory_order_relaxed);
                const std::optional<int> score = solveShared(child, false, childAtLeast, &slot);
                slot.column.store(-1, std::memory_order_relaxed);
                if (!score)
                    return false;
                solved(column, -*score);
            }
            return true;
        }
        // One per column: stopped once the column's score is known, so
        // every thread still proving it stops.
        struct Job {
            std::stop_source answered;
            std::atomic<int> searchers{0};
        };
        const std::unique_ptr<Job[]> jobs = std::make_unique<Job[]>(columns.size());
        std::atomic<size_t> next{0};
        std::atomic<bool> stopped{false};
        std::mutex solvedMutex;
        // The next column nobody has started; when none is left, one still
        // being proved, to help with (as runThreads' helpers do), so no
        // thread idles while the last columns are proved.
        auto nextJob = [&]() -> std::optional<size_t> {
            if (const size_t i = next++; i < columns.size())
                return i;
            for (size_t i = 0; i < columns.size(); ++i)
                if (jobs[i].searchers > 0 && !jobs[i].answered.stop_requested())
                    return i;
            return std::nullopt;
        };
        auto work = [&](Worker& w) {
            while (const std::optional<size_t> i = nextJob()) {
                Job& job = jobs[*i];
                const int column = columns[*i];
                Board child = board;
                child.play(child.possible() & child.columnMask(column));
                ++job.searchers;
                w.answered = job.answered.get_token();
                w.aborted = false;
                // Nothing proved yet.
                w.proving->lower.store(-board.cells(), std::memory_order_relaxed);
                w.proving->upper.store(board.cells(), std::memory_order_relaxed);
                w.proving->column.store(column, std::memory_order_relaxed);
                const std::optional<int> score = solveOn(w, child, false, childAtLeast);
                w.proving->column.store(-1, std::memory_order_relaxed);
                --job.searchers;
                if (!score) {
                    if (job.answered.stop_requested())
                        continue;  // another thread proved it first
                    stopped = true;  // the control stopped the search
                    return;
                }
                std::lock_guard lock(solvedMutex);
                if (job.answered.request_stop())  // false: another thread was first
                    solved(column, -*score);
            }
        };
        std::vector<Worker> workers;
        workers.reserve(workerCount);
        for (int i = 0; i < workerCount; ++i) {
            workers.push_back(Worker{control_, {}, i, i == 0 ? nodes_ : 0, i == 0 ? nodes_ + 1 : 1});
            workers.back().proving = &provingSlots_[i];
            if (i > 0) {
                workers.back().control.maxNodes = 0;  // the calling thread counts the budget
                workers.back().control.heartbeat = nullptr;
            }
        }
        if (workerCount > 1) {
            busy_ = std::make_unique<BusyTable>();
            helperPool().run(
                workerCount - 1, [&](int i) { work(workers[static_cast<size_t>(i) + 1]); }, [&] { work(workers[0]); });
            busy_.reset();
        } else {
            work(workers[0]);
        }
        nodes_ = 0;
        for (const Worker& w : workers)
            nodes_ += w.nodes;
        return !stopped.load();
    });
}

template <class Board, class Probe>
std::optional<int> Solver::searchScore(const Board& b, bool weak, std::optional<int> atLeast, bool otherSideFirst,
                                       ProvingSlot* proving, Probe probe)
{
    const int n = b.movesPlayed();
    if (n == b.cells())
        return 0;
    if (b.canWinNext())
        return weak ? 1 : (b.cells() + 1) / 2 - n / 2;

    const int half = (b.cells() + 1) / 2;
    int min = -(half - (n + 1) / 2);
    int max = half - 1 - n / 2;
    if (atLeast)
        min = std::clamp(*atLeast, min, max);
    if (weak) {
        min = std::max(min, -1);
        max = std::min(max, 1);
    }
    while (min < max) {
        if (proving) {
            // The column's score is the negation of this child's.
            proving->lower.store(-max, std::memory_order_relaxed);
            proving->upper.store(-min, std::memory_order_relaxed);
        }
        const int med = nextProbe(min, max, otherSideFirst);
        const std::optional<int> r = probe(med);
        if (!r)
            return std::nullopt;
        if (*r <= med)
            max = *r;
        else
            min = *r;
    }
    if (weak)
        return min > 0 ? 1 : min < 0 ? -1 : 0;
    return min;
}

template <class Board>
std::optional<int> Solver::solveOn(Worker& w, const Board& b, bool weak, std::optional<int> atLeast)
{
    // A helper of solveMoves() (odd id) probes the other side first: bounds
    // the thread that owns the column needs next.
    return searchScore(b, weak, atLeast, w.id % 2 == 1, w.proving, [&](int med) { return probe(w, b, med); });
}

template <class Board>
std::optional<int> Solver::probe(Worker& w, const Board& b, int med)
{
    const int r = negamax(w, b, med, med + 1);
    return w.aborted ? std::nullopt : std::optional<int>(r);
}

template <class Board>
std::optional<int> Solver::probeOnEveryThread(const Board& b, int med)
{
    return runThreads(b, [&](Worker& w) { return probe(w, b, med); });
}

template <class Board>
std::optional<int> Solver::solveShared(const Board& b, bool weak, std::optional<int> atLeast, ProvingSlot* proving)
{
    return searchScore(b, weak, atLeast, false, proving, [&](int med) { return probeOnEveryThread(b, med); });
}

template <SolverBits Bits>
std::optional<int> Solver::solve(const BasicPosition<Bits>& p, bool weak, std::optional<int> atLeast)
{
    if constexpr (std::is_same_v<Bits, uint64_t>) {
        if (book_ && p.movesPlayed() <= bookMaxPly_) {
            if (const std::optional<int> known = book_(p))
                return weak ? (*known > 0) - (*known < 0) : *known;
        }
    }
    return withBoard(p, [&](const auto& board) {
        return solveShared(board, weak, atLeast);
    });
}

template <SolverBits Bits>
std::optional<int> Solver::solveMove(const BasicPosition<Bits>& p, int column, bool weak)
{
    if (p.isWinningMove(column)) {
        const int win = winNowScore(p.spec(), p.movesPlayed());
        return weak ? 1 : win;
    }
    BasicPosition<Bits> child = p;
    child.play(column);
    const std::optional<int> score = solve(child, weak);
    if (!score)
        return std::nullopt;
    return -*score;
}

template <SolverBits Bits>
std::optional<bool> Solver::isAtLeast(const BasicPosition<Bits>& p, int value)
{
    if (p.movesPlayed() == p.spec().cells())
        return 0 >= value;
    return withBoard(p, [&](const auto& board) -> std::optional<bool> {
        if (board.canWinNext())
            return (board.cells() + 1) / 2 - board.movesPlayed() / 2 >= value;
        const std::optional<int> r = probeOnEveryThread(board, value - 1);
        if (!r)
            return std::nullopt;
        return *r >= value;
    });
}

template <SolverBits Bits>
void Solver::prefaultTable(const BasicPosition<Bits>& p, std::stop_token stop,
                           std::chrono::steady_clock::time_point until)
{
    withBoard(p, [&](const auto& board) {
        using Board = std::decay_t<decltype(board)>;
        prepareTable<Board>();
        tableOf<Board>().prefault(stop, until);
    });
}

#define C4_SOLVER_FOR(Bits)                                                                   \
    template void Solver::prefaultTable(const BasicPosition<Bits>&, std::stop_token,                         \
                                        std::chrono::steady_clock::time_point);                              \
    template bool Solver::solveMoves(const BasicPosition<Bits>&, const std::vector<int>&, const Solved&, std::optional<int>); \
    template std::optional<int> Solver::solve(const BasicPosition<Bits>&, bool, std::optional<int>); \
    template std::optional<int> Solver::solveMove(const BasicPosition<Bits>&, int, bool);    \
    template std::optional<bool> Solver::isAtLeast(const BasicPosition<Bits>&, int);
C4_SOLVER_FOR(uint64_t)
C4_SOLVER_FOR(Bits128)
#undef C4_SOLVER_FOR

}  // namespace c4
