#pragma once

#include "engine/boardspec.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>

namespace c4::cli {

// Translates the engine commands' messages: lupdate gives tr() calls in
// this namespace the context "c4::cli" (translations/*.ts).
inline QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("c4::cli", text, disambiguation, n);
}

// How much of the machine a command's searches may use.
struct SearchResources {
    int threads = 1;
    size_t tableBytes = 0;
};

// The options of one subcommand, so all of them behave alike: each command
// declares its options here and reads typed values back. Parsing goes
// through QCommandLineParser::parse (never process(), which prints
// "connect4:" and exits with 1), --help names "connect4-cli SUB", and every
// usage error is printed as "connect4-cli SUB: message" with a pointer to
// --help, the command then exiting with status 2.
//
// The readers return nothing after printing the error; the caller returns 2.
class CommandLine {
public:
    // `args` as main() hands them on: args[0] is "connect4-cli SUB".
    CommandLine(const QStringList& args, const QString& description);

    QCommandLineParser& parser() { return parser_; }
    void add(const QCommandLineOption& option) { parser_.addOption(option); }
    // --size WxHxN (default 7x6x4), described by `description` when given.
    void addSize(const QString& description = {});
    // --threads N and --table-mb M. Without them a search uses every core
    // and the machine's default table (engine/machine.h), unless the command
    // gives its own default table size (a benchmark that compares with other
    // solvers at a fixed size).
    void addResources(std::optional<long long> defaultTableMb = std::nullopt);

    // Parses the arguments. Returns an exit status when the command is done
    // already (0 after printing --help, 2 after a usage error), nothing when
    // it goes on.
    std::optional<int> parse();

    bool isSet(const QString& option) const { return parser_.isSet(option); }
    QString value(const QString& option) const { return parser_.value(option); }
    QStringList positionalArguments() const { return parser_.positionalArguments(); }

    // The board of --size.
    std::optional<BoardSpec> size() const;
    // The value of --threads and --table-mb, or their defaults.
    std::optional<SearchResources> resources() const;
    // The table of a program's one search, which stops after `seconds` (0:
    // no time): --table-mb when given, else one sized to the time (the
    // table it can fill: tableBytesForTime), else the default. Such a search
    // runs on huge pages, where a first touch may wait for the kernel, so
    // more than it can fill would only risk its time.
    size_t timedTableBytes(const SearchResources& resources, double seconds) const;
    // A whole number in [low, high], or `fallback` when the option is not given.
    std::optional<long long> integer(const QString& option, long long low, long long high, long long fallback) const;
    // A seed (0 to 2^64 - 1), or `fallback` when the option is not given.
    std::optional<quint64> seed(const QString& option, quint64 fallback) const;
    // A number of seconds in [low, high] (in (low, high] when `lowIncluded`
    // is false), or 0 when the option is not given.
    std::optional<double> seconds(const QString& option, double low, double high, bool lowIncluded) const;
    // The same for any number; `what` names it in the message ("a factor").
    std::optional<double> real(const QString& option, double low, double high, bool lowIncluded,
                               const QString& what) const;

    // Prints "COMMAND: message" and a pointer to --help on stderr; returns 2.
    int usageError(const QString& message) const;

private:
    QStringList args_;
    QString command_;
    QCommandLineParser parser_;
    std::optional<long long> defaultTableMb_;
};

}  // namespace c4::cli
