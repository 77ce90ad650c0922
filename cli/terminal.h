#pragma once

#include "engine/position.h"

#include <QString>

#include <cstdio>

namespace c4::cli {

// What the terminal game knows about where its text goes: whether standard
// output is an interactive terminal (then colour, a thinking spinner and
// cursor moves are welcome) and whether colour was asked for. Piped output
// gets plain text only, so transcripts and scripts see stable bytes.
class Terminal {
public:
    enum class Style { Plain, First, Second, LastMove, Winning, Heading, Problem };

    // Looks at stdout; `noColor` is the --no-color option. The NO_COLOR
    // convention (https://no-color.org) is honoured as well.
    static Terminal forStdout(bool noColor);

    Terminal(bool interactive, bool colour) : interactive_(interactive), colour_(colour) {}

    bool isInteractive() const { return interactive_; }

    // Returns text wrapped in the ANSI escapes of the style when colour is
    // on, the text unchanged otherwise.
    QString paint(const QString& text, Style style) const;
    // The board as text (app/boardtext.h) in this terminal's colours.
    QString board(const Position& position) const;

    // Text from a file, a file name or another program, made safe to print:
    // control characters (ESC, NUL, CR, newlines, C1 codes) and the
    // bidirectional overrides become visible escapes like \x1B or \u202E,
    // so data can neither command the terminal nor cut or disguise a line.
    // Used whatever the colour setting.
    static QString printable(const QString& text);

private:
    bool interactive_ = false;
    bool colour_ = false;
};

// Whether the stream is an interactive terminal (isatty).
bool isTerminal(FILE* stream);

}  // namespace c4::cli
