#pragma once

// Played games as the benchmark programs read them (evalbench, evaltune,
// predictbench, proofbench): the game a line of a games file records, the
// games of whole files, who won a game, its quiet positions and what the
// game's result was for the side to move in each, and the --empty option
// that picks them by their empty cells.
#include "engine/notation.h"
#include "engine/position.h"

#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace c4::bench {

// The game whose moves end the line, if its last word is a move list of
// this board; none for a header, a summary or another board's game.
inline std::optional<Position> gameOfLine(const std::string& line, const BoardSpec& spec)
{
    const size_t lastSpace = line.rfind(' ');
    return parsePosition(line.substr(lastSpace == std::string::npos ? 0 : lastSpace + 1), spec);
}

// The games of `files` in order, as move lists (the lines gameOfLine takes;
// headers, summaries and other boards' games are skipped); none, with the
// file named in `error`, when a file cannot be read.
inline std::optional<std::vector<std::vector<int>>> readGames(const std::vector<std::string>& files,
                                                              const BoardSpec& spec, std::string& error)
{
    std::vector<std::vector<int>> games;
    for (const std::string& file : files) {
        std::ifstream in(file);
        if (!in) {
            error = "cannot read the games file '" + file + "'";
            return std::nullopt;
        }
        for (std::string line; std::getline(in, line);) {
            const std::optional<Position> game = gameOfLine(line, spec);
            if (game && !game->moves().empty())
                games.push_back(game->moves());
        }
    }
    return games;
}

// The range of empty cells of the positions a program samples from games,
// as its --empty option takes it: "A-B" with 0 <= A <= B; none otherwise.
inline std::optional<std::pair<int, int>> parseEmptyRange(const std::string& text)
{
    int fewest = 0;
    int most = 0;
    char dash = 0;
    char extra = 0;
    if (std::sscanf(text.c_str(), "%d%c%d%c", &fewest, &dash, &most, &extra) != 3 || dash != '-' || fewest < 0
        || most < fewest)
        return std::nullopt;
    return std::make_pair(fewest, most);
}

// Who won the game of these moves: 0 the first player, 1 the second, -1
// a draw (a full board without a line); none when it did not end.
inline std::optional<int> winnerOf(const BoardSpec& spec, const std::vector<int>& moves)
{
    Position end(spec);
    bool lastWins = false;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (i + 1 == moves.size())
            lastWins = end.isWinningMove(moves[i]);
        end.play(moves[i]);
    }
    if (lastWins)
        return static_cast<int>(moves.size() - 1) % 2;
    if (end.movesPlayed() == spec.cells())
        return -1;
    return std::nullopt;
}

// The result of a game for the side to move after `movesPlayed` moves, from
// winnerOf's answer: 1 a win, 1/2 a draw, 0 a loss.
inline double resultForSideToMove(int winner, int movesPlayed)
{
    return winner < 0 ? 0.5 : (winner == movesPlayed % 2 ? 1.0 : 0.0);
}

// Calls visit(position) for each position of the game with fewestEmpty to
// mostEmpty empty cells in which nobody can win at once (a quiet position:
// its value is not a matter of the next move).
template <class Visit>
void forEachQuietPosition(const BoardSpec& spec, const std::vector<int>& moves, int fewestEmpty, int mostEmpty,
                          Visit visit)
{
    Position position(spec);
    for (const int column : moves) {
        const int empty = spec.cells() - position.movesPlayed();
        if (empty >= fewestEmpty && empty <= mostEmpty) {
            const bool quiet = position.visit(
                [](const auto& p) { return !p.canWinNext() && none(p.opponentWinningCells() & p.possibleMoves()); });
            if (quiet)
                visit(static_cast<const Position&>(position));
        }
        position.play(column);
    }
}

}  // namespace c4::bench
