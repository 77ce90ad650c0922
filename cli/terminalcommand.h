#pragma once

#include <QCoreApplication>
#include <QString>

namespace c4::cli {

// One line typed at the terminal game's prompt, read into what it asks for.
// Reading knows the board width (to check a column number) and nothing
// else: whether the column is full or an undo is possible is the game's to
// say. Every line that is not a command becomes Invalid with a one-line
// reason, so no input can end or break the game.
//
//   4            Play column 4 (1-based)
//   ? | hint     Hint: every column's score and the suggested move
//   u | undo     Undo          r | redo    Redo
//   s FILE       Save          l FILE      Load    (also save/load FILE)
//   n | new      New game      q | quit    Quit    h | help  Help
struct TerminalCommand {
    enum class Kind { Play, Hint, Undo, Redo, Save, Load, New, Quit, Help, Invalid };

    // Lines longer than this are refused unread (the reader drops the rest).
    static constexpr int kMaxLineLength = 4096;

    Kind kind = Kind::Invalid;
    int column = -1;      // 0-based, for Play
    QString path;         // for Save and Load
    QString problem;      // for Invalid: the reason, one line

    // Reads a line (without its '\n') typed on a board `width` columns wide.
    static TerminalCommand parse(const QString& line, int width);

    // The reason given for a line longer than kMaxLineLength.
    static TerminalCommand tooLong(qint64 length, int width);

    // A line quoted back to its typist: control characters replaced, long
    // lines cut, so an error message stays one harmless line.
    static QString quoted(const QString& text);

    // "type a column number 1-7, or h for help"
    static QString whatToType(int width);

    Q_DECLARE_TR_FUNCTIONS(c4::cli::TerminalCommand)
};

}  // namespace c4::cli
