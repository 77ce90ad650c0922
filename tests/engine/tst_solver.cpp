// The exact solver: the public 7x6 test sets (copied into tests/data so a
// clean clone has them) and small boards against a plain brute-force
// minimax written here.
#include "bruteforce.h"
#include "engine/notation.h"
#include "engine/solver.h"

#include <QFile>
#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>
#include <thread>
#include <unordered_map>

using namespace c4;

namespace {

using testing::bruteForce;

// Every position reachable in exactly `plies` moves without a win.
void collect(const BasicPosition<uint64_t>& p, int plies, std::vector<std::vector<int>>& out,
             std::vector<int>& moves)
{
    if (plies == 0) {
        out.push_back(moves);
        return;
    }
    for (int c = 0; c < p.width(); ++c) {
        if (!p.canPlay(c) || p.isWinningMove(c))
            continue;
        BasicPosition<uint64_t> child = p;
        child.play(c);
        moves.push_back(c);
        collect(child, plies - 1, out, moves);
        moves.pop_back();
    }
}

BasicPosition<uint64_t> basic(const Position& p)
{
    return p.visit([](const auto& b) -> BasicPosition<uint64_t> {
        if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
            return b;
        else
            qFatal("the test boards fit 64 bits");
    });
}

// Asks the solver's control to stop, from another thread, 50 ms after
// construction (a search of the empty board takes minutes).
class StopSoon {
public:
    explicit StopSoon(Solver& solver)
    {
        SearchControl control;
        control.stop = source_.get_token();
        solver.setControl(control);
        thread_ = std::thread([this] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            source_.request_stop();
        });
    }
    ~StopSoon() { thread_.join(); }
    StopSoon(const StopSoon&) = delete;
    StopSoon& operator=(const StopSoon&) = delete;

private:
    std::stop_source source_;
    std::thread thread_;
};

}  // namespace

class TestSolver : public QObject {
    Q_OBJECT
private:
    // Solves `limit` lines of a test set (all when limit is 0) with
    // `threads` threads sharing the table.
    void solveTestSet(const QString& name, int limit, int threads = 1)
    {
        QFile file(QStringLiteral(CONNECT4_SOURCE_DIR "/tests/data/testsets/") + name);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        // 2 MiB keeps every 7x6 key exact (see transpositiontable.h) and the
        // per-position reset cheap.
        Solver solver(size_t{2} << 20);
        solver.setThreads(threads);
        int lineNumber = 0;
        while (!file.atEnd() && (limit == 0 || lineNumber < limit)) {
            const QList<QByteArray> fields = file.readLine().trimmed().split(' ');
            ++lineNumber;
            QCOMPARE(fields.size(), 2);
            NotationError error;
            const auto position = parsePosition(fields[0].toStdString(), BoardSpec::standard(), &error);
            QVERIFY2(position, error.message().c_str());
            solver.clearTable();
            const std::optional<int> score = solver.solve(basic(*position));
            QVERIFY(score);
            if (*score != fields[1].toInt())
                QFAIL(qPrintable(QStringLiteral("%1 line %2: %3 solved as %4, expected %5")
                                     .arg(name).arg(lineNumber).arg(QString::fromLatin1(fields[0]))
                                     .arg(*score).arg(QString::fromLatin1(fields[1]))));
        }
        QVERIFY(lineNumber > 0);
    }

private slots:
    void solvesEndGameSetExactly() { solveTestSet(QStringLiteral("Test_L3_R1"), 0); }
    void solvesMiddleGameSetExactly() { solveTestSet(QStringLiteral("Test_L2_R1"), 0); }
    void solvesSampleOfBeginningSetExactly() { solveTestSet(QStringLiteral("Test_L1_R1"), 100); }
    // Threads sharing the table give the same exact scores (the helpers'
    // entries must be whole and true, whoever finishes first).
    void threadsGiveTheSameScores() { solveTestSet(QStringLiteral("Test_L2_R1"), 200, 3); }

    void solveMovesScoresColumnsConcurrently()
    {
        const auto position = parsePosition("32164625", BoardSpec::standard());
        QVERIFY(position);
        const BasicPosition<uint64_t> p = basic(*position);
        std::vector<int> columns;
        for (int c = 0; c < 7; ++c)
            if (p.canPlay(c) && !p.isWinningMove(c))
                columns.push_back(c);
        Solver single(size_t{16} << 20);
        Solver shared(size_t{16} << 20);
        shared.setThreads(3);
        std::map<int, int> scores;
        std::set<std::thread::id> threadsSeen;
        QVERIFY(shared.solveMoves(p, columns, [&](int column, int score) {
            QVERIFY(!scores.count(column));  // each column once
            scores[column] = score;
            threadsSeen.insert(std::this_thread::get_id());
        }));
        QCOMPARE(scores.size(), columns.size());
        for (const int c : columns)
            QCOMPARE(std::optional<int>(scores[c]), single.solveMove(p, c));
        QVERIFY(shared.proving().empty());  // nothing is being proved any more
    }

    // Told the position's own score (as the book tells the analysis), the
    // columns still get their exact scores, below the best one too.
    void solveMovesWithTheScoreOfThePositionGivesTheSameScores_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("threads");
        QTest::addRow("first player ahead, one thread") << "243335424257" << 1;
        QTest::addRow("second player ahead, one thread") << "51756773145177" << 1;
        QTest::addRow("second player ahead, three threads") << "165746146225" << 3;
        QTest::addRow("middle game, two threads") << "32164625" << 2;
    }
    void solveMovesWithTheScoreOfThePositionGivesTheSameScores()
    {
        QFETCH(QString, moves);
        QFETCH(int, threads);
        const auto position = parsePosition(moves.toStdString(), BoardSpec::standard());
        QVERIFY(position);
        const BasicPosition<uint64_t> p = basic(*position);
        Solver reference(size_t{16} << 20);
        const std::optional<int> own = reference.solve(p);
        QVERIFY(own);
        std::vector<int> columns;
        std::map<int, int> expected;
        for (int c = 0; c < 7; ++c) {
            if (p.canPlay(c) && !p.isWinningMove(c)) {
                columns.push_back(c);
                expected[c] = *reference.solveMove(p, c);
            }
        }
        Solver told(size_t{16} << 20);
        told.setThreads(threads);
        std::map<int, int> scores;
        QVERIFY(told.solveMoves(p, columns, [&](int column, int score) { scores[column] = score; }, own));
        QCOMPARE(scores, expected);
        QCOMPARE(std::max_element(scores.begin(), scores.end(),
                                  [](const auto& x, const auto& y) { return x.second < y.second; })->second,
                 *own);
    }

    void solveMovesStopsEveryThread()
    {
        // The empty board's columns take minutes; a stop ends all threads.
        Solver solver(size_t{16} << 20);
        solver.setThreads(4);
        bool anySolved = false;
        bool complete = true;
        {
            const StopSoon stop(solver);
            complete = solver.solveMoves(BasicPosition<uint64_t>(BoardSpec::standard()), {0, 1, 2, 3, 4, 5, 6},
                                         [&](int, int) { anySolved = true; });
        }
        QVERIFY(!complete);
        QVERIFY(!anySolved);
    }

    void agreesWithBruteForceOnSmallBoards_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("fromPlies");
        QTest::addColumn<int>("toPlies");
        // Brute force has to see the whole tree below each position, so the
        // bigger boards start a few plies in.
        QTest::addRow("4x4 connect 4, positions after 0-4 plies") << "4x4x4" << 0 << 4;
        QTest::addRow("5x4 connect 4, positions after 6-7 plies") << "5x4x4" << 6 << 7;
        QTest::addRow("4x5 connect 4, positions after 4-6 plies") << "4x5x4" << 4 << 6;
        QTest::addRow("3x3 connect 3, every position") << "3x3x3" << 0 << 9;
        QTest::addRow("5x5 connect 3, positions after 6-8 plies") << "5x5x3" << 6 << 8;
        QTest::addRow("3x4 connect 5 (nobody can win)") << "3x4x5" << 0 << 3;
    }
    void agreesWithBruteForceOnSmallBoards()
    {
        QFETCH(QString, spec);
        QFETCH(int, fromPlies);
        QFETCH(int, toPlies);
        std::string error;
        const auto boardSpec = BoardSpec::parse(spec.toStdString(), &error);
        QVERIFY2(boardSpec, error.c_str());
        const BasicPosition<uint64_t> empty(*boardSpec);
        std::unordered_map<uint64_t, int> memo;
        Solver solver(size_t{4} << 20);
        int checked = 0;
        for (int depth = fromPlies; depth <= toPlies; ++depth) {
            std::vector<std::vector<int>> lines;
            std::vector<int> moves;
            collect(empty, depth, lines, moves);
            // An even sample of at most 40 positions per ply keeps the brute
            // force's union of subtrees small.
            const size_t stride = std::max<size_t>(1, lines.size() / 40);
            for (size_t i = 0; i < lines.size(); i += stride) {
                const auto& line = lines[i];
                BasicPosition<uint64_t> p = empty;
                for (int c : line)
                    p.play(c);
                if (p.isFull())
                    continue;
                const int expected = bruteForce(p, memo);
                const std::optional<int> score = solver.solve(p);
                QVERIFY(score);
                if (*score != expected)
                    QFAIL(qPrintable(QStringLiteral("%1 after %2: solver %3, brute force %4")
                                         .arg(spec, QString::fromStdString(toList(line)))
                                         .arg(*score).arg(expected)));
                const std::optional<int> weak = solver.solve(p, true);
                QVERIFY(weak);
                QCOMPARE(*weak, (expected > 0) - (expected < 0));
                ++checked;
            }
        }
        QVERIFY(checked > 0);
    }

    void solveMoveScoresEachColumn()
    {
        // After 3 2 1 6 4 6 2 5 (L1_R1 line 1) the side to move can be scored
        // column by column; each must agree with solving the child.
        const auto position = parsePosition("32164625", BoardSpec::standard());
        QVERIFY(position);
        const BasicPosition<uint64_t> p = basic(*position);
        Solver solver(size_t{16} << 20);
        for (int c = 0; c < 7; ++c) {
            if (!p.canPlay(c))
                continue;
            BasicPosition<uint64_t> child = p;
            child.play(c);
            const auto viaChild = solver.solve(child);
            const auto viaMove = solver.solveMove(p, c);
            QVERIFY(viaChild && viaMove);
            QCOMPARE(*viaMove, -*viaChild);
        }
    }

    void isAtLeastAgreesWithScore()
    {
        const auto position = parsePosition("243335424257", BoardSpec::standard());
        QVERIFY(position);
        const BasicPosition<uint64_t> p = basic(*position);
        Solver solver(size_t{16} << 20);
        const auto score = solver.solve(p);
        QVERIFY(score);
        QCOMPARE(solver.isAtLeast(p, *score), std::optional<bool>(true));
        QCOMPARE(solver.isAtLeast(p, *score + 1), std::optional<bool>(false));
    }

    void stopsWhenAskedFromAnotherThread()
    {
        // The empty board takes minutes; a stop must end it promptly.
        Solver solver(size_t{16} << 20);
        std::stop_source source;
        SearchControl control;
        control.stop = source.get_token();
        solver.setControl(control);
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            source.request_stop();
        });
        QElapsedTimer timer;
        timer.start();
        const auto score = solver.solve(BasicPosition<uint64_t>(BoardSpec::standard()));
        const qint64 ms = timer.elapsed();
        stopper.join();
        // No score: the stop ended it (solving the empty board takes
        // minutes). The bound is loose and only catches a solver that
        // ignores the stop; how fast it stops is for the benchmarks.
        QVERIFY(!score);
        QVERIFY2(ms < 10'000, qPrintable(QString::number(ms)));
    }

    void stopsEveryThreadWhenAsked()
    {
        Solver solver(size_t{16} << 20);
        solver.setThreads(4);
        const StopSoon stop(solver);
        // Returns only after its helpers are done, so returning at all means
        // every thread saw the stop.
        QVERIFY(!solver.solve(BasicPosition<uint64_t>(BoardSpec::standard())));
    }

    void stopsAtNodeLimit()
    {
        Solver solver(size_t{16} << 20);
        SearchControl control;
        control.maxNodes = 100'000;
        solver.setControl(control);
        QVERIFY(!solver.solve(BasicPosition<uint64_t>(BoardSpec::standard())));
        QVERIFY(solver.nodes() < 200'000);
    }
};

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
