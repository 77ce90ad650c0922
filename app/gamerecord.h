#pragma once

#include "app/gameresult.h"
#include "app/movenote.h"
#include "app/players.h"
#include "app/timecontrol.h"
#include "engine/boardspec.h"
#include "engine/position.h"

#include <QDateTime>
#include <array>
#include <vector>

namespace c4 {

// One move of a record: a 0-based column and what is known about it.
struct MoveRecord {
    int column = 0;
    MoveNote note;
    friend bool operator==(const MoveRecord&, const MoveRecord&) = default;
};

// A whole game as a plain value: what Game hands to GameFile and Autosave and
// gets back from them. A record that GameFile::load returns is consistent
// (legal moves, matching result); one built by hand is checked by
// GameFile::validate or Game::loadRecord.
struct GameRecord {
    BoardSpec spec = BoardSpec::standard();
    std::array<PlayerSetup, 2> players{PlayerSetup::human(QString()), PlayerSetup::human(QString())};
    int firstPlayer = 0;                 // seat (0 or 1) that plays the first stone
    std::vector<MoveRecord> moves;       // every move of the line, 0-based columns
    int current = -1;                    // moves on the board when saved (browsing); -1 = all
    GameResult result;                   // of the whole line
    TimeControl timeControl;
    Clocks clockMs{0, 0};                // time left on each seat's clock at `current`
    QDateTime created;
    QDateTime modified;

    // The number of moves on the board: `current`, or all when it is -1.
    int shownMoves() const { return current < 0 ? static_cast<int>(moves.size()) : current; }
    std::vector<int> columns() const;

    // A record of two human players whose moves are the position's.
    static GameRecord fromPosition(const Position& position);

    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

}  // namespace c4
