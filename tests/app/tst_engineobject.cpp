// The Engine QObject: requests, progress, cancellation, stale results and
// destruction while a search runs.
#include "app/engine.h"
#include "engine/machine.h"
#include "engine/notation.h"

#include <QDir>
#include <QSet>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace c4;

namespace {

Position positionOf(const char* moves, BoardSpec spec = BoardSpec::standard())
{
    return *parsePosition(moves, spec);
}

// A search that runs far longer than any test unless it is stopped: a big
// board searched 30 plies deep.
Position bigBoard()
{
    return Position(BoardSpec{20, 20, 5});
}
SearchLimits endless()
{
    SearchLimits limits;
    limits.maxDepth = 30;
    return limits;
}

// The ids of this process's threads now (Linux; empty where that cannot
// be told).
QSet<QString> threads()
{
    const QStringList ids = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return QSet<QString>(ids.begin(), ids.end());
}

// Threads that run now and did not in `before`.
QSet<QString> threadsSince(const QSet<QString>& before)
{
    return threads() - before;
}

// Every request id that appeared in the first argument of a spy's signals.
QList<int> idsIn(const QSignalSpy& spy)
{
    QList<int> ids;
    for (const QList<QVariant>& args : spy)
        ids.append(args.at(0).toInt());
    return ids;
}

}  // namespace

class TestEngineObject : public QObject {
    Q_OBJECT

private slots:
    void progressArrivesBeforeFinished()
    {
        Engine engine;
        QSignalSpy updates(&engine, &Engine::analysisUpdated);
        QSignalSpy finished(&engine, &Engine::finished);
        SearchLimits limits;
        limits.maxDepth = 3;
        const int id = engine.analyze(positionOf("4455"), limits);
        QVERIFY(id > 0);
        QCOMPARE(engine.currentRequest(), id);
        QVERIFY(engine.isBusy());
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toInt(), id);
        QVERIFY(!updates.isEmpty());
        for (const auto& args : updates)
            QCOMPARE(args.at(0).toInt(), id);
        const auto analysis = updates.last().at(1).value<Analysis>();
        QCOMPARE(int(analysis.columns.size()), 7);
        QVERIFY(analysis.bestColumn >= 0);
        QVERIFY(!engine.isBusy());
        QCOMPARE(engine.currentRequest(), 0);
    }

    void analysisFindsTheImmediateWin()
    {
        Engine engine;
        QSignalSpy finished(&engine, &Engine::finished);
        QSignalSpy updates(&engine, &Engine::analysisUpdated);
        SearchLimits limits;
        limits.maxDepth = 2;
        // First player has three in column 1 and wins by playing it again.
        engine.analyze(positionOf("121212"), limits);
        QVERIFY(finished.wait(10000));
        const auto analysis = updates.last().at(1).value<Analysis>();
        QCOMPARE(analysis.bestColumn, 0);
        QVERIFY(analysis.best.isWin());
    }

    void thinkEmitsMoveThenFinished()
    {
        Engine engine;
        QList<QString> order;
        connect(&engine, &Engine::moveChosen, this, [&](int, int) { order << "move"; });
        connect(&engine, &Engine::finished, this, [&](int) { order << "finished"; });
        QSignalSpy moves(&engine, &Engine::moveChosen);
        QSignalSpy finished(&engine, &Engine::finished);
        SearchLimits limits;
        limits.maxDepth = 2;
        const Position position = positionOf("44");
        const int id = engine.think(position, 3, limits, 7);
        QVERIFY(finished.wait(10000));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).toInt(), id);
        QVERIFY(position.canPlay(moves.at(0).at(1).toInt()));
        QCOMPARE(order, (QList<QString>{"move", "finished"}));
    }

    // The last analysis before a computer's move is the one it chose from:
    // the move's note (score, line) is built from it. It was the search's
    // last progress report, which the final proof of the best column never
    // reached, so a proved win could be noted as an estimate.
    void theLastUpdateBeforeAMoveIsWhatItWasChosenFrom()
    {
        Engine engine;
        std::optional<Analysis> latest;
        connect(&engine, &Engine::analysisUpdated, this, [&](int, const Analysis& a) { latest = a; });
        QSignalSpy moves(&engine, &Engine::moveChosen);
        SearchLimits limits;
        limits.maxTime = std::chrono::milliseconds(10000);
        engine.think(positionOf("43443344556657712"), 10, limits, 7);  // solved in a fraction of a second
        QVERIFY(moves.wait(20000));
        QVERIFY(latest);
        const int column = moves.at(0).at(1).toInt();
        QCOMPARE(latest->bestColumn, column);
        QVERIFY(latest->columns[size_t(column)].score.isExact());
        QVERIFY(!latest->columns[size_t(column)].principalVariation.empty());
    }

    void busyChangedFollowsRequests()
    {
        Engine engine;
        QSignalSpy busy(&engine, &Engine::busyChanged);
        QSignalSpy finished(&engine, &Engine::finished);
        SearchLimits limits;
        limits.maxDepth = 1;
        engine.analyze(positionOf(""), limits);
        QCOMPARE(busy.count(), 1);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QVERIFY(finished.wait(10000));
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void stopCancelsARunningSearch()
    {
        Engine engine;
        QSignalSpy finished(&engine, &Engine::finished);
        QSignalSpy moves(&engine, &Engine::moveChosen);
        QSignalSpy cancelled(&engine, &Engine::cancelled);
        QSignalSpy idle(&engine, &Engine::workersIdle);
        const int id = engine.think(bigBoard(), 10, endless(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(engine.isSearching(), 10000);
        QSignalSpy updates(&engine, &Engine::analysisUpdated);
        QElapsedTimer timer;
        timer.start();
        engine.stop();
        // Cancelling is immediate for the caller...
        QCOMPARE(cancelled.count(), 1);
        QCOMPARE(cancelled.at(0).at(0).toInt(), id);
        QVERIFY(!engine.isBusy());
        // ...and the worker returns: the search had no end of its own, so
        // the stop ended it. (How soon is for the benchmarks; the bound only
        // catches a worker that ignores the stop.)
        QVERIFY(idle.wait(30000));
        qInfo("the worker returned %lld ms after stop()", timer.elapsed());
        QVERIFY(!engine.isSearching());
        QCoreApplication::processEvents();
        QCOMPARE(updates.count(), 0);
        QCOMPARE(moves.count(), 0);
        QCOMPARE(finished.count(), 0);
    }

    void newRequestCancelsTheRunningOne()
    {
        Engine engine;
        QSignalSpy finished(&engine, &Engine::finished);
        QSignalSpy cancelled(&engine, &Engine::cancelled);
        QSignalSpy updates(&engine, &Engine::analysisUpdated);
        const int first = engine.analyze(bigBoard(), endless());
        QTRY_VERIFY_WITH_TIMEOUT(engine.isSearching(), 10000);
        SearchLimits quick;
        quick.maxDepth = 2;
        // Progress of the first request before this point was current then.
        updates.clear();
        const int second = engine.analyze(Position(BoardSpec{5, 4, 4}), quick);
        QVERIFY(second != first);
        QCOMPARE(idsIn(cancelled), QList<int>{first});
        QVERIFY(finished.wait(10000));
        QCOMPARE(idsIn(finished), QList<int>{second});
        // Only the new request's results were passed on, and they are about
        // the new position (5 columns, not 20).
        for (const auto& args : updates) {
            QCOMPARE(args.at(0).toInt(), second);
            QCOMPARE(int(args.at(1).value<Analysis>().columns.size()), 5);
        }
    }

    void noStaleResultAfterManyQuickRequests()
    {
        Engine engine;
        QSignalSpy finished(&engine, &Engine::finished);
        QSignalSpy moves(&engine, &Engine::moveChosen);
        QSignalSpy updates(&engine, &Engine::analysisUpdated);
        QSignalSpy cancelled(&engine, &Engine::cancelled);
        QSignalSpy idle(&engine, &Engine::workersIdle);
        SearchLimits limits;
        limits.maxDepth = 2;
        QList<int> ids;
        // The positions differ in width, so a stale result would show.
        for (int width = 4; width <= 12; ++width)
            ids << engine.think(Position(BoardSpec{width, 4, 4}), 5, limits, 1);
        QCOMPARE(cancelled.count(), ids.size() - 1);
        QVERIFY(finished.wait(10000));
        if (engine.isWorking())
            QVERIFY(idle.wait(10000));
        QCoreApplication::processEvents();
        QCOMPARE(idsIn(finished), QList<int>{ids.last()});
        QCOMPARE(idsIn(moves), QList<int>{ids.last()});
        for (const auto& args : updates) {
            QCOMPARE(args.at(0).toInt(), ids.last());
            QCOMPARE(int(args.at(1).value<Analysis>().columns.size()), 12);
        }
    }

    void resultWaitingInTheQueueIsDroppedAfterStop()
    {
        // The worker finished and its result is already posted to us, but
        // not delivered: stop() must still win.
        Engine engine;
        QSignalSpy moves(&engine, &Engine::moveChosen);
        QSignalSpy finished(&engine, &Engine::finished);
        SearchLimits limits;
        limits.maxDepth = 1;
        engine.think(positionOf("4"), 1, limits, 3);
        QVERIFY(engine.waitForWorkers(10000));
        engine.stop();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(moves.count(), 0);
        QCOMPARE(finished.count(), 0);
    }

    // Destroying the engine stops its endless search and joins its worker
    // threads: the destructor returns, and no thread it started is left.
    void destroyingDuringASearchIsClean()
    {
        const QSet<QString> before = threads();
        if (before.isEmpty())
            QSKIP("no /proc/self/task to list threads");
        auto* engine = new Engine;
        engine->analyze(bigBoard(), endless());
        QTRY_VERIFY_WITH_TIMEOUT(engine->isSearching(), 10000);
        const QSet<QString> started = threadsSince(before);
        QVERIFY(!started.isEmpty());
        delete engine;  // must stop the worker and return
        // (Qt's wait() returns as a thread finishes; the system may take a
        // moment more to remove it.)
        QTRY_VERIFY_WITH_TIMEOUT(!threads().intersects(started), 10000);
    }

    // Requests that never reached a worker, cancelled ones and running ones
    // are all cleaned up by the destructor: every earlier request is
    // cancelled, and no thread outlives the engines.
    void destroyingRightAfterARequestIsClean()
    {
        const QSet<QString> before = threads();
        if (before.isEmpty())
            QSKIP("no /proc/self/task to list threads");
        for (int i = 0; i < 20; ++i) {
            Engine engine;
            QSignalSpy cancelled(&engine, &Engine::cancelled);
            QSignalSpy finished(&engine, &Engine::finished);
            const int first = engine.analyze(bigBoard(), endless());
            const int second = engine.analyze(positionOf("44"), endless());
            QCOMPARE(idsIn(cancelled), QList<int>{first});
            QCOMPARE(engine.currentRequest(), second);
            QCOMPARE(finished.count(), 0);
        }
        QTRY_VERIFY_WITH_TIMEOUT(threadsSince(before).isEmpty(), 10000);
    }

    void finishedGameGivesAnError()
    {
        Engine engine;
        QSignalSpy errors(&engine, &Engine::errorOccurred);
        QSignalSpy finished(&engine, &Engine::finished);
        QSignalSpy moves(&engine, &Engine::moveChosen);
        const int id = engine.think(positionOf("1212121"), 5, {}, 0);
        QVERIFY(finished.wait(10000));
        QCOMPARE(idsIn(errors), QList<int>{id});
        QVERIFY(!errors.at(0).at(1).toString().isEmpty());
        QCOMPARE(moves.count(), 0);
    }

    // A line growing move by move reports often; the window gets at most
    // one update every 50 ms (a burst would hold its event loop), and the
    // final analysis still has everything.
    void updatesComeAtMostEvery50Ms()
    {
        Engine engine;
        engine.setThreads(1);
        QSignalSpy updates(&engine, &Engine::analysisUpdated);
        QSignalSpy finished(&engine, &Engine::finished);
        SearchLimits limits;
        limits.fullLines = true;
        QElapsedTimer timer;
        timer.start();
        engine.analyze(positionOf("4455"), limits);
        QVERIFY(finished.wait(120000));
        const qint64 ms = timer.elapsed();
        QVERIFY(updates.count() >= 1);
        // Progress updates at least 50 ms apart, plus the final one.
        QVERIFY2(updates.count() <= ms / 50 + 2, qPrintable(QStringLiteral("%1 updates in %2 ms").arg(updates.count()).arg(ms)));
        // Every update, not only the last, has a line for each scored column.
        for (const QList<QVariant>& update : updates) {
            const Analysis a = update.at(1).value<Analysis>();
            for (const ColumnAnalysis& col : a.columns)
                if (col.playable && col.score.isExact())
                    QVERIFY2(!col.principalVariation.empty(), qPrintable(QString::number(col.column + 1)));
        }
        const Analysis last = updates.last().at(1).value<Analysis>();
        QVERIFY(last.complete);
        for (const ColumnAnalysis& col : last.columns)
            if (col.playable)
                QVERIFY(!col.principalVariation.empty());
    }

    void optionsAreKept()
    {
        Engine engine;
        // By default: the machine's table (64 to 256 MiB) and every core.
        QVERIFY(engine.tableSizeMiB() >= 64 && engine.tableSizeMiB() <= 256);
        QCOMPARE(engine.threads(), defaultThreadCount());
        engine.setTableSizeMiB(16);
        engine.setThreads(0);
        QCOMPARE(engine.tableSizeMiB(), 16);
        QCOMPARE(engine.threads(), 1);
        QSignalSpy finished(&engine, &Engine::finished);
        SearchLimits limits;
        limits.maxDepth = 2;
        engine.analyze(positionOf("4"), limits);
        QVERIFY(finished.wait(10000));
    }
};

QTEST_GUILESS_MAIN(TestEngineObject)
#include "tst_engineobject.moc"
