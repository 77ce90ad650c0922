// connect4-cli: the terminal program. A thin dispatcher: each subcommand
// lives in its own file (see commands.h).
#include "app/appinfo.h"
#include "cli/cliutil.h"
#include "cli/commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <functional>

namespace {

struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList&);
};

constexpr Command kCommands[] = {
    {"play", "play a game in the terminal (the default)", c4::cli::runPlay},
    {"solve", "read positions from stdin, write their exact scores", c4::cli::runSolve},
    {"analyze", "score every column of a position, with principal variations", c4::cli::runAnalyze},
    {"move", "print the column the engine plays in a position", c4::cli::runMove},
    {"bench", "solve benchmark files and report speed and correctness", c4::cli::runBench},
    {"match", "play two skill levels, or a level and the classic engine, against each other", c4::cli::runMatch},
    {"book", "generate the opening book", c4::cli::runBook},
};

void printUsage(FILE* out)
{
    std::fprintf(out, "Usage: connect4-cli [command] [options]\n\nCommands:\n");
    for (const Command& c : kCommands)
        std::fprintf(out, "  %-8s %s\n", c.name, c.summary);
    std::fprintf(out,
                 "\nconnect4-cli <command> --help describes a command's options.\n"
                 "connect4-cli --version prints the version.\n");
}

}  // namespace

int main(int argc, char* argv[])
{
    c4::cli::programStart();
    QCoreApplication app(argc, argv);
    c4::AppInfo::applyTo(app);
    QStringList args = app.arguments();
    const QString first = args.size() > 1 ? args.at(1) : QString();

    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        std::printf("connect4-cli %s\n", qPrintable(c4::AppInfo::version()));
        return 0;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printUsage(stdout);
        return 0;
    }
    // No command, or an option first: play, as the seeds' console games do.
    QString name = QStringLiteral("play");
    if (!first.isEmpty() && !first.startsWith(QLatin1Char('-')))
        name = first, args.removeAt(1);
    for (const Command& c : kCommands) {
        if (name == QLatin1String(c.name)) {
            args[0] = QStringLiteral("connect4-cli ") + name;
            return c.run(args);
        }
    }
    std::fprintf(stderr, "connect4-cli: unknown command '%s'\n\n", qPrintable(name));
    printUsage(stderr);
    return 2;
}
