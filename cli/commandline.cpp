#include "cli/commandline.h"

#include "cli/terminal.h"

#include <QCoreApplication>

#include <cstdio>

namespace c4::cli {

std::optional<int> CommandLine::parse(QCommandLineParser& parser, const QStringList& args)
{
    const QString command = args.value(0);
    if (!parser.parse(args))
        return usageError(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(helpText(parser, command).toUtf8().constData(), stdout);
        return 0;
    }
    return std::nullopt;
}

QString CommandLine::helpText(const QCommandLineParser& parser, const QString& command)
{
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const qsizetype lineEnd = help.indexOf(QLatin1Char('\n'));
    const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program);
    if (at >= 0 && (lineEnd < 0 || at < lineEnd))
        help.replace(at, program.size(), command);
    return help;
}

int CommandLine::usageError(const QString& command, const QString& message)
{
    // The message may quote what was typed: print it as text.
    std::fprintf(stderr, "%s: %s\n%s\n", qPrintable(command), qPrintable(Terminal::printable(message)),
                 qPrintable(QCoreApplication::translate("CommandLine", "Try '%1 --help'.").arg(command)));
    return 2;
}

}  // namespace c4::cli
