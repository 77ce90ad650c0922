#pragma once

#include <QString>
#include <QtGlobal>
#include <algorithm>
#include <array>

namespace c4 {

// Time left on each seat's clock (milliseconds), by seat.
using Clocks = std::array<qint64, 2>;

// How much time the players get.
//  - None:        no clocks at all.
//  - TimePerMove: every move must be made within moveMs; the clock restarts
//                 at each turn.
//  - Clock:       each player has baseMs for the whole game, plus
//                 incrementMs added after each of their own moves.
// A clock that runs out loses the game, or draws it when the opponent
// cannot complete a line any more.
struct TimeControl {
    enum class Kind { None, TimePerMove, Clock };

    Kind kind = Kind::None;
    qint64 moveMs = 0;       // TimePerMove
    qint64 baseMs = 0;       // Clock
    qint64 incrementMs = 0;  // Clock

    // What a person is offered before choosing: 10 s a move, 5 minutes a game.
    static constexpr qint64 kDefaultMoveMs = 10'000;
    static constexpr qint64 kDefaultClockMs = 300'000;

    static TimeControl none() { return {}; }
    static TimeControl perMove(qint64 ms) { return {Kind::TimePerMove, ms, 0, 0}; }
    static TimeControl clock(qint64 base, qint64 increment = 0) { return {Kind::Clock, 0, base, increment}; }

    // The most time any clock, move or setting holds: a year is plenty. A
    // clock that an increment would take past it stays at it, so every
    // game the program saves is one it can read back.
    static constexpr qint64 kMaxMs = qint64(1000) * 60 * 60 * 24 * 365;

    bool hasClock() const { return kind != Kind::None; }
    // The time a player has at the start of the game (or of each turn for
    // TimePerMove); 0 without clocks.
    qint64 startMs() const { return kind == Kind::Clock ? baseMs : kind == Kind::TimePerMove ? moveMs : 0; }

    // Whether a clock showing `remainingMs` is low (worth a warning): under
    // a fifth of the start time, and at most ten seconds.
    bool isLow(qint64 remainingMs) const { return hasClock() && remainingMs < std::min<qint64>(startMs() / 5, 10'000); }

    // Time left on a clock for people: "4:05", or "9.3" under ten seconds,
    // when every tenth counts (the window's status bar, the terminal prompt).
    static QString formatRemaining(qint64 ms);

    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

}  // namespace c4
