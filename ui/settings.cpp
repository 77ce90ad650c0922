#include "ui/settings.h"

#include "engine/machine.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace c4 {

namespace {

const QStringList kLanguages{QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"),
                             QStringLiteral("es")};

const QString kEngineMemoryKey = QStringLiteral("preferences/engineMemoryTotalMiB");
const QString kOldEngineMemoryKey = QStringLiteral("preferences/engineMemoryMiB");

int clampedInt(const QSettings& s, const QString& key, int fallback, int low, int high)
{
    bool ok = false;
    const int value = s.value(key, fallback).toInt(&ok);
    return ok ? std::clamp(value, low, high) : fallback;
}

// An enumeration's index; anything outside [0, count) gives the fallback.
int choice(const QSettings& s, const QString& key, int fallback, int count)
{
    bool ok = false;
    const int value = s.value(key, fallback).toInt(&ok);
    return ok && value >= 0 && value < count ? value : fallback;
}

PlayerSetup readPlayer(const QSettings& s, const QString& prefix, const PlayerSetup& fallback)
{
    PlayerSetup p = fallback;
    p.kind = s.value(prefix + QStringLiteral("computer"), fallback.isComputer()).toBool() ? PlayerKind::Computer
                                                                                           : PlayerKind::Human;
    p.name = s.value(prefix + QStringLiteral("name"), fallback.name).toString().left(40);
    p.level = clampedInt(s, prefix + QStringLiteral("level"), fallback.level, PlayerSetup::kMinLevel,
                         PlayerSetup::kMaxLevel);
    return p;
}

void writePlayer(QSettings& s, const QString& prefix, const PlayerSetup& p)
{
    s.setValue(prefix + QStringLiteral("computer"), p.isComputer());
    s.setValue(prefix + QStringLiteral("name"), p.name);
    s.setValue(prefix + QStringLiteral("level"), p.level);
}

}  // namespace

int Preferences::animationMs() const
{
    switch (animation) {
    case AnimationSpeed::Off:
        return 0;
    case AnimationSpeed::Fast:
        return 220;
    case AnimationSpeed::Normal:
        return 380;
    case AnimationSpeed::Slow:
        return 650;
    }
    return 380;
}

int Preferences::defaultEngineMemoryMiB()
{
    return std::min(kMaxMemoryMiB, 2 * static_cast<int>(defaultTableBytes() >> 20));
}

int Preferences::defaultEngineThreads()
{
    return std::min(kMaxThreads, defaultThreadCount());
}

Preferences Settings::preferences()
{
    QSettings s;
    Preferences p;
    p.theme = Theme::Choice(choice(s, QStringLiteral("preferences/theme"), int(p.theme), 3));
    p.animation = Preferences::AnimationSpeed(choice(s, QStringLiteral("preferences/animation"), int(p.animation), 4));
    // The total for both engines; earlier versions saved the size of one
    // engine's table under another key.
    int total = p.engineMemoryMiB;
    if (!s.contains(kEngineMemoryKey) && s.contains(kOldEngineMemoryKey))
        total = 2 * clampedInt(s, kOldEngineMemoryKey, total / 2, Preferences::kMinMemoryMiB, Preferences::kMaxMemoryMiB);
    p.engineMemoryMiB = clampedInt(s, kEngineMemoryKey, total, Preferences::kMinMemoryMiB, Preferences::kMaxMemoryMiB);
    p.engineThreads = clampedInt(s, QStringLiteral("preferences/engineThreads"), p.engineThreads, 1,
                                 Preferences::kMaxThreads);
    p.moveTimeMs = clampedInt(s, QStringLiteral("preferences/moveTimeMs"), p.moveTimeMs,
                              Preferences::kMinMoveTimeMs, Preferences::kMaxMoveTimeMs);
    const QString language = s.value(QStringLiteral("preferences/language")).toString();
    p.language = kLanguages.contains(language) ? language : QString();
    p.showColumnScores = s.value(QStringLiteral("preferences/showColumnScores"), p.showColumnScores).toBool();
    return p;
}

void Settings::setPreferences(const Preferences& p)
{
    QSettings s;
    s.setValue(QStringLiteral("preferences/theme"), int(p.theme));
    s.setValue(QStringLiteral("preferences/animation"), int(p.animation));
    s.setValue(kEngineMemoryKey, p.engineMemoryMiB);
    s.remove(kOldEngineMemoryKey);
    s.setValue(QStringLiteral("preferences/engineThreads"), p.engineThreads);
    s.setValue(QStringLiteral("preferences/moveTimeMs"), p.moveTimeMs);
    s.setValue(QStringLiteral("preferences/language"), p.language);
    s.setValue(QStringLiteral("preferences/showColumnScores"), p.showColumnScores);
}

QStringList Settings::recentFiles()
{
    QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    files.erase(std::remove_if(files.begin(), files.end(), [](const QString& f) { return !QFileInfo::exists(f); }),
                files.end());
    return files.mid(0, kMaxRecentFiles);
}

void Settings::addRecentFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    files.removeAll(absolute);
    files.prepend(absolute);
    QSettings().setValue(QStringLiteral("recentFiles"), files.mid(0, kMaxRecentFiles));
}

void Settings::clearRecentFiles()
{
    QSettings().remove(QStringLiteral("recentFiles"));
}

GameSetup Settings::lastSetup()
{
    QSettings s;
    GameSetup setup;
    const BoardSpec spec{clampedInt(s, QStringLiteral("newGame/width"), 7, BoardSpec::kMinSide, BoardSpec::kMaxSide),
                         clampedInt(s, QStringLiteral("newGame/height"), 6, BoardSpec::kMinSide, BoardSpec::kMaxSide),
                         clampedInt(s, QStringLiteral("newGame/connect"), 4, BoardSpec::kMinSide,
                                    BoardSpec::kMaxSide)};
    setup.spec = spec;
    // By default GameSetup's players, without names (the game calls them
    // "You" and "Computer" in the language of the moment).
    setup.players[0] = readPlayer(s, QStringLiteral("newGame/player0/"), setup.players[0]);
    setup.players[1] = readPlayer(s, QStringLiteral("newGame/player1/"), setup.players[1]);
    setup.firstPlayer = clampedInt(s, QStringLiteral("newGame/first"), 0, GameSetup::kRandomFirst, 1);
    // Only the fields of the chosen kind are kept, as TimeControl's own
    // constructors make them; times are clamped to what the dialog offers.
    const auto ms = [&s](const char* key, qint64 fallback, qint64 low, qint64 high) {
        bool ok = false;
        const qint64 value = s.value(QLatin1String(key), fallback).toLongLong(&ok);
        return ok ? std::clamp(value, low, high) : fallback;
    };
    switch (TimeControl::Kind(choice(s, QStringLiteral("newGame/time/kind"), 0, 3))) {
    case TimeControl::Kind::TimePerMove:
        setup.timeControl = TimeControl::perMove(ms("newGame/time/moveMs", TimeControl::kDefaultMoveMs, 1000, 3'600'000));
        break;
    case TimeControl::Kind::Clock:
        setup.timeControl = TimeControl::clock(ms("newGame/time/baseMs", TimeControl::kDefaultClockMs, 60'000, 36'000'000),
                                               ms("newGame/time/incrementMs", 0, 0, 600'000));
        break;
    case TimeControl::Kind::None:
        setup.timeControl = TimeControl::none();
        break;
    }
    return setup;
}

void Settings::setLastSetup(const GameSetup& setup)
{
    QSettings s;
    s.setValue(QStringLiteral("newGame/width"), setup.spec.width);
    s.setValue(QStringLiteral("newGame/height"), setup.spec.height);
    s.setValue(QStringLiteral("newGame/connect"), setup.spec.connect);
    writePlayer(s, QStringLiteral("newGame/player0/"), setup.players[0]);
    writePlayer(s, QStringLiteral("newGame/player1/"), setup.players[1]);
    s.setValue(QStringLiteral("newGame/first"), setup.firstPlayer);
    s.setValue(QStringLiteral("newGame/time/kind"), int(setup.timeControl.kind));
    s.setValue(QStringLiteral("newGame/time/moveMs"), setup.timeControl.moveMs);
    s.setValue(QStringLiteral("newGame/time/baseMs"), setup.timeControl.baseMs);
    s.setValue(QStringLiteral("newGame/time/incrementMs"), setup.timeControl.incrementMs);
}

QByteArray Settings::windowGeometry()
{
    return QSettings().value(QStringLiteral("window/geometry")).toByteArray();
}

QByteArray Settings::windowState()
{
    return QSettings().value(QStringLiteral("window/state")).toByteArray();
}

void Settings::setWindow(const QByteArray& geometry, const QByteArray& state)
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), geometry);
    s.setValue(QStringLiteral("window/state"), state);
}

QString Settings::lastDirectory()
{
    const QString dir = QSettings().value(QStringLiteral("lastDirectory")).toString();
    return !dir.isEmpty() && QDir(dir).exists() ? dir : QDir::homePath();
}

void Settings::setLastDirectory(const QString& directory)
{
    QSettings().setValue(QStringLiteral("lastDirectory"), directory);
}

bool Settings::keepAnalysingDuringPlay()
{
    return QSettings().value(QStringLiteral("analysis/keepDuringPlay"), true).toBool();
}

void Settings::setKeepAnalysingDuringPlay(bool on)
{
    QSettings().setValue(QStringLiteral("analysis/keepDuringPlay"), on);
}

}  // namespace c4
