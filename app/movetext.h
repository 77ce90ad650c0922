#pragma once

#include "engine/notation.h"
#include "engine/position.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace c4 {

// Plain move strings ("4453", "4,4,10,3"; see engine/notation.h) to and from
// positions, for the import and export of the clipboard, a text file or the
// command line.
class MoveText {
    Q_DECLARE_TR_FUNCTIONS(MoveText)
public:
    // Text files larger than this are refused (at most one byte more is read).
    static constexpr qint64 kMaxFileBytes = 1 << 20;

    // Plays the moves from the empty board of `spec` (which must be valid).
    // Surrounding white space is ignored. On failure returns nothing and a
    // message naming the move, e.g. "move 3 ('8'): column 8 is out of range 1-7".
    static std::optional<Position> parse(const QString& text, const BoardSpec& spec, QString* error = nullptr);

    // Reads a text file holding a move string and parses it. The error is
    // "cannot open PATH: why", or parse()'s sentence about the move.
    static std::optional<Position> readFile(const QString& path, const BoardSpec& spec, QString* error = nullptr);

    // A move string's problem in the program's language: "move 3 ('8'):
    // column 8 is out of range 1-7".
    static QString describe(const NotationError& error);
    // Its words for a column that cannot be played (also the game's reasons
    // for refusing a move).
    static QString columnOutOfRange(int column, int width);
    static QString columnFull(int column);

    // Digits on boards of at most 9 columns, a comma list on wider ones.
    static QString format(const Position& position);

    // Writes format(position) and a newline to a file (see SafeFile::write).
    static bool writeFile(const Position& position, const QString& path, QString* error = nullptr);
};

}  // namespace c4
