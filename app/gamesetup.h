#pragma once

#include "app/players.h"
#include "app/timecontrol.h"
#include "engine/boardspec.h"

#include <QtGlobal>
#include <array>
#include <optional>

namespace c4 {

// Everything a new game starts from.
struct GameSetup {
    static constexpr int kRandomFirst = -1;

    BoardSpec spec = BoardSpec::standard();
    std::array<PlayerSetup, 2> players{PlayerSetup::human(QString()), PlayerSetup::computer(QString(), 5)};
    int firstPlayer = 0;  // seat 0 or 1 plays the first stone, or kRandomFirst
    TimeControl timeControl;
    // The computer players' seed (their deliberate, seeded mistakes); nothing
    // draws one at random. The same seed and moves give the same game
    // (connect4-cli play --seed).
    std::optional<quint64> seed;
};

}  // namespace c4
