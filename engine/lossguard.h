#pragma once

#include "engine/basicposition.h"
#include "engine/windowsearch.h"

#include <optional>
#include <vector>

namespace c4 {

// Level 10's guard against proved losses on boards the exact solver does
// not take (over 128 bits): its favourite columns, best first, each proved
// lost or not to the end of the game (WindowSearch::provedWin), until one
// is not lost or the time is up. An estimate search may rate best a column
// lost 20 or more plies away, past its horizon, where the null window of
// the proof often finds the refutation in a fraction of the time (see the
// README's twenty-fourth session).
struct LossGuard {
    struct Lost {
        int column;
        int atMost;  // the score it loses by at most (< 0): that fast or faster
    };
    std::vector<Lost> lost;  // the columns proved lost, in the order tested
    // The first column proved a draw at least, tested after the first
    // column was proved lost; none when the first was not proved lost, or
    // no other column was proved safe before the time ran out.
    std::optional<int> safe;

    // Tests `columns` (playable in p, which is not over) in their order
    // with `proof`, a search without reductions whose control gives the
    // time: the first (the estimates' favourite) until it is proved lost
    // or not, and only when it is lost the others, until one is proved
    // not lost. A column merely not proved lost in time is no reason to
    // leave a lost favourite: against a fallible opponent the favourite's
    // loss may be the harder one to find.
    template <class Bits>
    static LossGuard of(const BasicPosition<Bits>& p, const std::vector<int>& columns, WindowSearch& proof)
    {
        LossGuard guard;
        for (const int c : columns) {
            if (p.isWinningMove(c)) {
                if (!guard.lost.empty())
                    guard.safe = c;
                break;
            }
            BasicPosition<Bits> child = p;
            child.play(c);
            const std::optional<int> opponentWins = proof.provedWin(child);
            if (!opponentWins && guard.lost.empty())
                break;  // the favourite stands unproved
            if (!opponentWins)
                continue;  // not proved either way in time: the next one
            if (*opponentWins == 0) {
                if (!guard.lost.empty())
                    guard.safe = c;
                break;
            }
            guard.lost.push_back({c, -*opponentWins});
        }
        return guard;
    }
};

}  // namespace c4
