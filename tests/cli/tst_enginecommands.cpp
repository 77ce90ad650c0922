// connect4-cli move, match and book, run as a person or a script would.
#include "engine/evaluationweights.h"
#include "engine/movetime.h"

#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

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

// The "game N: ..." lines of a match against the classic engine.
QStringList gameLines(const QString& out)
{
    static const QRegularExpression anyGame(QStringLiteral("^game .*$"), QRegularExpression::MultilineOption);
    QStringList games;
    for (auto i = anyGame.globalMatch(out); i.hasNext();)
        games << i.next().captured(0);
    return games;
}

}  // namespace

class TestEngineCommands : public QObject {
    Q_OBJECT
private slots:
    // The positions have full columns (stones alternate in them, so no line):
    // the answer must be a column that can still take a stone.
    void movePrintsAPlayableColumn_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("width");
        QTest::addColumn<QList<int>>("full");
        QTest::addRow("7x6 digits, level 3") << QStringList{"444444", "--level", "3", "--seed", "1"} << 7
                                             << QList<int>{4};
        QTest::addRow("7x6, by time") << QStringList{"111111222222", "--time", "0.2"} << 7 << QList<int>{1, 2};
        QTest::addRow("7x6 by a clock with increment") << QStringList{"777777", "--clock", "2+0.5"} << 7
                                                       << QList<int>{7};
        QTest::addRow("12x10x5 list") << QStringList{"4,4,4,4,4,4,4,4,4,4,10,3", "--size", "12x10x5", "--level", "4"}
                                      << 12 << QList<int>{4};
        QTest::addRow("3x2x3, one column left") << QStringList{"1122", "--size", "3x2x3", "--level", "1"} << 3
                                                << QList<int>{1, 2};
    }
    void movePrintsAPlayableColumn()
    {
        QFETCH(QStringList, args);
        QFETCH(int, width);
        QFETCH(QList<int>, full);
        const Result r = run(QStringList{"move"} + args);
        QCOMPARE(r.exitCode, 0);
        bool ok = false;
        const int column = r.out.trimmed().toInt(&ok);
        QVERIFY2(ok, qPrintable(r.out));
        QVERIFY(column >= 1 && column <= width);
        QVERIFY2(!full.contains(column), qPrintable(QStringLiteral("column %1 is full").arg(column)));
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
        QTest::addRow("bad clock") << QStringList{"4", "--clock", "1+x"} << "--clock: '1+x' is not seconds left";
        QTest::addRow("clock out of range") << QStringList{"4", "--clock", "99999999999"}
                                            << "--clock: 99999999999 is out of range 0-1000000";
        QTest::addRow("increment out of range") << QStringList{"4", "--clock", "60+1e7"}
                                                << "--clock: 1e7 is out of range 0-1000000";
        // $ in a pattern also matches before a final newline.
        QTest::addRow("number and a newline") << QStringList{"4", "--level", "5\n"} << "--level: '5\\x0A' is not a whole number";
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

    // Weights from the environment for another connect are dropped; the
    // match says so instead of playing the built-in ones without a word.
    void matchWarnsOfWeightsThatDoNotApply()
    {
        qputenv("C4_EVAL_WEIGHTS", "1,8,64,200,400,2000,9");  // connect 5's seven numbers
        const QStringList args{"match", "--levels", "2,1", "--games", "2", "--time-ms", "20", "--seed", "4"};
        const Result fourInARow = run(args);
        const Result fiveInARow = run(args + QStringList{"--size", "7x6x5"});
        qunsetenv("C4_EVAL_WEIGHTS");
        QCOMPARE(fourInARow.exitCode, 0);
        QVERIFY2(fourInARow.err.contains("warning: C4_EVAL_WEIGHTS='1,8,64,200,400,2000,9' is not 6 whole numbers"),
                 qPrintable(fourInARow.err));
        QVERIFY2(fourInARow.err.contains("the built-in weights are used"), qPrintable(fourInARow.err));
        QCOMPARE(fiveInARow.exitCode, 0);
        QVERIFY2(!fiveInARow.err.contains("warning"), qPrintable(fiveInARow.err));
    }

    // --position: every game starts there, the two levels taking turns at
    // the first player's stones, and the games and the header say so.
    void matchFromAPositionStartsEveryGameThere()
    {
        const Result r = run({"match", "--levels", "3,1", "--games", "4", "--time-ms", "20", "--seed", "5",
                              "--position", "4,4,3", "-v"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("match level 3 vs level 1 on 7x6x4: 4 games"), qPrintable(r.out));
        QVERIFY2(r.out.contains("from position 4,4,3\n"), qPrintable(r.out));
        const QRegularExpression game(
            QStringLiteral("^game (\\d+): level (\\d+) first, opening ([0-9,]+), .*: ([0-9,]+)$"),
            QRegularExpression::MultilineOption);
        auto it = game.globalMatch(r.out);
        int games = 0;
        while (it.hasNext()) {
            const auto m = it.next();
            ++games;
            QCOMPARE(m.captured(3), QStringLiteral("4,4,3"));
            QVERIFY2(m.captured(4).startsWith("4,4,3,"), qPrintable(m.captured(0)));
            QCOMPARE(m.captured(2), QString::fromLatin1(m.captured(1).toInt() % 2 == 1 ? "3" : "1"));
        }
        QCOMPARE(games, 4);

        const Result classic = run({"match", "--levels", "4", "--opponent", "classic:3", "--games", "2", "--size",
                                    "6x5x4", "--time-ms", "20", "--position", "3,4"});
        QCOMPARE(classic.exitCode, 0);
        QVERIFY2(classic.out.contains("match level 4 vs classic 3 on 6x5x4: 2 games, from position 3,4,"),
                 qPrintable(classic.out));
        QCOMPARE(classic.out.count(", opening 3,4, "), 2);
    }

    // A position the side to move can win at once is played, with a word:
    // a game there may last one move.
    void matchWarnsOfAPositionWonAtOnce()
    {
        const Result r = run({"match", "--levels", "3,1", "--games", "2", "--time-ms", "20", "--position",
                              "1,2,1,2,1,2", "-v"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("warning: in --position '1,2,1,2,1,2' the side to move can win at once (column 1)"),
                 qPrintable(r.err));
        QVERIFY2(r.out.contains("game 1: level 3 first, opening 1,2,1,2,1,2, level 3 wins after 7 moves"),
                 qPrintable(r.out));
        const Result quiet = run({"match", "--levels", "3,1", "--games", "2", "--time-ms", "20", "--position", "4,4"});
        QVERIFY2(!quiet.err.contains("warning"), qPrintable(quiet.err));
    }

    // --side: the level keeps one colour from the position, as a study of
    // one side's lost game needs.
    void matchSideKeepsTheLevelsColour()
    {
        const Result r = run({"match", "--levels", "4", "--opponent", "classic:3", "--games", "3", "--size", "6x5x4",
                              "--time-ms", "20", "--position", "3,4,3", "--side", "second"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("3 games, from position 3,4,3 (level 4 second),"), qPrintable(r.out));
        QCOMPARE(r.out.count("first, opening 3,4,3, "), 3);
        QCOMPARE(r.out.count(": classic 3 first, opening"), 3);
        // The summary counts each game from the level's side, as its line
        // does (a decisive game among them, or this proves nothing).
        const QRegularExpression game(QStringLiteral("^game \\d+: .*, (win|draw|loss) after "),
                                      QRegularExpression::MultilineOption);
        int wins = 0, draws = 0, losses = 0;
        for (auto it = game.globalMatch(r.out); it.hasNext();) {
            const QString result = it.next().captured(1);
            (result == "win" ? wins : result == "draw" ? draws : losses)++;
        }
        QCOMPARE(wins + draws + losses, 3);
        QVERIFY2(wins + losses > 0, qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("result of level 4: %1 wins, %2 draws, %3 losses")
                                    .arg(wins)
                                    .arg(draws)
                                    .arg(losses)),
                 qPrintable(r.out));
    }

    // --time-scale: each level thinks its own time (moveTime without a
    // caller's time) times the factor, so the ladder can be measured at the
    // levels' own proportions in a fraction of the time.
    void matchTimeScaleGivesEachLevelItsOwnTime()
    {
        const Result r = run({"match", "--levels", "10,4", "--games", "2", "--time-scale", "0.01", "--seed", "3"});
        QCOMPARE(r.exitCode, 0);
        const auto own = [](int level) { return c4::moveTime(c4::BoardSpec::standard(), 0, level, {}).count(); };
        const QString header = QStringLiteral("each level its own time x 0.01 (%1 / %2 ms per move at most)")
                                   .arg(std::llround(own(10) * 0.01))
                                   .arg(std::llround(own(4) * 0.01));
        QVERIFY2(r.out.contains(header), qPrintable(r.out));
        QVERIFY(own(10) != own(4));  // the two levels really get different times

        // The players think the scaled time, not the default --time-ms (100 ms):
        // level 10 on a 12x10x5 board, which no search finishes, gets 1 ms.
        const Result quick = run({"match", "--levels", "10,1", "--size", "12x10x5", "--games", "2", "--time-scale",
                                  "0.0002", "--seed", "3"});
        QCOMPARE(quick.exitCode, 0);
        const auto mean = QRegularExpression(QStringLiteral("^level 10: .* mean ([0-9.]+) ms per move"),
                                             QRegularExpression::MultilineOption)
                              .match(quick.out);
        QVERIFY2(mean.hasMatch(), qPrintable(quick.out));
        QVERIFY2(mean.captured(1).toDouble() < 50, qPrintable(quick.out));
    }

    void matchRefusesBadTimeScalesPositionsAndSides_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("zero") << QStringList{"--time-scale", "0"} << "--time-scale: 0 is out of range";
        QTest::addRow("not a number") << QStringList{"--time-scale", "fast"} << "--time-scale";
        QTest::addRow("with --time-ms") << QStringList{"--time-scale", "0.1", "--time-ms", "50"}
                                        << "give --time-ms or --time-scale, not both";
        QTest::addRow("column off the board") << QStringList{"--position", "4,8"}
                                              << "--position '4,8': move 2 ('8'): column 8 is out of range 1-7";
        QTest::addRow("not a move list") << QStringList{"--position", "4,x"} << "--position '4,x': move 2 ('x'): ";
        QTest::addRow("game over") << QStringList{"--position", "1,2,1,2,1,2,1"}
                                   << "--position '1,2,1,2,1,2,1': the game is over";
        QTest::addRow("side without a position") << QStringList{"--side", "first"} << "--side needs --position";
        QTest::addRow("not a side") << QStringList{"--position", "4", "--side", "red"}
                                    << "--side: 'red' is neither first nor second";
    }
    void matchRefusesBadTimeScalesPositionsAndSides()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(QStringList{"match", "--levels", "3,2", "--games", "2"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void matchRefusesBadLevels()
    {
        const Result r = run({"match", "--levels", "3"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--levels"));
    }

    // Against the classic engine: one level, every game reported from its
    // point of view (the colours alternate over a pair sharing its 2-move
    // opening), a result that sums those games, and both sides' times.
    void matchAgainstClassicReportsOurLevel()
    {
        const QStringList args{"match", "--levels", "4", "--opponent", "classic:3", "--games", "2",
                               "--size", "6x5x4", "--time-ms", "50", "--seed", "3"};
        const Result r = run(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("match level 4 vs classic 3 on 6x5x4: 2 games"), qPrintable(r.out));
        const QRegularExpression game(QStringLiteral("^game (\\d+): (level 4|classic 3) first, opening ([0-9,]+), "
                                                     "(win|draw|loss) after (\\d+) moves: ([0-9,]+)$"),
                                      QRegularExpression::MultilineOption);
        auto it = game.globalMatch(r.out);
        QMap<int, QRegularExpressionMatch> games;
        int counts[3] = {0, 0, 0};  // wins, draws, losses
        while (it.hasNext()) {
            const auto m = it.next();
            games[m.captured(1).toInt()] = m;
            counts[m.captured(4) == "win" ? 0 : m.captured(4) == "draw" ? 1 : 2] += 1;
            const QStringList moves = m.captured(6).split(',');
            QCOMPARE(moves.size(), m.captured(5).toInt());
            QCOMPARE(m.captured(3).split(',').size(), 2);
            QVERIFY(m.captured(6).startsWith(m.captured(3) + ","));
        }
        QCOMPARE(games.size(), 2);
        QCOMPARE(games[1].captured(2), QStringLiteral("level 4"));
        QCOMPARE(games[2].captured(2), QStringLiteral("classic 3"));
        QCOMPARE(games[1].captured(3), games[2].captured(3));

        const QRegularExpression result(QStringLiteral("^result of level 4: (\\d+) wins, (\\d+) draws, (\\d+) losses, "
                                                       "score ([0-9.]+)%$"),
                                        QRegularExpression::MultilineOption);
        const auto m = result.match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        QCOMPARE(m.captured(1).toInt(), counts[0]);
        QCOMPARE(m.captured(2).toInt(), counts[1]);
        QCOMPARE(m.captured(3).toInt(), counts[2]);
        QCOMPARE(m.captured(4).toDouble(), 100.0 * (counts[0] + 0.5 * counts[1]) / 2);
        for (const char* side : {"level 4", "classic 3"}) {
            const QRegularExpression times(QStringLiteral("^%1: mean ([0-9.]+) ms per move, longest move ([0-9.]+) ms$")
                                               .arg(QLatin1String(side)),
                                           QRegularExpression::MultilineOption);
            const auto t = times.match(r.out);
            QVERIFY2(t.hasMatch(), qPrintable(r.out));
            QVERIFY(t.captured(2).toDouble() >= t.captured(1).toDouble());
        }

        // Depth-limited level and classic engine: the same seed replays the
        // same games.
        const Result again = run(args);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(gameLines(again.out), gameLines(r.out));
    }

    // --threads: the match says how many threads each of our players has.
    // A depth-limited level searches on one thread whatever it is given
    // (the helpers only join timed searches), so it replays the same games.
    void matchReportsThreadsAndDepthLimitedLevelsPlayAlike()
    {
        const QStringList args{"match", "--levels", "5", "--opponent", "classic:4", "--games", "4",
                               "--size", "7x6x4", "--time-ms", "1000", "--seed", "5"};
        const Result one = run(args);
        const Result two = run(args + QStringList{"--threads", "2"});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(two.exitCode, 0);
        QVERIFY2(one.out.contains("seed 5, 1 thread for the level"), qPrintable(one.out));
        QVERIFY2(two.out.contains("seed 5, 2 threads for the level"), qPrintable(two.out));
        QCOMPARE(gameLines(one.out).size(), 4);
        QCOMPARE(gameLines(two.out), gameLines(one.out));

        const Result levels = run({"match", "--levels", "3,1", "--games", "2", "--time-ms", "50", "--threads", "2"});
        QCOMPARE(levels.exitCode, 0);
        QVERIFY2(levels.out.contains("seed 1, 2 threads a player"), qPrintable(levels.out));
    }

    // --weights-a and --weights-b give each level its evaluation weights,
    // so two sets of them can play each other. Depth-limited levels replay
    // the same games: the built-in weights given change nothing, the same
    // level with other weights plays other games.
    void matchGivesEachLevelItsWeights()
    {
        const QStringList args{"match", "--levels", "5,5", "--games", "4", "--size", "7x6x4",
                               "--time-ms", "5000", "--seed", "3", "-v"};
        const QString builtIn = QString::fromStdString(c4::EvaluationWeights::of(4).toString());
        const Result plain = run(args);
        const Result same = run(args + QStringList{"--weights-a", builtIn, "--weights-b", builtIn});
        const Result flat = run(args + QStringList{"--weights-a", "1,1,1,0,0,0"});
        for (const Result* r : {&plain, &same, &flat})
            QCOMPARE(r->exitCode, 0);
        QCOMPARE(gameLines(plain.out).size(), 4);
        QCOMPARE(gameLines(same.out), gameLines(plain.out));
        QVERIFY2(gameLines(flat.out) != gameLines(plain.out), qPrintable(flat.out));
    }

    void matchRefusesBadOpponents_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("depth not a number") << QStringList{"--levels", "5", "--opponent", "classic:abc"}
                                            << "--opponent: the depth in 'classic:abc'";
        QTest::addRow("depth 0") << QStringList{"--levels", "5", "--opponent", "classic:0"}
                                 << "--opponent: the depth in 'classic:0'";
        QTest::addRow("depth 99") << QStringList{"--levels", "5", "--opponent", "classic:99"}
                                  << "--opponent: the depth in 'classic:99'";
        QTest::addRow("no depth") << QStringList{"--levels", "5", "--opponent", "classic"} << "--opponent";
        QTest::addRow("unknown kind") << QStringList{"--levels", "5", "--opponent", "pons:8"}
                                      << "--opponent: 'pons:8' is not an opponent";
        QTest::addRow("two levels") << QStringList{"--levels", "10,5", "--opponent", "classic:8"}
                                    << "--levels: '10,5' is not one level";
        QTest::addRow("level out of range") << QStringList{"--levels", "11", "--opponent", "classic:8"}
                                            << "--levels: '11'";
        QTest::addRow("no level") << QStringList{"--opponent", "classic:8"} << "--levels L is required";
        QTest::addRow("weights too few") << QStringList{"--levels", "5,5", "--weights-a", "1,2,3"}
                                         << "--weights-a: '1,2,3' is not 6 whole numbers";
        QTest::addRow("weights not numbers") << QStringList{"--levels", "5,5", "--weights-b", "1,8,64,x,384,1024"}
                                             << "--weights-b: '1,8,64,x,384,1024' is not 6 whole numbers";
        QTest::addRow("weights of another connect")
            << QStringList{"--levels", "5,5", "--size", "12x10x5", "--weights-a", "1,8,64,128,384,1024"}
            << "(connect 5: window[1] to window[4], threat, goodThreat, fillUp)";
        QTest::addRow("weights for the classic engine")
            << QStringList{"--levels", "5", "--opponent", "classic:4", "--weights-b", "1,8,64,128,384,1024"}
            << "--weights-b: the classic engine has no evaluation weights";
    }
    void matchRefusesBadOpponents()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(QStringList{"match"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
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
