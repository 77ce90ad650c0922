#pragma once

#include "engine/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace c4 {

// Move strings, as public Connect-4 solvers write them.
//  - digits: "4453", one 1-based column per character; boards of at most 9
//    columns only.
//  - list:   "4 4 10 3" or "4,4,10,3", 1-based columns separated by spaces
//    and/or commas (any blank: tabs, line breaks); any width.
// A string with a blank or comma is a list; otherwise it is digits when the
// board has at most 9 columns and a single column number when it is wider.

// What went wrong in a move string, and where.
struct NotationError {
    // What is wrong with the move, for a caller that words it itself (the
    // programs translate it: app/movetext.h).
    enum class Reason {
        NotANumber,
        OutOfRange,   // column (none when too large to read) is not 1..width
        AfterAWin,    // the game was won at move wonAt
        AfterAFullBoard,
        ColumnFull,   // column is full
    };

    int moveNumber = 0;   // 1-based index of the offending move
    std::string text;     // the offending move as written (at most 20 bytes)
    Reason reason = Reason::NotANumber;
    std::optional<int> column;  // the number written, when it was one
    int width = 0;
    int wonAt = 0;

    // "not a number", "column 8 is out of range 1-7", ...
    std::string reasonText() const;
    // "move 3 ('x'): not a number"
    std::string message() const;
};

// Plays a move string from the empty board of spec. On failure returns
// nothing and fills *error (if given); the spec must be valid.
std::optional<Position> parsePosition(std::string_view text, const BoardSpec& spec,
                                      NotationError* error = nullptr);

// Plays a move string on top of an existing position.
bool playMoves(Position& position, std::string_view text, NotationError* error = nullptr);

// "4453"; the board must have at most 9 columns.
std::string toDigits(const std::vector<int>& columns);
// "4,4,10,3" (or with another separator).
std::string toList(const std::vector<int>& columns, char separator = ',');
// Digits on boards of at most 9 columns, a comma list on wider ones.
std::string toMoveString(const Position& position);

}  // namespace c4
