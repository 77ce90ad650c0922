// connect4-evaltune: fits the evaluation's weights to game results (the
// method chess programmers call Texel tuning).
//
//   connect4-evaltune WxHxN GAMES... [--empty A-B] [--ridge R]
//
// Every line of the GAMES files that ends in a move list (as `connect4-cli
// match -v` prints them) is a game; its result comes from replaying it: the
// player of a last move that completes a line wins, a full board without
// one is a draw, anything else is skipped. Each position of the game with
// A to B empty cells (default 30-90) in which nobody can win at once
// becomes a sample: the evaluation's terms (Evaluation::terms) and the
// result for the side to move (1 a win, 1/2 a draw, 0 a loss).
//
// The model is the chance of winning sigmoid(value / K), value the weighted
// sum of the terms. First K is fitted with the weights as they are (the
// built-in ones, or C4_EVAL_WEIGHTS), which keeps the fitted weights in the
// evaluation's own units; then the weights, by Newton's method on the
// logistic loss, pulled towards the present ones by a ridge term R (default
// 1e-3 per sample; it settles the weights the games say nothing about, such
// as the fill-up forecast when few positions reach it). The games are split
// in two by pairs (a match plays each opening twice): the fit uses games
// 1-2, 5-6, 9-10, ..., and the others check it.
// Prints the mean log loss of both halves before and after, and the fitted
// weights as C4_EVAL_WEIGHTS takes them: judge them on exact results with
// connect4-evalbench and in matches before building them in.
#include "boardargument.h"
#include "gamerecord.h"
#include "scalefit.h"
#include "engine/evaluation.h"
#include "engine/notation.h"
#include "engine/position.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace {

struct Sample {
    std::vector<double> terms;
    double result = 0;  // for the side to move: 1 won, 0.5 drawn, 0 lost
    bool checking = false;  // from the half that checks the fit
};

// The terms as one vector, in the order of EvaluationWeights' list.
template <class Bits>
std::vector<double> termVector(const c4::Evaluation<Bits>& evaluation, const c4::BasicPosition<Bits>& p, int connect)
{
    const auto t = evaluation.terms(p);
    std::vector<double> x(t.windows.begin() + 1, t.windows.begin() + connect);
    x.push_back(t.threats);
    x.push_back(t.goodThreats);
    x.push_back(t.fillUp);
    return x;
}

std::vector<double> weightVector(const c4::EvaluationWeights& w)
{
    std::vector<double> x(w.window.begin() + 1, w.window.end() - 1);
    x.push_back(w.threat);
    x.push_back(w.goodThreat);
    x.push_back(w.fillUp);
    return x;
}

// Adds the samples of one game (its moves); false, adding none, if it did
// not end.
bool addGame(const c4::BoardSpec& spec, const std::vector<int>& moves, int fewestEmpty, int mostEmpty, bool checking,
             std::vector<Sample>& samples)
{
    const std::optional<int> winner = c4::bench::winnerOf(spec, moves);
    if (!winner)
        return false;
    c4::bench::forEachQuietPosition(spec, moves, fewestEmpty, mostEmpty, [&](const c4::Position& position) {
        Sample s;
        s.terms = position.visit([&](const auto& p) {
            using Bits = typename std::decay_t<decltype(p)>::BitSet;
            return termVector(c4::Evaluation<Bits>(spec), p, spec.connect);
        });
        s.result = c4::bench::resultForSideToMove(*winner, position.movesPlayed());
        s.checking = checking;
        samples.push_back(std::move(s));
    });
    return true;
}

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

double dot(const std::vector<double>& a, const std::vector<double>& b)
{
    double sum = 0;
    for (size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

// The mean log loss of the samples of one half with weights u (value * u
// is the logit).
double logLoss(const std::vector<Sample>& samples, const std::vector<double>& u, bool checking)
{
    double loss = 0;
    int count = 0;
    for (const Sample& s : samples) {
        if (s.checking != checking)
            continue;
        const double q = std::clamp(sigmoid(dot(s.terms, u)), 1e-12, 1 - 1e-12);
        loss -= s.result * std::log(q) + (1 - s.result) * std::log(1 - q);
        ++count;
    }
    return count ? loss / count : 0;
}

// Solves a x = b (a square) by Gaussian elimination with partial
// pivoting; none when a is singular (a term that never varies, fitted
// without a ridge).
std::optional<std::vector<double>> solve(std::vector<std::vector<double>> a, std::vector<double> b)
{
    const size_t n = b.size();
    for (size_t col = 0; col < n; ++col) {
        size_t pivot = col;
        for (size_t r = col + 1; r < n; ++r)
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        if (std::abs(a[pivot][col]) < 1e-12)
            return std::nullopt;
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        for (size_t r = col + 1; r < n; ++r) {
            const double f = a[r][col] / a[col][col];
            for (size_t k = col; k < n; ++k)
                a[r][k] -= f * a[col][k];
            b[r] -= f * b[col];
        }
    }
    std::vector<double> x(n);
    for (size_t r = n; r-- > 0;) {
        double sum = b[r];
        for (size_t k = r + 1; k < n; ++k)
            sum -= a[r][k] * x[k];
        x[r] = sum / a[r][r];
    }
    return x;
}

// Newton's method on the fitting half's logistic loss plus
// ridge * count * |u - prior|^2 / 2, each term's share of the ridge scaled
// by its spread; none when the games do not determine the weights.
std::optional<std::vector<double>> fitWeights(const std::vector<Sample>& samples, std::vector<double> u,
                               const std::vector<double>& prior, double ridge)
{
    const size_t d = u.size();
    // Scale each term by its typical size, so one ridge fits them all.
    std::vector<double> spread(d, 0);
    double count = 0;
    for (const Sample& s : samples)
        if (!s.checking) {
            for (size_t i = 0; i < d; ++i)
                spread[i] += s.terms[i] * s.terms[i];
            ++count;
        }
    for (double& v : spread)
        v = std::max(std::sqrt(v / std::max(count, 1.0)), 1e-3);
    for (int step = 0; step < 30; ++step) {
        std::vector<double> gradient(d, 0);
        std::vector<std::vector<double>> hessian(d, std::vector<double>(d, 0));
        for (const Sample& s : samples) {
            if (s.checking)
                continue;
            const double q = sigmoid(dot(s.terms, u));
            const double w = q * (1 - q);
            for (size_t i = 0; i < d; ++i) {
                gradient[i] += (q - s.result) * s.terms[i];
                for (size_t k = 0; k < d; ++k)
                    hessian[i][k] += w * s.terms[i] * s.terms[k];
            }
        }
        for (size_t i = 0; i < d; ++i) {
            const double r = ridge * count * spread[i] * spread[i];
            gradient[i] += r * (u[i] - prior[i]);
            hessian[i][i] += r;
        }
        const std::optional<std::vector<double>> solved = solve(hessian, gradient);
        if (!solved)
            return std::nullopt;
        const std::vector<double>& change = *solved;
        double largest = 0;
        for (size_t i = 0; i < d; ++i) {
            u[i] -= change[i];
            largest = std::max(largest, std::abs(change[i]) * spread[i]);
        }
        if (largest < 1e-9)
            break;
    }
    return u;
}

int usage()
{
    std::fprintf(stderr, "usage: connect4-evaltune WxHxN GAMES... [--empty A-B] [--ridge R]\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    const auto spec = c4::bench::boardArgument("connect4-evaltune", argv[1]);
    if (!spec)
        return 2;
    std::pair<int, int> empty{30, 90};
    double ridge = 1e-3;
    std::vector<std::string> files;
    for (int i = 2; i < argc; ++i) {
        const std::string option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--empty" && hasValue) {
            const auto range = c4::bench::parseEmptyRange(argv[++i]);
            if (!range) {
                std::fprintf(stderr, "connect4-evaltune: --empty '%s' must be A-B with 0 <= A <= B\n", argv[i]);
                return 2;
            }
            empty = *range;
        } else if (option == "--ridge" && hasValue) {
            char* end = nullptr;
            ridge = std::strtod(argv[++i], &end);
            if (*end != '\0' || !(ridge >= 0)) {
                std::fprintf(stderr, "connect4-evaltune: --ridge '%s' must be a number >= 0\n", argv[i]);
                return 2;
            }
        } else if (option.rfind("--", 0) == 0) {
            std::fprintf(stderr, "connect4-evaltune: unknown option or missing value '%s'\n", argv[i]);
            return usage();
        } else {
            files.push_back(option);
        }
    }

    std::vector<Sample> samples;
    int games = 0;
    int unfinished = 0;  // games that end without a line or a full board
    std::string error;
    const std::optional<std::vector<std::vector<int>>> played = c4::bench::readGames(files, *spec, error);
    if (!played) {
        std::fprintf(stderr, "connect4-evaltune: %s\n", error.c_str());
        return 2;
    }
    for (const std::vector<int>& game : *played) {
        const bool checking = games++ / 2 % 2 == 1;
        if (!addGame(*spec, game, empty.first, empty.second, checking, samples))
            ++unfinished;
    }
    if (samples.empty()) {
        std::fprintf(stderr, "connect4-evaltune: no position with %d-%d empty cells in %d games\n", empty.first,
                     empty.second, games);
        return 1;
    }

    const c4::EvaluationWeights present = c4::EvaluationWeights::of(spec->connect);
    const std::vector<double> weights = weightVector(present);
    // K: the scale that fits the present weights best (a search over its
    // logarithm; the loss is unimodal in it).
    auto scaled = [&](double k) {
        std::vector<double> u = weights;
        for (double& v : u)
            v /= k;
        return u;
    };
    const double k = c4::bench::bestScale([&](double k) { return logLoss(samples, scaled(k), false); }, 1.0, 1e5);
    const std::vector<double> prior = scaled(k);
    const std::optional<std::vector<double>> fit = fitWeights(samples, prior, prior, ridge);
    if (!fit) {
        std::fprintf(stderr,
                     "connect4-evaltune: the games do not determine every weight (a term never varies in "
                     "the positions with %d-%d empty cells); give --ridge above 0\n",
                     empty.first, empty.second);
        return 1;
    }
    const std::vector<double>& fitted = *fit;

    size_t fitting = 0;
    for (const Sample& s : samples)
        fitting += !s.checking;
    std::printf("%s: %d games (%d not played out, left out), %zu positions with %d-%d empty (%zu fit, %zu check), "
                "K = %.1f\n",
                argv[1], games, unfinished, samples.size(), empty.first, empty.second, fitting,
                samples.size() - fitting, k);
    std::printf("log loss  present: fit %.5f check %.5f\n", logLoss(samples, prior, false),
                logLoss(samples, prior, true));
    std::printf("log loss  fitted:  fit %.5f check %.5f\n", logLoss(samples, fitted, false),
                logLoss(samples, fitted, true));
    c4::EvaluationWeights tuned = present;
    for (int v = 1; v < spec->connect; ++v)
        tuned.window[v] = static_cast<int>(std::lround(fitted[v - 1] * k));
    tuned.threat = static_cast<int>(std::lround(fitted[spec->connect - 1] * k));
    tuned.goodThreat = static_cast<int>(std::lround(fitted[spec->connect] * k));
    tuned.fillUp = static_cast<int>(std::lround(fitted[spec->connect + 1] * k));
    std::printf("present C4_EVAL_WEIGHTS=%s\n", present.toString().c_str());
    std::printf("fitted  C4_EVAL_WEIGHTS=%s\n", tuned.toString().c_str());
    return 0;
}
