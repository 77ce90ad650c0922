// connect4-cli book: generates the opening book with the project's own
// solver (resumable text of "<moves> <score>" lines), and packs that text
// into the compact file that is embedded in the engine.
//
// The shipped book was made with:
//   connect4-cli book --ply 4 --out resources/book/book-7x6.txt
//   connect4-cli book --pack resources/book/book-7x6.txt --ply 4 --out resources/book/book-7x6.bin
#include "cli/commands.h"

#include "app/safefile.h"
#include "cli/commandline.h"
#include "cli/terminal.h"
#include "engine/bookgenerator.h"
#include "engine/narrowboard.h"
#include "engine/notation.h"
#include "engine/solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <cstdio>
#include <stop_token>

namespace c4::cli {

namespace {

// A file that cannot be read or written: exit status 1.
int failFile(const QString& message)
{
    std::fprintf(stderr, "connect4-cli book: %s\n", qPrintable(Terminal::printable(message)));
    return 1;
}

// A progress file larger than this is refused (ply 12 of 7x6 is ~40 MB).
constexpr qint64 kMaxProgressBytes = qint64(2) << 30;

// Reads an earlier run's lines into the generator; a missing file is an
// empty one unless `mustExist`. Returns the bytes of good lines (the rest is a cut-off line).
std::optional<qint64> loadProgress(BookGenerator& generator, const QString& path, QString& error, bool mustExist)
{
    if (!mustExist && !QFileInfo(path).exists() && !QFileInfo(path).isSymLink())
        return 0;
    const auto data = SafeFile::read(path, kMaxProgressBytes, &error);
    if (!data)
        return std::nullopt;
    const QByteArray& text = *data;
    const auto loaded = generator.load(std::string_view(text.constData(), size_t(text.size())));
    if (!loaded.error.empty()) {
        error = tr("%1: %2").arg(path, QString::fromStdString(loaded.error));
        return std::nullopt;
    }
    return qint64(loaded.validBytes);
}

int pack(BookGenerator& generator, const QString& textPath, const QString& outPath)
{
    QString error;
    if (!loadProgress(generator, textPath, error, true))
        return failFile(error);
    const int complete = generator.completePly();
    if (complete < 0)
        return failFile(tr("%1: nothing to pack: not even the empty board's score is known").arg(textPath));
    const OpeningBook book = OpeningBook::fromEntries(generator.spec(), complete, generator.entries());
    const std::vector<unsigned char> bytes = book.toBytes();
    if (!SafeFile::write(outPath, QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size())),
                         &error))
        return failFile(error);
    std::printf("packed %zu positions, complete up to ply %d, into %s (%zu bytes)\n", book.size(), complete,
                qPrintable(outPath), bytes.size());
    for (int p = 0; p <= generator.deepestPly(); ++p) {
        std::printf("  ply %d: %zu of %zu positions\n", p, generator.knownAt(p), generator.positionsAt(p));
    }
    return 0;
}

}  // namespace

int runBook(const QStringList& args)
{
    CommandLine line(args,
                     tr("Generates the exact score of every position up to a ply (mirror positions folded), appending "
                        "'<moves> <score>' lines to FILE as it goes: stop it at any time and run the same command "
                        "again to resume. Only the deepest ply is solved; shallower plies are derived from their "
                        "children. With --pack, turns such a file into the compact book that is embedded in the "
                        "program."));
    line.add({QStringLiteral("ply"), tr("every position up to this ply"), QStringLiteral("P")});
    line.add({QStringLiteral("out"), tr("the file to append to (or, with --pack, to write)"), QStringLiteral("FILE")});
    line.addSize(tr("board, WxH or WxHxN, at most 64 cells with the spare row (default 7x6x4)"));
    line.add({QStringLiteral("pack"), tr("pack this progress file into the compact book written to --out"),
              QStringLiteral("TEXT")});
    line.addResources(256);
    if (const auto done = line.parse())
        return *done;
    if (!line.positionalArguments().isEmpty())
        return line.usageError(tr("unexpected argument '%1'").arg(line.positionalArguments().first()));
    if (!line.isSet(QStringLiteral("ply")) || !line.isSet(QStringLiteral("out")))
        return line.usageError(tr("--ply P and --out FILE are required"));
    const auto plyNumber = line.integer(QStringLiteral("ply"), 0, 20, 0);
    const auto resources = plyNumber ? line.resources() : std::nullopt;
    const auto spec = resources ? line.size() : std::nullopt;
    if (!spec)
        return 2;
    const int ply = int(*plyNumber);
    if (spec->width * (spec->height + 1) > 64)
        return line.usageError(tr("--size: %1 is too big for a book (width x (height + 1) must be at most 64)")
                        .arg(QString::fromStdString(spec->toString())));
    const QString outPath = line.value(QStringLiteral("out"));
    if (outPath.isEmpty())
        return line.usageError(tr("--out needs a file name"));
    BookGenerator generator(*spec, ply);
    if (generator.deepestPly() < ply)
        return line.usageError(tr("--ply: every game on %1 is over before ply %2; the deepest ply with a position "
                                  "in play is %3")
                                   .arg(QString::fromStdString(spec->toString()))
                                   .arg(ply)
                                   .arg(generator.deepestPly()));
    if (line.isSet(QStringLiteral("pack"))) {
        const QString textPath = line.value(QStringLiteral("pack"));
        const QFileInfo text(textPath), packed(outPath);
        if (packed.exists() && text.exists() && packed.canonicalFilePath() == text.canonicalFilePath())
            return line.usageError(tr("--out: %1 is the progress file given to --pack, which the packed book would "
                                      "overwrite")
                                       .arg(outPath));
        return pack(generator, textPath, outPath);
    }

    QElapsedTimer timer;
    timer.start();
    // The progress file is read, then appended to: both need a regular file.
    if (const QString problem = SafeFile::writeTargetProblem(outPath); !problem.isEmpty())
        return failFile(tr("cannot write %1: %2").arg(outPath, problem));
    QString error;
    const auto validBytes = loadProgress(generator, outPath, error, false);
    if (!validBytes)
        return failFile(error);
    QFile out(outPath);
    if (out.exists() && out.size() > *validBytes && !out.resize(*validBytes))
        return failFile(tr("cannot cut the unfinished last line of %1: %2").arg(outPath, out.errorString()));
    if (!out.open(QIODevice::WriteOnly | QIODevice::Append))
        return failFile(tr("cannot write %1: %2").arg(outPath, out.errorString()));
    // A new progress file names its board first (BookGenerator::header).
    if (out.size() == 0) {
        const QByteArray header = QByteArray::fromStdString(BookGenerator::header(*spec)) + '\n';
        if (out.write(header) != header.size() || !out.flush())
            return failFile(tr("cannot write %1: %2").arg(outPath, out.errorString()));
    }
    std::fprintf(stderr, "resuming with %zu known positions; ply %d has %zu positions\n",
                 generator.entries().size(), ply, generator.positionsAt(ply));

    // One solver for the whole run: its table stays warm from one position
    // to the next (neighbours share most of their subtrees).
    Solver solver(resources->tableBytes);
    solver.setThreads(resources->threads);
    QElapsedTimer solveTimer;
    const auto solve = [&](const Position& p, std::optional<int> atLeast) -> std::optional<int> {
        solveTimer.start();
        const auto board = narrowBoard(p);  // always there: the board fits 64 bits
        const std::optional<int> score = board ? solver.solve(*board, false, atLeast) : std::nullopt;
        if (score)
            std::fprintf(stderr, "solved %s = %d in %.1f s\n", toMoveString(p).c_str(), *score,
                         solveTimer.elapsed() / 1000.0);
        return score;
    };
    // A line that cannot be written (full disk) stops the run: what is on
    // disk is still a valid prefix to resume from.
    std::stop_source stopSource;
    QString writeError;
    const auto output = [&](const std::string& line) {
        if (!writeError.isEmpty())
            return;
        const QByteArray bytes = QByteArray::fromStdString(line) + '\n';
        if (out.write(bytes) != bytes.size() || !out.flush()) {
            writeError = tr("cannot write %1: %2").arg(outPath, out.errorString());
            stopSource.request_stop();
        }
    };
    const auto progress = [&](int p, size_t done, size_t total) {
        if (done == total)
            std::fprintf(stderr, "ply %d done (%zu positions), %.1f s so far\n", p, total, timer.elapsed() / 1000.0);
    };
    const bool finished = generator.run(solve, output, stopSource.get_token(), progress);
    if (!writeError.isEmpty())
        return failFile(writeError);
    std::printf("%s: %zu positions solved this run, complete up to ply %d, %.1f s\n", qPrintable(outPath),
                generator.solvedCount(), generator.completePly(), timer.elapsed() / 1000.0);
    return finished ? 0 : 1;
}

}  // namespace c4::cli
