// The analyzer: scores every column of a position.
//
// 1. Immediate wins, and on 7x6 the opening book, give exact scores at once
//    (the lines of book scores are cut short unless limits.fullLines asks
//    to walk them to the end, best column first, reporting each).
// 2. Iterative deepening with the depth-limited search (Search up to 128
//    bits, on the packed one-word layout where the cells fit 64 bits;
//    WindowSearch beyond): each iteration searches every open column
//    with a full window, so each gets its own value; proven values become
//    exact scores, the rest estimates. Progress is reported after every
//    iteration. With limits.bestMoveOnly an iteration instead proves one
//    column best: the last best first, the others by null-window tests.
// 3. On boards the exact Solver handles (up to 128 bits; unless a depth
//    limit asks for a shallow search) it then takes the columns still open,
//    best first, several at once on the solver's threads, within the same
//    limits (bestMoveOnly: solves the first and proves the others no better
//    where it can). While it works, a heartbeat reports every 200 ms with
//    the bounds proved so far for each column it is on.
// Principal variations of exact scores are walked with the solver (or the
// book) to the end of the game; those of estimates come from the table.
#include "engine/analyzer.h"

#include "engine/columnorder.h"
#include "engine/helperpool.h"
#include "engine/narrowboard.h"
#include "engine/openingbook.h"
#include "engine/search.h"
#include "engine/solver.h"
#include "engine/windowsearch.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <numeric>
#include <type_traits>
#include <utility>

namespace c4 {

namespace {

using Clock = std::chrono::steady_clock;

// How long the estimate phase may run on boards the solver handles before
// the solver takes over, under a time limit, when a proof is likely to fit.
constexpr auto kEstimatePhase = std::chrono::milliseconds(100);
// Up to this many empty cells a proof usually fits in a move's time (on
// 7x6 every position whose columns the opening book does not answer, ply 7
// or later, has at most 35). With more (the first half of a 9x7 or 8x8
// game) the proof seldom finishes and the move comes from the estimates,
// so they get three quarters of the time.
constexpr int kLikelyProvableEmpty = 35;
// With more empty cells than this not even a win's proof fits in a move's
// time, so under a time limit the solver does not follow: the estimates get
// the whole time. (Measured on the positions of 40 games of level 10
// against the classic engine, 9x7 and 8x8, 0.8 s a move: with 47-54 cells
// empty every move that came out proved was proved by the estimates
// themselves, none by the solver's quarter; with 45 one in 39, by the
// solver; see docs/benchmark-history.md, tenth session.)
constexpr int kProofOutOfReachEmpty = 46;

// The solver's work allowed for the line of a score taken from the opening
// book: past the book's last ply each step of the line is a solve of an
// opening position (seconds each), so the line stops where this runs out
// (a few milliseconds) rather than making the book's answer slow.
constexpr uint64_t kBookLineNodes = 20'000;

// Helper threads join the estimate phase from this many empty cells on:
// nearer the end a search is over before they would start.
constexpr int kHelpedEmpty = 12;

std::optional<int> bookScore(const BasicPosition<uint64_t>& p)
{
    const OpeningBook& book = OpeningBook::standard();
    if (p.spec() != book.spec() || p.movesPlayed() > book.maxPly() + 1)
        return std::nullopt;
    return book.score(p);
}

// The internal search value of an exact score.
int searchValueOf(int score)
{
    return score > 0 ? SearchValue::kWin + score : score < 0 ? -SearchValue::kWin + score : 0;
}

// The line of best play after `column`, whose exact score for the side to
// move at p is `score`: each next move is the first one, centre out, that
// `isBest(child, target)` confirms (target: the exact score of the side to
// move before that move). isBest returns nothing when its search was
// stopped; the line then ends early, still legal. `grown` (optional) sees
// the line after each move added.
using LineGrown = std::function<void(const std::vector<int>&)>;
template <class Bits, class IsBest>
std::vector<int> bestLine(BasicPosition<Bits> p, int column, int score, IsBest isBest, const LineGrown& grown = {})
{
    std::vector<int> line{column};
    if (p.isWinningMove(column))
        return line;
    p.play(column);
    int target = -score;
    const int w = p.width();
    while (!p.isFull()) {
        const Bits wins = p.winningCells() & p.possibleMoves();
        if (!none(wins)) {
            line.push_back(lowestIndex(wins) / p.geometry().stride);
            return line;
        }
        int found = -1;
        for (int i = 0; i < w && found < 0; ++i) {
            const int c = centreOutColumn(w, i);
            if (!p.canPlay(c))
                continue;
            BasicPosition<Bits> child = p;
            child.play(c);
            const std::optional<bool> best = isBest(child, target);
            if (!best)
                return line;
            if (*best)
                found = c;
        }
        if (found < 0)
            return line;
        line.push_back(found);
        if (grown)
            grown(line);
        p.play(found);
        target = -target;
    }
    return line;
}

// The line after `column` (exact score `score`) on boards the solver does
// not handle, each move proved with the depth-limited search deep enough to
// reach the announced end.
template <class Searcher, class Bits>
std::vector<int> provenLine(Searcher& search, const BasicPosition<Bits>& p, int column, int score)
{
    const BoardSpec& spec = p.spec();
    // The ply at which the game ends with this score.
    const bool moverIsFirst = p.movesPlayed() % 2 == 0;
    int endPly = spec.cells();
    if (score != 0) {
        const int winnerStones = (spec.cells() + 1) / 2 + 1 - std::abs(score);
        const bool winnerIsFirst = (score > 0) == moverIsFirst;
        endPly = 2 * winnerStones - (winnerIsFirst ? 1 : 0);
    }
    return bestLine(p, column, score, [&](const BasicPosition<Bits>& child, int target) -> std::optional<bool> {
        // The move is best when the child's value is -target (never less).
        const int t = searchValueOf(-target);
        const int depth = std::max(0, endPly - child.movesPlayed());
        const int v = search.negamax(child, depth, t, t + 1);
        if (search.aborted())
            return std::nullopt;
        return v <= t;
    });
}

}  // namespace

struct Analyzer::Impl {
    Impl(size_t bytes, Paging paging)
        : solver(bytes, paging), wideTable(bytes, paging), narrowTable(std::max<size_t>(bytes / 8, 1 << 20), paging)
    {
        solver.setBook(bookScore, BoardSpec::kMaxSide * BoardSpec::kMaxSide);
    }

    Solver solver;
    TranspositionTable wideTable;    // the window search's table on boards over 128 bits
    TranspositionTable narrowTable;  // the estimate phase's table on boards the solver handles

    // Each table is as big as the engine's whole share (narrowTable an
    // eighth): only the ones a board of this kind uses keep their memory,
    // or a 7x6 game then a 40x40 one held more than twice the share.
    void keepTablesFor(bool solverBoard)
    {
        if (solverBoard) {
            wideTable.resize(wideTable.bytes());
        } else {
            narrowTable.resize(narrowTable.bytes());
            solver.releaseTables();
        }
    }
    // The estimate phase's helper threads (threads - 1 of them), kept
    // between analyses. Not the solver's: the estimate phase calls the
    // solver (lines of exact scores) while its helpers run.
    std::unique_ptr<HelperPool> estimateHelpers;
    std::optional<EvaluationWeights> weights;  // setEvaluationWeights()

    // The evaluation's weights on boards of connect n.
    EvaluationWeights weightsFor(int connect) const
    {
        return weights && weights->window.size() == size_t(connect) + 1 ? *weights : EvaluationWeights::of(connect);
    }

    // The exact line after `column` whose score is `score` for the side to
    // move at p: each next move is one whose value matches; stops early
    // (still legal) when the control stops the solver.
    template <SolverBits Bits>
    std::vector<int> exactLine(BasicPosition<Bits> p, int column, int score, const LineGrown& grown = {});

    class Run;
};

template <SolverBits Bits>
std::vector<int> Analyzer::Impl::exactLine(BasicPosition<Bits> p, int column, int score, const LineGrown& grown)
{
    return bestLine(p, column, score, [&](const BasicPosition<Bits>& child, int target) -> std::optional<bool> {
        // The move is best when the child's score is -target (it is never less).
        if (child.isFull())
            return target == 0;
        if constexpr (std::is_same_v<Bits, uint64_t>) {
            if (const std::optional<int> known = bookScore(child))
                return *known == -target;
        }
        const std::optional<bool> better = solver.isAtLeast(child, -target + 1);
        if (!better)
            return std::nullopt;
        return !*better;
    }, grown);
}

Analyzer::Analyzer(size_t tableBytes, Paging paging) : impl_(std::make_unique<Impl>(tableBytes, paging)) {}
Analyzer::~Analyzer() = default;

void Analyzer::setThreads(int threads)
{
    impl_->solver.setThreads(threads);
}

void Analyzer::setEvaluationWeights(std::optional<EvaluationWeights> weights)
{
    impl_->weights = std::move(weights);
}

size_t Analyzer::allocatedTableBytes() const
{
    return impl_->solver.allocatedTableBytes() + impl_->wideTable.allocatedBytes() + impl_->narrowTable.allocatedBytes();
}

void Analyzer::clear()
{
    impl_->solver.clearTable();
    impl_->wideTable.clear();
    impl_->narrowTable.clear();
}

void Analyzer::prefault(const BoardSpec& spec, const SearchLimits& limits, std::stop_token stop,
                        std::chrono::steady_clock::time_point until)
{
    Position(spec).visit([&](const auto& board) {
        using Bits = typename std::decay_t<decltype(board)>::BitSet;
        impl_->keepTablesFor(SolverBits<Bits>);
        if constexpr (SolverBits<Bits>) {
            impl_->narrowTable.prefault(stop, until);
            if (limits.maxDepth <= 0)  // a depth-limited search never runs the solver
                impl_->solver.prefaultTable(board, stop, until);
        } else {
            impl_->wideTable.prefault(stop, until);
        }
    });
}

SearchLimits Analyzer::prefaultWithinTime(const BoardSpec& spec, SearchLimits limits, std::stop_token stop)
{
    // A search that faults fresh pages in as it goes runs at about half
    // speed (see prefault()); a big table is finished over several calls.
    constexpr std::chrono::milliseconds kMinTime{500};
    if (limits.maxTime < kMinTime)
        return limits;
    const auto start = Clock::now();
    prefault(spec, limits, stop, start + limits.maxTime / 4);
    const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
    limits.maxTime = std::max(limits.maxTime - spent, std::chrono::milliseconds(1));
    return limits;
}

// One call of analyze(): its state and its phases, in the order of the
// comment at the top of this file.
class Analyzer::Impl::Run {
public:
    Run(Impl& impl, const Position& position, const SearchLimits& limits, std::stop_token stop,
        const Progress& progress);
    Analysis operator()();

private:
    void scoreImmediateWins();
    void bookPhase();
    template <class Board, class Searcher>
    void deepeningPhase(const Board& board, Searcher& search, TranspositionTable& table);
    // Whether the exact solver runs after the estimates (boards it takes,
    // no depth limit, a proof within reach under a clock), and when the
    // estimates hand over to it.
    bool solverFollows() const
    {
        const bool proofOutOfReach = limits_.maxTime.count() > 0 && remaining_ > kProofOutOfReachEmpty;
        return solvable_ && limits_.maxDepth <= 0 && !proofOutOfReach;
    }
    Clock::time_point estimatePhaseEnd() const;
    // How many helper threads deepen the estimates beside the calling one.
    int estimateHelperCount(bool solverFollows) const;
    template <class Searcher, class Board>
    void helpDeepening(const Board& board, TranspositionTable& table, const std::vector<int>& columns, int maxDepth,
                       int helper, std::stop_token done);
    template <class Board, class Searcher>
    bool bestMoveIteration(const Board& board, Searcher& search, int depth, std::vector<int>& lastValue);
    template <class Board, class Searcher>
    void record(const Board& board, Searcher& search, int c, const Board& child, int v, int depth, bool bound);
    template <class Board>
    void proveBestMove(const Board& board);
    template <class Board>
    std::optional<int> winningColumn(const Board& board, const std::vector<int>& order);
    template <class Board>
    void solveEveryColumn(const Board& board);

    bool isOpen(int c) const { return a_.columns[c].playable && !a_.columns[c].score.isExact(); }
    // Whether the search is selective (late move reductions, forced-move
    // extension: movesearch.h): when a move is wanted within a time, not at
    // a depth (level 10, whose depth is what time allows; the lower levels
    // search their depth in full, and take none of level 10's reduced
    // estimates from a shared table: SearchEntry::settles). Matches of
    // level 10 against itself on 12x10x5, 9x7x4 and 8x8x4 favoured
    // reductions; the extension (WindowSearch only) was at least no worse
    // against the classic engine on 12x10x5 (see docs/benchmark-history.md). For every
    // column's value the full-width estimates stay.
    bool searchSelectively() const { return limits_.bestMoveOnly && limits_.maxDepth <= 0; }
    template <class Searcher>
    void makeSelective(Searcher& search) const
    {
        search.setLateMoveReductions(searchSelectively());
        // Measured on boards over 128 bits only, so only there for now.
        if constexpr (std::is_same_v<Searcher, WindowSearch>)
            search.setForcedMoveExtension(searchSelectively());
    }
    // The position's own exact score when the book has it: no column
    // scores more, and one scores that.
    std::optional<int> bookScoreHere() const;
    bool anyOpen() const;
    // The columns ordered by their score so far, best first.
    std::vector<int> bestFirst() const;
    // Adds the solver's nodes since the last call to the count.
    void takeSolverNodes();
    // Fills in the summary; `extraNodes` are those of a search still running.
    void summarize(uint64_t extraNodes);
    void report(uint64_t extraNodes = 0);

    Impl& impl_;
    const Position& position_;
    const SearchLimits& limits_;
    const Progress& progress_;
    const Clock::time_point start_ = Clock::now();
    const int remaining_;
    // Whether the exact solver takes the board (up to 128 bits).
    const bool solvable_;
    SearchControl control_;
    Analysis a_;
    uint64_t nodes_ = 0;
    // Nodes of the estimate phase's helper threads, counted as they go.
    std::atomic<uint64_t> helperNodes_{0};
    int exactFromBook_ = 0;
    int immediateWins_ = 0;
    // With limits.bestMoveOnly: the column the last root search proved best,
    // and whether a complete iteration (or the solver) settled it.
    int provenBest_ = -1;
    bool bestIsSettled_ = false;
    bool stopped_ = false;
    // While the solver proves columns (on several threads) their bounds are
    // reported live; the lock keeps the analysis one piece.
    std::mutex analysisMutex_;
    Heartbeat heartbeat_;
};

Analyzer::Impl::Run::Run(Impl& impl, const Position& position, const SearchLimits& limits, std::stop_token stop,
                         const Progress& progress)
    : impl_(impl),
      position_(position),
      limits_(limits),
      progress_(progress),
      remaining_(position.spec().cells() - position.movesPlayed()),
      solvable_(position.visit([](const auto& b) { return SolverBits<typename std::decay_t<decltype(b)>::BitSet>; })),
      heartbeat_(
          [this](uint64_t searchNodes) {
              std::lock_guard lock(analysisMutex_);
              // A thread that helped with a column may not have noticed yet
              // that another one proved it.
              for (const Solver::Proving& p : impl_.solver.proving())
                  if (!a_.columns[p.column].score.isExact())
                      a_.columns[p.column].proving = ColumnAnalysis::Bounds{p.lower, p.upper};
              report(searchNodes);
          },
          kProgressInterval)
{
    control_.stop = stop;
    control_.maxNodes = limits.maxNodes;
    if (limits.maxTime.count() > 0)
        control_.deadline = start_ + limits.maxTime;
    if (progress_)
        control_.heartbeat = &heartbeat_;
}

Analysis Analyzer::Impl::Run::operator()()
{
    scoreImmediateWins();
    impl_.solver.setControl(control_);
    bookPhase();
    position_.visit([&](const auto& board) {
        using Board = std::decay_t<decltype(board)>;
        using Bits = typename Board::BitSet;
        impl_.keepTablesFor(solvable_);
        TranspositionTable& table = solvable_ ? impl_.narrowTable : impl_.wideTable;
        const auto estimate = [&](const auto& searchBoard) {
            using SearchBits = typename std::decay_t<decltype(searchBoard)>::BitSet;
            // Boards over 128 bits: the search with a move-by-move
            // evaluation. (On 9x7 and 8x8 it had 1.3-1.6 times the nodes a
            // second of Search, but its larger trees gained a third of a ply
            // at most in game positions and narrowed 9x7's 10 vs 9 step:
            // measured in 2026-11, before Search shared its move loop; see
            // docs/benchmark-history.md.)
            using Searcher =
                std::conditional_t<(sizeof(SearchBits) <= sizeof(Bits128)), Search<SearchBits>, WindowSearch>;
            // Far from the end (but within a proof's reach), under a time
            // limit, the estimates stop at the end of their phase (three
            // quarters of the time) even inside an iteration, or the solver
            // would only get its quarter when an iteration happened to end
            // in time. Nearer the end the phase is 100 ms, meant for 7x6,
            // and ends between iterations: on 9x7 and 8x8 an exact solve of
            // 35 cells rarely fits, and cutting the search there at 100 ms
            // was not borne out by matches (see docs/benchmark-history.md, ninth session).
            // (With no time limit the first iteration ends the phase.)
            SearchControl estimateControl = control_;
            if (limits_.maxTime.count() > 0 && remaining_ > kLikelyProvableEmpty)
                estimateControl.deadline = std::min(control_.deadline, estimatePhaseEnd());
            Searcher search(table, estimateControl, position_.spec(), impl_.weightsFor(position_.spec().connect));
            makeSelective(search);
            deepeningPhase(searchBoard, search, table);
        };
        // Boards whose cells fit one word without the sentinel row (9x7,
        // 8x8, ...) are searched in the packed layout: one-word operations
        // give 1.3-1.9 times the nodes a second of two-word ones (medians:
        // 9x7 1.3, 8x8 1.6, 10x6 1.9; see docs/benchmark-history.md). The solver keeps its
        // two-word board.
        if constexpr (std::is_same_v<Bits, Bits128>) {
            if (fits<PackedBits>(position_.spec()))
                estimate(BasicPosition<PackedBits>(board));
            else
                estimate(board);
        } else {
            estimate(board);
        }
        if constexpr (SolverBits<Bits>) {
            if (limits_.maxDepth <= 0 && !stopped_) {
                a_.solverRan = anyOpen();
                if (limits_.bestMoveOnly)
                    proveBestMove(board);
                else
                    solveEveryColumn(board);
            }
        }
    });
    summarize(0);
    return a_;
}

// Immediate wins are exact at once; the columns the root may not play
// (SearchLimits::rootColumns) are not playable.
void Analyzer::Impl::Run::scoreImmediateWins()
{
    const BoardSpec& spec = position_.spec();
    a_.columns.resize(spec.width);
    for (int c = 0; c < spec.width; ++c) {
        ColumnAnalysis& col = a_.columns[c];
        col.column = c;
        col.playable = position_.canPlay(c) && (limits_.rootColumns == 0 || (limits_.rootColumns >> c & 1));
        if (col.playable && position_.isWinningMove(c)) {
            col.score = Score::exact(Solver::winNowScore(spec, position_.movesPlayed()));
            col.principalVariation = {c};
            ++immediateWins_;
        }
    }
}

// The opening book; not for a depth-limited search (the weaker skill
// levels), which should play from what it sees, as it did without one.
void Analyzer::Impl::Run::bookPhase()
{
    const auto narrow = narrowBoard(position_);
    if (!narrow || limits_.maxDepth > 0)
        return;
    for (int c = 0; c < position_.width(); ++c) {
        if (!isOpen(c))
            continue;
        BasicPosition<uint64_t> child = *narrow;
        child.play(c);
        if (const std::optional<int> known = bookScore(child)) {
            a_.columns[c].score = Score::exact(-*known);
            a_.columns[c].principalVariation = {c};  // a heartbeat may report it before its line is walked
            a_.columns[c].fromBook = true;
            ++exactFromBook_;
        }
    }
    if (exactFromBook_ == 0)
        return;
    // Short lines at once, each within a small node budget.
    for (ColumnAnalysis& col : a_.columns) {
        if (!col.fromBook)
            continue;
        SearchControl lineControl = control_;
        lineControl.heartbeat = nullptr;  // a few milliseconds in all, reported once below
        const uint64_t budget = impl_.solver.nodes() + kBookLineNodes;
        lineControl.maxNodes = control_.maxNodes ? std::min(control_.maxNodes, budget) : budget;
        impl_.solver.setControl(lineControl);
        col.principalVariation = impl_.exactLine(*narrow, col.column, col.score.value);
    }
    impl_.solver.setControl(control_);
    takeSolverNodes();
    report();
    if (!limits_.fullLines)
        return;
    for (const int c : bestFirst()) {
        if (!a_.columns[c].fromBook)
            continue;
        // Reported as it grows: a step can take seconds this early.
        std::vector<int>& shown = a_.columns[c].principalVariation;
        std::vector<int> line =
            impl_.exactLine(*narrow, c, a_.columns[c].score.value, [&](const std::vector<int>& sofar) {
                if (sofar.size() > shown.size()) {
                    shown = sofar;
                    report(impl_.solver.nodes());
                }
            });
        takeSolverNodes();
        if (line.size() > shown.size()) {
            shown = std::move(line);
            report();
        }
        if (control_.stop.stop_requested() || Clock::now() >= control_.deadline) {
            stopped_ = true;  // this line may be cut; the scores stand
            return;
        }
    }
}

// When the estimates hand over to the solver. On boards the solver takes, a
// search under a time limit first gets estimates (a move to fall back on
// when the proof does not fit): for a short while, or for most of the time
// when the proof is unlikely to fit (kLikelyProvableEmpty), or all of it
// when it is out of reach (kProofOutOfReachEmpty: solverFollows() is then
// false). Without a time limit the solver starts after the first iteration
// (its order is all it needs): measured, that finishes sooner at every
// ply, and the heartbeat keeps the report moving.
Clock::time_point Analyzer::Impl::Run::estimatePhaseEnd() const
{
    if (!solverFollows())
        return Clock::time_point::max();
    if (limits_.maxTime.count() <= 0)
        return start_;  // the first iteration ends it (it never stops inside one)
    return remaining_ <= kLikelyProvableEmpty ? start_ + std::min<Clock::duration>(kEstimatePhase, limits_.maxTime / 4)
                                              : start_ + limits_.maxTime * 3 / 4;
}

// Iterative deepening, until estimatePhaseEnd() when the solver follows.
template <class Board, class Searcher>
void Analyzer::Impl::Run::deepeningPhase(const Board& board, Searcher& search, TranspositionTable& table)
{
    const bool solverFollows = this->solverFollows();
    const auto estimatesUntil = estimatePhaseEnd();
    const int maxDepth = limits_.maxDepth > 0 ? std::min(limits_.maxDepth, remaining_) : remaining_;
    std::vector<int> lastValue(position_.width(), 0);  // each column's value in the last iteration
    auto deepen = [&] {
        for (int depth = 1; depth <= maxDepth; ++depth) {
            bool searched = false;
            if (limits_.bestMoveOnly) {
                searched = bestMoveIteration(board, search, depth, lastValue);
            } else {
                for (int c = 0; c < position_.width() && !search.aborted(); ++c) {
                    if (!isOpen(c))
                        continue;
                    searched = true;
                    Board child = board;
                    child.play(c);
                    const int v = -search.negamax(child, depth - 1, -SearchValue::kInfinity, SearchValue::kInfinity);
                    if (search.aborted())
                        break;
                    lastValue[c] = v;
                    record(board, search, c, child, v, depth, false);
                }
            }
            takeSolverNodes();
            if (search.aborted()) {
                // Stopped at the end of the estimate phase, the solver takes
                // over; stopped by anything else, the analysis is over.
                const bool handOver = solverFollows && !control_.stop.stop_requested()
                    && Clock::now() < control_.deadline
                    && (control_.maxNodes == 0 || search.nodes() < control_.maxNodes);
                stopped_ = !handOver;
                break;
            }
            a_.depth = depth;
            report(search.nodes());
            if (!searched || !anyOpen() || Clock::now() >= estimatesUntil)
                break;
        }
    };
    const int helpers = estimateHelperCount(solverFollows);
    if (helpers == 0) {
        deepen();
    } else {
        std::vector<int> open;
        for (const int c : bestFirst())
            if (isOpen(c))
                open.push_back(c);
        std::stop_source done;
        if (!impl_.estimateHelpers || impl_.estimateHelpers->size() != helpers)
            impl_.estimateHelpers = std::make_unique<HelperPool>(helpers);
        impl_.estimateHelpers->run(
            helpers, [&](int i) { helpDeepening<Searcher>(board, table, open, maxDepth, i, done.get_token()); },
            [&] {
                deepen();
                done.request_stop();
            });
    }
    nodes_ += search.nodes() + helperNodes_.exchange(0);
}

// Lazy SMP, as the solver's threads: with several threads the helpers
// deepen the same columns on the shared table and only fill it; the
// calling thread's search, finding their work there, gives the values.
// Not for a depth limit (the skill levels' play stays the same from run to
// run) or a node budget, nor when the solver takes over after one
// iteration (no time limit: nothing to share).
int Analyzer::Impl::Run::estimateHelperCount(bool solverFollows) const
{
    const bool timeToShare = !solverFollows || limits_.maxTime.count() > 0;
    if (limits_.maxDepth > 0 || limits_.maxNodes != 0 || !timeToShare || remaining_ < kHelpedEmpty)
        return 0;
    return impl_.solver.threads() - 1;
}

// Helper `helper`'s share of the estimate phase, until `done`: iterative
// deepening of every column in `columns` as the calling thread's best-move
// iteration does it (the first with a full window, each other one tested
// against the best so far with a null window and searched again when
// better), but each helper starting on a different column, so the threads
// spread over the tree. (Helpers a ply ahead of the calling thread were
// slower; see docs/benchmark-history.md.)
template <class Searcher, class Board>
void Analyzer::Impl::Run::helpDeepening(const Board& board, TranspositionTable& table, const std::vector<int>& columns,
                                         int maxDepth, int helper, std::stop_token done)
{
    if (columns.empty())
        return;
    SearchControl control;
    control.stop = done;
    control.deadline = control_.deadline;
    Searcher search(table, control, position_.spec(), impl_.weightsFor(position_.spec().connect));
    makeSelective(search);
    uint64_t counted = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        int best = -SearchValue::kInfinity;
        for (size_t k = 0; k < columns.size(); ++k) {
            const int c = columns[(k + static_cast<size_t>(helper) + 1) % columns.size()];
            Board child = board;
            child.play(c);
            int v = best == -SearchValue::kInfinity ? SearchValue::kInfinity
                                                     : -search.negamax(child, depth - 1, -best - 1, -best);
            if (v > best && !search.aborted())
                v = -search.negamax(child, depth - 1, -SearchValue::kInfinity, -best);
            best = std::max(best, v);
            helperNodes_ += search.nodes() - counted;
            counted = search.nodes();
            if (search.aborted())
                return;
        }
    }
}

// Proves one column best at this depth: the best of the last iteration
// first (in an aspiration window around its value), then each other one only
// tested against it with a null window. Returns whether it searched anything
// a deeper iteration could change.
template <class Board, class Searcher>
bool Analyzer::Impl::Run::bestMoveIteration(const Board& board, Searcher& search, int depth,
                                            std::vector<int>& lastValue)
{
    int bestValue = -SearchValue::kInfinity;
    int bestColumn = -1;
    for (const ColumnAnalysis& col : a_.columns) {
        if (col.playable && col.score.isExact() && searchValueOf(col.score.value) > bestValue) {
            bestValue = searchValueOf(col.score.value);
            bestColumn = col.column;
        }
    }
    // The last iteration's best column first, whatever the estimates of the
    // others say (they may be mere bounds).
    std::vector<int> order = bestFirst();
    if (provenBest_ >= 0)
        std::stable_partition(order.begin(), order.end(), [&](int c) { return c == provenBest_; });
    bool searched = false;
    // Columns whose value rests on a late move reduction: tested again if
    // another column proves a win, since they may hide a faster one.
    std::vector<int> reduced;
    // Searches column c: the first with a full window (around its last
    // value first), each other one tested against the best so far with a
    // null window and searched again only if better. False when stopped.
    const auto searchColumn = [&](int c) {
        Board child = board;
        child.play(c);
        int v;
        bool bound = false;
        if (bestColumn < 0) {
            constexpr int kAspiration = 40;
            const int guess = lastValue[c];
            v = -SearchValue::kInfinity;
            if (depth > 2 && !SearchValue::isProven(guess)) {
                v = -search.negamax(child, depth - 1, -(guess + kAspiration), -(guess - kAspiration));
                if (v <= guess - kAspiration || v >= guess + kAspiration)
                    v = -SearchValue::kInfinity;  // outside the window: search again
            }
            if (v == -SearchValue::kInfinity && !search.aborted())
                v = -search.negamax(child, depth - 1, -SearchValue::kInfinity, SearchValue::kInfinity);
        } else {
            v = -search.negamax(child, depth - 1, -(bestValue + 1), -bestValue);
            if (v > bestValue && !search.aborted())
                v = -search.negamax(child, depth - 1, -SearchValue::kInfinity, -bestValue);
            bound = v <= bestValue;
        }
        if (search.aborted())
            return false;
        if (search.lastValueReduced())
            reduced.push_back(c);
        if (!bound) {
            bestValue = v;
            bestColumn = c;
            provenBest_ = c;  // stands even if this iteration is cut short
            bestIsSettled_ = false;
        }
        lastValue[c] = v;
        record(board, search, c, child, v, depth, bound);
        return true;
    };
    for (const int c : order) {
        if (!isOpen(c) || search.aborted())
            continue;
        searched = true;
        if (!searchColumn(c))
            break;
    }
    // A proven win: its null window is a proof's, where nothing is reduced,
    // so testing the reduced columns against it again is sound.
    if (bestValue > SearchValue::kWin) {
        const std::vector<int> retest = std::exchange(reduced, {});
        for (const int c : retest)
            if (c != bestColumn && !search.aborted() && !searchColumn(c))
                break;
    }
    bestIsSettled_ = !search.aborted() && bestColumn >= 0;
    // A proven result: no deeper search can beat it.
    return searched && !(bestIsSettled_ && a_.columns[bestColumn].score.isExact());
}

// Fills in column c from its search value v at `depth` (an upper bound only
// when `bound`: a null-window test failed low).
template <class Board, class Searcher>
void Analyzer::Impl::Run::record(const Board& board, Searcher& search, int c, const Board& child, int v, int depth,
                                 bool bound)
{
    using Bits = typename Board::BitSet;
    ColumnAnalysis& col = a_.columns[c];
    col.principalVariation = {c};
    // What an earlier iteration proved of the column gives way to this
    // one's result (the bound below sets it again).
    col.proving.reset();
    const bool proved = SearchValue::isExactAt(v, position_.spec().cells(), position_.movesPlayed(), depth);
    if (!bound && (proved || depth >= remaining_)) {
        col.score = Score::exact(SearchValue::exactOf(v));
        if (limits_.bestMoveOnly)
            return;  // a move is wanted, not its line
        if constexpr (SolverBits<Bits>)
            col.principalVariation = impl_.exactLine(board, c, col.score.value);
        else if constexpr (kPacked<Bits>)
            col.principalVariation = impl_.exactLine(BasicPosition<Bits128>(board), c, col.score.value);
        else
            col.principalVariation = provenLine(search, board, c, col.score.value);
        return;
    }
    col.score = Score::estimate(Evaluation<Bits>::toHundredths(v));
    col.upperBound = bound;
    col.depth = depth;
    // A null-window test that failed low with a proven loss proved the
    // column lost, at least that fast (its estimate only says -0.99).
    if (bound && v < -SearchValue::kWin)
        col.proving = ColumnAnalysis::Bounds{-maxScore(position_.spec()), SearchValue::exactOf(v)};
    const std::vector<int> rest = search.principalVariation(child, depth - 1);
    col.principalVariation.insert(col.principalVariation.end(), rest.begin(), rest.end());
}

// Whether the side to move wins, and if so a column that does (tried in
// `order`); nothing when it does not or the time ran out. A win's proof
// needs one good move a ply, so it often fits in a move's time far from
// the end, where the exact score of one column rarely does.
template <class Board>
std::optional<int> Analyzer::Impl::Run::winningColumn(const Board& board, const std::vector<int>& order)
{
    const std::optional<bool> won = impl_.solver.isAtLeast(board, 1);
    if (!won || !*won)
        return std::nullopt;
    for (const int c : order) {
        if (!isOpen(c))
            continue;
        Board child = board;
        child.play(c);
        // Column c wins when the opponent, to move after it, cannot draw.
        const std::optional<bool> opponentHolds = impl_.solver.isAtLeast(child, 0);
        if (!opponentHolds)
            return std::nullopt;
        if (!*opponentHolds)
            return c;
    }
    return std::nullopt;
}

// A move is wanted: solve the most promising column, then prove each other
// one no better (one null-window probe) or solve it too. Far from the end
// (kLikelyProvableEmpty), first look for a winning column (winningColumn):
// the search's favourite may be a loss that only a proof tells from a win
// (an 8x8 game against the classic engine was lost so, 49 cells empty).
template <class Board>
void Analyzer::Impl::Run::proveBestMove(const Board& board)
{
    int best = -1;
    int bestScore = 0;
    for (const ColumnAnalysis& col : a_.columns) {
        if (col.playable && col.score.isExact() && (best < 0 || col.score.value > bestScore)) {
            best = col.column;
            bestScore = col.score.value;
        }
    }
    bool finished = true;
    bool solvedAny = false;
    const std::optional<int> scoreHere = bookScoreHere();
    // The search's best first: the others' estimates may be mere bounds,
    // equal to its value when a null-window test failed low.
    std::vector<int> order = bestFirst();
    if (provenBest_ >= 0)
        std::stable_partition(order.begin(), order.end(), [&](int c) { return c == provenBest_; });
    if (best < 0 && remaining_ > kLikelyProvableEmpty) {
        if (const std::optional<int> wins = winningColumn(board, order)) {
            // The move stands even if its exact score below does not fit.
            provenBest_ = *wins;
            bestIsSettled_ = true;
            std::stable_partition(order.begin(), order.end(), [&](int c) { return c == *wins; });
        }
        takeSolverNodes();
    }
    for (const int c : order) {
        if (best >= 0 && scoreHere && bestScore == *scoreHere)
            break;  // no other column can be better
        if (!isOpen(c))
            continue;
        if (best >= 0) {
            Board child = board;
            child.play(c);
            const std::optional<bool> noBetter = impl_.solver.isAtLeast(child, -bestScore);
            if (!noBetter) {
                finished = false;
                break;
            }
            if (*noBetter) {
                // At most the best's score: worth saying when that is a
                // loss or a draw (the estimate may say otherwise).
                std::optional<ColumnAnalysis::Bounds>& proved = a_.columns[c].proving;
                if (bestScore <= 0 && !(proved && proved->upper <= bestScore))
                    proved = ColumnAnalysis::Bounds{-maxScore(position_.spec()), bestScore};
                continue;
            }
        }
        const std::optional<int> score = impl_.solver.solveMove(board, c);
        if (!score) {
            finished = false;
            break;
        }
        a_.columns[c].score = Score::exact(*score);
        a_.columns[c].principalVariation = {c};
        a_.columns[c].proving.reset();  // the exact score says it all
        solvedAny = true;
        if (best < 0 || *score > bestScore) {
            best = c;
            bestScore = *score;
        }
    }
    // Cut short before solving anything, the search's best stands. Cut short
    // after, the search's best has been solved or proved no better than an
    // exact column (it comes first), so the best exact column is the move,
    // unless it is lost: then the exact scores and the estimates speak for
    // themselves.
    if (finished) {
        provenBest_ = best;
        bestIsSettled_ = true;
    } else if (solvedAny && provenBest_ >= 0) {
        provenBest_ = a_.columns[best].score.isLoss() ? -1 : best;
    }
    takeSolverNodes();
}

// Every open column, best first, several at once on the solver's threads;
// then each one's line.
template <class Board>
void Analyzer::Impl::Run::solveEveryColumn(const Board& board)
{
    std::vector<int> open;
    for (const int c : bestFirst())
        if (isOpen(c))
            open.push_back(c);
    impl_.solver.solveMoves(
        board, open,
        [&](int c, int score) {
            std::lock_guard lock(analysisMutex_);
            a_.columns[c].score = Score::exact(score);
            a_.columns[c].principalVariation = {c};
            a_.columns[c].proving.reset();
            report();
        },
        bookScoreHere());
    for (const int c : open)
        a_.columns[c].proving.reset();
    takeSolverNodes();
    for (const int c : open) {
        ColumnAnalysis& col = a_.columns[c];
        if (!col.score.isExact())
            continue;
        col.principalVariation = impl_.exactLine(board, c, col.score.value);
        takeSolverNodes();
        report();
    }
}

std::optional<int> Analyzer::Impl::Run::bookScoreHere() const
{
    // The position's score may be that of a column the root may not play.
    if (limits_.rootColumns != 0)
        return std::nullopt;
    const auto narrow = narrowBoard(position_);
    return narrow ? bookScore(*narrow) : std::nullopt;
}

bool Analyzer::Impl::Run::anyOpen() const
{
    return std::any_of(a_.columns.begin(), a_.columns.end(), [&](const ColumnAnalysis& col) { return isOpen(col.column); });
}

std::vector<int> Analyzer::Impl::Run::bestFirst() const
{
    std::vector<int> order(a_.columns.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return a_.columns[y].score < a_.columns[x].score; });
    return order;
}

void Analyzer::Impl::Run::takeSolverNodes()
{
    nodes_ += impl_.solver.nodes();
    impl_.solver.resetNodes();
}

void Analyzer::Impl::Run::summarize(uint64_t extraNodes)
{
    a_.bestColumn = -1;
    int exact = 0;
    int playable = 0;
    for (const ColumnAnalysis& col : a_.columns) {
        if (!col.playable)
            continue;
        ++playable;
        exact += col.score.isExact();
        if (a_.bestColumn < 0 || a_.best < col.score) {
            a_.bestColumn = col.column;
            a_.best = col.score;
        }
    }
    // The proved best column stands, unless a search cut short only got as
    // far as proving it lost, before comparing the other columns.
    const bool provenLost = provenBest_ >= 0 && a_.columns[provenBest_].score.isLoss();
    if (provenBest_ >= 0 && a_.bestColumn != provenBest_ && (bestIsSettled_ || !provenLost)) {
        a_.bestColumn = provenBest_;
        a_.best = a_.columns[provenBest_].score;
    }
    a_.complete = exact == playable;
    if (a_.complete)
        a_.depth = std::max(a_.depth, remaining_);
    a_.fromBook = exactFromBook_ > 0 && exactFromBook_ + immediateWins_ == exact;
    a_.nodes = nodes_ + extraNodes + helperNodes_.load(std::memory_order_relaxed);
    a_.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start_);
}

void Analyzer::Impl::Run::report(uint64_t extraNodes)
{
    summarize(extraNodes);
    if (progress_)
        progress_(a_);
}

Analysis Analyzer::analyze(const Position& position, const SearchLimits& limits, std::stop_token stop,
                           const Progress& progress)
{
    return Impl::Run(*impl_, position, limits, stop, progress)();
}

}  // namespace c4
