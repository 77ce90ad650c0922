#include "engine/movetime.h"

#include "engine/skilllevel.h"

#include <algorithm>

namespace c4 {

using std::chrono::milliseconds;

milliseconds moveTime(const BoardSpec& spec, int movesPlayed, int level, const TimeLimits& limits)
{
    long long budget = limits.perMove.count() > 0 ? limits.perMove.count() : SkillLevel::of(level).defaultTime.count();
    if (limits.hasClock) {
        const long long rest = std::max<long long>(limits.remaining.count(), 0);
        long long share = 0;
        if (limits.movesToGo == 1) {
            // The clock restarts at every move: a tenth (at least 20 ms) stays
            // for the answer to arrive.
            share = rest - std::max<long long>(20, rest / 10);
        } else {
            const long long ownMovesLeft = limits.movesToGo > 0
                ? limits.movesToGo
                : std::clamp((spec.cells() - movesPlayed + 1) / 2, 1, 20);
            // Two spare moves' worth stays on the clock as a reserve.
            share = rest / (ownMovesLeft + 2) + std::max<long long>(limits.increment.count(), 0) * 3 / 4;
            share = std::min(share, rest / 2);
        }
        budget = std::min(budget, share);
    }
    return milliseconds(std::max<long long>(budget, 1));
}

milliseconds searchTime(milliseconds moveTime)
{
    // A fifth (at most 200 ms) is kept back, also for the thread to get the
    // processor back on a busy machine. Every search looks at its clock at
    // least once a millisecond (boards over 128 bits run WindowSearch, whose
    // nodes are cheap), so the same margin serves every board.
    const milliseconds margin = std::clamp(moveTime / 5, milliseconds(1), milliseconds(200));
    return std::max(moveTime - margin, milliseconds(1));
}

}  // namespace c4
