// The game document: moves on the undo stack, computer players, hints,
// clocks with a fake time source, records.
#include "app/engine.h"
#include "app/game.h"
#include "app/gamefile.h"
#include "app/movetext.h"
#include "app/timesource.h"
#include "engine/analyzer.h"
#include "engine/columnorder.h"
#include "engine/notation.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace c4;

namespace {

GameSetup humans(BoardSpec spec = BoardSpec::standard(), TimeControl control = {})
{
    GameSetup setup;
    setup.spec = spec;
    setup.players = {PlayerSetup::human("Ann"), PlayerSetup::human("Bob")};
    setup.firstPlayer = 0;
    setup.timeControl = control;
    return setup;
}

GameSetup humanVsComputer(BoardSpec spec = BoardSpec::standard(), int humanSeat = 0, int first = 0)
{
    GameSetup setup;
    setup.spec = spec;
    setup.players[humanSeat] = PlayerSetup::human("Ann");
    setup.players[1 - humanSeat] = PlayerSetup::computer("Computer", 1);
    setup.firstPlayer = first;
    return setup;
}

// Computers "A" and "B" of one level, A first.
GameSetup twoComputers(BoardSpec spec, int level)
{
    GameSetup setup;
    setup.spec = spec;
    setup.players = {PlayerSetup::computer("A", level), PlayerSetup::computer("B", level)};
    return setup;
}

// A short search for computer moves, so tests stay fast with any engine.
void makeQuick(Game& game)
{
    game.setComputerMoveTime(50);
    game.setComputerDelay(0);
}

// Runs the event loop until the game's computer has moved (or the game ended).
bool waitForComputerMove(Game& game)
{
    if (!game.isComputerThinking())
        return true;
    QSignalSpy thinking(&game, &Game::computerThinkingChanged);
    while (game.isComputerThinking())
        if (!thinking.wait(10000))
            return false;
    return true;
}

// A quick game of a person (first) against the computer, four moves in:
// the person played column 4 twice, the computer answered each.
bool fourMovesAgainstTheComputer(Game& game)
{
    makeQuick(game);
    game.newGame(humanVsComputer());
    for (int i = 0; i < 2; ++i)
        if (!game.play(3) || !waitForComputerMove(game))
            return false;
    return game.position().movesPlayed() == 4;
}

// The plain model the undo stack is checked against: a line of moves and a
// cursor.
// The line as a plain list, a cursor, and for each move the later moves it
// replaced when it was played while browsing (undoing it puts them back).
// Time that passes without telling anyone, as real time does while nothing
// runs the event loop (the terminal game waiting for a line).
class SilentTimeSource : public TimeSource {
public:
    qint64 nowMs() const override { return now; }
    qint64 now = 0;
};

struct LineModel {
    struct Move {
        int column;
        std::vector<Move> replaced;
    };
    std::vector<Move> moves;
    size_t cursor = 0;

    std::vector<int> columns(size_t count) const
    {
        std::vector<int> result;
        for (size_t i = 0; i < count; ++i)
            result.push_back(moves[i].column);
        return result;
    }
    std::vector<int> shown() const { return columns(cursor); }
    std::vector<int> line() const { return columns(moves.size()); }
    size_t size() const { return moves.size(); }
    void play(int column)
    {
        if (cursor < moves.size() && moves[cursor].column == column) {
            ++cursor;
            return;
        }
        Move move{column, {moves.begin() + long(cursor), moves.end()}};
        moves.resize(cursor);
        moves.push_back(move);
        ++cursor;
    }
    // Whether undoing now brings back a replaced line.
    bool undoRestores() const { return cursor > 0 && !moves[cursor - 1].replaced.empty(); }
    void undo()
    {
        --cursor;
        std::vector<Move> replaced = moves[cursor].replaced;
        if (replaced.empty())
            return;
        moves.resize(cursor);
        moves.insert(moves.end(), replaced.begin(), replaced.end());
    }
};

}  // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void newGameStartsEmptyAndClean()
    {
        Game game;
        QSignalSpy changed(&game, &Game::positionChanged);
        game.newGame(humans(BoardSpec{9, 7, 5}));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(game.spec(), (BoardSpec{9, 7, 5}));
        QCOMPARE(game.position().movesPlayed(), 0);
        QVERIFY(!game.isModified());
        QVERIFY(!game.canUndo());
        QVERIFY(!game.canRedo());
        QVERIFY(!game.isOver());
        QCOMPARE(game.player(1).name, QString("Bob"));
        QCOMPARE(game.seatToMove(), 0);
    }

    void randomFirstPlayerPicksBothSeats()
    {
        Game game;
        bool seen[2] = {false, false};
        for (int i = 0; i < 64 && !(seen[0] && seen[1]); ++i) {
            GameSetup setup = humans();
            setup.firstPlayer = GameSetup::kRandomFirst;
            game.newGame(setup);
            seen[game.firstPlayer()] = true;
            QCOMPARE(game.seatToMove(), game.firstPlayer());
        }
        QVERIFY(seen[0] && seen[1]);
    }

    void playRefusesWithAReason_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("reason");
        QTest::addRow("column out of range") << "" << 7 << "column 8 is out of range 1-7";
        QTest::addRow("negative column") << "" << -1 << "column 0 is out of range 1-7";
        QTest::addRow("full column") << "444444" << 3 << "column 4 is full";
        QTest::addRow("game over") << "1212121" << 4 << "the game is over";
    }
    void playRefusesWithAReason()
    {
        QFETCH(QString, moves);
        QFETCH(int, column);
        QFETCH(QString, reason);
        Game game;
        game.newGame(humans());
        for (QChar c : moves)
            QVERIFY(game.play(c.digitValue() - 1));
        const Position before = game.position();
        QString why;
        QVERIFY(!game.play(column, &why));
        QCOMPARE(why, reason);
        QCOMPARE(game.position(), before);
    }

    void playRefusedOnTheComputersTurn()
    {
        Game game;
        makeQuick(game);
        game.newGame(humanVsComputer(BoardSpec::standard(), 0, 1));
        QVERIFY(game.isComputerThinking());
        QString why;
        QVERIFY(!game.play(3, &why));
        QCOMPARE(why, QString("it is the computer's turn"));
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 1);
        QVERIFY(game.isHumanTurn());
    }

    void undoRedoFollowAPlainListModel_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<quint32>("seed");
        QTest::addRow("7x6") << BoardSpec::standard() << 1u;
        QTest::addRow("4x4 connect 3") << BoardSpec{4, 4, 3} << 2u;
        QTest::addRow("1x1") << BoardSpec{1, 1, 1} << 3u;
        QTest::addRow("3x2 connect 5 (always a draw)") << BoardSpec{3, 2, 5} << 4u;
        QTest::addRow("12x3") << BoardSpec{12, 3, 3} << 5u;
        QTest::addRow("40x40") << BoardSpec{40, 40, 4} << 6u;
    }
    void undoRedoFollowAPlainListModel()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(quint32, seed);
        QRandomGenerator random(seed);
        Game game;
        game.newGame(humans(spec));
        LineModel model;
        for (int step = 0; step < 600; ++step) {
            const int op = random.bounded(10);
            if (op < 5) {
                const int column = random.bounded(spec.width);
                Position expected(spec);
                for (int c : model.shown())
                    expected.play(c);
                const bool legal = expected.canPlay(column);
                QCOMPARE(game.play(column), legal);
                if (legal)
                    model.play(column);
            } else if (op < 7) {
                QCOMPARE(game.canUndo(), model.cursor > 0);
                const Position before = game.position();
                const bool restores = model.undoRestores();
                game.undo();
                if (model.cursor > 0) {
                    model.undo();
                    // Undo and redo are exact inverses (except after a move
                    // that replaced a line: redo then replays that line).
                    if (!restores) {
                        game.redo();
                        QCOMPARE(game.position(), before);
                        game.undo();
                    }
                }
            } else if (op < 9) {
                QCOMPARE(game.canRedo(), model.cursor < model.size());
                game.redo();
                if (model.cursor < model.size())
                    ++model.cursor;
            } else {
                const int target = random.bounded(int(model.size()) + 1);
                game.goToMove(target);
                model.cursor = size_t(target);
            }
            QCOMPARE(game.position().moves(), model.shown());
            QCOMPARE(game.line(), model.line());
            QCOMPARE(game.canUndo(), model.cursor > 0);
            QCOMPARE(game.canRedo(), model.cursor < model.size());
            Position replay(spec);
            for (int c : model.shown())
                replay.play(c);
            QCOMPARE(game.isOver(), replay.isOver());
        }
    }

    // Issue 13: playing at move 4 of 8 deleted moves 5-8 for good.
    void playingWhileBrowsingKeepsTheReplacedMovesForUndo_data()
    {
        QTest::addColumn<TimeControl>("control");
        QTest::addRow("no clock") << TimeControl::none();
        QTest::addRow("clock") << TimeControl::clock(60000, 1000);
        QTest::addRow("per move") << TimeControl::perMove(5000);
    }
    void playingWhileBrowsingKeepsTheReplacedMovesForUndo()
    {
        QFETCH(TimeControl, control);
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), control));
        const std::vector<int> original{3, 3, 3, 3, 2, 2, 4, 4};
        for (int c : original) {
            time.advance(700);
            QVERIFY(game.play(c));
        }
        const GameRecord before = game.record();
        game.goToMove(4);
        const GameRecord browsing = game.record();
        QSignalSpy replaced(&game, &Game::lineReplaced);
        QVERIFY(game.play(6));
        QCOMPARE(replaced.size(), 1);
        QCOMPARE(replaced.at(0).at(0).toInt(), 5);
        QCOMPARE(replaced.at(0).at(1).toInt(), 8);
        QCOMPARE(game.line(), (std::vector<int>{3, 3, 3, 3, 6}));
        QCOMPARE(game.undoStack()->undoText(), QString("Move in column 7 (replaces moves 5-8)"));
        game.undo();
        // Back where we were: move 4 of the old line, 5-8 redoable.
        QCOMPARE(game.position().movesPlayed(), 4);
        QCOMPARE(game.line(), original);
        QVERIFY(game.canRedo());
        GameRecord again = game.record();
        again.modified = browsing.modified;
        QCOMPARE(again.moves, browsing.moves);
        QCOMPARE(again.current, browsing.current);
        game.goToMove(8);
        QCOMPARE(game.position().moves(), original);
        QCOMPARE(game.record().moves, before.moves);
        if (control.hasClock())
            QCOMPARE(game.record().clockMs, before.clockMs);
    }

    void branchesInsideBranchesUnwindInOrder()
    {
        Game game;
        game.newGame(humans());
        for (int c : {0, 1, 2, 3, 4, 5})
            QVERIFY(game.play(c));
        game.goToMove(4);
        QVERIFY(game.play(6));  // replaces 5-6
        QVERIFY(game.play(6));
        game.goToMove(2);
        QVERIFY(game.play(5));  // replaces 3-6 (2, 3, 6, 6)
        QCOMPARE(game.line(), (std::vector<int>{0, 1, 5}));
        game.undo();
        QCOMPARE(game.line(), (std::vector<int>{0, 1, 2, 3, 6, 6}));
        QCOMPARE(game.position().movesPlayed(), 2);
        game.goToMove(5);
        game.undo();  // undoes the first branch move: the first line is back
        QCOMPARE(game.line(), (std::vector<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(game.position().movesPlayed(), 4);
    }

    void resigningWhileBrowsingKeepsTheLaterMoves()
    {
        Game game;
        game.newGame(humans());
        for (int c : {0, 1, 2, 3})
            QVERIFY(game.play(c));
        game.goToMove(2);
        QSignalSpy replaced(&game, &Game::lineReplaced);
        QVERIFY(game.resign());
        QCOMPARE(replaced.size(), 1);
        QVERIFY(game.isOver());
        game.undo();
        QVERIFY(!game.isOver());
        QCOMPARE(game.line(), (std::vector<int>{0, 1, 2, 3}));
        QCOMPARE(game.position().movesPlayed(), 2);
    }

    void replayingTheNextMoveReplacesNothing()
    {
        Game game;
        game.newGame(humans());
        for (int c : {0, 1, 2, 3})
            QVERIFY(game.play(c));
        game.goToMove(2);
        QSignalSpy replaced(&game, &Game::lineReplaced);
        QVERIFY(game.play(2));
        QCOMPARE(replaced.size(), 0);
        QCOMPARE(game.line(), (std::vector<int>{0, 1, 2, 3}));
    }

    void branchingAgainstTheComputerIsUndoneInOneStep()
    {
        Game game;
        makeQuick(game);
        game.newGame(humanVsComputer());
        for (int i = 0; i < 3; ++i) {
            QVERIFY(game.play(3));
            QVERIFY(waitForComputerMove(game));
        }
        const std::vector<int> original = game.line();
        game.goToMove(2);
        QVERIFY(game.isHumanTurn());
        QVERIFY(game.play(0));
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 4);
        game.undo();  // the computer's answer and the branch move
        QCOMPARE(game.position().movesPlayed(), 2);
        QCOMPARE(game.line(), original);
        QVERIFY(!game.isComputerThinking());
    }

    // Issue 13: the terminal game accepted a move 3 s into a 1 s clock; the
    // game itself now refuses a move made after the flag fell.
    void aMoveAfterTheFlagFellDoesNotCount_data()
    {
        QTest::addColumn<TimeControl>("control");
        QTest::addRow("clock") << TimeControl::clock(1000, 0);
        QTest::addRow("per move") << TimeControl::perMove(1000);
    }
    void aMoveAfterTheFlagFellDoesNotCount()
    {
        QFETCH(TimeControl, control);
        SilentTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), control));
        time.now = 900;
        QVERIFY(game.play(3));  // in time
        time.now = 900 + 3000;  // three seconds for a one-second clock
        QString why;
        QVERIFY(!game.play(3, &why));
        QCOMPARE(why, QString("the clock ran out before the move"));
        QCOMPARE(game.position().moves(), (std::vector<int>{3}));
        QVERIFY(game.isOver());
        QCOMPARE(game.result().kind, GameResult::Kind::Timeout);
        QCOMPARE(game.result().winner, Player::First);
        // Undo takes the flag fall back, as in the window.
        game.undo();
        QVERIFY(!game.isOver());
    }

    void modifiedFollowsTheCleanState()
    {
        Game game;
        game.newGame(humans());
        QSignalSpy modified(&game, &Game::modifiedChanged);
        QVERIFY(game.play(3));
        QVERIFY(game.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.at(0).at(0).toBool(), true);
        game.setClean();
        QVERIFY(!game.isModified());
        QCOMPARE(modified.last().at(0).toBool(), false);
        game.undo();
        QVERIFY(game.isModified());
        game.redo();
        QVERIFY(!game.isModified());
    }

    // A file keeps the whole line, redoable moves too: undoing every move
    // of a new game back to its empty board (or browsing back to where it
    // was saved) left moves the file lacks, yet counted as saved, so Quit
    // asked nothing and the moves were lost.
    void movesBeyondTheSavedPositionAreAChange()
    {
        Game game;
        game.newGame(humans());
        QSignalSpy modified(&game, &Game::modifiedChanged);
        for (int c : {3, 3, 2, 4})
            QVERIFY(game.play(c));
        game.goToMove(0);
        QCOMPARE(game.currentMove(), 0);
        QVERIFY(game.isModified());
        QCOMPARE(modified.count(), 1);  // only when it first became modified

        // Saved after two moves with two more redoable, then played on and
        // browsed back: the line beyond differs from the file's.
        game.goToMove(2);
        game.setClean();
        QVERIFY(!game.isModified());
        QCOMPARE(modified.last().at(0).toBool(), false);
        game.goToMove(4);
        QVERIFY(game.isModified());
        game.goToMove(2);
        QVERIFY(!game.isModified());  // the same position and line as saved
        QVERIFY(game.play(6));  // replaces the redoable moves 2 4
        QVERIFY(game.isModified());
        game.undo();  // puts them back, redoable
        QCOMPARE(game.line(), (std::vector<int>{3, 3, 2, 4}));
        QVERIFY(!game.isModified());
        QCOMPARE(modified.last().at(0).toBool(), false);
    }

    // The players are in the file: swapping sides or changing a level is a
    // change, and changing them back is none.
    void changingAPlayerIsAChange()
    {
        Game game;
        game.newGame(humans());
        QVERIFY(game.play(3));
        game.setClean();
        QSignalSpy modified(&game, &Game::modifiedChanged);
        const PlayerSetup before = game.player(1);
        game.setPlayer(1, PlayerSetup::human(QStringLiteral("Bea")));
        QVERIFY(game.isModified());
        QCOMPARE(modified.count(), 1);
        game.setPlayer(1, before);
        QVERIFY(!game.isModified());
        QCOMPARE(modified.count(), 2);
    }

    void winIsAnnouncedOnceWithTheLine()
    {
        Game game;
        game.newGame(humans());
        QSignalSpy over(&game, &Game::gameOver);
        for (int c : {0, 1, 0, 1, 0, 1})
            QVERIFY(game.play(c));
        QCOMPARE(over.count(), 0);
        QVERIFY(game.play(0));
        QCOMPARE(over.count(), 1);
        const auto result = over.at(0).at(0).value<GameResult>();
        QCOMPARE(result.kind, GameResult::Kind::Connect);
        QCOMPARE(result.winner, Player::First);
        QCOMPARE(game.seatOf(result.winner), 0);
        QCOMPARE(int(game.winningLine().size()), 4);
        game.undo();
        QVERIFY(!game.isOver());
        game.redo();
        QCOMPARE(over.count(), 2);
    }

    void computerAnswersAndUndoTakesTwoPlies()
    {
        Game game;
        makeQuick(game);
        game.newGame(humanVsComputer());
        QVERIFY(game.isHumanTurn());
        QVERIFY(game.play(3));
        QVERIFY(game.isComputerThinking());
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 2);
        QVERIFY(game.isHumanTurn());
        // The computer's move carries the engine's note.
        const MoveNote note = game.note(1);
        QVERIFY(note.timeMs >= 0);

        QVERIFY(game.canUndo());
        game.undo();
        QCOMPARE(game.position().movesPlayed(), 0);
        QVERIFY(game.isHumanTurn());
        QVERIFY(!game.isComputerThinking());
        game.redo();
        QCOMPARE(game.position().movesPlayed(), 2);
        QVERIFY(game.isHumanTurn());
        QVERIFY(!game.isComputerThinking());
    }

    // The computer proves one column best; a random move of a weak level
    // gets no score from that search (the others' estimates may be mere
    // bounds), so a move's evaluation is never a bound shown as a value.
    void aRandomComputerMoveCarriesNoEstimate()
    {
        Game game;
        // Depth 1 ends at once; a long limit only keeps a loaded machine
        // from cutting the search before it has a best column.
        game.setComputerMoveTime(10000);
        game.setComputerDelay(0);
        Analyzer depthOne(size_t{1} << 20);
        SearchLimits limits;
        limits.maxDepth = 1;
        limits.bestMoveOnly = true;
        // Games until both kinds of move were seen (a game can end within a
        // few moves); the person's columns differ from game to game.
        int scored = 0, unscored = 0;
        for (int g = 0; g < 20 && (scored == 0 || unscored == 0); ++g) {
            game.newGame(humanVsComputer());  // level 1: depth 1, many random moves
            for (int round = 0; !game.isOver(); ++round) {
                const Position& p = game.position();
                int human = centreOutColumn(p.width(), (g + round) % p.width());
                while (!p.canPlay(human))
                    human = (human + 1) % p.width();
                QVERIFY(game.play(human));
                if (game.isOver())
                    break;
                const Position before = game.position();
                QVERIFY(waitForComputerMove(game));
                const int moveIndex = before.movesPlayed();
                const int column = game.line()[size_t(moveIndex)];
                const std::optional<Score> score = game.note(moveIndex).score;
                if (score && !score->isExact())
                    QCOMPARE(column, depthOne.analyze(before, limits).bestColumn);
                (score ? scored : unscored) += 1;
            }
        }
        QVERIFY(scored > 0);
        QVERIFY(unscored > 0);
    }

    void undoWhileTheComputerThinksGivesTheTurnBack()
    {
        Engine engine;
        ManualTimeSource time;
        Game game(&engine, &time);
        makeQuick(game);
        game.newGame(humanVsComputer());
        QVERIFY(game.play(3));
        QVERIFY(game.play(3) == false);  // not the human's turn
        QVERIFY(game.isComputerThinking());
        // Let the search end and its answer wait in the event queue: the
        // worst moment for an undo.
        QVERIFY(engine.waitForWorkers(10000));
        QSignalSpy changed(&game, &Game::positionChanged);
        game.undo();
        QVERIFY(!game.isComputerThinking());
        QCOMPARE(game.position().movesPlayed(), 0);
        QVERIFY(game.isHumanTurn());
        // Nothing from the cancelled search arrives afterwards.
        QCoreApplication::processEvents();
        QVERIFY(engine.waitForWorkers(10000));
        QCoreApplication::processEvents();
        QCOMPARE(game.position().movesPlayed(), 0);
        QVERIFY(game.isHumanTurn());
        QVERIFY(!game.isComputerThinking());
        QCOMPARE(changed.count(), 1);
        // The human plays on and the computer answers that move.
        QVERIFY(game.play(0));
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 2);
        QCOMPARE(game.position().moves().front(), 0);
    }

    void undoWhileTheComputerThinksInTheMiddleOfAGame()
    {
        Engine engine;
        Game game(&engine, nullptr);
        makeQuick(game);
        game.newGame(humanVsComputer());
        QVERIFY(game.play(3));
        QVERIFY(waitForComputerMove(game));
        QVERIFY(game.play(2));
        QVERIFY(game.isComputerThinking());
        game.undo();  // back to the human's previous turn: one ply here
        QCOMPARE(game.position().movesPlayed(), 2);
        QVERIFY(game.isHumanTurn());
        QVERIFY(!game.isComputerThinking());
        QVERIFY(engine.waitForWorkers(10000));
        QCoreApplication::processEvents();
        QCOMPARE(game.position().movesPlayed(), 2);
    }

    void computerMovingFirstCannotBeUndoneAway()
    {
        Game game;
        makeQuick(game);
        game.newGame(humanVsComputer(BoardSpec::standard(), 0, 1));
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 1);
        // There is no earlier turn of the human to go back to.
        QVERIFY(!game.canUndo());
        game.undo();
        QCOMPARE(game.position().movesPlayed(), 1);
    }

    void browsingBackMakesTheComputerWait()
    {
        Game game;
        QVERIFY(fourMovesAgainstTheComputer(game));
        game.goToMove(1);  // the computer is to move here, but we are browsing
        QVERIFY(!game.isComputerThinking());
        QCOMPARE(game.position().movesPlayed(), 1);
        game.goToMove(4);
        QCOMPARE(game.position().movesPlayed(), 4);
        QVERIFY(game.isHumanTurn());
        game.goToMove(1);
        game.resume();  // play from here: the computer answers
        QVERIFY(game.isComputerThinking());
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 2);
        QVERIFY(game.isHumanTurn());
        QVERIFY(!game.isComputerThinking());
    }

    void computerVsComputerPlaysToTheEnd_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addRow("4x4 connect 3") << BoardSpec{4, 4, 3};
        QTest::addRow("5x4 connect 4") << BoardSpec{5, 4, 4};
        QTest::addRow("3x3 connect 4 (a draw)") << BoardSpec{3, 3, 4};
    }
    void computerVsComputerPlaysToTheEnd()
    {
        QFETCH(BoardSpec, spec);
        Game game;
        makeQuick(game);
        GameSetup setup;
        setup.spec = spec;
        setup.players = {PlayerSetup::computer("A", 1), PlayerSetup::computer("B", 2)};
        QSignalSpy over(&game, &Game::gameOver);
        game.newGame(setup);
        QVERIFY(over.wait(60000));
        QVERIFY(game.position().isOver());
        const GameResult result = over.at(0).at(0).value<GameResult>();
        QCOMPARE(result, game.result());
        QCOMPARE(result.winner, game.position().winner());
        QVERIFY(!game.isComputerThinking());
        if (spec.connect > spec.width && spec.connect > spec.height)
            QCOMPARE(result.kind, GameResult::Kind::BoardFull);
    }

    void computerVsComputerPausesAndResumes()
    {
        Engine engine;
        Game game(&engine, nullptr);
        makeQuick(game);
        GameSetup setup = twoComputers(BoardSpec{4, 4, 3}, 1);
        QSignalSpy changed(&game, &Game::positionChanged);
        game.newGame(setup);
        QVERIFY(changed.wait(10000));
        game.pause();
        QVERIFY(game.isPaused());
        QVERIFY(!game.isComputerThinking());
        const int moves = game.position().movesPlayed();
        QVERIFY(engine.waitForWorkers(10000));
        QCoreApplication::processEvents();
        QCOMPARE(game.position().movesPlayed(), moves);
        QSignalSpy over(&game, &Game::gameOver);
        game.resume();
        QVERIFY(!game.isPaused());
        QVERIFY(over.wait(60000));
        QVERIFY(game.position().isOver());
    }

    // The delay between computer moves, observed on the real clock: every
    // move after the first comes at least about the delay after the one
    // before (each search takes far less), and not absurdly later. The
    // bounds are loose; only the behaviour is the test's business.
    void computerVsComputerKeepsTheDelayBetweenMoves()
    {
        constexpr int kDelayMs = 400;
        Game game;
        game.setComputerMoveTime(30);
        game.setComputerDelay(kDelayMs);
        GameSetup setup = twoComputers(BoardSpec{5, 4, 4}, 1);
        QElapsedTimer clock;
        clock.start();
        QList<qint64> movedAt;
        connect(&game, &Game::positionChanged, this, [&] {
            if (game.position().movesPlayed() > movedAt.size())
                movedAt << clock.elapsed();
        });
        QSignalSpy changed(&game, &Game::positionChanged);
        game.newGame(setup);
        while (movedAt.size() < 4 && !game.isOver())
            QVERIFY(changed.wait(10000));
        QVERIFY(movedAt.size() >= 3);
        for (int i = 1; i < movedAt.size(); ++i) {
            const qint64 gap = movedAt[i] - movedAt[i - 1];
            QVERIFY2(gap >= kDelayMs * 3 / 4,
                     qPrintable(QStringLiteral("move %1 came %2 ms after the one before").arg(i + 1).arg(gap)));
            QVERIFY2(gap < 10'000, qPrintable(QString::number(gap)));
        }
    }

    // Undo between two computers pauses the game (the Pause action shows
    // it), and nothing is played until Resume: not the move just taken
    // back (which would make Undo do nothing), nor one the computer had
    // chosen and was holding back for the delay. Resume plays on from
    // there, one move at a time.
    void computerVsComputerPausesAfterUndoAndNeverReplaysAMove()
    {
        Game game;
        game.setComputerMoveTime(30);
        game.setComputerDelay(300);
        QSignalSpy changed(&game, &Game::positionChanged);
        QSignalSpy paused(&game, &Game::pausedChanged);
        game.newGame(twoComputers(BoardSpec{6, 5, 4}, 1));
        while (game.position().movesPlayed() < 3)
            QVERIFY(changed.wait(10000));
        // The next move is on its way (searching, or chosen and waiting).
        QVERIFY(game.isComputerThinking());
        const std::vector<int> line = game.position().moves();
        paused.clear();
        changed.clear();
        game.undo();
        QCOMPARE(game.position().moves(), std::vector<int>(line.begin(), line.end() - 1));
        QVERIFY(game.isPaused());
        QCOMPARE(paused.count(), 1);
        QCOMPARE(paused.at(0).at(0).toBool(), true);
        QVERIFY(!game.isComputerThinking());
        QCOMPARE(changed.count(), 1);
        // Longer than a search plus the delay: nothing comes.
        QVERIFY(!changed.wait(1500));
        QCOMPARE(game.position().moves(), std::vector<int>(line.begin(), line.end() - 1));
        QCOMPARE(game.line(), line);  // the undone move waits for Redo
        QVERIFY(game.canRedo());

        game.resume();
        QVERIFY(!game.isPaused());
        while (game.position().movesPlayed() < int(line.size()) + 2 && !game.isOver()) {
            const int before = game.position().movesPlayed();
            QVERIFY(changed.wait(10000));
            QVERIFY(game.position().movesPlayed() <= before + 1);  // one move at a time
        }
        QVERIFY(game.position().movesPlayed() >= int(line.size()));
        QVERIFY(!game.canRedo());  // playing on replaced the undone move
    }

    void hintSuggestsWithoutPlaying()
    {
        Game game;
        game.newGame(humans());
        for (int c : {0, 1, 0, 1, 0, 1})
            QVERIFY(game.play(c));
        QSignalSpy hints(&game, &Game::hintReady);
        game.requestHint(200);
        QVERIFY(game.isHintPending());
        QVERIFY(hints.wait(10000));
        QCOMPARE(hints.at(0).at(0).toInt(), 0);  // the win
        QVERIFY(hints.at(0).at(1).value<Score>().isWin());
        QCOMPARE(game.position().movesPlayed(), 6);
    }

    // A hint whose search fails is no longer pending, and says so: the
    // status and the Hint action followed only hintStarted and hintReady.
    void aFailedHintIsNoLongerPending()
    {
        Game game;
        game.newGame(humans(BoardSpec{9, 7, 4}));
        QSignalSpy failed(&game, &Game::hintFailed);
        QSignalSpy errors(&game, &Game::errorOccurred);
        game.requestHint(5000);
        QVERIFY(game.isHintPending());
        emit game.engine()->errorOccurred(game.engine()->currentRequest(), QStringLiteral("out of memory"));
        QVERIFY(!game.isHintPending());
        QCOMPARE(failed.count(), 1);
        QCOMPARE(errors.count(), 1);
        game.engine()->stop();
    }

    void hintIsDroppedWhenThePositionChanges()
    {
        Game game;
        game.newGame(humans());
        QSignalSpy hints(&game, &Game::hintReady);
        game.requestHint(200);
        QVERIFY(game.play(3));
        QVERIFY(!game.isHintPending());
        QVERIFY(game.engine()->waitForWorkers(10000));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(hints.count(), 0);
    }

    // A modal dialog holds the game: the clock stands still and the
    // computer does not move behind it (a clock ran out while Preferences
    // was open); released, everything goes on as before.
    void aHeldGameStopsItsClockAndItsComputer()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        makeQuick(game);
        GameSetup setup = humanVsComputer(BoardSpec::standard(), 1, 1);  // the human begins
        setup.timeControl = TimeControl::clock(1000);
        game.newGame(setup);
        time.advance(300);
        game.setHeld(true);
        QVERIFY(game.isHeld());
        QVERIFY(!game.isPaused());
        QVERIFY(!game.isClockRunning());
        time.advance(5000);
        QCOMPARE(game.remainingMs(1), qint64(700));
        QVERIFY(!game.isOver());
        QVERIFY(game.play(3));  // a person may still move (a dialog that plays, such as a paste)
        // The move's time is what its clock lost (files rebuild the clocks
        // from it), not the wall time since the turn began or since the hold.
        QCOMPARE(game.note(0).timeMs, qint64(300));
        QVERIFY(!game.isComputerThinking());
        game.setHeld(false);
        QVERIFY(game.isComputerThinking());
        QVERIFY(game.isClockRunning());
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 2);
        time.advance(200);
        QCOMPARE(game.remainingMs(1), qint64(500));
    }

    // After an engine failure the computer waits for people, but its clock
    // ran on and the game was lost on time; resume() tries again.
    void aComputerWhoseEngineFailedWaitsWithItsClockStopped()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        makeQuick(game);
        QSignalSpy errors(&game, &Game::errorOccurred);
        GameSetup setup = humanVsComputer(BoardSpec{9, 7, 4}, 1, 0);  // the computer begins
        setup.timeControl = TimeControl::clock(10000);
        game.newGame(setup);
        QVERIFY(game.isComputerThinking());
        // The engine reports a failure of the search under way (as an
        // exception in the search would).
        emit game.engine()->errorOccurred(game.engine()->currentRequest(), QStringLiteral("out of memory"));
        QCOMPARE(errors.count(), 1);
        QVERIFY(!game.isComputerThinking());
        QVERIFY(game.isComputerWaiting());
        QVERIFY(!game.isClockRunning());
        const qint64 left = game.remainingMs(0);
        time.advance(20000);
        QCOMPARE(game.remainingMs(0), left);
        QVERIFY(!game.isOver());
        // A held and released game (a message box over the window) does not
        // try again on its own: that would show the failure again and again.
        game.setHeld(true);
        game.setHeld(false);
        QVERIFY(!game.isComputerThinking());

        game.resume();
        QVERIFY(game.isComputerThinking());
        QVERIFY(game.isClockRunning());
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 1);
    }

    // The pause that lets people follow two computers was charged to the
    // mover's clock: on a short clock the flag fell from the pauses alone.
    void theDelayBetweenComputerMovesIsNotOnTheClock()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.setComputerMoveTime(30);
        game.setComputerDelay(300);  // real time; the clocks run on `time`
        GameSetup setup = twoComputers(BoardSpec{6, 5, 4}, 1);
        setup.firstPlayer = 0;
        setup.timeControl = TimeControl::clock(60000);
        QSignalSpy changed(&game, &Game::positionChanged);
        game.newGame(setup);
        while (game.position().movesPlayed() < 1)
            QVERIFY(changed.wait(10000));
        // The second move is chosen at once and waits out the delay.
        QTRY_VERIFY_WITH_TIMEOUT(game.isComputerThinking() && !game.isClockRunning(), 10000);
        QCOMPARE(game.position().movesPlayed(), 1);
        time.advance(5000);
        QCOMPARE(game.remainingMs(1), qint64(60000));
        while (game.position().movesPlayed() < 2)
            QVERIFY(changed.wait(10000));
        QCOMPARE(game.remainingMs(1), qint64(60000));
        QCOMPARE(game.note(1).timeMs, qint64(0));
        game.pause();
    }

    void clockRunsOutAndLoses()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::clock(1000)));
        QSignalSpy over(&game, &Game::gameOver);
        QCOMPARE(game.remainingMs(0), qint64(1000));
        QVERIFY(game.isClockRunning());
        time.advance(300);
        QCOMPARE(game.remainingMs(0), qint64(700));
        QCOMPARE(game.remainingMs(1), qint64(1000));
        QVERIFY(game.play(3));
        QCOMPARE(game.note(0).timeMs, qint64(300));
        QCOMPARE(game.remainingMs(0), qint64(700));
        time.advance(999);
        QCOMPARE(game.remainingMs(1), qint64(1));
        QVERIFY(!game.isOver());
        time.advance(1);
        QCOMPARE(over.count(), 1);
        const GameResult result = game.result();
        QCOMPARE(result.kind, GameResult::Kind::Timeout);
        QCOMPARE(game.seatOf(result.winner), 0);
        QCOMPARE(game.remainingMs(1), qint64(0));
        QVERIFY(!game.isClockRunning());
        QString why;
        QVERIFY(!game.play(2, &why));
        // Undoing the flag fall gives the turn back with the time it had,
        // and the clock runs again: the game goes on at its last position.
        game.undo();
        QVERIFY(!game.isOver());
        QCOMPARE(game.remainingMs(1), qint64(1000));
        QCOMPARE(game.position().movesPlayed(), 1);
        QVERIFY(game.isClockRunning());
        time.advance(400);
        QCOMPARE(game.remainingMs(1), qint64(600));
        // Looking back and returning gives none of that time back.
        game.undo();
        time.advance(5000);
        game.redo();
        QCOMPARE(game.remainingMs(1), qint64(600));
        QVERIFY(game.isClockRunning());
    }

    // Browsing back and returning to the last move gave the player to move
    // back the time of the turn in progress (the last move's clocks were
    // restored), again and again.
    void browsingTheHistoryGivesNoTimeBack()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::clock(60'000)));
        QVERIFY(game.play(3));
        time.advance(50'000);  // the second player thinks
        QCOMPARE(game.remainingMs(1), qint64(10'000));
        game.goToMove(0);
        time.advance(1'000);
        game.goToMove(1);
        QCOMPARE(game.remainingMs(1), qint64(10'000));
        game.undo();
        game.redo();
        QCOMPARE(game.remainingMs(1), qint64(10'000));
        time.advance(2'000);
        QCOMPARE(game.remainingMs(1), qint64(8'000));
        // A move played from an earlier position starts a new line, with
        // the clocks of that moment, as before.
        game.goToMove(0);
        QVERIFY(game.play(4));
        QCOMPARE(game.position().moves(), std::vector<int>{4});
        QCOMPARE(game.remainingMs(1), qint64(60'000));
    }

    // Looking back at an earlier position in a timed game is not playing
    // it: the clock of the side to move there stood, so its flag could not
    // fall there (it ended the game with a loss on time and replaced the
    // later moves).
    void lookingBackInATimedGameRunsNoClock()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::perMove(10'000)));
        for (int c : {3, 3, 4})
            QVERIFY(game.play(c));
        game.goToMove(1);
        QVERIFY(!game.isClockRunning());
        const qint64 left = game.remainingMs(1);
        time.advance(30'000);
        game.updateClocks();
        QVERIFY(!game.isOver());
        QCOMPARE(game.remainingMs(1), left);
        QCOMPARE(game.line(), (std::vector<int>{3, 3, 4}));
        // Back at the end, the game's own clock runs again.
        game.goToMove(3);
        QVERIFY(game.isClockRunning());
        time.advance(1'000);
        QCOMPARE(game.remainingMs(1), qint64(9'000));
    }

    // A move played at a browsed position plays on from there: the
    // computer answers (before, the same move as recorded left it waiting,
    // and between two computers Resume went one move at a time).
    void aMovePlayedAtABrowsedPositionIsAnswered()
    {
        Game game;
        QVERIFY(fourMovesAgainstTheComputer(game));
        const std::vector<int> line = game.line();
        game.goToMove(2);
        QVERIFY(game.play(line[2]));  // the move recorded: the line stays
        QVERIFY(game.isComputerThinking());
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 4);
        QVERIFY(game.isHumanTurn());
    }

    // Once a replayed line hands the turn back to the person, the game is
    // plain browsing again: a computer put in their seat waits for Resume.
    void aReplayedLineBackAtThePersonIsBrowsingAgain()
    {
        Game game;
        QVERIFY(fourMovesAgainstTheComputer(game));
        QVERIFY(game.play(3));
        QVERIFY(waitForComputerMove(game));
        const std::vector<int> line = game.line();
        game.goToMove(2);
        QVERIFY(game.play(line[2]));
        QVERIFY(waitForComputerMove(game));  // level 1 at depth 1 plays the same again
        QCOMPARE(game.line(), line);
        QCOMPARE(game.position().movesPlayed(), 4);
        const PlayerSetup ann = game.player(0);
        game.setPlayer(0, game.player(1));
        game.setPlayer(1, ann);
        QVERIFY(!game.isComputerThinking());
        QVERIFY(game.isComputerWaiting());
    }

    void resumingTwoComputersAtABrowsedPositionPlaysOn()
    {
        Game game;
        game.setComputerMoveTime(30);
        game.setComputerDelay(0);
        QSignalSpy over(&game, &Game::gameOver);
        game.newGame(twoComputers(BoardSpec{5, 4, 4}, 10));
        QVERIFY(over.wait(30000));
        const std::vector<int> line = game.line();
        QVERIFY(line.size() > 4);
        game.goToMove(2);
        game.resume();
        // Whether a move keeps the recorded line (the same move again) or
        // starts a new one (a loaded machine may find another move in 30 ms),
        // the computers play on to the end of the game.
        QTRY_VERIFY_WITH_TIMEOUT(game.isOver(), 30000);
        QCOMPARE(game.position().movesPlayed(), int(game.line().size()));
        QVERIFY(game.position().movesPlayed() > 3);
    }

    // Resume at a position browsed back to, where the computer is to move:
    // its clock (stopped while it waited) was charged the whole wait, did
    // not tick while it thought, and the move it played was charged nothing.
    void theComputerPlayingFromABrowsedPositionUsesItsClockFromThen()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        makeQuick(game);
        GameSetup setup = humanVsComputer(BoardSpec{9, 7, 4}, 0, 0);  // Ann begins
        setup.timeControl = TimeControl::clock(60'000);
        game.newGame(setup);
        QVERIFY(game.play(4));
        QVERIFY(waitForComputerMove(game));
        QVERIFY(game.play(4));
        QVERIFY(waitForComputerMove(game));
        game.goToMove(1);  // the computer to move, browsing: it waits
        QVERIFY(game.isComputerWaiting());
        const qint64 before = game.remainingMs(1);
        time.advance(10'000);
        QCOMPARE(game.remainingMs(1), before);
        game.resume();
        QVERIFY(game.isComputerThinking());
        QVERIFY(game.isClockRunning());
        time.advance(1'000);
        QCOMPARE(game.remainingMs(1), before - 1'000);
        // A dialog over the window holds it and gives it back as it was.
        game.setHeld(true);
        time.advance(5'000);
        game.setHeld(false);
        QVERIFY(game.isComputerThinking());
        QCOMPARE(game.remainingMs(1), before - 1'000);
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 2);
        QCOMPARE(game.remainingMs(1), before - 1'000);  // what it spent, no more, no less
    }

    // A hold during the turn re-bases the clocks; undoing the flag fall
    // still gives the turn back with the time it had when it began.
    void undoingAFlagFallAfterAHoldGivesTheWholeTurnBack()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::clock(1000)));
        QVERIFY(game.play(3));
        time.advance(400);
        game.setHeld(true);
        time.advance(5000);
        game.setHeld(false);
        time.advance(600);
        QVERIFY(game.isOver());
        QCOMPARE(game.result().kind, GameResult::Kind::Timeout);
        game.undo();
        QVERIFY(!game.isOver());
        QCOMPARE(game.remainingMs(1), qint64(1000));
    }

    void flagFallIsADrawWhenTheOpponentCannotWin()
    {
        // 3x1, connect 3: one possible line. Once both have a stone in it,
        // nobody can win, so a flag fall cannot be a loss.
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec{3, 1, 3}, TimeControl::clock(1000)));
        QVERIFY(game.play(0));
        QVERIFY(game.play(1));
        time.advance(1000);
        QVERIFY(game.isOver());
        QCOMPARE(game.result().kind, GameResult::Kind::Timeout);
        QCOMPARE(game.result().winner, Player::None);
        QVERIFY(game.result().isDraw());
    }

    void flagFallLosesWhenTheOpponentCanStillWin()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec{3, 1, 3}, TimeControl::clock(1000)));
        QVERIFY(game.play(0));
        time.advance(1000);  // the second player has no stone in the line yet
        QCOMPARE(game.result().kind, GameResult::Kind::Timeout);
        QCOMPARE(game.result().winner, Player::First);
    }

    void incrementIsAddedAfterEachMove()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::clock(1000, 500)));
        time.advance(300);
        QVERIFY(game.play(3));
        QCOMPARE(game.remainingMs(0), qint64(1200));
        time.advance(100);
        QCOMPARE(game.remainingMs(1), qint64(900));
        game.undo();
        QCOMPARE(game.remainingMs(0), qint64(700));
        QCOMPARE(game.remainingMs(1), qint64(1000));
    }

    void timePerMoveRestartsEachTurn()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::perMove(1000)));
        time.advance(999);
        QVERIFY(game.play(3));
        QCOMPARE(game.remainingMs(1), qint64(1000));
        time.advance(999);
        QVERIFY(game.play(3));
        QCOMPARE(game.remainingMs(0), qint64(1000));
        time.advance(1000);
        QCOMPARE(game.result().kind, GameResult::Kind::Timeout);
        QCOMPARE(game.seatOf(game.result().winner), 1);
    }

    void pausedClocksDoNotRun()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::clock(1000)));
        time.advance(200);
        game.pause();
        time.advance(5000);
        QVERIFY(!game.isOver());
        QCOMPARE(game.remainingMs(0), qint64(800));
        QString why;
        QVERIFY(!game.play(3, &why));
        QCOMPARE(why, QString("the game is paused"));
        game.resume();
        time.advance(100);
        QCOMPARE(game.remainingMs(0), qint64(700));
    }

    void computerFlagFallsToo()
    {
        // A computer that is given no time at all loses on time rather
        // than hanging the game.
        ManualTimeSource time;
        Engine engine;
        Game game(&engine, &time);
        makeQuick(game);
        GameSetup setup = humanVsComputer(BoardSpec::standard(), 0, 1);
        setup.timeControl = TimeControl::clock(500);
        game.newGame(setup);
        QVERIFY(game.isComputerThinking());
        time.advance(500);
        QVERIFY(game.isOver());
        QCOMPARE(game.seatOf(game.result().winner), 0);
        QVERIFY(!game.isComputerThinking());
        QVERIFY(engine.waitForWorkers(10000));
        QCoreApplication::processEvents();
        QCOMPARE(game.position().movesPlayed(), 0);
    }

    void resignationEndsTheGameAndCanBeUndone()
    {
        Game game;
        game.newGame(humans());
        QVERIFY(game.play(3));
        QSignalSpy over(&game, &Game::gameOver);
        QVERIFY(game.resign());
        QCOMPARE(over.count(), 1);
        QCOMPARE(game.result().kind, GameResult::Kind::Resignation);
        QCOMPARE(game.seatOf(game.result().winner), 0);
        game.undo();
        QVERIFY(!game.isOver());
        QCOMPARE(game.position().movesPlayed(), 1);
    }

    // Browsing back from a resignation keeps it in the record (the loader
    // puts it back after the moves); undoing it with every move still on
    // the board takes it back.
    void aResignationBrowsedBackFromIsSaved()
    {
        Game game;
        game.newGame(humans());
        for (int c : {3, 3, 2})
            QVERIFY(game.play(c));
        QVERIFY(game.resign());
        game.goToMove(1);
        const GameRecord browsing = game.record();
        QCOMPARE(browsing.shownMoves(), 1);
        QCOMPARE(browsing.result.kind, GameResult::Kind::Resignation);
        QCOMPARE(browsing.result.winner, Player::First);

        Game other;
        QVERIFY(other.loadRecord(browsing));
        QVERIFY(!other.isOver());
        QCOMPARE(other.position().movesPlayed(), 1);
        other.goToMove(3);  // the whole line, and the end after it
        QVERIFY(other.isOver());
        QCOMPARE(other.result().kind, GameResult::Kind::Resignation);
        QCOMPARE(other.result().winner, Player::First);  // the second player, to move, resigned

        game.goToMove(3);
        QVERIFY(game.isOver());
        game.undo();  // the resignation alone is taken back
        QVERIFY(!game.isOver());
        QCOMPARE(game.record().result.kind, GameResult::Kind::None);
    }

    // A clock game opened while browsing shows each move's clocks as they
    // were, as the game that saved it did, up to the flag fall at its end.
    void aClockGameBrowsedBackOpensWithEveryMovesClocks()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec::standard(), TimeControl::clock(10000, 500)));
        for (int c : {3, 3, 2, 4, 1}) {
            time.advance(1500);
            QVERIFY(game.play(c));
        }
        time.advance(20000);  // the second player's flag falls
        QCOMPARE(game.result().kind, GameResult::Kind::Timeout);
        const GameRecord finished = game.record();
        game.goToMove(3);
        const GameRecord browsing = game.record();
        QCOMPARE(browsing.shownMoves(), 3);

        Game other(nullptr, &time);
        QSignalSpy replaced(&other, &Game::lineReplaced);
        QVERIFY(other.loadRecord(browsing));
        QVERIFY(!other.isOver());
        for (int move : {3, 1, 4, 0, 2}) {
            game.goToMove(move);
            other.goToMove(move);
            QCOMPARE(other.remainingMs(0), game.remainingMs(0));
            QCOMPARE(other.remainingMs(1), game.remainingMs(1));
        }
        other.goToMove(5);
        QVERIFY(other.isOver());
        QCOMPARE(other.result(), finished.result);
        QCOMPARE(other.remainingMs(1), qint64(0));
        other.undo();  // the flag fall taken back: the turn's clock as it started
        QCOMPARE(other.remainingMs(1), qint64(10000 - 3000 + 1000));
        QCOMPARE(replaced.size(), 0);
        QCOMPARE(other.line(), (std::vector<int>{3, 3, 2, 4, 1}));
    }

    // A hand-made file whose browsed position has its mover's clock at 0
    // while the game went on from there: the flag does not fall at once
    // over the later moves (the review's file).
    void aBrowsedPositionWhoseClockSaysZeroKeepsTheLaterMoves()
    {
        ManualTimeSource time;
        GameRecord record;
        record.spec = BoardSpec::standard();
        record.players = {PlayerSetup::human(QStringLiteral("Ann")), PlayerSetup::human(QStringLiteral("Bob"))};
        for (int c : {3, 3, 2, 4, 1})
            record.moves.push_back({c, {}});
        record.current = 3;
        record.result = {GameResult::Kind::Timeout, Player::First};
        record.timeControl = TimeControl::clock(60000);
        record.clockMs = {41000, 0};
        Game game(nullptr, &time);
        QSignalSpy replaced(&game, &Game::lineReplaced);
        QVERIFY(game.loadRecord(record));
        time.advance(100);
        game.goToMove(3);
        QVERIFY(!game.isOver());
        QCOMPARE(replaced.size(), 0);
        QCOMPARE(game.line().size(), size_t(5));
        QCOMPARE(game.remainingMs(0), qint64(41000));
        QVERIFY(game.remainingMs(1) > 0);
        const GameRecord again = game.record();
        QCOMPARE(again.moves.size(), size_t(5));
        QCOMPARE(again.result.kind, GameResult::Kind::Timeout);

        // Shown at its end, the flagged clock reads 0 even where the file
        // says there was time left.
        record.current = -1;
        record.clockMs = {41000, 100000};
        QVERIFY(game.loadRecord(record));
        QVERIFY(game.isOver());
        QCOMPARE(game.remainingMs(1), qint64(0));
        QCOMPARE(game.remainingMs(0), qint64(41000));
    }

    // An increment never takes a clock past the most a game file holds, so
    // the program can always read back what it saves.
    void incrementsStopAtTheLongestClockAFileHolds()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        const qint64 most = TimeControl::kMaxMs;
        game.newGame(humans(BoardSpec::standard(), TimeControl::clock(most, most)));
        QVERIFY(game.play(3));
        QVERIFY(game.play(3));
        QCOMPARE(game.remainingMs(0), most);
        QCOMPARE(game.remainingMs(1), most);
        QString error;
        const std::optional<GameRecord> saved = GameFile::fromJson(GameFile::toJson(game.record()), &error);
        QVERIFY2(saved, qPrintable(error));
        Game other(nullptr, &time);
        QVERIFY(other.loadRecord(*saved, &error));
        QCOMPARE(other.remainingMs(0), most);
    }

    void recordRoundTripsThroughAnotherGame()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(humans(BoardSpec{8, 7, 4}, TimeControl::clock(60000, 1000)));
        for (int c : {3, 4, 3, 4, 5, 2}) {
            time.advance(1234);
            QVERIFY(game.play(c));
        }
        game.undo();
        const GameRecord record = game.record();
        QCOMPARE(record.shownMoves(), 5);
        QCOMPARE(int(record.moves.size()), 6);
        QCOMPARE(record.moves[2].note.timeMs, qint64(1234));

        Game other(nullptr, &time);
        QVERIFY(other.loadRecord(record));
        QCOMPARE(other.position(), game.position());
        QCOMPARE(other.line(), game.line());
        QCOMPARE(other.remainingMs(0), game.remainingMs(0));
        QCOMPARE(other.remainingMs(1), game.remainingMs(1));
        QCOMPARE(other.note(2), game.note(2));
        QVERIFY(!other.isModified());
        GameRecord again = other.record();
        again.modified = record.modified;
        QCOMPARE(again, record);
    }

    // A result names who played the winning side, even after the seats
    // were swapped (Undo of the win, Swap Sides, Redo named the loser).
    void aResultNamesWhoPlayedTheWinningSide()
    {
        Game game;
        game.newGame(humans());
        for (int c : {0, 1, 0, 1, 0, 1, 0})
            QVERIFY(game.play(c));
        QCOMPARE(game.sideName(Player::First), QString("Ann"));
        game.undo();
        const PlayerSetup ann = game.player(0);
        game.setPlayer(0, game.player(1));
        game.setPlayer(1, ann);
        game.redo();
        QVERIFY(game.isOver());
        QCOMPARE(game.sideName(Player::First), QString("Ann"));
        QCOMPARE(game.sideName(Player::Second), QString("Bob"));
        // A side that has not moved is named by its seat.
        Game fresh;
        fresh.newGame(humans());
        QCOMPARE(fresh.sideName(Player::Second), QString("Bob"));
    }

    void swappingSidesKeepsTheNamesOfEarlierMoves()
    {
        Game game;
        game.newGame(humans());
        QVERIFY(game.play(3));
        QVERIFY(game.play(4));
        // Swap sides, then Ann (now seat 1, second) hands over to the computer.
        const PlayerSetup ann = game.player(0);
        game.setPlayer(0, game.player(1));
        game.setPlayer(1, PlayerSetup::computer(QString(), 4));
        QCOMPARE(game.playerName(0), QString("Bob"));
        QCOMPARE(game.playerName(1), QString("Computer (level 4)"));
        QCOMPARE(game.moverName(0), QString("Ann"));
        QCOMPARE(game.moverName(1), QString("Bob"));

        // The record names the mover where it is not the seat's player, and
        // a game loaded from it names the moves the same way.
        const PlayerSetup bob = game.player(0);
        QVERIFY(game.play(2));
        QCOMPARE(game.moverName(2), QString("Bob"));
        const GameRecord record = game.record();
        QCOMPARE(record.moves[0].note.mover, std::optional<PlayerSetup>(ann));
        QCOMPARE(record.moves[1].note.mover, std::optional<PlayerSetup>(bob));
        QVERIFY(!record.moves[2].note.mover);
        Game other;
        QVERIFY(other.loadRecord(*GameFile::fromJson(GameFile::toJson(record))));
        QCOMPARE(other.moverName(0), QString("Ann"));
        QCOMPARE(other.moverName(1), QString("Bob"));
        QCOMPARE(other.playerName(1), QString("Computer (level 4)"));
    }

    void computersOfTheSameLevelAreToldApart()
    {
        Game game;
        GameSetup setup = humans();
        setup.players = {PlayerSetup::computer(QString(), 7), PlayerSetup::computer(QString(), 7)};
        game.newGame(setup);
        game.pause();
        QCOMPARE(game.playerName(0), QString("Computer 1 (level 7)"));
        QCOMPARE(game.playerName(1), QString("Computer 2 (level 7)"));
        game.setPlayer(1, PlayerSetup::computer(QString(), 3));
        QCOMPARE(game.playerName(0), QString("Computer (level 7)"));
        QCOMPARE(game.playerName(1), QString("Computer (level 3)"));
    }

    void badRecordLeavesTheGameAsItWas()
    {
        Game game;
        game.newGame(humans());
        QVERIFY(game.play(3));
        GameRecord bad = GameRecord::fromPosition(*parsePosition("444444", BoardSpec::standard()));
        bad.moves.clear();
        bad.moves.push_back({9, {}});
        QString error;
        QVERIFY(!game.loadRecord(bad, &error));
        QCOMPARE(error, QString("move 1: column 10 is out of range 1-7"));
        QCOMPARE(game.position().moves(), std::vector<int>{3});
        QVERIFY(game.isModified());
    }

    void switchingAPlayerToTheComputerStartsIt()
    {
        Game game;
        makeQuick(game);
        game.newGame(humans());
        QVERIFY(game.play(3));
        game.setPlayer(1, PlayerSetup::computer("Helper", 2));
        QVERIFY(game.isComputerThinking());
        QVERIFY(waitForComputerMove(game));
        QCOMPARE(game.position().movesPlayed(), 2);
    }

    void randomActionsNeverLetTheComputerMoveForTheHuman_data()
    {
        QTest::addColumn<int>("humanSeat");
        QTest::addColumn<int>("first");
        QTest::addRow("human first") << 0 << 0;
        QTest::addRow("computer first") << 0 << 1;
        QTest::addRow("human in seat 1, computer first") << 1 << 0;
    }
    void randomActionsNeverLetTheComputerMoveForTheHuman()
    {
        // Play, undo, redo, browse, hints and pauses in random order while the
        // computer thinks or not. Computer moves carry a note with their
        // time, human moves (no clocks) none: so every move of the line
        // shows who made it, and it must be the player of that seat.
        QFETCH(int, humanSeat);
        QFETCH(int, first);
        Engine engine;
        Game game(&engine, nullptr);
        game.setComputerMoveTime(5);
        game.setComputerDelay(0);
        game.newGame(humanVsComputer(BoardSpec{5, 4, 3}, humanSeat, first));
        QRandomGenerator random(uint(humanSeat * 10 + first + 77));
        for (int step = 0; step < 400; ++step) {
            switch (random.bounded(9)) {
            case 0:
            case 1:
            case 2:
                if (game.isHumanTurn())
                    game.play(random.bounded(5));
                break;
            case 3:
                game.undo();
                break;
            case 4:
                game.redo();
                break;
            case 5:
                game.goToMove(random.bounded(int(game.line().size()) + 1));
                break;
            case 6:
                game.requestHint(5);
                break;
            case 7:
                if (game.isPaused())
                    game.resume();
                else if (random.bounded(4) == 0)
                    game.pause();
                break;
            default:
                if (game.isOver())
                    game.newGame(humanVsComputer(BoardSpec{5, 4, 3}, humanSeat, first));
                break;
            }
            // Let queued results in, sometimes all of them.
            if (random.bounded(3) == 0)
                engine.waitForWorkers(10000);
            QCoreApplication::processEvents();

            const std::vector<int> line = game.line();
            for (int i = 0; i < int(line.size()); ++i) {
                const int seat = game.seatOf(i % 2 == 0 ? Player::First : Player::Second);
                const bool byComputer = game.note(i).timeMs >= 0;
                QVERIFY2(byComputer == game.player(seat).isComputer(),
                         qPrintable(QString("step %1, move %2").arg(step).arg(i + 1)));
            }
            QVERIFY(!(game.isComputerThinking() && game.isHumanTurn()));
            if (game.isComputerThinking())
                QVERIFY(!game.isPaused());
        }
    }

    void importedMovesKeepThePlayers()
    {
        Game game;
        game.newGame(humans(BoardSpec{12, 7, 5}));
        const auto position = MoveText::parse("1 12 3", BoardSpec{12, 7, 5});
        QVERIFY(position);
        QVERIFY(game.loadPosition(*position));
        QCOMPARE(game.position(), *position);
        QCOMPARE(game.player(0).name, QString("Ann"));
        QVERIFY(game.isModified());
        QVERIFY(game.canUndo());
        game.undo();
        QCOMPARE(game.position().movesPlayed(), 2);
    }

    void usingTheUndoStackDirectlyStillCancelsThinking()
    {
        // The window may drive the stack through QUndoStack's own actions.
        Engine engine;
        Game game(&engine, nullptr);
        makeQuick(game);
        game.newGame(humanVsComputer());
        QVERIFY(game.play(3));
        QVERIFY(game.isComputerThinking());
        QVERIFY(engine.waitForWorkers(10000));
        game.undoStack()->undo();
        QVERIFY(!game.isComputerThinking());
        QCoreApplication::processEvents();
        QCOMPARE(game.position().movesPlayed(), 0);
        QVERIFY(game.isHumanTurn());
    }

    void destroyingWhileTheComputerThinksIsClean()
    {
        auto* game = new Game;
        game->setComputerMoveTime(60000);
        game->newGame(humanVsComputer(BoardSpec{20, 20, 5}, 0, 1));
        QVERIFY(game->isComputerThinking());
        delete game;
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
