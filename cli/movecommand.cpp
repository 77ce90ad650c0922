// connect4-cli move: the column the engine plays in a position, so other
// programs can play against it.
#include "cli/cliutil.h"
#include "cli/commandline.h"
#include "cli/commands.h"
#include "cli/numberparser.h"
#include "cli/resourceoptions.h"

#include "engine/analyzer.h"
#include "engine/movetime.h"
#include "engine/notation.h"
#include "engine/skilllevel.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

namespace c4::cli {

namespace {

// The context lupdate gives these tr() calls in translations/*.ts.
QString tr(const char* text) { return QCoreApplication::translate("c4::cli", text); }

int fail(const QString& message)
{
    return CommandLine::usageError(QStringLiteral("connect4-cli move"), message);
}

}  // namespace

int runMove(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Prints the 1-based column the engine plays in POSITION (the moves so far, 1-based: \"4453\" "
           "on boards of up to 9 columns, a list such as \"4,4,10,3\" on any board; \"\" is the empty "
           "board)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("position"), tr("the moves played so far"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), tr("board as WxH or WxHxN (default 7x6x4)"),
                                        QStringLiteral("WxHxN"), QStringLiteral("7x6x4"));
    const QCommandLineOption levelOption(QStringLiteral("level"),
                                         tr("skill level 1-10 (default 10, the solver)"), QStringLiteral("L"));
    const QCommandLineOption timeOption(QStringLiteral("time"),
                                        tr("seconds to think at most (default: the level's own time, "
                                           "5 s at level 10)"),
                                        QStringLiteral("S"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        tr("seed of the level's deliberate mistakes (default: random); "
                                           "the same seed gives the same move"),
                                        QStringLiteral("N"));
    const QCommandLineOption clockOption(QStringLiteral("clock"),
                                         tr("play by a clock instead: seconds left on the mover's clock, "
                                            "optionally + seconds added per move (e.g. 60+2); the move "
                                            "takes a share of it and never more than half"),
                                         QStringLiteral("REMAINING[+INC]"));
    parser.addOptions({sizeOption, levelOption, timeOption, clockOption, seedOption});
    const ResourceOptions resourceOptions;
    resourceOptions.addTo(parser);
    if (const auto done = CommandLine::parse(parser, args))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return fail(tr("expected one position, got %1 arguments (quote a list with spaces)").arg(positional.size()));

    QString sizeError;
    const auto spec = parseSize(parser.value(sizeOption), &sizeError);
    if (!spec)
        return fail(sizeError);

    QString problem;
    int level = SkillLevel::kMax;
    if (parser.isSet(levelOption)) {
        const auto l = NumberParser::integer(QStringLiteral("level"), parser.value(levelOption), SkillLevel::kMin,
                                             SkillLevel::kMax, &problem);
        if (!l)
            return fail(problem);
        level = int(*l);
    }
    SearchLimits limits;
    if (parser.isSet(timeOption)) {
        const auto seconds = NumberParser::real(QStringLiteral("time"), parser.value(timeOption), 0, 86400, false,
                                                &problem, tr("a number of seconds"));
        if (!seconds)
            return fail(problem);
        limits.maxTime = std::chrono::milliseconds(std::max<long long>(1, std::llround(*seconds * 1000)));
    }
    if (parser.isSet(clockOption) && parser.isSet(timeOption))
        return fail(tr("--time and --clock cannot be combined: give one"));
    std::optional<std::pair<double, double>> clock;
    if (parser.isSet(clockOption)) {
        const QStringList parts = parser.value(clockOption).split(QLatin1Char('+'));
        const auto remaining = NumberParser::real(QStringLiteral("clock"), parts.value(0), 0, 1e6, true, &problem);
        const auto increment = parts.size() > 1
            ? NumberParser::real(QStringLiteral("clock"), parts[1], 0, 1e6, true, &problem)
            : std::optional<double>(0.0);
        if (parts.size() > 2 || !remaining || !increment)
            return fail(tr("--clock: '%1' is not seconds left, optionally +increment, such as 60+2")
                            .arg(parser.value(clockOption)));
        clock = std::make_pair(*remaining, *increment);
    }
    uint64_t seed = std::random_device{}();
    if (parser.isSet(seedOption)) {
        const auto s = NumberParser::unsignedInteger(QStringLiteral("seed"), parser.value(seedOption), &problem);
        if (!s)
            return fail(problem);
        seed = *s;
    }

    const QString text = positional.isEmpty() ? QString() : positional.first();
    NotationError error;
    const auto position = parsePosition(text.toStdString(), *spec, &error);
    if (!position)
        return fail(tr("position '%1': %2").arg(text, QString::fromStdString(error.message())));
    if (position->isOver())
        return fail(tr("position '%1': the game is over, there is no move to play").arg(text));

    if (clock) {
        const auto ms = [](double seconds) { return std::chrono::milliseconds(std::llround(seconds * 1000)); };
        TimeLimits time;
        time.hasClock = true;
        time.remaining = ms(clock->first);
        time.increment = ms(clock->second);
        limits.maxTime = moveTime(*spec, position->movesPlayed(), level, time);
    }
    if (limits.maxTime.count() > 0) {
        // The caller's time began when it started this program.
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now()
                                                                                 - programStart());
        limits.maxTime = std::max(limits.maxTime - spent, std::chrono::milliseconds(1));
    }
    const auto resources = resourceOptions.read(parser, &problem);
    if (!resources)
        return fail(problem);
    Analyzer analyzer(resources->tableBytes);
    analyzer.setThreads(resources->threads);
    const int column = analyzer.chooseMove(*position, level, limits, seed);
    std::printf("%d\n", column + 1);
    // The caller is waiting on this line; freeing the table comes after.
    std::fflush(stdout);
    return 0;
}

}  // namespace c4::cli
