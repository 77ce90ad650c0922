#include "app/autosave.h"

#include "app/game.h"
#include "app/gamefile.h"
#include "app/safefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace c4 {

Autosave::Autosave(const QString& name, QObject* parent) : QObject(parent), name_(name) {}

Autosave::~Autosave() = default;

QString Autosave::directory() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::slotFile(int slot) const
{
    return directory() + QStringLiteral("/%1-%2.autosave.").arg(name_).arg(slot) + QLatin1String(GameFile::kSuffix);
}

QString Autosave::slotLock(int slot) const
{
    return directory() + QStringLiteral("/%1-%2.lock").arg(name_).arg(slot);
}

QString Autosave::filePath() const
{
    return slot_ > 0 ? slotFile(slot_) : QString();
}

QString Autosave::lockPath() const
{
    return slot_ > 0 ? slotLock(slot_) : QString();
}

bool Autosave::start(Slot which)
{
    if (lock_)
        return true;
    if (!QDir().mkpath(directory())) {
        lastError_ = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(directory()));
        return false;
    }
    // Why the last lock was not had: another program holds it, or the lock
    // file cannot be made at all (no permission, a full disk).
    QLockFile::LockError lockError = QLockFile::NoError;
    auto tryTake = [this, &lockError](int slot) {
        auto lock = std::make_unique<QLockFile>(slotLock(slot));
        // Held for the whole session: never stale by age, only when the
        // process that holds it is gone.
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0)) {
            lockError = lock->error();
            return false;
        }
        lock_ = std::move(lock);
        slot_ = slot;
        return true;
    };

    adoptOldAutosave();

    // First a game left by a session that did not end normally: a file
    // whose lock nobody holds.
    const QRegularExpression pattern(QStringLiteral("^%1-(\\d+)\\.autosave\\.%2$")
                                         .arg(QRegularExpression::escape(name_), QLatin1String(GameFile::kSuffix)));
    std::vector<int> withFiles;
    const QStringList entries = QDir(directory()).entryList(QDir::Files | QDir::System | QDir::Hidden);
    for (const QString& entry : entries) {
        const auto match = pattern.match(entry);
        const int slot = match.hasMatch() ? match.captured(1).toInt() : 0;
        if (slot > 0 && slot <= kMaxSlots)
            withFiles.push_back(slot);
    }
    // The most recent game first: the one the person remembers. (The times
    // are read once: a running program's file may change during the sort.)
    std::vector<std::pair<QDateTime, int>> byAge;
    for (int slot : withFiles)
        byAge.emplace_back(QFileInfo(slotFile(slot)).lastModified(), slot);
    std::sort(byAge.begin(), byAge.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::transform(byAge.begin(), byAge.end(), withFiles.begin(), [](const auto& entry) { return entry.second; });
    if (which == Slot::Fresh)
        withFiles.clear();
    for (int slot : withFiles) {
        if (!tryTake(slot))
            continue;  // a running program's
        if (examineAbandoned() == Abandoned::Offered)
            return true;
        // Nothing to offer here (the slot is free again, or left for the
        // person): a game further on may be the one to offer.
        lock_.reset();
        slot_ = 0;
    }
    for (int slot = 1; slot <= kMaxSlots; ++slot) {
        if (QFileInfo(slotFile(slot)).exists() || QFileInfo(slotFile(slot)).isSymLink())
            continue;
        if (tryTake(slot)) {
            lastError_.clear();
            return true;
        }
    }
    const QString folder = QDir::toNativeSeparators(directory());
    if (lockError == QLockFile::PermissionError)
        lastError_ = tr("you may not write in %1").arg(folder);
    else if (lockError == QLockFile::UnknownError)
        lastError_ = tr("cannot create a file in %1 (is the disk full?)").arg(folder);
    else
        lastError_ = tr("no autosave slot is free in %1").arg(folder);
    return false;
}

void Autosave::adoptOldAutosave()
{
    const QString base = directory() + QLatin1Char('/') + name_;
    const QString oldFile = base + QStringLiteral(".autosave.") + QLatin1String(GameFile::kSuffix);
    const QString oldMarker = base + QStringLiteral(".running");
    if (!QFileInfo::exists(oldFile) || !QFileInfo::exists(oldMarker))
        return;  // the old version removed both at a normal exit
    for (int slot = 1; slot <= kMaxSlots; ++slot) {
        if (QFileInfo(slotFile(slot)).exists() || QFileInfo(slotLock(slot)).exists())
            continue;
        if (QFile::rename(oldFile, slotFile(slot)))
            QFile::remove(oldMarker);
        return;
    }
}

Autosave::Abandoned Autosave::examineAbandoned()
{
    const QString path = filePath();
    // Another program starting at the same time emptied it first.
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return Abandoned::Emptied;
    QString error;
    GameFile::Failure failure{};
    if (const auto record = GameFile::load(path, &error, &failure)) {
        recoverable_ = !record->moves.empty();
        if (recoverable_)
            return Abandoned::Offered;
        // A game without a move (a window closed by force before its first
        // move): nothing is lost with it.
        QFile::remove(path);
        return Abandoned::Emptied;
    }
    // A newer version's game: that version offers it.
    if (failure == GameFile::Failure::NewerVersion)
        return Abandoned::Left;
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmsszzz"));
    const QString aside = path + QStringLiteral(".unreadable-") + stamp;
    // Each such file gets its sentence (several may be found in one start).
    if (!recoveryProblem_.isEmpty())
        recoveryProblem_ += QLatin1Char(' ');
    if (QFile::rename(path, aside)) {
        recoveryProblem_ += tr("The game left by a session that did not end normally could not be read (%1). "
                              "The file was kept as %2.")
                               .arg(error, QDir::toNativeSeparators(aside));
        return Abandoned::Emptied;
    }
    recoveryProblem_ += tr("The game left by a session that did not end normally could not be read (%1) and "
                          "could not be moved aside; it stays as %2.")
                           .arg(error, QDir::toNativeSeparators(path));
    return Abandoned::Left;
}

std::optional<GameRecord> Autosave::load(QString* error) const
{
    if (!lock_) {
        if (error)
            *error = tr("the autosave was not started");
        return std::nullopt;
    }
    return GameFile::load(filePath(), error);
}

void Autosave::discard()
{
    if (lock_)
        QFile::remove(filePath());
    recoverable_ = false;
}

void Autosave::attach(Game* game)
{
    attached_ = game;
    auto write = [this, game] { save(game->record()); };
    connect(game, &Game::positionChanged, this, write);
    connect(game, &Game::playersChanged, this, write);
    write();
}

bool Autosave::save(const GameRecord& record, QString* error)
{
    QString problem;
    // Without a slot (start() failed, or none was taken yet) only a fresh
    // one: an abandoned game in another is never written over unoffered.
    if (!start(Slot::Fresh))
        problem = lastError_;
    else if (SafeFile::write(filePath(), GameFile::toJson(record), &problem))
        problem.clear();
    if (!problem.isEmpty()) {
        lastError_ = problem;
        if (error)
            *error = problem;
        emit saveFailed(problem);
        return false;
    }
    lastError_.clear();
    // What is on disk now is this session's game, not the abandoned one.
    recoverable_ = false;
    return true;
}

void Autosave::finish()
{
    // A change after a normal exit (a computer's move already on its way)
    // must not take a slot again and look like a crash at the next start.
    if (attached_)
        disconnect(attached_, nullptr, this, nullptr);
    attached_ = nullptr;
    if (!lock_)
        return;
    QFile::remove(filePath());
    lock_->unlock();
    lock_.reset();
    slot_ = 0;
}

}  // namespace c4
