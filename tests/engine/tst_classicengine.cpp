// The seeds' classic engine (seed documents 000/001): its map of areas, the
// incremental statistics, the alpha-beta search against plain minimax, and
// the tactics any depth of 2 or more must get right.
#include "engine/classicboard.h"
#include "engine/classicengine.h"
#include "engine/matchgame.h"
#include "engine/notation.h"
#include "engine/skilllevel.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <random>
#include <set>
#include <stop_token>

using namespace c4;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(c4::BoardSpec)

namespace {

BoardSpec spec(const char* text)
{
    std::string error;
    return *BoardSpec::parse(text, &error);
}

// Every area's cells, read back from the map (the inverse of areasThrough).
std::vector<std::vector<Cell>> cellsOfAreas(const ClassicBoard& board)
{
    std::vector<std::vector<Cell>> cells(size_t(board.areaCount()));
    for (int column = 0; column < board.width(); ++column)
        for (int row = 0; row < board.height(); ++row)
            for (const int area : board.areasThrough(column, row))
                cells[size_t(area)].push_back({column, row});
    return cells;
}

// A statistic as the seed defines it, from the stones in the area: 0 if
// the opponent has one there, otherwise 2 to the number of own stones.
int64_t statFromScratch(const ClassicBoard& board, const std::vector<Cell>& area, int player)
{
    int own = 0;
    for (const Cell& c : area) {
        const int owner = board.owner(c.column, c.row);
        if (owner == 1 - player)
            return 0;
        own += owner == player;
    }
    return int64_t{1} << own;
}

// The seed's formula for the number of areas: z = 4xy - 3xn - 3yn + 3x + 3y
// - 4n + 2n^2 + 2.
long long seedFormula(long long x, long long y, long long n)
{
    return 4 * x * y - 3 * x * n - 3 * y * n + 3 * x + 3 * y - 4 * n + 2 * n * n + 2;
}

// Areas counted direction by direction: rows, columns, two diagonals.
long long countByDirection(long long x, long long y, long long n)
{
    const long long across = std::max(0LL, x - n + 1), up = std::max(0LL, y - n + 1);
    return across * y + x * up + 2 * across * up;
}

constexpr int64_t kInfinity = std::numeric_limits<int64_t>::max();

// The seed's rules searched without any pruning, for the side to move:
// a finished line is worth infinity minus the plies from the root, a full
// board 0, a leaf at `depth` plies the goodness for the side to move.
int64_t plainMinimax(ClassicBoard& board, const std::vector<int>& order, int ply, int depth, uint64_t& nodes)
{
    if (board.winner() >= 0)
        return -(kInfinity - ply);
    if (board.isFull())
        return 0;
    if (ply == depth)
        return board.goodness(board.sideToMove());
    int64_t best = -kInfinity;
    for (const int column : order) {
        if (!board.canDrop(column))
            continue;
        board.drop(column);
        ++nodes;
        best = std::max(best, -plainMinimax(board, order, ply + 1, depth, nodes));
        board.takeBack();
    }
    return best;
}

// The column plain minimax chooses: an immediate win, else the first column
// in the drop order with the best value.
int plainChoice(const Position& position, const std::vector<int>& order, int depth, uint64_t& nodes)
{
    ClassicBoard board(position.spec());
    for (const int column : position.moves())
        board.drop(column);
    int bestColumn = -1;
    int64_t best = -kInfinity;
    for (const int column : order) {
        if (!board.canDrop(column))
            continue;
        board.drop(column);
        ++nodes;
        if (board.winner() >= 0)
            return column;
        const int64_t value = -plainMinimax(board, order, 1, depth, nodes);
        board.takeBack();
        if (bestColumn < 0 || value > best) {
            best = value;
            bestColumn = column;
        }
    }
    return bestColumn;
}

// A random position of `plies` moves that is not over, or fewer moves when
// a random game ends sooner.
Position randomPosition(const BoardSpec& s, int plies, std::mt19937_64& rng)
{
    Position p(s);
    for (int i = 0; i < plies; ++i) {
        std::vector<int> columns;
        for (int c = 0; c < s.width; ++c)
            if (p.canPlay(c) && !p.isWinningMove(c))
                columns.push_back(c);
        if (columns.empty() || p.movesPlayed() + 1 >= s.cells())
            break;
        p.play(columns[rng() % columns.size()]);
    }
    return p;
}

}  // namespace

class TestClassicEngine : public QObject {
    Q_OBJECT
private slots:
    // Random drops and take-backs: after each, every statistic, both scores
    // and the winner equal what the seed's definitions give from scratch,
    // and the winner agrees with the product's own rules (Position).
    void incrementalStatsEqualRecomputed_data()
    {
        QTest::addColumn<BoardSpec>("board");
        QTest::addColumn<bool>("winnable");
        QTest::addRow("7x6x4") << spec("7x6x4") << true;
        QTest::addRow("9x7x4") << spec("9x7x4") << true;
        QTest::addRow("12x10x5") << spec("12x10x5") << true;
        QTest::addRow("40x40x4") << spec("40x40x4") << true;
        QTest::addRow("3x3x5, nobody can win") << spec("3x3x5") << false;
        QTest::addRow("6x1x2, one row") << spec("6x1x2") << true;
        QTest::addRow("1x1x1") << spec("1x1x1") << true;
    }
    void incrementalStatsEqualRecomputed()
    {
        QFETCH(BoardSpec, board);
        QFETCH(bool, winnable);
        ClassicBoard classic(board);
        const auto areas = cellsOfAreas(classic);
        Position position(board);
        std::mt19937_64 rng(board.width * 1000 + board.height * 10 + board.connect);
        int wins = 0, takeBacks = 0;
        // Small boards fill up and empty many times; 40x40 gets a long game.
        const int steps = board.cells() < 100 ? 600 : 900;
        for (int step = 0; step < steps; ++step) {
            const bool stuck = position.isOver();
            if (position.movesPlayed() > 0 && (stuck || rng() % 3 == 0)) {
                classic.takeBack();
                position.undo();
                ++takeBacks;
            } else {
                std::vector<int> columns;
                for (int c = 0; c < board.width; ++c)
                    if (position.canPlay(c))
                        columns.push_back(c);
                const int column = columns[rng() % columns.size()];
                QVERIFY(classic.canDrop(column));
                classic.drop(column);
                position.play(column);
                wins += position.lastMoveWon();
            }
            int64_t sums[2] = {0, 0};
            bool complete[2] = {false, false};
            for (int a = 0; a < classic.areaCount(); ++a)
                for (int player = 0; player < 2; ++player) {
                    const int64_t expected = statFromScratch(classic, areas[size_t(a)], player);
                    if (classic.stat(player, a) != expected)
                        QFAIL(qPrintable(QStringLiteral("step %1: stat[%2][%3] is %4, not %5")
                                             .arg(step)
                                             .arg(player)
                                             .arg(a)
                                             .arg(classic.stat(player, a))
                                             .arg(expected)));
                    sums[player] += expected;
                    complete[player] = complete[player] || expected == int64_t{1} << board.connect;
                }
            QCOMPARE(classic.score(0), sums[0]);
            QCOMPARE(classic.score(1), sums[1]);
            QCOMPARE(classic.goodness(1), sums[1] - sums[0]);
            // is_winner: some statistic equals 2^n.
            const int winner = complete[0] ? 0 : complete[1] ? 1 : -1;
            QCOMPARE(classic.winner(), winner);
            QCOMPARE(classic.winner(), position.winner() == Player::First    ? 0
                                       : position.winner() == Player::Second ? 1
                                                                             : -1);
            QCOMPARE(classic.piecesPlayed(), position.movesPlayed());
        }
        QVERIFY(takeBacks > 0);
        QCOMPARE(wins > 0, winnable);
        while (classic.piecesPlayed() > 0)
            classic.takeBack();
        QCOMPARE(classic.score(0), int64_t(classic.areaCount()));
        QCOMPARE(classic.score(1), int64_t(classic.areaCount()));
    }

    // The map numbers areas as seed 000's sample map of 7x6 connect 4 does
    // (cells copied from that table).
    void mapIsTheSeedsSampleMap_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("areas");
        QTest::addRow("0,0") << 0 << 0 << "0,24,45";
        QTest::addRow("3,0") << 3 << 0 << "0,1,2,3,33,48,60";
        QTest::addRow("6,0") << 6 << 0 << "3,42,57";
        QTest::addRow("4,2") << 4 << 2 << "9,10,11,36,37,38,47,52,57,62,67";
        QTest::addRow("3,3") << 3 << 3 << "12,13,14,15,33,34,35,45,50,55,57,62,67";
        QTest::addRow("2,4") << 2 << 4 << "16,17,18,31,32,53,62,67";
        QTest::addRow("0,5") << 0 << 5 << "20,26,68";
        QTest::addRow("6,5") << 6 << 5 << "23,44,56";
    }
    void mapIsTheSeedsSampleMap()
    {
        QFETCH(int, column);
        QFETCH(int, row);
        QFETCH(QString, areas);
        const ClassicBoard board(BoardSpec::standard());
        QCOMPARE(board.areaCount(), 69);
        QStringList actual;
        for (const int area : board.areasThrough(column, row))
            actual << QString::number(area);
        QCOMPARE(actual.join(QLatin1Char(',')), areas);
    }

    // The seed's z formula holds when connect is at most one more than the
    // shorter side (a direction without room contributes a factor 0); past
    // that it goes wrong, even negative, and the map has the true count.
    void areaCountFollowsTheSeedsFormulaWhereItApplies_data()
    {
        QTest::addColumn<BoardSpec>("board");
        QTest::addColumn<bool>("formulaApplies");
        QTest::addRow("7x6x4") << spec("7x6x4") << true;
        QTest::addRow("12x10x5") << spec("12x10x5") << true;
        QTest::addRow("20x20x5") << spec("20x20x5") << true;
        QTest::addRow("40x40x4") << spec("40x40x4") << true;
        QTest::addRow("40x40x40") << spec("40x40x40") << true;
        QTest::addRow("40x40x1") << spec("40x40x1") << true;
        QTest::addRow("7x3x4, rows only, n = height + 1") << spec("7x3x4") << true;
        QTest::addRow("7x2x4, rows only") << spec("7x2x4") << false;
        QTest::addRow("3x3x5, no area") << spec("3x3x5") << false;
        QTest::addRow("1x40x39, columns only") << spec("1x40x39") << false;
    }
    void areaCountFollowsTheSeedsFormulaWhereItApplies()
    {
        QFETCH(BoardSpec, board);
        QFETCH(bool, formulaApplies);
        const ClassicBoard classic(board);
        const int x = board.width, y = board.height, n = board.connect;
        QCOMPARE((long long)classic.areaCount(), countByDirection(x, y, n));
        QCOMPARE(n <= std::min(x, y) + 1, formulaApplies);
        if (formulaApplies)
            QCOMPARE((long long)classic.areaCount(), seedFormula(x, y, n));
        else
            QVERIFY(classic.areaCount() != seedFormula(x, y, n));
    }

    // On every board up to 10x10 (connect up to 12): the count is the
    // direction-by-direction one, the formula holds wherever n <= min + 1,
    // and every area is n cells in a straight line, no two alike.
    void everyAreaIsALineOfConnectCells()
    {
        for (int x = 1; x <= 10; ++x)
            for (int y = 1; y <= 10; ++y)
                for (int n = 1; n <= 12; ++n) {
                    const ClassicBoard board(BoardSpec{x, y, n});
                    const QByteArray name = QByteArray::number(x) + 'x' + QByteArray::number(y) + 'x'
                        + QByteArray::number(n);
                    QVERIFY2(board.areaCount() == countByDirection(x, y, n), name);
                    if (n <= std::min(x, y) + 1)
                        QVERIFY2(board.areaCount() == seedFormula(x, y, n), name);
                    std::set<std::vector<std::pair<int, int>>> distinct;
                    for (const auto& cells : cellsOfAreas(board)) {
                        QVERIFY2(int(cells.size()) == n, name);
                        std::vector<std::pair<int, int>> sorted;
                        for (const Cell& c : cells)
                            sorted.emplace_back(c.column, c.row);
                        std::sort(sorted.begin(), sorted.end());
                        // Consecutive cells one step apart in the same direction.
                        for (size_t k = 2; k < sorted.size(); ++k)
                            QVERIFY2(sorted[k].first - sorted[k - 1].first == sorted[1].first - sorted[0].first
                                         && sorted[k].second - sorted[k - 1].second
                                             == sorted[1].second - sorted[0].second,
                                     name);
                        if (n > 1)
                            QVERIFY2(std::abs(sorted[1].first - sorted[0].first) <= 1
                                         && std::abs(sorted[1].second - sorted[0].second) <= 1,
                                     name);
                        // With n = 1 the seed counts each cell once per direction.
                        if (n > 1)
                            QVERIFY2(distinct.insert(sorted).second, name);
                    }
                }
    }

    void dropOrderIsCentreFirst_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QList<int>>("order");
        QTest::addRow("1 column") << 1 << QList<int>{0};
        QTest::addRow("2 columns") << 2 << QList<int>{0, 1};
        QTest::addRow("7 columns") << 7 << QList<int>{3, 4, 2, 5, 1, 6, 0};
        QTest::addRow("8 columns") << 8 << QList<int>{3, 4, 2, 5, 1, 6, 0, 7};
    }
    void dropOrderIsCentreFirst()
    {
        QFETCH(int, width);
        QFETCH(QList<int>, order);
        const ClassicEngine engine(BoardSpec{width, 6, 4});
        QCOMPARE(QList<int>(engine.dropOrder().begin(), engine.dropOrder().end()), order);
    }

    // Every width: each column once, never farther from the centre than
    // the one tried after it.
    void dropOrderCoversEveryColumnOutwards()
    {
        for (int width = 1; width <= BoardSpec::kMaxSide; ++width) {
            const ClassicEngine engine(BoardSpec{width, 1, 1});
            std::vector<int> order = engine.dropOrder();
            const double centre = (width - 1) / 2.0;
            for (size_t i = 1; i < order.size(); ++i)
                QVERIFY(std::abs(order[i] - centre) >= std::abs(order[i - 1] - centre));
            std::sort(order.begin(), order.end());
            for (int c = 0; c < width; ++c)
                QCOMPARE(order[size_t(c)], c);
        }
    }

    // Alpha-beta changes the work, not the answer: on random positions the
    // engine plays the column plain minimax over the same rules picks (first
    // best in the drop order) while visiting fewer positions.
    void alphaBetaPlaysWhatPlainMinimaxPlays_data()
    {
        QTest::addColumn<BoardSpec>("board");
        QTest::addColumn<int>("depth");
        QTest::addRow("5x4x3 depth 1") << spec("5x4x3") << 1;
        QTest::addRow("5x4x3 depth 3") << spec("5x4x3") << 3;
        QTest::addRow("5x4x3 depth 6") << spec("5x4x3") << 6;
        QTest::addRow("4x4x4 depth 8, to the end") << spec("4x4x4") << 8;
        QTest::addRow("7x6x4 depth 2") << spec("7x6x4") << 2;
        QTest::addRow("7x6x4 depth 5") << spec("7x6x4") << 5;
        QTest::addRow("9x7x4 depth 4") << spec("9x7x4") << 4;
        QTest::addRow("3x3x5 depth 4, nobody can win") << spec("3x3x5") << 4;
    }
    void alphaBetaPlaysWhatPlainMinimaxPlays()
    {
        QFETCH(BoardSpec, board);
        QFETCH(int, depth);
        // With its table, without one, and with a table of 16 entries whose
        // slots are overwritten all the time.
        ClassicEngine engine(board), untabled(board, 0), crowded(board, 4);
        std::mt19937_64 rng(uint64_t(depth) * 77 + uint64_t(board.cells()));
        uint64_t plainNodes = 0, engineNodes = 0;
        for (int i = 0; i < 25; ++i) {
            const Position p = randomPosition(board, int(rng() % uint64_t(board.cells() - 1)), rng);
            if (p.isOver())
                continue;
            const int expected = plainChoice(p, engine.dropOrder(), depth, plainNodes);
            QCOMPARE(engine.chooseColumn(p, depth), expected);
            QCOMPARE(untabled.chooseColumn(p, depth), expected);
            QCOMPARE(crowded.chooseColumn(p, depth), expected);
            engineNodes += engine.nodes();
        }
        QVERIFY(engineNodes <= plainNodes);
        if (depth >= 3 && board.connect <= board.width)
            QVERIFY(engineNodes < plainNodes);
    }

    // Deeper than plain minimax can go: the table changes no move on game
    // positions of three boards, only the number of positions searched.
    // The positions follow one game, as in a match, so each search meets
    // the entries the one before left (their columns may be used, their
    // values may not: another root, another depth from it).
    void tableChangesNoMove_data()
    {
        QTest::addColumn<BoardSpec>("board");
        QTest::addColumn<int>("depth");
        QTest::addRow("7x6x4 depth 8") << spec("7x6x4") << 8;
        QTest::addRow("9x7x4 depth 8") << spec("9x7x4") << 8;
        // Small boards, where equal values (and so windows of zero width
        // inside the search) are common.
        QTest::addRow("5x4x3 depth 7") << spec("5x4x3") << 7;
        QTest::addRow("4x4x4 depth 8") << spec("4x4x4") << 8;
        QTest::addRow("6x5x4 depth 8") << spec("6x5x4") << 8;
        QTest::addRow("12x10x5 depth 7") << spec("12x10x5") << 7;
    }
    void tableChangesNoMove()
    {
        QFETCH(BoardSpec, board);
        QFETCH(int, depth);
        ClassicEngine tabled(board), untabled(board, 0);
        std::mt19937_64 rng(uint64_t(board.cells()));
        uint64_t tabledNodes = 0, untabledNodes = 0;
        const Position game = randomPosition(board, 24, rng);
        for (int plies = 4; plies < game.movesPlayed(); ++plies) {
            Position p(board);
            for (int i = 0; i < plies; ++i)
                p.play(game.moves()[size_t(i)]);
            const int column = untabled.chooseColumn(p, depth);
            QCOMPARE(tabled.chooseColumn(p, depth), column);
            tabledNodes += tabled.nodes();
            untabledNodes += untabled.nodes();
        }
        QVERIFY(tabledNodes < untabledNodes);
    }

    // Tactics at any depth from 2: an immediate win is taken, and an
    // opponent's single immediate win is blocked (every other column loses
    // at ply 2, and a nearer loss is always worse than a farther one).
    void takesAnImmediateWin_data()
    {
        QTest::addColumn<BoardSpec>("board");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("expected");
        for (const int depth : {2, 3, 6}) {
            QTest::addRow("7x6x4 column 1, depth %d", depth) << spec("7x6x4") << "1,7,1,7,1,6" << depth << 0;
            QTest::addRow("9x7x4 row, depth %d", depth) << spec("9x7x4") << "7,1,8,1,9,2" << depth << 5;
            QTest::addRow("12x10x5 column 2, depth %d", depth)
                << spec("12x10x5") << "2,11,2,11,2,12,2,12" << depth << 1;
        }
        QTest::addRow("40x40x4 row, depth 2") << spec("40x40x4") << "1,40,2,40,3,39" << 2 << 3;
        QTest::addRow("40x40x4 row, depth 3") << spec("40x40x4") << "1,40,2,40,3,39" << 3 << 3;
    }
    void takesAnImmediateWin()
    {
        QFETCH(BoardSpec, board);
        QFETCH(QString, moves);
        QFETCH(int, depth);
        QFETCH(int, expected);
        const Position p = *parsePosition(moves.toStdString(), board);
        QVERIFY(p.isWinningMove(expected));
        ClassicEngine engine(board);
        QCOMPARE(engine.chooseColumn(p, depth), expected);
    }

    void blocksTheOpponentsImmediateWin_data()
    {
        QTest::addColumn<BoardSpec>("board");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("expected");
        for (const int depth : {2, 3, 6}) {
            QTest::addRow("7x6x4 column 1, depth %d", depth) << spec("7x6x4") << "1,7,1,7,1" << depth << 0;
            QTest::addRow("9x7x4 row, depth %d", depth) << spec("9x7x4") << "7,1,8,1,9" << depth << 5;
            QTest::addRow("12x10x5 column 2, depth %d", depth)
                << spec("12x10x5") << "2,11,2,11,2,12,2" << depth << 1;
        }
        QTest::addRow("40x40x4 row, depth 2") << spec("40x40x4") << "1,40,2,40,3" << 2 << 3;
        QTest::addRow("40x40x4 row, depth 3") << spec("40x40x4") << "1,40,2,40,3" << 3 << 3;
    }
    void blocksTheOpponentsImmediateWin()
    {
        QFETCH(BoardSpec, board);
        QFETCH(QString, moves);
        QFETCH(int, depth);
        QFETCH(int, expected);
        Position p = *parsePosition(moves.toStdString(), board);
        // The opponent's threat is real and single.
        p.play(expected == 0 ? 1 : 0);
        int threats = 0;
        for (int c = 0; c < board.width; ++c)
            threats += p.canPlay(c) && p.isWinningMove(c);
        QCOMPARE(threats, 1);
        QVERIFY(p.canPlay(expected) && p.isWinningMove(expected));
        p.undo();
        ClassicEngine engine(board);
        QCOMPARE(engine.chooseColumn(p, depth), expected);
        // Depth 1 sees only the goodness after its own move, so it is no
        // test of the search; deeper it always blocks.
    }

    // Same position, same depth: same column, from a fresh engine or a used one.
    void sameQuestionSameAnswer()
    {
        const BoardSpec board = spec("9x7x4");
        std::mt19937_64 rng(5);
        ClassicEngine used(board);
        for (int i = 0; i < 10; ++i) {
            const Position p = randomPosition(board, 6 + i, rng);
            const int first = used.chooseColumn(p, 4);
            ClassicEngine fresh(board);
            QCOMPARE(fresh.chooseColumn(p, 4), first);
            QCOMPARE(used.chooseColumn(p, 4), first);
            QVERIFY(p.canPlay(first));
        }
    }

    void stoppedSearchStillPlaysAColumn()
    {
        const BoardSpec board = spec("20x20x5");
        std::stop_source source;
        source.request_stop();
        ClassicEngine engine(board);
        const Position p = *parsePosition("10,11", board);
        const int column = engine.chooseColumn(p, ClassicEngine::kMaxDepth, source.get_token());
        QVERIFY(p.canPlay(column));
        QVERIFY(engine.nodes() < 100);
    }

    // Where nobody can win, the classic engine still plays every game to a
    // full board; where one stone wins, the first move ends the game.
    void playsEveryBoardToTheEnd_data()
    {
        QTest::addColumn<BoardSpec>("board");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("winnerIndex");
        QTest::addRow("3x3x5: a draw") << spec("3x3x5") << 4 << -1;
        QTest::addRow("1x1x1: the first stone wins") << spec("1x1x1") << 3 << 0;
        QTest::addRow("2x1x3: a draw") << spec("2x1x3") << 2 << -1;
    }
    void playsEveryBoardToTheEnd()
    {
        QFETCH(BoardSpec, board);
        QFETCH(int, depth);
        QFETCH(int, winnerIndex);
        MatchPlayer first = MatchPlayer::classic(depth), second = MatchPlayer::classic(depth);
        MatchPlayer* players[2] = {&first, &second};
        const MatchGame game = playMatchGame(Position(board), players, SearchLimits{}, 1);
        QVERIFY(game.final.isOver());
        QCOMPARE(game.winnerIndex(), winnerIndex);
        if (winnerIndex < 0)
            QCOMPARE(game.final.movesPlayed(), board.cells());
    }

    // A skill level and the classic engine share the match's game loop; the
    // game records each side's longest move.
    void levelAndClassicPlayAMatchGame()
    {
        const BoardSpec board = spec("6x5x4");
        Analyzer analyzer(size_t{4} << 20);
        MatchPlayer level = MatchPlayer::skillLevel(3, analyzer);
        MatchPlayer classic = MatchPlayer::classic(3);
        QCOMPARE(QString::fromStdString(level.name()), QStringLiteral("level 3"));
        QCOMPARE(QString::fromStdString(classic.name()), QStringLiteral("classic 3"));
        MatchPlayer* players[2] = {&classic, &level};
        SearchLimits limits;
        limits.maxTime = 2s;
        const Position opening = randomOpening(board, 2, 2, 7);
        const MatchGame game = playMatchGame(opening, players, limits, 9);
        QVERIFY(game.final.isOver());
        QCOMPARE(game.openingPlies, opening.movesPlayed());
        QVERIFY(game.movesMade[0] > 0 && game.movesMade[1] > 0);
        QCOMPARE(game.longestMove, std::max(game.longestMoveOf[0], game.longestMoveOf[1]));
        for (int side = 0; side < 2; ++side)
            QVERIFY(game.longestMoveOf[side] <= game.thinking[side]);
        // The classic side replays exactly: same opening, same answers.
        ClassicEngine engine(board);
        Position replay = opening;
        for (int i = opening.movesPlayed(); i < game.final.movesPlayed(); ++i) {
            const int column = game.final.moves()[size_t(i)];
            if (i % 2 == 0)
                QCOMPARE(engine.chooseColumn(replay, 3), column);
            replay.play(column);
        }
    }

    // A level given its own time (connect4-cli match --time-scale) thinks
    // that long, not the match's time: level 10 on an empty 12x10x5 board
    // (which no search finishes) answers long before the match's hour.
    void aLevelsOwnTimeReplacesTheMatchTime()
    {
        Analyzer analyzer(size_t{4} << 20);
        MatchPlayer level = MatchPlayer::skillLevel(10, analyzer, 50ms);
        SearchLimits limits;
        limits.maxTime = 1h;
        QElapsedTimer clock;
        clock.start();
        const int column = level.chooseMove(Position(spec("12x10x5")), limits, 1);
        QVERIFY(column >= 0 && column < 12);
        QVERIFY2(clock.elapsed() < 60'000, qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestClassicEngine)
#include "tst_classicengine.moc"
