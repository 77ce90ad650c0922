// The book generator: exact scores of every position up to a ply, derived
// from the deepest ply, and resumable from what an earlier run wrote.
#include "engine/solver.h"
#include "engine/bookgenerator.h"
#include "engine/notation.h"

#include <QTest>

#include <unordered_map>

using namespace c4;

namespace {

// A plain memoised minimax over the whole game, independent of the solver:
// the score of the position for the side to move, in the solver convention.
int minimax(const Position& p, std::unordered_map<uint64_t, int>& memo)
{
    if (const auto it = memo.find(p.key()); it != memo.end())
        return it->second;
    const BoardSpec& spec = p.spec();
    int best = -1000;
    Position child = p;
    for (int c = 0; c < spec.width; ++c) {
        if (!child.canPlay(c))
            continue;
        if (child.isWinningMove(c)) {
            best = (spec.cells() + 1) / 2 + 1 - (p.movesPlayed() + 2) / 2;
            break;
        }
        child.play(c);
        best = std::max(best, child.isDraw() ? 0 : -minimax(child, memo));
        child.undo();
    }
    memo[p.key()] = best;
    return best;
}

// The exact score of a position by brute force.
int score(const BoardSpec& spec, const char* moves)
{
    std::unordered_map<uint64_t, int> memo;
    return minimax(*parsePosition(moves, spec), memo);
}

struct Run {
    std::string text;
    size_t solves = 0;
    bool finished = false;
    // Each solved position (its moves) with the lower bound it was given.
    std::vector<std::pair<std::string, std::optional<int>>> bounds;
};

// Runs a generator (after loading `earlier`) with the project's solver,
// counting the positions it had to solve; stops after `solveBudget` solves.
Run generate(const BoardSpec& spec, int ply, const std::string& earlier, size_t solveBudget = SIZE_MAX)
{
    Solver solver(size_t{4} << 20);
    BookGenerator generator(spec, ply);
    const auto loaded = generator.load(earlier);
    Run run;
    run.text = earlier.substr(0, loaded.validBytes);
    std::stop_source stop;
    run.finished = generator.run(
        [&](const Position& p, std::optional<int> atLeast) -> std::optional<int> {
            if (run.solves == solveBudget) {
                stop.request_stop();
                return std::nullopt;
            }
            ++run.solves;
            run.bounds.push_back({toMoveString(p), atLeast});
            return p.visit([&](const auto& b) -> std::optional<int> {
                if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
                    return solver.solve(b, false, atLeast);
                else
                    return std::nullopt;
            });
        },
        [&](const std::string& line) { run.text += line + '\n'; }, stop.get_token());
    return run;
}

}  // namespace

class TestBookGenerator : public QObject {
    Q_OBJECT
private slots:
    void scoresEqualBruteForce_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<int>("ply");
        QTest::addRow("4x4 up to ply 4") << "4x4" << 4;
        QTest::addRow("5x3 up to ply 5") << "5x3" << 5;
        QTest::addRow("3x5 up to ply 4") << "3x5" << 4;
        QTest::addRow("3x3 connect 3 up to ply 3") << "3x3x3" << 3;
    }
    void scoresEqualBruteForce()
    {
        QFETCH(QString, size);
        QFETCH(int, ply);
        const auto spec = *BoardSpec::parse(size.toStdString(), nullptr);
        const Run run = generate(spec, ply, {});
        QVERIFY(run.finished);
        std::unordered_map<uint64_t, int> memo;
        size_t lines = 0;
        for (const QString& line : QString::fromStdString(run.text).split('\n', Qt::SkipEmptyParts)) {
            ++lines;
            const qsizetype space = line.lastIndexOf(' ');
            const auto p = parsePosition(line.left(space).toStdString(), spec);
            QVERIFY2(p, qPrintable(line));
            QVERIFY(p->movesPlayed() <= ply);
            QCOMPARE(line.mid(space + 1).toInt(), minimax(*p, memo));
        }
        BookGenerator check(spec, ply);
        QCOMPARE(check.load(run.text).lines, lines);
        QCOMPARE(check.completePly(), ply);
    }

    // Stopped half way, a run has already derived the shallower positions
    // whose children it solved.
    void derivesParentsAsSoonAsTheirChildrenAreKnown()
    {
        const BoardSpec spec{4, 4, 4};
        const Run full = generate(spec, 3, {});
        const Run stopped = generate(spec, 3, {}, full.solves / 2);
        BookGenerator partial(spec, 3);
        partial.load(stopped.text);
        QVERIFY(partial.knownAt(2) > 0);
        QVERIFY(partial.knownAt(3) < partial.positionsAt(3));
    }

    // The deepest ply is solved from the centre out: the openings people
    // play first, so a ply part done already answers them.
    void solvesCentreOpeningsFirst()
    {
        const BoardSpec spec{5, 4, 4};
        const Run stopped = generate(spec, 2, {}, 3);
        QVERIFY(!stopped.finished);
        // Column 3 first, then its answers from the centre out (34 is 32
        // mirrored, 35 is 31); with them 3 itself is known.
        QCOMPARE(QString::fromStdString(stopped.text), QStringLiteral("33 %1\n32 %2\n31 %3\n3 %4\n")
                                                           .arg(score(spec, "33"))
                                                           .arg(score(spec, "32"))
                                                           .arg(score(spec, "31"))
                                                           .arg(score(spec, "3")));
    }

    // Extending a book by a ply, each new position's solve gets the bound
    // its known parents give: never above its score, often equal to it.
    // From scratch nothing is known above the deepest ply: no bounds.
    void extendingABookBoundsEachSolveByItsParents()
    {
        const BoardSpec spec{4, 4, 4};
        const Run fresh = generate(spec, 3, {});
        QVERIFY(fresh.finished);
        for (const auto& [moves, bound] : fresh.bounds)
            QVERIFY2(!bound, moves.c_str());

        const Run extended = generate(spec, 4, fresh.text);
        QVERIFY(extended.finished);
        QCOMPARE(extended.solves, BookGenerator(spec, 4).positionsAt(4));
        size_t tight = 0;
        for (const auto& [moves, bound] : extended.bounds) {
            QVERIFY2(bound, moves.c_str());
            const int exact = score(spec, moves.c_str());
            QVERIFY2(*bound <= exact, moves.c_str());
            tight += *bound == exact;
        }
        QVERIFY(tight > 0 && tight < extended.bounds.size());
        // With the bounds the book still holds the exact scores.
        std::unordered_map<uint64_t, int> memo;
        for (const QString& line : QString::fromStdString(extended.text).split('\n', Qt::SkipEmptyParts)) {
            const qsizetype space = line.lastIndexOf(' ');
            QCOMPARE(line.mid(space + 1).toInt(), minimax(*parsePosition(line.left(space).toStdString(), spec), memo));
        }
    }

    void onlyTheDeepestPlyIsSolved()
    {
        const BoardSpec spec{4, 4, 4};
        const Run run = generate(spec, 3, {});
        QVERIFY(run.finished);
        QCOMPARE(run.solves, BookGenerator(spec, 3).positionsAt(3));
    }

    void mirrorPositionsShareOneLine()
    {
        const BoardSpec spec{4, 4, 4};
        const BookGenerator generator(spec, 1);
        QCOMPARE(generator.positionsAt(0), size_t(1));
        QCOMPARE(generator.positionsAt(1), size_t(2));  // columns 1|4 and 2|3
    }

    // A run killed in the middle of writing a line resumes from the last
    // complete line, solves nothing twice, and ends with the same book.
    void resumesAfterTruncatedFileWithoutResolving()
    {
        const BoardSpec spec{4, 4, 4};
        const Run full = generate(spec, 4, {});
        QVERIFY(full.finished);

        const Run stopped = generate(spec, 4, {}, full.solves / 2);
        QVERIFY(!stopped.finished);
        QCOMPARE(stopped.solves, full.solves / 2);
        // Cut the last line in half, as a kill during the write would.
        std::string cut = stopped.text;
        cut.pop_back();
        const size_t lastLine = cut.rfind('\n') + 1;
        cut.resize(lastLine + (cut.size() - lastLine) / 2);

        BookGenerator before(spec, 4);
        const auto loaded = before.load(cut);
        QCOMPARE(loaded.validBytes, size_t(lastLine));
        QVERIFY(before.knownAt(4) > 0 && before.knownAt(4) < before.positionsAt(4));

        const Run resumed = generate(spec, 4, cut);
        QVERIFY(resumed.finished);
        QCOMPARE(resumed.solves, before.positionsAt(4) - before.knownAt(4));

        BookGenerator a(spec, 4), b(spec, 4);
        a.load(full.text);
        b.load(resumed.text);
        auto ea = a.entries(), eb = b.entries();
        const auto byKey = [](const OpeningBook::Entry& x, const OpeningBook::Entry& y) { return x.key < y.key; };
        std::sort(ea.begin(), ea.end(), byKey);
        std::sort(eb.begin(), eb.end(), byKey);
        QCOMPARE(ea.size(), eb.size());
        for (size_t i = 0; i < ea.size(); ++i) {
            QCOMPARE(ea[i].key, eb[i].key);
            QCOMPARE(ea[i].score, eb[i].score);
        }
        // Each position is written exactly once over both runs.
        QCOMPARE(std::count(resumed.text.begin(), resumed.text.end(), '\n'),
                 std::count(full.text.begin(), full.text.end(), '\n'));
    }

    void badLineIsReportedWithItsNumber()
    {
        BookGenerator generator({4, 4, 4}, 2);
        const auto result = generator.load("1 -2\n12 x\n");
        QCOMPARE(result.lines, size_t(1));
        QCOMPARE(QString::fromStdString(result.error), QStringLiteral("line 2: expected '<moves> <score>'"));
        const auto illegal = BookGenerator({4, 4, 4}, 2).load("15 3\n");
        QVERIFY(QString::fromStdString(illegal.error).startsWith("line 1: "));
    }

    // Lines no run could have written are refused with their number (they
    // were packed into a book without a word): a position deeper than the
    // book, a score beyond a win with the next move, and a second score
    // for the same position. The same line twice is harmless.
    void impossibleLinesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        // 3x3x3, 9 cells: after 2 moves no score is beyond (9+1)/2+1-2 = 4.
        QTest::addRow("too deep") << "1 2\n1212 0\n" << "line 2: a position of ply 4, deeper than the book's 2";
        QTest::addRow("score too high") << "22 999\n"
                                        << "line 1: the score 999 is impossible after 2 moves (at most 4 either way)";
        QTest::addRow("score too low") << "22 -5\n"
                                       << "line 1: the score -5 is impossible after 2 moves (at most 4 either way)";
        QTest::addRow("contradiction") << "22 0\n13 1\n22 1\n"
                                       << "line 3: the score 1 contradicts the score 0 given to the same position before";
        QTest::addRow("mirror image contradicts") << "21 0\n23 1\n"
                                                  << "line 2: the score 1 contradicts the score 0 given to the same "
                                                     "position before";
        QTest::addRow("repeated line") << "22 4\n22 4\n" << "";
    }
    void impossibleLinesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        BookGenerator generator({3, 3, 3}, 2);
        const auto result = generator.load(text.toStdString());
        QCOMPARE(QString::fromStdString(result.error), error);
    }

    // The header names the board: its own is read past, another's refused
    // before any score is taken.
    void progressOfAnotherBoardIsRefused()
    {
        const BoardSpec spec{5, 4, 4};
        const std::string header = BookGenerator::header(spec) + "\n";
        QCOMPARE(header, std::string("# board 5x4x4\n"));
        BookGenerator own(spec, 1);
        const auto read = own.load(header + "3 -1\n");
        QVERIFY2(read.error.empty(), read.error.c_str());
        QCOMPARE(read.lines, size_t(1));
        QCOMPARE(own.knownAt(1), size_t(1));

        BookGenerator other({6, 4, 4}, 1);
        const auto refused = other.load(header + "3 -1\n");
        QCOMPARE(QString::fromStdString(refused.error),
                 QStringLiteral("line 1: the file is for another board ('# board 5x4x4'), not 6x4x4"));
        QCOMPARE(other.knownAt(1), size_t(0));
    }

    // Past the last ply any game reaches there are no positions, not an
    // exception (4x3: the board is full at ply 12).
    void pliesAfterEveryGameEndsAreEmpty()
    {
        const BookGenerator generator({4, 3, 4}, 14);
        QCOMPARE(generator.deepestPly(), 11);
        QVERIFY(generator.positionsAt(11) > 0);
        QCOMPARE(generator.positionsAt(12), size_t(0));
        QCOMPARE(generator.knownAt(14), size_t(0));
        QCOMPARE(generator.positionsAt(-1), size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestBookGenerator)
#include "tst_bookgenerator.moc"
