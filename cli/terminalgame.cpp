#include "cli/terminalgame.h"

#include "app/gamefile.h"
#include "app/safefile.h"
#include "cli/thinkingindicator.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <chrono>
#include <utility>

namespace c4::cli {

namespace {

// The context lupdate gives these tr() calls in translations/*.ts.
QString tr(const char* text)
{
    return QCoreApplication::translate("c4::cli::TerminalGame", text);
}

// The delay between two computer moves when both players are computers and
// someone watches on a terminal; piped output gets the moves at once.
constexpr int kWatchDelayMs = 400;

// "(1,1) (2,2) (3,3) (4,4)": 1-based column, row counted from the bottom.
QString describeCells(std::vector<Cell> cells)
{
    std::sort(cells.begin(), cells.end(), [](const Cell& a, const Cell& b) {
        return a.column != b.column ? a.column < b.column : a.row < b.row;
    });
    QStringList parts;
    for (const Cell& c : cells)
        parts << QStringLiteral("(%1,%2)").arg(c.column + 1).arg(c.row + 1);
    return parts.join(QLatin1Char(' '));
}

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

}  // namespace

TerminalGame::TerminalGame(const PlayOptions& options, const Terminal& terminal, FILE* input, FILE* output)
    : options_(options),
      terminal_(terminal),
      reader_(input, TerminalCommand::kMaxLineLength),
      output_(output),
      inputIsTerminal_(isTerminal(input)),
      echoInput_(!inputIsTerminal_),
      random_(options.seed ? *options.seed : QRandomGenerator::global()->generate64()),
      game_(&engine_, nullptr)
{
    // Any change of position (undo, redo, a new or loaded game) gives a
    // computer that could not move another chance and is printed anew, and
    // so is the result of a game that ends again after undo or of another game.
    QObject::connect(&game_, &Game::positionChanged, [this] {
        computerStuck_ = false;
        boardShown_ = false;
        if (!game_.isOver())
            resultShown_ = false;
    });
    QObject::connect(&game_, &Game::gameStarted, [this] { resultShown_ = false; });
    QObject::connect(&game_, &Game::lineReplaced, [this](int first, int last) {
        replacedNote_ = first == last ? tr("Move %1 was replaced: u brings it back.").arg(first)
                                      : tr("Moves %1-%2 were replaced: u brings them back.").arg(first).arg(last);
    });
    const bool watching = terminal_.isInteractive() && options_.players[0] == PlayOptions::PlayerKind::Computer
        && options_.players[1] == PlayOptions::PlayerKind::Computer;
    game_.setComputerDelay(watching ? kWatchDelayMs : 0);
    if (options_.secondsPerMove > 0)
        game_.setComputerMoveTime(std::llround(options_.secondsPerMove * 1000));
}

TerminalGame::~TerminalGame()
{
    // Dropping the slot without finish() keeps its file, as a crash would.
    if (autosave_ && !keepAutosave_)
        autosave_->finish();
}

bool TerminalGame::start(QString* error)
{
    if (options_.loadFile.isEmpty()) {
        startNewGame(options_.spec, {optionPlayer(0), optionPlayer(1)});
        startAutosave(true);
        return true;
    }
    if (!loadGame(GameFile::pathToOpen(options_.loadFile), error))
        return false;
    if (options_.playersGiven)
        applyPlayerOptions();
    startAutosave(false);
    return true;
}

void TerminalGame::startAutosave(bool offer)
{
    autosave_ = std::make_unique<Autosave>(QStringLiteral("terminal"));
    if (!autosave_->start(offer ? Autosave::Slot::AbandonedFirst : Autosave::Slot::Fresh)) {
        say(tr("Autosave is off: %1").arg(Terminal::printable(autosave_->lastError())));
        autosave_.reset();
        return;
    }
    if (!autosave_->recoveryProblem().isEmpty())
        say(Terminal::printable(autosave_->recoveryProblem()));
    if (autosave_->recoverable()) {
        const std::optional<bool> yes = askRestore();
        QString error;
        const std::optional<GameRecord> record = yes.value_or(false) ? autosave_->load(&error) : std::nullopt;
        if (record && game_.loadRecord(*record, &error)) {
            // In no file yet: quitting asks.
            game_.markModified();
            const int moves = game_.currentMove();
            say(moves == 1 ? tr("Restored the game (1 move).") : tr("Restored the game (%1 moves).").arg(moves));
        } else if (yes == false) {
            autosave_->discard();
        } else {
            if (yes)
                say(tr("Could not restore the game: %1").arg(Terminal::printable(error)));
            if (yes || pendingInput_) {
                // Kept for a later run (dropping the slot keeps its file, as
                // a crash would); this game autosaves in a fresh one.
                startAutosave(false);
                return;
            }
            autosave_.reset();  // end of input: the game stays for next time
            return;
        }
    }
    // Connected first: attaching writes the first autosave, which may fail.
    QObject::connect(autosave_.get(), &Autosave::saveFailed, [this](const QString& message) {
        say(tr("Autosave failed: %1").arg(Terminal::printable(message)));
    });
    autosave_->attach(&game_);
}

PlayerSetup TerminalGame::optionPlayer(int seat) const
{
    return options_.players[size_t(seat)] == PlayOptions::PlayerKind::Computer
        ? PlayerSetup::computer(QString(), options_.levels[size_t(seat)])
        : PlayerSetup::human(QString());
}

void TerminalGame::applyPlayerOptions()
{
    for (int seat = 0; seat < 2; ++seat)
        game_.setPlayer(seat, optionPlayer(seat));
}

void TerminalGame::startNewGame(const BoardSpec& spec, const std::array<PlayerSetup, 2>& players,
                                const TimeControl& timeControl)
{
    GameSetup setup;
    setup.spec = spec;
    setup.players = players;
    setup.timeControl = timeControl;
    switch (options_.first) {
    case PlayOptions::FirstPlayer::One: setup.firstPlayer = 0; break;
    case PlayOptions::FirstPlayer::Two: setup.firstPlayer = 1; break;
    case PlayOptions::FirstPlayer::Random: setup.firstPlayer = int(random_.bounded(2)); break;
    }
    // Every new game draws its first player and the computers' seed from
    // one generator: --seed N replays the same sequence of games.
    setup.seed = random_.generate64();
    game_.newGame(setup);
}

bool TerminalGame::loadGame(const QString& path, QString* error)
{
    const std::optional<GameRecord> record = GameFile::load(path, error);
    return record && openRecord(*record, path, error);
}

bool TerminalGame::openRecord(const GameRecord& record, const QString& path, QString* error)
{
    if (!game_.loadRecord(record, error))
        return false;
    game_.setFilePath(path);
    game_.setClean();
    return true;
}

// ---------------------------------------------------------------- output

void TerminalGame::flush()
{
    std::fflush(output_);
}

void TerminalGame::say(const QString& text)
{
    std::fputs(text.toUtf8().constData(), output_);
    std::fputc('\n', output_);
    flush();
}

QString TerminalGame::sideLetterOfSeat(int seat) const
{
    return QString(BoardText::stoneLetter(game_.sideOf(seat)));
}

QString TerminalGame::seatName(int seat) const
{
    const PlayerSetup& p = game_.player(seat);
    const PlayerSetup& other = game_.player(1 - seat);
    if (!p.name.isEmpty())
        return Terminal::printable(p.name);  // from a file: data, not terminal commands
    if (p.isHuman())
        return other.isHuman() ? tr("player %1").arg(seat + 1) : tr("you");
    if (other.isComputer())
        return tr("computer %1 (level %2)").arg(seat + 1).arg(p.level);
    return tr("the computer (level %1)").arg(p.level);
}

void TerminalGame::printIntro()
{
    const BoardSpec& spec = game_.spec();
    const int first = game_.firstPlayer();
    say(terminal_.paint(tr("Connect %1 on a %2x%3 board.").arg(spec.connect).arg(spec.width).arg(spec.height),
                        Terminal::Style::Heading));
    say(tr("x: %1. o: %2. x moves first.").arg(seatName(first), seatName(1 - first)));
    say(tr("Type a column number to play, ? for a hint, h for help."));
}

void TerminalGame::printBoard()
{
    std::fputs(terminal_.board(game_.position()).toUtf8().constData(), output_);
    flush();
    boardShown_ = true;
}

void TerminalGame::printResult()
{
    const GameResult result = game_.result();
    resultShown_ = true;
    if (result.isDraw()) {
        say(terminal_.paint(result.kind == GameResult::Kind::BoardFull ? tr("Draw: the board is full.")
                                                                     : tr("Draw."),
                            Terminal::Style::Heading));
    } else {
        const int seat = game_.seatOf(result.winner);
        const QString letter = QString(BoardText::stoneLetter(result.winner));
        const PlayerSetup& winner = game_.player(seat);
        const bool againstComputer = game_.player(0).isHuman() != game_.player(1).isHuman();
        QString who;
        if (againstComputer)
            who = winner.isHuman() ? tr("you won :)") : tr("you lost :(");
        else
            who = tr("%1 won.").arg(seatName(seat));
        QString how;
        switch (result.kind) {
        case GameResult::Kind::Timeout: how = tr(" on time"); break;
        case GameResult::Kind::Resignation: how = tr(" by resignation"); break;
        default: break;
        }
        say(terminal_.paint(tr("%1 wins%2: %3").arg(letter, how, who), Terminal::Style::Heading));
        const std::vector<Cell> line = game_.winningLine();
        if (!line.empty())
            say(tr("Winning line (column,row): %1").arg(describeCells(line)));
    }
    if (const QString tally = tally_.summary(); !tally.isEmpty())
        say(tally);
    say(tr("Game over: n starts a new game, u takes back, s FILE saves, q quits."));
}

QString TerminalGame::prompt() const
{
    const int width = game_.spec().width;
    if (game_.isOver())
        return tr("Game over [n, u, s FILE, q, h]: ");
    const int seat = game_.seatToMove();
    const QString letter = sideLetterOfSeat(seat);
    if (game_.isComputerTurn())
        return tr("%1 to move, %2 waits [r redo, u undo, n new, q quit, h help]: ").arg(letter, seatName(seat));
    const bool twoHumans = game_.player(0).isHuman() && game_.player(1).isHuman();
    // With clocks, the time left to the mover, as the window's status bar shows it.
    const QString left = game_.timeControl().hasClock()
        ? tr(" (%1 left)").arg(TimeControl::formatRemaining(game_.remainingMs(seat)))
        : QString();
    if (twoHumans || !game_.player(seat).name.isEmpty())
        // One arg() call: a name from a file holding "%3" is not substituted again.
        return tr("%1, %2 to move%4 [1-%3, ? hint, h help]: ")
            .arg(capitalized(seatName(seat)), letter, QString::number(width), left);
    return tr("Your move, %1%3 [1-%2, ? hint, h help]: ").arg(letter, QString::number(width), left);
}

void TerminalGame::printHelp()
{
    const int width = game_.spec().width;
    say(tr("Commands:"));
    say(tr("  1-%1       drop a stone in that column").arg(width, -2));
    say(tr("  ?          score every column and suggest a move"));
    const bool againstComputer = game_.player(0).isHuman() != game_.player(1).isHuman();
    say(againstComputer ? tr("  u          undo (your move and the computer's reply)")
                        : tr("  u          undo the last move"));
    say(tr("  r          redo"));
    say(tr("  s FILE     save the game (a .c4game file, the window opens it too)"));
    say(tr("  l FILE     load a saved game"));
    say(tr("  n          new game (same board, players and clocks)"));
    say(tr("  q          quit"));
    say(tr("  h          this help"));
}

// ---------------------------------------------------------------- input

std::optional<LineReader::Line> TerminalGame::readLine()
{
    std::optional<LineReader::Line> line;
    if (pendingInput_) {
        line = std::move(pendingInput_);
        pendingInput_.reset();
    } else {
        line = reader_.read();
    }
    if (!line) {
        // The prompt has no newline of its own.
        std::fputc('\n', output_);
        flush();
        return line;
    }
    if (echoInput_) {
        // Piped input is not shown by any terminal: echo it, so that the
        // output reads as the conversation it was.
        const QString shown = line->tooLong || line->text.size() > 80
            ? line->text.left(77) + QStringLiteral("...")
            : line->text;
        QString clean;
        for (QChar ch : shown)
            clean += ch.isPrint() || ch == QLatin1Char(' ') ? ch : QLatin1Char('?');
        say(clean);
    }
    return line;
}

std::optional<bool> TerminalGame::askRestore()
{
    std::optional<LineReader::Line> line;
    const std::optional<bool> yes = askOnce(tr("An earlier terminal game was not saved (it was left by Ctrl-D or did not end normally). "
                                                    "Restore it?"),
                                                 &line);
    if (!yes && line) {
        say(tr("No answer: the unfinished game is kept for the next start."));
        pendingInput_ = std::move(line);
    }
    return yes;
}

std::optional<bool> TerminalGame::ask(const QString& question)
{
    for (;;) {
        std::optional<LineReader::Line> line;
        if (const std::optional<bool> yes = askOnce(question, &line); yes || !line)
            return yes;
        say(tr("Please answer y or n."));
    }
}

std::optional<bool> TerminalGame::askOnce(const QString& question, std::optional<LineReader::Line>* other)
{
    std::fputs((question + QStringLiteral(" (y/n) ")).toUtf8().constData(), output_);
    flush();
    std::optional<LineReader::Line> line = readLine();
    if (!line)
        return std::nullopt;
    const QString answer = line->tooLong ? QString() : line->text.trimmed().toLower();
    if (answer == QLatin1String("y") || answer == QLatin1String("yes"))
        return true;
    if (answer == QLatin1String("n") || answer == QLatin1String("no"))
        return false;
    *other = std::move(line);
    return std::nullopt;
}

TerminalGame::Flow TerminalGame::endOfInput()
{
    if (!hasUnsavedMoves()) {
        say(tr("End of input: bye."));
    } else if (inputIsTerminal_ && !game_.isOver() && autosave_ && autosave_->lastError().isEmpty()) {
        // (A finished game is not offered back; nor is one whose last
        // autosave failed: the file would hold an older position.)
        keepAutosave_ = true;
        say(tr("End of input: the game is kept; connect4-cli play offers it next time."));
    } else {
        say(tr("End of input: quitting without saving."));
    }
    return Flow::Quit;
}

bool TerminalGame::hasUnsavedMoves() const
{
    return game_.isModified() && !game_.line().empty();
}

std::optional<bool> TerminalGame::confirmDiscard(const QString& action)
{
    if (!hasUnsavedMoves())
        return true;
    return ask(tr("The game is not saved. %1 anyway?").arg(action));
}

// ---------------------------------------------------------------- the loop

int TerminalGame::run()
{
    printIntro();
    for (;;) {
        if (!game_.isOver() && game_.isComputerTurn() && !game_.isComputerWaiting() && !computerStuck_) {
            const bool watching = game_.player(0).isComputer() && game_.player(1).isComputer();
            if (watching && !boardShown_)
                printBoard();
            if (waitForComputer())
                continue;
            // Game waits for people after an engine failure; so do we.
            computerStuck_ = true;
            say(tr("The computer cannot move: u takes back, n starts a new game, q quits."));
        }
        if (!boardShown_)
            printBoard();
        if (game_.isOver() && !resultShown_)
            printResult();

        std::fputs(prompt().toUtf8().constData(), output_);
        flush();
        const std::optional<LineReader::Line> line = readLine();
        if (!line) {
            endOfInput();
            return 0;
        }
        // Nothing runs while we wait for a line, so the human's clock is
        // checked now, as the window's timer would have: a move typed after
        // the flag fell does not count.
        if (!game_.isOver()) {
            game_.updateClocks();
            if (game_.isOver())
                say(tr("Time is up: the move came after the clock ran out."));
        }
        const TerminalCommand command = line->tooLong
            ? TerminalCommand::tooLong(line->length, game_.spec().width)
            : TerminalCommand::parse(line->text, game_.spec().width);
        if (handle(command) == Flow::Quit)
            return 0;
    }
}

TerminalGame::Flow TerminalGame::handle(const TerminalCommand& command)
{
    using Kind = TerminalCommand::Kind;
    switch (command.kind) {
    case Kind::Invalid: say(command.problem); break;
    case Kind::Play: playHuman(command.column); break;
    case Kind::Hint: hint(); break;
    case Kind::Undo: undo(); break;
    case Kind::Redo: redo(); break;
    case Kind::Save: return save(command.path);
    case Kind::Load: return load(command.path);
    case Kind::Help: printHelp(); break;
    case Kind::New: {
        const std::optional<bool> yes = confirmDiscard(tr("Start a new game"));
        if (!yes)
            return endOfInput();
        if (*yes) {
            // Another game like this one (a loaded game's board and players too).
            startNewGame(game_.spec(), {game_.player(0), game_.player(1)}, game_.timeControl());
            printIntro();
        }
        break;
    }
    case Kind::Quit: {
        const std::optional<bool> yes = confirmDiscard(tr("Quit"));
        if (!yes)
            return endOfInput();
        if (*yes) {
            say(tr("Bye."));
            return Flow::Quit;
        }
        break;
    }
    }
    return Flow::Continue;
}

void TerminalGame::playHuman(int column)
{
    const Position& position = game_.position();
    if (game_.isOver()) {
        say(tr("The game is over: n starts a new game, u takes back a move."));
        return;
    }
    if (game_.isComputerTurn()) {
        say(tr("It is the computer's turn: r redoes its move, u takes back further, n starts a new game."));
        return;
    }
    if (position.columnHeight(column) >= position.height()) {
        say(tr("Column %1 is full: choose another column.").arg(column + 1));
        return;
    }
    const QString letter = QString(BoardText::stoneLetter(position.sideToMove()));
    QString why;
    if (!game_.play(column, &why)) {
        say(why);
        return;
    }
    say(tr("%1 plays column %2.").arg(letter).arg(column + 1));
    if (!replacedNote_.isEmpty())
        say(std::exchange(replacedNote_, QString()));
}

void TerminalGame::undo()
{
    if (!game_.canUndo()) {
        say(tr("Nothing to undo."));
        return;
    }
    const int before = game_.currentMove();
    game_.undo();
    const int taken = before - game_.currentMove();
    say(taken == 1 ? tr("Took back 1 move.") : tr("Took back %1 moves.").arg(taken));
}

void TerminalGame::redo()
{
    if (!game_.canRedo()) {
        say(tr("Nothing to redo."));
        return;
    }
    const int before = game_.currentMove();
    game_.redo();
    const int replayed = game_.currentMove() - before;
    say(replayed == 1 ? tr("Replayed 1 move.") : tr("Replayed %1 moves.").arg(replayed));
}

TerminalGame::Flow TerminalGame::save(const QString& typed)
{
    // "s mygame" saves mygame.c4game, as the window's dialog would; a folder
    // ("s games/") is refused, not given a hidden ".c4game" inside.
    const bool isFolder = QFileInfo(typed).isDir() || typed.endsWith(QLatin1Char('/'));
    const QString path = GameFile::withSuffix(typed);
    if (const QString problem = isFolder ? SafeFile::tr("it is a folder") : SafeFile::writeTargetProblem(path);
        !problem.isEmpty()) {
        say(Terminal::printable(tr("Could not save %1: %2").arg(path, SafeFile::tr("cannot write %1: %2").arg(path, problem))));
        return Flow::Continue;
    }
    const bool ownFile = QFileInfo(path).absoluteFilePath() == QFileInfo(game_.filePath()).absoluteFilePath();
    if (QFileInfo::exists(path) && !ownFile) {
        const std::optional<bool> yes = ask(tr("%1 already exists. Replace it?").arg(Terminal::printable(path)));
        if (!yes)
            return endOfInput();
        if (!*yes) {
            say(tr("Not saved."));
            return Flow::Continue;
        }
    }
    QString error;
    if (!GameFile::save(game_.record(), path, &error)) {
        say(Terminal::printable(tr("Could not save %1: %2").arg(path, error)));
        return Flow::Continue;
    }
    game_.setFilePath(path);
    game_.setClean();
    say(tr("Saved the game to %1.").arg(Terminal::printable(path)));
    return Flow::Continue;
}

TerminalGame::Flow TerminalGame::load(const QString& typed)
{
    // "l mygame" finds mygame.c4game when there is no file "mygame".
    const QString path = GameFile::pathToOpen(typed);
    auto cannotLoad = [&](const QString& error) {
        say(Terminal::printable(tr("Could not load %1: %2").arg(path, error)));
        say(tr("The current game goes on."));
        return Flow::Continue;
    };
    // The file is read first: nobody is asked to give up their game for a
    // file that cannot be loaded.
    QString error;
    const std::optional<GameRecord> record = GameFile::load(path, &error);
    if (!record)
        return cannotLoad(error);
    const std::optional<bool> yes = confirmDiscard(tr("Load %1").arg(Terminal::printable(path)));
    if (!yes)
        return endOfInput();
    if (!*yes) {
        say(tr("Not loaded."));
        return Flow::Continue;
    }
    if (!openRecord(*record, path, &error))
        return cannotLoad(error);
    const int moves = game_.currentMove();
    const QString shown = Terminal::printable(path);
    say(moves == 1 ? tr("Loaded %1 (1 move).").arg(shown) : tr("Loaded %1 (%2 moves).").arg(shown).arg(moves));
    printIntro();
    return Flow::Continue;
}

// ---------------------------------------------------------------- engine

bool TerminalGame::waitForComputer()
{
    const int movesBefore = game_.currentMove();
    const int seat = game_.seatToMove();
    const QString letter = sideLetterOfSeat(seat);
    // Game starts the computer as soon as it is its turn; if it did not,
    // no move will come and waiting would hang.
    if (!game_.isComputerThinking()) {
        say(tr("The computer is not thinking."));
        return false;
    }

    QEventLoop loop;
    QString failure;
    QObject::connect(&game_, &Game::positionChanged, &loop, [&] {
        if (game_.currentMove() != movesBefore)
            loop.quit();
    });
    QObject::connect(&game_, &Game::gameOver, &loop, &QEventLoop::quit);
    QObject::connect(&game_, &Game::errorOccurred, &loop, [&](const QString& message) {
        failure = message;
        loop.quit();
    });

    ThinkingIndicator indicator(terminal_, output_,
                                tr("%1 (level %2) is thinking").arg(letter).arg(game_.player(seat).level));
    indicator.start();
    if (game_.currentMove() == movesBefore && failure.isEmpty())
        loop.exec();
    indicator.stop();
    if (!failure.isEmpty()) {
        say(tr("The engine failed: %1").arg(failure));
        return false;
    }
    if (game_.currentMove() > movesBefore)
        say(tr("%1 plays column %2.").arg(letter).arg(game_.position().moves().back() + 1));
    return true;
}

void TerminalGame::hint()
{
    if (game_.isOver()) {
        say(tr("The game is over: there is nothing to suggest."));
        return;
    }
    const Position position = game_.position();
    QEventLoop loop;
    QString failure;
    QObject::connect(&game_, &Game::hintReady, &loop, &QEventLoop::quit);
    QObject::connect(&game_, &Game::errorOccurred, &loop, [&](const QString& message) {
        failure = message;
        loop.quit();
    });
    ThinkingIndicator indicator(terminal_, output_, tr("Thinking"));
    indicator.start();
    game_.requestHint();
    if (game_.isHintPending())
        loop.exec();
    indicator.stop();
    const Analysis analysis = game_.hintAnalysis();
    if (!failure.isEmpty() || analysis.columns.empty()) {
        say(tr("No hint: %1").arg(failure.isEmpty() ? tr("the engine gave no analysis") : failure));
        return;
    }

    const QString letter = QString(BoardText::stoneLetter(position.sideToMove()));
    say(tr("Scores for %1 (exact: win/draw/loss in moves; estimate: the search's guess):").arg(letter));
    const int digits = QString::number(position.width()).size();
    for (const ColumnAnalysis& column : analysis.columns) {
        const QString label = tr("  column %1: ").arg(column.column + 1, digits);
        if (!column.playable)
            say(label + tr("full"));
        else
            say(label + QString::fromStdString(column.score.describe(position.spec(), position.movesPlayed())));
    }
    if (analysis.bestColumn >= 0)
        say(tr("Suggested move: column %1 (%2).")
                .arg(analysis.bestColumn + 1)
                .arg(QString::fromStdString(analysis.best.describe(position.spec(), position.movesPlayed()))));
}

}  // namespace c4::cli
