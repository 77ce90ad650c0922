// Interim analyzer: a plain depth-limited negamax, to be replaced by the
// real solver (issue 3). Exact when the search reaches the end of the game.
#include "analyzer.h"

#include <algorithm>

namespace c4 {

struct Analyzer::Impl {
    uint64_t nodes = 0;
};

Analyzer::Analyzer(size_t) : impl_(std::make_unique<Impl>()) {}
Analyzer::~Analyzer() = default;
void Analyzer::clear() {}

namespace {

// Returns {score, exact} for the side to move.
template <class B>
std::pair<int, bool> negamax(const B& p, int depth, uint64_t& nodes, const std::stop_token& stop)
{
    ++nodes;
    if (p.isFull())
        return {0, true};
    const int cells = p.spec().cells();
    for (int c = 0; c < p.width(); ++c)
        if (p.canPlay(c) && p.isWinningMove(c))
            return {(cells + 1) / 2 + 1 - (p.movesPlayed() + 2) / 2, true};
    if (depth == 0 || stop.stop_requested())
        return {0, false};
    int best = -1000;
    bool exact = true;
    for (int c = 0; c < p.width(); ++c) {
        if (!p.canPlay(c))
            continue;
        B child = p;
        child.play(c);
        auto [v, e] = negamax(child, depth - 1, nodes, stop);
        exact = exact && e;
        best = std::max(best, -v);
    }
    return {best, exact};
}

}  // namespace

Analysis Analyzer::analyze(const Position& position, const SearchLimits& limits, std::stop_token stop,
                           const Progress& progress)
{
    Analysis a;
    const int depth = limits.maxDepth > 0 ? limits.maxDepth : 4;
    position.visit([&](const auto& p) {
        for (int c = 0; c < p.width(); ++c) {
            ColumnAnalysis col;
            col.column = c;
            col.playable = position.canPlay(c);
            if (col.playable) {
                auto child = p;
                if (p.isWinningMove(c)) {
                    col.score = Score::exact((p.spec().cells() + 1) / 2 + 1 - (p.movesPlayed() + 2) / 2);
                } else {
                    child.play(c);
                    auto [v, e] = negamax(child, depth - 1, impl_->nodes, stop);
                    col.score = e ? Score::exact(-v) : Score::estimate(0);
                }
                col.principalVariation = {c};
                if (a.bestColumn < 0 || a.best < col.score) {
                    a.bestColumn = c;
                    a.best = col.score;
                }
            }
            a.columns.push_back(col);
        }
    });
    a.depth = depth;
    a.nodes = impl_->nodes;
    if (progress)
        progress(a);
    return a;
}

}  // namespace c4
