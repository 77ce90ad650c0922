// Autosave: the game in progress is on disk after every move, and a session
// that did not end normally leaves a game to restore.
#include "app/autosave.h"
#include "app/game.h"
#include "app/gamefile.h"
#include "engine/notation.h"
#include "smalldisk.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <sys/stat.h>

using namespace c4;

namespace {

QString appData()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

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
        QVERIFY(autosave.filePath().isEmpty());
        QVERIFY(autosave.start());
        QVERIFY(!autosave.recoverable());
        QVERIFY(autosave.recoveryProblem().isEmpty());
        QVERIFY(autosave.filePath().startsWith(appData()));
        QVERIFY(QFile::exists(autosave.lockPath()));
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
        QVERIFY(next.start());
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

    // A real crash leaves the lock file of a process that is gone.
    void aStaleLockOfADeadProcessIsTakenOver()
    {
        QString file;
        {
            Autosave autosave;
            QVERIFY(autosave.save(GameRecord::fromPosition(*parsePosition("44", BoardSpec::standard()))));
            file = autosave.filePath();
        }
        QFile lock(appData() + "/game-1.lock");
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write("999999\ntst_autosave\n\n");  // no such process
        lock.close();
        Autosave next;
        QVERIFY(next.start());
        QCOMPARE(next.filePath(), file);
        QVERIFY(next.recoverable());
    }

    void aNormalExitLeavesNothing()
    {
        QString file, lock;
        {
            Autosave autosave;
            autosave.start();
            Game game;
            game.newGame(humans());
            autosave.attach(&game);
            QVERIFY(game.play(3));
            file = autosave.filePath();
            lock = autosave.lockPath();
            autosave.finish();
        }
        QVERIFY(!QFile::exists(file));
        QVERIFY(!QFile::exists(lock));
        Autosave next;
        next.start();
        QVERIFY(!next.recoverable());
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
        Autosave next;
        next.start();
        QVERIFY(!next.recoverable());
    }

    void declinedRestoreIsForgotten()
    {
        {
            Autosave autosave;
            autosave.start();
            Game game;
            game.newGame(humans());
            autosave.attach(&game);
            QVERIFY(game.play(0));
        }
        {
            Autosave next;
            next.start();
            QVERIFY(next.recoverable());
            next.discard();
            QVERIFY(!next.recoverable());
        }
        Autosave third;
        third.start();
        QVERIFY(!third.recoverable());
    }

    void namesKeepProgramsApart()
    {
        {
            Autosave window(QStringLiteral("window"));
            Autosave terminal(QStringLiteral("terminal"));
            window.start();
            terminal.start();
            QVERIFY(window.filePath() != terminal.filePath());
            Game game;
            game.newGame(humans());
            window.attach(&game);
            QVERIFY(game.play(1));
        }
        Autosave terminal(QStringLiteral("terminal"));
        terminal.start();
        QVERIFY(!terminal.recoverable());
        Autosave window(QStringLiteral("window"));
        window.start();
        QVERIFY(window.recoverable());
    }

    // Issue 13: two windows shared one file; the second saw a false crash
    // prompt and its No deleted the first one's game.
    void twoRunningInstancesNeverShareOrDelete()
    {
        Autosave first;
        QVERIFY(first.start());
        Game game;
        game.newGame(humans());
        first.attach(&game);
        QVERIFY(game.play(3));
        {
            Autosave second;
            QVERIFY(second.start());
            QVERIFY(!second.recoverable());  // no false crash prompt
            QVERIFY(second.filePath() != first.filePath());
            second.discard();
            QVERIFY(second.save(GameRecord::fromPosition(*parsePosition("1", BoardSpec::standard()))));
            second.finish();
        }
        const auto record = GameFile::load(first.filePath());
        QVERIFY(record);
        QCOMPARE(record->columns(), (std::vector<int>{3}));
        // ...and a third started now does not take the first one's game either.
        Autosave third;
        QVERIFY(third.start());
        QVERIFY(!third.recoverable());
        QVERIFY(third.filePath() != first.filePath());
    }

    void twoCrashedSessionsAreOfferedOneEach()
    {
        {
            Autosave a;
            Autosave b;  // both alive: two slots, then both "crash"
            QVERIFY(a.save(GameRecord::fromPosition(*parsePosition("1", BoardSpec::standard()))));
            QVERIFY(b.save(GameRecord::fromPosition(*parsePosition("22", BoardSpec::standard()))));
        }
        Autosave x;
        Autosave y;
        QVERIFY(x.start());
        QVERIFY(y.start());
        QVERIFY(x.recoverable());
        QVERIFY(y.recoverable());
        QCOMPARE(x.load()->columns().size() + y.load()->columns().size(), size_t(3));
    }

    // A window killed before its first move leaves a game without moves in
    // a lower slot: the crashed game in the slot after it was never looked at.
    void aCrashedGameBehindOneWithoutMovesIsOffered_data()
    {
        QTest::addColumn<QByteArray>("firstSlot");  // empty: a game without moves
        QTest::addColumn<bool>("reported");
        QTest::addRow("no moves") << QByteArray() << false;
        QTest::addRow("unreadable") << QByteArray("{ not json") << true;
    }
    void aCrashedGameBehindOneWithoutMovesIsOffered()
    {
        QFETCH(QByteArray, firstSlot);
        QFETCH(bool, reported);
        {
            Autosave a;
            Autosave b;
            QVERIFY(a.save(GameRecord::fromPosition(Position())));
            QVERIFY(b.save(GameRecord::fromPosition(*parsePosition("4453", BoardSpec::standard()))));
            QVERIFY(a.filePath().endsWith("game-1.autosave.c4game"));
            if (!firstSlot.isEmpty()) {
                QFile f(a.filePath());
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                f.write(firstSlot);
            }
        }
        Autosave next;
        QVERIFY(next.start());
        QVERIFY(next.recoverable());
        QCOMPARE(next.load()->columns().size(), size_t(4));
        QCOMPARE(!next.recoveryProblem().isEmpty(), reported);
    }

    // An older version leaves a newer version's game alone (that version
    // offers it), rather than putting it aside as unreadable.
    void aNewerVersionsGameIsLeftAlone()
    {
        QDir().mkpath(appData());
        const QString path = appData() + "/game-1.autosave.c4game";
        QJsonObject root = QJsonDocument::fromJson(GameFile::toJson(GameRecord::fromPosition(
                                                       *parsePosition("44", BoardSpec::standard()))))
                               .object();
        root["version"] = 99;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(root).toJson());
        f.close();
        Autosave autosave;
        QVERIFY(autosave.start());
        QVERIFY(!autosave.recoverable());
        QVERIFY(autosave.recoveryProblem().isEmpty());
        QVERIFY(QFile::exists(path));
        QVERIFY(autosave.filePath() != path);
    }

    // Issue 17: a draw on a board nobody can win comes back from the autosave.
    void drawsOnBoardsNobodyCanWinAreRestored_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addRow("7x1x7") << BoardSpec{7, 1, 7};
        QTest::addRow("2x2x5") << BoardSpec{2, 2, 5};
        QTest::addRow("1x1x2") << BoardSpec{1, 1, 2};
    }
    void drawsOnBoardsNobodyCanWinAreRestored()
    {
        QFETCH(BoardSpec, spec);
        GameRecord record = GameRecord::fromPosition(Position(spec));
        Position position(spec);
        for (int c = 0; !position.isOver(); c = (c + 1) % spec.width) {
            if (!position.canPlay(c))
                continue;
            MoveNote note;
            note.score = Score::exact(0);
            record.moves.push_back({c, note});
            position.play(c);
        }
        record.result = {GameResult::Kind::BoardFull, Player::None};
        {
            Autosave crashed;
            QString error;
            QVERIFY2(crashed.save(record, &error), qPrintable(error));
        }
        Autosave next;
        QVERIFY(next.start());
        QVERIFY(next.recoveryProblem().isEmpty());
        QVERIFY(next.recoverable());
        QString error;
        const auto restored = next.load(&error);
        QVERIFY2(restored, qPrintable(error));
        QCOMPARE(restored->moves, record.moves);
    }

    void anUnreadableAutosaveIsKeptAsideAndReported_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addRow("truncated") << QByteArray("{\"format\": \"connect4-game\", \"vers");
        QTest::addRow("empty") << QByteArray();
        QTest::addRow("binary") << QByteArray("\0\x01\xff\xfe", 4);
        QTest::addRow("impossible move") << QByteArray(
            R"({"format":"connect4-game","version":1,"board":{"width":7,"height":6,"connect":4},)"
            R"("players":[{"kind":"human"},{"kind":"human"}],"firstPlayer":0,"moves":[9],"result":{"kind":"none"}})");
    }
    void anUnreadableAutosaveIsKeptAsideAndReported()
    {
        QFETCH(QByteArray, content);
        QDir().mkpath(appData());
        const QString path = appData() + "/game-1.autosave.c4game";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        Autosave autosave;
        QVERIFY(autosave.start());
        QVERIFY(!autosave.recoverable());
        const QString problem = autosave.recoveryProblem();
        QVERIFY2(problem.startsWith("The game left by a session that did not end normally could not be read ("),
                 qPrintable(problem));
        const QStringList aside = QDir(appData()).entryList({"game-1.autosave.c4game.unreadable-*"}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QVERIFY2(problem.endsWith("The file was kept as " + appData() + "/" + aside.first() + "."), qPrintable(problem));
        QFile kept(appData() + "/" + aside.first());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), content);
        // Writing on goes to the slot, not over the kept file.
        QVERIFY(autosave.save(GameRecord::fromPosition(Position())));
        QCOMPARE(QFileInfo(appData() + "/" + aside.first()).size(), qint64(content.size()));
    }

    void aFifoAsAutosaveDoesNotHang()
    {
        QDir().mkpath(appData());
        const QString path = appData() + "/game-1.autosave.c4game";
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        Autosave autosave;
        QVERIFY(autosave.start());
        QVERIFY(!autosave.recoverable());
        QVERIFY2(autosave.recoveryProblem().contains("not a regular file"), qPrintable(autosave.recoveryProblem()));
        QVERIFY(autosave.save(GameRecord::fromPosition(Position())));
    }

    // The single autosave and marker of the version before slots, left by a
    // crash, is offered after the upgrade.
    void aCrashedGameOfTheOldLayoutIsOffered()
    {
        QDir().mkpath(appData());
        QVERIFY(GameFile::save(GameRecord::fromPosition(*parsePosition("4", BoardSpec::standard())),
                               appData() + "/game.autosave.c4game"));
        QFile marker(appData() + "/game.running");
        QVERIFY(marker.open(QIODevice::WriteOnly));
        marker.write("running\n");
        marker.close();
        Autosave autosave;
        QVERIFY(autosave.start());
        QVERIFY(autosave.recoverable());
        QCOMPARE(autosave.load()->columns(), (std::vector<int>{3}));
        QVERIFY(!QFile::exists(appData() + "/game.running"));
        QVERIFY(!QFile::exists(appData() + "/game.autosave.c4game"));
    }

    void aFailedWriteIsReported()
    {
        Autosave autosave;
        QVERIFY(autosave.start());
        // A folder where the autosave file should be makes the write fail.
        QDir().mkpath(autosave.filePath());
        QString error;
        QSignalSpy failed(&autosave, &Autosave::saveFailed);
        QVERIFY(!autosave.save(GameRecord::fromPosition(Position()), &error));
        QCOMPARE(error, QString("cannot write %1: it is a folder").arg(autosave.filePath()));
        QCOMPARE(autosave.lastError(), error);
        QCOMPARE(failed.size(), 1);
    }

    // The autosave on a full disk: the save fails and says so, and the game
    // saved before stays whole (it used to become 0 bytes).
    void aFullDiskKeepsTheLastGoodAutosave()
    {
        QDir().mkpath(appData());
        SmallDisk disk(appData(), 64);
        if (!disk.isMounted())
            QSKIP(qPrintable(disk.whyNot()));
        Autosave autosave;
        QVERIFY(autosave.start());
        Game game;
        game.newGame(humans());
        autosave.attach(&game);
        QVERIFY(game.play(3));
        disk.fill();
        QSignalSpy failed(&autosave, &Autosave::saveFailed);
        QVERIFY(game.play(4));
        QVERIFY(failed.size() >= 1);
        QVERIFY2(failed.at(0).at(0).toString().contains("No space left on device"),
                 qPrintable(failed.at(0).at(0).toString()));
        const auto record = GameFile::load(autosave.filePath());
        QVERIFY(record);
        QCOMPARE(record->columns(), (std::vector<int>{3}));
        autosave.finish();
    }

    // A folder where no lock file can be made says so, not that every
    // slot is taken.
    void aFullDiskAtTheStartIsNamed()
    {
        QDir().mkpath(appData());
        SmallDisk disk(appData(), 64);
        if (!disk.isMounted())
            QSKIP(qPrintable(disk.whyNot()));
        disk.fill();
        Autosave autosave;
        QVERIFY(!autosave.start());
        QVERIFY2(autosave.lastError().contains("(is the disk full?)"), qPrintable(autosave.lastError()));
    }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
