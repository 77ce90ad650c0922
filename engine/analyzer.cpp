// The analyzer: scores every column of a position.
//
// 1. Immediate wins, and on 7x6 the opening book, give exact scores at once
//    (the lines of book scores are cut short unless limits.fullLines asks
//    to walk them to the end, best column first, reporting each).
// 2. Iterative deepening with the depth-limited search (Search up to 128
//    bits, WindowSearch beyond): each iteration searches every open column
//    with a full window, so each gets its own value; proven values become
//    exact scores, the rest estimates. Progress is reported after every
//    iteration. With limits.bestMoveOnly an iteration instead proves one
//    column best: the last best first, the others by null-window tests.
// 3. On boards the exact Solver handles (up to 128 bits; unless a depth
//    limit asks for a shallow search) it then takes each column that is
//    still open, best first, within the same limits (bestMoveOnly: solves
//    the first and proves the others no better where it can).
// Principal variations of exact scores are walked with the solver (or the
// book) to the end of the game; those of estimates come from the table.
#include "engine/analyzer.h"

#include "engine/narrowboard.h"
#include "engine/openingbook.h"
#include "engine/search.h"
#include "engine/solver.h"
#include "engine/windowsearch.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <numeric>

namespace c4 {

namespace {

using Clock = std::chrono::steady_clock;

// How long the estimate phase may run on boards the solver handles before
// the solver takes over (when no time limit says otherwise).
constexpr auto kEstimatePhase = std::chrono::milliseconds(100);

// The solver's work allowed for the line of a score taken from the opening
// book: past the book's last ply each step of the line is a solve of an
// opening position (seconds each), so the line stops where this runs out
// (a few milliseconds) rather than making the book's answer slow.
constexpr uint64_t kBookLineNodes = 20'000;

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
            line.push_back(lowestIndex(wins) / (p.height() + 1));
            return line;
        }
        int found = -1;
        for (int i = 0; i < w && found < 0; ++i) {
            const int c = w / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
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

    // The exact line after `column` whose score is `score` for the side to
    // move at p: each next move is one whose value matches; stops early
    // (still legal) when the control stops the solver.
    template <SolverBits Bits>
    std::vector<int> exactLine(BasicPosition<Bits> p, int column, int score, const LineGrown& grown = {});
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

void Analyzer::clear()
{
    impl_->solver.clearTable();
    impl_->wideTable.clear();
    impl_->narrowTable.clear();
}

Analysis Analyzer::analyze(const Position& position, const SearchLimits& limits, std::stop_token stop,
                           const Progress& progress)
{
    const auto start = Clock::now();
    SearchControl control;
    control.stop = stop;
    control.maxNodes = limits.maxNodes;
    if (limits.maxTime.count() > 0)
        control.deadline = start + limits.maxTime;

    const BoardSpec& spec = position.spec();
    const int width = spec.width;
    const int moves = position.movesPlayed();
    const int remaining = spec.cells() - moves;
    const auto narrow = narrowBoard(position);
    const bool solvable = position.visit([](const auto& b) { return SolverBits<typename std::decay_t<decltype(b)>::BitSet>; });

    Analysis a;
    a.columns.resize(width);
    uint64_t nodes = 0;
    int exactFromBook = 0;
    for (int c = 0; c < width; ++c) {
        ColumnAnalysis& col = a.columns[c];
        col.column = c;
        col.playable = position.canPlay(c);
        if (col.playable && position.isWinningMove(c)) {
            col.score = Score::exact(Solver::winNowScore(spec, moves));
            col.principalVariation = {c};
        }
    }

    auto isOpen = [&](int c) { return a.columns[c].playable && !a.columns[c].score.isExact(); };
    int immediateWins = 0;
    for (const ColumnAnalysis& col : a.columns)
        immediateWins += col.score.isExact();
    // Fills in the summary; `extraNodes` are those of a search still running.
    // With limits.bestMoveOnly: the column the last root search proved best.
    int provenBest = -1;
    // Whether a complete iteration (or solver phase) settled provenBest.
    bool bestIsSettled = false;
    auto summarize = [&](uint64_t extraNodes) {
        a.bestColumn = -1;
        int exact = 0;
        int playable = 0;
        for (const ColumnAnalysis& col : a.columns) {
            if (!col.playable)
                continue;
            ++playable;
            exact += col.score.isExact();
            if (a.bestColumn < 0 || a.best < col.score) {
                a.bestColumn = col.column;
                a.best = col.score;
            }
        }
        // The proved best column stands, unless a search cut short only got
        // as far as proving it lost, before comparing the other columns.
        const bool provenLost = provenBest >= 0 && a.columns[provenBest].score.isLoss();
        if (provenBest >= 0 && a.bestColumn != provenBest && (bestIsSettled || !provenLost)) {
            a.bestColumn = provenBest;
            a.best = a.columns[provenBest].score;
        }
        a.complete = exact == playable;
        if (a.complete)
            a.depth = std::max(a.depth, remaining);
        a.fromBook = exactFromBook > 0 && exactFromBook + immediateWins == exact;
        a.nodes = nodes + extraNodes;
        a.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start);
    };
    auto report = [&](uint64_t extraNodes = 0) {
        summarize(extraNodes);
        if (progress)
            progress(a);
    };
    // While the solver proves columns (on several threads), their bounds
    // are reported live; the lock keeps the analysis one piece.
    std::mutex analysisMutex;
    Heartbeat heartbeat(
        [&](uint64_t searchNodes) {
            std::lock_guard lock(analysisMutex);
            for (const Solver::Proving& p : impl_->solver.proving())
                a.columns[p.column].proving = ColumnAnalysis::Bounds{p.lower, p.upper};
            report(searchNodes);
        },
        kProgressInterval);
    if (progress)
        control.heartbeat = &heartbeat;
    // The columns ordered by their score so far, best first.
    auto bestFirst = [&] {
        std::vector<int> order(width);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int x, int y) { return a.columns[y].score < a.columns[x].score; });
        return order;
    };

    // The opening book; not for a depth-limited search (the weaker skill
    // levels), which should play from what it sees, as it did without one.
    if (narrow && limits.maxDepth <= 0) {
        for (int c = 0; c < width; ++c) {
            if (!isOpen(c))
                continue;
            BasicPosition<uint64_t> child = *narrow;
            child.play(c);
            if (const std::optional<int> known = bookScore(child)) {
                a.columns[c].score = Score::exact(-*known);
                a.columns[c].fromBook = true;
                ++exactFromBook;
            }
        }
    }
    bool stopped = false;
    impl_->solver.setControl(control);
    if (exactFromBook > 0) {
        for (int c = 0; c < width; ++c) {
            if (!a.columns[c].playable || !a.columns[c].principalVariation.empty())
                continue;
            SearchControl lineControl = control;
            const uint64_t budget = impl_->solver.nodes() + kBookLineNodes;
            lineControl.maxNodes = control.maxNodes ? std::min(control.maxNodes, budget) : budget;
            impl_->solver.setControl(lineControl);
            a.columns[c].principalVariation = impl_->exactLine(*narrow, c, a.columns[c].score.value);
        }
        impl_->solver.setControl(control);
        nodes += impl_->solver.nodes();
        impl_->solver.resetNodes();
        report();
        if (limits.fullLines) {
            for (const int c : bestFirst()) {
                if (!a.columns[c].fromBook)
                    continue;
                // Reported as it grows: a step can take seconds this early.
                std::vector<int>& shown = a.columns[c].principalVariation;
                std::vector<int> line =
                    impl_->exactLine(*narrow, c, a.columns[c].score.value, [&](const std::vector<int>& sofar) {
                        if (sofar.size() > shown.size()) {
                            shown = sofar;
                            report(impl_->solver.nodes());
                        }
                    });
                nodes += impl_->solver.nodes();
                impl_->solver.resetNodes();
                if (line.size() > shown.size()) {
                    shown = std::move(line);
                    report();
                }
                if (stop.stop_requested() || Clock::now() >= control.deadline) {
                    stopped = true;  // this line may be cut; the scores stand
                    break;
                }
            }
        }
    }

    // Iterative deepening.
    const bool solverPhase = solvable && limits.maxDepth <= 0;
    auto estimatesUntil = Clock::time_point::max();
    if (solverPhase)
        estimatesUntil = start
            + (limits.maxTime.count() > 0 ? std::min<Clock::duration>(kEstimatePhase, limits.maxTime / 4) : kEstimatePhase);
    const int maxDepth = limits.maxDepth > 0 ? std::min(limits.maxDepth, remaining) : remaining;

    position.visit([&](const auto& board) {
        using Board = std::decay_t<decltype(board)>;
        using Bits = typename Board::BitSet;
        TranspositionTable& table = solvable ? impl_->narrowTable : impl_->wideTable;
        // Boards over 128 bits: the search with a move-by-move evaluation.
        using Searcher = std::conditional_t<(sizeof(Bits) <= sizeof(Bits128)), Search<Bits>, WindowSearch>;
        Searcher search(table, control, spec);
        // Fills in column c from its search value v at `depth` (an upper
        // bound only when `bound`: a null-window test failed low).
        auto record = [&](int c, const Board& child, int v, int depth, bool bound) {
            ColumnAnalysis& col = a.columns[c];
            col.principalVariation = {c};
            if (!bound && (SearchValue::isProven(v) || depth >= remaining)) {
                col.score = Score::exact(SearchValue::exactOf(v));
                if (limits.bestMoveOnly)
                    return;  // a move is wanted, not its line
                if constexpr (SolverBits<Bits>)
                    col.principalVariation = impl_->exactLine(board, c, col.score.value);
                else
                    col.principalVariation = provenLine(search, board, c, col.score.value);
                return;
            }
            col.score = Score::estimate(Evaluation<Bits>::toHundredths(v));
            const std::vector<int> rest = search.principalVariation(child, depth - 1);
            col.principalVariation.insert(col.principalVariation.end(), rest.begin(), rest.end());
        };
        std::vector<int> lastValue(width, 0);  // each column's value in the last iteration
        for (int depth = 1; depth <= maxDepth; ++depth) {
            bool anyOpen = false;
            if (limits.bestMoveOnly) {
                // Prove one column best: the best of the last iteration first
                // (in an aspiration window around its value), then each other
                // one only tested against it with a null window.
                int bestValue = -SearchValue::kInfinity;
                int bestColumn = -1;
                for (const ColumnAnalysis& col : a.columns) {
                    if (col.playable && col.score.isExact() && searchValueOf(col.score.value) > bestValue) {
                        bestValue = searchValueOf(col.score.value);
                        bestColumn = col.column;
                    }
                }
                // The last iteration's best column first, whatever the
                // estimates of the others say (they may be mere bounds).
                std::vector<int> order = bestFirst();
                if (provenBest >= 0)
                    std::stable_partition(order.begin(), order.end(), [&](int c) { return c == provenBest; });
                for (const int c : order) {
                    if (!isOpen(c) || search.aborted())
                        continue;
                    anyOpen = true;
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
                        break;
                    if (!bound) {
                        bestValue = v;
                        bestColumn = c;
                        provenBest = c;  // stands even if this iteration is cut short
                        bestIsSettled = false;
                    }
                    lastValue[c] = v;
                    record(c, child, v, depth, bound);
                }
                bestIsSettled = !search.aborted() && bestColumn >= 0;
                if (bestIsSettled && a.columns[bestColumn].score.isExact())
                    anyOpen = false;  // a proven result: no deeper search can beat it
            } else {
                for (int c = 0; c < width && !search.aborted(); ++c) {
                    if (!isOpen(c))
                        continue;
                    anyOpen = true;
                    Board child = board;
                    child.play(c);
                    const int v = -search.negamax(child, depth - 1, -SearchValue::kInfinity, SearchValue::kInfinity);
                    if (search.aborted())
                        break;
                    lastValue[c] = v;
                    record(c, child, v, depth, false);
                }
            }
            nodes += impl_->solver.nodes();
            impl_->solver.resetNodes();
            if (search.aborted()) {
                stopped = true;
                break;
            }
            a.depth = depth;
            report(search.nodes());
            if (!anyOpen || std::none_of(a.columns.begin(), a.columns.end(), [&](const ColumnAnalysis& col) {
                    return isOpen(col.column);
                }))
                break;
            if (solverPhase && Clock::now() >= estimatesUntil)
                break;
        }
        nodes += search.nodes();

        // The exact solver, best column first.
        if constexpr (SolverBits<Bits>) {
            if (solverPhase && !stopped && limits.bestMoveOnly) {
                // Solve the most promising column, then prove each other one
                // no better (one null-window probe) or solve it too.
                int best = -1;
                int bestScore = 0;
                for (const ColumnAnalysis& col : a.columns) {
                    if (col.playable && col.score.isExact() && (best < 0 || col.score.value > bestScore)) {
                        best = col.column;
                        bestScore = col.score.value;
                    }
                }
                bool finished = true;
                bool solvedAny = false;
                for (const int c : bestFirst()) {
                    if (!isOpen(c))
                        continue;
                    if (best >= 0) {
                        Board child = board;
                        child.play(c);
                        const std::optional<bool> noBetter = impl_->solver.isAtLeast(child, -bestScore);
                        if (!noBetter) {
                            finished = false;
                            break;
                        }
                        if (*noBetter)
                            continue;
                    }
                    const std::optional<int> score = impl_->solver.solveMove(board, c);
                    if (!score) {
                        finished = false;
                        break;
                    }
                    a.columns[c].score = Score::exact(*score);
                    a.columns[c].principalVariation = {c};
                    solvedAny = true;
                    if (best < 0 || *score > bestScore) {
                        best = c;
                        bestScore = *score;
                    }
                }
                // Cut short after solving something, the exact scores and the
                // estimates speak for themselves; before, the search's best stands.
                if (finished) {
                    provenBest = best;
                    bestIsSettled = true;
                }
                else if (solvedAny)
                    provenBest = -1;
                nodes += impl_->solver.nodes();
                impl_->solver.resetNodes();
            } else if (solverPhase && !stopped) {
                // Every open column, best first, several at once on the
                // solver's threads; then each one's line.
                std::vector<int> open;
                for (const int c : bestFirst())
                    if (isOpen(c))
                        open.push_back(c);
                impl_->solver.solveMoves(board, open, [&](int c, int score) {
                    std::lock_guard lock(analysisMutex);
                    a.columns[c].score = Score::exact(score);
                    a.columns[c].principalVariation = {c};
                    a.columns[c].proving.reset();
                    report();
                });
                for (const int c : open)
                    a.columns[c].proving.reset();
                nodes += impl_->solver.nodes();
                impl_->solver.resetNodes();
                for (const int c : open) {
                    ColumnAnalysis& col = a.columns[c];
                    if (!col.score.isExact())
                        continue;
                    col.principalVariation = impl_->exactLine(board, c, col.score.value);
                    nodes += impl_->solver.nodes();
                    impl_->solver.resetNodes();
                    a.depth = std::max(a.depth, remaining);
                    report();
                }
            }
        }
    });
    summarize(0);
    if (a.complete)
        a.depth = std::max(a.depth, remaining);
    return a;
}

}  // namespace c4
