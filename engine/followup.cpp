#include "engine/followup.h"

#include "engine/linecells.h"

#include <algorithm>
#include <bit>

namespace c4 {

// What the follow-up makes of a cell.
enum class FollowUp::Role : uint8_t {
    Opponent,     // Q may get it (or has it)
    Mine,         // P gets it
    Base,         // the lowest cell of an odd column: P gets it or its partner's
    Unreachable,  // at or above a frozen threat: never played before P wins
};

bool FollowUp::opponentCannotWin(const Position& position)
{
    return !position.isOver() && FollowUp().prove(boardOf(position), false) != Proof::None;
}

bool FollowUp::playerWhoMovedWins(const Position& position)
{
    return !position.isOver() && FollowUp().prove(boardOf(position), true) == Proof::Win;
}

FollowUp::Board FollowUp::boardOf(const Position& position)
{
    const BoardSpec& spec = position.spec();
    Board b;
    b.width = spec.width;
    b.height = spec.height;
    b.connect = spec.connect;
    const Player mover = position.sideToMove();
    std::vector<Player> owner(spec.cells(), Player::None);
    for (int c = 0; c < spec.width; ++c) {
        b.heights[c] = static_cast<uint8_t>(position.columnHeight(c));
        for (int r = 0; r < b.heights[c]; ++r)
            owner[c * spec.height + r] = position.cell(c, r);
    }
    std::vector<bool> isThreat(spec.cells(), false);
    const int n = spec.connect;
    const std::vector<int> lines = lineCells(spec);
    for (size_t at = 0; at < lines.size(); at += n) {
        int mine = 0, theirs = 0, empty = -1;
        for (int k = 0; k < n; ++k) {
            const int cell = lines[at + k];
            if (owner[cell] == Player::None)
                empty = cell;
            else if (owner[cell] == mover)
                ++theirs;
            else
                ++mine;
        }
        if (mine == 0)
            b.openLineCells.insert(b.openLineCells.end(), lines.begin() + at, lines.begin() + at + n);
        if (theirs == 0)
            b.ownLineCells.insert(b.ownLineCells.end(), lines.begin() + at, lines.begin() + at + n);
        if (theirs == 0 && mine == n - 1)
            isThreat[empty] = true;
    }
    for (int c = 0; c < spec.width; ++c)
        for (int r = b.heights[c] + 1; r < spec.height; ++r)
            if (isThreat[c * spec.height + r])
                b.threats.push_back({c, r});
    return b;
}

FollowUp::Proof FollowUp::prove(const Board& b, bool wantWin)
{
    frozenAt_.assign(b.width, -1);
    failing_.clear();
    strategiesLeft_ = kMaxStrategies;
    pairingStepsLeft_ = kMaxPairingSteps;
    Proof found = Proof::None;
    if (holds(b, &failing_)) {
        if (!wantWin)
            return Proof::Draw;
        if (completesOwnLine(b))
            return Proof::Win;
        found = Proof::Draw;
    }
    // One or two columns frozen at P's threats: a proof with one is a win
    // (when the followed cells run out, Q must play under the threat).
    // Freezing changes the cells of the frozen columns only, so a set that
    // misses a line that failed without it fails again: only sets that
    // meet every such line are tried (on big boards with many threats most
    // pairs are skipped so).
    const auto meetsEveryFailingLine = [&](uint64_t columns) {
        return std::all_of(failing_.begin(), failing_.end(), [&](uint64_t line) { return (line & columns) != 0; });
    };
    const auto& t = b.threats;
    for (size_t i = 0; i < t.size() && strategiesLeft_ > 0; ++i) {
        const uint64_t first = uint64_t{1} << t[i].column;
        frozenAt_[t[i].column] = t[i].row;
        if (meetsEveryFailingLine(first) && holds(b))
            return Proof::Win;
        for (size_t j = i + 1; kMaxFrozen >= 2 && j < t.size(); ++j) {
            if (t[j].column == t[i].column || !meetsEveryFailingLine(first | uint64_t{1} << t[j].column))
                continue;
            frozenAt_[t[j].column] = t[j].row;
            const bool proved = holds(b);
            frozenAt_[t[j].column] = -1;
            if (proved)
                return Proof::Win;
        }
        frozenAt_[t[i].column] = -1;
    }
    return found;
}

// Whether one of P's lines, under the roles of the last holds(), has only
// P's stones and cells P gets: the follow-up completes it (Allis'
// aftereven), so P wins.
bool FollowUp::completesOwnLine(const Board& b) const
{
    const int n = b.connect;
    const int* cells = b.ownLineCells.data();
    for (size_t at = 0; at < b.ownLineCells.size(); at += n) {
        bool completes = true;
        for (int k = 0; k < n && completes; ++k) {
            const int cell = cells[at + k];
            const bool stone = cell % b.height < b.heights[cell / b.height];
            completes = stone || static_cast<Role>(role_[cell]) == Role::Mine;
        }
        if (completes)
            return true;
    }
    return false;
}

// Whether the follow-up with the columns of frozenAt_ frozen keeps every
// open line from the side to move. With `failing`, every line it leaves to
// the side to move before the pairing (no cell of P's, fewer than two
// bases) is added there, as the columns it crosses, a bit each.
bool FollowUp::holds(const Board& b, std::vector<uint64_t>* failing)
{
    if (--strategiesLeft_ < 0)
        return false;
    role_.assign(static_cast<size_t>(b.width) * b.height, static_cast<uint8_t>(Role::Opponent));
    int followed = 0;  // the cells the follow-up fills
    uint64_t odd = 0;  // the columns with an odd number of them
    for (int c = 0; c < b.width; ++c) {
        const int h = b.heights[c];
        const bool frozen = frozenAt_[c] >= 0;
        const int end = frozen ? frozenAt_[c] - 1 : b.height;  // the first cell not followed
        const int length = end - h;
        followed += length;
        if (length % 2)
            odd |= uint64_t{1} << c;
        uint8_t* column = &role_[static_cast<size_t>(c) * b.height];
        for (int offset = 0; offset < length; ++offset) {
            Role r;
            if (length % 2 == 0)
                r = offset % 2 ? Role::Mine : Role::Opponent;
            else
                r = offset == 0 ? Role::Base : offset % 2 ? Role::Opponent : Role::Mine;
            column[h + offset] = static_cast<uint8_t>(r);
        }
        if (frozen)
            for (int row = end + 1; row < b.height; ++row)
                column[row] = static_cast<uint8_t>(Role::Unreachable);
    }
    // With an odd count P, not Q, would move when the followed cells run out.
    const bool parityHolds = followed % 2 == 0;
    if (!parityHolds && !failing)
        return false;
    needs_.clear();
    bool linesHold = true;
    const int n = b.connect;
    const int* cells = b.openLineCells.data();
    for (size_t at = 0; at < b.openLineCells.size(); at += n) {
        uint64_t bases = 0;
        bool refuted = false;
        for (int k = 0; k < n && !refuted; ++k) {
            const int cell = cells[at + k];
            const auto r = static_cast<Role>(role_[cell]);
            refuted = r == Role::Mine || r == Role::Unreachable;
            if (r == Role::Base)
                bases |= uint64_t{1} << (cell / b.height);
        }
        if (refuted)
            continue;
        if (std::popcount(bases) < 2) {
            linesHold = false;
            if (!failing)
                return false;
            uint64_t columns = 0;
            for (int k = 0; k < n; ++k)
                columns |= uint64_t{1} << (cells[at + k] / b.height);
            failing->push_back(columns);
            continue;
        }
        needs_.push_back(bases);
    }
    if (!parityHolds || !linesHold)
        return false;
    std::sort(needs_.begin(), needs_.end());
    needs_.erase(std::unique(needs_.begin(), needs_.end()), needs_.end());
    pairs_.clear();
    return pairOddColumns(odd);
}

// Pairs the odd columns left in `unpaired` so that every line of needs_
// contains both columns of some pair (within the steps left for the proof).
bool FollowUp::pairOddColumns(uint64_t unpaired)
{
    if (--pairingStepsLeft_ < 0)
        return false;
    for (const uint64_t need : needs_) {
        const bool covered =
            std::any_of(pairs_.begin(), pairs_.end(), [&](uint64_t pair) { return (need & pair) == pair; });
        if (covered)
            continue;
        // Pair two of this line's columns that are still free.
        for (uint64_t a = need & unpaired; a; a &= a - 1) {
            const uint64_t first = a & -a;
            for (uint64_t rest = a & (a - 1); rest; rest &= rest - 1) {
                const uint64_t pair = first | (rest & -rest);
                pairs_.push_back(pair);
                const bool done = pairOddColumns(unpaired & ~pair);
                pairs_.pop_back();
                if (done)
                    return true;
            }
        }
        return false;
    }
    return true;  // the columns still unpaired pair up in any way
}

}  // namespace c4
