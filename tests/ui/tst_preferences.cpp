#include "ui/preferencesdialog.h"
#include "ui/settings.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QTest>

using namespace c4;

class TestPreferences : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("connect4-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_preferences"));
    }
    void init() { QSettings().clear(); }

    void preferencesSurviveARestart()
    {
        Preferences p;
        p.theme = Theme::Choice::Dark;
        p.animation = Preferences::AnimationSpeed::Off;
        p.engineMemoryMiB = 256;
        p.engineThreads = 5;
        p.moveTimeMs = 2500;
        p.language = QStringLiteral("fr");
        p.showColumnScores = false;
        Settings::setPreferences(p);
        QVERIFY(Settings::preferences() == p);
        QCOMPARE(Settings::preferences().animationMs(), 0);
    }

    void editedSettingsFileCannotGiveBadValues()
    {
        QSettings s;
        s.setValue(QStringLiteral("preferences/theme"), 17);
        s.setValue(QStringLiteral("preferences/engineMemoryTotalMiB"), -5);
        s.setValue(QStringLiteral("preferences/moveTimeMs"), QStringLiteral("soon"));
        s.setValue(QStringLiteral("preferences/engineThreads"), 100000);
        s.setValue(QStringLiteral("preferences/language"), QStringLiteral("xx"));
        s.setValue(QStringLiteral("newGame/width"), 500);
        s.setValue(QStringLiteral("newGame/connect"), 0);
        s.setValue(QStringLiteral("newGame/player1/level"), 99);
        const Preferences p = Settings::preferences();
        QCOMPARE(p.theme, Theme::Choice::System);  // an unknown choice falls back to the default
        QCOMPARE(p.engineMemoryMiB, Preferences::kMinMemoryMiB);
        QCOMPARE(p.engineThreads, Preferences::kMaxThreads);
        QCOMPARE(p.moveTimeMs, Preferences{}.moveTimeMs);
        QVERIFY(p.language.isEmpty());
        const GameSetup setup = Settings::lastSetup();
        QVERIFY(setup.spec.isValid());
        QCOMPARE(setup.players[1].level, PlayerSetup::kMaxLevel);
    }

    // Earlier versions saved one engine's table size; the preference is now
    // the total for both engines, so an old value counts twice.
    void oldEngineMemorySettingBecomesTheTotal()
    {
        QSettings s;
        s.setValue(QStringLiteral("preferences/engineMemoryMiB"), 96);
        QCOMPARE(Settings::preferences().engineMemoryMiB, 192);
        Settings::setPreferences(Settings::preferences());
        QVERIFY(!QSettings().contains(QStringLiteral("preferences/engineMemoryMiB")));
        QCOMPARE(Settings::preferences().engineMemoryMiB, 192);
    }

    void recentFilesAreMostRecentFirstWithoutDuplicates()
    {
        QTemporaryFile a, b;
        QVERIFY(a.open() && b.open());
        Settings::addRecentFile(a.fileName());
        Settings::addRecentFile(b.fileName());
        Settings::addRecentFile(a.fileName());
        Settings::addRecentFile(QStringLiteral("/no/such/file.c4game"));
        const QStringList files = Settings::recentFiles();
        QCOMPARE(files.size(), 2);  // the missing file is not offered
        QCOMPARE(files[0], QFileInfo(a.fileName()).absoluteFilePath());
        QCOMPARE(files[1], QFileInfo(b.fileName()).absoluteFilePath());
        Settings::clearRecentFiles();
        QVERIFY(Settings::recentFiles().isEmpty());
    }

    void lastNewGameChoicesAreRemembered()
    {
        GameSetup setup;
        setup.spec = {12, 10, 5};
        setup.players = {PlayerSetup::computer(QStringLiteral("A"), 3), PlayerSetup::human(QStringLiteral("B"))};
        setup.firstPlayer = GameSetup::kRandomFirst;
        setup.timeControl = TimeControl::clock(120'000, 3000);
        Settings::setLastSetup(setup);
        const GameSetup back = Settings::lastSetup();
        QCOMPARE(back.spec, setup.spec);
        QVERIFY(back.players == setup.players);
        QCOMPARE(back.firstPlayer, setup.firstPlayer);
        QVERIFY(back.timeControl == setup.timeControl);
    }

    // Level 10's default time has one truth (SkillLevel): the program, this
    // dialog and the README say the same.
    void defaultTimeIsEachLevelsOwn()
    {
        QCOMPARE(Preferences{}.moveTimeMs, 0);
        PreferencesDialog dialog;
        dialog.setPreferences(Preferences{});
        auto* time = dialog.findChild<QDoubleSpinBox*>();
        QVERIFY(time);
        QCOMPARE(time->text(), time->specialValueText());
        QVERIFY2(time->text().contains(QStringLiteral("level 10: up to 5 s")), qPrintable(time->text()));
        QCOMPARE(dialog.preferences().moveTimeMs, 0);
    }

    void dialogShowsAndReturnsThePreferences_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("theme");
        QTest::addRow("system language, light") << QString() << int(Theme::Choice::Light);
        QTest::addRow("German, dark") << QStringLiteral("de") << int(Theme::Choice::Dark);
        QTest::addRow("Spanish, system theme") << QStringLiteral("es") << int(Theme::Choice::System);
    }
    void dialogShowsAndReturnsThePreferences()
    {
        QFETCH(QString, language);
        QFETCH(int, theme);
        Preferences p;
        p.language = language;
        p.theme = Theme::Choice(theme);
        p.animation = Preferences::AnimationSpeed::Slow;
        p.engineMemoryMiB = 512;
        p.engineThreads = 7;
        p.moveTimeMs = 1500;
        p.showColumnScores = false;
        PreferencesDialog dialog;
        dialog.setPreferences(p);
        QVERIFY(dialog.preferences() == p);
        QCOMPARE(dialog.languageBox()->count(), 5);
        // Switching the language retranslates the dialog, not the choices.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&dialog, &change);
        QVERIFY(dialog.preferences() == p);
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
