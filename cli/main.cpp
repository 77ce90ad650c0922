// connect4-cli: the terminal program. A thin dispatcher: each subcommand
// lives in its own file (see commands.h).
#include "app/appinfo.h"
#include "cli/cliutil.h"
#include "cli/commands.h"
#include "app/language.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList&);
};

constexpr Command kCommands[] = {
    {"play", QT_TRANSLATE_NOOP("Cli", "play a game in the terminal (the default)"), c4::cli::runPlay},
    {"solve", QT_TRANSLATE_NOOP("Cli", "read positions from stdin, write their exact scores"), c4::cli::runSolve},
    {"analyze", QT_TRANSLATE_NOOP("Cli", "score every column of a position, with principal variations"),
     c4::cli::runAnalyze},
    {"move", QT_TRANSLATE_NOOP("Cli", "print the column the engine plays in a position"), c4::cli::runMove},
    {"bench", QT_TRANSLATE_NOOP("Cli", "solve benchmark files and report speed and correctness"), c4::cli::runBench},
    {"match", QT_TRANSLATE_NOOP("Cli", "play two skill levels, or a level and the classic engine, against each other"),
     c4::cli::runMatch},
    {"book", QT_TRANSLATE_NOOP("Cli", "generate the opening book"), c4::cli::runBook},
};

void printUsage(FILE* out)
{
    std::fprintf(out, "%s\n\n%s\n",
                 qPrintable(QCoreApplication::translate("Cli", "Usage: connect4-cli [--lang CODE] [command] [options]")),
                 qPrintable(QCoreApplication::translate("Cli", "Commands:")));
    for (const Command& c : kCommands)
        std::fprintf(out, "  %-8s %s\n", c.name, qPrintable(QCoreApplication::translate("Cli", c.summary)));
    std::fprintf(out, "\n%s\n%s\n%s\n",
                 qPrintable(QCoreApplication::translate("Cli", "connect4-cli <command> --help describes a command's options.")),
                 qPrintable(QCoreApplication::translate("Cli", "connect4-cli --version prints the version.")),
                 qPrintable(QCoreApplication::translate("Cli", "--lang CODE (before or after the command) sets the language "
                                                               "of messages: %1; without it the system's (LANGUAGE, "
                                                               "LC_ALL, LC_MESSAGES, LANG).")
                                .arg(c4::Language::available().join(QLatin1String(", ")))));
}

// Takes "--lang CODE" or "--lang=CODE" out of args (before a "--") into
// *code. Returns false, after saying why on stderr, when CODE is missing or
// has no translation.
bool takeLanguage(QStringList& args, QString* code)
{
    bool given = false;  // "--lang" or "--lang=" with no code names no language: not the system's
    for (qsizetype i = 1; i < args.size() && args.at(i) != QLatin1String("--"); ++i) {
        if (args.at(i) == QLatin1String("--lang")) {
            *code = i + 1 < args.size() ? args.takeAt(i + 1) : QString();  // a missing code is an empty one
            args.removeAt(i--);
            given = true;
        } else if (args.at(i).startsWith(QLatin1String("--lang="))) {
            *code = args.takeAt(i--).mid(7);
            given = true;
        }
    }
    if (code->isEmpty() && given) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("Cli", "connect4-cli: --lang needs a language code (%1)")
                                    .arg(c4::Language::available().join(QLatin1String(", ")))));
        return false;
    }
    if (c4::Language::isAvailable(*code))
        return true;
    std::fprintf(stderr, "%s\n",
                 qPrintable(QCoreApplication::translate("Cli", "connect4-cli: --lang: no translation for '%1' (there are: %2)")
                                .arg(*code, c4::Language::available().join(QLatin1String(", ")))));
    return false;
}

}  // namespace

int main(int argc, char* argv[])
{
    c4::cli::programStart();
    QCoreApplication app(argc, argv);
    c4::AppInfo::applyTo(app);
    QStringList args = app.arguments();
    QString language;  // "" = the system's
    c4::Language::apply(language);  // what --lang's own errors are written in
    if (!takeLanguage(args, &language))
        return 2;
    if (!language.isEmpty())
        c4::Language::apply(language);
    QString first = args.size() > 1 ? args.at(1) : QString();

    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        std::printf("connect4-cli %s\n", qPrintable(c4::AppInfo::version()));
        return 0;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("--help-all")
        || first == QLatin1String("help")) {
        // "help COMMAND" is that command's --help.
        if (first == QLatin1String("help") && args.size() > 2 && args.at(2) != QLatin1String("help")) {
            args = QStringList{args.at(0), args.at(2), QStringLiteral("--help")};
            first = args.at(1);
        } else {
            printUsage(stdout);
            return 0;
        }
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
    std::fprintf(stderr, "%s\n\n",
                 qPrintable(QCoreApplication::translate("Cli", "connect4-cli: unknown command '%1'").arg(name)));
    printUsage(stderr);
    return 2;
}
