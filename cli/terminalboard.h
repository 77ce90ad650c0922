#pragma once

#include "cli/terminal.h"

#include "engine/position.h"

#include <QString>

namespace c4::cli {

// Draws a position as text, the way the seeds' console games do: 1-based
// column labels on top (two lines, tens above units, past 9 columns), one
// row a line from the top, `x` for the first player, `o` for the second,
// `.` for an empty cell. The last stone is framed by brackets; when the
// last move won, the stones of the winning line are upper case (`X`, `O`).
// Both marks are plain characters, so they survive pipes and `--no-color`;
// colour, when the terminal has it, only adds to them.
//
//     1 2 3 4 5 6 7
//   | . . . . . . . |
//   | . . . . . . . |
//   | . . . . . . . |
//   | . . . o . . . |
//   | . . . x[o]. . |
//   | . . x x o . . |
//   +---------------+
class TerminalBoard {
public:
    explicit TerminalBoard(const Terminal& terminal) : terminal_(terminal) {}

    // The whole board, every line ending in '\n'.
    QString render(const Position& position) const;

    // The column label lines alone (one or two), every line ending in '\n'.
    static QString columnLabels(int width);

    // The letter of a player's stones: 'x' for the first, 'o' for the second.
    static QChar stoneLetter(Player player);

private:
    Terminal terminal_;
};

}  // namespace c4::cli
