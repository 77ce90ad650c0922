#include "engine/windowboard.h"

#include "engine/evaluation.h"
#include "engine/linecells.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

namespace c4 {

namespace {

uint64_t splitMix(uint64_t& state)
{
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace

WindowBoard::WindowBoard(const BoardSpec& spec) : WindowBoard(spec, EvaluationWeights::of(spec.connect)) {}

WindowBoard::WindowBoard(const BoardSpec& spec, const EvaluationWeights& weights)
    : spec_(spec), cells_(spec.cells()), threatWeight_(weights.threat), goodThreatWeight_(weights.goodThreat),
      fillUpWeight_(weights.fillUp), trustedFreeCells_(Evaluation<uint64_t>::trustedFreeCells()),
      weight_(weights.window)
{
    const int w = spec.width;
    const int h = spec.height;
    const int n = spec.connect;
    // Every window as its cells, then the windows of each cell (CSR layout).
    windowCells_ = lineCells(spec);
    const int windows = static_cast<int>(windowCells_.size()) / n;
    windowStart_.assign(cells_ + 1, 0);
    for (const int x : windowCells_)
        ++windowStart_[x + 1];
    for (int x = 0; x < cells_; ++x)
        windowStart_[x + 1] += windowStart_[x];
    windowList_.resize(windowCells_.size());
    std::vector<int> fill(windowStart_.begin(), windowStart_.end() - 1);
    for (int win = 0; win < windows; ++win)
        for (int k = 0; k < n; ++k)
            windowList_[fill[windowCells_[size_t(win) * n + k]]++] = win;

    uint64_t seed = 0xC4C4C4C4ull ^ (uint64_t(w) << 32 | uint64_t(h) << 16 | uint64_t(n));
    zobrist_.resize(2 * size_t(cells_));
    for (uint64_t& z : zobrist_)
        z = splitMix(seed);
    height_.resize(w);
    counts_.resize(windows);
    for (auto& t : threatCount_)
        t.resize(cells_);
    for (auto& rows : threatRows_)
        rows.resize(w);
    for (int r = 0; r < h; ++r)
        goodRows_[Evaluation<uint64_t>::isFirstPlayersRow(spec, r) ? 0 : 1] |= uint64_t{1} << r;
    // A window's counts as one number, counts_ = first's * (n + 1) + second's.
    const int states = (n + 1) * (n + 1);
    for (int p = 0; p < 2; ++p) {
        stepOf_[p].resize(states);
        for (int state = 0; state < states; ++state) {
            const int own = p == 0 ? state / (n + 1) : state % (n + 1);
            const int other = p == 0 ? state % (n + 1) : state / (n + 1);
            if (own + other > n || own == n)
                continue;  // no such window, or no room for the stone
            WindowStep& step = stepOf_[p][state];
            if (other == 0)
                step.mine = weight_[own + 1] - weight_[own];
            if (own == 0)
                step.theirs = -weight_[other];  // no longer the other's alone
            step.threats = (other == 0 && own == n - 1 ? kFillsOwnThreat : 0)
                | (own == 0 && other == n - 1 ? kBlocksThreat : 0) | (other == 0 && own + 1 == n - 1 ? kMakesThreat : 0);
        }
    }
    clear();
}

void WindowBoard::clear()
{
    std::fill(height_.begin(), height_.end(), 0);
    std::fill(counts_.begin(), counts_.end(), 0);
    for (auto& t : threatCount_)
        std::fill(t.begin(), t.end(), 0);
    for (auto& rows : threatRows_)
        std::fill(rows.begin(), rows.end(), 0);
    windowPoints_[0] = windowPoints_[1] = 0;  // empty windows score nothing
    threats_[0] = threats_[1] = 0;
    hash_ = 0;
    moves_ = 0;
    // Connect 1: every empty window is a threat of both players.
    if (spec_.connect == 1)
        for (const int x : windowCells_)
            for (int p = 0; p < 2; ++p)
                countThreat(p, x, +1);
}

// The empty cell of window win other than `except` (the window has one).
int WindowBoard::emptyCellOf(int win, int except) const
{
    const int n = spec_.connect;
    for (int k = 0; k < n; ++k) {
        const int x = windowCells_[size_t(win) * n + k];
        if (x != except && x % spec_.height >= height_[x / spec_.height])
            return x;
    }
    assert(false && "a window one stone short has an empty cell");
    return except;
}

void WindowBoard::countThreat(int p, int x, int sign)
{
    uint16_t& t = threatCount_[p][x];
    if (sign > 0 ? t++ == 0 : --t == 0) {
        threats_[p] += sign;
        threatRows_[p][x / spec_.height] ^= uint64_t{1} << (x % spec_.height);
    }
}

// A stone of p in cell x changes each window through x as taking the
// window's contribution out of the sums, changing its count and putting it
// back would, worked out as the difference (stepOf_, by the window's counts
// before the drop): half the work, and play and undo are most of a node's
// cost. The window points are summed in locals: stored through the members
// at every window they would be reloaded after each count written, which
// may alias them.
template <int Sign>
void WindowBoard::stepWindows(int x, int p)
{
    const WindowStep* const stepOf = stepOf_[p].data();
    const int countStep = p == 0 ? spec_.connect + 1 : 1;
    uint16_t* const counts = counts_.data();
    const int* const end = windowList_.data() + windowStart_[x + 1];
    int mine = 0;
    int theirs = 0;
    for (const int* w = windowList_.data() + windowStart_[x]; w != end; ++w) {
        if constexpr (Sign < 0)
            counts[*w] -= countStep;
        const WindowStep step = stepOf[counts[*w]];  // by the counts without the stone
        if constexpr (Sign > 0)
            counts[*w] += countStep;
        mine += step.mine;
        theirs += step.theirs;
        if (step.threats != 0) [[unlikely]]
            stepThreats(step.threats, *w, p, x, Sign);
    }
    windowPoints_[p] += Sign * mine;
    windowPoints_[1 - p] += Sign * theirs;
}

void WindowBoard::place(int column, int p)
{
    const int x = column * spec_.height + height_[column];
    stepWindows<+1>(x, p);
    ++height_[column];
    hash_ ^= zobrist_[2 * size_t(x) + p];
}

void WindowBoard::undo(int column)
{
    --moves_;
    const int p = moves_ & 1;
    --height_[column];
    const int x = column * spec_.height + height_[column];
    stepWindows<-1>(x, p);
    hash_ ^= zobrist_[2 * size_t(x) + p];
}

// The threats a stone of p in cell x of window win changes (sign +1 when it
// is dropped, -1 when taken back; either way height_ does not count x).
void WindowBoard::stepThreats(uint8_t threats, int win, int p, int x, int sign)
{
    if (threats & kFillsOwnThreat)
        countThreat(p, x, -sign);  // p's threat filled by p: a line
    if (threats & kBlocksThreat)
        countThreat(1 - p, x, -sign);  // the other's threat blocked
    if (threats & kMakesThreat)
        countThreat(p, emptyCellOf(win, x), sign);  // one cell short now
}

int WindowBoard::threatsMadeBy(int column) const
{
    const int x = column * spec_.height + height_[column];
    const WindowStep* const stepOf = stepOf_[side()].data();
    int made = 0;
    for (int i = windowStart_[x]; i < windowStart_[x + 1]; ++i)
        made += (stepOf[counts_[windowList_[i]]].threats & kMakesThreat) != 0;
    return made;
}

int WindowBoard::evaluate() const
{
    const int s = side();
    // The threats that count, and of them those on their owner's rows:
    // threats the next move can fill are the search's business, not the
    // evaluation's, and a threat above one of the opponent's in its column
    // counts nothing (as in Evaluation). Per column, on the rows as bits.
    int threats[2] = {0, 0};
    int good[2] = {0, 0};
    const bool anyThreat = threats_[0] > 0 || threats_[1] > 0;
    if (anyThreat) {
        for (int c = 0; c < spec_.width; ++c) {
            const uint64_t rows[2] = {threatRows_[0][c], threatRows_[1][c]};
            if ((rows[0] | rows[1]) == 0)
                continue;
            const uint64_t next = uint64_t{1} << height_[c];
            for (int p = 0; p < 2; ++p) {
                const uint64_t opponents = rows[1 - p];
                // Every row above the opponent's lowest threat.
                const uint64_t aboveOpponents = opponents ? ~uint64_t{0} << std::countr_zero(opponents) << 1 : 0;
                const uint64_t counted = rows[p] & ~(next | aboveOpponents);
                threats[p] += std::popcount(counted);
                good[p] += std::popcount(counted & goodRows_[p]);
            }
        }
    }
    int value = windowPoints_[s] - windowPoints_[1 - s] + threatWeight_ * (threats[s] - threats[1 - s])
        + goodThreatWeight_ * (good[s] - good[1 - s]);
    if (anyThreat) {
        Zugzwang::Board board{spec_.width, spec_.height};
        std::copy(height_.begin(), height_.end(), board.stones.begin());
        board.threats[0] = threatRows_[s].data();
        board.threats[1] = threatRows_[1 - s].data();
        value += fillUpWeight_ * Zugzwang::outcome(board, trustedFreeCells_);
    }
    return std::clamp(value, -Evaluation<uint64_t>::kMax + 1, Evaluation<uint64_t>::kMax - 1);
}

}  // namespace c4
