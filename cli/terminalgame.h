#pragma once

#include "cli/linereader.h"
#include "cli/playoptions.h"
#include "cli/terminal.h"
#include "cli/terminalcommand.h"

#include "app/autosave.h"
#include "app/boardtext.h"
#include "app/engine.h"
#include "app/game.h"
#include "app/gametally.h"

#include <QRandomGenerator64>
#include <QSettings>
#include <QString>

#include <cstdio>
#include <memory>
#include <optional>

namespace c4::cli {

// The command loop of `connect4-cli play`: prints the board and a prompt,
// reads a line, does what it says, and lets computer players move, until
// the person quits or input ends. The game itself is the application's
// Game (moves on a QUndoStack, players, results), its computer players
// think through the Engine QObject, and files are GameFile's `.c4game` -
// exactly what the window uses, so a game saved here opens there.
//
// Everything runs on the main thread: while a computer thinks (or a hint is
// computed) a local QEventLoop delivers the engine's signals and a QTimer
// turns a spinner, on a terminal only. Nothing is saved as a file unless the
// person types `s FILE`; the game in progress is kept in an Autosave
// ("terminal") that a normal end removes and a crash leaves to be offered.
class TerminalGame {
public:
    TerminalGame(const PlayOptions& options, const Terminal& terminal, FILE* input, FILE* output);
    // A normal end: the autosave goes (a crash leaves it for next time).
    ~TerminalGame();

    // Starts from options.loadFile, or a new game. Returns false (and the
    // loader's message in *error) when the file cannot be loaded.
    bool start(QString* error);

    // Runs the loop until `q` or the end of input. Returns the exit status.
    int run();

private:
    enum class Flow { Continue, Quit };

    // A new game on this board between these players (with these clocks);
    // who begins follows --first (drawn for each game by default).
    void startNewGame(const BoardSpec& spec, const std::array<PlayerSetup, 2>& players,
                      const TimeControl& timeControl = {});
    // Keeps the game in the terminal's autosave; with `offer`, first offers
    // the game of a terminal session that did not end normally.
    void startAutosave(bool offer);
    // Asks whether to restore that game: true restores, false discards it.
    // Nothing keeps it for a later run: at the end of input, or when the
    // line is no answer (a script that did not expect the question types
    // a move: it stays the game's first input).
    std::optional<bool> askRestore();
    bool loadGame(const QString& path, QString* error);
    // Makes a record read from `path` the game (loaded, so unmodified).
    bool openRecord(const GameRecord& record, const QString& path, QString* error);
    // The player --players and --levels put in a seat.
    PlayerSetup optionPlayer(int seat) const;
    void applyPlayerOptions();

    Flow handle(const TerminalCommand& command);
    void playHuman(int column);
    void undo();
    void redo();
    void hint();
    Flow save(const QString& path);
    Flow load(const QString& path);
    void printHelp();

    // Waits (with a spinner on a terminal) until the computer has moved or
    // failed; prints its move. Returns false when the engine failed.
    bool waitForComputer();

    // Asks a yes/no question until answered; nothing at the end of input.
    std::optional<bool> ask(const QString& question);
    // Asks once: yes or no, or nothing with the line in *other when it is
    // no answer (*other stays empty at the end of input).
    std::optional<bool> askOnce(const QString& question, std::optional<LineReader::Line>* other);
    // When the game has unsaved moves, asks whether to drop them. Nothing
    // at the end of input.
    std::optional<bool> confirmDiscard(const QString& action);
    std::optional<LineReader::Line> readLine();

    bool hasUnsavedMoves() const;
    // The input ended (Ctrl-D, the end of a script): says so and quits.
    // A person's unsaved game in progress stays in the autosave, offered by
    // the next `play`; a script's is not kept (its next run would be asked
    // about it), nor is a finished game.
    Flow endOfInput();
    QString seatName(int seat) const;
    QString sideLetterOfSeat(int seat) const;
    QString prompt() const;
    void printIntro();
    void printBoard();
    void printResult();

    void say(const QString& text);   // a line of output, flushed
    void flush();

    PlayOptions options_;
    Terminal terminal_;
    LineReader reader_;
    FILE* output_;
    bool inputIsTerminal_ = false;   // a person types (else a script or file)
    bool echoInput_ = false;         // piped input is echoed, so the output reads as a session
    bool keepAutosave_ = false;      // endOfInput() left the game for the next run
    std::optional<LineReader::Line> pendingInput_;  // read, not yet handled (readLine() gives it first)
    QRandomGenerator64 random_;

    Engine engine_;
    Game game_;
    QSettings settings_;
    GameTally tally_{&game_, &settings_};  // the window's tally too
    std::unique_ptr<Autosave> autosave_;  // after game_: goes first

    bool boardShown_ = false;        // the current position is on screen
    bool resultShown_ = false;
    bool computerStuck_ = false;     // the engine failed; wait for a command
    QString replacedNote_;           // a move replaced later ones: said after the move
};

}  // namespace c4::cli
