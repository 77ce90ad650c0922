#include "engine/helperpool.h"

#include <algorithm>
#include <utility>

namespace c4 {

HelperPool::HelperPool(int threads)
{
    threads_.reserve(static_cast<size_t>(std::max(threads, 0)));
    for (int i = 0; i < threads; ++i)
        threads_.emplace_back([this, i] { loop(i); });
}

HelperPool::~HelperPool()
{
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : threads_)
        t.join();
}

void HelperPool::run(int count, const std::function<void(int)>& job, const std::function<void()>& whileRunning)
{
    count = std::clamp(count, 0, size());
    {
        std::lock_guard lock(mutex_);
        job_ = &job;
        active_ = count;
        pending_ = count;
        ++generation_;
    }
    wake_.notify_all();
    whileRunning();
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return pending_ == 0; });
    job_ = nullptr;
    // A helper's exception (the search's std::bad_alloc, say) reaches the
    // caller, as the caller's own would, once every helper is done.
    if (std::exception_ptr failure = std::exchange(failure_, nullptr))
        std::rethrow_exception(failure);
}

void HelperPool::loop(int index)
{
    uint64_t seen = 0;
    for (;;) {
        const std::function<void(int)>* job = nullptr;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return quit_ || (generation_ != seen && index < active_); });
            if (quit_)
                return;
            seen = generation_;
            job = job_;
        }
        std::exception_ptr failure;
        try {
            (*job)(index);
        } catch (...) {
            failure = std::current_exception();  // out of a thread it would end the program
        }
        {
            std::lock_guard lock(mutex_);
            if (failure && !failure_)
                failure_ = failure;
            --pending_;
        }
        done_.notify_all();
    }
}

}  // namespace c4
