// Analyzer::chooseMove: a skill level's move (see skilllevel.h), within the
// caller's time, which is never exceeded.
#include "engine/analyzer.h"
#include "engine/followup.h"
#include "engine/movetime.h"
#include "engine/skilllevel.h"

#include <algorithm>
#include <bit>
#include <chrono>

namespace c4 {

namespace {

// The columns the side to move may play without losing at once: its
// immediate wins if it has any, otherwise the moves that neither leave an
// open threat unblocked nor play under one. Empty when every move loses.
std::vector<int> safeColumns(const Position& position)
{
    std::vector<int> wins;
    for (int c = 0; c < position.width(); ++c)
        if (position.canPlay(c) && position.isWinningMove(c))
            wins.push_back(c);
    if (!wins.empty())
        return wins;
    return position.visit([&](const auto& p) {
        std::vector<int> safe;
        const auto moves = p.nonLosingMoves();
        for (int c = 0; c < p.width(); ++c)
            if (!none(moves & p.geometry().columnMask[c]))
                safe.push_back(c);
        return safe;
    });
}

// The columns after which the follow-up strategy (followup.h) proves the
// side to move a win, bit c for column c. Columns are checked until
// `until`; what is proved by then stands (each proof is sound on its own).
uint64_t provedWinningColumns(const Position& position, const std::vector<int>& playable,
                              std::chrono::steady_clock::time_point until)
{
    uint64_t winning = 0;
    FollowUp followUp;
    for (const int c : playable) {
        if (std::chrono::steady_clock::now() >= until)
            break;
        Position child = position;
        child.play(c);
        if (!child.isOver() && followUp.prove(FollowUp::boardOf(child), true) == FollowUp::Proof::Win)
            winning |= uint64_t{1} << c;
    }
    return winning;
}

bool solverTakes(const Position& position)
{
    return position.visit([](const auto& b) { return SolverBits<typename std::decay_t<decltype(b)>::BitSet>; });
}

}  // namespace

int Analyzer::chooseMove(const Position& position, int level, const SearchLimits& limits, uint64_t seed,
                         std::stop_token stop, const Progress& progress, Analysis* chosenFrom)
{
    const SkillLevel skill = SkillLevel::of(level);
    std::vector<int> playable;
    for (int c = 0; c < position.width(); ++c)
        if (position.canPlay(c))
            playable.push_back(c);
    if (playable.empty())
        return -1;
    const std::vector<int> safe = safeColumns(position);
    if (playable.size() == 1)
        return playable.front();
    // A level that makes no mistakes wins at once when it can: nothing is
    // better, so there is nothing to search.
    if (skill.randomMoveChance == 0 && !safe.empty() && position.isWinningMove(safe.front()))
        return safe.front();

    // The caller's time is a hard cap; a level's own time only applies when
    // there is none (the one time policy, movetime.h).
    SearchLimits search = limits;
    search.maxTime = searchTime(moveTime(position.spec(), position.movesPlayed(), level,
                                                          TimeLimits{limits.maxTime}));
    // A level plays its best column or a random one: only the best needs proving.
    search.bestMoveOnly = true;
    if (skill.maxDepth > 0)
        search.maxDepth = limits.maxDepth > 0 ? std::min(limits.maxDepth, skill.maxDepth) : skill.maxDepth;
    // Where no solver runs (boards over 128 bits), a win that a strategy
    // proves may lie beyond the search's horizon: a level that makes no
    // mistakes then searches only the columns the follow-up proves wins
    // (the fastest win among them, as far as it sees), and plays the one
    // such column at once. After each reply the follow-up's answer is
    // proved a win again (tst_followup; in every game of the
    // screens in docs/benchmark-history.md), so the level wins from there. Proved draws do not restrict
    // it: a column the search sees win may hold no proof (on the screen
    // keeping to them was no better either). Where the solver runs it finds
    // these wins itself, and the fastest. The check takes at most a tenth
    // of the time (0.1 ms for all of 12x10x5's columns; the clock is read
    // before each column), the search what is left.
    if (skill.randomMoveChance == 0 && !solverTakes(position)) {
        const auto start = std::chrono::steady_clock::now();
        search.rootColumns = provedWinningColumns(position, playable, start + search.maxTime / 10);
        if (std::popcount(search.rootColumns) == 1)
            return std::countr_zero(search.rootColumns);
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
        search.maxTime = std::max(search.maxTime - spent, std::chrono::milliseconds{1});  // 0 would be no limit
    }
    // With half a second of search or more (a move of 625 ms: searchTime
    // keeps a margin), the tables are first made resident.
    search = prefaultWithinTime(position.spec(), search, stop);

    // The search keeps its own deadline (it checks the clock every few
    // thousand nodes), so no watchdog thread is needed.
    const Analysis analysis = analyze(position, search, stop, progress);
    if (chosenFrom)
        *chosenFrom = analysis;

    // The generator depends on the seed, the position and the level only,
    // so a game replayed with the same seed repeats move for move.
    uint64_t rng = seed ^ (position.key() * 0x9E3779B97F4A7C15ull) ^ (uint64_t(skill.level) << 56)
        ^ uint64_t(position.movesPlayed());
    nextRandom(rng);
    // Every playable column is listed from the start, each with a default
    // score, so "nothing searched" is no iteration done and nothing exact.
    const bool analysed = analysis.depth > 0
        || std::any_of(analysis.columns.begin(), analysis.columns.end(),
                       [](const ColumnAnalysis& c) { return c.playable && c.score.isExact(); });
    if (!analysed) {
        // Stopped before anything was scored: a move that does not lose at
        // once, a proved win when there is one (those never lose at once).
        std::vector<int> pool = safe.empty() ? playable : safe;
        if (search.rootColumns != 0)
            std::erase_if(pool, [&](int c) { return !(search.rootColumns >> c & 1); });
        if (pool.empty())
            pool = playable;  // only if a proof were wrong
        return pool[nextRandom(rng) % pool.size()];
    }
    return skill.choose(analysis, safe, rng);
}

}  // namespace c4
