// connect4-evalbench: how well the static evaluation foretells the result.
//
//   connect4-evalbench WxHxN EMPTY COUNT [SEED]
//     COUNT random positions of a board up to 128 bits with EMPTY cells
//     left (reached by moves that complete no line, nobody able to win at
//     once), each solved exactly by the solver. The positions depend only
//     on the board, EMPTY and SEED, so two builds given the same arguments
//     judge the same positions.
//   connect4-evalbench WxHxN EMPTY --games FILE [--seconds S]
//     Positions from played games, any board: each line of FILE that ends
//     in a move list (the games `connect4-cli match` writes, "game 3: ...:
//     4,4,10,3", or a bare list) gives the position with EMPTY cells left,
//     if the game got there, is not over and nobody can win at once (lines
//     without a move list of the board are counted, not used). Each
//     is proved by the analyzer's search (boards over 128 bits too), at
//     most S seconds (default 10) a position; unproved ones are counted and
//     left out. --save-labels OUT writes each decided position and its
//     result ("4,4,10,3 +1", +1 a win for the side to move, -1 a loss) to
//     OUT, for the next form.
//   connect4-evalbench WxHxN EMPTY --labeled FILE
//     The positions of FILE, as --save-labels writes them, with their
//     results (EMPTY is not used): variants of the evaluation judged on
//     the same positions without proving them again (a search whose
//     evaluation changes proves a different set within the time).
//
// Both take --fillup F1,F2,... to judge the evaluation with each weight of
// the fill-up forecast (Evaluation's fillUpFactor) on the same positions;
// without it the built-in weight (or C4_EVAL_FILLUP). Drawn positions are
// skipped. Prints one line per weight:
//   WxHxN empty=E fillup=F positions=N auc=A sign=S [games=G unproved=U]
// (the last two with --games: the games read, and the positions left out
// as not proved in time).
// auc: the chance that a won position (for the side to move) gets a higher
// value than a lost one, ties counting half (0.5 is a coin, 1 a perfect
// foresight; n/a when every position had the same result); sign: the share
// of positions whose value has the sign of the result. A change to the
// evaluation is so measured against exact results, without the noise of
// matches.
#include "boardargument.h"
#include "countargument.h"
#include "gamerecord.h"
#include "engine/analyzer.h"
#include "engine/evaluation.h"
#include "engine/notation.h"
#include "engine/position.h"
#include "engine/solver.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

struct Judged {
    int value = 0;
    bool won = false;
};

// A decided position and who wins it.
struct Decided {
    c4::Position position;
    bool won = false;  // for the side to move
};

// The area under the ROC curve of value as a predictor of `won`.
double areaUnderCurve(std::vector<Judged> judged)
{
    std::sort(judged.begin(), judged.end(), [](const Judged& a, const Judged& b) { return a.value < b.value; });
    double wonRankSum = 0;
    long long won = 0;
    for (size_t i = 0; i < judged.size();) {
        size_t j = i;
        long long wonHere = 0;
        while (j < judged.size() && judged[j].value == judged[i].value)
            wonHere += judged[j++].won;
        const double meanRank = (double(i) + double(j - 1)) / 2 + 1;  // ranks from 1, ties share
        wonRankSum += meanRank * double(wonHere);
        won += wonHere;
        i = j;
    }
    const long long lost = static_cast<long long>(judged.size()) - won;
    if (won == 0 || lost == 0)
        return -1;  // no pair to rank
    return (wonRankSum - double(won) * double(won + 1) / 2) / (double(won) * double(lost));
}

// A whole number from 0 to a billion, or -1.
long long wholeNumber(const char* text)
{
    return c4::bench::countArgument(text, 0, 1'000'000'000).value_or(-1);
}

bool canWinNext(const c4::Position& position)
{
    return position.visit([](const auto& p) { return p.canWinNext(); });
}

// COUNT random positions with `empty` cells left, solved by the solver.
std::vector<Decided> randomPositions(const c4::BoardSpec& spec, long long empty, long long count, uint64_t seed)
{
    std::mt19937_64 random(seed);
    c4::Solver solver(size_t{256} << 20);
    std::vector<Decided> decided;
    for (long long attempt = 0; attempt < 100 * count && static_cast<long long>(decided.size()) < count; ++attempt) {
        c4::Position position(spec);
        bool reached = true;
        while (reached && position.movesPlayed() < spec.cells() - empty) {
            std::vector<int> quiet;
            for (int c = 0; c < spec.width; ++c)
                if (position.canPlay(c) && !position.isWinningMove(c))
                    quiet.push_back(c);
            reached = !quiet.empty();
            if (reached)
                position.play(quiet[random() % quiet.size()]);
        }
        if (!reached || canWinNext(position))
            continue;
        const std::optional<int> result = position.visit([&](const auto& p) -> std::optional<int> {
            if constexpr (c4::SolverBits<typename std::decay_t<decltype(p)>::BitSet>)
                return solver.solve(p, true);
            return std::nullopt;
        });
        if (result && *result != 0)
            decided.push_back({position, *result > 0});
    }
    return decided;
}

// What gamePositions() read: the lines of the file, those that were games
// of the board, and the positions the analyzer could not prove in time.
struct GamesRead {
    int lines = 0;
    int games = 0;
    int unproved = 0;
};

// The positions with `empty` cells left of the games in `file`, proved by
// the analyzer within `seconds` each.
std::optional<std::vector<Decided>> gamePositions(const c4::BoardSpec& spec, long long empty, const char* file,
                                                  long long seconds, GamesRead& read)
{
    std::ifstream in(file);
    if (!in) {
        std::fprintf(stderr, "connect4-evalbench: cannot read the games file '%s'\n", file);
        return std::nullopt;
    }
    c4::Analyzer analyzer(size_t{256} << 20);
    c4::SearchLimits limits;
    limits.bestMoveOnly = true;
    limits.maxTime = std::chrono::seconds(seconds);
    std::vector<Decided> decided;
    std::string line;
    while (std::getline(in, line)) {
        ++read.lines;
        std::optional<c4::Position> game = c4::bench::gameOfLine(line, spec);
        if (!game)
            continue;  // not a game record (a header or a summary), or not of this board
        ++read.games;
        const int wanted = spec.cells() - static_cast<int>(empty);
        if (game->movesPlayed() <= wanted)
            continue;  // over before it got there
        c4::Position position(spec);
        for (int i = 0; i < wanted; ++i)
            position.play(game->moves()[static_cast<size_t>(i)]);
        if (position.isOver() || canWinNext(position))
            continue;
        analyzer.clear();
        const c4::Analysis analysis = analyzer.analyze(position, limits);
        if (!analysis.best.isExact()) {
            ++read.unproved;
            continue;
        }
        if (!analysis.best.isDraw())
            decided.push_back({position, analysis.best.isWin()});
    }
    return decided;
}

// The positions and results `file` holds, as writeLabels() writes them.
std::optional<std::vector<Decided>> labeledPositions(const c4::BoardSpec& spec, const char* file)
{
    std::ifstream in(file);
    if (!in) {
        std::fprintf(stderr, "connect4-evalbench: cannot read the labels file '%s'\n", file);
        return std::nullopt;
    }
    std::vector<Decided> decided;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const size_t space = line.find(' ');
        const std::string result = space == std::string::npos ? "" : line.substr(space + 1);
        c4::NotationError error;
        std::optional<c4::Position> position = c4::parsePosition(line.substr(0, space), spec, &error);
        if (!position) {
            std::fprintf(stderr, "connect4-evalbench: %s line %d: %s on %s\n", file, number, error.message().c_str(),
                         spec.toString().c_str());
            return std::nullopt;
        }
        if (result != "+1" && result != "-1") {
            std::fprintf(stderr, "connect4-evalbench: %s line %d: expected 'MOVES +1' or 'MOVES -1'\n", file, number);
            return std::nullopt;
        }
        decided.push_back({*position, result == "+1"});
    }
    return decided;
}

bool writeLabels(const std::vector<Decided>& decided, const char* file)
{
    std::ofstream out(file);
    for (const Decided& d : decided) {
        std::string moves;
        for (const int c : d.position.moves()) {
            if (!moves.empty())
                moves += ',';
            moves += std::to_string(c + 1);
        }
        out << moves << (d.won ? " +1\n" : " -1\n");
    }
    out.close();
    if (!out)
        std::fprintf(stderr, "connect4-evalbench: could not write the labels file '%s'\n", file);
    return static_cast<bool>(out);
}

// The evaluation of every position with the fill-up weight `fillUp`
// (negative: the built-in one), and how often its sign was right.
std::vector<Judged> judge(const std::vector<Decided>& decided, const c4::BoardSpec& spec, int fillUp, int& rightSign)
{
    std::vector<Judged> judged;
    rightSign = 0;
    for (const Decided& d : decided) {
        const int value = d.position.visit(
            [&](const auto& p) { return c4::Evaluation<typename std::decay_t<decltype(p)>::BitSet>(spec, fillUp)(p); });
        judged.push_back({value, d.won});
        rightSign += value != 0 && (value > 0) == d.won;
    }
    return judged;
}

int usage()
{
    std::fprintf(stderr,
                 "usage: connect4-evalbench WxHxN EMPTY COUNT [SEED] [--fillup F1,F2,...]\n"
                 "       connect4-evalbench WxHxN EMPTY --games FILE [--seconds S] [--save-labels OUT] [--fillup ...]\n"
                 "       connect4-evalbench WxHxN EMPTY --labeled FILE [--fillup F1,F2,...]\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 4)
        return usage();
    const auto spec = c4::bench::boardArgument("connect4-evalbench", argv[1]);
    if (!spec)
        return 2;
    const long long empty = wholeNumber(argv[2]);
    if (empty < 1 || empty > spec->cells()) {
        std::fprintf(stderr, "connect4-evalbench: EMPTY '%s' must be from 1 to %d\n", argv[2], spec->cells());
        return 2;
    }
    const char* gamesFile = nullptr;
    const char* labelsOut = nullptr;
    const char* labeledFile = nullptr;
    long long seconds = 10;
    std::vector<int> fillUps;
    std::vector<const char*> rest;
    for (int i = 3; i < argc; ++i) {
        const std::string option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--games" && hasValue) {
            gamesFile = argv[++i];
        } else if (option == "--save-labels" && hasValue) {
            labelsOut = argv[++i];
        } else if (option == "--labeled" && hasValue) {
            labeledFile = argv[++i];
        } else if (option == "--seconds" && hasValue) {
            seconds = wholeNumber(argv[++i]);
            if (seconds < 1) {
                std::fprintf(stderr, "connect4-evalbench: --seconds '%s' is not a whole number above 0\n", argv[i]);
                return 2;
            }
        } else if (option == "--fillup" && hasValue) {
            const std::string list = argv[++i];
            for (size_t from = 0; from <= list.size();) {
                const size_t comma = std::min(list.find(',', from), list.size());
                const long long factor = wholeNumber(list.substr(from, comma - from).c_str());
                if (factor < 0 || factor > 1000) {
                    std::fprintf(stderr, "connect4-evalbench: --fillup '%s': each weight from 0 to 1000\n",
                                 list.c_str());
                    return 2;
                }
                fillUps.push_back(static_cast<int>(factor));
                from = comma + 1;
            }
        } else if (option.rfind("--", 0) == 0) {
            std::fprintf(stderr, "connect4-evalbench: unknown option or missing value '%s'\n", argv[i]);
            return usage();
        } else {
            rest.push_back(argv[i]);
        }
    }
    if (fillUps.empty())
        fillUps.push_back(-1);

    std::vector<Decided> decided;
    GamesRead read;
    if (labeledFile) {
        if (!rest.empty() || gamesFile)
            return usage();
        std::optional<std::vector<Decided>> labeled = labeledPositions(*spec, labeledFile);
        if (!labeled)
            return 2;
        decided = std::move(*labeled);
    } else if (gamesFile) {
        if (!rest.empty())
            return usage();
        std::optional<std::vector<Decided>> fromGames = gamePositions(*spec, empty, gamesFile, seconds, read);
        if (!fromGames)
            return 2;
        decided = std::move(*fromGames);
        if (labelsOut && !writeLabels(decided, labelsOut))
            return 2;
    } else {
        if (rest.empty() || rest.size() > 2)
            return usage();
        const long long count = wholeNumber(rest[0]);
        const long long seed = rest.size() > 1 ? wholeNumber(rest[1]) : 1;
        if (count < 1 || seed < 0) {
            std::fprintf(stderr, "connect4-evalbench: COUNT must be a whole number above 0 and SEED one from 0\n");
            return 2;
        }
        if (spec->width * (spec->height + 1) > 128) {
            std::fprintf(stderr, "connect4-evalbench: random positions need a board of at most 128 bits (or --games)\n");
            return 2;
        }
        decided = randomPositions(*spec, empty, count, static_cast<uint64_t>(seed));
    }
    if (decided.empty()) {
        if (gamesFile)
            std::fprintf(stderr,
                         "connect4-evalbench: no decided position found in '%s': %d lines, %d of them games on %s "
                         "(a move list at the end of the line), %d positions not proved in time\n",
                         gamesFile, read.lines, read.games, spec->toString().c_str(), read.unproved);
        else
            std::fprintf(stderr, "connect4-evalbench: no decided position found\n");
        return 1;
    }
    for (const int fillUp : fillUps) {
        int rightSign = 0;
        const std::vector<Judged> judged = judge(decided, *spec, fillUp, rightSign);
        const double auc = areaUnderCurve(judged);
        char aucText[16] = "n/a";  // every position had the same result
        if (auc >= 0)
            std::snprintf(aucText, sizeof aucText, "%.4f", auc);
        char fillUpText[16] = "built-in";
        if (fillUp >= 0)
            std::snprintf(fillUpText, sizeof fillUpText, "%d", fillUp);
        std::printf("%s empty=%lld fillup=%s positions=%zu auc=%s sign=%.4f", argv[1], empty, fillUpText,
                    judged.size(), aucText, double(rightSign) / double(judged.size()));
        if (gamesFile)
            std::printf(" games=%d unproved=%d", read.games, read.unproved);
        std::printf("\n");
    }
    return 0;
}
