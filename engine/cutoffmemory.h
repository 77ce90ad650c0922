#pragma once

#include "engine/boardspec.h"

#include <algorithm>
#include <array>
#include <vector>

namespace c4 {

// What refuted nodes earlier in a depth-limited search, for ordering moves:
// two killer columns per ply (moves that caused a cut-off at the same
// distance from the root, likely to again in a sibling) and a history table
// per side and cell, growing with the depth of each cut-off. WindowSearch
// orders a node's moves by orderKey: the table's move, then the threats a
// move makes, ties by the killers, then by history, then by closeness to the
// centre. (Killers before threats, as chess engines order them, searched
// 10-35% more nodes to depth 11 on 12x10x5: here the threats a move makes
// say more than a sibling's refutation.)
class CutoffMemory {
public:
    explicit CutoffMemory(const BoardSpec& spec)
        : height_(spec.height), killers_(kMaxPly, {-1, -1}), history_(2 * size_t(spec.cells()), 0)
    {
    }

    // The ordering key of dropping a stone of `side` (0: first player) into
    // `column` whose lowest empty row is `row`, `ply` plies below the root,
    // making `threats` new threats; larger keys are searched first.
    int orderKey(int column, int row, int side, int ply, int tableColumn, int threats) const
    {
        if (column == tableColumn)
            return kTableMoveKey;
        const auto& killers = killers_[ply];
        int tie = history_[index(column, row, side)];
        if (column == killers[0])
            tie = kKillerKey[0];
        else if (column == killers[1])
            tie = kKillerKey[1];
        return kThreatKey * std::min(threats, 63) + tie;
    }

    // Whether an order key is the table's move or a killer's (whatever
    // threats the move makes).
    static bool isPreferred(int key)
    {
        const int tie = key % kThreatKey;
        return key == kTableMoveKey || tie == kKillerKey[0] || tie == kKillerKey[1];
    }

    // Remembers that this move refuted its node, searched `depth` plies deep.
    void remember(int column, int row, int side, int ply, int depth)
    {
        auto& killers = killers_[ply];
        if (killers[0] != column) {
            killers[1] = killers[0];
            killers[0] = column;
        }
        int& h = history_[index(column, row, side)];
        h = std::min(kHistoryCap, h + depth * depth);
    }

    static constexpr int kMaxPly = BoardSpec::kMaxSide * BoardSpec::kMaxSide + 1;

private:
    static constexpr int kTableMoveKey = 1 << 30;
    static constexpr int kThreatKey = 1 << 22;
    static constexpr int kKillerKey[2] = {kThreatKey - 1, kThreatKey - 2};
    static constexpr int kHistoryCap = kThreatKey - 3;

    size_t index(int column, int row, int side) const { return 2 * size_t(column * height_ + row) + side; }

    int height_;
    std::vector<std::array<int, 2>> killers_;  // per ply
    std::vector<int> history_;                 // per cell and side
};

}  // namespace c4
