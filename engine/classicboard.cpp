#include "engine/classicboard.h"

#include <random>

namespace c4 {

ClassicBoard::ClassicBoard(const BoardSpec& spec)
    : spec_(spec),
      winStat_(int64_t{1} << spec.connect),
      cells_(size_t(spec.cells()), int8_t{-1}),
      heights_(size_t(spec.width), 0),
      moves_(size_t(spec.cells()), 0)
{
    const int x = spec.width, y = spec.height, n = spec.connect;
    // Each area as its lowest cell and a step; the loops run in the seed's
    // order, so an area's position in this list is its seed number.
    struct Area {
        int column, row, dx, dy;
    };
    std::vector<Area> list;
    for (int row = 0; row < y; ++row)
        for (int column = 0; column + n <= x; ++column)
            list.push_back({column, row, 1, 0});
    for (int column = 0; column < x; ++column)
        for (int row = 0; row + n <= y; ++row)
            list.push_back({column, row, 0, 1});
    for (int row = 0; row + n <= y; ++row)
        for (int column = 0; column + n <= x; ++column)
            list.push_back({column, row, 1, 1});
    for (int row = 0; row + n <= y; ++row)
        for (int column = x - 1; column >= n - 1; --column)
            list.push_back({column, row, -1, 1});
    areaCount_ = static_cast<int>(list.size());

    // The map as one array, cell after cell (counting first, then filling),
    // so the search reads a cell's areas from consecutive memory.
    std::vector<int> count(size_t(spec.cells()), 0);
    for (const Area& a : list)
        for (int k = 0; k < n; ++k)
            ++count[size_t(cellIndex(a.column + k * a.dx, a.row + k * a.dy))];
    areaStart_.assign(size_t(spec.cells()) + 1, 0);
    for (int cell = 0; cell < spec.cells(); ++cell)
        areaStart_[size_t(cell) + 1] = areaStart_[size_t(cell)] + count[size_t(cell)];
    areas_.resize(size_t(areaStart_.back()));
    std::vector<int> fill(areaStart_.begin(), areaStart_.end() - 1);
    for (int area = 0; area < areaCount_; ++area) {
        const Area& a = list[size_t(area)];
        for (int k = 0; k < n; ++k)
            areas_[size_t(fill[size_t(cellIndex(a.column + k * a.dx, a.row + k * a.dy))]++)] = area;
    }

    for (auto& s : stats_)
        s.assign(size_t(areaCount_), 1);
    score_[0] = score_[1] = areaCount_;
    saved_.resize(areas_.size());

    // A fixed seed: the keys only need to be unrelated to each other.
    std::mt19937_64 random(0xC1A551Cu);
    for (auto& keys : cellKeys_) {
        keys.resize(size_t(spec.cells()));
        for (uint64_t& k : keys)
            k = random();
    }
}

std::span<const int> ClassicBoard::areasThrough(int column, int row) const
{
    const int cell = cellIndex(column, row);
    return {areas_.data() + areaStart_[size_t(cell)], areas_.data() + areaStart_[size_t(cell) + 1]};
}

void ClassicBoard::drop(int column)
{
    const int player = sideToMove(), other = 1 - player;
    const int cell = cellIndex(column, heights_[size_t(column)]++);
    cells_[size_t(cell)] = static_cast<int8_t>(player);
    key_ ^= cellKeys_[player][size_t(cell)];
    moves_[size_t(piecesPlayed_++)] = column;
    int64_t* own = stats_[player].data();
    int64_t* theirs = stats_[other].data();
    const int* area = areas_.data() + areaStart_[size_t(cell)];
    const int* end = areas_.data() + areaStart_[size_t(cell) + 1];
    for (; area != end; ++area) {
        const int a = *area;
        // Doubling adds the old value to the sum; zeroing removes theirs.
        score_[player] += own[a];
        own[a] *= 2;
        score_[other] -= theirs[a];
        saved_[savedTop_++] = theirs[a];
        theirs[a] = 0;
        if (own[a] == winStat_ && winner_ < 0)
            winner_ = player;
    }
}

void ClassicBoard::takeBack()
{
    const int column = moves_[size_t(--piecesPlayed_)];
    const int cell = cellIndex(column, --heights_[size_t(column)]);
    const int player = cells_[size_t(cell)], other = 1 - player;
    cells_[size_t(cell)] = -1;
    key_ ^= cellKeys_[player][size_t(cell)];
    int64_t* own = stats_[player].data();
    int64_t* theirs = stats_[other].data();
    const int* begin = areas_.data() + areaStart_[size_t(cell)];
    const int* area = areas_.data() + areaStart_[size_t(cell) + 1];
    // Backwards, so the saved values come off the stack in the right order.
    while (area != begin) {
        const int a = *--area;
        own[a] /= 2;
        score_[player] -= own[a];
        theirs[a] = saved_[--savedTop_];
        score_[other] += theirs[a];
    }
    // drop() is never called once someone has won, so before this drop
    // nobody had.
    winner_ = -1;
}

}  // namespace c4
