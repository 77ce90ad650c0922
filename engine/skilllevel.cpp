#include "engine/skilllevel.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace c4 {

namespace {

struct Row {
    int depth;
    int defaultMs;
    double random;
    bool blind;
    int temperature;
};

// The table documented in skilllevel.h; keep the two in step.
constexpr std::array<Row, SkillLevel::kMax> kLevels = {{
    {1, 1000, 0.75, true, 60},
    {2, 1000, 0.40, true, 50},
    {2, 1000, 0.35, false, 40},
    {3, 2000, 0.18, false, 32},
    {4, 2000, 0.14, false, 26},
    {5, 2000, 0.06, false, 14},
    {6, 3000, 0.045, false, 10},
    {8, 3000, 0.035, false, 8},
    {12, 3000, 0.015, false, 4},
    {0, 5000, 0.00, false, 0},
}};

int pickUniform(const std::vector<int>& columns, uint64_t& rng)
{
    return columns[nextRandom(rng) % columns.size()];
}

}  // namespace

uint64_t nextRandom(uint64_t& state)
{
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double nextUnit(uint64_t& state) { return static_cast<double>(nextRandom(state) >> 11) * 0x1.0p-53; }

SkillLevel SkillLevel::of(int level)
{
    level = std::clamp(level, kMin, kMax);
    const Row& r = kLevels[level - 1];
    SkillLevel s;
    s.level = level;
    s.maxDepth = r.depth;
    s.defaultTime = std::chrono::milliseconds(r.defaultMs);
    s.randomMoveChance = r.random;
    s.blindToThreats = r.blind;
    s.temperature = r.temperature;
    return s;
}

int SkillLevel::utility(const Score& score)
{
    if (score.isWin())
        return 200 + score.value;
    if (score.isLoss())
        return -200 + score.value;
    return score.isExact() ? 0 : score.value;
}

int SkillLevel::choose(const Analysis& analysis, const std::vector<int>& safeColumns, uint64_t& rng) const
{
    std::vector<int> playable;
    for (const ColumnAnalysis& c : analysis.columns)
        if (c.playable)
            playable.push_back(c.column);
    // Draw both numbers every time, so one decision does not shift the
    // generator for the next.
    const double mistake = nextUnit(rng);
    const double pick = nextUnit(rng);
    if (mistake < randomMoveChance) {
        uint64_t sub = rng ^ 0x5bd1e995u;
        if (blindToThreats || safeColumns.empty())
            return pickUniform(playable, sub);
        return pickUniform(safeColumns, sub);
    }

    int bestUtility = -1'000'000;
    for (const ColumnAnalysis& c : analysis.columns)
        if (c.playable)
            bestUtility = std::max(bestUtility, utility(c.score));
    std::vector<std::pair<int, double>> weights;
    double total = 0;
    for (const ColumnAnalysis& c : analysis.columns) {
        if (!c.playable)
            continue;
        const int gap = bestUtility - utility(c.score);
        double w = 0;
        if (temperature <= 0)
            w = gap == 0 ? 1.0 : 0.0;
        else
            w = std::exp(-static_cast<double>(gap) / temperature);
        if (w > 0) {
            weights.emplace_back(c.column, w);
            total += w;
        }
    }
    double target = pick * total;
    for (const auto& [column, w] : weights) {
        if (target < w)
            return column;
        target -= w;
    }
    return weights.back().first;
}

}  // namespace c4
