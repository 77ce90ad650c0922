#include "engine/skilllevel.h"

#include <algorithm>
#include <array>

namespace c4 {

namespace {

struct Row {
    int depth;
    int defaultMs;
    double random;
    bool blind;
};

// The table documented in skilllevel.h; keep the two in step.
constexpr std::array<Row, SkillLevel::kMax> kLevels = {{
    {1, 1000, 0.60, true},
    {2, 1000, 0.35, true},
    {2, 1000, 0.30, false},
    {3, 2000, 0.14, false},
    {4, 2000, 0.10, false},
    {6, 2000, 0.07, false},
    {7, 3000, 0.025, false},
    {10, 3000, 0.025, false},
    {14, 4000, 0.02, false},
    {0, 5000, 0.00, false},
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
    return s;
}

int SkillLevel::choose(const Analysis& analysis, const std::vector<int>& safeColumns, uint64_t& rng) const
{
    // Draw both numbers every time, so one decision does not shift the
    // generator for the next.
    const double mistake = nextUnit(rng);
    uint64_t pick = nextRandom(rng);
    if (mistake >= randomMoveChance && analysis.bestColumn >= 0)
        return analysis.bestColumn;
    if (!blindToThreats && !safeColumns.empty())
        return pickUniform(safeColumns, pick);
    std::vector<int> playable;
    for (const ColumnAnalysis& c : analysis.columns)
        if (c.playable)
            playable.push_back(c.column);
    return pickUniform(playable, pick);
}

}  // namespace c4
