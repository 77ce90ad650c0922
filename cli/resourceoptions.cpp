#include "cli/resourceoptions.h"

#include "cli/numberparser.h"
#include "engine/machine.h"

namespace c4::cli {

ResourceOptions::ResourceOptions(std::optional<long long> defaultTableMb)
    : defaultTableMb_(defaultTableMb),
      threads_(QStringLiteral("threads"), tr("Search threads sharing one table (default: every core, %1 here).")
                                               .arg(defaultThreadCount()),
               QStringLiteral("N")),
      table_(QStringLiteral("table-mb"),
             tr("Transposition table size in MiB (default %1).")
                 .arg(defaultTableMb ? *defaultTableMb : static_cast<long long>(defaultTableBytes() >> 20)),
             QStringLiteral("M"))
{
}

void ResourceOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({threads_, table_});
}

std::optional<SearchResources> ResourceOptions::read(const QCommandLineParser& parser, QString* problem) const
{
    SearchResources resources;
    resources.threads = defaultThreadCount();
    resources.tableBytes = defaultTableMb_ ? static_cast<size_t>(*defaultTableMb_) << 20 : defaultTableBytes();
    if (parser.isSet(threads_)) {
        const auto threads = NumberParser::integer(QStringLiteral("threads"), parser.value(threads_), 1, 256, problem);
        if (!threads)
            return std::nullopt;
        resources.threads = static_cast<int>(*threads);
    }
    if (parser.isSet(table_)) {
        const auto mb = NumberParser::integer(QStringLiteral("table-mb"), parser.value(table_), 1, 65536, problem);
        if (!mb)
            return std::nullopt;
        resources.tableBytes = static_cast<size_t>(*mb) << 20;
    }
    return resources;
}

}  // namespace c4::cli
