#pragma once

#include "app/gameresult.h"
#include "app/movenote.h"
#include "app/timecontrol.h"

#include <QtGlobal>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace c4 {

// The later part of the line that a move (or a resignation) made while
// browsing an earlier position replaced: the redoable commands of the undo
// stack at that moment, as plain values. The command that replaced them
// keeps them, and undoing it puts them back as they were (still redoable),
// so playing from an earlier position never loses moves.
struct DroppedLine {
    struct Entry {
        bool isEnd = false;  // an EndCommand (flag fall, resignation), else a MoveCommand
        // A move.
        int column = 0;
        MoveNote note;
        std::optional<Clocks> before;
        std::optional<Clocks> after;
        // An end.
        GameResult result;
        Clocks turnStart{0, 0};
        // What this command itself had replaced (kept when it is dropped in turn).
        std::shared_ptr<const DroppedLine> dropped;
    };

    std::vector<Entry> entries;
    int firstMove = 0;  // 1-based number of the first move dropped (0: none)
    int moveCount = 0;  // moves among the entries

    bool isEmpty() const { return entries.empty(); }
};

}  // namespace c4
