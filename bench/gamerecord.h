#pragma once

// A line of a games file as `connect4-cli match -v` writes it ("game 3:
// ...: 4,4,10,3"), or a bare move list: the game it records. Shared by the
// benchmark programs that read played games (evalbench, evaltune).
#include "engine/notation.h"
#include "engine/position.h"

#include <optional>
#include <string>

namespace c4::bench {

// The game whose moves end the line, if its last word is a move list of
// this board; none for a header, a summary or another board's game.
inline std::optional<Position> gameOfLine(const std::string& line, const BoardSpec& spec)
{
    const size_t lastSpace = line.rfind(' ');
    return parsePosition(line.substr(lastSpace == std::string::npos ? 0 : lastSpace + 1), spec);
}

}  // namespace c4::bench
