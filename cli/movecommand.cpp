// connect4-cli move: the column the engine plays in a position, so other
// programs can play against it.
#include "app/movetext.h"
#include "cli/cliutil.h"
#include "cli/commandline.h"
#include "cli/commands.h"
#include "cli/numberparser.h"

#include "engine/analyzer.h"
#include "engine/movetime.h"
#include "engine/notation.h"
#include "engine/skilllevel.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>

namespace c4::cli {

int runMove(const QStringList& args)
{
    CommandLine line(args, tr("Prints the 1-based column the engine plays in POSITION (the moves so far, 1-based: "
                              "\"4453\" on boards of up to 9 columns, a list such as \"4,4,10,3\" on any board; "
                              "\"\" is the empty board)."));
    line.parser().addPositionalArgument(QStringLiteral("position"), tr("the moves played so far"));
    line.addSize(tr("board as WxH or WxHxN (default 7x6x4)"));
    line.add({QStringLiteral("level"), tr("skill level 1-10 (default 10, the solver)"), QStringLiteral("L")});
    line.add({QStringLiteral("time"),
              tr("seconds to think at most (default: the level's own time, 5 s at level 10); without --table-mb "
                 "the table is sized to the move's time, 64 MiB a second, at least 64"),
              QStringLiteral("S")});
    line.add({QStringLiteral("clock"),
              tr("play by a clock instead: seconds left on the mover's clock, optionally + seconds added per move "
                 "(e.g. 60+2); the move takes a share of it and never more than half"),
              QStringLiteral("REMAINING[+INC]")});
    line.add({QStringLiteral("seed"),
              tr("seed of the level's deliberate mistakes (default: random); the same seed gives the same move"),
              QStringLiteral("N")});
    line.addResources();
    if (const auto done = line.parse())
        return *done;
    const QStringList positional = line.positionalArguments();
    if (positional.size() > 1)
        return line.usageError(
            tr("expected one position, got %1 arguments (quote a list with spaces)").arg(positional.size()));

    const auto spec = line.size();
    const auto level = spec ? line.integer(QStringLiteral("level"), SkillLevel::kMin, SkillLevel::kMax,
                                           SkillLevel::kMax)
                            : std::nullopt;
    const auto seconds = level ? line.seconds(QStringLiteral("time"), 0, 86400, false) : std::nullopt;
    if (!seconds)
        return 2;
    SearchLimits limits;
    if (*seconds > 0)
        limits.maxTime = std::chrono::milliseconds(std::max<long long>(1, std::llround(*seconds * 1000)));
    const QString clockText = line.value(QStringLiteral("clock"));
    if (line.isSet(QStringLiteral("clock")) && line.isSet(QStringLiteral("time")))
        return line.usageError(tr("--time and --clock cannot be combined: give one"));
    std::optional<std::pair<double, double>> clock;
    if (line.isSet(QStringLiteral("clock"))) {
        const QStringList parts = clockText.split(QLatin1Char('+'));
        const bool numbers = parts.size() <= 2 && std::all_of(parts.begin(), parts.end(), [](const QString& part) {
            constexpr double any = std::numeric_limits<double>::max();
            return NumberParser::real(QStringLiteral("clock"), part, -any, any, true, nullptr).has_value();
        });
        if (!numbers)
            return line.usageError(
                tr("--clock: '%1' is not seconds left, optionally +increment, such as 60+2").arg(clockText));
        // Numbers, but maybe out of range: the parser's message says which.
        QString problem;
        const auto remaining = NumberParser::real(QStringLiteral("clock"), parts[0], 0, 1e6, true, &problem);
        const auto increment = remaining && parts.size() > 1
            ? NumberParser::real(QStringLiteral("clock"), parts[1], 0, 1e6, true, &problem)
            : std::optional<double>(0.0);
        if (!remaining || !increment)
            return line.usageError(problem);
        clock = std::make_pair(*remaining, *increment);
    }
    const auto seed = line.seed(QStringLiteral("seed"), std::random_device{}());
    if (!seed)
        return 2;

    const QString text = positional.isEmpty() ? QString() : positional.first();
    NotationError error;
    const auto position = parsePosition(text.toStdString(), *spec, &error);
    if (!position)
        return line.usageError(tr("position '%1': %2").arg(text, MoveText::describe(error)));
    if (position->isOver())
        return line.usageError(tr("position '%1': the game is over, there is no move to play").arg(text));

    if (clock) {
        const auto ms = [](double seconds) { return std::chrono::milliseconds(std::llround(seconds * 1000)); };
        TimeLimits time;
        time.hasClock = true;
        time.remaining = ms(clock->first);
        time.increment = ms(clock->second);
        limits.maxTime = moveTime(*spec, position->movesPlayed(), int(*level), time);
    }
    if (limits.maxTime.count() > 0) {
        // The caller's time began when it started this program.
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now()
                                                                                 - programStart());
        limits.maxTime = std::max(limits.maxTime - spent, std::chrono::milliseconds(1));
    }
    const auto resources = line.resources();
    if (!resources)
        return 2;
    // One search of a known length, as analyze --time (see Paging).
    const auto thinking = moveTime(*spec, position->movesPlayed(), int(*level), TimeLimits{limits.maxTime});
    Analyzer analyzer(line.timedTableBytes(*resources, std::chrono::duration<double>(thinking).count()),
                      Paging::huge);
    analyzer.setThreads(resources->threads);
    const int column = analyzer.chooseMove(*position, int(*level), limits, *seed);
    std::printf("%d\n", column + 1);
    // The caller is waiting on this line; freeing the table comes after.
    std::fflush(stdout);
    return 0;
}

}  // namespace c4::cli
