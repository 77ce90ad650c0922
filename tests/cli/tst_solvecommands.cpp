// connect4-cli solve, analyze and bench, run as a script would: exact
// output formats (those of Pons' c4solver for solve), messages for bad
// input, exit statuses.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

struct Run {
    int status = -1;
    QString out;
    QString err;
};

Run run(const QStringList& args, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(CONNECT4_BINARY_DIR "/bin/connect4-cli"), args);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(60000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace

class TestSolveCommands : public QObject {
    Q_OBJECT
private slots:
    void solveWritesPositionAndScorePerLine()
    {
        // Scores from the public test sets (Test_L1_R1 lines 1 and 3).
        const Run r = run({QStringLiteral("solve")}, "32164625\n243335424257\n");
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QStringLiteral("32164625 11\n243335424257 12\n"));
    }

    void solveWeakGivesSignsOnly()
    {
        const Run r = run({QStringLiteral("solve"), QStringLiteral("-w")}, "32164625\n");
        QCOMPARE(r.out, QStringLiteral("32164625 1\n"));
    }

    void solveAnalyzeScoresEveryColumnWithFullColumnsMarked()
    {
        // Columns 2 and 6 are full; -1000 marks them as in c4solver.
        const Run r = run({QStringLiteral("solve"), QStringLiteral("--analyze")}, "243335424257\n");
        QCOMPARE(r.out, QStringLiteral("243335424257 -15 -15 -15 -15 -15 12 -15\n"));
        const Run full = run({QStringLiteral("solve"), QStringLiteral("-a")}, "2222226666663333\n");
        QCOMPARE(full.status, 0);
        const QStringList fields = full.out.trimmed().split(QLatin1Char(' '));
        QCOMPARE(fields.size(), 8);
        QCOMPARE(fields.at(2), QStringLiteral("-1000"));
        QCOMPARE(fields.at(6), QStringLiteral("-1000"));
    }

    // The empty board and its children would take minutes to solve (the run
    // would time out); from the book they are instant and known (Allis 1988:
    // only the centre wins). Positions past the book are still solved.
    void solveWithBookAnswersOpeningsFromIt()
    {
        const Run r = run({QStringLiteral("solve"), QStringLiteral("--book"), QStringLiteral("-a")}, "\n4\n32164625\n");
        QCOMPARE(r.status, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(0), QStringLiteral(" -2 -1 0 1 0 -1 -2"));
        QCOMPARE(lines.at(1), QStringLiteral("4 -4 -2 -2 -1 -2 -2 -4"));  // as c4solver -a gives
        // Past the book: solved, and the best column is the set's score.
        QStringList fields = lines.at(2).split(QLatin1Char(' '));
        QCOMPARE(fields.takeFirst(), QStringLiteral("32164625"));
        QCOMPARE(fields.size(), 7);
        int best = -1000;
        for (const QString& f : fields)
            best = std::max(best, f.toInt());
        QCOMPARE(best, 11);
        const Run plain = run({QStringLiteral("solve"), QStringLiteral("-b")}, "\n32164625\n");
        QCOMPARE(plain.out, QStringLiteral(" 1\n32164625 11\n"));
        // The book is of 7x6: on another board the same moves are solved.
        const QStringList small{QStringLiteral("solve"), QStringLiteral("-a"), QStringLiteral("--size"),
                                QStringLiteral("5x4")};
        const Run withBook = run(small + QStringList{QStringLiteral("--book")}, "\n33\n");
        QCOMPARE(withBook.status, 0);
        QCOMPARE(withBook.out, run(small, "\n33\n").out);
    }

    void solveReportsBadLinesAndGoesOn()
    {
        const Run r = run({QStringLiteral("solve")}, "12x\n32164625\n11111111\n");
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out, QStringLiteral("32164625 11\n"));
        QVERIFY2(r.err.contains(QStringLiteral("line 1: move 3 ('x'): not a number")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("line 3:")) && r.err.contains(QStringLiteral("full")), qPrintable(r.err));
    }

    // --size reaches the solver: scores worked out by hand on boards small
    // enough for that (a win with the k-th stone scores (cells + 1) / 2 + 1 - k).
    void solveOnAnotherBoardSize_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("output");
        // 2x2 connect 2: the first stone threatens two cells, the second
        // stone wins (score 3 - 2 = 1); after it the other side loses.
        QTest::addRow("2x2x2") << "2x2x2" << "\n1\n" << " 1\n1 -1\n";
        QTest::addRow("1x1x1: the first stone wins") << "1x1x1" << "\n" << " 1\n";
        QTest::addRow("7x1x7: nobody can win") << "7x1x7" << "\n1\n" << " 0\n1 0\n";
    }
    void solveOnAnotherBoardSize()
    {
        QFETCH(QString, size);
        QFETCH(QString, input);
        QFETCH(QString, output);
        const Run r = run({QStringLiteral("solve"), QStringLiteral("--size"), size}, input.toUtf8());
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, output);
        // Every column of the empty 2x2x2 board wins the same way.
        if (size == QLatin1String("2x2x2"))
            QCOMPARE(run({QStringLiteral("solve"), QStringLiteral("-a"), QStringLiteral("--size"), size}, "\n").out,
                     QStringLiteral(" 1 1\n"));
    }

    void solveRefusesABadBoardSize()
    {
        const Run bad = run({QStringLiteral("solve"), QStringLiteral("--size"), QStringLiteral("0x6")}, "\n");
        QCOMPARE(bad.status, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--size 0x6")));
    }

    void analyzeJsonHasEveryColumnWithLines()
    {
        const Run r = run({QStringLiteral("analyze"), QStringLiteral("243335424257"), QStringLiteral("--json")});
        QCOMPARE(r.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("complete")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("best")).toObject().value(QStringLiteral("column")).toInt(), 6);
        QCOMPARE(o.value(QStringLiteral("best")).toObject().value(QStringLiteral("score")).toInt(), 12);
        const QJsonArray columns = o.value(QStringLiteral("columns")).toArray();
        QCOMPARE(columns.size(), 7);
        const QJsonArray pv = columns.at(5).toObject().value(QStringLiteral("pv")).toArray();
        QCOMPARE(pv.first().toInt(), 6);
        QCOMPARE(columns.at(5).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("exact"));
    }

    void analyzeTextOnWideBoardWithTimeLimit()
    {
        const Run r = run({QStringLiteral("analyze"), QStringLiteral("10,10"), QStringLiteral("--size"),
                           QStringLiteral("20x12"), QStringLiteral("--time"), QStringLiteral("0.2")});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains(QStringLiteral("estimate")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("best: column")));
    }

    // Each estimate says how deep it was searched; a search that ran every
    // iteration to the end (a depth limit) marks no line as shallower.
    void analyzeGivesEachEstimateItsDepth()
    {
        const QStringList args{QStringLiteral("analyze"), QStringLiteral("6,7,6"), QStringLiteral("--size"),
                               QStringLiteral("12x10x5"), QStringLiteral("--depth"), QStringLiteral("4"),
                               QStringLiteral("--best-move")};
        const Run json = run(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("depth")).toInt(), 4);
        int estimates = 0;
        for (const QJsonValue c : o.value(QStringLiteral("columns")).toArray()) {
            const QJsonObject col = c.toObject();
            if (col.value(QStringLiteral("kind")).toString() == QStringLiteral("exact")) {
                QVERIFY(!col.contains(QStringLiteral("depth")));
                continue;
            }
            ++estimates;
            QCOMPARE(col.value(QStringLiteral("depth")).toInt(), 4);
        }
        QCOMPARE(estimates, 12);
        const Run text = run(args);
        QCOMPARE(text.status, 0);
        QVERIFY2(!text.out.contains(QStringLiteral("(depth")), qPrintable(text.out));
    }

    // With --best-move the columns proved no better than a lost best one
    // say what they are proved to be worth at most ("<= -1 loss in 7",
    // "atMost" in the JSON), which the full analysis bears out. Every
    // column of this 7x6 position loses (Test_L2_R1: -1).
    void analyzeBestMoveShowsTheLossesItProved()
    {
        const QString moves = QStringLiteral("1233722555341451114725221333");
        const Run best = run({QStringLiteral("analyze"), moves, QStringLiteral("--best-move"), QStringLiteral("--json")});
        const Run full = run({QStringLiteral("analyze"), moves, QStringLiteral("--json")});
        QCOMPARE(best.status, 0);
        QCOMPARE(full.status, 0);
        const QJsonArray bestColumns =
            QJsonDocument::fromJson(best.out.toUtf8()).object().value(QStringLiteral("columns")).toArray();
        const QJsonArray fullColumns =
            QJsonDocument::fromJson(full.out.toUtf8()).object().value(QStringLiteral("columns")).toArray();
        int proved = 0;
        for (int c = 0; c < bestColumns.size(); ++c) {
            const QJsonObject col = bestColumns.at(c).toObject();
            if (!col.contains(QStringLiteral("atMost")))
                continue;
            ++proved;
            QCOMPARE(col.value(QStringLiteral("kind")).toString(), QStringLiteral("bound"));
            const int atMost = col.value(QStringLiteral("atMost")).toInt();
            QVERIFY(atMost < 0);
            QVERIFY(fullColumns.at(c).toObject().value(QStringLiteral("score")).toInt() <= atMost);
            QVERIFY2(col.value(QStringLiteral("text")).toString().startsWith(QStringLiteral("<= %1 loss in ").arg(atMost)),
                     qPrintable(best.out));
        }
        QVERIFY2(proved > 0, qPrintable(best.out));
        const Run text = run({QStringLiteral("analyze"), moves, QStringLiteral("--best-move")});
        QCOMPARE(text.status, 0);
        static const QRegularExpression provedLine(QStringLiteral("\\n\\d+ +<= -\\d+ loss in \\d+ +bound "));
        QVERIFY2(text.out.contains(provedLine), qPrintable(text.out));
        QVERIFY2(!text.out.contains(QStringLiteral("-0.99")), qPrintable(text.out));
    }

    void analyzeRejectsBadPosition()
    {
        const Run r = run({QStringLiteral("analyze"), QStringLiteral("48")});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("column 8 is out of range")), qPrintable(r.err));
    }

    void benchPrintsOneLinePerFileAndFailsOnWrongScores()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good"));
        const QString bad = dir.filePath(QStringLiteral("bad"));
        QFile g(good);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("32164625 11\n243335424257 12\n");
        g.close();
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("32164625 10\n");
        b.close();

        const Run ok = run({QStringLiteral("bench"), good});
        QCOMPARE(ok.status, 0);
        static const QRegularExpression line(
            QStringLiteral("^(.*) positions=(\\d+) correct=(\\d+) mean_us=[0-9.]+ mean_nodes=[0-9.]+ knodes_per_s=\\d+\n$"));
        const auto m = line.match(ok.out);
        QVERIFY2(m.hasMatch(), qPrintable(ok.out));
        QCOMPARE(m.captured(1), good);
        QCOMPARE(m.captured(2), QStringLiteral("2"));
        QCOMPARE(m.captured(3), QStringLiteral("2"));

        const Run wrong = run({QStringLiteral("bench"), bad});
        QCOMPARE(wrong.status, 1);
        QVERIFY(wrong.out.contains(QStringLiteral("positions=1 correct=0")));
        QVERIFY2(wrong.err.contains(QStringLiteral("expected 10")), qPrintable(wrong.err));
    }
};

QTEST_GUILESS_MAIN(TestSolveCommands)
#include "tst_solvecommands.moc"
