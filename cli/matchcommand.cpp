// connect4-cli match: two skill levels, or a level and the seeds' classic
// engine (--opponent classic:DEPTH), play each other from varied openings,
// each opening twice with the colours swapped, and the result is summed up.
// --position MOVES starts every game from one position instead; --side then
// keeps level A on one colour.
#include "app/movetext.h"
#include "cli/commandline.h"
#include "cli/commands.h"

#include "engine/classicengine.h"
#include "engine/evaluationweights.h"
#include "engine/matchgame.h"
#include "engine/movetime.h"
#include "engine/notation.h"
#include "engine/skilllevel.h"

#include <QElapsedTimer>
#include <QThreadPool>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>

namespace c4::cli {

namespace {

// Reads --opponent: returns the classic engine's depth, or 0 (and a
// message) when the text is not classic:DEPTH with DEPTH in range.
int readOpponent(const QString& text, QString& error)
{
    const bool classic = text.section(QLatin1Char(':'), 0, 0).trimmed() == QLatin1String("classic");
    bool ok = false;
    const int depth = text.section(QLatin1Char(':'), 1).trimmed().toInt(&ok);
    if (classic && ok && depth >= ClassicEngine::kMinDepth && depth <= ClassicEngine::kMaxDepth)
        return depth;
    error = (classic ? tr("--opponent: the depth in '%1' is not a whole number from %2 to %3")
                     : tr("--opponent: '%1' is not an opponent this command knows; use classic:DEPTH (DEPTH %2-%3)"))
                .arg(text)
                .arg(ClassicEngine::kMinDepth)
                .arg(ClassicEngine::kMaxDepth);
    return 0;
}

struct Tally {
    int wins = 0, draws = 0, losses = 0;
    long long thinkingUs = 0;
    long long longestUs = 0;
    int moves = 0;
    double percent(int games) const { return games ? 100.0 * (wins + 0.5 * draws) / games : 0; }
    double meanMs() const { return moves ? thinkingUs / 1000.0 / moves : 0.0; }
};

}  // namespace

int runMatch(const QStringList& args)
{
    CommandLine line(args,
                     tr("Plays skill level A against level B. Game pairs start from the same random opening of 2 to 4 "
                        "moves, A moving first in one and B in the other. The score counts a win 1 and a draw 1/2.\n"
                        "With --opponent classic:DEPTH, --levels names one level, which plays the seeds' classic "
                        "engine searching DEPTH plies (1-20, no time limit) from random 2-move openings, colours "
                        "alternating; every game and the score are reported for the level.\n"
                        "With --position MOVES every game starts from that position instead, colours alternating "
                        "over each pair: to study where a game is won or lost, or what a move is worth in play."));
    line.add({QStringLiteral("levels"), tr("the two levels, as A,B (1-10); one level with --opponent"),
              QStringLiteral("A,B")});
    line.add({QStringLiteral("opponent"), tr("play --levels against the classic engine at DEPTH plies"),
              QStringLiteral("classic:DEPTH")});
    line.add({QStringLiteral("games"), tr("games to play (default 100; odd: the last pair's opening is played once)"),
              QStringLiteral("N"), QStringLiteral("100")});
    line.addSize(tr("board as WxH or WxHxN (default 7x6x4)"));
    line.add({QStringLiteral("time-ms"), tr("milliseconds per move at most (default 100)"), QStringLiteral("T"),
              QStringLiteral("100")});
    line.add({QStringLiteral("time-scale"),
              tr("instead of --time-ms, each level thinks its own time per move (as with no time set; level 10: "
                 "5 s) times F, so a match runs quicker at the levels' own proportions"),
              QStringLiteral("F")});
    line.add({QStringLiteral("position"),
              tr("every game starts from this position (1-based columns, as analyze takes them) instead of a random "
                 "opening"),
              QStringLiteral("MOVES")});
    line.add({QStringLiteral("side"),
              tr("with --position: level A (the first of --levels, or the level against the classic engine) plays "
                 "only the first player's stones (odd moves from the empty board) or the second's, instead of taking "
                 "turns"),
              QStringLiteral("first|second")});
    line.add({QStringLiteral("seed"), tr("seed of openings and mistakes (default 1)"), QStringLiteral("S"),
              QStringLiteral("1")});
    line.add({QStringLiteral("jobs"), tr("games played at once (default 1)"), QStringLiteral("J"),
              QStringLiteral("1")});
    line.add({QStringLiteral("table-mb"), tr("transposition table per player in MiB (default 16)"),
              QStringLiteral("M"), QStringLiteral("16")});
    line.add({QStringLiteral("threads"),
              tr("search threads per player (default 1; the window gives the computer every core)"),
              QStringLiteral("N"), QStringLiteral("1")});
    line.add({QStringLiteral("weights-a"),
              tr("level A's evaluation weights, as C4_EVAL_WEIGHTS takes them: window[1],...,window[N-1],threat,"
                 "goodThreat,fillUp for connect N (default: the built-in ones, or the environment's)"),
              QStringLiteral("LIST")});
    line.add({QStringLiteral("weights-b"), tr("level B's evaluation weights, as --weights-a"), QStringLiteral("LIST")});
    line.add({{QStringLiteral("v"), QStringLiteral("print-games")}, tr("print one line per game")});
    if (const auto done = line.parse())
        return *done;
    if (!line.positionalArguments().isEmpty())
        return line.usageError(tr("unexpected argument '%1'").arg(line.positionalArguments().first()));
    // The two sides: A and B are levels, or A is a level and B the classic
    // engine at classicDepth.
    int classicDepth = 0;
    if (line.isSet(QStringLiteral("opponent"))) {
        QString error;
        classicDepth = readOpponent(line.value(QStringLiteral("opponent")), error);
        if (!classicDepth)
            return line.usageError(error);
    }
    const bool vsClassic = classicDepth > 0;
    if (!line.isSet(QStringLiteral("levels")))
        return line.usageError(vsClassic ? tr("--levels L is required (the level that plays the classic engine)")
                              : tr("--levels A,B is required"));
    const QStringList levelTexts = line.value(QStringLiteral("levels")).split(QLatin1Char(','));
    int levels[2] = {0, 0};
    bool levelsValid = levelTexts.size() == (vsClassic ? 1 : 2);
    for (int i = 0; levelsValid && i < levelTexts.size(); ++i) {
        bool ok = false;
        levels[i] = levelTexts[i].trimmed().toInt(&ok);
        levelsValid = ok && levels[i] >= SkillLevel::kMin && levels[i] <= SkillLevel::kMax;
    }
    if (!levelsValid)
        return line.usageError((vsClassic ? tr("--levels: '%1' is not one level from 1 to 10; with --opponent it names "
                                               "the single level that plays the classic engine")
                                          : tr("--levels: '%1' is not two levels from 1 to 10 such as 5,4"))
                                   .arg(line.value(QStringLiteral("levels"))));
    if (vsClassic)
        levels[1] = classicDepth;

    const auto spec = line.size();
    const auto gameCount = spec ? line.integer(QStringLiteral("games"), 1, 1'000'000, 100) : std::nullopt;
    const auto moveMs = gameCount ? line.integer(QStringLiteral("time-ms"), 1, 3'600'000, 100) : std::nullopt;
    if (moveMs && line.isSet(QStringLiteral("time-ms")) && line.isSet(QStringLiteral("time-scale")))
        return line.usageError(tr("give --time-ms or --time-scale, not both"));
    const auto timeScale = moveMs ? line.real(QStringLiteral("time-scale"), 0, 100, false, tr("a factor"))
                                  : std::nullopt;
    const auto seedNumber = timeScale ? line.integer(QStringLiteral("seed"), 0, std::numeric_limits<long long>::max(), 1)
                                   : std::nullopt;
    const auto jobCount = seedNumber ? line.integer(QStringLiteral("jobs"), 1, 256, 1) : std::nullopt;
    const auto tableSize = jobCount ? line.integer(QStringLiteral("table-mb"), 1, 65536, 16) : std::nullopt;
    const auto threadCount = tableSize ? line.integer(QStringLiteral("threads"), 1, 256, 1) : std::nullopt;
    if (!threadCount)
        return 2;
    // Each level's evaluation weights: two sets of them can play each other
    // (a tuning by self-play matches).
    std::optional<EvaluationWeights> weightsOf[2];
    for (int who = 0; who < 2; ++who) {
        const QString option = who == 0 ? QStringLiteral("weights-a") : QStringLiteral("weights-b");
        if (!line.isSet(option))
            continue;
        if (who == 1 && vsClassic)
            return line.usageError(tr("--weights-b: the classic engine has no evaluation weights (--weights-a gives "
                                      "the level's)"));
        const QString text = line.value(option);
        EvaluationWeights weights = EvaluationWeights::parse(text.toStdString(), spec->connect);
        if (weights.window.empty())
            return line.usageError(tr("--%1: '%2' is not %3 whole numbers separated by commas (connect %4: "
                                      "window[1] to window[%5], threat, goodThreat, fillUp)")
                                       .arg(option, text)
                                       .arg(spec->connect + 2)
                                       .arg(spec->connect)
                                       .arg(spec->connect - 1));
        weightsOf[who] = std::move(weights);
    }
    std::optional<Position> start;
    if (line.isSet(QStringLiteral("position"))) {
        const QString text = line.value(QStringLiteral("position"));
        NotationError error;
        start = parsePosition(text.toStdString(), *spec, &error);
        if (!start)
            return line.usageError(tr("--position '%1': %2").arg(text, MoveText::describe(error)));
        if (start->isOver())
            return line.usageError(tr("--position '%1': the game is over, there is nothing to play").arg(text));
        // Legal, but a game there may last one move: worth a word.
        for (int c = 0; c < start->width(); ++c) {
            if (start->canPlay(c) && start->isWinningMove(c)) {
                std::fprintf(stderr, "%s\n",
                             qPrintable(tr("connect4-cli match: warning: in --position '%1' the side to move can "
                                           "win at once (column %2)")
                                            .arg(text)
                                            .arg(c + 1)));
                break;
            }
        }
    }
    std::optional<int> fixedSide;
    if (line.isSet(QStringLiteral("side"))) {
        const QString side = line.value(QStringLiteral("side"));
        if (!start)
            return line.usageError(tr("--side needs --position (from random openings the colours take turns)"));
        if (side != QLatin1String("first") && side != QLatin1String("second"))
            return line.usageError(tr("--side: '%1' is neither first nor second").arg(side));
        fixedSide = side == QLatin1String("first") ? 0 : 1;
    }
    // Which colour A plays in game g (0 the first player's stones, whoever
    // moves next from --position): its own with --side, else the pair's turn.
    const auto sideOfA = [&](long long g) { return fixedSide ? *fixedSide : int(g % 2); };
    // A tuning run gives its weights through the environment; weights for
    // another connect would otherwise be dropped without a word.
    if (const auto problem = EvaluationWeights::environmentProblem(spec->connect))
        std::fprintf(stderr, "connect4-cli match: warning: %s\n", problem->c_str());
    const long long games = *gameCount, timeMs = *moveMs, seed = *seedNumber, jobs = *jobCount, tableMb = *tableSize;

    SearchLimits limits;
    limits.maxTime = std::chrono::milliseconds(timeMs);
    // With --time-scale: each level's own time (the one time policy without
    // a caller's time) times the factor; zero means the match's time.
    const auto ownTime = [&](int level) {
        if (*timeScale == 0)
            return std::chrono::milliseconds(0);
        const auto own = moveTime(*spec, 0, level, {});
        return std::chrono::milliseconds(std::max<long long>(1, std::llround(double(own.count()) * *timeScale)));
    };
    const auto timeOf = [&](int level) -> long long { return *timeScale > 0 ? ownTime(level).count() : timeMs; };
    std::vector<MatchGame> results(static_cast<size_t>(games));
    std::atomic<long long> next{0};
    std::mutex printMutex;
    // Against the classic engine every game is reported: it is a benchmark.
    const bool printGames = vsClassic || line.isSet(QStringLiteral("print-games"));
    // The classic engine's table compares openings of exactly 2 moves (issue 11).
    const int openingMax = vsClassic ? 2 : 4;
    const auto nameOf = [&](int who) {
        return who == 1 && vsClassic ? tr("classic %1").arg(classicDepth) : tr("level %1").arg(levels[who]);
    };
    QElapsedTimer wall;
    wall.start();

    QThreadPool pool;
    pool.setMaxThreadCount(static_cast<int>(jobs));
    for (long long j = 0; j < jobs; ++j) {
        pool.start([&] {
            // A's and B's analyzers (B needs none when it is the classic engine).
            Analyzer first(size_t(tableMb) << 20);
            std::unique_ptr<Analyzer> second =
                vsClassic ? nullptr : std::make_unique<Analyzer>(size_t(tableMb) << 20);
            first.setThreads(static_cast<int>(*threadCount));
            first.setEvaluationWeights(weightsOf[0]);
            if (second) {
                second->setThreads(static_cast<int>(*threadCount));
                second->setEvaluationWeights(weightsOf[1]);
            }
            MatchPlayer a = MatchPlayer::skillLevel(levels[0], first, ownTime(levels[0]));
            MatchPlayer b = vsClassic ? MatchPlayer::classic(classicDepth)
                                      : MatchPlayer::skillLevel(levels[1], *second, ownTime(levels[1]));
            for (long long g = next++; g < games; g = next++) {
                // Game 2k: A plays the first player's stones; game 2k + 1: the
                // same opening, B does (unless --side fixes A's colour).
                const long long pair = g / 2;
                const bool aFirst = sideOfA(g) == 0;
                const Position opening =
                    start ? *start : randomOpening(*spec, 2, openingMax, uint64_t(seed) * 1'000'003 + uint64_t(pair));
                MatchPlayer* order[2] = {aFirst ? &a : &b, aFirst ? &b : &a};
                first.clear();
                if (second)
                    second->clear();
                results[size_t(g)] = playMatchGame(opening, order, limits,
                                                   uint64_t(seed) * 0x2545F4914F6CDD1Dull + uint64_t(g));
                if (printGames) {
                    const MatchGame& r = results[size_t(g)];
                    const int w = r.winnerIndex();
                    const int aSide = aFirst ? 0 : 1;
                    const QString result = vsClassic ? (w < 0 ? tr("draw") : w == aSide ? tr("win") : tr("loss"))
                                         : w < 0     ? tr("draw")
                                                     : tr("level %1 wins").arg(order[w]->strength());
                    std::lock_guard lock(printMutex);
                    std::printf("game %lld: %s first, opening %s, %s after %d moves: %s\n", g + 1,
                                qPrintable(nameOf(aFirst ? 0 : 1)),
                                toList(std::vector<int>(r.final.moves().begin(),
                                                        r.final.moves().begin() + r.openingPlies))
                                    .c_str(),
                                qPrintable(result), r.final.movesPlayed(), toList(r.final.moves()).c_str());
                    std::fflush(stdout);
                }
            }
        });
    }
    pool.waitForDone();

    Tally tally[2];
    long long longestUs = 0;
    for (long long g = 0; g < games; ++g) {
        const MatchGame& r = results[size_t(g)];
        const int aSide = sideOfA(g);  // the colour index A played
        const int w = r.winnerIndex();
        for (int who = 0; who < 2; ++who) {
            const int side = who == 0 ? aSide : 1 - aSide;
            Tally& t = tally[who];
            if (w < 0)
                ++t.draws;
            else if (w == side)
                ++t.wins;
            else
                ++t.losses;
            t.thinkingUs += r.thinking[side].count();
            t.longestUs = std::max<long long>(t.longestUs, r.longestMoveOf[side].count());
            t.moves += r.movesMade[side];
        }
        longestUs = std::max<long long>(longestUs, r.longestMove.count());
    }
    const QByteArray threadText = QByteArray::number(*threadCount) + (*threadCount == 1 ? " thread" : " threads")
                                  + (vsClassic ? " for the level" : " a player");
    const char* threadsText = threadText.constData();
    std::string openings = "2-move openings";
    if (start) {
        openings = "from position " + toList(start->moves());
        if (fixedSide)
            openings += " (" + nameOf(0).toStdString() + (*fixedSide == 0 ? " first)" : " second)");
    }
    if (vsClassic) {
        std::printf("match level %d vs classic %d on %s: %lld games, %s, level at most %lld ms per "
                    "move, seed %lld, %s\n",
                    levels[0], classicDepth, spec->toString().c_str(), games, openings.c_str(), timeOf(levels[0]),
                    seed, threadsText);
        const Tally& t = tally[0];
        std::printf("result of level %d: %d wins, %d draws, %d losses, score %.1f%%\n", levels[0], t.wins, t.draws,
                    t.losses, t.percent(int(games)));
        for (int who = 0; who < 2; ++who)
            std::printf("%s: mean %.1f ms per move, longest move %.1f ms\n", qPrintable(nameOf(who)),
                        tally[who].meanMs(), tally[who].longestUs / 1000.0);
        std::printf("wall time %.1f s\n", wall.elapsed() / 1000.0);
        return 0;
    }
    if (*timeScale > 0)
        std::printf("match level %d vs level %d on %s: %lld games, each level its own time x %g (%lld / %lld ms "
                    "per move at most), seed %lld, %s%s\n",
                    levels[0], levels[1], spec->toString().c_str(), games, *timeScale, timeOf(levels[0]),
                    timeOf(levels[1]), seed, threadsText, start ? (", " + openings).c_str() : "");
    else
        std::printf("match level %d vs level %d on %s: %lld games, at most %lld ms per move, seed %lld, %s%s\n",
                    levels[0], levels[1], spec->toString().c_str(), games, timeMs, seed, threadsText,
                    start ? (", " + openings).c_str() : "");
    for (int who = 0; who < 2; ++who) {
        const Tally& t = tally[who];
        std::printf("level %d: %d wins, %d draws, %d losses, score %.1f%%, mean %.1f ms per move\n", levels[who],
                    t.wins, t.draws, t.losses, t.percent(int(games)), t.meanMs());
    }
    std::printf("longest move %.1f ms, wall time %.1f s\n", longestUs / 1000.0, wall.elapsed() / 1000.0);
    return 0;
}

}  // namespace c4::cli
