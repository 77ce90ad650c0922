// Autosave: the game in progress is on disk after every move, and a session
// that did not end normally leaves a game to restore.
#include "autosave.h"
#include "game.h"
#include "gamefile.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace c4;

namespace {

GameSetup humans()
{
    GameSetup setup;
    setup.players = {PlayerSetup::human("Ann"), PlayerSetup::human("Bob")};
    return setup;
}

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("connect4-tests");
        QCoreApplication::setApplicationName("tst_autosave");
    }

    void init()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void nothingToRecoverAtFirst()
    {
        Autosave autosave;
        QVERIFY(!autosave.recoverable());
        QVERIFY(autosave.filePath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    }

    void everyMoveIsWrittenAtOnce()
    {
        Autosave autosave;
        autosave.start();
        Game game;
        game.newGame(humans());
        autosave.attach(&game);
        for (int c : {3, 3, 2, 4}) {
            QVERIFY(game.play(c));
            const auto record = GameFile::load(autosave.filePath());
            QVERIFY(record);
            QCOMPARE(record->columns(), game.position().moves());
        }
        game.undo();
        QCOMPARE(GameFile::load(autosave.filePath())->shownMoves(), 3);
    }

    void aCrashedSessionLeavesAGameToRestore()
    {
        {
            Autosave autosave;
            autosave.start();
            Game game;
            game.newGame(humans());
            autosave.attach(&game);
            QVERIFY(game.play(3));
            QVERIFY(game.play(2));
            // No finish(): the program "crashes" here.
        }
        Autosave next;
        QVERIFY(next.recoverable());
        QString error;
        const auto record = next.load(&error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->columns(), (std::vector<int>{3, 2}));
        Game restored;
        QVERIFY(restored.loadRecord(*record));
        QCOMPARE(restored.position().moves(), (std::vector<int>{3, 2}));
        QCOMPARE(restored.player(0).name, QString("Ann"));
    }

    void aNormalExitLeavesNothing()
    {
        {
            Autosave autosave;
            autosave.start();
            Game game;
            game.newGame(humans());
            autosave.attach(&game);
            QVERIFY(game.play(3));
            autosave.finish();
        }
        Autosave next;
        QVERIFY(!next.recoverable());
        QVERIFY(!QFile::exists(next.filePath()));
        QVERIFY(!QFile::exists(next.markerPath()));
    }

    void anEmptyGameIsNotOffered()
    {
        {
            Autosave autosave;
            autosave.start();
            Game game;
            game.newGame(humans());
            autosave.attach(&game);
        }
        QVERIFY(!Autosave().recoverable());
    }

    void declinedRestoreIsForgotten()
    {
        {
            Autosave autosave;
            autosave.start();
            QVERIFY(autosave.save(GameRecord::fromPosition(Position())));
            Game game;
            game.newGame(humans());
            autosave.attach(&game);
            QVERIFY(game.play(0));
        }
        Autosave next;
        QVERIFY(next.recoverable());
        next.discard();
        QVERIFY(!next.recoverable());
    }

    void namesKeepProgramsApart()
    {
        Autosave window(QStringLiteral("window"));
        Autosave terminal(QStringLiteral("terminal"));
        QVERIFY(window.filePath() != terminal.filePath());
        window.start();
        Game game;
        game.newGame(humans());
        window.attach(&game);
        QVERIFY(game.play(1));
        QVERIFY(Autosave(QStringLiteral("window")).recoverable());
        QVERIFY(!Autosave(QStringLiteral("terminal")).recoverable());
    }

    void aFailedWriteIsReported()
    {
        Autosave autosave;
        // A folder where the autosave file should be makes the write fail.
        QDir().mkpath(autosave.filePath());
        QString error;
        QVERIFY(!autosave.save(GameRecord::fromPosition(Position()), &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(autosave.lastError(), error);
    }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
