// Interim move choice: the analysis' best column, whatever the level. To be
// replaced by the skill levels (issue 3).
#include "analyzer.h"

namespace c4 {

int Analyzer::chooseMove(const Position& position, int, const SearchLimits& limits, uint64_t,
                         std::stop_token stop, const Progress& progress)
{
    return analyze(position, limits, stop, progress).bestColumn;
}

}  // namespace c4
