// connect4-cli bench FILE... [--max-seconds S] [--table-mb M] [--weak] [--cpu-time]
// Solves every `moves score` line of each file with a fresh transposition
// table (the reset is not timed), checks the score and prints one line per
// file:
//   FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z
// Exits with 1 when any score is wrong or a line cannot be read.
#include "app/movetext.h"
#include "cli/commandline.h"
#include "cli/commands.h"
#include "cli/terminal.h"

#include "app/safefile.h"
#include "engine/narrowboard.h"
#include "engine/notation.h"
#include "engine/solver.h"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace c4::cli {

namespace {

struct FileResult {
    int positions = 0;
    int correct = 0;
    double seconds = 0;
    uint64_t nodes = 0;
    bool readError = false;
};

// CPU time of this process (all its search threads): on a machine shared
// with other work it measures the solver, not the queue for a core.
double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + t.tv_nsec * 1e-9;
}

// A test set larger than this is refused (the public sets are ~50 KB).
constexpr qint64 kMaxTestSetBytes = 256 << 20;

FileResult benchFile(const QString& path, Solver& solver, double maxSeconds, bool weak, bool cpuTime)
{
    FileResult result;
    QString readError;
    const auto data = SafeFile::read(path, kMaxTestSetBytes, &readError);
    if (!data) {
        std::fprintf(stderr, "%s\n", qPrintable(Terminal::printable(readError)));
        result.readError = true;
        return result;
    }
    using Clock = std::chrono::steady_clock;
    int lineNumber = 0;
    for (const QByteArray& rawLine : data->split('\n')) {
        const QByteArray line = rawLine.trimmed();
        ++lineNumber;
        if (line.isEmpty())
            continue;
        const QList<QByteArray> fields = line.simplified().split(' ');
        bool isNumber = false;
        const int expected = fields.size() == 2 ? fields[1].toInt(&isNumber) : 0;
        NotationError error;
        const auto position = isNumber ? parsePosition(fields[0].toStdString(), BoardSpec::standard(), &error)
                                       : std::nullopt;
        if (!isNumber || !position || position->isOver()) {
            const QString reason = !isNumber ? tr("expected 'moves score'")
                : !position              ? MoveText::describe(error)
                                         : tr("the game is already over");
            std::fprintf(stderr, "%s\n",
                         qPrintable(Terminal::printable(tr("%1:%2: %3").arg(path).arg(lineNumber).arg(reason))));
            result.readError = true;
            continue;
        }
        if (maxSeconds > 0 && result.seconds >= maxSeconds)
            break;

        solver.allocateTable();  // not timed
        solver.clearTable();
        solver.resetNodes();
        SearchControl control;
        if (maxSeconds > 0)
            control.deadline = Clock::now()
                + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(maxSeconds - result.seconds));
        solver.setControl(control);

        const double cpuStart = processCpuSeconds();
        const auto start = Clock::now();
        const std::optional<int> score = *onSolverBoard(*position, [&](const auto& b) { return solver.solve(b, weak); });
        const double seconds = cpuTime ? processCpuSeconds() - cpuStart
                                       : std::chrono::duration<double>(Clock::now() - start).count();
        if (!score)  // stopped by --max-seconds: not counted
            break;
        const int want = weak ? (expected > 0) - (expected < 0) : expected;
        ++result.positions;
        result.seconds += seconds;
        result.nodes += solver.nodes();
        if (*score == want) {
            ++result.correct;
        } else {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("%1:%2: %3 solved as %4, expected %5")
                                        .arg(path).arg(lineNumber).arg(QString::fromLatin1(fields[0]))
                                        .arg(*score).arg(want)));
        }
    }
    return result;
}

}  // namespace

int runBench(const QStringList& args)
{
    CommandLine line(args, tr("Solves benchmark files of 'moves score' lines (7x6) with a fresh table per position and\n"
                              "prints: FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z"));
    line.parser().addPositionalArgument(QStringLiteral("FILE"), tr("Benchmark files."), QStringLiteral("FILE..."));
    line.add({QStringLiteral("max-seconds"), tr("Stop each file after S seconds of solving."), QStringLiteral("S")});
    line.add({{QStringLiteral("w"), QStringLiteral("weak")}, tr("Only win/draw/loss (scores -1, 0, 1).")});
    line.add({QStringLiteral("cpu-time"),
              tr("Time with the process's CPU time (all threads) instead of the wall clock.")});
    // A fixed default table, the size other solvers are compared at.
    line.addResources(64);
    if (const auto done = line.parse())
        return *done;

    const QStringList files = line.positionalArguments();
    if (files.isEmpty())
        return line.usageError(tr("give at least one FILE"));
    const auto maxSeconds = line.seconds(QStringLiteral("max-seconds"), 0, 1e9, false);
    const auto resources = maxSeconds ? line.resources() : std::nullopt;
    if (!resources)
        return 2;

    Solver solver(resources->tableBytes);
    solver.setThreads(resources->threads);
    bool allGood = true;
    for (const QString& path : files) {
        const FileResult r = benchFile(path, solver, *maxSeconds, line.isSet(QStringLiteral("weak")),
                                       line.isSet(QStringLiteral("cpu-time")));
        const double meanUs = r.positions ? r.seconds * 1e6 / r.positions : 0;
        const double meanNodes = r.positions ? double(r.nodes) / r.positions : 0;
        const double knps = r.seconds > 0 ? r.nodes / r.seconds / 1000 : 0;
        std::printf("%s positions=%d correct=%d mean_us=%.1f mean_nodes=%.1f knodes_per_s=%.0f\n", qPrintable(path),
                    r.positions, r.correct, meanUs, meanNodes, knps);
        std::fflush(stdout);
        allGood = allGood && !r.readError && r.correct == r.positions;
    }
    return allGood ? 0 : 1;
}

}  // namespace c4::cli
