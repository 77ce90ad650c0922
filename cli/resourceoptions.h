#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <optional>

namespace c4::cli {

// How much of the machine a command's searches may use.
struct SearchResources {
    int threads = 1;
    size_t tableBytes = 0;
};

// --threads N and --table-mb M, alike in every engine command. Without them
// a search uses every core and the machine's default table (engine/machine.h)
// unless the command gives its own default table size (a benchmark that
// compares with other solvers at a fixed size).
class ResourceOptions {
    Q_DECLARE_TR_FUNCTIONS(ResourceOptions)
public:
    explicit ResourceOptions(std::optional<long long> defaultTableMb = std::nullopt);

    void addTo(QCommandLineParser& parser) const;
    // The values given (or the defaults), or nothing and "--threads: ..." in *problem.
    std::optional<SearchResources> read(const QCommandLineParser& parser, QString* problem) const;

private:
    std::optional<long long> defaultTableMb_;
    QCommandLineOption threads_;
    QCommandLineOption table_;
};

}  // namespace c4::cli
