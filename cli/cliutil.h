#pragma once

#include "engine/boardspec.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <chrono>
#include <cstdio>
#include <optional>

// Small helpers shared by the engine commands (solve, analyze, bench).
namespace c4::cli {

// The --size WxHxN option every engine command takes.
inline QCommandLineOption sizeOption()
{
    return QCommandLineOption(QStringLiteral("size"),
                              QCoreApplication::translate("CliUtil", "Board size WxH or WxHxN (default 7x6x4)."),
                              QStringLiteral("WxHxN"), QStringLiteral("7x6x4"));
}

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

// The board of --size, or nothing after printing what is wrong (prefixed
// with the command name) on stderr.
inline std::optional<BoardSpec> boardSpecOf(const QCommandLineParser& parser, const QCommandLineOption& option,
                                            const char* command)
{
    QString error;
    const auto spec = parseSize(parser.value(option), &error);
    if (!spec)
        std::fprintf(stderr, "%s: %s\n", command, qPrintable(error));
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
