#pragma once

#include "engine/position.h"

#include <QString>

#include <functional>

namespace c4 {

// The board as text, one layout for every front end (the terminal game,
// Copy Position), the way the seeds' console games draw it: 1-based column
// labels on top (two lines, tens above units, past 9 columns), one row a
// line from the top, `x` for the first player, `o` for the second, `.` for
// an empty cell. The last stone is framed by brackets; when the last move
// won, the stones of the winning line are upper case (`X`, `O`). Both marks
// are plain characters, so they survive mail, pipes and `--no-color`;
// colour, where a terminal has it, only adds to them.
//
//     1 2 3 4 5 6 7
//   | . . . . . . . |
//   | . . . . . . . |
//   | . . . . . . . |
//   | . . . o . . . |
//   | . . . x[o]. . |
//   | . . x x o . . |
//   +---------------+
class BoardText {
public:
    // What a character of the board shows, for a terminal to colour it.
    enum class Mark { Plain, First, Second, LastMove, Winning };
    // Returns the text for one character; the default leaves it plain.
    using Painter = std::function<QString(const QString& text, Mark mark)>;

    // The whole board, every line ending in '\n'.
    static QString render(const Position& position, const Painter& paint = {});

    // The letter of a player's stones: 'x' for the first, 'o' for the second.
    static QChar stoneLetter(Player player);
};

}  // namespace c4
