#include "engine/machine.h"

#include <algorithm>
#include <thread>

#include <unistd.h>

namespace c4 {

int defaultThreadCount()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

namespace {

constexpr size_t kMinTableBytes = size_t{64} << 20;

}  // namespace

size_t defaultTableBytes()
{
    constexpr size_t kMax = size_t{256} << 20;
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return kMinTableBytes;
    return std::clamp(static_cast<size_t>(pages) * static_cast<size_t>(pageSize) / 16, kMinTableBytes, kMax);
}

size_t tableBytesForTime(double seconds)
{
    constexpr double kBytesPerSecond = double(size_t{64} << 20);
    const double wanted = std::max(0.0, seconds) * kBytesPerSecond;
    const size_t most = defaultTableBytes();
    return std::max(kMinTableBytes, wanted >= double(most) ? most : static_cast<size_t>(wanted));
}

}  // namespace c4
