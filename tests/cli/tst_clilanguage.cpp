// connect4-cli speaks the language of the window's catalogs: the system's
// (LANGUAGE first, then LC_ALL, LC_MESSAGES, LANG) or --lang's.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// connect4-cli with these arguments, under exactly these locale variables
// (every other locale variable removed), `input` on stdin.
Run cli(const QStringList& args, const QStringList& localeVariables = {}, const QByteArray& input = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        env.remove(QString::fromLatin1(name));
    for (const QString& variable : localeVariables)
        env.insert(variable.section(QLatin1Char('='), 0, 0), variable.section(QLatin1Char('='), 1));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CONNECT4_BINARY_DIR "/bin/connect4-cli"), args);
    Run r;
    if (!process.waitForStarted(10000))
        return r;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(30000))
        return r;
    r.exitCode = process.exitCode();
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

}  // namespace

class TestCliLanguage : public QObject {
    Q_OBJECT
private slots:
    // Each row: the command line, the environment, a line of the help in
    // the language expected, and its English source (which must be absent
    // unless English is expected).
    void helpFollowsTheLanguage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("environment");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("english");
        const QString weakDe = QStringLiteral("Nur Sieg/Remis/Niederlage: Werte 1, 0, -1.");
        const QString weakEn = QStringLiteral("Only win/draw/loss: scores 1, 0, -1.");
        QTest::addRow("LANGUAGE=de under LANG=C") << QStringList{"solve", "--help"}
                                                  << QStringList{"LANG=C", "LANGUAGE=de"} << weakDe << weakEn;
        QTest::addRow("LANG=de_DE.UTF-8") << QStringList{"solve", "--help"} << QStringList{"LANG=de_DE.UTF-8"}
                                          << weakDe << weakEn;
        QTest::addRow("LC_ALL=fr_FR.UTF-8 over LANG=de") << QStringList{"solve", "--help"}
                                                         << QStringList{"LANG=de_DE.UTF-8", "LC_ALL=fr_FR.UTF-8"}
                                                         << QStringLiteral("Seulement victoire/nulle/défaite")
                                                         << weakEn;
        QTest::addRow("--lang de before the command") << QStringList{"--lang", "de", "solve", "--help"}
                                                      << QStringList{"LANG=C"} << weakDe << weakEn;
        QTest::addRow("--lang=es after the command") << QStringList{"solve", "--help", "--lang=es"}
                                                     << QStringList{"LANG=C"}
                                                     << QStringLiteral("Solo victoria/empate/derrota: puntuaciones 1, 0, -1.")
                                                     << weakEn;
        QTest::addRow("--lang en over LANGUAGE=de") << QStringList{"--lang", "en", "solve", "--help"}
                                                    << QStringList{"LANGUAGE=de"} << weakEn << QString();
        QTest::addRow("LANG=C is English") << QStringList{"solve", "--help"} << QStringList{"LANG=C"} << weakEn
                                           << QString();
        QTest::addRow("no locale at all is English") << QStringList{"solve", "--help"} << QStringList{} << weakEn
                                                     << QString();
        // One string of each kind of code path: the dispatcher, a command's
        // parser class, a free function, a terminal-game member.
        QTest::addRow("commands list, German") << QStringList{"--help"} << QStringList{"LANGUAGE=de"}
                                               << QStringLiteral("  play     eine Partie im Terminal spielen")
                                               << QStringLiteral("play a game in the terminal");
        QTest::addRow("play options, German") << QStringList{"play", "--help"} << QStringList{"LANGUAGE=de"}
                                              << QStringLiteral("Anzahl der Spalten") << QStringLiteral("Number of columns");
        QTest::addRow("match options, French") << QStringList{"match", "--help", "--lang", "fr"} << QStringList{}
                                               << QStringLiteral("parties à jouer")
                                               << QStringLiteral("games to play");
        QTest::addRow("analyze options, Spanish") << QStringList{"analyze", "--help"} << QStringList{"LANGUAGE=es"}
                                                  << QStringLiteral("Escribir JSON en lugar de texto.")
                                                  << QStringLiteral("Write JSON instead of text.");
        QTest::addRow("Qt's own help line, German") << QStringList{"solve", "--help"} << QStringList{"LANGUAGE=de"}
                                                    << QStringLiteral("Zeigt Hilfe zu den Kommandozeilenoptionen an.")
                                                    << QStringLiteral("Displays help on commandline options.");
    }
    void helpFollowsTheLanguage()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, environment);
        QFETCH(QString, expected);
        QFETCH(QString, english);
        const Run r = cli(args, environment);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
        if (!english.isEmpty())
            QVERIFY2(!r.out.contains(english), qPrintable(r.out));
    }

    // Messages other than help, one from each part of the program: the
    // play command, its option parser, another command, the terminal game.
    void messagesFollowTheLanguage()
    {
        const Run size = cli({"play", "--size", "9"}, {"LANGUAGE=de"});
        QCOMPARE(size.exitCode, 2);
        QVERIFY2(size.err.contains(QStringLiteral("Siehe „connect4-cli play --help“.")), qPrintable(size.err));
        const Run level = cli({"play", "--level", "11"}, {"LANGUAGE=de"});
        QCOMPARE(level.exitCode, 2);
        QVERIFY2(level.err.contains(QStringLiteral("--level: 11 liegt nicht im Bereich 1–10")), qPrintable(level.err));
        const Run move = cli({"--lang", "fr", "move", "4453", "--level", "11"});
        QCOMPARE(move.exitCode, 2);
        QVERIFY2(move.err.contains(QStringLiteral("--level : 11 est hors de l'intervalle 1-10")),
                 qPrintable(move.err));
        // The engine's move-string problems too (worded by the app layer).
        const Run moves = cli({"--lang", "de", "move", "448"});
        QCOMPARE(moves.exitCode, 2);
        QVERIFY2(moves.err.contains(QStringLiteral("Zug 3 („8“): Spalte 8 liegt nicht im Bereich 1–7")), qPrintable(moves.err));
        // The program's own messages before any command runs.
        const Run unknown = cli({"bogus"}, {"LANGUAGE=fr"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("connect4-cli : commande inconnue « bogus »")), qPrintable(unknown.err));
        const Run noCatalog = cli({"--lang", "ja", "solve"}, {"LANGUAGE=de"});
        QCOMPARE(noCatalog.exitCode, 2);
        QVERIFY2(noCatalog.err.contains(QStringLiteral("--lang: keine Übersetzung für „ja“")), qPrintable(noCatalog.err));
        const Run load = cli({"--lang", "de", "play", "--load", "/nonexistent/g.c4game"});
        QCOMPARE(load.exitCode, 2);
        QVERIFY2(load.err.startsWith(QStringLiteral("connect4-cli play: /nonexistent/g.c4game kann nicht geladen werden: ")),
                 qPrintable(load.err));
        const Run game = cli({"play", "--players", "human,human", "--no-color"}, {"LANGUAGE=de"}, "h\n");
        QCOMPARE(game.exitCode, 0);
        QVERIFY2(game.out.contains(QStringLiteral("einen Stein in diese Spalte werfen")), qPrintable(game.out));
    }

    void unknownLanguageIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("no such language") << QStringList{"--lang", "xx", "solve"};
        QTest::addRow("a language without a catalog") << QStringList{"--lang=ja", "--help"};
        QTest::addRow("no code") << QStringList{"solve", "--lang"};
    }
    void unknownLanguageIsRefused()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("en, de, es, fr")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void languageDoesNotChangeMachineOutput()
    {
        // Scripts read solve's numbers whatever the language.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(CONNECT4_BINARY_DIR "/bin/connect4-cli"), {"solve", "--book", "-a"});
        QVERIFY(process.waitForStarted(10000));
        process.write("\n4453\n");
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()).section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral(" -2 -1 0 1 0 -1 -2"));
    }

    // Every context the code translates with must be a context of the
    // catalogs, or its strings are never found at run time (lupdate files a
    // free tr() helper under the enclosing namespace, not under the helper's
    // own context string).
    void everyContextTheCodeUsesIsInTheCatalogs()
    {
        QFile ts(QStringLiteral(CONNECT4_SOURCE_DIR "/translations/connect4_de.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QSet<QString> catalog;
        const QRegularExpression name(QStringLiteral("<name>([^<]+)</name>"));
        for (const auto& m : name.globalMatch(QString::fromUtf8(ts.readAll())))
            catalog.insert(m.captured(1));
        const QRegularExpression used(
            QStringLiteral("(?:translate|QT_TRANSLATE_NOOP)\\(\"([^\"]+)\"|Q_DECLARE_TR_FUNCTIONS\\((\\w+)\\)"));
        int contexts = 0;
        for (const char* folder : {"app", "ui", "cli"}) {
            QDirIterator it(QStringLiteral(CONNECT4_SOURCE_DIR "/") + QLatin1String(folder), {"*.cpp", "*.h"},
                            QDir::Files);
            while (it.hasNext()) {
                QFile source(it.next());
                QVERIFY(source.open(QIODevice::ReadOnly));
                for (const auto& m : used.globalMatch(QString::fromUtf8(source.readAll()))) {
                    const QString context = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
                    ++contexts;
                    QVERIFY2(catalog.contains(context),
                             qPrintable(QStringLiteral("%1 translates in context '%2', which the catalogs lack")
                                            .arg(QDir(CONNECT4_SOURCE_DIR).relativeFilePath(source.fileName()), context)));
                }
            }
        }
        QVERIFY(contexts > 20);
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
