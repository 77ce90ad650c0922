#pragma once

#include "gamerecord.h"

#include <QObject>
#include <QString>
#include <optional>

namespace c4 {

class Game;

// Keeps the game in progress on disk so a crash loses nothing.
//
// The files live in QStandardPaths::AppDataLocation: `<name>.autosave.c4game`
// (the game, rewritten via QSaveFile after every change) and
// `<name>.running` (a marker present while a session runs). A program
// checks recoverable() at start-up, offers load() to the person, then calls
// start(); at a normal exit it calls finish(), which removes both files.
// Programs that may run at the same time use different names.
class Autosave : public QObject {
    Q_OBJECT
public:
    explicit Autosave(const QString& name = QStringLiteral("game"), QObject* parent = nullptr);

    // Whether the previous session of this name ended without finish() and
    // left a game with at least one move.
    bool recoverable() const;
    // The autosaved game (checked like any game file).
    std::optional<GameRecord> load(QString* error = nullptr) const;
    // Forgets the autosaved game (the person declined to restore it).
    void discard();

    // Marks a session as running.
    void start();
    // Saves the game now and after every change of it from now on.
    void attach(Game* game);
    bool save(const GameRecord& record, QString* error = nullptr);
    // A normal exit: removes the marker and the autosave.
    void finish();

    QString filePath() const;
    QString markerPath() const;
    // The last write error, empty when the last save worked.
    QString lastError() const { return lastError_; }

signals:
    void saveFailed(const QString& message);

private:
    QString directory() const;
    QString name_;
    QString lastError_;
};

}  // namespace c4
