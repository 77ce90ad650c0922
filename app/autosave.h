#pragma once

#include "app/gamerecord.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>
#include <optional>

class QLockFile;

namespace c4 {

class Game;

// Keeps the game in progress on disk so a crash loses nothing.
//
// Every running program holds a slot of its own in
// QStandardPaths::AppDataLocation: `<name>-<n>.autosave.c4game` (the game,
// rewritten through SafeFile after every change) and `<name>-<n>.lock`, a
// QLockFile held for as long as the program runs. So several windows (or
// terminal games) never share or delete each other's file, and a slot whose
// lock nobody holds belongs to a session that did not end normally.
//
// A program calls start() first, which takes such an abandoned slot if there
// is one (else a fresh slot); recoverable() then says whether it holds a
// game to offer, load() reads it, discard() forgets it. attach() keeps the
// game on disk from then on; at a normal exit finish() removes the file and
// the lock. An abandoned autosave that cannot be read is renamed aside
// (`...autosave.c4game.unreadable-<time>`), never overwritten, and
// recoveryProblem() says where it went and why. Programs that should not
// see each other's games use different names.
class Autosave : public QObject {
    Q_OBJECT
public:
    explicit Autosave(const QString& name = QStringLiteral("game"), QObject* parent = nullptr);
    // Releases the slot's lock and keeps the file, as a crash would.
    ~Autosave() override;

    enum class Slot {
        AbandonedFirst,  // the game of a crashed session if there is one
        Fresh,           // an empty slot: abandoned games stay for later
    };
    // Takes a slot for this running program. Returns false (and lastError())
    // when no slot can be locked (the folder cannot be written).
    bool start(Slot which = Slot::AbandonedFirst);

    // After start(): whether the slot taken holds a game with at least one
    // move left by a session that did not end normally.
    bool recoverable() const { return recoverable_; }
    // After start(): a sentence for the person when an abandoned autosave
    // could not be read and was kept aside; empty otherwise.
    QString recoveryProblem() const { return recoveryProblem_; }
    // The autosaved game of this slot (checked like any game file).
    std::optional<GameRecord> load(QString* error = nullptr) const;
    // Forgets the autosaved game (the person declined to restore it).
    void discard();

    // Saves the game now and after every change of it from now on.
    void attach(Game* game);
    // Writes the record to this slot (taking a fresh one when start() has
    // not taken any).
    bool save(const GameRecord& record, QString* error = nullptr);
    // A normal exit: stops following the attached game, removes this
    // slot's file and lock.
    void finish();

    // This slot's files (empty before start()).
    QString filePath() const;
    QString lockPath() const;
    // The last error of start() or a save, empty when it worked.
    QString lastError() const { return lastError_; }

    // The most slots of one name (running programs plus abandoned games).
    static constexpr int kMaxSlots = 100;

signals:
    void saveFailed(const QString& message);

private:
    QString directory() const;
    QString slotFile(int slot) const;
    QString slotLock(int slot) const;
    // The game of a version before slots (`<name>.autosave.c4game` with the
    // marker `<name>.running`, left by a crash) becomes an abandoned slot.
    void adoptOldAutosave();
    // What the abandoned slot just taken holds for the person.
    enum class Abandoned {
        Offered,  // a game with moves: recoverable()
        Emptied,  // nothing to offer: a game without moves (removed), or
                  // an unreadable file moved aside (recoveryProblem())
        Left,     // a newer version's game, or an unreadable file that
                  // could not be moved aside: left where it is
    };
    Abandoned examineAbandoned();

    QString name_;
    QPointer<Game> attached_;
    int slot_ = 0;
    std::unique_ptr<QLockFile> lock_;
    bool recoverable_ = false;
    QString recoveryProblem_;
    QString lastError_;
};

}  // namespace c4
