// connect4-predictbench: how well level 10's search foretells the results
// of played games, from the middle of the game.
//
//   connect4-predictbench WxHxN GAMES... [--time-ms T] [--every K]
//                         [--empty A-B] [--save OUT] [--against FILE]
//
// On big boards a game is decided by middle-game moves whose values the
// search sets a few hundredths apart (see docs/benchmark-history.md, sixteenth session),
// and a match sees a change of the evaluation only as a few games more or
// less in a hundred. This judges the search itself on the positions where
// the games were decided, against what became of them: in a few minutes,
// with a standard error small enough to tell variants apart.
//
// Samples: from every game of GAMES that ended (a line or a full board; the
// lines `connect4-cli match -v` writes, or bare move lists), every position
// after a multiple of K moves (default 16) with A to B empty cells (default
// 30-90) in which nobody can win at once. Each is searched by level 10's
// search (the best column only, T ms of search, default 100 (level 10
// given a move of T ms keeps a fifth of it back), one thread, a 16 MiB
// table cleared first), and its value read as the expected result for the
// side to move: a proved win 1, a draw 1/2, a proved loss 0, an estimate e
// (the analysis's scale, -0.99 .. +0.99) (1 + e) / 2.
// Reported (predictionscore.h): the mean log loss of that prediction
// against each game's result, with its logit first multiplied by the
// factor that fits these games best (so a variant that changes the scale
// of the values is not judged by its scale), and the share of the
// positions of decisive games whose winner it names.
//   --save OUT     writes one line per position: game number, moves
//                  played, prediction, result (1, 0.5, 0 for the side to
//                  move). Written to OUT.part and renamed once complete, so
//                  a run stopped or failed midway leaves an older OUT as it
//                  was.
//   --against FILE a file --save wrote from the same games and options with
//                  another build or setting (C4_EVAL_WEIGHTS, ...): prints
//                  the difference of the fitted log losses, position by
//                  position, and its standard error counted by games (the
//                  positions of one game share its result).
#include "boardargument.h"
#include "countargument.h"
#include "gamerecord.h"
#include "predictionscore.h"
#include "engine/analyzer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using c4::bench::Prediction;

// Level 10's search of the position, as the expected result for the side to
// move.
double predict(c4::Analyzer& analyzer, const c4::Position& position, std::chrono::milliseconds time)
{
    c4::SearchLimits limits;
    limits.maxTime = time;
    limits.bestMoveOnly = true;
    analyzer.clear();
    const c4::Score best = analyzer.analyze(position, limits).best;
    if (best.isExact())
        return best.value > 0 ? 1.0 : best.value < 0 ? 0.0 : 0.5;
    return (1 + best.value / 100.0) / 2;
}

// The predictions of a file --save wrote; none, with the line in `error`,
// if a line is not four numbers.
std::optional<std::vector<Prediction>> readPredictions(const std::string& file, std::string& error)
{
    std::ifstream in(file);
    if (!in) {
        error = "cannot read '" + file + "'";
        return std::nullopt;
    }
    std::vector<Prediction> predictions;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        std::istringstream fields(line);
        Prediction p;
        std::string rest;
        if (!(fields >> p.game >> p.movesPlayed >> p.expected >> p.result) || (fields >> rest)) {
            error = "'" + file + "' line " + std::to_string(number) + " is not: game, moves played, prediction, result";
            return std::nullopt;
        }
        predictions.push_back(p);
    }
    return predictions;
}

int usage()
{
    std::fprintf(stderr,
                 "usage: connect4-predictbench WxHxN GAMES... [--time-ms T] [--every K] [--empty A-B] "
                 "[--save OUT] [--against FILE]\n");
    return 2;
}

int fail(const std::string& message)
{
    std::fprintf(stderr, "connect4-predictbench: %s\n", message.c_str());
    return 2;
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    const auto spec = c4::bench::boardArgument("connect4-predictbench", argv[1]);
    if (!spec)
        return 2;
    std::pair<int, int> empty{30, 90};
    int every = 16;
    int timeMs = 100;
    std::string save;
    std::string against;
    std::vector<std::string> files;
    for (int i = 2; i < argc; ++i) {
        const std::string option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--empty" && hasValue) {
            const auto range = c4::bench::parseEmptyRange(argv[++i]);
            if (!range)
                return fail("--empty '" + std::string(argv[i]) + "' must be A-B with 0 <= A <= B");
            empty = *range;
        } else if ((option == "--every" || option == "--time-ms") && hasValue) {
            const auto value = c4::bench::countArgument(argv[++i], 1, 1000000);
            if (!value)
                return fail(option + " '" + argv[i] + "' must be a whole number from 1 to 1000000");
            (option == "--every" ? every : timeMs) = static_cast<int>(*value);
        } else if (option == "--save" && hasValue) {
            save = argv[++i];
        } else if (option == "--against" && hasValue) {
            against = argv[++i];
        } else if (option.rfind("--", 0) == 0) {
            std::fprintf(stderr, "connect4-predictbench: unknown option or missing value '%s'\n", argv[i]);
            return usage();
        } else {
            files.push_back(option);
        }
    }
    if (files.empty())
        return fail("no games file given");
    std::optional<std::vector<Prediction>> other;
    std::string error;
    if (!against.empty() && !(other = readPredictions(against, error)))
        return fail(error);

    // The positions first, so that a file --against cannot use is refused
    // before minutes of searching.
    std::vector<Prediction> predictions;
    std::vector<c4::Position> positions;
    int games = 0;
    int unfinished = 0;
    const std::optional<std::vector<std::vector<int>>> played = c4::bench::readGames(files, *spec, error);
    if (!played)
        return fail(error);
    for (const std::vector<int>& game : *played) {
        ++games;
        const std::optional<int> winner = c4::bench::winnerOf(*spec, game);
        if (!winner) {
            ++unfinished;
            continue;
        }
        c4::bench::forEachQuietPosition(*spec, game, empty.first, empty.second, [&](const c4::Position& position) {
            const int moves = position.movesPlayed();
            if (moves % every != 0)
                return;
            predictions.push_back({games, moves, 0.5, c4::bench::resultForSideToMove(*winner, moves)});
            positions.push_back(position);
        });
    }
    if (predictions.empty())
        return fail("no position with " + std::to_string(empty.first) + "-" + std::to_string(empty.second)
                    + " empty cells after a multiple of " + std::to_string(every) + " moves in "
                    + std::to_string(games) + " games");
    const bool samePositions = !other
        || (other->size() == predictions.size()
            && std::equal(predictions.begin(), predictions.end(), other->begin(),
                          [](const Prediction& a, const Prediction& b) {
                              return a.game == b.game && a.movesPlayed == b.movesPlayed && a.result == b.result;
                          }));
    if (!samePositions)
        return fail("'" + against + "' holds other positions: save it from the same games and options");
    // Opened now, so that a place that cannot be written is known before the
    // search; checked again once written, then renamed to its name.
    const std::string partial = save + ".part";
    std::ofstream out;
    if (!save.empty()) {
        out.open(partial);
        if (!out)
            return fail("cannot write '" + partial + "' (for --save '" + save + "')");
    }

    c4::Analyzer analyzer(size_t{16} << 20);
    for (size_t i = 0; i < predictions.size(); ++i)
        predictions[i].expected = predict(analyzer, positions[i], std::chrono::milliseconds(timeMs));

    const double factor = c4::bench::fittedFactor(predictions);
    std::printf("%s: %d games (%d not played out, left out), %zu positions with %d-%d empty after a multiple of %d "
                "moves, level 10's search %d ms each\n",
                argv[1], games, unfinished, predictions.size(), empty.first, empty.second, every, timeMs);
    std::printf("log loss %.4f (logits times %.2f; as the analysis shows them %.4f), winner named in %.1f%% of the "
                "positions of decisive games\n",
                c4::bench::meanLogLoss(predictions, factor), factor, c4::bench::meanLogLoss(predictions, 1.0),
                100 * c4::bench::winnersNamed(predictions));
    if (other) {
        const c4::bench::MeanWithError difference = c4::bench::pairedDifference(predictions, *other);
        std::printf("against %s (log loss %.4f, winner named in %.1f%%): this minus that %+.4f", against.c_str(),
                    c4::bench::meanLogLoss(*other, c4::bench::fittedFactor(*other)),
                    100 * c4::bench::winnersNamed(*other), difference.mean);
        if (difference.standardError)
            std::printf(" +- %.4f", *difference.standardError);
        std::printf(" (lower is better)\n");
    }
    std::fflush(stdout);
    if (out.is_open()) {
        for (const Prediction& p : predictions)
            out << p.game << ' ' << p.movesPlayed << ' ' << p.expected << ' ' << p.result << '\n';
        out.close();
        std::error_code renamed;
        if (out)
            std::filesystem::rename(partial, save, renamed);
        if (!out || renamed) {
            std::error_code ignored;
            std::filesystem::remove(partial, ignored);
            return fail("cannot write '" + save + "'" + (renamed ? ": " + renamed.message() : std::string()));
        }
    }
    return 0;
}
