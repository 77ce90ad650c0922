#pragma once

#include "paging.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

#include <sys/mman.h>

namespace c4 {

// A fixed-size hash table from position keys to 32-bit payloads, for the
// searches. Two slots per bucket: of the entries that compete for a bucket it
// keeps the one worth the most and the newest one.
//
// Slot layout (one uint64_t, 8 bytes; a bucket is two slots, 16 bytes, so
// both share one cache line):
//
//   63      56 55              32 31                          0
//   +---------+------------------+----------------------------+
//   |  worth  |     payload      |  key mod 2^32 (key check)  |
//   +---------+------------------+----------------------------+
//   \______ 32-bit payload ______/
//
// The payload's top byte is its worth: how much work the entry saves (the
// searches store the depth searched or the empty cells left). A new entry
// for a key already in the bucket replaces it; otherwise it goes to the
// first slot if it is worth at least as much as that slot's entry (which
// moves to the second slot), else to the second slot. So a deep entry is not
// lost to the flood of shallow ones near the leaves.
//
// The bucket index is key mod count, with count an odd prime. By the Chinese
// remainder theorem (index, key mod 2^32) identify the key exactly whenever
// key < count * 2^32: on 7x6 the key (current + mask) has 49 bits, so every
// table of at least 2^17 buckets (2 MiB) is collision-free. Wider keys
// (boards whose key is a 64-bit hash) share a slot with another key with
// chance about 2^-31 per probe.
//
// A zero payload marks an empty slot; the users' payload encodings
// (SolverEntry, SearchEntry) are never zero.
//
// Memory is allocated by the first call to allocate(), not by the
// constructor, so an idle program does not hold the table. `Paging` says
// which page size it asks the kernel for.
class TranspositionTable {
public:
    explicit TranspositionTable(size_t bytes, Paging paging = Paging::huge) : wantedBytes_(bytes), paging_(paging) {}
    ~TranspositionTable() { release(); }
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    // Allocates the slots (zeroed) if not done yet.
    void allocate()
    {
        if (slots_)
            return;
        const size_t buckets = wantedBytes_ / kBucketBytes;
        size_ = largestPrimeAtMost(buckets < 3 ? 3 : buckets);
        // Anonymous memory: the OS hands out zero pages lazily, so
        // allocating is cheap and untouched slots cost nothing.
        mappedBytes_ = size_ * kBucketBytes;
        void* memory = mmap(nullptr, mappedBytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED) {
            size_ = 0;
            return;
        }
        // Said either way: with transparent huge pages set to "always"
        // the kernel would otherwise pick huge pages by itself.
#if defined(MADV_HUGEPAGE) && defined(MADV_NOHUGEPAGE)
        madvise(memory, mappedBytes_, paging_ == Paging::huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
#endif
        slots_ = static_cast<uint64_t*>(memory);
    }
    bool isAllocated() const { return slots_ != nullptr; }
    // Where the slots are (null before allocate()), for diagnostics.
    const void* memory() const { return slots_; }

    // Forgets every entry (keeps the memory).
    void clear()
    {
        if (slots_)
            std::memset(slots_, 0, mappedBytes_);
    }

    // Frees the memory and sets the size the next allocate() uses.
    void resize(size_t bytes)
    {
        release();
        wantedBytes_ = bytes;
    }

    size_t slotCount() const { return 2 * size_; }
    size_t bytes() const { return wantedBytes_; }

    // The payload stored for key, or 0. allocate() must have been called.
    uint32_t get(uint64_t key) const
    {
        const uint64_t* bucket = bucketOf(key);
        const auto check = static_cast<uint32_t>(key);
        if (static_cast<uint32_t>(bucket[0]) == check)
            return static_cast<uint32_t>(bucket[0] >> 32);
        if (static_cast<uint32_t>(bucket[1]) == check)
            return static_cast<uint32_t>(bucket[1] >> 32);
        return 0;
    }

    // Stores a non-zero payload for key (see the class comment for which
    // entry it replaces).
    void put(uint64_t key, uint32_t payload)
    {
        uint64_t* bucket = bucketOf(key);
        const auto check = static_cast<uint32_t>(key);
        const uint64_t slot = (uint64_t{payload} << 32) | check;
        if (static_cast<uint32_t>(bucket[0]) == check) {
            bucket[0] = slot;
        } else if (static_cast<uint32_t>(bucket[1]) == check || (payload >> 24) < (bucket[0] >> 56)) {
            bucket[1] = slot;
        } else {
            bucket[1] = bucket[0];
            bucket[0] = slot;
        }
    }

    // Hints the CPU to fetch the bucket of key (the search looks it up soon).
    void prefetch(uint64_t key) const { __builtin_prefetch(bucketOf(key)); }

private:
    void release()
    {
        if (slots_)
            munmap(slots_, mappedBytes_);
        slots_ = nullptr;
        size_ = 0;
    }

    static constexpr size_t kBucketBytes = 2 * sizeof(uint64_t);
    uint64_t* bucketOf(uint64_t key) const { return slots_ + 2 * (key % size_); }

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
    Paging paging_;
    size_t size_ = 0;
    size_t mappedBytes_ = 0;
    uint64_t* slots_ = nullptr;
};

}  // namespace c4
