#pragma once

#include "boardspec.h"
#include "players.h"
#include "timecontrol.h"

#include <array>

namespace c4 {

// Everything a new game starts from.
struct GameSetup {
    static constexpr int kRandomFirst = -1;

    BoardSpec spec = BoardSpec::standard();
    std::array<PlayerSetup, 2> players{PlayerSetup::human(QString()), PlayerSetup::computer(QString(), 5)};
    int firstPlayer = 0;  // seat 0 or 1 plays the first stone, or kRandomFirst
    TimeControl timeControl;
};

}  // namespace c4
