#pragma once

#include "engine/boardspec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>

namespace c4::cli {

// The options of `connect4-cli play`, read and checked once, where they
// enter. Defaults: 7x6 connect 4, a human (player 1) against a level-5
// computer (player 2), the first player drawn at random.
struct PlayOptions {
    enum class PlayerKind { Human, Computer };
    enum class FirstPlayer { One, Two, Random };

    static constexpr int kMinLevel = 1;
    static constexpr int kMaxLevel = 10;
    static constexpr int kDefaultLevel = 5;
    // A millisecond at least: the game counts whole milliseconds, and 0
    // would mean "the level's own time".
    static constexpr double kMinSecondsPerMove = 0.001;
    static constexpr double kMaxSecondsPerMove = 3600;

    BoardSpec spec = BoardSpec::standard();
    std::array<PlayerKind, 2> players{PlayerKind::Human, PlayerKind::Computer};
    std::array<int, 2> levels{kDefaultLevel, kDefaultLevel};
    FirstPlayer first = FirstPlayer::Random;
    double secondsPerMove = 0;          // 0: each level's own time (movetime.h)
    QString loadFile;                   // empty: start a new game
    std::optional<uint64_t> seed;       // nothing: a random seed
    bool noColor = false;
    bool playersGiven = false;          // --players or a level was given (overrides a loaded file)

    // The outcome of reading the command line: options, or the help text
    // to print (exit 0), or a one-line error (exit 2).
    struct Parsed;
    static Parsed parse(const QStringList& args);

    Q_DECLARE_TR_FUNCTIONS(c4::cli::PlayOptions)
};

struct PlayOptions::Parsed {
    std::optional<PlayOptions> options;
    QString helpText;   // set when --help was asked for
    QString error;      // set when the command line is wrong
};

}  // namespace c4::cli
