// connect4-cli analyze [POSITION] [--size WxHxN] [--time S] [--depth D]
//                      [--table-mb M] [--json] [--full-lines] [--best-move]
// The engine's full per-column analysis of one position: score (exact,
// estimate, from the book, or with --best-move a bound: the column is worth
// at most that) and principal variation of every column, plus
// depth, nodes, speed and time. Columns in the output are 1-based.
#include "cli/commands.h"

#include "app/movetext.h"
#include "cli/commandline.h"
#include "engine/analyzer.h"
#include "engine/notation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

namespace c4::cli {

namespace {

QString kindOf(const ColumnAnalysis& col)
{
    if (!col.score.isExact())
        return col.upperBound ? QStringLiteral("bound") : QStringLiteral("estimate");
    return col.fromBook ? QStringLiteral("book") : QStringLiteral("exact");
}

// What a column not yet exact is proved to be worth at most, when that
// says more than its estimate: a loss (or at most a draw), in exact units.
std::optional<int> provedAtMost(const ColumnAnalysis& col)
{
    if (col.score.isExact() || !col.proving || col.proving->upper > 0)
        return std::nullopt;
    return col.proving->upper;
}

// The score as the text and the JSON show it: "<= +0.06 estimate" for a
// bound, "<= -4 loss in 17" for a column proved lost (loss in 17 at most).
std::string scoreText(const ColumnAnalysis& col, const BoardSpec& spec, int movesPlayed)
{
    if (const std::optional<int> atMost = provedAtMost(col))
        return "<= " + Score::exact(*atMost).describe(spec, movesPlayed);
    return (!col.score.isExact() && col.upperBound ? "<= " : "") + col.score.describe(spec, movesPlayed);
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
            if (!col.score.isExact())
                o.insert(QStringLiteral("depth"), col.depth);
            if (const std::optional<int> atMost = provedAtMost(col))
                o.insert(QStringLiteral("atMost"), *atMost);
            o.insert(QStringLiteral("text"), QString::fromStdString(scoreText(col, spec, position.movesPlayed())));
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
    std::printf("%s\n", qPrintable(tr("Position %1 on %2, %n moves played, %3 to move", nullptr,
                                          position.movesPlayed())
                                       .arg(moves.isEmpty() ? tr("(empty)") : moves,
                                            QString::fromStdString(spec.toString()))
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
        const std::string score = scoreText(col, spec, position.movesPlayed());
        // A column an iteration behind says so before its line.
        const bool shallower = a.isShallowerEstimate(col);
        // A proved line cut short (the time ran out while it was walked) says so.
        QString line = QString::fromStdString(toList(col.principalVariation, ' '));
        if (col.score.isExact() && !col.isLineWhole(spec, position.movesPlayed()))
            line += QStringLiteral(" …");
        std::printf("%-7d %-20s %-9s %s\n", col.column + 1, score.c_str(), qPrintable(kindOf(col)),
                    qPrintable(shallower ? tr("(depth %1) %2").arg(col.depth).arg(line) : line));
    }
    if (a.bestColumn >= 0)
        std::printf("%s\n", qPrintable(tr("best: column %1 (%2)")
                                           .arg(a.bestColumn + 1)
                                           .arg(QString::fromStdString(a.best.describe(spec, position.movesPlayed())))));
}

}  // namespace

int runAnalyze(const QStringList& args)
{
    CommandLine line(args, tr("Scores every column of a position, with the line of best play after it.\n"
                              "POSITION: 1-based columns played (\"4453\", or \"4,4,10,3\" on wide boards);\n"
                              "none for the empty board."));
    line.parser().addPositionalArgument(QStringLiteral("POSITION"), tr("The moves played so far."),
                                        QStringLiteral("[POSITION]"));
    line.addSize();
    line.add({QStringLiteral("time"),
              tr("Stop after S seconds (default: until exact). Without --table-mb the table is then sized to the "
                 "time: 64 MiB a second, at least 64."),
              QStringLiteral("S")});
    line.add({QStringLiteral("depth"), tr("Search at most D plies deep."), QStringLiteral("D")});
    line.add({QStringLiteral("json"), tr("Write JSON instead of text.")});
    line.add({QStringLiteral("full-lines"), tr("Walk the lines of scores from the opening book to the end of the "
                                               "game (seconds per column).")});
    line.add({QStringLiteral("best-move"), tr("Only prove the best column, as level 10 does to choose its move (the "
                                              "other columns' scores may be mere bounds).")});
    line.addResources();
    if (const auto done = line.parse())
        return *done;

    const auto spec = line.size();
    if (!spec)
        return 2;
    if (line.positionalArguments().size() > 1)
        return line.usageError(tr("give one POSITION (quote a list with spaces), not %1 arguments")
                                   .arg(line.positionalArguments().size()));
    const QString text = line.positionalArguments().value(0);
    NotationError error;
    const auto position = parsePosition(text.toStdString(), *spec, &error);
    if (!position)
        return line.usageError(text + QStringLiteral(": ") + MoveText::describe(error));
    if (position->isOver())
        return line.usageError(position->lastMoveWon()
                                   ? tr("the game is already over: move %1 wins, nothing to analyse")
                                         .arg(position->movesPlayed())
                                   : tr("the board is full, nothing to analyse"));

    const auto seconds = line.seconds(QStringLiteral("time"), 0.001, 1e6, true);
    const auto depth = seconds ? line.integer(QStringLiteral("depth"), 1, 1600, 0) : std::nullopt;
    const auto resources = depth ? line.resources() : std::nullopt;
    if (!resources)
        return 2;
    SearchLimits limits;
    limits.maxTime = std::chrono::milliseconds(std::llround(*seconds * 1000));
    limits.maxDepth = int(*depth);
    limits.fullLines = line.isSet(QStringLiteral("full-lines"));
    limits.bestMoveOnly = line.isSet(QStringLiteral("best-move"));

    // Speed first, even with --time: huge pages (see Paging).
    Analyzer analyzer(line.timedTableBytes(*resources, *seconds), Paging::huge);
    analyzer.setThreads(resources->threads);
    // As a player under a clock does: the table resident first, not
    // faulted in at random by the search (which would halve its speed).
    limits = analyzer.prefaultWithinTime(position->spec(), limits);
    const Analysis a = analyzer.analyze(*position, limits);
    if (line.isSet(QStringLiteral("json")))
        std::printf("%s", QJsonDocument(toJson(*position, a)).toJson(QJsonDocument::Indented).constData());
    else
        printText(*position, a);
    return 0;
}

}  // namespace c4::cli
