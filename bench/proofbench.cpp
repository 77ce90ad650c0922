// connect4-proofbench: how many cells before the end the lost games of a
// match were already provably lost, and whether a proof could have warned
// the loser off its move.
//
//   connect4-proofbench WxHxN GAMES... --empty E [--ms T]
//
// For every game of GAMES won by one side (the lines `connect4-cli match -v`
// writes, or bare move lists), the position with E empty cells where the
// loser is to move (E - 1 when the loser is not to move at E), and each of
// its columns proved lost or not (bench/columnproofs.h: a null window at
// the draw searched to the end, T ms a column, default 500, one thread, a
// 64 MiB table). One line a game: the column the loser played and each
// column's verdict (L lost, n a draw at least, ? not proved in time);
// then how many positions were
//   lost in every column   (the game was over, proved),
//   the played column lost, another not proved lost
//                          (where the loser might have been warned off
//                          its move, had another been proved safe),
//   a column proved not lost (a draw or better was there),
//   nothing proved.
#include "boardargument.h"
#include "columnproofs.h"
#include "countargument.h"
#include "gamerecord.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace {

using c4::bench::Verdict;

int usage()
{
    std::fprintf(stderr, "usage: connect4-proofbench WxHxN GAMES... --empty E [--ms T]\n");
    return 2;
}

int fail(const std::string& message)
{
    std::fprintf(stderr, "connect4-proofbench: %s\n", message.c_str());
    return 2;
}

char letterOf(Verdict v)
{
    switch (v) {
    case Verdict::Lost:
        return 'L';
    case Verdict::NotLost:
        return 'n';
    case Verdict::Unknown:
        return '?';
    case Verdict::Full:
        break;
    }
    return '-';
}

struct Tally {
    int positions = 0;
    int allLost = 0;
    int playedLostOtherOpen = 0;
    int someNotLost = 0;
    int nothingProved = 0;

    void add(const std::vector<Verdict>& verdicts, int played)
    {
        ++positions;
        const auto count = [&](Verdict v) { return std::count(verdicts.begin(), verdicts.end(), v); };
        const long playable = static_cast<long>(verdicts.size()) - count(Verdict::Full);
        if (count(Verdict::Lost) == playable)
            ++allLost;
        else if (verdicts[played] == Verdict::Lost)
            ++playedLostOtherOpen;
        if (count(Verdict::NotLost) > 0)
            ++someNotLost;
        if (count(Verdict::Unknown) == playable)
            ++nothingProved;
    }
};

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    const std::optional<c4::BoardSpec> spec = c4::bench::boardArgument("connect4-proofbench", argv[1]);
    if (!spec)
        return 2;
    std::vector<std::string> files;
    std::optional<int> empty;
    int perColumnMs = 500;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--empty" || arg == "--ms") {
            if (i + 1 >= argc)
                return fail("option '" + arg + "' needs a value");
            const std::string value = argv[++i];
            const bool isEmpty = arg == "--empty";
            const std::optional<long long> n =
                isEmpty ? c4::bench::countArgument(value, 1, spec->cells()) : c4::bench::countArgument(value, 1, 3600000);
            if (!n)
                return fail("'" + value + "' is not a valid " + arg + " ("
                            + (isEmpty ? "1 to " + std::to_string(spec->cells()) + " cells" : "1 or more ms") + ")");
            if (isEmpty)
                empty = static_cast<int>(*n);
            else
                perColumnMs = static_cast<int>(*n);
        } else if (arg.rfind("--", 0) == 0) {
            return fail("unknown option '" + arg + "'");
        } else {
            files.push_back(arg);
        }
    }
    if (!empty)
        return fail("--empty E is needed: the empty cells of the positions to prove");
    if (files.empty())
        return usage();

    c4::TranspositionTable table(size_t{64} << 20);
    Tally tally;
    std::string error;
    const std::optional<std::vector<std::vector<int>>> games = c4::bench::readGames(files, *spec, error);
    if (!games)
        return fail(error);
    if (games->empty())
        return fail("no game of " + std::string(argv[1]) + " in the files given (a match log of another board?)");
    int gameNumber = 0;
    for (const std::vector<int>& moves : *games) {
        ++gameNumber;
        const std::optional<int> winner = c4::bench::winnerOf(*spec, moves);
        if (!winner || *winner < 0)
            continue;
        const int loser = 1 - *winner;
        int played = spec->cells() - *empty;
        if (played % 2 != loser)
            ++played;
        if (played >= static_cast<int>(moves.size()))
            continue;  // the game ended before
        c4::Position position(*spec);
        for (int k = 0; k < played; ++k)
            position.play(moves[k]);
        const std::vector<Verdict> verdicts = position.visit([&](const auto& p) {
            return c4::bench::proveColumns(p, table, std::chrono::milliseconds(perColumnMs));
        });
        const int column = moves[played];
        tally.add(verdicts, column);
        std::string text;
        for (int c = 0; c < spec->width; ++c)
            if (verdicts[c] != Verdict::Full) {
                char cell[16];
                std::snprintf(cell, sizeof cell, " %d:%c", c + 1, letterOf(verdicts[c]));
                text += cell;
            }
        std::printf("game %d: %d empty, played %d |%s\n", gameNumber, spec->cells() - played, column + 1,
                    text.c_str());
        std::fflush(stdout);
    }
    std::printf("%d positions, %d ms a column: every column lost %d; the played column lost, another not "
                "proved lost %d; a column proved not lost %d; nothing proved %d\n",
                tally.positions, perColumnMs, tally.allLost, tally.playedLostOtherOpen, tally.someNotLost,
                tally.nothingProved);
    return 0;
}
