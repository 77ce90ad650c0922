#include "cli/commandline.h"

#include "cli/cliutil.h"
#include "cli/numberparser.h"
#include "cli/terminal.h"
#include "engine/machine.h"

#include <cstdio>

namespace c4::cli {

CommandLine::CommandLine(const QStringList& args, const QString& description)
    : args_(args), command_(args.value(0))
{
    parser_.setApplicationDescription(description);
    parser_.addHelpOption();
}

void CommandLine::addSize(const QString& description)
{
    parser_.addOption({QStringLiteral("size"),
                       description.isEmpty() ? QCoreApplication::translate(
                                                   "CliUtil", "Board size WxH or WxHxN (default 7x6x4).")
                                             : description,
                       QStringLiteral("WxHxN"), QStringLiteral("7x6x4")});
}

void CommandLine::addResources(std::optional<long long> defaultTableMb)
{
    defaultTableMb_ = defaultTableMb;
    parser_.addOptions(
        {{QStringLiteral("threads"),
          QCoreApplication::translate("ResourceOptions", "Search threads sharing one table (default: every core, %1 here).").arg(defaultThreadCount()),
          QStringLiteral("N")},
         {QStringLiteral("table-mb"),
          QCoreApplication::translate("ResourceOptions", "Transposition table size in MiB (default %1).")
              .arg(defaultTableMb ? *defaultTableMb : static_cast<long long>(defaultTableBytes() >> 20)),
          QStringLiteral("M")}});
}

std::optional<int> CommandLine::parse()
{
    if (!parser_.parse(args_))
        return usageError(parser_.errorText());
    // Qt lists --help-all with every --help; both show the help.
    if (parser_.isSet(QStringLiteral("help")) || parser_.isSet(QStringLiteral("help-all"))) {
        // The usage line names the command instead of the program's path.
        QString help = parser_.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        const qsizetype lineEnd = help.indexOf(QLatin1Char('\n'));
        const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program);
        if (at >= 0 && (lineEnd < 0 || at < lineEnd))
            help.replace(at, program.size(), command_);
        std::fputs(help.toUtf8().constData(), stdout);
        return 0;
    }
    // Qt keeps the last of an option given twice and never reads the first:
    // "--level 0 --level 1" would pass a value nobody checked.
    for (const QString& name : parser_.optionNames()) {
        if (parser_.values(name).size() > 1)
            return usageError(QCoreApplication::translate("CommandLine", "--%1 is given more than once").arg(name));
    }
    return std::nullopt;
}

std::optional<BoardSpec> CommandLine::size() const
{
    QString error;
    const auto spec = parseSize(parser_.value(QStringLiteral("size")), &error);
    if (!spec)
        usageError(error);
    return spec;
}

std::optional<SearchResources> CommandLine::resources() const
{
    const auto threads = integer(QStringLiteral("threads"), 1, 256, defaultThreadCount());
    const auto mb = threads ? integer(QStringLiteral("table-mb"), 1, 65536, defaultTableMb_.value_or(0))
                            : std::nullopt;
    if (!mb)
        return std::nullopt;
    // Without --table-mb and a default of the command's own, the machine's.
    const size_t tableBytes = *mb > 0 ? static_cast<size_t>(*mb) << 20 : defaultTableBytes();
    return SearchResources{static_cast<int>(*threads), tableBytes};
}

size_t CommandLine::timedTableBytes(const SearchResources& resources, double seconds) const
{
    if (seconds <= 0 || isSet(QStringLiteral("table-mb")))
        return resources.tableBytes;
    return tableBytesForTime(seconds);
}

std::optional<long long> CommandLine::integer(const QString& option, long long low, long long high,
                                              long long fallback) const
{
    if (!parser_.isSet(option))
        return fallback;
    QString error;
    const auto number = NumberParser::integer(option, parser_.value(option), low, high, &error);
    if (!number)
        usageError(error);
    return number;
}

std::optional<quint64> CommandLine::seed(const QString& option, quint64 fallback) const
{
    if (!parser_.isSet(option))
        return fallback;
    QString error;
    const auto number = NumberParser::unsignedInteger(option, parser_.value(option), &error);
    if (!number)
        usageError(error);
    return number;
}

std::optional<double> CommandLine::seconds(const QString& option, double low, double high, bool lowIncluded) const
{
    return real(option, low, high, lowIncluded, QCoreApplication::translate("c4::cli", "a number of seconds"));
}

std::optional<double> CommandLine::real(const QString& option, double low, double high, bool lowIncluded,
                                        const QString& what) const
{
    if (!parser_.isSet(option))
        return 0.0;
    QString error;
    const auto number = NumberParser::real(option, parser_.value(option), low, high, lowIncluded, &error, what);
    if (!number)
        usageError(error);
    return number;
}

int CommandLine::usageError(const QString& message) const
{
    // The message may quote what was typed: print it as text.
    std::fprintf(stderr, "%s: %s\n%s\n", qPrintable(command_), qPrintable(Terminal::printable(message)),
                 qPrintable(QCoreApplication::translate("CommandLine", "Try '%1 --help'.").arg(command_)));
    return 2;
}

}  // namespace c4::cli
