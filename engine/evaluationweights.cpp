#include "engine/evaluationweights.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace c4 {

namespace {

// A tuning factor: the environment variable's value if it is set, else the
// built-in one.
int factorFromEnvironment(const char* variable, int builtIn)
{
    const char* tuning = std::getenv(variable);
    return tuning ? std::atoi(tuning) : builtIn;
}

}  // namespace

std::vector<int> EvaluationWeights::builtInWindows(int connect)
{
    // Connect 5's were tuned by self-play on 12x10x5: SPSA's pairs
    // (bench/spsa-selfplay.py --evidence) wanted the windows of one and two
    // stones heavier than the doubling rule makes them, and level 10 with
    // these beat itself with the rule's 1, 4, 16, 64 in 56-57% of games at
    // 30 ms and 100 ms a move (see docs/benchmark-history.md, twenty-second session).
    if (connect == 5)
        return {0, 2, 6, 16, 64, 0};
    std::vector<int> weight(std::max(connect, 0) + 1, 0);
    for (int v = 1; v < connect; ++v)
        weight[v] = 1 << ((v - 1) * 6 / std::max(1, connect - 2));
    return weight;
}

EvaluationWeights EvaluationWeights::of(int connect, int fillUpFactor)
{
    if (const char* list = std::getenv("C4_EVAL_WEIGHTS")) {
        EvaluationWeights tuned = parse(list, connect);
        if (!tuned.window.empty())
            return tuned;
    }
    static const int threatFactor = factorFromEnvironment("C4_EVAL_THREAT", kThreatFactor);
    static const int fillUpBuiltIn = factorFromEnvironment("C4_EVAL_FILLUP", kFillUpFactor);
    EvaluationWeights w;
    w.window = builtInWindows(connect);
    const int unit = connect >= 2 ? w.window[connect - 1] : 0;  // the window one stone short
    w.threat = threatFactor * unit;
    w.goodThreat = 2 * w.threat;
    w.fillUp = (fillUpFactor < 0 ? fillUpBuiltIn : fillUpFactor) * unit;
    return w;
}

EvaluationWeights EvaluationWeights::parse(const std::string& list, int connect)
{
    std::vector<int> numbers;
    std::istringstream in(list);
    for (std::string item; std::getline(in, item, ',');) {
        char* end = nullptr;
        const long value = std::strtol(item.c_str(), &end, 10);
        if (item.empty() || *end != '\0' || value < -100000 || value > 100000)
            return {};
        numbers.push_back(static_cast<int>(value));
    }
    EvaluationWeights w;
    if (connect < 1 || static_cast<int>(numbers.size()) != connect + 2)
        return w;
    w.window.assign(connect + 1, 0);
    std::copy(numbers.begin(), numbers.begin() + (connect - 1), w.window.begin() + 1);
    w.threat = numbers[connect - 1];
    w.goodThreat = numbers[connect];
    w.fillUp = numbers[connect + 1];
    return w;
}

std::optional<std::string> EvaluationWeights::environmentProblem(int connect)
{
    const char* list = std::getenv("C4_EVAL_WEIGHTS");
    if (!list || !parse(list, connect).window.empty())
        return std::nullopt;
    return "C4_EVAL_WEIGHTS='" + std::string(list) + "' is not " + std::to_string(connect + 2)
        + " whole numbers separated by commas (window weights for 1 to " + std::to_string(connect - 1)
        + " stones, threat, good threat, fill-up) for connect " + std::to_string(connect)
        + ": the built-in weights are used";
}

std::string EvaluationWeights::toString() const
{
    std::string text;
    for (size_t v = 1; v + 1 < window.size(); ++v)
        text += std::to_string(window[v]) + ",";
    return text + std::to_string(threat) + "," + std::to_string(goodThreat) + "," + std::to_string(fillUp);
}

}  // namespace c4
