#pragma once

namespace c4 {

// The i-th column (0-based) in the order the searches try columns: from the
// centre outwards, 3 2 4 1 5 0 6 on 7 columns (on an even width the column
// right of the middle first: 4 3 5 2 6 1 7 0 on 8). Central columns take
// part in the most lines, so they are most often best. (The seeds' classic
// engine keeps its own order, see classicengine.h.)
constexpr int centreOutColumn(int width, int i)
{
    return width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
}

}  // namespace c4
