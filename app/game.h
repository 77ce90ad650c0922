#pragma once

#include "app/droppedline.h"
#include "app/gamerecord.h"
#include "app/gameresult.h"
#include "app/gamesetup.h"
#include "app/metatypes.h"
#include "app/movenote.h"
#include "app/players.h"
#include "app/timecontrol.h"
#include "engine/position.h"

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <array>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace c4 {

class Engine;
class TimeSource;

// The game in progress: board, players, moves (each a MoveCommand on a
// QUndoStack), result, clocks. Computer players move by themselves through
// an Engine; humans move through play().
//
// Seats 0 and 1 are the two players; firstPlayer() is the seat that plays
// the first stone (side Player::First).
//
// Undo and redo are exact inverses. Against a computer, undo() and redo()
// step to the human's previous/next turn (two plies). Undo, redo or any
// change of position while the computer thinks cancels that search first;
// no move from it arrives later. The computer thinks only when it is its
// turn, the game is not paused and the board shows the latest move (while
// browsing back through history the computer waits: call resume() to let
// it play from there, which drops the later moves).
class Game : public QObject {
    Q_OBJECT
public:
    // A game of two humans on 7x6 with its own engine and real time.
    explicit Game(QObject* parent = nullptr);
    // Uses the given engine and time source (not owned; each may be null for
    // the game's own). Tests pass a ManualTimeSource.
    Game(Engine* engine, TimeSource* time, QObject* parent = nullptr);
    ~Game() override;

    // Starts a new game (the undo stack is cleared and clean, no file path).
    void newGame(const GameSetup& setup);
    // Replaces the game with a record. The record is checked first
    // (GameFile::validate); on failure the game stays as it was and the
    // message is returned in *error.
    bool loadRecord(const GameRecord& record, QString* error = nullptr);
    // Replaces the moves with those of a position (an imported move string),
    // keeping the players, the first player and the time control; clocks
    // start afresh. Same checks and guarantees as loadRecord.
    bool loadPosition(const Position& position, QString* error = nullptr);
    // The game as a record (every move, also the redoable ones).
    GameRecord record() const;

    const BoardSpec& spec() const { return position_.spec(); }
    const Position& position() const { return position_; }
    const PlayerSetup& player(int seat) const { return players_[seat & 1]; }
    // Changes a player during the game (a human hands over to the computer,
    // a level change); the computer starts if it is now its turn.
    void setPlayer(int seat, const PlayerSetup& setup);
    int firstPlayer() const { return firstPlayer_; }
    int seatOf(Player side) const { return seatOfSide(side, firstPlayer_); }
    Player sideOf(int seat) const { return sideOfSeat(seat, firstPlayer_); }
    int seatToMove() const { return seatOf(position_.sideToMove()); }
    // A player's name for people: the name given, else "Computer" or
    // "Player 2"; a computer's with its level ("Computer (level 7)"), and a
    // seat number when both would read the same.
    QString playerName(int seat) const;
    // The name shown for a player without one, in the language of the
    // moment (files and settings keep the name empty): "Computer", "You"
    // for a person against the computer, else "Player 1" or "Player 2".
    static QString defaultName(PlayerKind kind, int seat, std::optional<PlayerKind> opponentKind);
    // The name of the player who made move moveIndex (0-based) as they were
    // then: a swap of sides or a new level later does not rename it.
    QString moverName(int moveIndex) const;
    // The name of the player who played `side`'s stones last in the shown
    // position (moverName of their latest move), or who sits there now if
    // that side has not moved: a result names its winner so after a swap.
    QString sideName(Player side) const;
    // The name of `side` in the result: who played its winning line
    // (sideName), or for a time-out or resignation whoever sits there now
    // (the tally counts it so).
    QString resultName(Player side) const;
    // The seat that makes move moveIndex (0-based) of the line.
    int seatOfPly(int moveIndex) const { return seatOf(moveIndex % 2 == 0 ? Player::First : Player::Second); }
    bool isHumanTurn() const;
    bool isComputerTurn() const;

    GameResult result() const;
    bool isOver() const { return result().isOver(); }
    std::vector<Cell> winningLine() const { return position_.winningLine(); }

    // Every move of the line (also the ones after the shown position, which
    // redo brings back), and their notes.
    std::vector<int> line() const;
    MoveNote note(int moveIndex) const;
    // How many moves of line() are on the board.
    int currentMove() const { return position_.movesPlayed(); }

    // A human move for the side to move. Returns false (and a sentence in
    // *why) if it is not a human's turn, the game is over or the column is
    // not playable. Playing the move that redo would bring back keeps the
    // rest of the line; another move while browsing replaces the later moves
    // (lineReplaced), and undoing it puts them back, still redoable.
    bool play(int column, QString* why = nullptr);

    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();
    // Shows the position after `moves` moves of the line (browsing);
    // cancels any thinking.
    void goToMove(int moves);

    // The side to move gives up (only while the game is in progress).
    bool resign(QString* why = nullptr);

    QUndoStack* undoStack() { return &stack_; }
    // Whether a file of the game would differ from the one last saved (or
    // the game as started): the shown position, the whole line (redoable
    // moves too: a file keeps them) and the players. Browsing back to the
    // saved position with moves beyond it that the file lacks is a change.
    bool isModified() const;
    // The game as it is now counts as saved.
    void setClean();
    // Counts the game as unsaved until the next setClean(), whatever undo
    // does (a game restored from the autosave is in no file yet).
    void markModified();
    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);

    // Computer players.
    // Whether a computer's move is on its way (searching, or waiting out
    // the delay between computer moves).
    bool isComputerThinking() const { return thinkingRequest_ != 0 || pendingColumn_ >= 0; }
    bool isPaused() const { return paused_; }
    // Whether the board shows an earlier position than the line's end
    // (browsing back through the history; redo has something to bring).
    bool isBrowsing() const { return stack_.canRedo(); }
    // Whether the board shows a position before the line's last one (a
    // move, not only an ending taken back, can be redone): the game's clocks
    // are at the line's end, not here.
    bool showsAnEarlierPosition() const;
    // The one rule of "the computer waits": the game is paused, or it is a
    // computer's turn in a position browsed back to and neither resume() nor
    // a move played there has told it to play from there. Its clock does not
    // run while it waits (nobody's runs at a browsed position).
    // After an engine failure the computer waits for people too (resume()
    // tries again, as does any change of the position).
    bool isComputerWaiting() const
    {
        return !isOver()
            && (paused_
                || (isComputerTurn() && !isComputerThinking() && ((isBrowsing() && !branching_) || engineFailed_)));
    }
    void pause();
    void resume();
    // While a modal dialog is open the game holds: no clock runs and no
    // computer moves (a search under way is dropped), without being paused;
    // released, it goes on as it was.
    void setHeld(bool held);
    bool isHeld() const { return held_; }
    // The least time between two computer moves when both players are
    // computers, so a person can follow (0 = as fast as they come).
    void setComputerDelay(int ms) { delayMs_ = ms; }
    // The time a computer may think per move (also capped by the time
    // control); 0 = each level's own time (movetime.h decides).
    void setComputerMoveTime(qint64 ms) { computerMoveMs_ = qMax<qint64>(0, ms); }
    qint64 computerMoveTime() const { return computerMoveMs_; }
    Engine* engine() const { return engine_; }

    // Asks the engine for the best move for the side to move, thinking as
    // long as level 10 would (timeMs = 0) or timeMs; the answer comes as
    // hintReady, column -1 when the engine found none (unless the position
    // changes first).
    void requestHint(qint64 timeMs = 0);
    bool isHintPending() const { return hintRequest_ != 0; }
    // The analysis behind the last hint (every column's score).
    const Analysis& hintAnalysis() const { return hintAnalysis_; }

    // Clocks.
    const TimeControl& timeControl() const { return timeControl_; }
    // Time left on a seat's clock now (running for the side to move).
    qint64 remainingMs(int seat) const;
    bool isClockRunning() const;
    // Checks the clocks now (flag fall); the game also does it on a timer
    // and whenever its time source jumps.
    void updateClocks();

signals:
    // A new game began, or one was opened (newGame, loadRecord, loadPosition);
    // positionChanged follows.
    void gameStarted();
    void positionChanged();
    void gameOver(const c4::GameResult& result);
    void computerThinkingChanged(bool thinking);
    void clocksChanged();
    void modifiedChanged(bool modified);
    // A hint is being looked for (isHintPending); hintReady follows.
    void hintStarted();
    void hintReady(int column, const c4::Score& score);
    // The hint's search failed (errorOccurred follows): none is pending now.
    void hintFailed();
    void playersChanged();
    void pausedChanged(bool paused);
    void filePathChanged(const QString& path);
    // A move or resignation while browsing replaced moves first..last of the
    // line (1-based); undo brings them back.
    void lineReplaced(int firstMove, int lastMove);
    // The engine failed; the game waits (for people).
    void errorOccurred(const QString& message);

private:
    friend class MoveCommand;
    friend class EndCommand;

    // Called by the commands.
    void applyMove(int column, const std::optional<Clocks>& clocksAfter);
    void revertMove(const std::optional<Clocks>& clocksBefore);
    void applyEnd(const GameResult& result);
    void revertEnd(const Clocks& turnStart);

    void init(Engine* engine, TimeSource* time);
    // A player's name for people, told apart from an opponent who would read the same.
    static QString nameOf(const PlayerSetup& player, int seat, const std::optional<PlayerSetup>& opponent);
    void reset(const BoardSpec& spec, const std::array<PlayerSetup, 2>& players, int first,
               const TimeControl& control);
    // Plays a move; false (and the game lost on time) when the mover's clock
    // ran out before it.
    bool pushMove(int column, const MoveNote& note);
    void afterChange();
    void cancelThinking();
    void cancelHint();
    void maybeStartComputer(bool allowBranch = false);
    void startThinking();
    void onMoveChosen(int requestId, int column);
    void onAnalysis(int requestId, const Analysis& analysis);
    void onEngineFinished(int requestId);
    void onEngineError(int requestId, const QString& message);
    void playComputerMove();
    Clocks liveClocks() const;
    void flagFall(int seat);
    int undoSteps() const;
    // The redoable part of the stack as values (null when there is none),
    // and putting such a line back as redoable commands.
    std::shared_ptr<const DroppedLine> redoableLine() const;
    void restoreLine(const DroppedLine& line);
    void announceReplaced(const std::shared_ptr<const DroppedLine>& line);
    // Around a move through the history (undo, redo, goToMove): remember
    // the clocks when leaving the line's last position, restore them on
    // return from an earlier one. leaveShownPosition says whether the board
    // showed an earlier position; arriveAtShownPosition takes that answer
    // (an ending taken back or redone at the last position keeps the
    // clocks its command sets).
    bool leaveShownPosition();
    void arriveAtShownPosition(bool cameFromEarlier);
    // Takes the clocks as they read now as their base: call before any
    // change that starts or stops a clock (a hold, a failure, branching,
    // a seat changing between person and computer).
    void rebaseClocks();
    // Runs the clock's timer exactly while a clock runs.
    void syncClockTimer();
    // A turn begins: remember the mover's clock (turnStartClockMs_).
    void beginTurnClock();
    // The computer could not move (an engine error, an impossible column):
    // it waits for people with its clock stopped, and says why.
    void computerFailed(const QString& message);
    // What a file holds beyond the undo stack's clean index: every
    // command's key (a move's column, -1 for a flag fall or resignation)
    // and the players.
    struct SavedContent {
        std::vector<int> commands;
        std::array<PlayerSetup, 2> players;
        bool operator==(const SavedContent&) const = default;
    };
    SavedContent content() const;
    // Emits modifiedChanged when isModified() changed.
    void updateModified();

    Engine* engine_ = nullptr;
    TimeSource* time_ = nullptr;
    QUndoStack stack_;
    QTimer* clockTimer_ = nullptr;
    QTimer* delayTimer_ = nullptr;

    Position position_;
    std::array<PlayerSetup, 2> players_{PlayerSetup::human(QString()), PlayerSetup::human(QString())};
    int firstPlayer_ = 0;
    TimeControl timeControl_;
    Clocks clocks_{0, 0};       // at turnStartMs_
    qint64 turnStartMs_ = 0;
    GameResult endResult_;      // a flag fall or resignation on top of the stack
    QString filePath_;
    QDateTime created_;
    SavedContent saved_;  // as of the last setClean() or start
    bool modified_ = false;
    quint64 seed_ = 0;

    bool paused_ = false;
    bool held_ = false;          // setHeld()
    bool engineFailed_ = false;  // the computer's last search failed; it waits for people
    bool branching_ = false;     // the computer plays from a position browsed back to (resume())
    bool branchingWhenHeld_ = false;  // what setHeld(false) gives back
    // The mover's clock when the turn began: a move's time is what its
    // clock lost since (the clocks are re-based on every hold, so wall
    // time since turnStartMs_ is not it).
    qint64 turnStartClockMs_ = 0;
    // The clocks of the turn in progress when the board left the end of the
    // line: coming back to it (redo, the move list) restores them, where
    // the last move's clocks gave the mover back the time it had used.
    std::optional<Clocks> clocksAtEnd_;
    int delayMs_ = 500;
    qint64 computerMoveMs_ = 0;
    int thinkingRequest_ = 0;
    int hintRequest_ = 0;
    Analysis lastAnalysis_;
    Analysis hintAnalysis_;
    qint64 thinkStartMs_ = 0;
    qint64 lastComputerMoveMs_ = -1;
    int pendingColumn_ = -1;
    MoveNote pendingNote_;
    bool applying_ = false;
    bool announcedOver_ = false;
};

}  // namespace c4
