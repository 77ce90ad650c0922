#pragma once

// How well predictions of played games' results score, for
// connect4-predictbench: each prediction is an expected result for the
// side to move in one position of a game, judged against the game's
// result.
#include "scalefit.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <vector>

namespace c4::bench {

struct Prediction {
    int game = 0;           // its number among the games read, from 1
    int movesPlayed = 0;
    double expected = 0.5;  // the predicted result for the side to move
    double result = 0;      // what it was: 1 won, 0.5 drawn, 0 lost
};

// The log loss of one prediction with its logit multiplied by `factor`. A
// prediction beyond 0.005 or 0.995 counts as those: an estimate of
// +-0.99 and a proof alike are near certainties, not certainties.
inline double logLoss(const Prediction& p, double factor)
{
    const double q = std::clamp(p.expected, 0.005, 0.995);
    const double scaled = std::clamp(1 / (1 + std::exp(-factor * std::log(q / (1 - q)))), 1e-4, 1 - 1e-4);
    return -(p.result * std::log(scaled) + (1 - p.result) * std::log(1 - scaled));
}

inline double meanLogLoss(const std::vector<Prediction>& predictions, double factor)
{
    double sum = 0;
    for (const Prediction& p : predictions)
        sum += logLoss(p, factor);
    return predictions.empty() ? 0 : sum / static_cast<double>(predictions.size());
}

// The factor of the logits that fits the predictions best.
inline double fittedFactor(const std::vector<Prediction>& predictions)
{
    return bestScale([&](double factor) { return meanLogLoss(predictions, factor); }, 0.01, 100.0);
}

// The share of the positions of decisive games whose winner the prediction
// names (one of exactly 1/2 names none).
inline double winnersNamed(const std::vector<Prediction>& predictions)
{
    int decisive = 0;
    int named = 0;
    for (const Prediction& p : predictions) {
        if (p.result == 0.5)
            continue;
        ++decisive;
        named += (p.expected > 0.5 && p.result == 1) || (p.expected < 0.5 && p.result == 0);
    }
    return decisive ? static_cast<double>(named) / decisive : 0;
}

// A mean over positions and its standard error counted by games: the
// positions of one game share its result, so they are not independent
// samples (the cluster-robust error of a mean). No error with fewer than
// two games.
struct MeanWithError {
    double mean = 0;
    std::optional<double> standardError;
};
inline MeanWithError meanOverGames(const std::vector<std::pair<int, double>>& gameAndValue)
{
    MeanWithError m;
    if (gameAndValue.empty())
        return m;
    std::map<int, std::pair<double, int>> perGame;  // sum and count of each game's values
    double sum = 0;
    for (const auto& [game, value] : gameAndValue) {
        sum += value;
        perGame[game].first += value;
        ++perGame[game].second;
    }
    const double n = static_cast<double>(gameAndValue.size());
    m.mean = sum / n;
    const double games = static_cast<double>(perGame.size());
    if (games < 2)
        return m;
    double squares = 0;
    for (const auto& [game, sumAndCount] : perGame) {
        const double deviation = sumAndCount.first - sumAndCount.second * m.mean;
        squares += deviation * deviation;
    }
    m.standardError = std::sqrt(games / (games - 1) * squares) / n;
    return m;
}

// This set's log loss minus that set's, position by position (the same
// positions in the same order), each with its own fitted factor.
inline MeanWithError pairedDifference(const std::vector<Prediction>& these, const std::vector<Prediction>& those)
{
    const double factor = fittedFactor(these);
    const double otherFactor = fittedFactor(those);
    std::vector<std::pair<int, double>> differences;
    for (size_t i = 0; i < these.size() && i < those.size(); ++i)
        differences.emplace_back(these[i].game, logLoss(these[i], factor) - logLoss(those[i], otherFactor));
    return meanOverGames(differences);
}

}  // namespace c4::bench
