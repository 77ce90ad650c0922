#pragma once

#include <optional>
#include <string>
#include <vector>

namespace c4 {

// The weights of the static evaluation's terms (Evaluation, and WindowBoard
// which keeps the same value move by move), in the evaluation's internal
// units. The value for the side to move is the sum over the terms of
// weight times (the side to move's count minus the opponent's):
//   window[v]   per window of `connect` cells holding v stones of one
//               player and none of the other (v = 1 .. connect - 1)
//   threat      per counted threat (an empty cell that completes a line)
//   goodThreat  per counted threat on its owner's rows, on top of `threat`
//   fillUp      the fill-up forecast: +1 a win, -1 a loss
// Every weight can be replaced through the environment, without a rebuild,
// for tuning (bench/evaltune.cpp fits them to game results;
// bench/tune-evaluation.sh plays matches): C4_EVAL_WEIGHTS as the whole
// list "window[1],...,window[connect-1],threat,goodThreat,fillUp" (used
// for the boards whose connect matches its length), or the older factors
// C4_EVAL_THREAT and C4_EVAL_FILLUP (below).
struct EvaluationWeights {
    std::vector<int> window;  // indexed by v; window[0] and window[connect] are 0
    int threat = 0;
    int goodThreat = 0;
    int fillUp = 0;

    // The built-in weights for connect N (or the environment's), with the
    // fill-up's factor replaced when fillUpFactor >= 0.
    static EvaluationWeights of(int connect, int fillUpFactor = -1);
    // Weights from a list as C4_EVAL_WEIGHTS takes it; an empty vector of
    // window weights when the list is not connect + 2 whole numbers.
    static EvaluationWeights parse(const std::string& list, int connect);
    // The list form, as parse() reads it.
    std::string toString() const;
    // Why C4_EVAL_WEIGHTS, when it is set, does not apply to the boards of
    // connect N (not whole numbers, or a list of another length); none when
    // it applies or is not set. The engine prints nothing: the tuning tools
    // (connect4-evaltune, connect4-evalbench) say it.
    static std::optional<std::string> environmentProblem(int connect);

    // The built-in window weights: 2^k-like, 1, 8, 64 for connect 4;
    // connect 5's tuned by self-play, 2, 6, 16, 64.
    static std::vector<int> builtInWindows(int connect);
    // One threat is kThreatFactor times the window one stone short of a
    // line, and one on its owner's rows three times that. The factor was
    // chosen by matches against the seeds' classic engine
    // (bench/tune-evaluation.sh; C4_EVAL_THREAT varies it).
    static constexpr int kThreatFactor = 2;
    // The fill-up's forecast is kFillUpFactor times the window one stone
    // short of a line. Chosen by bench/evalbench.cpp (the evaluation against
    // exact results, see docs/benchmark-history.md); C4_EVAL_FILLUP varies it.
    static constexpr int kFillUpFactor = 16;
};

}  // namespace c4
