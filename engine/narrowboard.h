#pragma once

#include "engine/position.h"

#include <optional>
#include <type_traits>
#include <utility>

namespace c4 {

// The one-word board inside a Position, for the exact solver: returns the
// BasicPosition<uint64_t> when the board fits 64 bits (7x6 does), nothing
// for wider boards.
inline std::optional<BasicPosition<uint64_t>> narrowBoard(const Position& position)
{
    return position.visit([](const auto& b) -> std::optional<BasicPosition<uint64_t>> {
        if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
            return b;
        else
            return std::nullopt;
    });
}

// Calls f with the BasicPosition inside when the exact solver handles its
// bit set (boards of up to 128 bits) and returns what f returns; nothing on
// wider boards.
template <class F>
auto onSolverBoard(const Position& position, F&& f) -> std::optional<decltype(f(std::declval<const BasicPosition<uint64_t>&>()))>
{
    return position.visit([&](const auto& b) -> std::optional<decltype(f(std::declval<const BasicPosition<uint64_t>&>()))> {
        if constexpr (SolverBits<typename std::decay_t<decltype(b)>::BitSet>)
            return f(b);
        else
            return std::nullopt;
    });
}

}  // namespace c4
