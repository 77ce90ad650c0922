#include "engine/helperpool.h"

#include <algorithm>

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
        (*job)(index);
        {
            std::lock_guard lock(mutex_);
            --pending_;
        }
        done_.notify_all();
    }
}

}  // namespace c4
