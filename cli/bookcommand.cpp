// connect4-cli book: generates the opening book with the project's own
// solver (resumable text of "<moves> <score>" lines), and packs that text
// into the compact file that is embedded in the engine.
//
// The shipped book was made with:
//   connect4-cli book --ply 4 --out resources/book/book-7x6.txt
//   connect4-cli book --pack resources/book/book-7x6.txt --ply 4 --out resources/book/book-7x6.bin
#include "commands.h"

#include "bookgenerator.h"
#include "notation.h"
#include "solver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSaveFile>

#include <cstdio>

namespace c4::cli {

namespace {

// The context lupdate gives these tr() calls in translations/*.ts.
QString tr(const char* text) { return QCoreApplication::translate("c4::cli", text); }

int fail(const QString& message)
{
    std::fprintf(stderr, "connect4-cli book: %s\n", qPrintable(message));
    return 2;
}

// Reads an earlier run's lines into the generator; a missing file is an
// empty one. Returns the bytes of good lines (the rest is a cut-off line).
std::optional<qint64> loadProgress(BookGenerator& generator, const QString& path, QString& error)
{
    QFile file(path);
    if (!file.exists())
        return 0;
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray text = file.readAll();
    const auto loaded = generator.load(std::string_view(text.constData(), size_t(text.size())));
    if (!loaded.error.empty()) {
        error = tr("%1: %2").arg(path, QString::fromStdString(loaded.error));
        return std::nullopt;
    }
    return qint64(loaded.validBytes);
}

int pack(const BoardSpec& spec, int ply, const QString& textPath, const QString& outPath)
{
    BookGenerator generator(spec, ply);
    QString error;
    if (!loadProgress(generator, textPath, error))
        return fail(error);
    const int complete = generator.completePly();
    const OpeningBook book = OpeningBook::fromEntries(spec, complete, generator.entries());
    const std::vector<unsigned char> bytes = book.toBytes();
    QSaveFile out(outPath);
    if (!out.open(QIODevice::WriteOnly)
        || out.write(reinterpret_cast<const char*>(bytes.data()), qint64(bytes.size())) != qint64(bytes.size())
        || !out.commit())
        return fail(tr("cannot write %1: %2").arg(outPath, out.errorString()));
    std::printf("packed %zu positions, complete up to ply %d, into %s (%zu bytes)\n", book.size(), complete,
                qPrintable(outPath), bytes.size());
    for (int p = 0; p <= ply && p < 64; ++p) {
        if (generator.positionsAt(p) == 0)
            break;
        std::printf("  ply %d: %zu of %zu positions\n", p, generator.knownAt(p), generator.positionsAt(p));
    }
    return 0;
}

}  // namespace

int runBook(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Generates the exact score of every position up to a ply (mirror positions folded), appending "
           "'<moves> <score>' lines to FILE as it goes: stop it at any time and run the same command again "
           "to resume. Only the deepest ply is solved; shallower plies are derived from their children. "
           "With --pack, turns such a file into the compact book that is embedded in the program."));
    parser.addHelpOption();
    const QCommandLineOption plyOption(QStringLiteral("ply"), tr("every position up to this ply"), QStringLiteral("P"));
    const QCommandLineOption outOption(QStringLiteral("out"), tr("the file to append to (or, with --pack, to write)"),
                                       QStringLiteral("FILE"));
    const QCommandLineOption tableOption(QStringLiteral("table-mb"),
                                         tr("transposition table of the solver in MiB (default 256)"),
                                         QStringLiteral("M"), QStringLiteral("256"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        tr("board, WxH or WxHxN, at most 64 cells with the spare row "
                                           "(default 7x6x4)"),
                                        QStringLiteral("WxHxN"), QStringLiteral("7x6x4"));
    const QCommandLineOption packOption(QStringLiteral("pack"),
                                        tr("pack this progress file into the compact book written to --out"),
                                        QStringLiteral("TEXT"));
    parser.addOptions({plyOption, outOption, tableOption, sizeOption, packOption});
    if (!parser.parse(args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        std::printf("%s", qPrintable(parser.helpText()));
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    if (!parser.isSet(plyOption) || !parser.isSet(outOption))
        return fail(tr("--ply P and --out FILE are required"));
    bool ok = false;
    const int ply = parser.value(plyOption).toInt(&ok);
    if (!ok || ply < 0 || ply > 20)
        return fail(tr("--ply: '%1' is not a ply from 0 to 20").arg(parser.value(plyOption)));
    const long long tableMb = parser.value(tableOption).toLongLong(&ok);
    if (!ok || tableMb < 1 || tableMb > 65536)
        return fail(tr("--table-mb: '%1' is not a size from 1 to 65536").arg(parser.value(tableOption)));
    std::string sizeError;
    const auto spec = BoardSpec::parse(parser.value(sizeOption).toStdString(), &sizeError);
    if (!spec)
        return fail(tr("--size: %1").arg(QString::fromStdString(sizeError)));
    if (spec->width * (spec->height + 1) > 64)
        return fail(tr("--size: %1 is too big for a book (width x (height + 1) must be at most 64)")
                        .arg(QString::fromStdString(spec->toString())));
    const QString outPath = parser.value(outOption);
    if (parser.isSet(packOption))
        return pack(*spec, ply, parser.value(packOption), outPath);

    QElapsedTimer timer;
    timer.start();
    BookGenerator generator(*spec, ply);
    QString error;
    const auto validBytes = loadProgress(generator, outPath, error);
    if (!validBytes)
        return fail(error);
    QFile out(outPath);
    if (out.exists() && out.size() > *validBytes && !out.resize(*validBytes))
        return fail(tr("cannot cut the unfinished last line of %1: %2").arg(outPath, out.errorString()));
    if (!out.open(QIODevice::WriteOnly | QIODevice::Append))
        return fail(tr("cannot write %1: %2").arg(outPath, out.errorString()));
    std::fprintf(stderr, "resuming with %zu known positions; ply %d has %zu positions\n",
                 generator.entries().size(), ply, generator.positionsAt(ply));

    // One solver for the whole run: its table stays warm from one position
    // to the next (neighbours share most of their subtrees).
    Solver solver(size_t(tableMb) << 20);
    QElapsedTimer solveTimer;
    const auto solve = [&](const Position& p) -> std::optional<int> {
        solveTimer.start();
        const auto score = p.visit([&](const auto& b) -> std::optional<int> {
            if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
                return solver.solve(b);
            else
                return std::nullopt;  // not reached: the board fits 64 bits
        });
        if (score)
            std::fprintf(stderr, "solved %s = %d in %.1f s\n", toMoveString(p).c_str(), *score,
                         solveTimer.elapsed() / 1000.0);
        return score;
    };
    const auto output = [&](const std::string& line) {
        out.write(line.c_str(), qint64(line.size()));
        out.write("\n", 1);
        out.flush();
    };
    const auto progress = [&](int p, size_t done, size_t total) {
        if (done == total)
            std::fprintf(stderr, "ply %d done (%zu positions), %.1f s so far\n", p, total, timer.elapsed() / 1000.0);
    };
    const bool finished = generator.run(solve, output, {}, progress);
    std::printf("%s: %zu positions solved this run, complete up to ply %d, %.1f s\n", qPrintable(outPath),
                generator.solvedCount(), generator.completePly(), timer.elapsed() / 1000.0);
    return finished ? 0 : 1;
}

}  // namespace c4::cli
