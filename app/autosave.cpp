#include "autosave.h"

#include "game.h"
#include "gamefile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace c4 {

Autosave::Autosave(const QString& name, QObject* parent) : QObject(parent), name_(name) {}

QString Autosave::directory() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::filePath() const
{
    return directory() + QLatin1Char('/') + name_ + QStringLiteral(".autosave.") + QLatin1String(GameFile::kSuffix);
}

QString Autosave::markerPath() const
{
    return directory() + QLatin1Char('/') + name_ + QStringLiteral(".running");
}

bool Autosave::recoverable() const
{
    if (!QFile::exists(markerPath()) || !QFile::exists(filePath()))
        return false;
    const auto record = GameFile::load(filePath());
    return record && !record->moves.empty();
}

std::optional<GameRecord> Autosave::load(QString* error) const
{
    return GameFile::load(filePath(), error);
}

void Autosave::discard()
{
    QFile::remove(filePath());
}

void Autosave::start()
{
    QDir().mkpath(directory());
    QSaveFile marker(markerPath());
    if (marker.open(QIODevice::WriteOnly)) {
        marker.write("running\n");
        marker.commit();
    }
}

void Autosave::attach(Game* game)
{
    auto write = [this, game] { save(game->record()); };
    connect(game, &Game::positionChanged, this, write);
    connect(game, &Game::playersChanged, this, write);
    write();
}

bool Autosave::save(const GameRecord& record, QString* error)
{
    QDir().mkpath(directory());
    QString problem;
    if (!GameFile::save(record, filePath(), &problem)) {
        lastError_ = problem;
        if (error)
            *error = problem;
        emit saveFailed(problem);
        return false;
    }
    lastError_.clear();
    return true;
}

void Autosave::finish()
{
    QFile::remove(filePath());
    QFile::remove(markerPath());
}

}  // namespace c4
