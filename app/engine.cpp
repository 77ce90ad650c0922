#include "app/engine.h"

#include "engine/analyzer.h"
#include "engine/machine.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <exception>
#include <mutex>
#include <stop_token>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace c4 {

namespace {

// What the worker hands to the engine's thread at the end of a request:
// the analysis, the column chosen (when choosing) and an error, if any.
struct Outcome {
    Analysis analysis;
    int column = -1;
    QString error;
};

constexpr std::chrono::milliseconds kMinUpdateInterval{50};

// A search's newest progress, handed from its worker to the engine's
// thread. Not a QFuture result: a future keeps every result until it ends,
// and an analysis left running for an hour sent tens of thousands.
struct ProgressSlot {
    std::mutex mutex;
    std::optional<Analysis> latest;
};

// Lowers the calling worker thread's priority below the GUI's (once per
// thread). Linux schedules threads by their nice value (QThread's
// priorities do nothing under the default policy); the solver's helper
// threads inherit it from the thread that starts them.
void lowerWorkerPriority()
{
#ifdef Q_OS_LINUX
    constexpr int kWorkerNice = 5;
    thread_local const bool lowered = setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kWorkerNice) == 0;
    Q_UNUSED(lowered);
#endif
}

}  // namespace

// One Analyzer and the lock that keeps its searches one at a time. Shared
// with the tasks, so it lives as long as the last search that uses it.
struct Engine::Worker {
    Worker(size_t tableBytes, Paging paging) : analyzer(tableBytes, paging) {}
    std::mutex mutex;
    std::atomic<bool> searching{false};
    Analyzer analyzer;
};

struct Engine::Request {
    int id = 0;
    std::stop_source stop;
};

Engine::Engine(QObject* parent, Paging paging)
    : QObject(parent),
      paging_(paging),
      tableMiB_(static_cast<int>(defaultTableBytes() >> 20)),
      threads_(defaultThreadCount()),
      pool_(new QThreadPool(this))
{
    registerMetaTypes();
    // One search runs at a time; the second thread lets a new request wait
    // for the lock while a cancelled search returns, without blocking us.
    pool_->setMaxThreadCount(2);
}

Engine::~Engine()
{
    if (request_)
        request_->stop.request_stop();
    // Cancelled requests already had their stop requested; their tasks hold
    // the Worker themselves, so waiting here is all that is needed.
    pool_->waitForDone();
}

bool Engine::isSearching() const
{
    return worker_ && worker_->searching.load();
}

bool Engine::waitForWorkers(int timeoutMs)
{
    return pool_->waitForDone(timeoutMs);
}

void Engine::setTableSizeMiB(int mib)
{
    mib = qBound(1, mib, 1 << 16);
    if (mib == tableMiB_)
        return;
    tableMiB_ = mib;
    // A running search keeps the old worker alive; otherwise its tables
    // (gigabytes, perhaps) are freed here. On the pool, not on the caller's
    // (the window's) thread, whose events would wait for the unmapping.
    if (worker_)
        pool_->start([old = std::move(worker_)]() mutable { old.reset(); });
}

void Engine::setThreads(int threads)
{
    threads_ = qMax(1, threads);
}

std::shared_ptr<Engine::Worker> Engine::worker()
{
    if (!worker_)
        worker_ = std::make_shared<Worker>(size_t(tableMiB_) << 20, paging_);
    return worker_;
}

int Engine::analyze(const Position& position, const SearchLimits& limits)
{
    return start(position, limits, 0, 0, false);
}

int Engine::think(const Position& position, int level, const SearchLimits& limits, quint64 seed)
{
    return start(position, limits, qBound(1, level, 10), seed, true);
}

void Engine::stop()
{
    if (!request_)
        return;
    cancelCurrent();
    if (!request_)
        emit busyChanged(false);
}

void Engine::cancelCurrent()
{
    if (!request_)
        return;
    request_->stop.request_stop();
    const int id = request_->id;
    request_.reset();
    current_ = 0;
    emit cancelled(id);
}

int Engine::start(const Position& position, const SearchLimits& limits, int level, quint64 seed, bool choose)
{
    const bool wasBusy = isBusy();
    cancelCurrent();

    const int id = nextId_++;
    request_ = std::make_unique<Request>();
    request_->id = id;
    current_ = id;

    auto slot = std::make_shared<ProgressSlot>();
    // Runs on the engine's thread: passes the newest progress on, unless
    // the request is over (its final result has everything).
    auto deliver = [this, id, slot] {
        std::optional<Analysis> analysis;
        {
            std::lock_guard lock(slot->mutex);
            analysis.swap(slot->latest);
        }
        if (analysis && current_ == id)
            emit analysisUpdated(id, *analysis);
    };
    auto task = [this, worker = worker(), position, limits, level, seed, choose, threads = threads_,
                 token = request_->stop.get_token(), slot, deliver](QPromise<Outcome>& promise) {
        if (token.stop_requested())
            return;
        lowerWorkerPriority();
        std::lock_guard lock(worker->mutex);
        if (token.stop_requested())
            return;
        worker->analyzer.setThreads(threads);
        if (position.isOver()) {
            promise.addResult(Outcome{{}, -1, Engine::tr("the game is over; there is no move to search")});
            return;
        }
        worker->searching = true;
        // At most one update every kMinUpdateInterval: the window repaints
        // for each, and a burst of them (a line growing move by move) would
        // hold its event loop. A held-back one is not lost: the analysis
        // reports again within its heartbeat (engine/analysis.h), and the
        // final result carries everything.
        auto lastSent = std::chrono::steady_clock::time_point{};
        auto progress = [&](const Analysis& analysis) {
            const auto now = std::chrono::steady_clock::now();
            if (token.stop_requested() || now - lastSent < kMinUpdateInterval)
                return;
            lastSent = now;
            bool waiting = false;
            {
                std::lock_guard lock(slot->mutex);
                waiting = slot->latest.has_value();  // delivery already on its way: it takes this one
                slot->latest = analysis;
            }
            // Queued to the engine's thread; dropped if the engine is gone by then.
            if (!waiting)
                QMetaObject::invokeMethod(this, deliver, Qt::QueuedConnection);
        };
        Outcome end;
        try {
            if (choose) {
                end.column = worker->analyzer.chooseMove(position, level, limits, seed, token, progress, &end.analysis);
                if (!position.canPlay(end.column) && !token.stop_requested())
                    end.error = Engine::tr("the engine chose column %1, which cannot be played").arg(end.column + 1);
            } else {
                end.analysis = worker->analyzer.analyze(position, limits, token, progress);
            }
        } catch (const std::exception& e) {
            end.error = Engine::tr("the engine failed: %1").arg(QString::fromUtf8(e.what()));
        }
        worker->searching = false;
        if (!token.stop_requested())
            promise.addResult(end);
    };

    // The end of the request: forget it before telling anyone, so that a
    // listener may start the next one at once.
    const auto finish = [this, id, choose](const Outcome& update) {
        request_.reset();
        current_ = 0;
        if (!update.error.isEmpty()) {
            emit errorOccurred(id, update.error);
        } else {
            emit analysisUpdated(id, update.analysis);
            if (choose)
                emit moveChosen(id, update.column);
        }
        emit finished(id);
        if (!isBusy())
            emit busyChanged(false);
    };
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcherBase::resultReadyAt, this, [this, watcher, id, finish](int index) {
        if (current_ != id)
            return;  // cancelled: a stale result is never passed on
        finish(watcher->future().resultAt(index));  // the one result: the final one
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, id, finish] {
        watcher->deleteLater();
        --running_;
        // The task returned without a final result (it cannot be stopped by
        // anyone but us, so this is a bug, but never leave the caller waiting).
        if (current_ == id)
            finish(Outcome{{}, -1, tr("the search ended without a result")});
        if (running_ == 0)
            emit workersIdle();
    });
    ++running_;
    watcher->setFuture(QtConcurrent::run(pool_, std::move(task)));

    if (!wasBusy)
        emit busyChanged(true);
    return id;
}

}  // namespace c4
