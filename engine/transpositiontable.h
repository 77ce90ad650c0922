#pragma once

#include "engine/bitboard.h"
#include "engine/fastmodulo.h"
#include "engine/paging.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <new>
#include <stop_token>

#include <sys/mman.h>

namespace c4 {

// A fixed-size hash table from position keys to 32-bit payloads, for the
// searches. Two slots per bucket: of the entries that compete for a bucket it
// keeps the one worth the most and the newest one.
//
// Keys come in two widths, each with its own slot (see TableSlot below):
// 64-bit keys (7x6 and every board of up to 64 bits with its sentinel row,
// or a 64-bit hash of a wider board for the depth-limited search, 9x7 and
// 8x8 on the packed layout included) in 8-byte slots, and 128-bit keys (the
// exact solver on boards of 65 to 128 bits) in 16-byte slots.
//
// 8-byte slot (a bucket is two slots, 16 bytes, so both share a cache line):
//
//   63      56 55              32 31                          0
//   +---------+------------------+----------------------------+
//   |  worth  |     payload      |  key mod 2^32 (key check)  |
//   +---------+------------------+----------------------------+
//   \______ 32-bit payload ______/
//
// The payload's top byte is its worth: how much work the entry saves (the
// depth-limited search stores the depth searched, the solver the bit count
// of the nodes searched below). A new entry for a key already in the bucket
// replaces it; otherwise it goes to the
// first slot if it is worth at least as much as that slot's entry (which
// moves to the second slot), else to the second slot. So a deep entry is not
// lost to the flood of shallow ones near the leaves.
//
// Why 64-bit keys are collision-free: the bucket index is key mod count,
// with count an odd prime. By the Chinese remainder theorem (index, key mod
// 2^32) identify the key exactly whenever key < count * 2^32: on 7x6 the key
// (current + mask) has 49 bits, so every table of at least 2^17 buckets
// (2 MiB) is collision-free. Keys that are 64-bit hashes (the depth-limited
// search on boards over 64 bits with sentinels) share a slot with another key with chance about
// 2^-31 per probe.
//
// A zero payload marks an empty slot; the users' payload encodings
// (SolverEntry, SearchEntry) are never zero.
//
// Threads share one table without locks (the solver's lazy SMP): every slot
// word is read and written whole (relaxed atomics, plain moves on x86-64),
// each lookup works on its own copy of a slot, and a slot that two writers
// tore apart fails its key check, so a reader sees a whole entry of its own
// key or nothing. A lost or doubled entry only costs work.
//
// Memory is allocated by the first call to allocate(), not by the
// constructor, so an idle program does not hold the table. `Paging` says
// which page size it asks the kernel for.
template <class Key>
struct TableSlot;

template <>
struct TableSlot<uint64_t> {
    uint64_t word = 0;

    static uint64_t indexOf(uint64_t key) { return key; }
    uint32_t payload() const { return static_cast<uint32_t>(word >> 32); }
    bool holds(uint64_t key) const { return static_cast<uint32_t>(word) == static_cast<uint32_t>(key); }
    static TableSlot of(uint64_t key, uint32_t payload)
    {
        return {(uint64_t{payload} << 32) | static_cast<uint32_t>(key)};
    }
    // One word: a read or write is whole, so threads never see half an entry.
    static TableSlot load(const TableSlot& s) { return {std::atomic_ref(const_cast<uint64_t&>(s.word)).load(kOrder)}; }
    static void store(TableSlot& s, TableSlot v) { std::atomic_ref(s.word).store(v.word, kOrder); }

private:
    static constexpr auto kOrder = std::memory_order_relaxed;
};

// 16-byte slot for 128-bit keys:
//
//   low word:   63 .. 32 payload (worth on top) | 31 .. 0 check bits 0-31
//   high word:  check bits 32-95, XORed with the low word
//
// The check is the key itself when the key is below 2^96, which it always is
// on boards of at most 96 bits (9x7 and 8x8: 72; 10x8, 9x9: 90; 12x7: 96):
// there the slot holds the whole key and a lookup can never confuse two
// positions, whatever the table size. On boards of 97 to 128 bits (10x10,
// 12x9, 16x7...) a key of 2^96 or more is checked by the low 96 bits of a
// bijective mix of it: two positions are confused only when those 96 bits
// and the bucket agree, a chance below 2^-96 per probe. The XOR ties the
// two words together, so a slot read half before and half after another
// thread's write fails its check instead of mixing two entries.
template <>
struct TableSlot<Bits128> {
    uint64_t low = 0;
    uint64_t high = 0;

    static uint64_t indexOf(Bits128 key)
    {
        return mix(mix(static_cast<uint64_t>(key)) ^ static_cast<uint64_t>(key >> 64));
    }
    uint32_t payload() const { return static_cast<uint32_t>(low >> 32); }
    bool holds(Bits128 key) const
    {
        const Bits128 c = check(key);
        return static_cast<uint32_t>(low) == static_cast<uint32_t>(c) && (high ^ low) == static_cast<uint64_t>(c >> 32);
    }
    static TableSlot of(Bits128 key, uint32_t payload)
    {
        const Bits128 c = check(key);
        const uint64_t low = (uint64_t{payload} << 32) | static_cast<uint32_t>(c);
        return {low, static_cast<uint64_t>(c >> 32) ^ low};
    }
    // Each word is read and written whole; a slot torn between two writers
    // fails holds() (see the XOR above).
    static TableSlot load(const TableSlot& s)
    {
        return {std::atomic_ref(const_cast<uint64_t&>(s.low)).load(kOrder),
                std::atomic_ref(const_cast<uint64_t&>(s.high)).load(kOrder)};
    }
    static void store(TableSlot& s, TableSlot v)
    {
        std::atomic_ref(s.low).store(v.low, kOrder);
        std::atomic_ref(s.high).store(v.high, kOrder);
    }

private:
    static constexpr auto kOrder = std::memory_order_relaxed;
    static constexpr Bits128 kBelow96 = (Bits128{1} << 96) - 1;
    static Bits128 check(Bits128 key)
    {
        if (key <= kBelow96)
            return key;
        // A bijection of 128-bit numbers: xor-shifts and an odd multiplier.
        Bits128 x = key ^ (key >> 64);
        x *= (Bits128{0x9E3779B97F4A7C15ull} << 64) | 0xBF58476D1CE4E5B9ull;
        x ^= x >> 61;
        return x & kBelow96;
    }
    static uint64_t mix(uint64_t x)
    {
        x ^= x >> 30;
        x *= 0xBF58476D1CE4E5B9ull;
        x ^= x >> 27;
        x *= 0x94D049BB133111EBull;
        return x ^ (x >> 31);
    }
};

template <class Key>
class BasicTranspositionTable {
public:
    using Slot = TableSlot<Key>;

    explicit BasicTranspositionTable(size_t bytes, Paging paging = Paging::huge) : wantedBytes_(bytes), paging_(paging) {}
    ~BasicTranspositionTable() { release(); }
    BasicTranspositionTable(const BasicTranspositionTable&) = delete;
    BasicTranspositionTable& operator=(const BasicTranspositionTable&) = delete;

    // Allocates the slots (zeroed) if not done yet. When the system refuses
    // the size asked for (more than the machine's memory, or a process
    // limit), the table takes half as much, and so on: a smaller table only
    // costs speed. Throws std::bad_alloc only when not even kMinBytes can
    // be had (nor the size asked, when that is smaller). allocatedBytes()
    // tells what it got.
    void allocate()
    {
        if (slots_)
            return;
        void* memory = MAP_FAILED;
        for (size_t asked = std::max(wantedBytes_, 3 * kBucketBytes);; asked /= 2) {
            // Anonymous memory: the OS hands out zero pages lazily, so
            // allocating is cheap and untouched slots cost nothing.
            memory = mmap(nullptr, asked, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (memory != MAP_FAILED) {
                mappedBytes_ = asked;
                break;
            }
            if (asked <= kMinBytes)
                throw std::bad_alloc();
        }
        size_ = largestPrimeAtMost(mappedBytes_ / kBucketBytes);
        bucketIndex_ = FastModulo(size_);
        // Said either way: with transparent huge pages set to "always"
        // the kernel would otherwise pick huge pages by itself.
#if defined(MADV_HUGEPAGE) && defined(MADV_NOHUGEPAGE)
        madvise(memory, mappedBytes_, paging_ == Paging::huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
#endif
        slots_ = static_cast<Slot*>(memory);
    }
    bool isAllocated() const { return slots_ != nullptr; }
    // Allocates the slots and makes every page resident now, keeping what
    // the table holds; nothing is left to do the second time. A search that
    // first touches fresh pages at random pays a page fault at each, which
    // halved a player's speed in its first seconds on small pages (figures
    // in docs/benchmark-history.md); touched in order up front, the pages cost far less.
    // Not while a search uses the table. A stop request
    // or the time `until` ends it within a MiB; the next call goes on where
    // it stopped.
    void prefault(std::stop_token stop = {},
                  std::chrono::steady_clock::time_point until = std::chrono::steady_clock::time_point::max())
    {
        allocate();
        if (!slots_)
            return;
        // A write to each page makes the kernel back it; writing a word back
        // keeps the entry it holds. (Volatile: a compiler may turn an atomic
        // add of zero into a load, and a read only maps the shared zero page;
        // clang did.)
        constexpr size_t kPageWords = 4096 / sizeof(uint64_t);
        constexpr size_t kCheckWords = size_t{1} << 17;  // 1 MiB
        auto* words = reinterpret_cast<volatile uint64_t*>(slots_);
        for (; residentWords_ < mappedBytes_ / sizeof(uint64_t); residentWords_ += kPageWords) {
            if (residentWords_ % kCheckWords == 0
                && (stop.stop_requested() || std::chrono::steady_clock::now() >= until))
                return;
            words[residentWords_] = words[residentWords_];
        }
    }
    // Where the slots are (null before allocate()), for diagnostics.
    const void* memory() const { return slots_; }

    // Forgets every entry (keeps the memory).
    void clear()
    {
        if (slots_)
            std::fill_n(slots_, 2 * size_, Slot{});
    }

    // Frees the memory and sets the size the next allocate() uses.
    void resize(size_t bytes)
    {
        release();
        wantedBytes_ = bytes;
    }

    size_t slotCount() const { return 2 * size_; }
    // The size asked for, and what allocate() got (0 before it ran).
    size_t bytes() const { return wantedBytes_; }
    size_t allocatedBytes() const { return slots_ ? mappedBytes_ : 0; }
    // The smallest table allocate() falls back to.
    static constexpr size_t kMinBytes = size_t{1} << 20;

    // The payload stored for key, or 0. allocate() must have been called.
    uint32_t get(const Key& key) const
    {
        const Slot* bucket = bucketOf(key);
        if (const Slot first = Slot::load(bucket[0]); first.holds(key))
            return first.payload();
        if (const Slot second = Slot::load(bucket[1]); second.holds(key))
            return second.payload();
        return 0;
    }

    // Stores a non-zero payload for key (see the class comment for which
    // entry it replaces).
    void put(const Key& key, uint32_t payload)
    {
        Slot* bucket = bucketOf(key);
        const Slot slot = Slot::of(key, payload);
        const Slot first = Slot::load(bucket[0]);
        if (first.holds(key)) {
            Slot::store(bucket[0], slot);
        } else if (Slot::load(bucket[1]).holds(key) || (payload >> 24) < (first.payload() >> 24)) {
            Slot::store(bucket[1], slot);
        } else {
            Slot::store(bucket[1], first);
            Slot::store(bucket[0], slot);
        }
    }

    // Hints the CPU to fetch the bucket of key (the search looks it up soon).
    void prefetch(const Key& key) const { __builtin_prefetch(bucketOf(key)); }

private:
    void release()
    {
        if (slots_)
            munmap(slots_, mappedBytes_);
        slots_ = nullptr;
        residentWords_ = 0;
        size_ = 0;
    }

    static constexpr size_t kBucketBytes = 2 * sizeof(Slot);
    Slot* bucketOf(const Key& key) const { return slots_ + 2 * bucketIndex_(Slot::indexOf(key)); }

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
    size_t size_ = 0;  // buckets: a prime, for the 64-bit keys' check (above)
    FastModulo bucketIndex_{3};  // key mod size_
    size_t mappedBytes_ = 0;
    Slot* slots_ = nullptr;
    size_t residentWords_ = 0;  // how far prefault() got
};

using TranspositionTable = BasicTranspositionTable<uint64_t>;
// The exact solver's table on boards of 65 to 128 bits.
using WideKeyTable = BasicTranspositionTable<Bits128>;

}  // namespace c4
