#include "position.h"

#include <cassert>

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

int Position::columnHeight(int column) const
{
    return visit([&](const auto& b) { return b.columnHeight(column); });
}

uint64_t Position::key() const
{
    return visit([](const auto& b) { return b.key(); });
}

std::vector<Cell> Position::winningLine() const
{
    std::vector<Cell> line;
    if (!lastMoveWon())
        return line;
    const int column = moves_.back();
    const Cell last{column, columnHeight(column) - 1};
    const Player owner = cell(last.column, last.row);
    auto owned = [&](int c, int r) {
        return c >= 0 && c < spec_.width && r >= 0 && r < spec_.height && cell(c, r) == owner;
    };
    static constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    bool lastAdded = false;
    for (const auto& d : kDirections) {
        std::vector<Cell> run{last};
        for (int sign : {-1, 1})
            for (int k = 1; owned(last.column + sign * k * d[0], last.row + sign * k * d[1]); ++k)
                run.push_back({last.column + sign * k * d[0], last.row + sign * k * d[1]});
        if (static_cast<int>(run.size()) < spec_.connect)
            continue;
        for (const Cell& c : run)
            if (!(c == last && lastAdded))
                line.push_back(c);
        lastAdded = true;
    }
    return line;
}

}  // namespace c4
