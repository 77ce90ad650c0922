// The solver's helper threads: every job index runs once per run, on a
// thread other than the caller's, the caller's share runs meanwhile, and
// the same threads serve run after run.
#include "engine/helperpool.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace c4;

class TestHelperPool : public QObject {
    Q_OBJECT
private slots:
    void runsEachIndexOnceOnItsOwnThread()
    {
        HelperPool pool(3);
        QCOMPARE(pool.size(), 3);
        std::set<std::thread::id> threadsEver;
        for (int round = 0; round < 50; ++round) {
            const int count = round % 4;  // 0 to all 3 helpers
            std::vector<std::atomic<int>> calls(3);
            std::mutex mutex;
            bool callerRan = false;
            pool.run(
                count,
                [&](int i) {
                    ++calls[static_cast<size_t>(i)];
                    std::lock_guard lock(mutex);
                    threadsEver.insert(std::this_thread::get_id());
                },
                [&] { callerRan = true; });
            QVERIFY(callerRan);
            for (int i = 0; i < 3; ++i)
                QCOMPARE(calls[static_cast<size_t>(i)].load(), i < count ? 1 : 0);
        }
        // The pool's own threads, not new ones each round, and never the caller.
        QCOMPARE(threadsEver.size(), size_t{3});
        QVERIFY(!threadsEver.count(std::this_thread::get_id()));
    }

    void runReturnsOnlyWhenEveryHelperIsDone()
    {
        HelperPool pool(2);
        std::atomic<int> finished{0};
        pool.run(
            2,
            [&](int) {
                std::this_thread::sleep_for(std::chrono::milliseconds(30));
                ++finished;
            },
            [] {});
        QCOMPARE(finished.load(), 2);
    }

    // An exception in a helper's job ended the program (it left its
    // thread): run() throws it once every helper is done, and the pool
    // runs the next job as before.
    void aHelpersExceptionReachesTheCaller()
    {
        HelperPool pool(2);
        std::atomic<int> finished{0};
        bool thrown = false;
        try {
            pool.run(
                2,
                [&](int index) {
                    if (index == 1)
                        throw std::runtime_error("no memory");
                    ++finished;
                },
                [] {});
        } catch (const std::runtime_error& e) {
            thrown = QByteArray(e.what()) == "no memory";
        }
        QVERIFY(thrown);
        QCOMPARE(finished.load(), 1);
        int ran = 0;
        std::mutex mutex;
        pool.run(2, [&](int) { std::lock_guard lock(mutex); ++ran; }, [] {});
        QCOMPARE(ran, 2);
    }

    void anEmptyPoolRunsOnlyTheCaller()
    {
        HelperPool pool(0);
        bool callerRan = false;
        pool.run(5, [](int) { QFAIL("no helper exists"); }, [&] { callerRan = true; });
        QVERIFY(callerRan);
    }
};

QTEST_APPLESS_MAIN(TestHelperPool)
#include "tst_helperpool.moc"
