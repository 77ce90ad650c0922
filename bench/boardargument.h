#pragma once

// The board a benchmark program takes as its first argument (WxHxN), read
// the same way by evalbench, evaltune, predictbench, proofbench and
// exactcheck.
#include "engine/boardspec.h"
#include "engine/evaluationweights.h"

#include <cstdio>
#include <optional>
#include <string>

namespace c4::bench {

// The board `text` names, or none after saying on `messages`, as
// `program`, what is wrong with it. Warns when C4_EVAL_WEIGHTS is set but
// does not fit the board's connect (the built-in weights are then used).
inline std::optional<BoardSpec> boardArgument(const char* program, const char* text,
                                              std::FILE* messages = stderr)
{
    std::string error;
    const std::optional<BoardSpec> spec = BoardSpec::parse(text, &error);
    if (!spec) {
        std::fprintf(messages, "%s: %s\n", program, error.c_str());
        return std::nullopt;
    }
    if (const std::optional<std::string> problem = EvaluationWeights::environmentProblem(spec->connect))
        std::fprintf(messages, "%s: warning: %s\n", program, problem->c_str());
    return spec;
}

}  // namespace c4::bench
