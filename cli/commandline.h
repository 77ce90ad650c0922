#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace c4::cli {

// The front of every subcommand's options, so all of them behave alike:
// QCommandLineParser::parse (never process(), which prints "connect4:" and
// exits with 1), a --help that names "connect4-cli SUB", and usage errors
// printed as "connect4-cli SUB: message" with exit status 2.
class CommandLine {
public:
    // Parses `args` (args[0] is "connect4-cli SUB"). Returns an exit status
    // when the command is done already (0 after printing --help, 2 after a
    // usage error), nothing when it goes on.
    static std::optional<int> parse(QCommandLineParser& parser, const QStringList& args);

    // The parser's help with the usage line naming `command` instead of the
    // program's path.
    static QString helpText(const QCommandLineParser& parser, const QString& command);

    // Prints "COMMAND: message" and a pointer to --help on stderr; returns 2.
    static int usageError(const QString& command, const QString& message);
};

}  // namespace c4::cli
