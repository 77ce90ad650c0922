#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <stop_token>

namespace c4 {

// A callback a running search makes about every `interval`, on its own
// thread, with the nodes it has counted: what keeps a status line moving
// while one long search runs. The analysis owns it; searches reach it
// through their SearchControl.
class Heartbeat {
public:
    using Clock = std::chrono::steady_clock;
    Heartbeat(std::function<void(uint64_t nodes)> beat, std::chrono::milliseconds interval)
        : beat_(std::move(beat)), interval_(interval), next_(Clock::now() + interval)
    {
    }

    // Calls the callback when the interval has passed since the last call.
    void tick(uint64_t nodes, Clock::time_point now)
    {
        if (now < next_)
            return;
        next_ = now + interval_;
        beat_(nodes);
    }

private:
    std::function<void(uint64_t)> beat_;
    std::chrono::milliseconds interval_;
    Clock::time_point next_;
};

// When a running search must give up: a stop request, a deadline or a node
// budget. The searches call shouldStop() every few thousand nodes (well
// under a millisecond), so a stop request is honoured within a few ms.
// A default-constructed control never stops.
struct SearchControl {
    using Clock = std::chrono::steady_clock;

    std::stop_token stop;
    Clock::time_point deadline = Clock::time_point::max();
    uint64_t maxNodes = 0;  // 0: no node limit
    // Ticked from shouldStop (optional; one search thread only: the solver's
    // helper threads get none).
    Heartbeat* heartbeat = nullptr;

    // Whether the search that has visited `nodes` nodes must stop now.
    bool shouldStop(uint64_t nodes) const
    {
        if (stop.stop_requested())
            return true;
        if (maxNodes != 0 && nodes >= maxNodes)
            return true;
        if (deadline == Clock::time_point::max() && !heartbeat)
            return false;
        const auto now = Clock::now();
        if (heartbeat)
            heartbeat->tick(nodes, now);
        return now >= deadline;
    }
};

}  // namespace c4
