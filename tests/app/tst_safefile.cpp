// SafeFile and the files built on it (games, move lists): a save never
// reports success it did not have and never replaces the old file with less,
// a read never hangs on a pipe or eats a device.
#include "app/gamefile.h"
#include "app/movetext.h"
#include "app/safefile.h"
#include "engine/notation.h"
#include "smalldisk.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace c4;

namespace {

// A disk that reports its failure only when the data is synced (a quota on
// a network home, a failing disk): fsync() fails while this is set. The
// definition below takes the place of the C library's in this program.
bool failTheNextSyncs = false;

}  // namespace

extern "C" int fsync(int fd)
{
    if (failTheNextSyncs) {
        errno = EIO;
        return -1;
    }
    return int(::syscall(SYS_fsync, fd));
}

namespace {

GameRecord someGame(const char* moves = "4455")
{
    return GameRecord::fromPosition(*parsePosition(moves, BoardSpec::standard()));
}

QByteArray contentOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Makes the special file a row names inside `dir`; returns its path.
QString makeSpecial(const QTemporaryDir& dir, const QString& kind)
{
    if (kind == QLatin1String("folder")) {
        QDir(dir.path()).mkdir("folder.c4game");
        return dir.filePath("folder.c4game");
    }
    if (kind == QLatin1String("fifo")) {
        const QString path = dir.filePath("pipe.c4game");
        ::mkfifo(QFile::encodeName(path).constData(), 0600);
        return path;
    }
    if (kind == QLatin1String("symlink to /dev/null")) {
        const QString path = dir.filePath("null.c4game");
        QFile::link("/dev/null", path);
        return path;
    }
    if (kind == QLatin1String("symlink to a folder")) {
        const QString path = dir.filePath("link.c4game");
        QFile::link(dir.path(), path);
        return path;
    }
    return kind;  // a device path such as /dev/zero
}

}  // namespace

class TestSafeFile : public QObject {
    Q_OBJECT

private slots:
    void specialTargetsAreRefusedAndLeftAlone_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        QTest::addRow("folder") << "folder" << "it is a folder";
        QTest::addRow("fifo") << "fifo" << "it is not a regular file (a device, a pipe or a socket)";
        QTest::addRow("symlink to a device") << "symlink to /dev/null"
                                             << "it is not a regular file (a device, a pipe or a socket)";
        QTest::addRow("symlink to a folder") << "symlink to a folder" << "it is a folder";
        QTest::addRow("device") << "/dev/null" << "it is not a regular file (a device, a pipe or a socket)";
    }

    void specialTargetsAreRefusedAndLeftAlone()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = makeSpecial(dir, kind);
        const QFileInfo before(path);
        QVERIFY(before.exists());
        QString error;
        QVERIFY(!GameFile::save(someGame(), path, &error));
        QCOMPARE(error, QString("cannot write %1: %2").arg(path, reason));
        QVERIFY(!MoveText::writeFile(Position(), path, &error));
        QCOMPARE(error, QString("cannot write %1: %2").arg(path, reason));
        const QFileInfo after(path);
        QCOMPARE(after.isDir(), before.isDir());
        QCOMPARE(after.isSymLink(), before.isSymLink());
        QVERIFY(!after.isFile());
        // Nothing else appeared beside it (no hidden temporary file).
        const int own = path.startsWith(dir.path()) ? 1 : 0;
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot).size(),
                 own);
        if (before.isDir() && !before.isSymLink())
            QVERIFY(QDir(path).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    }

    // A link to a regular file is kept: the file it points to is replaced.
    void savingThroughASymlinkKeepsTheLink()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath("real.c4game");
        const QString link = dir.filePath("link.c4game");
        QVERIFY(GameFile::save(someGame("4"), target));
        QVERIFY(QFile::link(target, link));
        QVERIFY(GameFile::save(someGame("4455"), link));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(GameFile::load(target)->columns(), (std::vector<int>{3, 3, 4, 4}));
    }

    void savingIntoAMissingFolderNamesTheFolder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("gone/game.c4game");
        QString error;
        QVERIFY(!GameFile::save(someGame(), path, &error));
        QCOMPARE(error, QString("cannot write %1: the folder %2 does not exist").arg(path, dir.filePath("gone")));
    }

    void savingWithNoNameSaysSo()
    {
        QString error;
        QVERIFY(!SafeFile::write(QString(), "x", &error));
        QCOMPARE(error, QString("cannot write : no file name given"));
    }

    void aFullDiskFailsTheSaveAndKeepsTheOldFile()
    {
        QTemporaryDir dir;
        SmallDisk disk(dir.path(), 64);
        if (!disk.isMounted())
            QSKIP(qPrintable(disk.whyNot()));
        const QString path = dir.filePath("game.c4game");
        QVERIFY(GameFile::save(someGame(), path));
        const QByteArray old = contentOf(path);
        disk.fill();
        QString error;
        QVERIFY(!GameFile::save(someGame("12345671234567"), path, &error));
        QVERIFY2(error.startsWith("cannot write " + path + ": "), qPrintable(error));
        QVERIFY2(error.contains("No space left on device"), qPrintable(error));
        QCOMPARE(contentOf(path), old);
        QVERIFY(GameFile::load(path));
        // Nothing half-written is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
        QVERIFY(!MoveText::writeFile(*parsePosition("4455", BoardSpec::standard()), dir.filePath("m.txt"), &error));
        QVERIFY2(error.contains("No space left on device"), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath("m.txt")));
    }

    // QSaveFile::commit() ignores a failed sync and renames the file that
    // did not reach the disk over the good one.
    void aFailedSyncKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("game.c4game");
        QVERIFY(GameFile::save(someGame(), path));
        const QByteArray old = contentOf(path);
        QString error;
        failTheNextSyncs = true;
        const bool saved = GameFile::save(someGame("12345671234567"), path, &error);
        failTheNextSyncs = false;
        QVERIFY(!saved);
        QVERIFY2(error.startsWith("cannot write " + path + ": "), qPrintable(error));
        QVERIFY2(error.contains("Input/output error"), qPrintable(error));
        QCOMPARE(contentOf(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void aBigWriteOnAFullDiskFailsToo()
    {
        QTemporaryDir dir;
        SmallDisk disk(dir.path(), 64);
        if (!disk.isMounted())
            QSKIP(qPrintable(disk.whyNot()));
        const QString path = dir.filePath("big.bin");
        QVERIFY(SafeFile::write(path, "old"));
        QString error;
        QVERIFY(!SafeFile::write(path, QByteArray(200 * 1024, 'y'), &error));
        QVERIFY2(error.contains("No space left on device"), qPrintable(error));
        QCOMPARE(contentOf(path), QByteArray("old"));
    }

    void specialFilesAreNotRead_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        const QString notRegular = "it is not a regular file (a device, a pipe or a socket)";
        QTest::addRow("fifo without a writer") << "fifo" << notRegular;
        QTest::addRow("/dev/zero") << "/dev/zero" << notRegular;
        QTest::addRow("/dev/null") << "/dev/null" << notRegular;
        QTest::addRow("symlink to /dev/null") << "symlink to /dev/null" << notRegular;
        QTest::addRow("folder") << "folder" << "it is a folder";
        QTest::addRow("symlink to a folder") << "symlink to a folder" << "it is a folder";
    }

    void specialFilesAreNotRead()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = makeSpecial(dir, kind);
        const QString expected = QString("cannot open %1: %2").arg(path, reason);
        QString error;
        QVERIFY(!GameFile::load(path, &error));
        QCOMPARE(error, expected);
        QVERIFY(!MoveText::readFile(path, BoardSpec::standard(), &error));
        QCOMPARE(error, expected);
        QVERIFY(!SafeFile::read(path, 100, &error));
        QCOMPARE(error, expected);
    }

    void theCapDoesNotTrustTheReportedSize()
    {
        // /proc files report size 0 and still have content.
        QVERIFY(QFileInfo("/proc/self/status").size() == 0);
        QString error;
        QVERIFY(!SafeFile::read("/proc/self/status", 10, &error));
        QCOMPARE(error, QString("cannot read /proc/self/status: it is larger than 10 bytes, the most this kind of file may have"));
        const auto all = SafeFile::read("/proc/self/status", 1 << 20, &error);
        QVERIFY(all);
        QVERIFY(all->startsWith("Name:"));
    }

    void theCapIsExact()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("f");
        QVERIFY(SafeFile::write(path, QByteArray(100, 'a')));
        QCOMPARE(SafeFile::read(path, 100).value_or(QByteArray()).size(), 100);
        QString error;
        QVERIFY(!SafeFile::read(path, 99, &error));
        QVERIFY(error.contains("larger than 99 bytes"));
        QVERIFY(!SafeFile::read(dir.filePath("empty"), 0, &error));
        QCOMPARE(error, QString("cannot open %1: No such file or directory").arg(dir.filePath("empty")));
        QVERIFY(SafeFile::write(dir.filePath("empty"), {}));
        QCOMPARE(SafeFile::read(dir.filePath("empty"), 0).value_or("x"), QByteArray());
    }

    void aMoveFileOverTheCapIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("moves.txt");
        QVERIFY(SafeFile::write(path, QByteArray(MoveText::kMaxFileBytes + 1, '4')));
        QString error;
        QVERIFY(!MoveText::readFile(path, BoardSpec::standard(), &error));
        QVERIFY2(error.startsWith("cannot read " + path + ": it is larger than"), qPrintable(error));
    }

    void anUnreadableFileSaysWhy()
    {
        if (::geteuid() == 0)
            QSKIP("root reads every file whatever its permissions");
        QTemporaryDir dir;
        const QString path = dir.filePath("secret.c4game");
        QVERIFY(GameFile::save(someGame(), path));
        QFile::setPermissions(path, QFileDevice::WriteOwner);
        QString error;
        QVERIFY(!GameFile::load(path, &error));
        QCOMPARE(error, QString("cannot open %1: Permission denied").arg(path));
    }
};

QTEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
