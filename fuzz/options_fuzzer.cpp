// libFuzzer target for command-line option parsing: the strict number
// parser every connect4-cli option uses, and all of `play`'s options. Any
// arguments give options in range, help, or a message; never a crash and
// never a NaN, an infinity or an out-of-range value.
//
//   build-fuzz/bin/fuzz_options -max_total_time=60
#include "cli/numberparser.h"
#include "cli/playoptions.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace c4::cli;
    const QString input = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));

    // Every line on its own through the number parser.
    for (const QString& text : input.split(QLatin1Char('\n'))) {
        QString error;
        if (const auto i = NumberParser::integer(QStringLiteral("n"), text, -1000, 1000, &error)) {
            if (*i < -1000 || *i > 1000)
                std::abort();
        } else if (error.isEmpty()) {
            std::abort();
        }
        error.clear();
        if (const auto d = NumberParser::real(QStringLiteral("s"), text, 0, 3600, false, &error)) {
            if (!std::isfinite(*d) || !(*d > 0) || *d > 3600)
                std::abort();
        } else if (error.isEmpty()) {
            std::abort();
        }
        error.clear();
        if (!NumberParser::unsignedInteger(QStringLiteral("seed"), text, &error) && error.isEmpty())
            std::abort();
    }

    // The lines as the arguments of `connect4-cli play`.
    const QStringList args = QStringList{QStringLiteral("connect4-cli play")} + input.split(QLatin1Char('\n'));
    const PlayOptions::Parsed parsed = PlayOptions::parse(args);
    const int outcomes = int(parsed.options.has_value()) + int(!parsed.helpText.isEmpty()) + int(!parsed.error.isEmpty());
    if (outcomes != 1)
        std::abort();
    if (parsed.options) {
        const PlayOptions& o = *parsed.options;
        if (o.spec.problem() || !(o.secondsPerMove >= 0) || o.secondsPerMove > PlayOptions::kMaxSecondsPerMove)
            std::abort();
        for (int level : o.levels)
            if (level < PlayOptions::kMinLevel || level > PlayOptions::kMaxLevel)
                std::abort();
    }
    return 0;
}
