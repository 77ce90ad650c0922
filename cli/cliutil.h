#pragma once

#include "engine/boardspec.h"

#include <QString>

#include <chrono>
#include <optional>

// Small helpers shared by the engine commands (solve, analyze, bench).
namespace c4::cli {

// The board of a --size value, or nothing and the sentence "--size VALUE:
// what is wrong" in *error. Every command reads --size through this.
inline std::optional<BoardSpec> parseSize(const QString& value, QString* error)
{
    std::string why;
    const auto spec = BoardSpec::parse(value.toStdString(), &why);
    if (!spec && error)
        *error = QStringLiteral("--size %1: %2").arg(value, QString::fromStdString(why));
    return spec;
}

// When main() began (it calls this first). A caller that gives `move` a
// time counts from when it started the program, so the time since main()
// began counts too (loading the program before it does not: a few ms).
inline std::chrono::steady_clock::time_point programStart()
{
    static const auto start = std::chrono::steady_clock::now();
    return start;
}

}  // namespace c4::cli
