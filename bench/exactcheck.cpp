// connect4-exactcheck: whether every score the analysis calls exact is the
// position's exact score, over many reviewed games (a soak test of the
// analyzer's proofs; see docs/benchmark-history.md, twenty-fifth session).
//
//   connect4-exactcheck WxHxN [--games G] [--ms T] [--threads K] [--seed S]
//                       [--table-mb M] [--max-empty E] [--interrupted]
//
// Plays G random games to their end (seeded by S) and reviews each as the
// window's review does: one Analyzer, its table kept from position to
// position and from game to game, the positions from the last to the
// first, T ms each, the solver on K threads. With --interrupted, every
// position of a game is first analysed in the order played, each analysis
// stopped after a random 0-3 ms, as the panel's are when moves come
// quickly (what such searches leave in the table is where a wrong proof
// once hid). Every exact column score of a reviewed position with at most
// E empty cells is checked against brute force (tests/engine/bruteforce.h;
// keep E small enough for it on the board). One line per wrong score (the
// position as 1-based columns, the column, ours and brute force's), one
// line of progress every 500 games and a summary. Exit status 0 when
// every exact score was right, 1 when one was not, 2 on bad arguments.
// Defaults: 1000 games, 200 ms, 2 threads, seed 1, 64 MiB, every position.
#include "boardargument.h"
#include "countargument.h"

#include "engine/analyzer.h"
#include "engine/position.h"
#include "tests/engine/bruteforce.h"

#include <chrono>
#include <cstdio>
#include <random>
#include <stop_token>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace {

constexpr const char* kProgram = "connect4-exactcheck";

int usage()
{
    std::fprintf(stderr,
                 "usage: %s WxHxN [--games G] [--ms T] [--threads K] [--seed S] [--table-mb M] [--max-empty E] "
                 "[--interrupted]\n",
                 kProgram);
    return 2;
}

int fail(const std::string& message)
{
    std::fprintf(stderr, "%s: %s\n", kProgram, message.c_str());
    return 2;
}

struct Options {
    long long games = 1000;
    long long ms = 200;
    long long threads = 2;
    long long seed = 1;
    long long tableMb = 64;
    long long maxEmpty = 0;  // set from the board: every position
    bool interrupted = false;
};

// A random game played to its end: a line or a full board.
std::vector<int> randomGame(const c4::BoardSpec& spec, std::mt19937& random)
{
    std::vector<int> moves;
    c4::Position p(spec);
    while (!p.isOver()) {
        std::vector<int> open;
        for (int c = 0; c < spec.width; ++c)
            if (p.canPlay(c))
                open.push_back(c);
        const int column = open[random() % open.size()];
        p.play(column);
        moves.push_back(column);
    }
    return moves;
}

c4::Position positionAfter(const c4::BoardSpec& spec, const std::vector<int>& moves, int plies)
{
    c4::Position p(spec);
    for (int i = 0; i < plies; ++i)
        p.play(moves[size_t(i)]);
    return p;
}

std::string columnsText(const std::vector<int>& moves, int plies)
{
    std::string text;
    for (int i = 0; i < plies; ++i) {
        if (i > 0)
            text += ',';
        text += std::to_string(moves[size_t(i)] + 1);
    }
    return text.empty() ? "(empty board)" : text;
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return usage();
    const std::optional<c4::BoardSpec> spec = c4::bench::boardArgument(kProgram, argv[1]);
    if (!spec)
        return 2;
    Options o;
    o.maxEmpty = spec->cells();
    struct Numeric {
        const char* name;
        long long* value;
        long long lowest;
        long long highest;
    };
    const Numeric numerics[] = {{"--games", &o.games, 1, 100'000'000},  {"--ms", &o.ms, 1, 3'600'000},
                                {"--threads", &o.threads, 1, 256},        {"--seed", &o.seed, 0, 4'294'967'295},
                                {"--table-mb", &o.tableMb, 1, 65536},     {"--max-empty", &o.maxEmpty, 1, spec->cells()}};
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--interrupted") {
            o.interrupted = true;
            continue;
        }
        const Numeric* numeric = nullptr;
        for (const Numeric& n : numerics)
            if (arg == n.name)
                numeric = &n;
        if (!numeric)
            return fail("unknown option '" + arg + "'");
        if (i + 1 >= argc)
            return fail("option '" + arg + "' needs a value");
        const std::string text = argv[++i];
        const std::optional<long long> value = c4::bench::countArgument(text, numeric->lowest, numeric->highest);
        if (!value)
            return fail(arg + " '" + text + "' is not a whole number from " + std::to_string(numeric->lowest)
                        + " to " + std::to_string(numeric->highest));
        *numeric->value = *value;
    }

    std::mt19937 random(static_cast<uint32_t>(o.seed));
    c4::Analyzer analyzer(static_cast<size_t>(o.tableMb) << 20);
    analyzer.setThreads(static_cast<int>(o.threads));
    std::unordered_map<uint64_t, int> memo;  // brute force's, for the whole run (one board)
    long long checked = 0;
    long long wrong = 0;
    for (long long g = 1; g <= o.games; ++g) {
        const std::vector<int> moves = randomGame(*spec, random);
        const int length = static_cast<int>(moves.size());
        if (o.interrupted) {
            for (int ply = 0; ply < length; ++ply) {
                std::stop_source stopper;
                const auto after = std::chrono::microseconds(random() % 3000);
                std::jthread timer([&] {
                    std::this_thread::sleep_for(after);
                    stopper.request_stop();
                });
                c4::SearchLimits unlimited;
                unlimited.fullLines = true;  // as the panel asks
                analyzer.analyze(positionAfter(*spec, moves, ply), unlimited, stopper.get_token());
            }
        }
        for (int ply = length - 1; ply >= 0; --ply) {
            const c4::Position p = positionAfter(*spec, moves, ply);
            c4::SearchLimits limits;
            limits.maxTime = std::chrono::milliseconds(o.ms);
            const c4::Analysis a = analyzer.analyze(p, limits);
            if (spec->cells() - ply > o.maxEmpty)
                continue;
            for (const c4::ColumnAnalysis& col : a.columns) {
                if (!col.playable || !col.score.isExact())
                    continue;
                ++checked;
                const int expected =
                    p.visit([&](const auto& b) { return c4::testing::bruteForceColumn(b, col.column, memo); });
                if (col.score.value != expected) {
                    ++wrong;
                    std::printf("wrong: game %lld, position %s, column %d: %d, brute force %d\n", g,
                                columnsText(moves, ply).c_str(), col.column + 1, col.score.value, expected);
                    std::fflush(stdout);
                }
            }
        }
        if (g % 500 == 0 || g == o.games) {
            std::printf("%lld games: %lld exact scores checked, %lld wrong\n", g, checked, wrong);
            std::fflush(stdout);
        }
    }
    return wrong == 0 ? 0 : 1;
}
