// connect4-evalbench WxHxN EMPTY COUNT [SEED]: how well the static
// evaluation foretells the result. COUNT random positions of the board with
// EMPTY cells left (reached by moves that complete no line, nobody able to
// win at once), each solved exactly (the solver: boards up to 128 bits);
// drawn positions are skipped. Prints
//   WxHxN empty=E positions=N auc=A sign=S
// auc: the chance that a won position (for the side to move) gets a higher
// value than a lost one, ties counting half (0.5 is a coin, 1 a perfect
// foresight; n/a when every position had the same result); sign: the share of positions whose value has the sign of the
// result. The positions depend only on the board, EMPTY and SEED, so two
// builds given the same arguments judge the same positions: a change to
// the evaluation is measured against exact results, without the noise of
// matches.
#include "engine/evaluation.h"
#include "engine/position.h"
#include "engine/solver.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace {

struct Judged {
    int value = 0;
    bool won = false;
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

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: connect4-evalbench WxHxN EMPTY COUNT [SEED]\n");
        return 2;
    }
    std::string error;
    const auto spec = c4::BoardSpec::parse(argv[1], &error);
    if (!spec) {
        std::fprintf(stderr, "connect4-evalbench: %s\n", error.c_str());
        return 2;
    }
    // A whole number from 0 to a billion, or -1.
    const auto number = [](const char* text) {
        char* end = nullptr;
        const long long value = std::strtoll(text, &end, 10);
        return end != text && *end == '\0' && value >= 0 && value <= 1'000'000'000 ? value : -1;
    };
    const long long empty = number(argv[2]);
    const long long count = number(argv[3]);
    const long long seed = argc > 4 ? number(argv[4]) : 1;
    if (seed < 0) {
        std::fprintf(stderr, "connect4-evalbench: the seed '%s' is not a whole number\n", argv[4]);
        return 2;
    }
    if (spec->width * (spec->height + 1) > 128 || empty < 1 || empty > spec->cells() || count < 1) {
        std::fprintf(stderr, "connect4-evalbench: needs a board of at most 128 bits, 1 <= EMPTY <= cells, COUNT >= 1\n");
        return 2;
    }
    std::mt19937_64 random(static_cast<uint64_t>(seed));
    c4::Solver solver(size_t{256} << 20);
    std::vector<Judged> judged;
    int rightSign = 0;
    for (long long attempt = 0; attempt < 100 * count && static_cast<long long>(judged.size()) < count; ++attempt) {
        c4::Position position(*spec);
        bool reached = true;
        while (reached && position.movesPlayed() < spec->cells() - empty) {
            std::vector<int> quiet;
            for (int c = 0; c < spec->width; ++c)
                if (position.canPlay(c) && !position.isWinningMove(c))
                    quiet.push_back(c);
            reached = !quiet.empty();
            if (reached)
                position.play(quiet[random() % quiet.size()]);
        }
        if (!reached)
            continue;
        position.visit([&](const auto& p) {
            using Bits = typename std::decay_t<decltype(p)>::BitSet;
            if constexpr (c4::SolverBits<Bits>) {
                if (p.canWinNext())
                    return;
                const std::optional<int> result = solver.solve(p, true);
                if (!result || *result == 0)
                    return;
                const int value = c4::Evaluation<Bits>(*spec)(p);
                judged.push_back({value, *result > 0});
                rightSign += value != 0 && (value > 0) == (*result > 0);
            }
        });
    }
    if (judged.empty()) {
        std::fprintf(stderr, "connect4-evalbench: no decided position found\n");
        return 1;
    }
    const double auc = areaUnderCurve(judged);
    char aucText[16] = "n/a";  // every position had the same result
    if (auc >= 0)
        std::snprintf(aucText, sizeof aucText, "%.4f", auc);
    std::printf("%s empty=%lld positions=%zu auc=%s sign=%.4f\n", argv[1], empty, judged.size(), aucText,
                double(rightSign) / double(judged.size()));
    return 0;
}
