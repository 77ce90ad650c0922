#include "app/language.h"
#include "ui/analysispanel.h"
#include "ui/scoretext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace c4;

namespace {

struct TsCheck {
    int messages = 0;
    QStringList problems;  // "context: source" of entries that are not finished
};

// Reads a Qt Linguist .ts file: every message needs a finished, non-empty
// translation (each plural form included); vanished or obsolete entries are
// reported too, since lupdate marks strings the code no longer has that way.
TsCheck checkTs(const QString& path)
{
    TsCheck check;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        check.problems << QStringLiteral("cannot open %1").arg(path);
        return check;
    }
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            ++check.messages;
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            QString text;
            bool emptyForm = false;
            // Plural messages hold <numerusform> children.
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    const QString form = xml.readElementText();
                    emptyForm = emptyForm || form.trimmed().isEmpty();
                    text += form;
                }
            }
            if (!type.isEmpty() || text.trimmed().isEmpty() || emptyForm)
                check.problems << QStringLiteral("%1: \"%2\" (%3)").arg(context, source, type.isEmpty() ? "empty" : type);
        }
    }
    if (xml.hasError())
        check.problems << QStringLiteral("%1: XML error %2").arg(path, xml.errorString());
    return check;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void everyEntryIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("German") << "de";
        QTest::addRow("French") << "fr";
        QTest::addRow("Spanish") << "es";
        QTest::addRow("English plurals") << "en";
    }
    void everyEntryIsTranslated()
    {
        QFETCH(QString, language);
        const QString path = QStringLiteral(CONNECT4_SOURCE_DIR "/translations/connect4_%1.ts").arg(language);
        const TsCheck check = checkTs(path);
        QVERIFY2(check.problems.isEmpty(), qPrintable(check.problems.join(QLatin1Char('\n'))));
        // English holds only the strings with plural forms.
        const int fewest = language == QLatin1String("en") ? 5 : 20;
        QVERIFY2(check.messages > fewest, qPrintable(QStringLiteral("%1 holds %2 messages").arg(path).arg(check.messages)));
    }

    // English is the source language, but "%n moves" needs its singular.
    void englishSaysOneMoveNotOneMoves()
    {
        QVERIFY(Language::apply(QStringLiteral("en")));
        QCOMPARE(ScoreText::explanation(Score::exact(18), BoardSpec::standard(), 6),
                 QStringLiteral("Yellow can force a win in 1 move"));
        QCOMPARE(ScoreText::explanation(Score::exact(17), BoardSpec::standard(), 6),
                 QStringLiteral("Yellow can force a win in 2 moves"));
        QCOMPARE(Language::available().count(QStringLiteral("en")), 1);
        // The catalog holds plural forms only: every other string stays the source's.
        QCOMPARE(ScoreText::words(Score::exact(0), BoardSpec::standard(), 0), QStringLiteral("draw"));
    }

    // The catalogs hold every string of the code: lupdate (as
    // translations/update.sh runs it) refreshes a copy of one catalog, and
    // the copy must have no new, unfinished entry.
    void catalogsHoldEveryStringOfTheCode()
    {
        const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
        if (!QFileInfo::exists(lupdate))
            QSKIP("lupdate is not installed (qt6-l10n-tools, scripts/setup.sh installs it)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("connect4_de.ts"));
        QVERIFY(QFile::copy(QStringLiteral(CONNECT4_SOURCE_DIR "/translations/connect4_de.ts"), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess process;
        process.setWorkingDirectory(QStringLiteral(CONNECT4_SOURCE_DIR));
        process.start(lupdate, {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                                QStringLiteral("-source-language"), QStringLiteral("en"),
                                QStringLiteral("-target-language"), QStringLiteral("de"), QStringLiteral("-I"),
                                QStringLiteral("."), QStringLiteral("-I"), QStringLiteral("engine"),
                                QStringLiteral("ui"), QStringLiteral("app"), QStringLiteral("cli"),
                                QStringLiteral("-ts"), copy});
        QVERIFY(process.waitForFinished(120'000));
        QCOMPARE(process.exitCode(), 0);
        const TsCheck check = checkTs(copy);
        QVERIFY2(check.problems.isEmpty(),
                 qPrintable(QStringLiteral("run translations/update.sh and translate:\n")
                            + check.problems.join(QLatin1Char('\n'))));
    }

    void compiledTranslationsAreEmbedded_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("German") << "de";
        QTest::addRow("French") << "fr";
        QTest::addRow("Spanish") << "es";
    }
    void compiledTranslationsAreEmbedded()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/connect4_%1.qm").arg(language)));
        QVERIFY(!translator.isEmpty());
    }

    void loadingGermanTranslatesTheWidgets()
    {
        AnalysisPanel panel;
        const auto startButton = [&panel]() -> QString {
            for (auto* button : panel.findChildren<QPushButton*>())
                if (button->isEnabled())
                    return button->text();
            return {};
        };
        QCOMPARE(ScoreText::words(Score::exact(0), BoardSpec::standard(), 0), QStringLiteral("draw"));
        QCOMPARE(startButton(), QStringLiteral("&Start analysis"));

        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/connect4_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        QCOMPARE(ScoreText::words(Score::exact(0), BoardSpec::standard(), 0), QStringLiteral("Remis"));
        QCOMPARE(ScoreText::playerName(Player::Second), QStringLiteral("Rot"));
        // Installing a translator sends LanguageChange: open widgets follow.
        QCoreApplication::processEvents();
        QCOMPARE(startButton(), QStringLiteral("Analyse s&tarten"));
        QVERIFY(panel.sideText().startsWith(QStringLiteral("Bewertungen für Gelb")));

        QCoreApplication::removeTranslator(&german);
        QCoreApplication::processEvents();
        QCOMPARE(startButton(), QStringLiteral("&Start analysis"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
