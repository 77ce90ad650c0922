#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace c4 {

// Every file the programs write or read goes through here, so that a save
// never reports success it did not have and a read never hangs or swallows
// the memory: writes go through QSaveFile and check the flush before the
// commit (Qt 6.4's commit() does not report a flush that failed, e.g. on a
// full disk, and would rename the short temporary file over the old one);
// reads open only regular files and read at most a cap, without trusting
// size() (which is 0 for a device or a pipe). Every failure is one sentence
// naming the path: "cannot write PATH: REASON", "cannot open PATH: REASON".
class SafeFile {
    Q_DECLARE_TR_FUNCTIONS(SafeFile)
public:
    // Replaces `path` with `data`, or leaves the old file untouched and
    // returns false with a message. Refuses a target that exists and is not
    // a regular file (a folder, a device, a pipe, a symlink to one of them).
    static bool write(const QString& path, const QByteArray& data, QString* error = nullptr);

    // The whole content of the regular file `path` if it has at most
    // `maxBytes` bytes; otherwise nothing and a message. Never blocks on a
    // pipe and never reads more than maxBytes + 1 bytes.
    static std::optional<QByteArray> read(const QString& path, qint64 maxBytes, QString* error = nullptr);

    // Why `path` cannot be replaced by a regular file (it is a folder, a
    // device, ...), or an empty string when it can (missing or regular).
    static QString writeTargetProblem(const QString& path);
};

}  // namespace c4
