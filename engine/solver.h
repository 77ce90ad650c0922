#pragma once

#include "engine/basicposition.h"
#include "engine/helperpool.h"
#include "engine/searchcontrol.h"
#include "engine/transpositiontable.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

namespace c4 {

// The exact solver for boards that fit one 64-bit word (7x6 and every board
// with width * (height + 1) <= 64, any connect) or two (Bits128: 9x7, 8x8,
// 10x10, 14x7, every board up to 128 bits), after Pascal Pons' solver:
// negamax with alpha-beta on null windows, a binary search over the score
// (first probes near 0, where most positions lie), a transposition table
// holding a lower and an upper bound per position, move ordering (table move,
// then moves creating the most winning cells, centre first), pruning of
// moves that hand the opponent a win, and score bounds from "nobody can win
// with their next stone". Beyond Pons: enhanced transposition cut-offs, a
// symmetric position searches only half its moves, and the table keeps two
// entries a bucket (see transpositiontable.h). 7x6 connect 4 runs on a
// compile-time board. Two-word boards key their own table by the whole
// 128-bit position key (WideKeyTable, collision-free up to 96 bits; see
// transpositiontable.h); only the table of the board in use holds memory.
//
// Threads (setThreads): "lazy SMP" as in Stockfish and c4. Every thread
// runs the same null-window probe of the binary search on the one shared
// table (lock-free, see transpositiontable.h); a thread defers a move into a
// node another thread is searching (the busy marks), except a node's first
// move, so they spread over the moves and leave bounds that the others then
// find in the table (ABDADA's scheme, Weill 1996). The
// first thread to finish gives the probe's result (exact either way: every
// stored bound is true) and the others stop; then every thread takes the
// next probe. Small searches run on the calling thread alone.
//
// Scores are exact, for the side to move, in the convention of score.h
// (22 - the winner's stones on 7x6; 0 draw).
class Solver {
public:
    // Looks up positions (optional): returns the exact score of a position
    // for the side to move if known (an opening book), or nothing.
    using Book = std::function<std::optional<int>(const BasicPosition<uint64_t>&)>;

    explicit Solver(size_t tableBytes = size_t{64} << 20, Paging paging = Paging::huge);

    // The exact score of p, or nothing when the control stopped the search.
    // p must not be over (no line completed). `weak` only finds the sign:
    // the result is then -1, 0 or 1. `atLeast`, when known, is a lower
    // bound of the score (a parent's exact score gives one to each child).
    template <SolverBits Bits>
    std::optional<int> solve(const BasicPosition<Bits>& p, bool weak = false, std::optional<int> atLeast = std::nullopt);

    // The exact score of p for the side to move after it plays `column`
    // (which must be playable), or nothing when stopped.
    template <SolverBits Bits>
    std::optional<int> solveMove(const BasicPosition<Bits>& p, int column, bool weak = false);

    // Null-window probe: whether the score of p is at least `value` (p not
    // over); nothing when stopped.
    template <SolverBits Bits>
    std::optional<bool> isAtLeast(const BasicPosition<Bits>& p, int value);

    // The score of the side to move when it wins with its next stone.
    static int winNowScore(const BoardSpec& spec, int movesPlayed) { return (spec.cells() + 1) / 2 - movesPlayed / 2; }

    void setControl(const SearchControl& control) { control_ = control; }
    // How many threads a search uses (at least 1; 1 by default).
    void setThreads(int threads) { threads_ = threads < 1 ? 1 : threads; }
    int threads() const { return threads_; }
    void setBook(Book book, int maxPly)
    {
        book_ = std::move(book);
        bookMaxPly_ = maxPly;
    }

    // Solves the position after each of `columns` (each playable, not an
    // immediate win), up to threads() of them at once on the shared table,
    // in the order given; a thread with no column left to start helps with
    // one still being proved (with fewer columns than threads, one after the
    // other, each on every thread). Calls solved(column, score) as each is found (the
    // score for the side to move at p), from the thread that found it, one
    // call at a time. Returns false when the control stopped it first.
    // `scoreOfP`, when known (an opening book), is p's own exact score: no
    // column scores more, so that half of each proof is skipped.
    using Solved = std::function<void(int column, int score)>;
    template <SolverBits Bits>
    bool solveMoves(const BasicPosition<Bits>& p, const std::vector<int>& columns, const Solved& solved,
                    std::optional<int> scoreOfP = std::nullopt);

    // What solveMoves() has proved so far about the columns it is working
    // on: each one's score (for the side to move at p) lies in [lower,
    // upper]. For a heartbeat (searchcontrol.h) to show; any thread may ask.
    struct Proving {
        int column = -1;
        int lower = 0;
        int upper = 0;
    };
    std::vector<Proving> proving() const;

    uint64_t nodes() const { return nodes_; }
    void resetNodes() { nodes_ = 0; }

    // Forgets the table's contents / frees it and sets a new size.
    void clearTable()
    {
        table_.clear();
        wideTable_.clear();
    }
    // Frees both tables' memory (the next search allocates again).
    void releaseTables()
    {
        table_.resize(table_.bytes());
        wideTable_.resize(wideTable_.bytes());
    }
    // Allocates the (one-word boards') table now (otherwise the first search does).
    void allocateTable() { table_.allocate(); }
    // Allocates the table a search of p's board uses and makes it resident
    // now (TranspositionTable::prefault), stopping on a stop request or at
    // `until`.
    template <SolverBits Bits>
    void prefaultTable(const BasicPosition<Bits>& p, std::stop_token stop, std::chrono::steady_clock::time_point until);
    void resizeTable(size_t bytes)
    {
        table_.resize(bytes);
        wideTable_.resize(bytes);
    }
    size_t tableBytes() const { return table_.bytes(); }
    // The memory the tables hold now.
    size_t allocatedTableBytes() const { return table_.allocatedBytes() + wideTable_.allocatedBytes(); }

private:
    // One search thread's own state; id 0 is the calling thread.
    // The nodes threads are searching now (a few bits of each key, lossy:
    // a clash only changes the order of moves, never a score).
    struct BusyTable {
        static constexpr int kSlots = 1 << 12;
        std::atomic<uint64_t> slot[kSlots] = {};
        static int indexOf(uint64_t key) { return static_cast<int>((key * 0x9E3779B97F4A7C15ull) >> 52); }
        bool isBusy(uint64_t key) const { return slot[indexOf(key)].load(std::memory_order_relaxed) == key; }
    };
    // Marks a node busy for the life of the object (a null table: nothing).
    class BusyMark {
    public:
        BusyMark(BusyTable* table, uint64_t key) : table_(table), key_(key)
        {
            if (table_)
                table_->slot[BusyTable::indexOf(key)].store(key, std::memory_order_relaxed);
        }
        ~BusyMark()
        {
            if (table_) {
                uint64_t expected = key_;
                table_->slot[BusyTable::indexOf(key_)].compare_exchange_strong(expected, 0, std::memory_order_relaxed);
            }
        }
        BusyMark(const BusyMark&) = delete;
        BusyMark& operator=(const BusyMark&) = delete;

    private:
        BusyTable* table_;
        uint64_t key_;
    };

    // A column solveMoves() gives a worker, and what its search has proved.
    struct ProvingSlot {
        std::atomic<int> column{-1};
        std::atomic<int> lower{0};
        std::atomic<int> upper{0};
    };
    // Each on its own cache line: the node counts change at every node, and
    // two threads writing one line would slow each other down several times.
    struct alignas(64) Worker {
        SearchControl control;
        std::stop_token answered;  // another thread has the answer: stop
        int id = 0;
        uint64_t nodes = 0;
        uint64_t nextCheck = 0;
        bool aborted = false;
        ProvingSlot* proving = nullptr;  // solveMoves() only
    };

    // Runs search(worker) on the calling thread and, for a big enough
    // search, on threads() - 1 helpers sharing the table; returns the result
    // of the first to finish (the others stop), nothing when stopped.
    template <class Board, class Search>
    auto runThreads(const Board& board, Search search);
    // The binary search over the score of `board` (or its sign when
    // `weak`), known to be at least `atLeast`: probe(med) is the null-window
    // search (med, med + 1), nothing when stopped; `proving` (optional)
    // receives the bounds as they narrow; `otherSideFirst` sends the first
    // probes to the positive side.
    template <class Board, class Probe>
    static std::optional<int> searchScore(const Board& board, bool weak, std::optional<int> atLeast,
                                          bool otherSideFirst, ProvingSlot* proving, Probe probe);
    // The exact score of `board` on this thread alone; nothing when stopped.
    template <class Board>
    std::optional<int> solveOn(Worker& w, const Board& board, bool weak, std::optional<int> atLeast = std::nullopt);
    // The same with every thread on each probe (c4's pool): all search the
    // same window, sharing out its moves (the busy marks), and the first to
    // finish gives the window's result.
    template <class Board>
    std::optional<int> solveShared(const Board& board, bool weak, std::optional<int> atLeast = std::nullopt,
                                   ProvingSlot* proving = nullptr);
    // The null-window search (med, med + 1) of `board` on this thread /
    // on every thread; nothing when stopped.
    template <class Board>
    std::optional<int> probe(Worker& w, const Board& board, int med);
    template <class Board>
    std::optional<int> probeOnEveryThread(const Board& board, int med);
    template <class Board>
    int negamax(Worker& w, const Board& board, int alpha, int beta);
    bool checkStop(Worker& w);
    // The table for the board's keys.
    template <class Board>
    auto& tableOf();
    // Allocates the board's table (and frees the other one).
    template <class Board>
    void prepareTable();

    TranspositionTable table_;
    WideKeyTable wideTable_;
    SearchControl control_;
    Book book_;
    int bookMaxPly_ = -1;
    int threads_ = 1;
    uint64_t nodes_ = 0;
    // The helper threads, kept between searches (made by the first search
    // with several threads, on its thread).
    HelperPool& helperPool();
    std::unique_ptr<HelperPool> helperPool_;
    std::unique_ptr<BusyTable> busy_;  // only while several threads search
    std::unique_ptr<ProvingSlot[]> provingSlots_;
    int provingSlotCount_ = 0;
};

}  // namespace c4
