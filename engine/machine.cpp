#include "engine/machine.h"

#include <algorithm>
#include <thread>

#include <unistd.h>

namespace c4 {

int defaultThreadCount()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

size_t defaultTableBytes()
{
    constexpr size_t kMin = size_t{64} << 20;
    constexpr size_t kMax = size_t{256} << 20;
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return kMin;
    return std::clamp(static_cast<size_t>(pages) * static_cast<size_t>(pageSize) / 16, kMin, kMax);
}

}  // namespace c4
