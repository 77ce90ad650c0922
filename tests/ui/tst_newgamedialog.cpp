#include "ui/newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <algorithm>

using namespace c4;

namespace {

QPushButton* okButton(const NewGameDialog& dialog)
{
    return dialog.buttons()->button(QDialogButtonBox::Ok);
}

}  // namespace

class TestNewGameDialog : public QObject {
    Q_OBJECT
private slots:
    void startsWithTheStandardGame()
    {
        NewGameDialog dialog;
        QCOMPARE(dialog.setup().spec, BoardSpec::standard());
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(dialog.problemLabel()->isHidden());
    }

    // A screen reader names every field: by a label whose buddy it is, or
    // by its own name (the rows box shares the size label with the columns).
    void everyNumberFieldHasAName()
    {
        NewGameDialog dialog;
        const QList<QLabel*> labels = dialog.findChildren<QLabel*>();
        for (const QSpinBox* box : dialog.findChildren<QSpinBox*>()) {
            const bool labelled = std::any_of(labels.begin(), labels.end(),
                                              [box](const QLabel* label) { return label->buddy() == box; });
            QVERIFY2(labelled || !box->accessibleName().isEmpty(), qPrintable(box->objectName()));
        }
    }

    void refusesBoardsThatCannotBePlayed_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("connect");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("no columns") << 0 << 6 << 4 << "columns";
        QTest::addRow("41 columns") << 41 << 6 << 4 << "columns";
        QTest::addRow("no rows") << 7 << 0 << 4 << "rows";
        QTest::addRow("41 rows") << 7 << 41 << 4 << "rows";
        QTest::addRow("connect 0") << 7 << 6 << 0 << "Connect";
        QTest::addRow("connect 41") << 7 << 6 << 41 << "Connect";
    }
    void refusesBoardsThatCannotBePlayed()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, connect);
        QFETCH(QString, mentions);
        NewGameDialog dialog;
        dialog.show();
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        dialog.widthBox()->setValue(width);
        dialog.heightBox()->setValue(height);
        dialog.connectBox()->setValue(connect);
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(dialog.problemLabel()->isVisible());
        QVERIFY2(dialog.problemLabel()->text().contains(mentions), qPrintable(dialog.problemLabel()->text()));
        QCOMPARE(dialog.problemLabel()->text().contains(dialog.problem()), true);
        // Even Enter in the dialog does not accept it.
        QTest::keyClick(&dialog, Qt::Key_Return);
        QCOMPARE(accepted.size(), 0);

        // Fixing the field clears the explanation and enables OK.
        dialog.widthBox()->setValue(7);
        dialog.heightBox()->setValue(6);
        dialog.connectBox()->setValue(4);
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.problemLabel()->isHidden());
    }

    // A connect longer than both sides was refused here, though the
    // command line and game files take it (every game is a draw), so the
    // dialog opened over such a game with Start disabled. It warns instead.
    void warnsOfABoardNobodyCanWinButStartsIt_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("connect");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("connect 8 on 7x6") << 7 << 6 << 8 << "at most 7";
        QTest::addRow("connect 3 on 1x2") << 1 << 2 << 3 << "at most 2";
    }
    void warnsOfABoardNobodyCanWinButStartsIt()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, connect);
        QFETCH(QString, mentions);
        NewGameDialog dialog;
        dialog.show();
        GameSetup setup;
        setup.spec = BoardSpec{width, height, connect};
        dialog.setSetup(setup);  // as over a running game on that board
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(dialog.problemLabel()->isVisible());
        QVERIFY2(dialog.problemLabel()->text().contains("nobody can win")
                     && dialog.problemLabel()->text().contains(mentions),
                 qPrintable(dialog.problemLabel()->text()));
        QCOMPARE(dialog.setup().spec, (BoardSpec{width, height, connect}));
        dialog.connectBox()->setValue(1);
        QVERIFY(dialog.problemLabel()->isHidden());
    }

    void acceptsEveryPlayableSizeUpTo40_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("connect");
        QTest::addRow("1x1 connect 1") << 1 << 1 << 1;
        QTest::addRow("40x40 connect 40") << 40 << 40 << 40;
        QTest::addRow("40x1 connect 3") << 40 << 1 << 3;
        QTest::addRow("12x10 connect 5") << 12 << 10 << 5;
    }
    void acceptsEveryPlayableSizeUpTo40()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, connect);
        NewGameDialog dialog;
        dialog.widthBox()->setValue(width);
        dialog.heightBox()->setValue(height);
        dialog.connectBox()->setValue(connect);
        QVERIFY2(okButton(dialog)->isEnabled(), qPrintable(dialog.problem()));
        QCOMPARE(dialog.setup().spec, (BoardSpec{width, height, connect}));
    }

    void presetFillsTheBoardAndEditingShowsCustom()
    {
        NewGameDialog dialog;
        QComboBox* preset = dialog.presetBox();
        int index = -1;
        for (int i = 0; i < preset->count(); ++i)
            if (preset->itemText(i).contains(QLatin1String("12")) && preset->itemText(i).contains(QLatin1String("5")))
                index = i;
        QVERIFY(index >= 0);
        preset->setCurrentIndex(index);
        emit preset->activated(index);
        QCOMPARE(dialog.setup().spec, (BoardSpec{12, 10, 5}));
        dialog.connectBox()->setValue(6);
        QCOMPARE(preset->currentIndex(), preset->count() - 1);  // Custom
        dialog.widthBox()->setValue(7);
        dialog.heightBox()->setValue(6);
        dialog.connectBox()->setValue(4);
        QCOMPARE(preset->currentIndex(), 0);  // the standard game
    }

    void levelIsOnlyAskedOfComputers()
    {
        NewGameDialog dialog;
        dialog.kindBox(0)->setCurrentIndex(0);
        QVERIFY(!dialog.levelBox(0)->isEnabled());
        dialog.kindBox(0)->setCurrentIndex(1);
        QVERIFY(dialog.levelBox(0)->isEnabled());
        dialog.levelBox(0)->setValue(9);
        QCOMPARE(dialog.setup().players[0].kind, PlayerKind::Computer);
        QCOMPARE(dialog.setup().players[0].level, 9);
        QCOMPARE(dialog.levelBox(0)->minimum(), 1);
        QCOMPARE(dialog.levelBox(0)->maximum(), 10);
    }

    void setupComesBackAsItWasGiven_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("timeKind");
        QTest::addRow("player 2 starts, per move") << 1 << int(TimeControl::Kind::TimePerMove);
        QTest::addRow("random start, clock") << int(GameSetup::kRandomFirst) << int(TimeControl::Kind::Clock);
        QTest::addRow("player 1 starts, no clock") << 0 << int(TimeControl::Kind::None);
    }
    void setupComesBackAsItWasGiven()
    {
        QFETCH(int, first);
        QFETCH(int, timeKind);
        GameSetup setup;
        setup.spec = {9, 7, 4};
        setup.players = {PlayerSetup::computer(QStringLiteral("Deep"), 8), PlayerSetup::human(QStringLiteral("Eve"))};
        setup.firstPlayer = first;
        setup.timeControl = timeKind == int(TimeControl::Kind::TimePerMove) ? TimeControl::perMove(15'000)
            : timeKind == int(TimeControl::Kind::Clock)                     ? TimeControl::clock(10 * 60'000, 5000)
                                                                            : TimeControl::none();
        NewGameDialog dialog;
        dialog.setSetup(setup);
        const GameSetup back = dialog.setup();
        QCOMPARE(back.spec, setup.spec);
        QVERIFY(back.players == setup.players);
        QCOMPARE(back.firstPlayer, setup.firstPlayer);
        QVERIFY(back.timeControl == setup.timeControl);
    }

    // A time control chosen in a dialog that was given none starts from
    // sensible times (it was 1 s a move: lost before the first move).
    void aTimeControlChosenLaterStartsFromSensibleTimes_data()
    {
        QTest::addColumn<int>("timeKind");
        QTest::addColumn<qint64>("startMs");
        QTest::addRow("per move") << int(TimeControl::Kind::TimePerMove) << TimeControl::kDefaultMoveMs;
        QTest::addRow("clock") << int(TimeControl::Kind::Clock) << TimeControl::kDefaultClockMs;
    }
    void aTimeControlChosenLaterStartsFromSensibleTimes()
    {
        QFETCH(int, timeKind);
        QFETCH(qint64, startMs);
        GameSetup setup;
        setup.timeControl = TimeControl::none();
        NewGameDialog dialog;
        dialog.setSetup(setup);
        dialog.timeKindBox()->setCurrentIndex(timeKind);
        const TimeControl chosen = dialog.setup().timeControl;
        QCOMPARE(int(chosen.kind), timeKind);
        QCOMPARE(chosen.startMs(), startMs);
    }

    void retranslatingKeepsEveryChoice()
    {
        GameSetup setup;
        setup.spec = {12, 10, 5};
        setup.players = {PlayerSetup::human(QStringLiteral("Ann")), PlayerSetup::computer(QStringLiteral("Bot"), 7)};
        setup.firstPlayer = GameSetup::kRandomFirst;
        setup.timeControl = TimeControl::clock(3 * 60'000, 2000);
        NewGameDialog dialog;
        dialog.setSetup(setup);
        const int preset = dialog.presetBox()->currentIndex();
        const int presets = dialog.presetBox()->count();
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&dialog, &change);
        const GameSetup back = dialog.setup();
        QCOMPARE(back.spec, setup.spec);
        QVERIFY(back.players == setup.players);
        QCOMPARE(back.firstPlayer, setup.firstPlayer);
        QVERIFY(back.timeControl == setup.timeControl);
        QCOMPARE(dialog.presetBox()->currentIndex(), preset);
        QCOMPARE(dialog.kindBox(0)->count(), 2);
        QCOMPARE(dialog.presetBox()->count(), presets);
    }

    // An empty name stays empty (the game names the player in the language
    // of the moment); the placeholder shows the name the game will use.
    // Before, "Player 1" or "Computer" was stored as a real name: it stayed
    // English after a change of language, and a seat switched to the
    // computer kept "Player 1".
    void emptyNamesStayEmptyAndShowTheirDefault()
    {
        NewGameDialog dialog;
        GameSetup setup;
        setup.players = {PlayerSetup::human(QString()), PlayerSetup::computer(QString(), 3)};
        dialog.setSetup(setup);
        QCOMPARE(dialog.setup().players[0].name, QString());
        QCOMPARE(dialog.setup().players[1].name, QString());
        QCOMPARE(dialog.nameEdit(0)->placeholderText(), QStringLiteral("You"));
        QCOMPARE(dialog.nameEdit(1)->placeholderText(), QStringLiteral("Computer"));
        dialog.kindBox(1)->setCurrentIndex(0);  // two people
        QCOMPARE(dialog.nameEdit(0)->placeholderText(), QStringLiteral("Player 1"));
        QCOMPARE(dialog.nameEdit(1)->placeholderText(), QStringLiteral("Player 2"));
        // A default an older version stored as a name is a placeholder again.
        setup.players = {PlayerSetup::human(QStringLiteral("You")), PlayerSetup::computer(QStringLiteral("Computer"), 3)};
        dialog.setSetup(setup);
        QCOMPARE(dialog.nameEdit(0)->text(), QString());
        QCOMPARE(dialog.nameEdit(1)->text(), QString());
        // A default typed in follows the seat's kind.
        dialog.nameEdit(1)->setText(QStringLiteral("Computer"));
        dialog.kindBox(1)->setCurrentIndex(0);
        QCOMPARE(dialog.nameEdit(1)->text(), QString());
        QVERIFY(dialog.setup().players[1].isHuman());
        QCOMPARE(dialog.setup().players[1].name, QString());
        // A real name stays.
        dialog.nameEdit(0)->setText(QStringLiteral("Ann"));
        dialog.kindBox(0)->setCurrentIndex(1);
        QCOMPARE(dialog.setup().players[0].name, QStringLiteral("Ann"));
    }
};

QTEST_MAIN(TestNewGameDialog)
#include "tst_newgamedialog.moc"
