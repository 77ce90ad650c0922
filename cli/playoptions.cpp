#include "cli/playoptions.h"

#include "cli/cliutil.h"
#include "cli/numberparser.h"

#include <QCommandLineParser>

namespace c4::cli {

namespace {

// Reads an int in [low, high] (see NumberParser); on failure returns nothing
// and sets *error.
std::optional<int> readInt(const QString& option, const QString& text, int low, int high, QString* error)
{
    const auto value = NumberParser::integer(option, text, low, high, error);
    return value ? std::optional<int>(int(*value)) : std::nullopt;
}

}  // namespace

PlayOptions::Parsed PlayOptions::parse(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Play Connect Four (or connect N on any board) in the terminal.\n"
           "At the prompt: a column number plays; ? scores every column; u undo, r redo;\n"
           "s FILE save, l FILE load (.c4game files, as the window); n new game; q quit; h help.\n"
           "With --load, the file's players play unless --players or a level is given.\n"
           "Exit status: 0 after q or at the end of input, 2 for a wrong command line."));
    parser.addHelpOption();
    const QCommandLineOption size(QStringLiteral("size"), tr("Board size: width x height x connect (default 7x6x4)."),
                                  QStringLiteral("WxHxN"));
    const QCommandLineOption width(QStringLiteral("width"), tr("Number of columns (1-40)."), QStringLiteral("W"));
    const QCommandLineOption height(QStringLiteral("height"), tr("Number of rows (1-40)."), QStringLiteral("H"));
    const QCommandLineOption connect(QStringLiteral("connect"), tr("Stones in a row that win (1-40)."),
                                     QStringLiteral("N"));
    const QCommandLineOption players(QStringList{QStringLiteral("players")},
                                     tr("Who plays, player 1 then player 2: human,computer (default), "
                                        "computer,human, human,human or computer,computer."),
                                     QStringLiteral("P1,P2"));
    const QCommandLineOption level(QStringLiteral("level"), tr("Skill level 1-10 of every computer player (default 5)."),
                                   QStringLiteral("L"));
    const QCommandLineOption levels(QStringLiteral("levels"), tr("Skill levels of player 1 and player 2."),
                                    QStringLiteral("L1,L2"));
    const QCommandLineOption first(QStringLiteral("first"),
                                   tr("Who moves first (plays x): 1, 2 or random (default)."),
                                   QStringLiteral("1|2|random"));
    const QCommandLineOption time(QStringLiteral("time-per-move"),
                                  tr("Seconds a computer may think per move, and how long ? thinks (at least 0.001; "
                                     "default: each level's own time, 1 s at level 1 to 5 s at level 10, "
                                     "and ? thinks as long as level 10)."),
                                  QStringLiteral("S"));
    const QCommandLineOption load(QStringLiteral("load"), tr("Start from a saved .c4game file."), QStringLiteral("FILE"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  tr("Seed for the random first player and the computer's choices (reproducible games)."),
                                  QStringLiteral("N"));
    const QCommandLineOption noColor(QStringLiteral("no-color"), tr("Plain text even on a terminal."));
    parser.addOptions({size, width, height, connect, players, level, levels, first, time, load, seed, noColor});

    Parsed result;
    auto fail = [&](const QString& message) {
        result.error = message;
        return result;
    };
    if (!parser.parse(args))
        return fail(parser.errorText());
    // Qt lists --help-all with every --help; both show the help.
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        // Qt names the executable's path; people type "connect4-cli play".
        QString help = parser.helpText();
        help.replace(0, help.indexOf(QLatin1Char('\n')), tr("Usage: %1 [options]").arg(args.value(0)));
        result.helpText = help;
        return result;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("unexpected argument '%1' (options start with --)").arg(parser.positionalArguments().first()));
    for (const QCommandLineOption* single : {&size, &width, &height, &connect, &players, &level, &levels, &first, &time,
                                             &load, &seed}) {
        if (parser.values(*single).size() > 1)
            return fail(tr("--%1 is given more than once").arg(single->names().first()));
    }

    PlayOptions o;
    QString error;

    // Board size.
    const bool anySide = parser.isSet(width) || parser.isSet(height) || parser.isSet(connect);
    if (parser.isSet(size) && anySide)
        return fail(tr("--size cannot be combined with --width, --height or --connect"));
    if (parser.isSet(size)) {
        QString why;
        const auto spec = parseSize(parser.value(size), &why);
        if (!spec)
            return fail(why);
        o.spec = *spec;
    }
    const std::pair<const QCommandLineOption*, int*> sides[] = {
        {&width, &o.spec.width}, {&height, &o.spec.height}, {&connect, &o.spec.connect}};
    for (const auto& [option, field] : sides) {
        if (!parser.isSet(*option))
            continue;
        const auto v = readInt(option->names().first(), parser.value(*option), BoardSpec::kMinSide,
                               BoardSpec::kMaxSide, &error);
        if (!v)
            return fail(error);
        *field = *v;
    }

    // Players and levels.
    if (parser.isSet(players)) {
        const QStringList kinds = parser.value(players).split(QLatin1Char(','));
        if (kinds.size() != 2)
            return fail(tr("--players: '%1' must name two players, for example human,computer")
                            .arg(parser.value(players)));
        const QStringList kindNames{QStringLiteral("human"), QStringLiteral("computer")};  // as PlayerKind
        for (int i = 0; i < 2; ++i) {
            const int kind = kindNames.indexOf(kinds[i].trimmed().toLower());
            if (kind < 0)
                return fail(tr("--players: '%1' is neither human nor computer").arg(kinds[i]));
            o.players[size_t(i)] = PlayerKind(kind);
        }
        o.playersGiven = true;
    }
    if (parser.isSet(level) && parser.isSet(levels))
        return fail(tr("--level and --levels cannot be combined"));
    if (parser.isSet(level)) {
        const auto v = readInt(QStringLiteral("level"), parser.value(level), kMinLevel, kMaxLevel, &error);
        if (!v)
            return fail(error);
        o.levels = {*v, *v};
        o.playersGiven = true;
    }
    if (parser.isSet(levels)) {
        const QStringList parts = parser.value(levels).split(QLatin1Char(','));
        if (parts.size() != 2)
            return fail(tr("--levels: '%1' must give two levels, for example 3,7").arg(parser.value(levels)));
        for (int i = 0; i < 2; ++i) {
            const auto v = readInt(QStringLiteral("levels"), parts[i].trimmed(), kMinLevel, kMaxLevel, &error);
            if (!v)
                return fail(error);
            o.levels[size_t(i)] = *v;
        }
        o.playersGiven = true;
    }

    if (parser.isSet(first)) {
        const QStringList names{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("random")};  // as FirstPlayer
        const int index = names.indexOf(parser.value(first).trimmed().toLower());
        if (index < 0)
            return fail(tr("--first: '%1' must be 1, 2 or random").arg(parser.value(first)));
        o.first = FirstPlayer(index);
    }

    if (parser.isSet(time)) {
        const auto s = NumberParser::real(QStringLiteral("time-per-move"), parser.value(time), kMinSecondsPerMove,
                                          kMaxSecondsPerMove, true, &error, tr("a number of seconds"));
        if (!s)
            return fail(error);
        o.secondsPerMove = *s;
    }

    if (parser.isSet(load)) {
        o.loadFile = parser.value(load);
        if (o.loadFile.isEmpty())
            return fail(tr("--load needs a file name"));
        // The file says the board and who began; these were silently ignored.
        for (const QCommandLineOption* fromFile : {&size, &width, &height, &connect, &first}) {
            if (parser.isSet(*fromFile))
                return fail(tr("--load cannot be combined with --%1: the file gives the board and who moves first")
                                .arg(fromFile->names().first()));
        }
    }

    if (parser.isSet(seed)) {
        const auto s = NumberParser::unsignedInteger(QStringLiteral("seed"), parser.value(seed), &error);
        if (!s)
            return fail(error);
        o.seed = *s;
    }
    o.noColor = parser.isSet(noColor);
    result.options = o;
    return result;
}

}  // namespace c4::cli
