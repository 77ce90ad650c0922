#pragma once

#include "app/gamerecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace c4 {

// The `.c4game` format: versioned JSON, described in docs/file-format.md.
// Loading checks everything (syntax, types, ranges, every move, the result)
// before it returns a record, so a caller can replace the open game only when
// load succeeded; every failure is one sentence naming the field or move.
class GameFile {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
public:
    static constexpr const char* kFormatName = "connect4-game";
    static constexpr int kVersion = 1;
    static constexpr qint64 kMaxBytes = 10 * 1000 * 1000;
    static constexpr const char* kSuffix = "c4game";

    // Writes the record through SafeFile::write: the old file stays whole
    // unless the new one is complete on disk. Returns false and a message
    // naming the path on failure (full disk, a folder or device there, ...).
    static bool save(const GameRecord& record, const QString& path, QString* error = nullptr);

    // What kind of failure a load was, for a person's first sentence (the
    // message gives the detail).
    enum class Failure {
        Unreadable,    // no such file, not a regular file, no permission, a read error
        NotAGame,      // empty, not JSON, too large, or another format
        NewerVersion,  // a later version of the format
        Damaged,       // the format, with a field or move that is wrong
    };

    // Reads (only a regular file, at most kMaxBytes; see SafeFile::read) and
    // checks a file. Returns nothing, a message and the kind of failure on failure.
    static std::optional<GameRecord> load(const QString& path, QString* error = nullptr, Failure* failure = nullptr);

    // The JSON text of a record (what save writes).
    static QByteArray toJson(const GameRecord& record);
    // Parses and checks JSON text (what load reads after the size check).
    static std::optional<GameRecord> fromJson(const QByteArray& json, QString* error = nullptr,
                                              Failure* failure = nullptr);

    // A path to save to, given the name a person typed: a file name with no
    // suffix of its own gets ".c4game" ("mygame", "mygame." and ".mygame"
    // give "mygame.c4game", "mygame.c4game" and ".mygame.c4game"); one with
    // a suffix, or a folder, is kept as it is (saving then refuses the folder).
    static QString withSuffix(const QString& typed);
    // The file to open for a name a person typed: the name itself, or with
    // ".c4game" added when only that file exists ("mygame" opens
    // mygame.c4game, as it was saved).
    static QString pathToOpen(const QString& typed);

    // Checks a record built in memory: spec, players, moves, result, clocks.
    // Returns the problem, or an empty string when it is consistent.
    static QString validate(const GameRecord& record);
};

}  // namespace c4
