#include "engine/position.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>

namespace c4 {

static_assert(fits<WideBits<26>>(BoardSpec{BoardSpec::kMaxSide, BoardSpec::kMaxSide, 4}),
              "the widest bit set must hold the biggest board");

Position::Board Position::emptyBoard(const BoardSpec& spec)
{
    assert(spec.isValid());
    if (fits<uint64_t>(spec))
        return BasicPosition<uint64_t>(spec);
    if (fits<Bits128>(spec))
        return BasicPosition<Bits128>(spec);
    if (fits<WideBits<4>>(spec))
        return BasicPosition<WideBits<4>>(spec);
    if (fits<WideBits<8>>(spec))
        return BasicPosition<WideBits<8>>(spec);
    return BasicPosition<WideBits<26>>(spec);
}

Position::Position(const BoardSpec& spec) : spec_(spec), board_(emptyBoard(spec)) {}

bool Position::canPlay(int column) const
{
    return isInRange(column) && !isOver() && visit([&](const auto& b) { return b.canPlay(column); });
}

bool Position::isWinningMove(int column) const
{
    return visit([&](const auto& b) { return b.isWinningMove(column); });
}

void Position::play(int column)
{
    assert(canPlay(column));
    const Player mover = sideToMove();
    std::visit(
        [&](auto& b) {
            if (b.isWinningMove(column))
                winner_ = mover;
            b.play(column);
        },
        board_);
    moves_.push_back(column);
}

void Position::undo()
{
    assert(!moves_.empty());
    const int column = moves_.back();
    moves_.pop_back();
    std::visit([&](auto& b) { b.undo(column); }, board_);
    winner_ = Player::None;  // a won game ends at its winning move
}

Player Position::cell(int column, int row) const
{
    return visit([&](const auto& b) { return b.cell(column, row); });
}

bool Position::canStillConnect(Player side) const
{
    const Player other = opponent(side);
    const int w = spec_.width, h = spec_.height, n = spec_.connect;
    static constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& d : kDirections) {
        for (int c = 0; c < w; ++c) {
            for (int r = 0; r < h; ++r) {
                const int endC = c + d[0] * (n - 1), endR = r + d[1] * (n - 1);
                if (endC < 0 || endC >= w || endR < 0 || endR >= h)
                    continue;
                bool free = true;
                for (int k = 0; k < n && free; ++k)
                    free = cell(c + d[0] * k, r + d[1] * k) != other;
                if (free)
                    return true;
            }
        }
    }
    return false;
}

int Position::columnHeight(int column) const
{
    return visit([&](const auto& b) { return b.columnHeight(column); });
}

uint64_t Position::key() const
{
    return visit([](const auto& b) { return b.key(); });
}

std::vector<Position::Segment> Position::winningSegments() const
{
    std::vector<Segment> segments;
    if (!lastMoveWon())
        return segments;
    const int column = moves_.back();
    const Cell last{column, columnHeight(column) - 1};
    const Player owner = cell(last.column, last.row);
    auto owned = [&](const Cell& c) {
        return c.column >= 0 && c.column < spec_.width && c.row >= 0 && c.row < spec_.height
            && cell(c.column, c.row) == owner;
    };
    // The four line directions as (column step, row step), walked both ways.
    static constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& d : kDirections) {
        Cell a = last, b = last;
        while (owned({a.column - d[0], a.row - d[1]}))
            a = {a.column - d[0], a.row - d[1]};
        while (owned({b.column + d[0], b.row + d[1]}))
            b = {b.column + d[0], b.row + d[1]};
        if (std::max(std::abs(b.column - a.column), std::abs(b.row - a.row)) + 1 >= spec_.connect)
            segments.push_back({a, b});
    }
    return segments;
}

std::vector<Cell> Position::winningLine() const
{
    // The last stone first, then each line from it towards one end and then
    // the other (the terminal lists them in this order).
    std::vector<Cell> line;
    for (const Segment& s : winningSegments()) {
        const Cell last = line.empty() ? Cell{moves_.back(), columnHeight(moves_.back()) - 1} : line.front();
        if (line.empty())
            line.push_back(last);
        const auto stepTowards = [](int from, int to) { return (to > from) - (to < from); };
        for (const Cell& end : {s.from, s.to}) {
            const int dc = stepTowards(last.column, end.column), dr = stepTowards(last.row, end.row);
            for (Cell c = last; !(c == end);) {
                c = {c.column + dc, c.row + dr};
                line.push_back(c);
            }
        }
    }
    return line;
}

}  // namespace c4
