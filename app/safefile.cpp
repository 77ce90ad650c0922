#include "app/safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace c4 {

namespace {

QString notRegular()
{
    return SafeFile::tr("it is not a regular file (a device, a pipe or a socket)");
}

}  // namespace

QString SafeFile::writeTargetProblem(const QString& path)
{
    if (path.isEmpty())
        return tr("no file name given");
    const QFileInfo info(path);  // follows symlinks: a link to a device is a device
    if (info.exists()) {
        if (info.isDir())
            return tr("it is a folder");
        if (!info.isFile())
            return notRegular();
        return {};
    }
    if (!info.absoluteDir().exists())
        return tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(info.absolutePath()));
    return {};
}

bool SafeFile::write(const QString& path, const QByteArray& data, QString* error)
{
    auto failWith = [&](const QString& reason) {
        if (error)
            *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    };
    if (const QString problem = writeTargetProblem(path); !problem.isEmpty())
        return failWith(problem);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failWith(file.errorString());
    // The data sits in QFileDevice's buffer until the flush: a full disk
    // shows up here, and commit() would not report it.
    errno = 0;
    const qint64 written = file.write(data);
    if (written != data.size() || !file.flush() || file.error() != QFileDevice::NoError) {
        // A short write may leave Qt's error unset ("Unknown error"); the
        // system's errno still says why (ENOSPC on a full disk).
        const int systemError = errno;
        QString reason = file.errorString();
        if ((file.error() == QFileDevice::NoError || reason == QLatin1String("Unknown error")) && systemError != 0)
            reason = QString::fromLocal8Bit(std::strerror(systemError));
        else if (file.error() == QFileDevice::NoError)
            reason = tr("only %1 of %2 bytes were written").arg(qMax<qint64>(0, written)).arg(data.size());
        file.cancelWriting();
        return failWith(reason);
    }
#ifdef Q_OS_UNIX
    // commit() syncs the data to the disk but ignores a failure there, and
    // some report only then (a quota on a network home, a failing disk): ask
    // first, so a file that did not reach the disk never replaces the good
    // one. A file system that cannot sync at all (some FUSE and shared
    // folders) says so with EINVAL or ENOTSUP: saving goes on there, as before.
    if (::fsync(file.handle()) != 0 && errno != EINVAL && errno != ENOSYS && errno != ENOTSUP
        && errno != EOPNOTSUPP) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno));
        file.cancelWriting();
        return failWith(reason);
    }
#endif
    if (!file.commit())
        return failWith(file.errorString());
    return true;
}

std::optional<QByteArray> SafeFile::read(const QString& path, qint64 maxBytes, QString* error)
{
    auto failWith = [&](const QString& reason) -> std::optional<QByteArray> {
        if (error)
            *error = tr("cannot open %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return std::nullopt;
    };
    QFile file;
#ifdef Q_OS_UNIX
    // Open without blocking (a FIFO with no writer would wait forever), then
    // ask the open file what it is, so it cannot be swapped after the check.
    const QByteArray encoded = QFile::encodeName(path);
    const int fd = ::open(encoded.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return failWith(QString::fromLocal8Bit(std::strerror(errno)));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const bool isDir = S_ISDIR(st.st_mode);
        ::close(fd);
        return failWith(isDir ? tr("it is a folder") : notRegular());
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return failWith(file.errorString());
    }
#else
    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        return failWith(tr("it is a folder"));
    if (info.exists() && !info.isFile())
        return failWith(notRegular());
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return failWith(file.errorString());
#endif
    // Read in pieces up to one byte past the cap: size() is not trusted (a
    // file may grow while we read it) and a cap of many MB is not allocated
    // up front.
    QByteArray data;
    constexpr qint64 kChunk = 64 * 1024;
    while (data.size() <= maxBytes) {
        const qint64 want = qMin(kChunk, maxBytes + 1 - data.size());
        const qsizetype before = data.size();
        data.resize(before + want);
        const qint64 got = file.read(data.data() + before, want);
        if (got < 0)
            return failWith(file.errorString());
        data.resize(before + got);
        if (got == 0)
            break;
    }
    if (data.size() > maxBytes) {
        if (error)
            *error = tr("cannot read %1: it is larger than %2 bytes, the most this kind of file may have")
                         .arg(QDir::toNativeSeparators(path))
                         .arg(maxBytes);
        return std::nullopt;
    }
    return data;
}

}  // namespace c4
