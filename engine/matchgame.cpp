#include "engine/matchgame.h"

#include "engine/skilllevel.h"

namespace c4 {

MatchGame playMatchGame(const Position& opening, MatchPlayer* players[2], const SearchLimits& limits,
                        uint64_t seed, std::stop_token stop)
{
    using Clock = std::chrono::steady_clock;
    MatchGame game{opening, opening.movesPlayed()};
    Position& p = game.final;
    while (!p.isOver() && !stop.stop_requested()) {
        const int side = p.movesPlayed() % 2;
        uint64_t moveSeed = seed + 0x9E3779B97F4A7C15ull * uint64_t(p.movesPlayed() + 1);
        moveSeed = nextRandom(moveSeed);
        const auto start = Clock::now();
        const int column = players[side]->chooseMove(p, limits, moveSeed, stop);
        const auto spent = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start);
        game.thinking[side] += spent;
        game.longestMove = std::max(game.longestMove, spent);
        game.longestMoveOf[side] = std::max(game.longestMoveOf[side], spent);
        ++game.movesMade[side];
        if (!p.canPlay(column))
            break;  // only when stopped before any move was found
        p.play(column);
    }
    game.winner = p.winner();
    return game;
}

MatchGame playMatchGame(const Position& opening, const int levels[2], Analyzer* analyzers[2],
                        const SearchLimits& limits, uint64_t seed, std::stop_token stop)
{
    MatchPlayer first = MatchPlayer::skillLevel(levels[0], *analyzers[0]);
    MatchPlayer second = MatchPlayer::skillLevel(levels[1], *analyzers[1]);
    MatchPlayer* players[2] = {&first, &second};
    return playMatchGame(opening, players, limits, seed, std::move(stop));
}

Position randomOpening(const BoardSpec& spec, int minPlies, int maxPlies, uint64_t seed)
{
    uint64_t rng = seed;
    const int span = std::max(maxPlies - minPlies + 1, 1);
    const int plies = minPlies + static_cast<int>(nextRandom(rng) % span);
    // A few tries for an opening that leaves a real game; small boards may
    // have none that long, so the last try is shortened until it does.
    for (int attempt = 0; attempt < 100; ++attempt) {
        Position p(spec);
        bool ok = true;
        for (int i = 0; i < plies && ok; ++i) {
            std::vector<int> columns;
            for (int c = 0; c < spec.width; ++c)
                if (p.canPlay(c))
                    columns.push_back(c);
            if (columns.empty()) {
                ok = false;
                break;
            }
            p.play(columns[nextRandom(rng) % columns.size()]);
            ok = !p.isOver() && !p.visit([](const auto& b) { return b.canWinNext(); });
        }
        if (ok)
            return p;
    }
    Position p(spec);
    return p;
}

}  // namespace c4
