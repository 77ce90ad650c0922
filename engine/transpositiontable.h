#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include <sys/mman.h>

namespace c4 {

// A fixed-size hash table from position keys to 32-bit payloads, for the
// searches. One slot per index, always-replace, no chaining.
//
// Slot layout (one uint64_t, 8 bytes):
//
//   63                         32 31                          0
//   +----------------------------+----------------------------+
//   |  payload (32 bits, != 0)   |  key mod 2^32 (key check)  |
//   +----------------------------+----------------------------+
//
// The slot index is key mod size, with size an odd prime. By the Chinese
// remainder theorem (index, key mod 2^32) identify the key exactly whenever
// key < size * 2^32: on 7x6 the key (current + mask) has 49 bits, so every
// table of at least 2^17 slots (1 MiB) is collision-free. Wider keys (boards
// whose key is a 64-bit hash) share a slot with another key with chance
// about 2^-32 per probe.
//
// A zero payload marks an empty slot; the users' payload encodings
// (SolverEntry, SearchEntry) are never zero.
//
// Memory is allocated by the first call to allocate(), not by the
// constructor, so an idle program does not hold the table.
class TranspositionTable {
public:
    explicit TranspositionTable(size_t bytes) : wantedBytes_(bytes) {}
    ~TranspositionTable() { release(); }
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    // Allocates the slots (zeroed) if not done yet.
    void allocate()
    {
        if (slots_)
            return;
        size_ = largestPrimeAtMost(wantedBytes_ / sizeof(uint64_t) < 3 ? 3 : wantedBytes_ / sizeof(uint64_t));
        // Anonymous memory: the OS hands out zero pages lazily, so
        // allocating is cheap and untouched slots cost nothing. Marked for
        // huge pages: the search probes the table at random, and with 4 KiB
        // pages most probes would also miss the TLB.
        mappedBytes_ = size_ * sizeof(uint64_t);
        void* memory = mmap(nullptr, mappedBytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED) {
            size_ = 0;
            return;
        }
#ifdef MADV_HUGEPAGE
        madvise(memory, mappedBytes_, MADV_HUGEPAGE);
#endif
        slots_ = static_cast<uint64_t*>(memory);
    }
    bool isAllocated() const { return slots_ != nullptr; }

    // Forgets every entry (keeps the memory).
    void clear()
    {
        if (slots_)
            std::memset(slots_, 0, size_ * sizeof(uint64_t));
    }

    // Frees the memory and sets the size the next allocate() uses.
    void resize(size_t bytes)
    {
        release();
        wantedBytes_ = bytes;
    }

    size_t slotCount() const { return size_; }
    size_t bytes() const { return wantedBytes_; }

    // The payload stored for key, or 0. allocate() must have been called.
    uint32_t get(uint64_t key) const
    {
        const uint64_t slot = slots_[index(key)];
        return static_cast<uint32_t>(slot) == static_cast<uint32_t>(key) ? static_cast<uint32_t>(slot >> 32) : 0;
    }

    // Stores a non-zero payload for key, replacing whatever the slot held.
    void put(uint64_t key, uint32_t payload)
    {
        slots_[index(key)] = (uint64_t{payload} << 32) | static_cast<uint32_t>(key);
    }

    // Hints the CPU to fetch the slot of key (the search looks it up soon).
    void prefetch(uint64_t key) const { __builtin_prefetch(slots_ + index(key)); }

private:
    void release()
    {
        if (slots_)
            munmap(slots_, mappedBytes_);
        slots_ = nullptr;
        size_ = 0;
    }

    size_t index(uint64_t key) const { return key % size_; }

    static bool isPrime(size_t n)
    {
        if (n < 2)
            return false;
        for (size_t d = 2; d * d <= n; ++d)
            if (n % d == 0)
                return false;
        return true;
    }
    static size_t largestPrimeAtMost(size_t n)
    {
        while (!isPrime(n))
            --n;
        return n;
    }

    size_t wantedBytes_;
    size_t size_ = 0;
    size_t mappedBytes_ = 0;
    uint64_t* slots_ = nullptr;
};

}  // namespace c4
