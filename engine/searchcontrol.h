#pragma once

#include <chrono>
#include <cstdint>
#include <stop_token>

namespace c4 {

// When a running search must give up: a stop request, a deadline or a node
// budget. The searches call shouldStop() every few thousand nodes (well
// under a millisecond), so a stop request is honoured within a few ms.
// A default-constructed control never stops.
struct SearchControl {
    using Clock = std::chrono::steady_clock;

    std::stop_token stop;
    Clock::time_point deadline = Clock::time_point::max();
    uint64_t maxNodes = 0;  // 0: no node limit

    // Whether the search that has visited `nodes` nodes must stop now.
    bool shouldStop(uint64_t nodes) const
    {
        if (stop.stop_requested())
            return true;
        if (maxNodes != 0 && nodes >= maxNodes)
            return true;
        return deadline != Clock::time_point::max() && Clock::now() >= deadline;
    }
};

}  // namespace c4
