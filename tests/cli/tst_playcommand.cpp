// connect4-cli play, driven through its standard input like a person at a
// terminal or a script in a pipe: whole games, undo/redo, hints, files,
// every kind of bad input and the end of input at every prompt.
#include "clirunner.h"

#include "app/gamefile.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QSettings>
#include <QTest>

#include <sys/stat.h>

namespace {

QStringList split(const QString& args)
{
    return args.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The board text the terminal game prints for an empty board.
QString emptyBoard(int width, int height)
{
    QString text = QStringLiteral(" ");
    for (int c = 1; c <= width; ++c)
        text += QStringLiteral(" %1").arg(c % 10);
    text += QLatin1Char('\n');
    for (int r = 0; r < height; ++r)
        text += QStringLiteral("|") + QStringLiteral(" .").repeated(width) + QStringLiteral(" |\n");
    return text + QStringLiteral("+") + QString(2 * width + 1, QLatin1Char('-')) + QStringLiteral("+\n");
}

// The last board printed before `marker` (or at all, without a marker): from
// its label line to its bottom edge.
QString lastBoardBefore(const QString& out, const QString& marker = QString())
{
    const qsizetype end = marker.isEmpty() ? out.size() : out.indexOf(marker);
    const QString head = out.left(end);
    const qsizetype bottom = head.lastIndexOf(QStringLiteral("\n+-"));
    if (bottom < 0)
        return {};
    const qsizetype bottomEnd = head.indexOf(QLatin1Char('\n'), bottom + 1);
    qsizetype start = head.lastIndexOf(QStringLiteral("\n  1 "), bottom);
    return head.mid(start + 1, bottomEnd - start);
}

// The first board printed after `marker`.
QString firstBoardAfter(const QString& out, const QString& marker)
{
    const qsizetype from = out.indexOf(marker);
    if (from < 0)
        return {};
    const QString tail = out.mid(from);
    const qsizetype start = tail.indexOf(QStringLiteral("\n  1 "));
    const qsizetype bottom = tail.indexOf(QStringLiteral("\n+-"), start);
    if (start < 0 || bottom < 0)
        return {};
    const qsizetype bottomEnd = tail.indexOf(QLatin1Char('\n'), bottom + 1);
    return tail.mid(start + 1, bottomEnd - start);
}

// Every file under a folder (recursively), relative names.
QStringList filesIn(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(folder).relativeFilePath(it.next());
    return files;
}

}  // namespace

class TestPlayCommand : public QObject {
    Q_OBJECT
private slots:
    void invalidOptionsExitWithStatusTwo_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("width 0") << "--width 0" << "--width: 0 is out of range 1-40";
        QTest::addRow("height 41") << "--height 41" << "--height: 41 is out of range 1-40";
        QTest::addRow("connect not a number") << "--connect four" << "--connect: 'four' is not a whole number";
        QTest::addRow("size out of range") << "--size 50x6x4" << "width must be between 1 and 40, not 50";
        QTest::addRow("size malformed") << "--size 7y6" << "must look like WxH or WxHxN";
        QTest::addRow("size with width") << "--size 7x6 --width 5" << "--size cannot be combined";
        QTest::addRow("unknown option") << "--frobnicate" << "frobnicate";
        QTest::addRow("option without value") << "--level" << "level";
        QTest::addRow("one player") << "--players human" << "must name two players";
        QTest::addRow("unknown player") << "--players human,robot" << "'robot' is neither human nor computer";
        QTest::addRow("level 0") << "--level 0" << "--level: 0 is out of range 1-10";
        QTest::addRow("level 11") << "--level 11" << "--level: 11 is out of range 1-10";
        QTest::addRow("level and levels") << "--level 3 --levels 3,4" << "cannot be combined";
        QTest::addRow("levels one value") << "--levels 3" << "must give two levels";
        QTest::addRow("levels out of range") << "--levels 3,12" << "12 is out of range 1-10";
        QTest::addRow("first 3") << "--first 3" << "--first: '3' must be 1, 2 or random";
        QTest::addRow("time zero") << "--time-per-move 0" << "--time-per-move: 0 is out of range";
        QTest::addRow("time text") << "--time-per-move soon" << "'soon' is not a number of seconds";
        QTest::addRow("seed negative") << "--seed -4" << "--seed: '-4' is not a whole number";
        QTest::addRow("stray argument") << "7x6" << "unexpected argument '7x6'";
        QTest::addRow("option twice") << "--level 3 --level 4" << "--level is given more than once";
        QTest::addRow("time below a millisecond") << "--time-per-move 0.0004"
                                                  << "--time-per-move: 0.0004 is out of range 0.001-3600";
        QTest::addRow("time too small for a number") << "--time-per-move 1e-400"
                                                     << "--time-per-move: 1e-400 is out of range 0.001-3600";
        QTest::addRow("missing file") << "--load nowhere.c4game" << "cannot load nowhere.c4game";
        // The file gives the board and who began: these were silently ignored.
        QTest::addRow("load with size") << "--load g.c4game --size 9x9x5"
                                        << "--load cannot be combined with --size: the file gives the board";
        QTest::addRow("load with first") << "--load g.c4game --first 2"
                                         << "--load cannot be combined with --first: the file gives the board and "
                                            "who moves first";
        QTest::addRow("load with width") << "--load g.c4game --width 5" << "--load cannot be combined with --width";
    }
    void invalidOptionsExitWithStatusTwo()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        CliRunner cli;
        const auto r = cli.play(split(args), "1\n");
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }

    void helpListsTheOptionsAndExitsZero()
    {
        CliRunner cli;
        const auto r = cli.play({QStringLiteral("--help")}, {});
        QCOMPARE(r.exitCode, 0);
        for (const char* option : {"--size", "--players", "--levels", "--first", "--time-per-move", "--load", "--seed",
                                   "--no-color"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
    }

    void noCommandOrAnOptionFirstPlays_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("intro");
        QTest::addRow("no arguments") << "" << "Connect 4 on a 7x6 board.";
        QTest::addRow("an option first") << "--size 5x4x3 --players human,human" << "Connect 3 on a 5x4 board.";
    }
    void noCommandOrAnOptionFirstPlays()
    {
        QFETCH(QString, args);
        QFETCH(QString, intro);
        CliRunner cli;
        const auto r = cli.run(split(args), {});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(intro), qPrintable(r.out));
        // The default first player is random: the computer may have moved.
        QVERIFY(r.out.contains(QRegularExpression(QStringLiteral("End of input: [^\\n]*\\n$"))));
    }

    void humanBeatsTheComputer()
    {
        // Connect 2 on 3x2: after x in the middle, x's second stone in column 1
        // touches it (beside, or diagonally above) whatever o did.
        CliRunner cli;
        const auto r = cli.play(split("--size 3x2x2 --players human,computer --first 1 --level 10 --seed 1"), "2\n1\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("x wins: you won :)")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Winning line (column,row): ")));
        QCOMPARE(r.out.count(QRegularExpression(QStringLiteral("^o plays column [1-3]\\.$"),
                                                QRegularExpression::MultilineOption)),
                 1);
    }

    void computerBeatsTheHuman()
    {
        // Connect 2 on 3x2: the first stone makes two threats; a perfect
        // computer moving first wins with its second stone.
        CliRunner cli;
        const auto r = cli.play(split("--size 3x2x2 --players human,computer --first 2 --level 10 --seed 1"), "3\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("x wins: you lost :(")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("x: the computer (level 10). o: you. x moves first.")));
    }

    void tinyBoardEndsInADraw_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QByteArray>("input");
        // Connect 3 on 2x2 cannot be won. Against the computer, a full column
        // only costs a message, so "1 1 2" fills the board in either order.
        QTest::addRow("against the computer") << "--size 2x2x3 --players human,computer --first 1 --level 1 --seed 5"
                                              << QByteArray("1\n1\n2\n");
        QTest::addRow("two humans") << "--size 2x2x3 --players human,human --first 1" << QByteArray("1\n2\n1\n2\n");
    }
    void tinyBoardEndsInADraw()
    {
        QFETCH(QString, args);
        QFETCH(QByteArray, input);
        CliRunner cli;
        const auto r = cli.play(split(args), input);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Draw: the board is full.")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral(" wins")));
        QVERIFY(lastBoardBefore(r.out, QStringLiteral("Draw:")).count(QLatin1Char('.')) == 0);
    }

    void boardShowsLabelsStonesLastMoveAndWinningLine()
    {
        CliRunner cli;
        // x takes the bottom row 1-4 while o stacks on 1-3.
        const auto r = cli.play(split("--players human,human --first 1"), "1\n1\n2\n2\n3\n3\n4\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(lastBoardBefore(r.out, QStringLiteral("x wins")),
                 QStringLiteral("  1 2 3 4 5 6 7\n"
                                "| . . . . . . . |\n"
                                "| . . . . . . . |\n"
                                "| . . . . . . . |\n"
                                "| . . . . . . . |\n"
                                "| o o o . . . . |\n"
                                "| X X X[X]. . . |\n"
                                "+---------------+\n"));
        QVERIFY(r.out.contains(QStringLiteral("x wins: player 1 won.\nWinning line (column,row): (1,1) (2,1) (3,1) (4,1)\n")));
        // The last move is framed on every board, not only the final one.
        QVERIFY(r.out.contains(QStringLiteral("| o o[o]. . . . |\n")));
        QVERIFY2(!r.out.contains(QChar(0x1b)), "piped output has no colour escapes");
    }

    void wideBoardsHaveTwoLineColumnLabels()
    {
        CliRunner cli;
        const auto r = cli.play(split("--size 12x2x4 --players human,human --first 1"), "12\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("                    1 1 1\n"
                                               "  1 2 3 4 5 6 7 8 9 0 1 2\n")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("| . . . . . . . . . . .[x]|\n")));
    }

    void undoTakesBackTwoPliesAgainstTheComputer()
    {
        CliRunner cli;
        const auto r = cli.play(split("--size 4x4x4 --players human,computer --first 1 --level 2 --seed 3"),
                                "1\nu\nr\nr\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Took back 2 moves.")), qPrintable(r.out));
        QCOMPARE(firstBoardAfter(r.out, QStringLiteral("Took back 2 moves.")), emptyBoard(4, 4));
        const QString redone = firstBoardAfter(r.out, QStringLiteral("Replayed 2 moves."));
        QCOMPARE(redone, lastBoardBefore(r.out, QStringLiteral("Took back")));
        QCOMPARE(redone.count(QLatin1Char('x')), 1);
        QCOMPARE(redone.count(QLatin1Char('o')), 1);
        QVERIFY(r.out.contains(QStringLiteral("Replayed 2 moves.")));
        QVERIFY(r.out.contains(QStringLiteral("Nothing to redo.")));
    }

    void undoAndRedoOnePlyBetweenHumans()
    {
        CliRunner cli;
        const auto r = cli.play(split("--size 4x4x4 --players human,human --first 1"), "r\n1\n2\nu\nu\nu\nr\n");
        QCOMPARE(r.exitCode, 0);
        const QString out = r.out;
        const QStringList messages = {QStringLiteral("Nothing to redo."), QStringLiteral("Took back 1 move."),
                                      QStringLiteral("Took back 1 move."), QStringLiteral("Nothing to undo."),
                                      QStringLiteral("Replayed 1 move.")};
        qsizetype at = 0;
        for (const QString& m : messages) {
            at = out.indexOf(m, at);
            QVERIFY2(at >= 0, qPrintable(m));
            at += m.size();
        }
        QCOMPARE(firstBoardAfter(out, QStringLiteral("Replayed 1 move.")),
                 QStringLiteral("  1 2 3 4\n| . . . . |\n| . . . . |\n| . . . . |\n|[x]. . . |\n+---------+\n"));
    }

    void hintScoresEveryPlayableColumn_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QByteArray>("moves");
        QTest::addColumn<int>("fullColumns");
        QTest::addRow("7x6 empty board") << "--players human,human --first 1 --time-per-move 0.3" << QByteArray() << 0;
        QTest::addRow("3x3 with a full column") << "--size 3x3x3 --players human,human --first 1"
                                                << QByteArray("1\n1\n1\n") << 1;
        QTest::addRow("against the computer") << "--size 4x4x3 --players human,computer --first 1 --level 1 --seed 2"
                                              << QByteArray("2\n") << 0;
    }
    void hintScoresEveryPlayableColumn()
    {
        QFETCH(QString, args);
        QFETCH(QByteArray, moves);
        QFETCH(int, fullColumns);
        CliRunner cli;
        const auto r = cli.play(split(args), moves + "?\n");
        QCOMPARE(r.exitCode, 0);
        const qsizetype from = r.out.indexOf(QStringLiteral("Scores for "));
        QVERIFY2(from >= 0, qPrintable(r.out));
        const QString hint = r.out.mid(from);
        const QRegularExpression score(
            QStringLiteral("^  column +(\\d+): ([+-]\\d+ (win|loss) in \\d+|draw|[+-]?\\d+\\.\\d\\d estimate)$"),
            QRegularExpression::MultilineOption);
        const QRegularExpression full(QStringLiteral("^  column +\\d+: full$"), QRegularExpression::MultilineOption);
        const int width = lastBoardBefore(r.out, QStringLiteral("Scores for ")).section(QLatin1Char('\n'), 0, 0)
                              .split(QLatin1Char(' '), Qt::SkipEmptyParts)
                              .size();
        QCOMPARE(int(hint.count(score)), width - fullColumns);
        QCOMPARE(int(hint.count(full)), fullColumns);
        const QRegularExpressionMatch suggestion =
            QRegularExpression(QStringLiteral("Suggested move: column (\\d+) \\(")).match(hint);
        QVERIFY(suggestion.hasMatch());
        const int suggested = suggestion.captured(1).toInt();
        QVERIFY(suggested >= 1 && suggested <= width);
        QVERIFY2(!hint.contains(QStringLiteral("column %1: full").arg(suggested)), "suggests a playable column");
        // The empty 7x6 board's known answer (Allis 1988; -2 -1 0 1 0 -1 -2
        // in the solvers' convention, 22 minus the winner's stones).
        if (moves.isEmpty()) {
            const QString expected = QStringLiteral("  column 1: -2 loss in 20\n  column 2: -1 loss in 21\n"
                                                    "  column 3: draw\n  column 4: +1 win in 21\n"
                                                    "  column 5: draw\n  column 6: -1 loss in 21\n"
                                                    "  column 7: -2 loss in 20\n"
                                                    "Suggested move: column 4 (+1 win in 21).");
            QVERIFY2(hint.contains(expected), qPrintable(hint));
        }
    }

    void saveThenLoadReproducesTheBoard()
    {
        CliRunner cli;
        const auto r = cli.play(split("--size 5x4x4 --players human,human --first 1"),
                                "1\n2\n3\ns game.c4game\nn\nl game.c4game\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Saved the game to game.c4game.")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Loaded game.c4game (3 moves).")));
        QVERIFY2(!r.out.contains(QStringLiteral("not saved")), "a saved game is not asked about");
        const QString before = lastBoardBefore(r.out, QStringLiteral("Saved the game"));
        QCOMPARE(firstBoardAfter(r.out, QStringLiteral("Loaded game.c4game")), before);
        QCOMPARE(before.count(QLatin1Char('x')), 2);

        // The file is the window's format.
        QString error;
        const auto record = c4::GameFile::load(cli.pathOf(QStringLiteral("game.c4game")), &error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->spec, (c4::BoardSpec{5, 4, 4}));
        QCOMPARE(record->columns(), (std::vector<int>{0, 1, 2}));
    }

    void saveAddsTheSuffixAndAsksBeforeReplacingAnotherFile()
    {
        CliRunner cli;
        QFile other(cli.pathOf(QStringLiteral("other.c4game")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("precious");
        other.close();
        const auto r = cli.play(split("--size 4x4x3 --players human,human --first 1"),
                                "1\ns mine\n2\ns mine.c4game\ns other\nn\ns other\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("s mine\nSaved the game to mine.c4game.\n")), qPrintable(r.out));
        // Saving again to the game's own file does not ask.
        QVERIFY(r.out.contains(QStringLiteral("s mine.c4game\nSaved the game to mine.c4game.\n")));
        QVERIFY(r.out.contains(QStringLiteral("other.c4game already exists. Replace it? (y/n) n\nNot saved.\n")));
        // The game itself is saved (in mine.c4game): nothing to lose.
        QVERIFY(r.out.endsWith(QStringLiteral("other.c4game already exists. Replace it? (y/n) \n"
                                              "End of input: bye.\n")));
        QVERIFY(other.open(QIODevice::ReadOnly));
        QCOMPARE(other.readAll(), QByteArray("precious"));
        QVERIFY(c4::GameFile::load(cli.pathOf(QStringLiteral("mine.c4game"))));

        const auto replaced = cli.play(split("--size 4x4x3 --players human,human --first 1"), "3\ns other\ny\n");
        QVERIFY(replaced.out.contains(QStringLiteral("Saved the game to other.c4game.")));
        const auto record = c4::GameFile::load(cli.pathOf(QStringLiteral("other.c4game")));
        QVERIFY(record);
        QCOMPARE(record->columns(), std::vector<int>{2});
    }

    void loadFindsTheFileWithoutItsSuffix()
    {
        CliRunner cli;
        cli.play(split("--size 4x4x3 --players human,human --first 1"), "4\ns saved\n");
        const auto r = cli.play(split("--size 4x4x3 --players human,human --first 1"), "l saved\n");
        QVERIFY2(r.out.contains(QStringLiteral("Loaded saved.c4game (1 move).")), qPrintable(r.out));
    }

    void loadOptionStartsFromAFile()
    {
        CliRunner cli;
        const auto first = cli.play(split("--size 6x5x4 --players human,human --first 1"), "3\n4\ns start.c4game\n");
        QCOMPARE(first.exitCode, 0);
        const auto r = cli.play(split("--load start.c4game"), "5\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(lastBoardBefore(r.out, QStringLiteral("x plays column 5")),
                 lastBoardBefore(first.out, QStringLiteral("Saved the game")));
        QVERIFY(r.out.contains(QStringLiteral("x plays column 5.")));
    }

    void loadErrorsKeepTheCurrentGame_data()
    {
        QTest::addColumn<QByteArray>("fileContents");  // empty: no file at all
        QTest::addColumn<QString>("message");
        QTest::addRow("missing file") << QByteArray() << "Could not load bad.c4game: ";
        QTest::addRow("not JSON") << QByteArray("{ this is not json") << "Could not load bad.c4game: ";
        QTest::addRow("wrong format") << QByteArray("{\"format\": \"something-else\", \"version\": 1}")
                                      << "Could not load bad.c4game: ";
    }
    void loadErrorsKeepTheCurrentGame()
    {
        QFETCH(QByteArray, fileContents);
        QFETCH(QString, message);
        CliRunner cli;
        if (!fileContents.isEmpty()) {
            QFile f(cli.pathOf(QStringLiteral("bad.c4game")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(fileContents);
        }
        const auto r = cli.play(split("--size 5x4x4 --players human,human --first 1"), "1\nl bad.c4game\n2\n");
        QCOMPARE(r.exitCode, 0);
        // The file is read before anyone is asked to give up their game.
        QVERIFY2(!r.out.contains(QStringLiteral("anyway?")), qPrintable(r.out));
        const qsizetype at = r.out.indexOf(message);
        QVERIFY2(at >= 0, qPrintable(r.out));
        // The loader's own sentence follows on the same line.
        QVERIFY(r.out.mid(at + message.size()).section(QLatin1Char('\n'), 0, 0).size() > 3);
        QVERIFY(r.out.contains(QStringLiteral("The current game goes on.")));
        QVERIFY(r.out.contains(QStringLiteral("o plays column 2.")));
        QCOMPARE(lastBoardBefore(r.out).count(QLatin1Char('x')) + lastBoardBefore(r.out).count(QLatin1Char('o')), 2);
    }

    void badInputGetsAReasonAndThePromptAgain_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QByteArray>("before");  // lines typed first
        QTest::addColumn<QByteArray>("bad");     // the bad line, without its newline
        QTest::addColumn<QString>("reason");
        const QString human = QStringLiteral("--players human,human --first 1");
        QTest::addRow("column zero") << human << QByteArray() << QByteArray("0")
                                     << "Column 0 is out of range: choose a column from 1 to 7.";
        QTest::addRow("column past the edge") << human << QByteArray() << QByteArray("8")
                                              << "Column 8 is out of range: choose a column from 1 to 7.";
        QTest::addRow("negative column") << human << QByteArray() << QByteArray("-1") << "Column '-1' is out of range";
        QTest::addRow("huge number") << human << QByteArray() << QByteArray("99999999999999999999999")
                                     << "Column '99999999999999999999...' is out of range";
        QTest::addRow("text") << human << QByteArray() << QByteArray("four")
                              << "'four' is not a column or a command: type a column number 1-7, or h for help.";
        QTest::addRow("two columns") << human << QByteArray() << QByteArray("4 5") << "'4 5' is not a column";
        QTest::addRow("empty line") << human << QByteArray() << QByteArray()
                                    << "Empty line: type a column number 1-7, or h for help.";
        QTest::addRow("blanks only") << human << QByteArray() << QByteArray(" \t  ") << "Empty line";
        QTest::addRow("huge line") << human << QByteArray() << QByteArray(1 << 20, 'a')
                                   << "That line is too long (1048576 bytes)";
        QTest::addRow("huge line of digits") << human << QByteArray() << QByteArray(1 << 20, '4')
                                             << "That line is too long (1048576 bytes)";
        QTest::addRow("terminal escapes") << human << QByteArray() << QByteArray("\x1b[2J\x07")
                                          << "'?[2J?' is not a column or a command";
        QTest::addRow("invalid UTF-8") << human << QByteArray() << QByteArray("\xff\xfe\xfd")
                                       << "is not a column or a command";
        QTest::addRow("NUL byte") << human << QByteArray() << QByteArray("4\0", 2) << "is not a column or a command";
        QTest::addRow("full column") << "--size 3x2x3 " + human << QByteArray("2\n2\n") << QByteArray("2")
                                     << "Column 2 is full: choose another column.";
        QTest::addRow("save without a file") << human << QByteArray() << QByteArray("s")
                                             << "'s' needs a file name: s FILE.";
        QTest::addRow("load without a file") << human << QByteArray() << QByteArray("load ")
                                             << "'l' needs a file name: l FILE.";
        QTest::addRow("undo with an argument") << human << QByteArray() << QByteArray("u 3")
                                               << "'u' takes no argument (got '3').";
        QTest::addRow("exit with an argument") << human << QByteArray() << QByteArray("exit now")
                                               << "'exit' takes no argument (got 'now').";
        QTest::addRow("save to a folder that does not exist") << human << QByteArray("1\n")
                                                              << QByteArray("s no/such/folder/x.c4game")
                                                              << "Could not save no/such/folder/x.c4game: ";
        QTest::addRow("column after the end") << "--size 1x1x1 " + human << QByteArray("1\n") << QByteArray("1")
                                              << "The game is over: n starts a new game, u takes back a move.";
        QTest::addRow("hint after the end") << "--size 1x1x1 " + human << QByteArray("1\n") << QByteArray("?")
                                            << "The game is over: there is nothing to suggest.";
        QTest::addRow("answer neither yes nor no") << human << QByteArray("1\nq\n") << QByteArray("maybe")
                                                   << "Please answer y or n.";
    }
    void badInputGetsAReasonAndThePromptAgain()
    {
        QFETCH(QString, args);
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, bad);
        QFETCH(QString, reason);
        CliRunner cli;
        // After the bad line, "h" (or "n" to a pending question, then "h"):
        // the game must still listen.
        const bool atQuestion = before.endsWith("q\n");
        const auto r = cli.play(split(args), before + bad + (atQuestion ? "\nn\nh\n" : "\nh\n"));
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 0);
        const qsizetype at = r.out.indexOf(reason);
        QVERIFY2(at >= 0, qPrintable(r.out.right(2000)));
        // One line of reason, then a prompt or question again.
        const QString after = r.out.mid(at).section(QLatin1Char('\n'), 1, 1);
        QVERIFY2(after.contains(QRegularExpression(QStringLiteral("\\]: |\\(y/n\\) "))), qPrintable(after));
        QVERIFY(r.out.indexOf(QStringLiteral("Commands:"), at) > at);
        QVERIFY(!r.out.contains(QChar(0x1b)));
        QVERIFY(r.out.size() < 100000);  // a huge line is not echoed back whole
    }

    void windowsLineEndingsAreAccepted()
    {
        CliRunner cli;
        const auto r = cli.play(split("--players human,human --first 1"), "4\r\n5\r\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("x plays column 4.")));
        QVERIFY(r.out.contains(QStringLiteral("o plays column 5.")));
    }

    void endOfInputQuitsCleanlyAtEveryPrompt_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("lastLine");
        const QString human = QStringLiteral("--players human,human --first 1");
        QTest::addRow("at the first prompt") << human << QByteArray() << "End of input: bye.";
        QTest::addRow("in the middle of a game") << human << QByteArray("4\n") << "End of input: quitting without saving.";
        QTest::addRow("after a last line without newline") << human << QByteArray("4")
                                                           << "End of input: quitting without saving.";
        QTest::addRow("at the unsaved-quit question") << human << QByteArray("4\nq\n")
                                                      << "End of input: quitting without saving.";
        QTest::addRow("at the new-game question") << human << QByteArray("4\nn\n")
                                                  << "End of input: quitting without saving.";
        QTest::addRow("after the game is over") << "--size 1x1x1 " + human << QByteArray("1\n")
                                                << "End of input: quitting without saving.";
        QTest::addRow("after the computer moved first")
            << "--size 4x4x3 --players human,computer --first 2 --level 1 --seed 9" << QByteArray()
            << "End of input: quitting without saving.";
        QTest::addRow("after computer against computer")
            << "--size 4x4x3 --players computer,computer --levels 1,2 --seed 9" << QByteArray()
            << "End of input: quitting without saving.";
    }
    void endOfInputQuitsCleanlyAtEveryPrompt()
    {
        QFETCH(QString, args);
        QFETCH(QByteArray, input);
        QFETCH(QString, lastLine);
        CliRunner cli;
        const auto r = cli.play(split(args), input);
        QVERIFY(!r.crashed);
        QVERIFY(!r.timedOut);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.endsWith(lastLine + QLatin1Char('\n')), qPrintable(r.out.right(300)));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        // Nothing saved silently: no game file, no autosave, no settings
        // but the tally of a game that ended.
        QStringList files = filesIn(cli.folder());
        const QString settings = QStringLiteral(".config/connect4/connect4.conf");
        if (files.removeAll(settings) == 1) {
            QSettings kept(cli.folder() + QLatin1Char('/') + settings, QSettings::IniFormat);
            QCOMPARE(kept.childGroups(), QStringList{QStringLiteral("tally")});
            QCOMPARE(kept.childKeys(), QStringList());
        }
        QCOMPARE(files, QStringList());
    }

    void quitAsksOnlyWhenTheGameIsUnsaved_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("asks");
        QTest::addColumn<bool>("quits");
        QTest::addRow("nothing played") << QByteArray("q\n") << false << true;
        QTest::addRow("saved") << QByteArray("1\ns a.c4game\nq\n") << false << true;
        QTest::addRow("played since the save") << QByteArray("1\ns a.c4game\n2\nq\ny\n") << true << true;
        QTest::addRow("unsaved, yes") << QByteArray("1\nq\ny\n") << true << true;
        QTest::addRow("unsaved, no") << QByteArray("1\nquit\nno\n2\n") << true << false;
    }
    void quitAsksOnlyWhenTheGameIsUnsaved()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, asks);
        QFETCH(bool, quits);
        CliRunner cli;
        const auto r = cli.play(split("--players human,human --first 1"), input);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.contains(QStringLiteral("The game is not saved. Quit anyway? (y/n) ")), asks);
        QCOMPARE(r.out.endsWith(QStringLiteral("Bye.\n")), quits);
        if (!quits)
            QVERIFY(r.out.contains(QStringLiteral("o plays column 2.")));
    }

    void newGameStartsAgainWithTheSameOptions()
    {
        CliRunner cli;
        const auto r = cli.play(split("--size 5x4x4 --players human,human --first 1"), "1\nn\ny\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count(QStringLiteral("Connect 4 on a 5x4 board.")), 2);
        QCOMPARE(firstBoardAfter(r.out, QStringLiteral("The game is not saved. Start a new game anyway?")),
                 emptyBoard(5, 4));
    }

    void firstPlayerFollowsTheSeed()
    {
        CliRunner cli;
        QStringList firsts;
        for (int seed = 1; seed <= 8; ++seed) {
            const auto a = cli.play(split(QStringLiteral("--players human,human --seed %1").arg(seed)), {});
            const auto b = cli.play(split(QStringLiteral("--players human,human --seed %1").arg(seed)), {});
            QCOMPARE(a.out, b.out);
            firsts << a.out.section(QLatin1Char('\n'), 1, 1);
        }
        QVERIFY(firsts.contains(QStringLiteral("x: player 1. o: player 2. x moves first.")));
        QVERIFY(firsts.contains(QStringLiteral("x: player 2. o: player 1. x moves first.")));
    }

    void colourOnlyOnATerminal_data()
    {
        QTest::addColumn<QString>("extraArgs");
        QTest::addColumn<bool>("noColorEnv");
        QTest::addColumn<bool>("coloured");
        QTest::addRow("terminal") << "" << false << true;
        QTest::addRow("terminal with --no-color") << "--no-color" << false << false;
        QTest::addRow("terminal with NO_COLOR set") << "" << true << false;
    }
    void colourOnlyOnATerminal()
    {
        QFETCH(QString, extraArgs);
        QFETCH(bool, noColorEnv);
        QFETCH(bool, coloured);
        // util-linux `script` gives the program a pseudo-terminal as stdout;
        // its stdin stays a file.
        const QString script = QStandardPaths::findExecutable(QStringLiteral("script"));
        if (script.isEmpty())
            QSKIP("no `script` program to provide a terminal");
        CliRunner cli;
        QFile input(cli.pathOf(QStringLiteral("input.txt")));
        QVERIFY(input.open(QIODevice::WriteOnly));
        input.write("1\n1\n2\n2\n3\n3\n4\n");
        input.close();
        const QString command = QStringLiteral("'%1' play --players human,human --first 1 %2 < '%3'")
                                    .arg(cli.binary(), extraArgs, input.fileName());
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("NO_COLOR"));
        if (noColorEnv)
            env.insert(QStringLiteral("NO_COLOR"), QStringLiteral("1"));
        env.insert(QStringLiteral("HOME"), cli.folder());
        process.setProcessEnvironment(env);
        process.start(script, {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("x wins")), qPrintable(out));
        QCOMPARE(out.contains(QChar(0x1b)), coloured);
        if (coloured) {
            // x yellow, o red, the winning line on green, as in the window.
            QVERIFY(out.contains(QStringLiteral("\x1b[1;33mx\x1b[0m")));
            QVERIFY(out.contains(QStringLiteral("\x1b[1;31mo\x1b[0m")));
            QVERIFY(out.contains(QStringLiteral("\x1b[1;42;97mX\x1b[0m")));
        }
        // The marks that carry the meaning are there with or without colour.
        QVERIFY(out.contains(QLatin1Char('[')) && out.contains(QLatin1Char('X')));
    }

    void computerShowsItIsThinkingOnATerminalOnly()
    {
        // A big board and a level that searches until its time is up.
        const QString args = QStringLiteral("--size 40x40x6 --players human,computer --first 1 --level 10 "
                                            "--time-per-move 0.8");
        CliRunner cli;
        const auto piped = cli.play(split(args), "20\n");
        QCOMPARE(piped.exitCode, 0);
        QVERIFY(piped.out.contains(QRegularExpression(QStringLiteral("\\no plays column \\d+\\.\\n"))));
        QVERIFY2(!piped.out.contains(QStringLiteral("thinking")) && !piped.out.contains(QLatin1Char('\r')),
                 "nothing but the move when piped");

        const QString script = QStandardPaths::findExecutable(QStringLiteral("script"));
        if (script.isEmpty())
            QSKIP("no `script` program to provide a terminal");
        QFile input(cli.pathOf(QStringLiteral("input.txt")));
        QVERIFY(input.open(QIODevice::WriteOnly));
        input.write("20\n");
        input.close();
        QProcess process;
        process.start(script, {QStringLiteral("-qec"),
                               QStringLiteral("'%1' play %2 < '%3'").arg(cli.binary(), args, input.fileName()),
                               QStringLiteral("/dev/null")});
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(60000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("\ro (level 10) is thinking |")), qPrintable(out.right(500)));
        // The spinner line is wiped before the move is printed.
        QVERIFY(out.contains(QRegularExpression(QStringLiteral("\\r +\\ro plays column \\d+\\."))));
    }

    void computerMovesAreReproducibleWithASeed()
    {
        CliRunner cli;
        const QStringList args = split("--size 5x4x4 --players computer,computer --levels 2,4 --seed 42");
        const auto a = cli.play(args, {});
        CliRunner fresh;  // the same tally so far too
        const auto b = fresh.play(args, {});
        QCOMPARE(a.exitCode, 0);
        QVERIFY(a.out.contains(QStringLiteral("Game over")));
        QCOMPARE(a.out, b.out);

        // The seed is really used: low levels err at random, so other seeds
        // give other games (first player fixed, so only the moves differ).
        QSet<QString> games;
        for (int seed = 1; seed <= 6; ++seed)
            games.insert(cli.play(split(QStringLiteral("--size 5x4x4 --players computer,computer --levels 1,1 "
                                                       "--first 1 --seed %1")
                                            .arg(seed)),
                                  {})
                             .out);
        QVERIFY(games.size() > 1);
    }

    // Issue 13: playing after undo deleted the undone moves silently.
    void playingAfterUndoSaysUndoBringsTheMovesBack()
    {
        CliRunner cli;
        const auto r = cli.play(split("--players human,human --first 1 --no-color"), "4\n4\n4\n4\nu\nu\n1\nu\nr\nr\nq\ny\n");
        QVERIFY(!r.crashed);
        QVERIFY2(r.out.contains("x plays column 1.\nMoves 3-4 were replaced: u brings them back.\n"), qPrintable(r.out));
        // After u and r r the old line is on the board again: column 4 holds four stones.
        const QString last = r.out.mid(r.out.lastIndexOf("  1 2 3 4 5 6 7"));
        QVERIFY2(last.contains("| . . .[o]. . . |\n| . . . x . . . |\n| . . . o . . . |\n| . . . x . . . |"),
                 qPrintable(last));
    }

    // Issue 13: names from a file are data, never terminal commands.
    void hostileNamesArePrintedAsText_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("shown");
        QTest::addRow("title escape") << QString("Ann\x1b]0;pwned\x07") << QString("Ann\\x1B]0;pwned\\x07");
        QTest::addRow("clear screen") << QString("\x1b[2J\x1b[HAnn") << QString("\\x1B[2J\\x1B[HAnn");
        QTest::addRow("NUL") << QString("Ann") + QChar(0) + QString("Evil") << QString("Ann\\x00Evil");
        QTest::addRow("carriage return") << QString("Ann\rBob") << QString("Ann\\x0DBob");
        QTest::addRow("newline") << QString("Ann\nfake line") << QString("Ann\\x0Afake line");
        QTest::addRow("C1 CSI") << QString::fromUtf16(u"Ann\u009b2J") << QString("Ann\\x9B2J");
        QTest::addRow("bidi override") << QString::fromUtf16(u"Ann\u202Etxt.exe") << QString("Ann\\u202Etxt.exe");
        QTest::addRow("markup stays text") << QString("<h1>BIG</h1>") << QString("<h1>BIG</h1>");
    }
    void hostileNamesArePrintedAsText()
    {
        QFETCH(QString, name);
        QFETCH(QString, shown);
        CliRunner cli;
        c4::GameRecord record = c4::GameRecord::fromPosition(c4::Position());
        record.players = {c4::PlayerSetup::human(name), c4::PlayerSetup::human("Bob")};
        QVERIFY(c4::GameFile::save(record, cli.pathOf("names.c4game")));
        for (const QStringList& colour : {QStringList{"--no-color"}, QStringList{}}) {
            const auto r = cli.play(QStringList{"--load", "names.c4game"} + colour, "4\nq\ny\n");
            QVERIFY(!r.crashed);
            QCOMPARE(r.exitCode, 0);
            const QByteArray bytes = r.out.toUtf8();
            QVERIFY2(!bytes.contains('\x1b') && !bytes.contains('\0') && !bytes.contains('\r') && !bytes.contains('\x07'),
                     qPrintable(r.out.left(300)));
            QVERIFY2(r.out.contains("x: " + shown + ". o: Bob. x moves first."), qPrintable(r.out.left(300)));
            QVERIFY(r.out.endsWith("Bye.\n"));
        }
    }

    void hostileFileNamesAndContentArePrintedAsText()
    {
        CliRunner cli;
        const QString name = "evil\x1b[2J.c4game";
        QFile f(cli.pathOf(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"\\u001b]0;pwned\\u0007\", \"version\": 1}");
        f.close();
        const auto r = cli.play(split("--players human,human --first 1"), ("l " + name + "\nq\n").toUtf8());
        QVERIFY(!r.out.toUtf8().contains('\x1b'));
        QVERIFY2(r.out.contains("Could not load evil\\x1B[2J.c4game: field 'format': '\\x1B]0;pwned\\x07' is not a "
                                "Connect Four game"),
                 qPrintable(r.out));
        const auto load = cli.play({"--load", name}, "");
        QCOMPARE(load.exitCode, 2);
        QVERIFY(!load.err.toUtf8().contains('\x1b'));
        QVERIFY2(load.err.contains("cannot load evil\\x1B[2J.c4game"), qPrintable(load.err));
    }

    // Issue 13: the terminal game ignored a human's clock.
    void aMoveAfterTheClockRanOutIsRefused()
    {
        CliRunner cli;
        c4::GameRecord record = c4::GameRecord::fromPosition(c4::Position());
        record.timeControl = c4::TimeControl::clock(60000, 0);
        record.clockMs = {0, 60000};  // the first player's time is gone
        QVERIFY(c4::GameFile::save(record, cli.pathOf("late.c4game")));
        const auto r = cli.play({"--load", "late.c4game"}, "4\nq\ny\n");
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Time is up: the move came after the clock ran out."), qPrintable(r.out));
        QVERIFY2(r.out.contains("o wins on time"), qPrintable(r.out));
        QVERIFY(!r.out.contains("x plays column 4."));
    }

    void theComputersClockIsEnforcedToo()
    {
        CliRunner cli;
        c4::GameRecord record = c4::GameRecord::fromPosition(c4::Position());
        record.players = {c4::PlayerSetup::computer("", 3), c4::PlayerSetup::human("Ann")};
        record.timeControl = c4::TimeControl::clock(60000, 0);
        record.clockMs = {0, 60000};
        QVERIFY(c4::GameFile::save(record, cli.pathOf("late.c4game")));
        const auto r = cli.play({"--load", "late.c4game"}, "q\ny\n");
        QVERIFY(!r.crashed);
        QVERIFY2(r.out.contains("o wins on time"), qPrintable(r.out));
        QVERIFY(!r.out.contains("x plays column"));
    }

    void thePromptShowsTheTimeLeft()
    {
        CliRunner cli;
        c4::GameRecord record = c4::GameRecord::fromPosition(c4::Position());
        record.timeControl = c4::TimeControl::clock(300000, 2000);
        record.clockMs = {300000, 300000};
        QVERIFY(c4::GameFile::save(record, cli.pathOf("clock.c4game")));
        const auto r = cli.play({"--load", "clock.c4game"}, "4\nq\ny\n");
        QVERIFY2(r.out.contains("Player 1, x to move (5:00 left) [1-7, ? hint, h help]: 4"), qPrintable(r.out));
        QVERIFY(r.out.contains("x plays column 4."));
        QVERIFY2(r.out.contains("Player 2, o to move (5:00 left) [1-7"), qPrintable(r.out));
    }

    // ------------------------------------------------ autosave (issue 13)

    // Ctrl-D at a terminal is not "throw the game away": the unsaved game
    // stays in the autosave and the next run offers it (a script's end of
    // input keeps nothing: endOfInputQuitsCleanlyAtEveryPrompt).
    void endOfInputAtATerminalKeepsTheUnsavedGame()
    {
        CliRunner cli;
        const auto r = cli.playOnTerminal(split("--players human,human --first 1"), "4\n5\n");
        if (r.noTerminal)
            QSKIP("no pseudo-terminal on this machine");
        QVERIFY(!r.crashed);
        QVERIFY(!r.timedOut);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.endsWith("End of input: the game is kept; connect4-cli play offers it next time.\n"),
                 qPrintable(r.out.right(300)));
        QCOMPARE(autosavesIn(cli).size(), 1);
        const auto again = cli.play(split("--players human,human --first 1"), "y\nq\ny\n");
        QVERIFY2(again.out.contains("Restored the game (2 moves)."), qPrintable(again.out));
    }

    void endOfInputAtATerminalWithNothingUnsavedKeepsNothing()
    {
        CliRunner cli;
        const auto r = cli.playOnTerminal(split("--players human,human --first 1"), "");
        if (r.noTerminal)
            QSKIP("no pseudo-terminal on this machine");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.endsWith("End of input: bye.\n"), qPrintable(r.out.right(300)));
        QCOMPARE(autosavesIn(cli), QStringList());
    }

    // A finished game is not offered back.
    void endOfInputAtATerminalAfterTheEndKeepsNothing()
    {
        CliRunner cli;
        const auto r = cli.playOnTerminal(split("--size 1x1x1 --players human,human --first 1"), "1\n");
        if (r.noTerminal)
            QSKIP("no pseudo-terminal on this machine");
        QVERIFY2(r.out.endsWith("End of input: quitting without saving.\n"), qPrintable(r.out.right(300)));
        QCOMPARE(autosavesIn(cli), QStringList());
    }

    // A question at a terminal answered by Ctrl-D keeps the game as well.
    void endOfInputAtTheLoadQuestionQuits()
    {
        CliRunner cli;
        const QStringList args = split("--size 5x4x4 --players human,human --first 1");
        const auto piped = cli.play(args, "1\ns other\n2\nl other\n");
        QVERIFY2(piped.out.contains("The game is not saved. Load other.c4game anyway? (y/n) "), qPrintable(piped.out));
        QVERIFY(piped.out.endsWith("End of input: quitting without saving.\n"));
        QCOMPARE(autosavesIn(cli), QStringList());
        const auto typed = cli.playOnTerminal(args, "1\ns mine\n2\nl mine\n");
        if (typed.noTerminal)
            QSKIP("no pseudo-terminal on this machine");
        QVERIFY2(typed.out.contains("Load mine.c4game anyway? (y/n) "), qPrintable(typed.out));
        QVERIFY(typed.out.endsWith("End of input: the game is kept; connect4-cli play offers it next time.\n"));
        QCOMPARE(autosavesIn(cli).size(), 1);
    }

    // n starts another game like the one on the board: a loaded game's board
    // and players, not the command line's defaults (a 7x6 game against the
    // computer). --load finds the file by the name it was saved under.
    void aNewGameKeepsTheLoadedBoardAndPlayers()
    {
        CliRunner cli;
        const auto saved = cli.play(split("--size 5x4x3 --players human,human --first 2"), "1\ns small\nq\n");
        QCOMPARE(saved.exitCode, 0);
        QVERIFY(QFileInfo::exists(cli.pathOf("small.c4game")));
        const auto r = cli.play(split("--load small"), "n\nq\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count("Connect 3 on a 5x4 board."), 2);
        QVERIFY2(!r.out.contains("computer"), qPrintable(r.out));
        // And its clocks.
        c4::GameRecord record = c4::GameRecord::fromPosition(c4::Position());
        record.players = {c4::PlayerSetup::human(QString()), c4::PlayerSetup::human(QString())};
        record.timeControl = c4::TimeControl::clock(300000, 2000);
        record.clockMs = {300000, 300000};
        QVERIFY(c4::GameFile::save(record, cli.pathOf("clock.c4game")));
        const auto timed = cli.play({"--load", "clock.c4game"}, "4\nn\ny\nq\n");
        const QString afterNew = timed.out.mid(timed.out.indexOf("Start a new game anyway?"));
        QVERIFY2(afterNew.contains("to move (5:00 left)"), qPrintable(timed.out));
    }

    // A terminal game killed in the middle leaves its game, which the next
    // run offers back; a restored game is unsaved, so quitting asks.
    void aKilledTerminalGameIsOfferedBack()
    {
        CliRunner cli;
        QVERIFY(killMidGame(cli));
        const auto r = cli.play(split("--players human,human --first 1"), "y\nq\ny\n");
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("An earlier terminal game was not saved (it was left by Ctrl-D or did not end normally). "
                                "Restore it? (y/n) "),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("Restored the game (2 moves)."), qPrintable(r.out));
        QVERIFY2(r.out.contains("The game is not saved. Quit anyway? (y/n) "), qPrintable(r.out));
        QVERIFY(r.out.endsWith("Bye.\n"));
        // A normal end leaves nothing behind.
        QCOMPARE(autosavesIn(cli), QStringList());
    }

    void aDeclinedTerminalGameIsGone()
    {
        CliRunner cli;
        QVERIFY(killMidGame(cli));
        const auto r = cli.play(split("--players human,human --first 1"), "n\nq\n");
        QVERIFY(r.out.contains("Restore it? (y/n) "));
        QVERIFY(!r.out.contains("Restored the game"));
        const auto again = cli.play(split("--players human,human --first 1"), "q\n");
        QVERIFY(!again.out.contains("Restore it?"));
    }

    // A script that did not expect the question typed a move: it was asked
    // again and again ("Please answer y or n") until a line said y, which
    // restored a game the script never meant. No answer keeps the crashed
    // game for later, and the line is the new game's first input.
    void aLineThatIsNoAnswerKeepsTheCrashedGameAndIsPlayed()
    {
        CliRunner cli;
        QVERIFY(killMidGame(cli));
        const auto r = cli.play(split("--players human,human --first 1"), "3\n3\nq\ny\n");
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Restore it? (y/n) 3\nNo answer: the unfinished game is kept for the next start."),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains("Please answer y or n."));
        QVERIFY2(r.out.contains("x plays column 3."), qPrintable(r.out));
        QVERIFY2(r.out.contains("o plays column 3."), qPrintable(r.out));
        QVERIFY(!r.out.contains("Restored the game"));
        const auto again = cli.play(split("--players human,human --first 1"), "y\nq\ny\n");
        QVERIFY2(again.out.contains("Restored the game (2 moves)."), qPrintable(again.out));
    }

    // End of input at the question: the game stays for the next run.
    void endOfInputAtTheRestoreQuestionKeepsTheGame()
    {
        CliRunner cli;
        QVERIFY(killMidGame(cli));
        const auto r = cli.play(split("--players human,human --first 1"), "");
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Restore it? (y/n) "));
        const auto again = cli.play(split("--players human,human --first 1"), "y\nq\ny\n");
        QVERIFY2(again.out.contains("Restored the game (2 moves)."), qPrintable(again.out));
    }

    // --load does not take the crashed game's slot; it stays for later.
    void loadingAFileLeavesACrashedGameForLater()
    {
        CliRunner cli;
        QVERIFY(killMidGame(cli));
        QVERIFY(c4::GameFile::save(c4::GameRecord::fromPosition(c4::Position()), cli.pathOf("empty.c4game")));
        const auto r = cli.play(split("--load empty.c4game --players human,human"), "q\n");
        QVERIFY(!r.out.contains("Restore it?"));
        const auto again = cli.play(split("--players human,human --first 1"), "y\nq\ny\n");
        QVERIFY2(again.out.contains("Restored the game (2 moves)."), qPrintable(again.out));
    }

    void anUnreadableTerminalAutosaveIsKeptAsideAndReported()
    {
        CliRunner cli;
        QVERIFY(killMidGame(cli));
        const QStringList files = autosavesIn(cli);
        QCOMPARE(files.size(), 1);
        QFile f(cli.pathOf(files.first()));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\": \"connect4-ga");
        f.close();
        const auto r = cli.play(split("--players human,human --first 1"), "q\n");
        QVERIFY(!r.crashed);
        QVERIFY2(r.out.contains("The game left by a session that did not end normally could not be read (not valid JSON"),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(".unreadable-"));
        QVERIFY(!r.out.contains("Restore it?"));
        bool kept = false;
        QDirIterator it(cli.folder(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            kept = kept || it.next().contains(".unreadable-");
        QVERIFY(kept);
    }

    // Issue 13: "s FOLDER/" wrote a hidden ".c4game" inside the folder.
    void savingToAFolderOrADeviceIsRefused_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("message");
        QTest::addRow("folder with slash") << "sub/" << "Could not save sub/: cannot write sub/: it is a folder";
        QTest::addRow("folder") << "sub" << "Could not save sub: cannot write sub: it is a folder";
        QTest::addRow("symlink to a device") << "dev.c4game"
                                             << "Could not save dev.c4game: cannot write dev.c4game: it is not a "
                                                "regular file (a device, a pipe or a socket)";
        QTest::addRow("missing folder") << "nowhere/g.c4game"
                                        << "Could not save nowhere/g.c4game: cannot write nowhere/g.c4game: the folder ";
    }
    void savingToAFolderOrADeviceIsRefused()
    {
        QFETCH(QString, target);
        QFETCH(QString, message);
        CliRunner cli;
        QDir(cli.folder()).mkdir("sub");
        QVERIFY(QFile::link("/dev/null", cli.pathOf("dev.c4game")));
        const auto r = cli.play(split("--players human,human --first 1"), ("4\ns " + target + "\nq\ny\n").toUtf8());
        QVERIFY2(r.out.contains(message), qPrintable(r.out));
        QVERIFY(!r.out.contains("Saved the game"));
        QVERIFY(QDir(cli.pathOf("sub")).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
        QVERIFY(QFileInfo(cli.pathOf("dev.c4game")).isSymLink());
        QVERIFY(!QFileInfo("/dev/null").isFile());
    }

    // Issue 13: a FIFO hung --load and `l` forever; /dev/zero ate memory.
    void specialFilesAreNotLoaded_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("target");
        QTest::addRow("--load fifo") << "option" << "pipe";
        QTest::addRow("l fifo") << "command" << "pipe";
        QTest::addRow("--load /dev/zero") << "option" << "/dev/zero";
        QTest::addRow("l /dev/zero") << "command" << "/dev/zero";
        QTest::addRow("l folder") << "command" << "sub";
    }
    void specialFilesAreNotLoaded()
    {
        QFETCH(QString, how);
        QFETCH(QString, target);
        CliRunner cli;
        QDir(cli.folder()).mkdir("sub");
        QVERIFY(::mkfifo(QFile::encodeName(cli.pathOf("pipe")).constData(), 0600) == 0);
        if (how == QLatin1String("option")) {
            const auto r = cli.play({"--load", target}, "", 20000);
            QVERIFY(!r.timedOut);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("cannot open " + target + ": it is not a regular file"), qPrintable(r.err));
        } else {
            const auto r = cli.play(split("--players human,human --first 1"),
                                    ("4\nl " + target + "\ny\n3\nq\ny\n").toUtf8(), 20000);
            QVERIFY(!r.timedOut);
            QVERIFY2(r.out.contains("Could not load " + target + ": cannot open " + target + ": it is"), qPrintable(r.out));
            QVERIFY(r.out.contains("The current game goes on."));
            QVERIFY(r.out.contains("o plays column 3."));  // the game was not lost
        }
    }

private:
    static QStringList autosavesIn(const CliRunner& cli)
    {
        QStringList found;
        QDirIterator it(cli.folder(), {"terminal-*.autosave.c4game"}, QDir::Files | QDir::Hidden,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            found << QDir(cli.folder()).relativeFilePath(it.next());
        return found;
    }

    // Plays two moves of a human game and kills the program (SIGKILL).
    static bool killMidGame(const CliRunner& cli)
    {
        QProcess process;
        cli.prepare(process);
        process.start(cli.binary(), {"play", "--players", "human,human", "--first", "1"});
        if (!process.waitForStarted(10000))
            return false;
        process.write("4\n3\n");
        QByteArray out;
        QElapsedTimer timer;
        timer.start();
        while (!out.contains("o plays column 3.") && timer.elapsed() < 20000) {
            process.waitForReadyRead(200);
            out += process.readAllStandardOutput();
        }
        process.kill();
        process.waitForFinished(5000);
        return out.contains("o plays column 3.") && autosavesIn(cli).size() == 1;
    }
};

QTEST_GUILESS_MAIN(TestPlayCommand)
#include "tst_playcommand.moc"
