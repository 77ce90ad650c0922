#pragma once

#include "app/metatypes.h"
#include "engine/analysis.h"
#include "engine/paging.h"
#include "engine/position.h"

#include <QObject>
#include <QString>
#include <chrono>
#include <memory>

class QThreadPool;

namespace c4 {

// The engine library behind a QObject: runs one search at a time on a
// worker thread (QtConcurrent::run with a QPromise, whose one result is the
// search's end; progress goes through a slot that holds only the newest)
// and reports through signals on the thread this object lives in.
//
// Every request gets an id (> 0) that every signal about it carries. A new
// request, stop(), or destroying the object cancels the running one; after
// that, no signal about the old id is emitted any more (a result that was
// already on its way is dropped), and the worker stops within a few
// milliseconds. Each request ends with exactly one finished(id) or
// cancelled(id).
//
// The transposition table is allocated by the first search, not before, so
// an idle window stays small. By default it is the machine's default size
// (engine/machine.h) and the exact solver uses every core; the worker
// threads run at a lower priority than the thread that owns this object,
// so a window stays responsive while every core searches.
class Engine : public QObject {
    Q_OBJECT
public:
    // `paging`: how the table's memory is backed (engine/paging.h): small
    // pages for a player under a clock, huge ones for analysis.
    explicit Engine(QObject* parent = nullptr, Paging paging = Paging::small);
    // Requests a stop and waits for the worker (a few milliseconds).
    ~Engine() override;

    // Scores every column of the position. With empty limits it runs until
    // every column is exact or stop() is called (infinite analysis).
    // analysisUpdated(id, ...) arrives after each iteration and once more
    // with the final analysis, then finished(id).
    int analyze(const Position& position, const SearchLimits& limits = {});

    // Chooses a move for a computer of skill `level` (1-10). Without a time
    // in the limits it thinks the level's own time (moveTime in movetime.h). Emits analysisUpdated(id, ...) as the
    // search goes, then moveChosen(id, column), then finished(id).
    int think(const Position& position, int level, const SearchLimits& limits = {}, quint64 seed = 0);

    // Cancels the running request, if any: cancelled(id) and
    // busyChanged(false) are emitted before this returns.
    void stop();

    // The id of the running request, or 0 when idle.
    int currentRequest() const { return current_; }
    bool isBusy() const { return current_ != 0; }
    // Whether a worker thread is still busy, possibly finishing a cancelled
    // search (for tests and orderly shutdown).
    bool isWorking() const { return running_ > 0; }
    // Whether the engine library is inside a search right now (a worker
    // thread holds the analyzer).
    bool isSearching() const;
    // Blocks until no worker runs (or the timeout passes); returns whether idle.
    bool waitForWorkers(int timeoutMs = -1);

    // Options. A new table size applies from the next search on.
    void setTableSizeMiB(int mib);
    int tableSizeMiB() const { return tableMiB_; }
    void setThreads(int threads);
    int threads() const { return threads_; }

signals:
    void analysisUpdated(int requestId, const c4::Analysis& analysis);
    void moveChosen(int requestId, int column);
    void finished(int requestId);
    void cancelled(int requestId);
    void errorOccurred(int requestId, const QString& message);
    void busyChanged(bool busy);
    // No worker runs any more (the last search, even a cancelled one, returned).
    void workersIdle();

private:
    struct Worker;
    struct Request;
    int start(const Position& position, const SearchLimits& limits, int level, quint64 seed, bool choose);
    void cancelCurrent();
    std::shared_ptr<Worker> worker();

    int nextId_ = 1;
    int current_ = 0;
    int running_ = 0;  // worker tasks not yet returned
    Paging paging_;
    int tableMiB_;
    int threads_;
    std::shared_ptr<Worker> worker_;
    std::unique_ptr<Request> request_;
    QThreadPool* pool_ = nullptr;
};

}  // namespace c4
