#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace c4 {

// Threads kept for the solver's helpers between searches: starting a thread
// for each search would cost more than a small search does (and map a new
// stack each time, which makes every other thread of the program, the GUI
// too, wait on the kernel's memory lock). A thread started by the pool
// keeps the priority of the thread that created the pool.
class HelperPool {
public:
    explicit HelperPool(int threads);
    // Stops and joins the threads (a job must not be running).
    ~HelperPool();
    HelperPool(const HelperPool&) = delete;
    HelperPool& operator=(const HelperPool&) = delete;

    int size() const { return static_cast<int>(threads_.size()); }

    // Runs job(i) on helper i for every i below `count` (at most size()),
    // and returns when all of them have returned. The caller does its own
    // share of the work from inside `whileRunning`, which run() calls on the
    // calling thread after starting the helpers. An exception a helper's job
    // throws is thrown here, after every helper has returned.
    void run(int count, const std::function<void(int)>& job, const std::function<void()>& whileRunning);

private:
    void loop(int index);

    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    const std::function<void(int)>* job_ = nullptr;
    uint64_t generation_ = 0;
    int active_ = 0;   // helpers taking part in the current job
    int pending_ = 0;  // of them, not finished yet
    bool quit_ = false;
    std::exception_ptr failure_;  // the first helper exception of the job under way
    std::vector<std::thread> threads_;
};

}  // namespace c4
