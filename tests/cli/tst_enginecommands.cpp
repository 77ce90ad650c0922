// connect4-cli move, match and book, run as a person or a script would.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
};

Result run(const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral(CONNECT4_BINARY_DIR "/bin/connect4-cli"), args);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace

class TestEngineCommands : public QObject {
    Q_OBJECT
private slots:
    void movePrintsAPlayableColumn_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("width");
        QTest::addRow("7x6 digits, level 3") << QStringList{"4453", "--level", "3", "--seed", "1"} << 7;
        QTest::addRow("7x6 empty board, by time") << QStringList{"", "--time", "0.2"} << 7;
        QTest::addRow("7x6 by a clock with increment") << QStringList{"4453", "--clock", "2+0.5"} << 7;
        QTest::addRow("12x10x5 list") << QStringList{"4,4,10,3", "--size", "12x10x5", "--level", "4"} << 12;
    }
    void movePrintsAPlayableColumn()
    {
        QFETCH(QStringList, args);
        QFETCH(int, width);
        const Result r = run(QStringList{"move"} + args);
        QCOMPARE(r.exitCode, 0);
        bool ok = false;
        const int column = r.out.trimmed().toInt(&ok);
        QVERIFY2(ok, qPrintable(r.out));
        QVERIFY(column >= 1 && column <= width);
    }

    void moveTakesAWinAtLevelTen()
    {
        const Result r = run({"move", "121213", "--level", "10"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("1"));
    }

    void moveRefusesBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("not a number") << QStringList{"44x"} << "move 3 ('x'): not a number";
        QTest::addRow("full column") << QStringList{"4444444"} << "column 4 is full";
        QTest::addRow("game over") << QStringList{"1212121"} << "the game is over";
        QTest::addRow("level out of range") << QStringList{"4", "--level", "11"} << "--level: 11 is out of range 1-10";
        QTest::addRow("bad size") << QStringList{"4", "--size", "7x0"} << "--size";
        QTest::addRow("bad time") << QStringList{"4", "--time", "-1"} << "--time: -1 is out of range";
        QTest::addRow("bad clock") << QStringList{"4", "--clock", "1+x"} << "--clock: '1+x'";
        QTest::addRow("time and clock") << QStringList{"4", "--clock", "5", "--time", "1"} << "cannot be combined";
    }
    void moveRefusesBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(QStringList{"move"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void matchSumsUpBothLevels()
    {
        const Result r = run({"match", "--levels", "3,1", "--games", "4", "--time-ms", "50", "--seed", "2"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("match level 3 vs level 1 on 7x6x4: 4 games"), qPrintable(r.out));
        const QRegularExpression line(QStringLiteral("^level (\\d+): (\\d+) wins, (\\d+) draws, (\\d+) losses, "
                                                     "score ([0-9.]+)%"),
                                      QRegularExpression::MultilineOption);
        auto it = line.globalMatch(r.out);
        int lines = 0, wins = 0, losses = 0;
        while (it.hasNext()) {
            const auto m = it.next();
            ++lines;
            QCOMPARE(m.captured(2).toInt() + m.captured(3).toInt() + m.captured(4).toInt(), 4);
            wins += m.captured(2).toInt();
            losses += m.captured(4).toInt();
        }
        QCOMPARE(lines, 2);
        QCOMPARE(wins, losses);  // one side's wins are the other's losses
    }

    void matchRefusesBadLevels()
    {
        const Result r = run({"match", "--levels", "3"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--levels"));
    }

    // The book command appends as it goes and, run again after a kill that
    // cut a line, finishes without writing any position twice; --pack
    // then says every ply is complete.
    void bookResumesAndPacks()
    {
        QTemporaryDir dir;
        const QString text = dir.filePath("book.txt");
        const QStringList generate{"book", "--size", "4x4", "--ply", "3", "--out", text, "--table-mb", "4"};
        Result r = run(generate);
        QCOMPARE(r.exitCode, 0);
        QFile file(text);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray full = file.readAll();
        file.close();
        const int lines = int(full.count('\n'));
        QVERIFY(lines > 5);

        // Keep the first half and a piece of the next line.
        const int cut = int(full.indexOf('\n', full.size() / 2)) + 2;
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(full.left(cut));
        file.close();
        r = run(generate);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray resumed = file.readAll();
        file.close();
        QCOMPARE(int(resumed.count('\n')), lines);
        QVERIFY(resumed.startsWith(full.left(cut - 2)));

        r = run({"book", "--size", "4x4", "--ply", "3", "--pack", text, "--out", dir.filePath("book.bin")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("complete up to ply 3"), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestEngineCommands)
#include "tst_enginecommands.moc"
