#include "app/game.h"

#include "app/endcommand.h"
#include "app/engine.h"
#include "app/gamefile.h"
#include "app/movecommand.h"
#include "app/movetext.h"
#include "app/timesource.h"
#include "engine/movetime.h"
#include "engine/skilllevel.h"

#include <QRandomGenerator>
#include <QTimer>

#include <utility>

namespace c4 {

namespace {

constexpr int kClockTickMs = 100;

}  // namespace

Game::Game(QObject* parent) : QObject(parent)
{
    init(nullptr, nullptr);
}

Game::Game(Engine* engine, TimeSource* time, QObject* parent) : QObject(parent)
{
    init(engine, time);
}

Game::~Game()
{
    // Commands call back into the game while the stack clears them; they
    // must not see a half-destroyed object.
    applying_ = true;
    disconnect(&stack_, nullptr, this, nullptr);
    if (engine_)
        disconnect(engine_, nullptr, this, nullptr);
    if (thinkingRequest_ || hintRequest_)
        engine_->stop();
}

void Game::init(Engine* engine, TimeSource* time)
{
    registerMetaTypes();
    engine_ = engine ? engine : new Engine(this);
    time_ = time ? time : new SteadyTimeSource(this);
    clockTimer_ = new QTimer(this);
    clockTimer_->setInterval(kClockTickMs);
    connect(clockTimer_, &QTimer::timeout, this, &Game::updateClocks);
    delayTimer_ = new QTimer(this);
    delayTimer_->setSingleShot(true);
    connect(delayTimer_, &QTimer::timeout, this, [this] {
        turnStartMs_ = time_->nowMs();  // the mover's clock stood still for the delay
        playComputerMove();
    });
    connect(time_, &TimeSource::jumped, this, &Game::updateClocks);

    connect(engine_, &Engine::moveChosen, this, &Game::onMoveChosen);
    connect(engine_, &Engine::analysisUpdated, this, &Game::onAnalysis);
    connect(engine_, &Engine::finished, this, &Game::onEngineFinished);
    connect(engine_, &Engine::errorOccurred, this, &Game::onEngineError);
    connect(engine_, &Engine::cancelled, this, [this](int id) {
        // Someone else's request on a shared engine replaced ours.
        if (id == thinkingRequest_) {
            thinkingRequest_ = 0;
            emit computerThinkingChanged(false);
        }
        if (id == hintRequest_)
            hintRequest_ = 0;
    });

    connect(&stack_, &QUndoStack::cleanChanged, this, [this] {
        if (!applying_)
            updateModified();
    });
    connect(&stack_, &QUndoStack::indexChanged, this, [this] {
        if (applying_)
            return;
        updateModified();
        // Someone moved the stack directly (an undo action, a history view).
        cancelThinking();
        cancelHint();
        afterChange();
    });
    created_ = QDateTime::currentDateTimeUtc();
    seed_ = QRandomGenerator::global()->generate64();
    setClean();
}

void Game::reset(const BoardSpec& spec, const std::array<PlayerSetup, 2>& players, int first,
                 const TimeControl& control)
{
    cancelThinking();
    cancelHint();
    applying_ = true;
    stack_.clear();
    applying_ = false;
    position_ = Position(spec);
    players_ = players;
    for (PlayerSetup& p : players_)
        p.level = qBound(PlayerSetup::kMinLevel, p.level, PlayerSetup::kMaxLevel);
    firstPlayer_ = first & 1;
    timeControl_ = control;
    clocks_ = {control.startMs(), control.startMs()};
    turnStartMs_ = time_->nowMs();
    turnStartClockMs_ = control.startMs();
    endResult_ = {};
    engineFailed_ = false;
    branching_ = false;
    clocksAtEnd_.reset();
    announcedOver_ = false;
    lastComputerMoveMs_ = -1;
    created_ = QDateTime::currentDateTimeUtc();
    seed_ = QRandomGenerator::global()->generate64();
    setClean();
}

bool Game::isModified() const
{
    return !stack_.isClean() || content() != saved_;
}

void Game::setClean()
{
    saved_ = content();  // first: cleanChanged asks isModified()
    stack_.setClean();
    updateModified();
}

void Game::markModified()
{
    stack_.resetClean();
    updateModified();
}

Game::SavedContent Game::content() const
{
    SavedContent c;
    c.commands.reserve(size_t(stack_.count()));
    for (int i = 0; i < stack_.count(); ++i) {
        const QUndoCommand* command = stack_.command(i);
        c.commands.push_back(command->id() == MoveCommand::kId ? static_cast<const MoveCommand*>(command)->column()
                                                                : -1);
    }
    c.players = players_;
    return c;
}

void Game::updateModified()
{
    if (const bool now = isModified(); now != modified_) {
        modified_ = now;
        emit modifiedChanged(now);
    }
}

void Game::newGame(const GameSetup& setup)
{
    const int first = setup.firstPlayer == GameSetup::kRandomFirst
        ? int(QRandomGenerator::global()->bounded(2))
        : setup.firstPlayer;
    reset(setup.spec, setup.players, first, setup.timeControl);
    if (setup.seed)
        seed_ = *setup.seed;
    paused_ = false;
    setFilePath(QString());
    emit gameStarted();
    emit playersChanged();
    emit pausedChanged(false);
    afterChange();
}

bool Game::loadRecord(const GameRecord& record, QString* error)
{
    const QString problem = GameFile::validate(record);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    reset(record.spec, record.players, record.firstPlayer, record.timeControl);
    // With a clock, each move's clocks are worked out from the start and the
    // times the notes give (none given: none spent), so that browsing and
    // undo show the clocks as they were, as in a game played here: before a
    // move, its mover's clock less the time the move took (as the clock read
    // when it was played); after it, plus the increment. The file's clocks
    // are those of the position it shows.
    const bool clocked = timeControl_.kind == TimeControl::Kind::Clock;
    std::vector<Clocks> turnStart{{timeControl_.baseMs, timeControl_.baseMs}};  // after i moves
    std::vector<Clocks> atMove;  // as move i was played
    for (size_t i = 0; i < record.moves.size(); ++i) {
        Clocks c = turnStart.back();
        const int seat = seatOfPly(int(i));
        c[seat] = std::max<qint64>(c[seat] - std::max<qint64>(record.moves[i].note.timeMs, 0), 0);
        atMove.push_back(c);
        c[seat] = std::min(c[seat] + timeControl_.incrementMs, TimeControl::kMaxMs);
        turnStart.push_back(c);
    }
    const auto clocks = [&](const std::vector<Clocks>& list, size_t i) {
        return clocked ? std::optional<Clocks>(list[i]) : std::nullopt;
    };
    applying_ = true;
    for (size_t i = 0; i < record.moves.size(); ++i) {
        MoveNote note = record.moves[i].note;
        if (!note.mover)
            note.mover = record.players[size_t(seatOfPly(int(i)))];
        stack_.push(new MoveCommand(this, record.moves[i].column, note, clocks(atMove, i), clocks(turnStart, i + 1)));
    }
    if (record.result.kind == GameResult::Kind::Timeout || record.result.kind == GameResult::Kind::Resignation)
        stack_.push(new EndCommand(this, record.result, clocked ? turnStart.back() : record.clockMs));
    const int shown = record.shownMoves();
    const bool browsing = shown < int(record.moves.size());
    stack_.setIndex(browsing ? shown : stack_.count());
    applying_ = false;
    if (clocked) {
        clocks_ = record.clockMs;
        // The game went on from a browsed position, so its mover's clock had
        // not run out there: a file that says so (hand-made) would have the
        // flag fall at once and the later moves replaced.
        if (const int mover = seatToMove(); browsing && clocks_[mover] <= 0)
            clocks_[mover] = turnStart[size_t(shown)][mover];
        // A flag that fell leaves nothing on that clock, whatever the file says.
        if (!browsing && record.result.kind == GameResult::Kind::Timeout)
            clocks_[seatToMove()] = 0;
    }
    else if (timeControl_.kind == TimeControl::Kind::TimePerMove)
        clocks_[seatToMove()] = timeControl_.moveMs;
    turnStartMs_ = time_->nowMs();
    beginTurnClock();
    if (record.created.isValid())
        created_ = record.created;
    paused_ = false;
    setClean();
    emit gameStarted();
    emit playersChanged();
    emit pausedChanged(false);
    afterChange();
    return true;
}

bool Game::loadPosition(const Position& position, QString* error)
{
    GameRecord r = GameRecord::fromPosition(position);
    r.players = players_;
    r.firstPlayer = firstPlayer_;
    r.timeControl = timeControl_;
    r.clockMs = {timeControl_.startMs(), timeControl_.startMs()};
    if (!loadRecord(r, error))
        return false;
    // An imported line is a change the person has not saved yet.
    markModified();
    return true;
}

GameRecord Game::record() const
{
    GameRecord r;
    r.spec = spec();
    r.players = players_;
    r.firstPlayer = firstPlayer_;
    Position line(spec());
    const EndCommand* end = nullptr;
    bool endApplied = false;
    for (int i = 0; i < stack_.count(); ++i) {
        const QUndoCommand* c = stack_.command(i);
        if (c->id() == MoveCommand::kId) {
            const auto* move = static_cast<const MoveCommand*>(c);
            MoveNote note = move->note();
            // The record names a mover only where it is not the seat's player.
            if (note.mover == player(seatOfPly(line.movesPlayed())))
                note.mover.reset();
            r.moves.push_back({move->column(), note});
            line.play(move->column());
        } else if (c->id() == EndCommand::kId) {
            end = static_cast<const EndCommand*>(c);
            endApplied = i < stack_.index();
        }
    }
    // A flag fall or resignation (always the line's last command) is kept
    // while it stands, and while the person browses back from it: the
    // loader puts it back after the line's moves. Undone with every move
    // still on the board, it was taken back.
    if (end && (endApplied || position_.movesPlayed() < int(r.moves.size())))
        r.result = end->result();
    if (!r.result.isOver())
        r.result = GameResult::of(line);
    r.current = stack_.canRedo() ? position_.movesPlayed() : -1;
    r.timeControl = timeControl_;
    r.clockMs = liveClocks();
    r.created = created_;
    r.modified = QDateTime::currentDateTimeUtc();
    return r;
}

void Game::setPlayer(int seat, const PlayerSetup& setup)
{
    PlayerSetup p = setup;
    p.level = qBound(PlayerSetup::kMinLevel, p.level, PlayerSetup::kMaxLevel);
    if (players_[seat & 1] == p)
        return;
    const bool thinkingForThisSeat = isComputerThinking() && seatToMove() == (seat & 1);
    if (thinkingForThisSeat)
        cancelThinking();
    // Who is a computer decides whether a browsed position's clock runs.
    rebaseClocks();
    players_[seat & 1] = p;
    syncClockTimer();
    emit playersChanged();
    updateModified();  // the players are in the file
    maybeStartComputer();
}

bool Game::isHumanTurn() const
{
    return !isOver() && player(seatToMove()).isHuman();
}

QString Game::playerName(int seat) const
{
    return nameOf(player(seat), seat, player(1 - seat));
}

QString Game::moverName(int moveIndex) const
{
    const int seat = seatOfPly(moveIndex);
    const std::optional<PlayerSetup> mover = note(moveIndex).mover;
    // A player who has left the seat since is named plainly: the seat
    // number that tells two look-alikes apart belongs to the players now.
    return !mover || *mover == player(seat) ? playerName(seat) : nameOf(*mover, seat, std::nullopt);
}

QString Game::sideName(Player side) const
{
    // The side's latest move: the first player makes the even indices.
    int latest = position_.movesPlayed() - 1;
    if (latest >= 0 && (latest % 2 == 0) != (side == Player::First))
        --latest;
    return latest >= 0 ? moverName(latest) : playerName(seatOf(side));
}

QString Game::resultName(Player side) const
{
    return result().kind == GameResult::Kind::Connect ? sideName(side) : playerName(seatOf(side));
}

QString Game::defaultName(PlayerKind kind, int seat, std::optional<PlayerKind> opponentKind)
{
    if (kind == PlayerKind::Computer)
        return tr("Computer");
    if (opponentKind == PlayerKind::Computer)
        return tr("You");
    return tr("Player %1").arg(seat + 1);
}

QString Game::nameOf(const PlayerSetup& p, int seat, const std::optional<PlayerSetup>& opponent)
{
    const auto base = [](const PlayerSetup& q, int s, std::optional<PlayerKind> other) {
        return !q.name.isEmpty() ? q.name : defaultName(q.kind, s, other);
    };
    const std::optional<PlayerKind> opponentKind = opponent ? std::optional(opponent->kind) : std::nullopt;
    const bool twins = opponent && base(p, seat, opponentKind) == base(*opponent, 1 - seat, p.kind)
                       && p.kind == opponent->kind && p.level == opponent->level;
    // One arg() call each: a "%2" in a name is the name's, not a place for
    // the level.
    const QString name = twins ? tr("%1 %2").arg(base(p, seat, opponentKind), QString::number(seat + 1))
                               : base(p, seat, opponentKind);
    return p.isComputer() ? tr("%1 (level %2)").arg(name, QString::number(p.level)) : name;
}

bool Game::isComputerTurn() const
{
    return !isOver() && player(seatToMove()).isComputer();
}

GameResult Game::result() const
{
    return endResult_.isOver() ? endResult_ : GameResult::of(position_);
}

std::vector<int> Game::line() const
{
    std::vector<int> columns;
    for (int i = 0; i < stack_.count(); ++i)
        if (stack_.command(i)->id() == MoveCommand::kId)
            columns.push_back(static_cast<const MoveCommand*>(stack_.command(i))->column());
    return columns;
}

MoveNote Game::note(int moveIndex) const
{
    int seen = 0;
    for (int i = 0; i < stack_.count(); ++i) {
        if (stack_.command(i)->id() != MoveCommand::kId)
            continue;
        if (seen++ == moveIndex)
            return static_cast<const MoveCommand*>(stack_.command(i))->note();
    }
    return {};
}

bool Game::play(int column, QString* why)
{
    auto refuse = [&](const QString& reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (isOver())
        return refuse(tr("the game is over"));
    if (paused_)
        return refuse(tr("the game is paused"));
    if (!isHumanTurn())
        return refuse(tr("it is the computer's turn"));
    if (!position_.isInRange(column))
        return refuse(MoveText::columnOutOfRange(column + 1, spec().width));
    if (!position_.canPlay(column))
        return refuse(MoveText::columnFull(column + 1));
    cancelHint();
    MoveNote note;
    if (timeControl_.hasClock())
        note.timeMs = std::max<qint64>(0, turnStartClockMs_ - remainingMs(seatToMove()));
    if (!pushMove(column, note))
        return refuse(tr("the clock ran out before the move"));
    return true;
}

bool Game::pushMove(int column, const MoveNote& moveNote)
{
    const int seat = seatToMove();
    MoveNote note = moveNote;
    note.mover = player(seat);
    // A move after the flag fell does not count, however late the flag is
    // noticed (the clock timer ticks every kClockTickMs; the terminal game
    // runs no timer while it waits for a line).
    if (isClockRunning() && remainingMs(seat) <= 0) {
        flagFall(seat);
        return false;
    }
    // Playing the move that redo would bring back keeps the rest of the line
    // (browsing and replaying). With clocks the times differ, so it is a new move.
    if (!timeControl_.hasClock() && stack_.canRedo()) {
        const QUndoCommand* next = stack_.command(stack_.index());
        if (next->id() == MoveCommand::kId && static_cast<const MoveCommand*>(next)->column() == column) {
            applying_ = true;
            stack_.redo();
            applying_ = false;
            // A move played at a browsed position plays on from there: a
            // computer to move next answers (and if it too plays the move
            // recorded, the line is still kept); a person to move next
            // plays when they like, as after any browsing.
            branching_ = stack_.canRedo() && isComputerTurn();
            afterChange();
            return true;
        }
    }
    std::optional<Clocks> before, after;
    if (timeControl_.hasClock()) {
        before = liveClocks();
        after = before;
        if (timeControl_.kind == TimeControl::Kind::Clock)
            (*after)[seat] = std::min((*after)[seat] + timeControl_.incrementMs, TimeControl::kMaxMs);
    }
    const auto dropped = redoableLine();
    clocksAtEnd_.reset();  // this move is the line's new end
    branching_ = false;    // (after the clocks above: they ran while it searched)
    applying_ = true;
    stack_.push(new MoveCommand(this, column, note, before, after, dropped));
    applying_ = false;
    announceReplaced(dropped);
    afterChange();
    return true;
}

std::shared_ptr<const DroppedLine> Game::redoableLine() const
{
    if (!stack_.canRedo())
        return nullptr;
    auto line = std::make_shared<DroppedLine>();
    line->firstMove = position_.movesPlayed() + 1;
    for (int i = stack_.index(); i < stack_.count(); ++i) {
        const QUndoCommand* c = stack_.command(i);
        DroppedLine::Entry e;
        if (c->id() == MoveCommand::kId) {
            const auto* move = static_cast<const MoveCommand*>(c);
            e.column = move->column();
            e.note = move->note();
            e.before = move->clocksBefore();
            e.after = move->clocksAfter();
            e.dropped = move->dropped();
            ++line->moveCount;
        } else if (c->id() == EndCommand::kId) {
            const auto* end = static_cast<const EndCommand*>(c);
            e.isEnd = true;
            e.result = end->result();
            e.turnStart = end->turnStart();
            e.dropped = end->dropped();
        } else {
            continue;
        }
        line->entries.push_back(e);
    }
    return line;
}

void Game::restoreLine(const DroppedLine& line)
{
    // Pushing applies each command; undoing them all leaves the position as
    // it is with the line redoable again, as it was before it was replaced.
    for (const DroppedLine::Entry& e : line.entries) {
        if (e.isEnd)
            stack_.push(new EndCommand(this, e.result, e.turnStart, e.dropped));
        else
            stack_.push(new MoveCommand(this, e.column, e.note, e.before, e.after, e.dropped));
    }
    for (size_t i = 0; i < line.entries.size(); ++i)
        stack_.undo();
}

void Game::announceReplaced(const std::shared_ptr<const DroppedLine>& line)
{
    if (line && line->moveCount > 0)
        emit lineReplaced(line->firstMove, line->firstMove + line->moveCount - 1);
}

void Game::applyMove(int column, const std::optional<Clocks>& clocksAfter)
{
    position_.play(column);
    if (clocksAfter)
        clocks_ = *clocksAfter;
    if (timeControl_.kind == TimeControl::Kind::TimePerMove)
        clocks_[seatToMove()] = timeControl_.moveMs;
    turnStartMs_ = time_->nowMs();
    beginTurnClock();
}

void Game::revertMove(const std::optional<Clocks>& clocksBefore)
{
    position_.undo();
    if (clocksBefore)
        clocks_ = *clocksBefore;
    if (timeControl_.kind == TimeControl::Kind::TimePerMove)
        clocks_[seatToMove()] = timeControl_.moveMs;
    turnStartMs_ = time_->nowMs();
    beginTurnClock();
}

void Game::applyEnd(const GameResult& result)
{
    endResult_ = result;
    if (result.kind == GameResult::Kind::Timeout)
        clocks_[seatToMove()] = 0;
    turnStartMs_ = time_->nowMs();
}

void Game::revertEnd(const Clocks& turnStart)
{
    endResult_ = {};
    clocks_ = turnStart;
    turnStartMs_ = time_->nowMs();
    beginTurnClock();
}

void Game::rebaseClocks()
{
    clocks_ = liveClocks();
    turnStartMs_ = time_->nowMs();
}

void Game::syncClockTimer()
{
    if (isClockRunning())
        clockTimer_->start();
    else
        clockTimer_->stop();
}

void Game::beginTurnClock()
{
    turnStartClockMs_ = clocks_[seatToMove()];
}

bool Game::showsAnEarlierPosition() const
{
    return currentMove() < int(line().size());
}

bool Game::leaveShownPosition()
{
    const bool earlier = showsAnEarlierPosition();
    if (!earlier && timeControl_.hasClock())
        clocksAtEnd_ = liveClocks();
    return earlier;
}

void Game::arriveAtShownPosition(bool cameFromEarlier)
{
    if (showsAnEarlierPosition())
        return;
    if (clocksAtEnd_ && cameFromEarlier) {
        clocks_ = *clocksAtEnd_;
        turnStartMs_ = time_->nowMs();
    }
    clocksAtEnd_.reset();
}

void Game::afterChange()
{
    // A person changed the position: a computer that failed may try again
    // (its clock was stopped at the failure and runs from this change).
    if (engineFailed_) {
        rebaseClocks();
        engineFailed_ = false;
    }
    updateModified();
    emit positionChanged();
    const GameResult r = result();
    if (r.isOver() && !announcedOver_) {
        announcedOver_ = true;
        clockTimer_->stop();
        emit gameOver(r);
    } else if (!r.isOver()) {
        announcedOver_ = false;
    }
    syncClockTimer();
    emit clocksChanged();
    maybeStartComputer();
}

int Game::undoSteps() const
{
    const bool anyHuman = players_[0].isHuman() || players_[1].isHuman();
    int moves = position_.movesPlayed();
    int steps = 0;
    for (int index = stack_.index(); index > 0; --index) {
        ++steps;
        if (stack_.command(index - 1)->id() == MoveCommand::kId)
            --moves;
        const Player side = moves % 2 == 0 ? Player::First : Player::Second;
        if (!anyHuman || player(seatOf(side)).isHuman())
            return steps;
    }
    return 0;  // no earlier turn of a human to go back to
}

bool Game::canUndo() const
{
    return undoSteps() > 0;
}

bool Game::canRedo() const
{
    return stack_.canRedo();
}

void Game::undo()
{
    const int steps = undoSteps();
    if (steps == 0)
        return;
    cancelThinking();
    cancelHint();
    const bool cameFromEarlier = leaveShownPosition();
    applying_ = true;
    for (int i = 0; i < steps; ++i) {
        const QUndoCommand* c = stack_.command(stack_.index() - 1);
        std::shared_ptr<const DroppedLine> dropped;
        if (c->id() == MoveCommand::kId)
            dropped = static_cast<const MoveCommand*>(c)->dropped();
        else if (c->id() == EndCommand::kId)
            dropped = static_cast<const EndCommand*>(c)->dropped();
        stack_.undo();
        if (dropped) {
            restoreLine(*dropped);
            clocksAtEnd_.reset();  // they were the end of the branch just taken back
        }
    }
    applying_ = false;
    arriveAtShownPosition(cameFromEarlier);
    if (players_[0].isComputer() && players_[1].isComputer() && !paused_) {
        paused_ = true;
        emit pausedChanged(true);
    }
    afterChange();
}

void Game::redo()
{
    if (!stack_.canRedo())
        return;
    cancelThinking();
    cancelHint();
    const bool anyHuman = players_[0].isHuman() || players_[1].isHuman();
    const bool cameFromEarlier = leaveShownPosition();
    applying_ = true;
    do {
        stack_.redo();
    } while (anyHuman && stack_.canRedo() && isComputerTurn());
    applying_ = false;
    arriveAtShownPosition(cameFromEarlier);
    if (!anyHuman && !paused_) {
        paused_ = true;
        emit pausedChanged(true);
    }
    afterChange();
}

void Game::goToMove(int moves)
{
    moves = qBound(0, moves, int(line().size()));
    int index = 0;
    for (int seen = 0; index < stack_.count() && seen < moves; ++index)
        if (stack_.command(index)->id() == MoveCommand::kId)
            ++seen;
    if (moves == int(line().size()))
        index = stack_.count();
    if (index == stack_.index())
        return;
    cancelThinking();
    cancelHint();
    const bool cameFromEarlier = leaveShownPosition();
    applying_ = true;
    stack_.setIndex(index);
    applying_ = false;
    arriveAtShownPosition(cameFromEarlier);
    afterChange();
}

bool Game::resign(QString* why)
{
    if (isOver()) {
        if (why)
            *why = tr("the game is over");
        return false;
    }
    int loser = seatToMove();
    if (!player(loser).isHuman())
        loser = 1 - loser;
    if (!player(loser).isHuman()) {
        if (why)
            *why = tr("only a human player can resign");
        return false;
    }
    cancelThinking();
    cancelHint();
    const Player loserSide = sideOf(loser);
    const auto dropped = redoableLine();
    applying_ = true;
    clocksAtEnd_.reset();  // the resignation is the line's new end
    stack_.push(new EndCommand(this, {GameResult::Kind::Resignation, opponent(loserSide)}, liveClocks(), dropped));
    applying_ = false;
    announceReplaced(dropped);
    afterChange();
    return true;
}

void Game::setFilePath(const QString& path)
{
    if (path == filePath_)
        return;
    filePath_ = path;
    emit filePathChanged(path);
}

void Game::pause()
{
    if (paused_)
        return;
    rebaseClocks();
    cancelThinking();
    cancelHint();
    paused_ = true;
    clockTimer_->stop();
    emit pausedChanged(true);
    emit clocksChanged();
}

void Game::setHeld(bool held)
{
    if (held == held_)
        return;
    rebaseClocks();
    if (held) {
        branchingWhenHeld_ = branching_;
        cancelThinking();  // a hint goes on: it runs no clock
    }
    held_ = held;
    syncClockTimer();
    emit clocksChanged();
    if (!held)
        maybeStartComputer(std::exchange(branchingWhenHeld_, false));
}

void Game::resume()
{
    if (engineFailed_) {
        // Try again: the clock runs again from now.
        rebaseClocks();
        engineFailed_ = false;
        syncClockTimer();
    }
    if (!paused_) {
        // Not paused: continue from a position in the history, or try again
        // after an engine error.
        maybeStartComputer(true);
        return;
    }
    rebaseClocks();
    paused_ = false;
    emit pausedChanged(false);
    syncClockTimer();
    emit clocksChanged();
    maybeStartComputer(true);
}

void Game::cancelThinking()
{
    if (branching_) {
        // Back to waiting at a browsed position: its clock stops here.
        rebaseClocks();
        branching_ = false;
    }
    const bool wasThinking = isComputerThinking();
    if (delayTimer_->isActive())
        rebaseClocks();  // the clock, stopped for the delay, runs again from now
    delayTimer_->stop();
    pendingColumn_ = -1;
    if (thinkingRequest_ != 0) {
        thinkingRequest_ = 0;  // first, so nothing from that request is applied
        engine_->stop();
    }
    if (wasThinking)
        emit computerThinkingChanged(false);
}

void Game::cancelHint()
{
    if (hintRequest_ == 0)
        return;
    hintRequest_ = 0;
    engine_->stop();
}

void Game::maybeStartComputer(bool allowBranch)
{
    if (thinkingRequest_ || pendingColumn_ >= 0 || paused_ || held_ || engineFailed_ || !isComputerTurn())
        return;
    // Browsing back through the line: the computer waits unless told to
    // play from here (resume, or a move played here), which drops the later
    // moves once a move differs from them.
    if (isBrowsing() && !allowBranch && !branching_)
        return;
    if (isBrowsing() && !branching_) {
        // Its clock, which stood while it waited, runs from now.
        rebaseClocks();
        branching_ = true;
    }
    startThinking();
    syncClockTimer();
}

void Game::startThinking()
{
    cancelHint();
    const int level = player(seatToMove()).level;
    TimeLimits time;
    time.perMove = std::chrono::milliseconds(computerMoveMs_);
    if (timeControl_.hasClock()) {
        time.hasClock = true;
        time.remaining = std::chrono::milliseconds(remainingMs(seatToMove()));
        time.increment = std::chrono::milliseconds(timeControl_.incrementMs);
        time.movesToGo = timeControl_.kind == TimeControl::Kind::TimePerMove ? 1 : 0;
    }
    SearchLimits limits;
    limits.maxTime = moveTime(spec(), position_.movesPlayed(), level, time);
    lastAnalysis_ = {};
    thinkStartMs_ = time_->nowMs();
    thinkingRequest_ = engine_->think(position_, level, limits, seed_ + quint64(position_.movesPlayed()));
    emit computerThinkingChanged(true);
}

void Game::onAnalysis(int requestId, const Analysis& analysis)
{
    if (requestId == thinkingRequest_)
        lastAnalysis_ = analysis;
    else if (requestId == hintRequest_)
        hintAnalysis_ = analysis;
}

void Game::onMoveChosen(int requestId, int column)
{
    if (requestId != thinkingRequest_ || requestId == 0)
        return;  // an answer to a question no longer asked
    thinkingRequest_ = 0;
    pendingColumn_ = column;
    pendingNote_ = {};
    // The search proved one column best; the estimates of the others may be
    // mere bounds, so a random move of a weaker level carries no score
    // unless its score is exact.
    if (column >= 0 && column < int(lastAnalysis_.columns.size()) && lastAnalysis_.columns[column].playable
        && (column == lastAnalysis_.bestColumn || lastAnalysis_.columns[column].score.isExact()))
        pendingNote_.score = lastAnalysis_.columns[column].score;
    pendingNote_.depth = lastAnalysis_.depth;
    pendingNote_.timeMs = time_->nowMs() - thinkStartMs_;
    const bool bothComputers = players_[0].isComputer() && players_[1].isComputer();
    const qint64 sinceLast = lastComputerMoveMs_ < 0 ? delayMs_ : time_->nowMs() - lastComputerMoveMs_;
    if (bothComputers && delayMs_ > 0 && sinceLast < delayMs_) {
        // The pause that lets people follow is not the mover's time: its
        // clock stops now (a flag that fell while it thought falls first).
        updateClocks();
        if (isOver())
            return;
        rebaseClocks();
        delayTimer_->start(int(delayMs_ - sinceLast));
        return;
    }
    playComputerMove();
}

void Game::playComputerMove()
{
    const int column = pendingColumn_;
    pendingColumn_ = -1;
    if (column < 0)
        return;
    if (!isComputerTurn() || !position_.canPlay(column)) {
        computerFailed(tr("the engine chose column %1, which cannot be played").arg(column + 1));
        return;
    }
    emit computerThinkingChanged(false);
    lastComputerMoveMs_ = time_->nowMs();
    pushMove(column, pendingNote_);
}

void Game::onEngineFinished(int requestId)
{
    if (requestId == 0 || requestId != hintRequest_)
        return;
    hintRequest_ = 0;
    emit hintReady(hintAnalysis_.bestColumn, hintAnalysis_.best);
}

void Game::computerFailed(const QString& message)
{
    // Its clock stops: the computer waits for people now.
    rebaseClocks();
    engineFailed_ = true;
    if (!isClockRunning())
        clockTimer_->stop();
    emit computerThinkingChanged(false);
    emit clocksChanged();
    emit errorOccurred(message);
}

void Game::onEngineError(int requestId, const QString& message)
{
    if (requestId == 0)
        return;
    if (requestId == thinkingRequest_) {
        thinkingRequest_ = 0;
        computerFailed(message);
    } else if (requestId == hintRequest_) {
        hintRequest_ = 0;
        emit hintFailed();
        emit errorOccurred(message);
    }
}

void Game::requestHint(qint64 timeMs)
{
    cancelHint();
    hintAnalysis_ = {};
    if (isOver() || isComputerThinking() || pendingColumn_ >= 0)
        return;
    SearchLimits limits;
    limits.maxTime = timeMs > 0 ? std::chrono::milliseconds(timeMs)
                                : moveTime(spec(), position_.movesPlayed(), SkillLevel::kMax,
                                           TimeLimits{std::chrono::milliseconds(computerMoveMs_)});
    hintRequest_ = engine_->analyze(position_, limits);
    emit hintStarted();
}

Clocks Game::liveClocks() const
{
    Clocks c = clocks_;
    if (isClockRunning()) {
        qint64& left = c[seatToMove()];
        left = qMax<qint64>(0, left - (time_->nowMs() - turnStartMs_));
    }
    return c;
}

qint64 Game::remainingMs(int seat) const
{
    return liveClocks()[seat & 1];
}

bool Game::isClockRunning() const
{
    // Held, or a chosen move waiting out the delay between computer moves.
    if (!timeControl_.hasClock() || isOver() || paused_ || held_ || delayTimer_->isActive())
        return false;
    // Looking back at an earlier position is not playing it: no clock runs
    // there (a flag falling would end the game where nobody plays), unless
    // a computer to move was told to play from there (branching_). A flag
    // fall or resignation taken back alone shows the line's last position:
    // the game goes on there, clock and all.
    if (showsAnEarlierPosition() && !(branching_ && isComputerTurn()))
        return false;
    return !isComputerWaiting();
}

void Game::updateClocks()
{
    if (!isClockRunning())
        return;
    const int seat = seatToMove();
    if (remainingMs(seat) <= 0)
        flagFall(seat);
    else
        emit clocksChanged();
}

void Game::flagFall(int seat)
{
    cancelThinking();
    cancelHint();
    // Undo gives the turn back with the time it had when it began (clocks_
    // may have been re-based since, by a hold or a failure).
    Clocks turnStart = clocks_;
    turnStart[seat & 1] = turnStartClockMs_;
    const Player loserSide = sideOf(seat);
    const Player other = opponent(loserSide);
    const GameResult result{GameResult::Kind::Timeout, position_.canStillConnect(other) ? other : Player::None};
    const auto dropped = redoableLine();
    clocksAtEnd_.reset();  // the flag fall is the line's new end
    applying_ = true;
    stack_.push(new EndCommand(this, result, turnStart, dropped));
    applying_ = false;
    announceReplaced(dropped);
    afterChange();
}

}  // namespace c4
