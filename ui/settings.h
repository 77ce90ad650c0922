#pragma once

#include "app/gamesetup.h"
#include "ui/theme.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace c4 {

// What the Preferences dialog edits.
struct Preferences {
    enum class AnimationSpeed { Off, Fast, Normal, Slow };

    Theme::Choice theme = Theme::Choice::System;
    AnimationSpeed animation = AnimationSpeed::Normal;
    // The engines' tables together (half each); by default each engine's
    // table is the machine's default (engine/machine.h).
    int engineMemoryMiB = defaultEngineMemoryMiB();
    int engineThreads = defaultEngineThreads();  // the solver's threads per engine
    int moveTimeMs = 0;            // a computer's time per move; 0 = each level's own (movetime.h)
    QString language;              // "" = follow the system, else "en", "de", "fr", "es"
    bool showColumnScores = true;  // chips under the board columns

    static constexpr int kMinMemoryMiB = 8;
    static constexpr int kMaxMemoryMiB = 4096;
    static constexpr int kMaxThreads = 256;
    static constexpr int kMinMoveTimeMs = 0;
    static constexpr int kMaxMoveTimeMs = 60'000;

    static int defaultEngineMemoryMiB();
    static int defaultEngineThreads();

    // Milliseconds a stone takes to fall the whole board; 0 when off.
    int animationMs() const;

    friend bool operator==(const Preferences&, const Preferences&) = default;
};

// Everything the window remembers between sessions, in QSettings (the
// organisation and application names set by AppInfo decide where). Values
// read back are clamped into range, so an edited or old settings file can
// never produce an invalid preference or board.
class Settings {
public:
    static constexpr int kMaxRecentFiles = 8;

    static Preferences preferences();
    static void setPreferences(const Preferences& preferences);

    // Most recent first; only files that still exist.
    static QStringList recentFiles();
    static void addRecentFile(const QString& path);
    static void clearRecentFiles();

    // The last choices of the new game dialog.
    static GameSetup lastSetup();
    static void setLastSetup(const GameSetup& setup);

    static QByteArray windowGeometry();
    static QByteArray windowState();
    static void setWindow(const QByteArray& geometry, const QByteArray& state);

    // The folder of the last file opened or saved (for the file dialogs).
    static QString lastDirectory();
    static void setLastDirectory(const QString& directory);

    // The analysis panel's "Keep analysing during play" (default on).
    static bool keepAnalysingDuringPlay();
    static void setKeepAnalysingDuringPlay(bool on);
};

}  // namespace c4
