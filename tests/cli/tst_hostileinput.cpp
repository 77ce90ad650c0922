// connect4-cli against hostile input (issue 13): numbers that are not
// numbers, usage errors, files that are not files, a full disk. Every case
// ends with a message naming what is wrong, the right exit status, and no
// hang or crash.
#include "../app/smalldisk.h"
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

using Result = CliRunner::Result;

Result run(const QStringList& args, const QString& workDir = {}, int timeoutMs = 60000)
{
    QProcess process;
    if (!workDir.isEmpty())
        process.setWorkingDirectory(workDir);
    process.start(QStringLiteral(CONNECT4_BINARY_DIR "/bin/connect4-cli"), args);
    Result r;
    if (!process.waitForStarted(10000))
        return r;
    process.closeWriteChannel();
    process.waitForFinished(timeoutMs);
    return CliRunner::collect(process);
}

// What each numeric option of each subcommand needs besides itself to get
// as far as reading the number.
struct NumericOption {
    const char* command;
    const char* option;
    QStringList context;
};

const NumericOption kNumericOptions[] = {
    {"analyze", "time", {"4"}},
    {"analyze", "depth", {"4"}},
    {"analyze", "table-mb", {"4"}},
    {"bench", "max-seconds", {"no-such-file.txt"}},
    {"bench", "table-mb", {"no-such-file.txt"}},
    {"solve", "table-mb", {}},
    {"move", "level", {"4"}},
    {"move", "time", {"4"}},
    {"move", "seed", {"4"}},
    {"book", "ply", {"--out", "book.txt"}},
    {"book", "table-mb", {"--ply", "1", "--out", "book.txt"}},
    {"match", "games", {"--levels", "1,2"}},
    {"match", "time-ms", {"--levels", "1,2"}},
    {"match", "seed", {"--levels", "1,2"}},
    {"match", "jobs", {"--levels", "1,2"}},
    {"match", "table-mb", {"--levels", "1,2"}},
    {"match", "threads", {"--levels", "1,2"}},
    {"play", "width", {}},
    {"play", "height", {}},
    {"play", "connect", {}},
    {"play", "level", {}},
    {"play", "time-per-move", {}},
    {"play", "seed", {}},
};

const char* const kCommands[] = {"play", "solve", "analyze", "move", "bench", "match", "book"};

}  // namespace

class TestHostileInput : public QObject {
    Q_OBJECT

private slots:
    // Issue 13: `analyze --time nan` was accepted and the limit ignored;
    // `bench --max-seconds inf` printed positions=0 and exited 0.
    void everyNumericOptionRefusesWhatIsNotANumber_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QStringList bad = {"nan", "inf", "-inf", "NaN", "1e999", "4x", "0x10", " 3", "", "99999999999999999999999"};
        for (const NumericOption& o : kNumericOptions) {
            for (const QString& value : bad) {
                const QString option = QString::fromLatin1(o.option);
                QTest::addRow("%s --%s '%s'", o.command, o.option, qPrintable(value))
                    << QString::fromLatin1(o.command) << option
                    << (QStringList{QString::fromLatin1(o.command)} + o.context + QStringList{"--" + option, value})
                    << QString("connect4-cli %1: --%2: ").arg(QString::fromLatin1(o.command), option);
            }
            // Qt keeps the last value of an option given twice: "--level 0
            // --level 1" played at level 1 and nobody looked at the 0.
            const QString option = QString::fromLatin1(o.option);
            QTest::addRow("%s --%s given twice", o.command, o.option)
                << QString::fromLatin1(o.command) << option
                << (QStringList{QString::fromLatin1(o.command)} + o.context
                    + QStringList{"--" + option, "0", "--" + option, "nan"})
                << QString("connect4-cli %1: --%2 is given more than once").arg(QString::fromLatin1(o.command), option);
        }
    }
    void everyNumericOptionRefusesWhatIsNotANumber()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const Result r = run(args, dir.path(), 20000);
        QVERIFY(!r.crashed);
        QVERIFY(!r.timedOut);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains("is not") || r.err.contains("is out of range") || r.err.contains("more than once"),
                 qPrintable(r.err));
        // Nothing was written.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 0);
    }

    // "help help", "--lang=" (a script's empty variable) and "book --out ''"
    // are mistakes on the command line: said so, or the usage for help.
    void oddCommandLinesGetAnAnswer()
    {
        Result r = run({"help", "help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Usage: connect4-cli "), qPrintable(r.out + r.err));
        r = run({"--lang=", "move", "4"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("connect4-cli: --lang needs a language code"), qPrintable(r.err));
        QTemporaryDir dir;
        r = run({"book", "--ply", "1", "--out", ""}, dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("connect4-cli book: --out needs a file name"), qPrintable(r.err));
        // One move is singular.
        r = run({"analyze", "4", "--depth", "2"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Position 4 on 7x6x4, 1 move played, second player to move"), qPrintable(r.out));
    }

    void usageErrorsExitTwoAndNameTheSubcommand_data()
    {
        QTest::addColumn<QString>("command");
        for (const char* c : kCommands)
            QTest::addRow("%s", c) << QString::fromLatin1(c);
    }
    void usageErrorsExitTwoAndNameTheSubcommand()
    {
        QFETCH(QString, command);
        const Result r = run({command, "--no-such-option"});
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("connect4-cli " + command + ": "), qPrintable(r.err));
        QVERIFY2(r.err.contains("no-such-option"), qPrintable(r.err));
        QVERIFY(!r.err.contains("connect4:"));
    }

    void helpNamesTheSubcommand_data() { usageErrorsExitTwoAndNameTheSubcommand_data(); }
    void helpNamesTheSubcommand()
    {
        QFETCH(QString, command);
        // --help-all, which Qt lists beside --help, ran the command instead;
        // "help COMMAND" gave the program's help, not the command's.
        for (const QStringList& args : {QStringList{command, "--help"}, QStringList{command, "--help-all"},
                                        QStringList{"help", command}}) {
            QTemporaryDir dir;
            const Result r = run(args, dir.path(), 20000);
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.startsWith("Usage: connect4-cli " + command + " "), qPrintable(args.join(' ') + ": " + r.out.left(200)));
            QVERIFY(!r.out.contains(CONNECT4_BINARY_DIR));
            QVERIFY(QDir(dir.path()).isEmpty());
        }
    }

    // A finished game named no move: "the game is already over".
    void analyzeSaysHowTheGameEnded()
    {
        Result r = run({"analyze", "1212121"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("connect4-cli analyze: the game is already over: move 7 wins, nothing to analyse"),
                 qPrintable(r.err));
        r = run({"analyze", "1212", "--size", "2x2x3"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("connect4-cli analyze: the board is full, nothing to analyse"), qPrintable(r.err));
    }

    void numbersInRangeStillWork()
    {
        QCOMPARE(run({"move", "4", "--level", "3", "--seed", "18446744073709551615", "--time", ".5"}).exitCode, 0);
        QCOMPARE(run({"analyze", "4453", "--depth", "+4", "--time", "1e1", "--table-mb", "8"}).exitCode, 0);
    }

    // Issue 13: `book --pack` into a missing folder reported success.
    void bookRefusesTargetsItCannotWrite_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("reason");
        QTest::addRow("missing folder") << "gone/book.bin" << "the folder ";
        QTest::addRow("folder") << "sub" << "it is a folder";
        QTest::addRow("device") << "/dev/null" << "it is not a regular file";
        QTest::addRow("symlink to a device") << "dev.bin" << "it is not a regular file";
    }
    void bookRefusesTargetsItCannotWrite()
    {
        QFETCH(QString, target);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QDir(dir.path()).mkdir("sub");
        QVERIFY(QFile::link("/dev/null", dir.filePath("dev.bin")));
        const QStringList board{"--size", "4x4x3", "--ply", "1"};
        QCOMPARE(run(QStringList{"book"} + board + QStringList{"--out", "book.txt"}, dir.path()).exitCode, 0);
        for (const bool pack : {true, false}) {
            const QStringList args = QStringList{"book"} + board
                + (pack ? QStringList{"--pack", "book.txt", "--out", target} : QStringList{"--out", target});
            const Result r = run(args, dir.path());
            QVERIFY(!r.crashed);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.startsWith("connect4-cli book: cannot write " + target + ": " + reason), qPrintable(r.err));
            QVERIFY(!r.out.contains("packed"));
        }
        QVERIFY(QFileInfo(dir.filePath("dev.bin")).isSymLink());
        QVERIFY(QDir(dir.filePath("sub")).isEmpty());
    }

    // An empty progress file made a book that knows nothing, "complete up
    // to ply -1", and the command said it had packed it.
    void bookPackRefusesAProgressFileThatKnowsNothing()
    {
        QTemporaryDir dir;
        QFile text(dir.filePath("p.txt"));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.close();
        const Result r = run({"book", "--size", "3x3x3", "--ply", "2", "--pack", "p.txt", "--out", "b.bin"}, dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("p.txt: nothing to pack: not even the empty board's score is known"), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath("b.bin")));
    }

    void bookPackNeedsItsTextFile()
    {
        QTemporaryDir dir;
        const Result r = run({"book", "--pack", "missing.txt", "--ply", "1", "--out", "b.bin"}, dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("connect4-cli book: cannot open missing.txt: No such file"), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath("b.bin")));
    }

    // A ply past the end of every game was an uncaught out_of_range.
    void bookRefusesAPlyAfterEveryGameEnds_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("connect 1") << QStringList{"--size", "7x6x1", "--ply", "1"}
                                   << "--ply: every game on 7x6x1 is over before ply 1; the deepest ply with a "
                                      "position in play is 0";
        QTest::addRow("4x3, full board") << QStringList{"--size", "4x3", "--ply", "14"}
                                         << "--ply: every game on 4x3x4 is over before ply 14; the deepest ply with "
                                            "a position in play is 11";
    }
    void bookRefusesAPlyAfterEveryGameEnds()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        for (const bool pack : {false, true}) {
            const QStringList files = pack ? QStringList{"--pack", "p.txt", "--out", "b.bin"} : QStringList{"--out", "p.txt"};
            const Result r = run(QStringList{"book"} + args + files, dir.path());
            QVERIFY(!r.crashed);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
            QVERIFY(QDir(dir.path()).isEmpty());
        }
    }

    // Packing a progress file into itself would have overwritten hours of solving.
    void bookWillNotPackAProgressFileOverItself()
    {
        QTemporaryDir dir;
        const QStringList board{"--size", "4x3", "--ply", "2"};
        QCOMPARE(run(QStringList{"book"} + board + QStringList{"--out", "p.txt"}, dir.path()).exitCode, 0);
        QFile text(dir.filePath("p.txt"));
        QVERIFY(text.open(QIODevice::ReadOnly));
        const QByteArray before = text.readAll();
        text.close();
        for (const QString& out : {QStringLiteral("p.txt"), QStringLiteral("./p.txt")}) {
            const Result r = run(QStringList{"book"} + board + QStringList{"--pack", "p.txt", "--out", out}, dir.path());
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--out: " + out + " is the progress file given to --pack"), qPrintable(r.err));
            QVERIFY(text.open(QIODevice::ReadOnly));
            QCOMPARE(text.readAll(), before);
            text.close();
        }
    }

    // A progress file names its board; another board's run refuses it
    // rather than taking its scores.
    void bookRefusesAnotherBoardsProgress()
    {
        QTemporaryDir dir;
        QCOMPARE(run({"book", "--size", "5x4", "--ply", "1", "--out", "p.txt"}, dir.path()).exitCode, 0);
        QFile text(dir.filePath("p.txt"));
        QVERIFY(text.open(QIODevice::ReadOnly));
        QCOMPARE(text.readLine(), QByteArray("# board 5x4x4\n"));
        text.close();
        for (const bool pack : {false, true}) {
            const QStringList files = pack ? QStringList{"--pack", "p.txt", "--out", "b.bin"} : QStringList{"--out", "p.txt"};
            const Result r = run(QStringList{"book", "--size", "6x4", "--ply", "1"} + files, dir.path());
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("p.txt: line 1: the file is for another board ('# board 5x4x4'), not 6x4x4"),
                     qPrintable(r.err));
        }
        QVERIFY(!QFile::exists(dir.filePath("b.bin")));
        // The same board resumes it.
        QCOMPARE(run({"book", "--size", "5x4", "--ply", "2", "--out", "p.txt"}, dir.path()).exitCode, 0);
    }

    void bookOnAFullDiskFailsAndSaysSo()
    {
        QTemporaryDir dir;
        SmallDisk disk(dir.path(), 64);
        if (!disk.isMounted())
            QSKIP(qPrintable(disk.whyNot()));
        const QStringList board{"--size", "4x4x3", "--ply", "2"};
        QCOMPARE(run(QStringList{"book"} + board + QStringList{"--out", "book.txt"}, dir.path()).exitCode, 0);
        QVERIFY(QFile::copy(dir.filePath("book.txt"), dir.filePath("old.bin")));
        disk.fill();
        const Result r = run(QStringList{"book"} + board + QStringList{"--pack", "book.txt", "--out", "old.bin"},
                             dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cannot write old.bin: No space left on device"), qPrintable(r.err));
        QFile old(dir.filePath("old.bin"));
        QFile text(dir.filePath("book.txt"));
        QVERIFY(old.open(QIODevice::ReadOnly) && text.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), text.readAll());  // the old file is whole
    }

    // Test-set files of `bench` are opened like game files: never a pipe.
    void benchRefusesFilesThatAreNotFiles_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("reason");
        QTest::addRow("fifo") << "pipe" << "it is not a regular file";
        QTest::addRow("/dev/zero") << "/dev/zero" << "it is not a regular file";
        QTest::addRow("folder") << "sub" << "it is a folder";
        QTest::addRow("missing") << "missing.txt" << "No such file or directory";
    }
    void benchRefusesFilesThatAreNotFiles()
    {
        QFETCH(QString, target);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QDir(dir.path()).mkdir("sub");
        QVERIFY(::mkfifo(QFile::encodeName(dir.filePath("pipe")).constData(), 0600) == 0);
        const Result r = run({"bench", target}, dir.path(), 20000);
        QVERIFY(!r.timedOut);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("cannot open " + target + ": " + reason), qPrintable(r.err));
    }

    void benchQuotesBadLinesAsText()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("set.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("44\x1b[2J 1\n");
        f.close();
        const Result r = run({"bench", "set.txt"}, dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.err.toUtf8().contains('\x1b'));
        QVERIFY2(r.err.contains("set.txt:1: "), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
