// connect4-cli analyze [POSITION] [--size WxHxN] [--time S] [--depth D]
//                      [--table-mb M] [--json]
// The engine's full per-column analysis of one position: score (exact,
// estimate or from the book) and principal variation of every column, plus
// depth, nodes, speed and time. Columns in the output are 1-based.
#include "cli/commands.h"

#include "cli/cliutil.h"
#include "cli/commandline.h"
#include "cli/numberparser.h"
#include "cli/resourceoptions.h"
#include "engine/analyzer.h"
#include "engine/notation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdio>

namespace c4::cli {

namespace {

// The context lupdate gives these tr() calls in translations/*.ts.
QString tr(const char* text) { return QCoreApplication::translate("c4::cli", text); }

QString kindOf(const ColumnAnalysis& col)
{
    if (!col.score.isExact())
        return QStringLiteral("estimate");
    return col.fromBook ? QStringLiteral("book") : QStringLiteral("exact");
}

QString lineOf(const std::vector<int>& pv)
{
    QStringList moves;
    for (int c : pv)
        moves << QString::number(c + 1);
    return moves.join(QLatin1Char(' '));
}

QJsonObject toJson(const Position& position, const Analysis& a)
{
    const BoardSpec& spec = position.spec();
    QJsonArray columns;
    for (const ColumnAnalysis& col : a.columns) {
        QJsonObject o{{QStringLiteral("column"), col.column + 1}, {QStringLiteral("playable"), col.playable}};
        if (col.playable) {
            o.insert(QStringLiteral("score"), col.score.value);
            o.insert(QStringLiteral("kind"), kindOf(col));
            o.insert(QStringLiteral("text"),
                     QString::fromStdString(col.score.describe(spec, position.movesPlayed())));
            QJsonArray pv;
            for (int c : col.principalVariation)
                pv.append(c + 1);
            o.insert(QStringLiteral("pv"), pv);
        }
        columns.append(o);
    }
    QJsonObject result{
        {QStringLiteral("position"), QString::fromStdString(toMoveString(position))},
        {QStringLiteral("size"), QString::fromStdString(spec.toString())},
        {QStringLiteral("movesPlayed"), position.movesPlayed()},
        {QStringLiteral("depth"), a.depth},
        {QStringLiteral("nodes"), double(a.nodes)},
        {QStringLiteral("nodesPerSecond"), double(a.nodesPerSecond())},
        {QStringLiteral("timeMs"), a.elapsed.count() / 1000.0},
        {QStringLiteral("complete"), a.complete},
        {QStringLiteral("fromBook"), a.fromBook},
        {QStringLiteral("columns"), columns},
    };
    if (a.bestColumn >= 0) {
        const ColumnAnalysis& best = a.columns[a.bestColumn];
        result.insert(QStringLiteral("best"),
                      QJsonObject{{QStringLiteral("column"), a.bestColumn + 1},
                                  {QStringLiteral("score"), best.score.value},
                                  {QStringLiteral("kind"), kindOf(best)},
                                  {QStringLiteral("text"), QString::fromStdString(best.score.describe(
                                                               spec, position.movesPlayed()))}});
    }
    return result;
}

void printText(const Position& position, const Analysis& a)
{
    const BoardSpec& spec = position.spec();
    const QString moves = QString::fromStdString(toMoveString(position));
    std::printf("%s\n", qPrintable(tr("Position %1 on %2, %3 moves played, %4 to move")
                                       .arg(moves.isEmpty() ? tr("(empty)") : moves,
                                            QString::fromStdString(spec.toString()))
                                       .arg(position.movesPlayed())
                                       .arg(position.sideToMove() == Player::First ? tr("first player")
                                                                                   : tr("second player"))));
    std::printf("%s\n", qPrintable(tr("depth %1  nodes %2  speed %3 knodes/s  time %4 s%5")
                                       .arg(a.depth)
                                       .arg(a.nodes)
                                       .arg(a.nodesPerSecond() / 1000)
                                       .arg(a.elapsed.count() / 1e6, 0, 'f', 3)
                                       .arg(a.complete ? (a.fromBook ? tr("  (book)") : tr("  (exact)"))
                                                       : tr("  (estimates)"))));
    std::printf("%-7s %-20s %-9s %s\n", qPrintable(tr("column")), qPrintable(tr("score")), qPrintable(tr("kind")),
                qPrintable(tr("line")));
    for (const ColumnAnalysis& col : a.columns) {
        if (!col.playable) {
            std::printf("%-7d %s\n", col.column + 1, qPrintable(tr("full")));
            continue;
        }
        std::printf("%-7d %-20s %-9s %s\n", col.column + 1,
                    col.score.describe(spec, position.movesPlayed()).c_str(), qPrintable(kindOf(col)),
                    qPrintable(lineOf(col.principalVariation)));
    }
    if (a.bestColumn >= 0)
        std::printf("%s\n", qPrintable(tr("best: column %1 (%2)")
                                           .arg(a.bestColumn + 1)
                                           .arg(QString::fromStdString(a.best.describe(spec, position.movesPlayed())))));
}

}  // namespace

int runAnalyze(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Scores every column of a position, with the line of best play after it.\n"
                                        "POSITION: 1-based columns played (\"4453\", or \"4,4,10,3\" on wide boards);\n"
                                        "none for the empty board."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("POSITION"), tr("The moves played so far."), QStringLiteral("[POSITION]"));
    const QCommandLineOption size = sizeOption();
    const QCommandLineOption timeOption(QStringLiteral("time"), tr("Stop after S seconds (default: until exact)."),
                                        QStringLiteral("S"));
    const QCommandLineOption depthOption(QStringLiteral("depth"), tr("Search at most D plies deep."), QStringLiteral("D"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Write JSON instead of text."));
    const QCommandLineOption fullLinesOption(QStringLiteral("full-lines"),
                                             tr("Walk the lines of scores from the opening book to the end of the "
                                                "game (seconds per column)."));
    const QCommandLineOption bestMoveOption(QStringLiteral("best-move"),
                                            tr("Only prove the best column, as level 10 does to choose its move (the "
                                               "other columns' scores may be mere bounds)."));
    parser.addOptions({size, timeOption, depthOption, jsonOption, fullLinesOption, bestMoveOption});
    const ResourceOptions resourceOptions;
    resourceOptions.addTo(parser);
    if (const auto done = CommandLine::parse(parser, args))
        return *done;

    const char* command = "connect4-cli analyze";
    const auto spec = boardSpecOf(parser, size, command);
    if (!spec)
        return 2;
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "%s: %s\n", command,
                     qPrintable(tr("give one POSITION (quote a list with spaces), not %1 arguments")
                                    .arg(parser.positionalArguments().size())));
        return 2;
    }
    const QString text = parser.positionalArguments().value(0);
    NotationError error;
    const auto position = parsePosition(text.toStdString(), *spec, &error);
    if (!position) {
        std::fprintf(stderr, "%s: %s: %s\n", command, qPrintable(text), error.message().c_str());
        return 2;
    }
    if (position->isOver()) {
        std::fprintf(stderr, "%s: %s\n", command, qPrintable(tr("the game is already over, nothing to analyse")));
        return 2;
    }

    SearchLimits limits;
    QString problem;
    if (parser.isSet(timeOption)) {
        const auto seconds = NumberParser::real(QStringLiteral("time"), parser.value(timeOption), 0.001, 1e6, true,
                                                &problem, tr("a number of seconds"));
        if (!seconds)
            return CommandLine::usageError(args.value(0), problem);
        limits.maxTime = std::chrono::milliseconds(std::llround(*seconds * 1000));
    }
    if (parser.isSet(depthOption)) {
        const auto depth = NumberParser::integer(QStringLiteral("depth"), parser.value(depthOption), 1, 1600, &problem);
        if (!depth)
            return CommandLine::usageError(args.value(0), problem);
        limits.maxDepth = int(*depth);
    }
    limits.fullLines = parser.isSet(fullLinesOption);
    limits.bestMoveOnly = parser.isSet(bestMoveOption);
    const auto resources = resourceOptions.read(parser, &problem);
    if (!resources)
        return CommandLine::usageError(args.value(0), problem);

    Analyzer analyzer(resources->tableBytes, Paging::huge);  // no clock: speed first
    analyzer.setThreads(resources->threads);
    const Analysis a = analyzer.analyze(*position, limits);
    if (parser.isSet(jsonOption))
        std::printf("%s", QJsonDocument(toJson(*position, a)).toJson(QJsonDocument::Indented).constData());
    else
        printText(*position, a);
    return 0;
}

}  // namespace c4::cli
