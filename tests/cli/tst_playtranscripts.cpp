// Whole terminal games compared byte for byte with the transcripts in
// tests/data/transcripts, so that any change to what people see is noticed.
//
// Each transcript is three files: NAME.args (the options, on one line),
// NAME.in (what is typed) and NAME.out (the expected standard output).
// To regenerate the .out files after an intended change of the output, run
//     CONNECT4_UPDATE_TRANSCRIPTS=1 build/tests/tst_playtranscripts
// and review the diff (git diff tests/data/transcripts) before committing.
// The games are chosen so that nothing depends on the engine's timing: two
// humans, or boards where the computer has a single sensible move.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace {

QString transcriptDir()
{
    return QStringLiteral(CONNECT4_SOURCE_DIR "/tests/data/transcripts");
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

}  // namespace

class TestPlayTranscripts : public QObject {
    Q_OBJECT
private slots:
    void outputMatchesTheTranscript_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = QDir(transcriptDir()).entryList({QStringLiteral("*.args")}, QDir::Files, QDir::Name);
        QVERIFY2(names.size() >= 4, "the transcripts are missing");
        for (const QString& file : names) {
            const QString name = file.chopped(5);
            QTest::addRow("%s", qPrintable(name)) << name;
        }
    }
    void outputMatchesTheTranscript()
    {
        QFETCH(QString, name);
        const QString base = transcriptDir() + QLatin1Char('/') + name;
        const QStringList args = QString::fromUtf8(readAll(base + QStringLiteral(".args")))
                                     .simplified()
                                     .split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QByteArray input = readAll(base + QStringLiteral(".in"));
        CliRunner cli;
        const auto r = cli.play(args, input);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));

        if (qEnvironmentVariableIntValue("CONNECT4_UPDATE_TRANSCRIPTS") == 1) {
            QFile out(base + QStringLiteral(".out"));
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(r.out.toUtf8());
            qInfo("rewrote %s.out", qPrintable(name));
            return;
        }
        const QString expected = QString::fromUtf8(readAll(base + QStringLiteral(".out")));
        QVERIFY2(!expected.isEmpty(), qPrintable(QStringLiteral("no %1.out: see the comment at the top").arg(name)));
        if (r.out != expected) {
            // Name the first line that differs; QCOMPARE then shows both.
            const QStringList got = r.out.split(QLatin1Char('\n'));
            const QStringList want = expected.split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < qMax(got.size(), want.size()); ++i) {
                if (got.value(i) != want.value(i)) {
                    QCOMPARE(got.value(i), want.value(i));
                    break;
                }
            }
        }
        QCOMPARE(r.out, expected);
    }

    // Running a transcript twice gives the same bytes: nothing in the output
    // depends on the clock or on an unseeded random choice.
    void transcriptsAreDeterministic()
    {
        const QStringList names = QDir(transcriptDir()).entryList({QStringLiteral("*.args")}, QDir::Files, QDir::Name);
        for (const QString& file : names) {
            const QString base = transcriptDir() + QLatin1Char('/') + file.chopped(5);
            const QStringList args = QString::fromUtf8(readAll(base + QStringLiteral(".args")))
                                         .simplified()
                                         .split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QByteArray input = readAll(base + QStringLiteral(".in"));
            CliRunner a;
            CliRunner b;
            QCOMPARE(a.play(args, input).out, b.play(args, input).out);
        }
    }
};

QTEST_GUILESS_MAIN(TestPlayTranscripts)
#include "tst_playtranscripts.moc"
