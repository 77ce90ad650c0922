#pragma once

// A tiny tmpfs mounted on a folder for the length of a test, to see what the
// programs do when the disk is full. Mounting needs root: when the tests run
// as anyone else (or mount is refused) isMounted() is false and whyNot()
// says why, for QSKIP.
#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>

#include <unistd.h>

class SmallDisk {
public:
    SmallDisk(const QString& folder, int kilobytes) : folder_(folder)
    {
        if (::geteuid() != 0) {
            whyNot_ = QStringLiteral("the full-disk test mounts a tmpfs, which needs root");
            return;
        }
        QProcess mount;
        mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                              QStringLiteral("size=%1k").arg(kilobytes), QStringLiteral("tmpfs"), folder});
        if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit || mount.exitCode() != 0) {
            whyNot_ = QStringLiteral("mount -t tmpfs failed: %1").arg(QString::fromLocal8Bit(mount.readAllStandardError()));
            return;
        }
        mounted_ = true;
    }
    ~SmallDisk()
    {
        if (mounted_)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), folder_});
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;

    bool isMounted() const { return mounted_; }
    QString whyNot() const { return whyNot_; }

    // Fills the disk to the last byte with a file named `name`.
    void fill(const QString& name = QStringLiteral("filler"))
    {
        QFile filler(folder_ + QLatin1Char('/') + name);
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return;
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        while (filler.write("x", 1) == 1) {
        }
    }

private:
    QString folder_;
    QString whyNot_;
    bool mounted_ = false;
};
