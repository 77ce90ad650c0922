// What the programs say about themselves: --version prints the version of
// CMake's project(), with no display needed, and the man pages describe
// every command and option that --help lists (so a new option without its
// man page entry fails here).
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

QString binary(const QString& program)
{
    return QStringLiteral(CONNECT4_BINARY_DIR "/bin/") + program;
}

// Standard output of a program run in English without any display: no
// DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM.
QString output(const QString& program, const QStringList& args, int* exitCode = nullptr)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LC_ALL", "LC_MESSAGES", "LANG"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(binary(program), args);
    if (!process.waitForStarted(10000) || !process.waitForFinished(30000))
        return {};
    if (exitCode)
        *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The roff source of a man page as CMake configured it.
QString manPage(const QString& program)
{
    QFile file(QStringLiteral(CONNECT4_BINARY_DIR "/resources/man/%1.6").arg(program));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The commands `connect4-cli --help` lists under "Commands:".
QStringList cliCommands()
{
    QStringList commands;
    const QRegularExpression line(QStringLiteral(R"(^  ([a-z]+) +\S)"), QRegularExpression::MultilineOption);
    const QString help = output(QStringLiteral("connect4-cli"), {QStringLiteral("--help")});
    for (const auto& m : line.globalMatch(help.section(QStringLiteral("Commands:"), 1)))
        commands << m.captured(1);
    return commands;
}

}  // namespace

class TestProgramDocs : public QObject {
    Q_OBJECT
private slots:
    void versionIsTheProjectVersion_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("option");
        QTest::addRow("connect4-cli --version") << "connect4-cli" << "--version";
        QTest::addRow("connect4-cli -v") << "connect4-cli" << "-v";
        QTest::addRow("connect4 --version, no display") << "connect4" << "--version";
        QTest::addRow("connect4 -v, no display") << "connect4" << "-v";
    }
    void versionIsTheProjectVersion()
    {
        QFETCH(QString, program);
        QFETCH(QString, option);
        int exitCode = -1;
        QCOMPARE(output(program, {option}, &exitCode), program + QStringLiteral(" " CONNECT4_PROJECT_VERSION "\n"));
        QCOMPARE(exitCode, 0);
    }

    void windowHelpNeedsNoDisplay()
    {
        int exitCode = -1;
        const QString help = output(QStringLiteral("connect4"), {QStringLiteral("--help")}, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(help.contains(QStringLiteral("--position <MOVES>")), qPrintable(help));
    }

    void manPagesNameTheProjectVersion_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addRow("connect4(6)") << "connect4";
        QTest::addRow("connect4-cli(6)") << "connect4-cli";
    }
    void manPagesNameTheProjectVersion()
    {
        QFETCH(QString, program);
        const QString page = manPage(program);
        QVERIFY2(page.contains(QRegularExpression(QStringLiteral(R"(^\.TH \S+ 6 "[0-9-]+" "connect4 )" CONNECT4_PROJECT_VERSION
                                                                 R"(" "Games")"),
                                                  QRegularExpression::MultilineOption)),
                 qPrintable(page.left(400)));
    }

    void cliManPageHasASectionPerCommand()
    {
        const QStringList commands = cliCommands();
        QVERIFY(commands.size() >= 7);
        const QString page = manPage(QStringLiteral("connect4-cli"));
        for (const QString& command : commands)
            QVERIFY2(page.contains(QStringLiteral("\n.SS %1 \\- ").arg(command)),
                     qPrintable(QStringLiteral("connect4-cli(6) has no section '.SS %1 \\- ...'").arg(command)));
    }

    // One row per program and per command that --help lists: every option
    // its --help shows appears in the man page (as roff writes it: \-\-size).
    void manPageNamesEveryOption_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addRow("connect4") << "connect4" << QStringList{"--help"};
        QTest::addRow("connect4-cli") << "connect4-cli" << QStringList{"--help"};
        for (const QString& command : cliCommands())
            QTest::addRow("connect4-cli %s", qPrintable(command)) << "connect4-cli" << QStringList{command, "--help"};
    }
    void manPageNamesEveryOption()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        int exitCode = -1;
        const QString help = output(program, args, &exitCode);
        QCOMPARE(exitCode, 0);
        const QString page = manPage(program);
        QVERIFY(!page.isEmpty());
        // Options are "  -w, --weak  ..." lines; options named in prose count too.
        const QRegularExpression option(QStringLiteral(R"((?<![\w-])(--?[a-z][a-z0-9-]*))"));
        QStringList options;
        for (const auto& m : option.globalMatch(help))
            options << m.captured(1);
        options.removeDuplicates();
        QVERIFY2(options.contains(QStringLiteral("--help")), qPrintable(help));
        for (const QString& name : std::as_const(options)) {
            QString roff = name;
            roff.replace(QLatin1Char('-'), QStringLiteral("\\-"));
            QVERIFY2(page.contains(roff), qPrintable(QStringLiteral("%1(6) lacks %2 (%3)")
                                                         .arg(program, name, args.join(QLatin1Char(' ')))));
        }
    }
};

QTEST_GUILESS_MAIN(TestProgramDocs)
#include "tst_programdocs.moc"
