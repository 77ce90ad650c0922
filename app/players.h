#pragma once

#include "engine/basicposition.h"

#include <QString>

namespace c4 {

// Seats (0 and 1: the two players) and sides (who moves first on the
// board): seat `firstPlayer` plays the side Player::First.
constexpr int seatOfSide(Player side, int firstPlayer)
{
    return side == Player::First ? firstPlayer : 1 - firstPlayer;
}
constexpr Player sideOfSeat(int seat, int firstPlayer)
{
    return seat == firstPlayer ? Player::First : Player::Second;
}

// Who sits on one side of the board.
enum class PlayerKind { Human, Computer };

// One of the two players of a game. Seats are 0 and 1 (the order of the new
// game dialog and of the file); which seat moves first is chosen separately.
struct PlayerSetup {
    static constexpr int kMinLevel = 1;
    static constexpr int kMaxLevel = 10;

    PlayerKind kind = PlayerKind::Human;
    QString name;
    int level = 5;  // 1-10, used when kind is Computer

    bool isComputer() const { return kind == PlayerKind::Computer; }
    bool isHuman() const { return kind == PlayerKind::Human; }

    static PlayerSetup human(const QString& name) { return {PlayerKind::Human, name, 5}; }
    static PlayerSetup computer(const QString& name, int level) { return {PlayerKind::Computer, name, level}; }

    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

}  // namespace c4
