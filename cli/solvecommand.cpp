// connect4-cli solve [--weak] [--analyze] [--book] [--size WxHxN] [--table-mb M]
// The input and output of Pascal Pons' c4solver: one position a line on
// stdin (1-based columns; an empty line is the empty board), and on stdout
//   <position> <score>                    or, with --analyze,
//   <position> <score of each column>     (-1000 for a full column)
// Scores are exact (22 - the winner's stones on 7x6); --weak gives only
// their sign. With --book, positions of the embedded 7x6 opening book are
// answered from it (as c4solver does with its book file) instead of solved.
// A bad line gets a message on stderr and the run goes on.
#include "app/movetext.h"
#include "cli/commandline.h"
#include "cli/commands.h"
#include "cli/terminal.h"

#include "cli/linereader.h"
#include "engine/analyzer.h"
#include "engine/narrowboard.h"
#include "engine/notation.h"
#include "engine/openingbook.h"
#include "engine/solver.h"

#include <cstdio>
#include <vector>

namespace c4::cli {

namespace {

constexpr int kFullColumn = -1000;  // c4solver's score for an unplayable column

// Exact scores for boards wider than 128 bits come from the analyzer run
// without limits (it searches until every column is exact).
int solveWide(Analyzer& analyzer, const Position& position, bool weak)
{
    const Analysis a = analyzer.analyze(position, SearchLimits{});
    const int v = a.best.value;
    return weak ? (v > 0) - (v < 0) : v;
}

}  // namespace

int runSolve(const QStringList& args)
{
    CommandLine line(args, tr("Reads one position a line (columns played, 1-based; an empty line is the empty board) and\n"
                              "writes '<position> <score>', the exact score for the side to move, as Pons' c4solver does."));
    line.add({{QStringLiteral("w"), QStringLiteral("weak")}, tr("Only win/draw/loss: scores 1, 0, -1.")});
    line.add({{QStringLiteral("a"), QStringLiteral("analyze")},
              tr("Write the score of every column (-1000 for a full one).")});
    line.add({{QStringLiteral("b"), QStringLiteral("book")},
              tr("Answer positions in the embedded 7x6 opening book from it instead of solving them.")});
    line.addSize();
    line.addResources();
    if (const auto done = line.parse())
        return *done;
    if (!line.positionalArguments().isEmpty())
        return line.usageError(tr("positions are read from stdin, not from the command line ('%1')")
                                   .arg(line.positionalArguments().join(QLatin1Char(' '))));
    const auto spec = line.size();
    const auto resources = spec ? line.resources() : std::nullopt;
    if (!resources)
        return 2;
    const bool weak = line.isSet(QStringLiteral("weak"));
    const bool analyze = line.isSet(QStringLiteral("analyze"));

    Solver solver(resources->tableBytes);
    solver.setThreads(resources->threads);
    if (line.isSet(QStringLiteral("book"))) {
        const OpeningBook& book = OpeningBook::standard();
        // The book answers nothing for another board.
        solver.setBook([&book](const BasicPosition<uint64_t>& p) { return book.score(p); }, book.maxPly() + 1);
    }
    Analyzer analyzer(resources->tableBytes, Paging::huge);  // batch work: speed first
    analyzer.setThreads(resources->threads);
    LineReader reader(stdin, 1 << 16);
    int lineNumber = 0;
    int failures = 0;
    while (const auto line = reader.read()) {
        ++lineNumber;
        const QString text = line->text.trimmed();
        auto fail = [&](const QString& reason) {
            // The reason may quote the line: data, not terminal commands.
            std::fprintf(stderr, "%s\n", qPrintable(tr("line %1: %2").arg(lineNumber).arg(Terminal::printable(reason))));
            ++failures;
        };
        if (line->tooLong) {
            fail(tr("too long (%1 bytes)").arg(line->length));
            continue;
        }
        NotationError error;
        const auto position = parsePosition(text.toStdString(), *spec, &error);
        if (!position) {
            fail(MoveText::describe(error));
            continue;
        }
        if (position->isOver()) {
            fail(position->lastMoveWon() ? tr("the game is already over: move %1 wins").arg(position->movesPlayed())
                                         : tr("the board is full"));
            continue;
        }
        std::printf("%s", qPrintable(text));
        if (analyze) {
            for (int c = 0; c < spec->width; ++c) {
                int score = kFullColumn;
                if (position->canPlay(c)) {
                    if (const auto exact = onSolverBoard(*position, [&](const auto& b) { return *solver.solveMove(b, c, weak); })) {
                        score = *exact;
                    } else if (position->isWinningMove(c)) {
                        score = weak ? 1 : Solver::winNowScore(*spec, position->movesPlayed());
                    } else {
                        Position child = *position;
                        child.play(c);
                        score = child.isOver() ? 0 : -solveWide(analyzer, child, weak);
                    }
                }
                std::printf(" %d", score);
            }
        } else {
            const auto exact = onSolverBoard(*position, [&](const auto& b) { return *solver.solve(b, weak); });
            std::printf(" %d", exact ? *exact : solveWide(analyzer, *position, weak));
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    return failures == 0 ? 0 : 1;
}

}  // namespace c4::cli
