#pragma once

#include "engine/boardspec.h"

#include <array>
#include <vector>

namespace c4 {

// Every line of `connect` cells on the board (vertical, horizontal, both
// diagonals), one after the other, a cell numbered column * height + row.
// The windows of WindowBoard and the lines FollowUp reads.
inline std::vector<int> lineCells(const BoardSpec& spec)
{
    // (column step, row step): vertical, horizontal, rising and falling diagonal.
    constexpr std::array<std::array<int, 2>, 4> kDirections{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
    const int w = spec.width, h = spec.height, n = spec.connect;
    std::vector<int> cells;
    for (const auto& [dc, dr] : kDirections) {
        for (int c = 0; c < w; ++c) {
            for (int r = 0; r < h; ++r) {
                const int endColumn = c + (n - 1) * dc;
                const int endRow = r + (n - 1) * dr;
                if (endColumn >= w || endRow < 0 || endRow >= h)
                    continue;
                for (int k = 0; k < n; ++k)
                    cells.push_back((c + k * dc) * h + r + k * dr);
            }
        }
    }
    return cells;
}

}  // namespace c4
