#include "app/game.h"
#include "app/gamerecord.h"
#include "app/gametally.h"
#include "engine/notation.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace c4;

namespace {

GameSetup setupOf(PlayerSetup first, PlayerSetup second, BoardSpec spec = BoardSpec::standard())
{
    GameSetup setup;
    setup.spec = spec;
    setup.players = {first, second};
    setup.firstPlayer = 0;
    return setup;
}

// Seat 0 (moving first) wins with four in column 1.
void firstPlayerWins(Game& game)
{
    for (int c : {0, 1, 0, 1, 0, 1, 0})
        QVERIFY(game.play(c));
    QVERIFY(game.isOver());
}

// Seat 1 (moving second) wins with four in column 2.
void secondPlayerWins(Game& game)
{
    for (int c : {0, 1, 0, 1, 0, 1, 6, 1})
        QVERIFY(game.play(c));
    QVERIFY(game.isOver());
}

}  // namespace

class TestGameTally : public QObject {
    Q_OBJECT
private slots:
    void winsAndDrawsAreCountedForTheirPlayers()
    {
        Game game;
        GameTally tally(&game, nullptr);
        QSignalSpy counted(&tally, &GameTally::counted);
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob")));
        QCOMPARE(tally.score(), TallyScore{});
        QVERIFY(tally.summary().isEmpty());
        firstPlayerWins(game);
        QCOMPARE(counted.size(), 1);

        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob")));
        secondPlayerWins(game);
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob"), BoardSpec{1, 1, 2}));
        QVERIFY(game.play(0));  // a full 1x1 board: a draw, on another board
        QCOMPARE(tally.score().draws, 1);
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob")));
        firstPlayerWins(game);
        const TallyScore score = tally.score();
        QCOMPARE(score.wins[0], 2);
        QCOMPARE(score.wins[1], 1);
        QCOMPARE(score.draws, 0);
        QCOMPARE(tally.summary(), QStringLiteral("Tally on 7x6: Ann 2, Bob 1, draws 0"));
    }

    void theTallyFollowsThePlayersWhereverTheySit()
    {
        Game game;
        GameTally tally(&game, nullptr);
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob")));
        firstPlayerWins(game);  // Ann
        game.newGame(setupOf(PlayerSetup::human("Bob"), PlayerSetup::human("Ann")));
        QCOMPARE(tally.score().wins[0], 0);
        QCOMPARE(tally.score().wins[1], 1);  // Ann's win, now in seat 1
        firstPlayerWins(game);  // Bob
        QCOMPARE(tally.score().wins[0], 1);
        QCOMPARE(tally.score().wins[1], 1);
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Cy")));
        QCOMPARE(tally.score(), TallyScore{});  // another opponent

        // A computer is told by its level.
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::computer(QString(), 7)));
        QVERIFY(game.resign());
        QCOMPARE(tally.score().wins[1], 1);
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::computer(QString(), 3)));
        QCOMPARE(tally.score(), TallyScore{});
        game.newGame(setupOf(PlayerSetup::computer(QString(), 7), PlayerSetup::human("Ann")));
        game.pause();
        QCOMPARE(tally.score().wins[0], 1);
    }

    void aGameCountsOnceAndOnlyWhenItEndsInPlay()
    {
        Game game;
        GameTally tally(&game, nullptr);
        QSignalSpy counted(&tally, &GameTally::counted);
        game.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob")));
        firstPlayerWins(game);
        game.undo();
        QVERIFY(game.play(0));  // the same end again
        QCOMPARE(counted.size(), 1);
        QCOMPARE(tally.score().wins[0], 1);

        // A game opened already over is not counted; one opened in progress is.
        Game other;
        other.newGame(setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob")));
        for (int c : {0, 1, 0, 1, 0, 1, 0})
            QVERIFY(other.play(c));
        const GameRecord finished = other.record();
        QVERIFY(game.loadRecord(finished));
        QCOMPARE(counted.size(), 1);
        GameRecord unfinished = finished;
        unfinished.moves.pop_back();
        unfinished.result = {};
        QVERIFY(game.loadRecord(unfinished));
        QVERIFY(game.play(0));
        QCOMPARE(counted.size(), 2);
        QCOMPARE(tally.score().wins[0], 2);
    }

    void theTallyIsKeptInTheSettings()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("settings.ini");
        const GameSetup setup = setupOf(PlayerSetup::human("A/B Team"), PlayerSetup::computer(QString(), 10));
        // A game of the setup where "Bob" sits in for the computer.
        const auto withBob = [&setup](Game& game) {
            game.newGame(setup);
            game.pause();
            game.setPlayer(1, PlayerSetup::human("Bob"));
        };
        {
            QSettings settings(path, QSettings::IniFormat);
            Game game;
            GameTally tally(&game, &settings);
            withBob(game);
            game.resume();
            secondPlayerWins(game);  // Bob's win
        }
        QSettings settings(path, QSettings::IniFormat);
        Game game;
        GameTally tally(&game, &settings);
        withBob(game);
        QCOMPARE(tally.score().wins[1], 1);
        game.setPlayer(1, PlayerSetup::computer(QString(), 10));
        QCOMPARE(tally.score(), TallyScore{});
    }

    // Two programs count games of the same players: each reads the file when
    // its game ends, so neither writes over the other's count (here the
    // test writes the file as the other program would).
    void anotherProgramsCountIsNotOverwritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("settings.ini");
        const GameSetup setup = setupOf(PlayerSetup::human("Ann"), PlayerSetup::human("Bob"));
        QSettings settings(path, QSettings::IniFormat);
        Game game;
        GameTally tally(&game, &settings);
        game.newGame(setup);
        firstPlayerWins(game);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        QVERIFY2(text.contains("=1 0 0"), text.constData());
        text.replace("=1 0 0", "=14 0 0");  // the other program counted 13 more
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        file.close();
        game.newGame(setup);
        firstPlayerWins(game);
        QCOMPARE(tally.score().wins[0], 15);
        QSettings reread(path, QSettings::IniFormat);
        QCOMPARE(reread.value(reread.allKeys().first()).toString(), QStringLiteral("15 0 0"));
    }

    // Before names could stay empty, the window stored "You" as the name of
    // a person against the computer and the terminal counted "player-1":
    // both tallies go on under the key of today.
    void anEarlierVersionsTallyCountsOn_data()
    {
        QTest::addColumn<QString>("oldKey");
        QTest::addColumn<QString>("oldValue");  // the computer's wins first: "computer-5" sorts first
        QTest::addRow("the window's") << "tally/7x6x4/computer-5 human-You" << "2 1 3";
        QTest::addRow("the terminal's") << "tally/7x6x4/computer-5 player-1" << "2 1 3";
    }
    void anEarlierVersionsTallyCountsOn()
    {
        QFETCH(QString, oldKey);
        QFETCH(QString, oldValue);
        QTemporaryDir dir;
        QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
        settings.setValue(oldKey, oldValue);
        Game game;
        GameTally tally(&game, &settings);
        // Three moves each, the person to move and to win.
        GameRecord record = GameRecord::fromPosition(*parsePosition("121212", BoardSpec::standard()));
        record.players = {PlayerSetup::human(QString()), PlayerSetup::computer(QString(), 5)};
        record.firstPlayer = 0;
        QVERIFY(game.loadRecord(record));
        QCOMPARE(tally.score().wins[0], 3);  // the person's
        QCOMPARE(tally.score().wins[1], 2);
        QCOMPARE(tally.score().draws, 1);
        QVERIFY(game.play(0));
        QVERIFY(game.isOver());
        QCOMPARE(tally.score().wins[0], 4);
        QVERIFY(!settings.contains(oldKey));
        QCOMPARE(settings.allKeys().size(), 1);
    }

    // A "%2" in a name is part of the name, not a place for a number.
    void namesWithPercentSignsStayAsTyped()
    {
        Game game;
        GameTally tally(&game, nullptr);
        game.newGame(setupOf(PlayerSetup::human("Ann%3"), PlayerSetup::computer("Deep%2", 7)));
        QCOMPARE(game.playerName(1), QStringLiteral("Deep%2 (level 7)"));
        game.pause();
        game.setPlayer(1, PlayerSetup::human("Bob%1"));
        game.resume();
        firstPlayerWins(game);
        QCOMPARE(tally.summary(), QStringLiteral("Tally on 7x6: Ann%3 1, Bob%1 0, draws 0"));
    }
};

QTEST_MAIN(TestGameTally)
#include "tst_gametally.moc"
