#pragma once

// Whether each column of a position is lost, proved to the end of the game
// by WindowSearch::provedWin (a null window at the draw; boards over 128
// bits have no exact solver): connect4-proofbench measures with it how
// early the lost games of a match were provably lost.
#include "engine/basicposition.h"
#include "engine/searchcontrol.h"
#include "engine/windowsearch.h"

#include <chrono>
#include <optional>
#include <vector>

namespace c4::bench {

enum class Verdict {
    Lost,     // the opponent wins after this column whatever is played
    NotLost,  // a draw at least
    Unknown,  // not proved within the time
    Full,     // not playable
};

// One verdict per column of p (which must not be over), each proof given at
// most `perColumn` on `table` (cleared first, so one position's proofs do
// not lean on another's).
template <class Bits>
std::vector<Verdict> proveColumns(const BasicPosition<Bits>& p, TranspositionTable& table,
                                  std::chrono::milliseconds perColumn)
{
    table.clear();
    std::vector<Verdict> verdicts(p.width(), Verdict::Full);
    const BoardSpec& spec = p.geometry().spec;
    for (int c = 0; c < p.width(); ++c) {
        if (!p.canPlay(c))
            continue;
        if (p.isWinningMove(c)) {
            verdicts[c] = Verdict::NotLost;
            continue;
        }
        BasicPosition<Bits> child = p;
        child.play(c);
        SearchControl control;
        control.deadline = SearchControl::Clock::now() + perColumn;
        WindowSearch search(table, control, spec);
        const std::optional<int> opponentWins = search.provedWin(child);
        verdicts[c] = !opponentWins ? Verdict::Unknown : *opponentWins > 0 ? Verdict::Lost : Verdict::NotLost;
    }
    return verdicts;
}

}  // namespace c4::bench
