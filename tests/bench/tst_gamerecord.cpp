// The played games the benchmark programs read (bench/gamerecord.h): a
// line's game, a games file's games, who won a game, the quiet positions
// of it that evaltune and predictbench sample, and their --empty option.
#include "gamerecord.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <string>
#include <vector>

using namespace c4;

namespace {

std::vector<int> movesOf(const std::string& line, const BoardSpec& spec)
{
    const std::optional<Position> game = bench::gameOfLine(line, spec);
    return game ? game->moves() : std::vector<int>{};
}

}  // namespace

class TestGameRecord : public QObject {
    Q_OBJECT
private slots:
    void aMatchLineGivesItsMovesAndAHeaderNone()
    {
        const BoardSpec spec{7, 6, 4};
        QCOMPARE(movesOf("game 3: level 10 first, opening 4,4, win after 7 moves: 4,4,3,3,2,2,1", spec),
                 (std::vector<int>{3, 3, 2, 2, 1, 1, 0}));
        QVERIFY(!bench::gameOfLine("match level 10 vs classic 8 on 7x6: 10 games", spec));
        QVERIFY(!bench::gameOfLine("game 1: win: 4,4,9", spec));  // column 9 is off the board
    }

    // Every file's games in order, without headers, summaries or another
    // board's games; a file that cannot be read is named.
    void theGamesOfFilesAreTheirMoveLists()
    {
        const BoardSpec spec{7, 6, 4};
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string first = dir.filePath(QStringLiteral("a.txt")).toStdString();
        const std::string second = dir.filePath(QStringLiteral("b.txt")).toStdString();
        std::ofstream(first) << "match level 10 vs classic 8 on 7x6: 2 games\n"
                             << "game 1: level 10 first, opening 4,4, win after 7 moves: 4,4,3,3,2,2,1\n"
                             << "game 2: classic 8 first, opening 1,1, loss: 1,1,9\n"  // column 9: another board
                             << "result of level 10: 1 win\n";
        std::ofstream(second) << "1,2,1,2,7,2,7,2\n";
        std::string error;
        const auto games = bench::readGames({first, second}, spec, error);
        QVERIFY(games);
        QCOMPARE(*games, (std::vector<std::vector<int>>{{3, 3, 2, 2, 1, 1, 0}, {0, 1, 0, 1, 6, 1, 6, 1}}));
        const std::string missing = dir.filePath(QStringLiteral("none.txt")).toStdString();
        QVERIFY(!bench::readGames({first, missing}, spec, error));
        QVERIFY2(error.find(missing) != std::string::npos, error.c_str());
    }

    void anEmptyRangeIsTwoCountsInOrder()
    {
        QCOMPARE(bench::parseEmptyRange("30-90"), std::optional(std::make_pair(30, 90)));
        QCOMPARE(bench::parseEmptyRange("0-0"), std::optional(std::make_pair(0, 0)));
        for (const char* bad : {"90-30", "-1-5", "30", "30-", "30-90x", "a-b", ""})
            QVERIFY2(!bench::parseEmptyRange(bad), bad);
    }

    void theWinnerIsThePlayerOfTheLineAndAFullBoardIsADraw()
    {
        const BoardSpec spec{7, 6, 4};
        QCOMPARE(bench::winnerOf(spec, movesOf("4,4,3,3,2,2,1", spec)), std::optional<int>(0));
        QCOMPARE(bench::winnerOf(spec, movesOf("1,2,1,2,7,2,7,2", spec)), std::optional<int>(1));  // column 2
        // 2x2 with connect 3: no line fits, so the full board is drawn.
        const BoardSpec tiny{2, 2, 3};
        QCOMPARE(bench::winnerOf(tiny, {0, 0, 1, 1}), std::optional<int>(-1));
        // Neither a line nor a full board: the game did not end.
        QCOMPARE(bench::winnerOf(spec, movesOf("4,4,3,3", spec)), std::nullopt);
        QCOMPARE(bench::winnerOf(tiny, {0, 1}), std::nullopt);
    }

    void theResultIsTheSideToMoves()
    {
        // The first player won: a win where it is to move (an even count of
        // moves played), a loss where the second is; a draw for both.
        QCOMPARE(bench::resultForSideToMove(0, 4), 1.0);
        QCOMPARE(bench::resultForSideToMove(0, 5), 0.0);
        QCOMPARE(bench::resultForSideToMove(1, 5), 1.0);
        QCOMPARE(bench::resultForSideToMove(-1, 6), 0.5);
        QCOMPARE(bench::resultForSideToMove(-1, 7), 0.5);
    }

    void quietPositionsAreTheOnesNobodyCanWinAtOnceInTheEmptyRange()
    {
        const BoardSpec spec{7, 6, 4};
        const std::vector<int> moves = movesOf("4,4,3,3,2,2,1", spec);
        std::vector<int> visited;
        bench::forEachQuietPosition(spec, moves, 0, 42, [&](const Position& p) { visited.push_back(p.movesPlayed()); });
        // After 5 moves the first player has three in the bottom row and can
        // win at either end, after 6 it is to move: neither is quiet (and the
        // last position, the line, is never visited).
        QCOMPARE(visited, (std::vector<int>{0, 1, 2, 3, 4}));
        visited.clear();
        bench::forEachQuietPosition(spec, moves, 40, 41, [&](const Position& p) { visited.push_back(p.movesPlayed()); });
        QCOMPARE(visited, (std::vector<int>{1, 2}));  // 41 and 40 cells empty
    }
};

QTEST_GUILESS_MAIN(TestGameRecord)
#include "tst_gamerecord.moc"
