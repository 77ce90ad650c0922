#pragma once

// Plain minimax over every move, with a memo so small boards finish, for
// the tests that check the engine's exact scores. It shares nothing with
// the code under test but reading the start position's cells: it plays on
// a plain grid, finds wins by counting stones along the four directions
// from the stone just dropped, and writes out the score convention of
// engine/score.h itself. So a broken win check in the engine cannot hide
// behind the same broken check here.
#include "engine/basicposition.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace c4::testing {

// A board as a grid of 0 (empty), 1 (first player), 2 (second player),
// cell (column, row) at column * height + row, row 0 at the bottom.
class BruteForceBoard {
public:
    template <class Bits>
    explicit BruteForceBoard(const BasicPosition<Bits>& p)
        : width_(p.width()), height_(p.height()), connect_(p.connect()), cells_(p.width() * p.height()),
          grid_(size_t(cells_), 0), top_(size_t(width_), 0), moves_(p.movesPlayed())
    {
        uint64_t seed = 0x51CE5EEDull;
        for (int i = 0; i < 2 * cells_; ++i)
            zobrist_.push_back(next(seed));
        for (int c = 0; c < width_; ++c)
            for (int r = 0; r < height_; ++r)
                if (const Player owner = p.cell(c, r); owner != Player::None)
                    set(c, r, owner == Player::First ? 1 : 2);
    }

    // The exact score for the side to move (engine/score.h's convention:
    // a win with the winner's k-th stone scores (cells + 1) / 2 + 1 - k).
    int solve(std::unordered_map<uint64_t, int>& memo)
    {
        if (moves_ == cells_)
            return 0;
        if (const auto it = memo.find(hash_); it != memo.end())
            return it->second;
        int best = -1000;
        for (int c = 0; c < width_; ++c)
            if (top_[c] < height_)
                best = std::max(best, solveMove(c, memo));
        memo.emplace(hash_, best);
        return best;
    }

    // The exact score of the side to move playing column c (not full):
    // a win now, else minus the opponent's (a draw on the last cell).
    int solveMove(int c, std::unordered_map<uint64_t, int>& memo)
    {
        const uint8_t mover = moves_ % 2 == 0 ? 1 : 2;
        const int r = top_[c];
        set(c, r, mover);
        ++moves_;
        const int value = completesLine(c, r) ? (cells_ + 1) / 2 + 1 - ((moves_ - 1) / 2 + 1) : -solve(memo);
        --moves_;
        unset(c, r, mover);
        return value;
    }

private:
    static uint64_t next(uint64_t& state)
    {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    uint8_t at(int c, int r) const { return grid_[size_t(c * height_ + r)]; }
    void set(int c, int r, uint8_t who)
    {
        grid_[size_t(c * height_ + r)] = who;
        top_[c] = r + 1;
        hash_ ^= zobrist_[size_t(2 * (c * height_ + r) + who - 1)];
    }
    void unset(int c, int r, uint8_t who)
    {
        grid_[size_t(c * height_ + r)] = 0;
        top_[c] = r;
        hash_ ^= zobrist_[size_t(2 * (c * height_ + r) + who - 1)];
    }
    // Whether the stone at (c, r) has connect_ in a row through it.
    bool completesLine(int c, int r) const
    {
        const uint8_t who = at(c, r);
        const int directions[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (const auto& d : directions) {
            int run = 1;
            for (int sign : {1, -1}) {
                int x = c + sign * d[0];
                int y = r + sign * d[1];
                while (x >= 0 && x < width_ && y >= 0 && y < height_ && at(x, y) == who) {
                    ++run;
                    x += sign * d[0];
                    y += sign * d[1];
                }
            }
            if (run >= connect_)
                return true;
        }
        return false;
    }

    int width_, height_, connect_, cells_;
    std::vector<uint8_t> grid_;
    std::vector<int> top_;
    std::vector<uint64_t> zobrist_;
    int moves_;
    uint64_t hash_ = 0;
};

// The exact score of p (which must not be over) for the side to move.
template <class Bits>
int bruteForce(const BasicPosition<Bits>& p, std::unordered_map<uint64_t, int>& memo)
{
    BruteForceBoard board(p);
    return board.solve(memo);
}

// The exact score of playing `column` (not full) in p (not over), for the
// side to move in p.
template <class Bits>
int bruteForceColumn(const BasicPosition<Bits>& p, int column, std::unordered_map<uint64_t, int>& memo)
{
    BruteForceBoard board(p);
    return board.solveMove(column, memo);
}

}  // namespace c4::testing
