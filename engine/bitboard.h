#pragma once

#include <array>
#include <bit>
#include <concepts>
#include <cstdint>

namespace c4 {

// Bit sets for the board. The standard board (and every board with
// width * (height + 1) <= 64) uses a plain uint64_t; boards up to 128 bits
// (9x7, 8x8, 10x10, 14x7, ...) one Bits128, the compiler's two-word integer,
// so the exact solver runs on them through the same templates; bigger boards
// use WideBits<Words>, a fixed-size multi-word set with the same operators,
// so BasicPosition and the search are written once for all of them.
//
// Bit i of WideBits lives in word i / 64 at bit i % 64: the words are one
// long little-endian number, and shifts move bits across word boundaries.
//
//     word 1                      word 0
//   [127 ............ 64]  [63 ............. 0]
//                            <- shiftUp(b, 1) moves bit 63 into bit 64
template <int Words>
struct WideBits {
    static_assert(Words >= 2);
    std::array<uint64_t, Words> w{};

    constexpr WideBits() = default;
    constexpr explicit WideBits(uint64_t low) { w[0] = low; }

    friend constexpr bool operator==(const WideBits&, const WideBits&) = default;

#define C4_WIDE_BINARY_OP(op)                                                   \
    friend constexpr WideBits operator op(WideBits a, const WideBits& b)        \
    {                                                                           \
        for (int i = 0; i < Words; ++i)                                         \
            a.w[i] op## = b.w[i];                                               \
        return a;                                                               \
    }                                                                           \
    constexpr WideBits& operator op##=(const WideBits& b)                       \
    {                                                                           \
        for (int i = 0; i < Words; ++i)                                         \
            w[i] op## = b.w[i];                                                 \
        return *this;                                                           \
    }
    C4_WIDE_BINARY_OP(&)
    C4_WIDE_BINARY_OP(|)
    C4_WIDE_BINARY_OP(^)
#undef C4_WIDE_BINARY_OP

    friend constexpr WideBits operator~(WideBits a)
    {
        for (auto& word : a.w)
            word = ~word;
        return a;
    }

    // Multi-word addition with carry (the column trick `mask + bottom`).
    friend constexpr WideBits operator+(WideBits a, const WideBits& b)
    {
        uint64_t carry = 0;
        for (int i = 0; i < Words; ++i) {
            const uint64_t sum = a.w[i] + b.w[i];
            const uint64_t carry1 = sum < a.w[i];
            a.w[i] = sum + carry;
            carry = carry1 | (a.w[i] < sum);
        }
        return a;
    }
};

// GCC's and Clang's 128-bit unsigned integer (__extension__ keeps
// -Wpedantic quiet: it is not ISO C++). Bit i is bit i of the number, as
// for uint64_t; shifts and + carry across the middle by themselves.
__extension__ typedef unsigned __int128 Bits128;

// ---- The operations the position needs, for every kind of bit set. ----

constexpr bool none(uint64_t b) { return b == 0; }
constexpr int popcount(uint64_t b) { return std::popcount(b); }
constexpr uint64_t bit(uint64_t, int index) { return uint64_t{1} << index; }
constexpr bool test(uint64_t b, int index) { return (b >> index) & 1; }
// Shifts towards higher bits; bits pushed past the top are lost.
constexpr uint64_t shiftUp(uint64_t b, int n) { return n >= 64 ? 0 : b << n; }
constexpr uint64_t shiftDown(uint64_t b, int n) { return n >= 64 ? 0 : b >> n; }
// Index of the lowest set bit; b must not be empty.
constexpr int lowestIndex(uint64_t b) { return std::countr_zero(b); }

constexpr bool none(Bits128 b) { return b == 0; }
constexpr int popcount(Bits128 b)
{
    return std::popcount(static_cast<uint64_t>(b)) + std::popcount(static_cast<uint64_t>(b >> 64));
}
constexpr Bits128 bit(Bits128, int index) { return Bits128{1} << index; }
constexpr bool test(Bits128 b, int index) { return (b >> index) & 1; }
constexpr Bits128 shiftUp(Bits128 b, int n) { return n >= 128 ? 0 : b << n; }
constexpr Bits128 shiftDown(Bits128 b, int n) { return n >= 128 ? 0 : b >> n; }
constexpr int lowestIndex(Bits128 b)
{
    const auto low = static_cast<uint64_t>(b);
    return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<uint64_t>(b >> 64));
}

template <int Words>
constexpr bool none(const WideBits<Words>& b)
{
    uint64_t any = 0;
    for (uint64_t word : b.w)
        any |= word;
    return any == 0;
}

template <int Words>
constexpr int popcount(const WideBits<Words>& b)
{
    int n = 0;
    for (uint64_t word : b.w)
        n += std::popcount(word);
    return n;
}

template <int Words>
constexpr WideBits<Words> bit(const WideBits<Words>&, int index)
{
    WideBits<Words> r;
    r.w[index / 64] = uint64_t{1} << (index % 64);
    return r;
}

template <int Words>
constexpr bool test(const WideBits<Words>& b, int index)
{
    return (b.w[index / 64] >> (index % 64)) & 1;
}

template <int Words>
constexpr WideBits<Words> shiftUp(const WideBits<Words>& b, int n)
{
    WideBits<Words> r;
    const int wordShift = n / 64;
    const int bitShift = n % 64;
    for (int i = Words - 1; i >= wordShift; --i) {
        const int from = i - wordShift;
        uint64_t v = b.w[from] << bitShift;
        if (bitShift != 0 && from > 0)
            v |= b.w[from - 1] >> (64 - bitShift);
        r.w[i] = v;
    }
    return r;
}

template <int Words>
constexpr WideBits<Words> shiftDown(const WideBits<Words>& b, int n)
{
    WideBits<Words> r;
    const int wordShift = n / 64;
    const int bitShift = n % 64;
    for (int i = 0; i + wordShift < Words; ++i) {
        const int from = i + wordShift;
        uint64_t v = b.w[from] >> bitShift;
        if (bitShift != 0 && from + 1 < Words)
            v |= b.w[from + 1] << (64 - bitShift);
        r.w[i] = v;
    }
    return r;
}

template <int Words>
constexpr int lowestIndex(const WideBits<Words>& b)
{
    for (int i = 0; i < Words; ++i)
        if (b.w[i] != 0)
            return i * 64 + std::countr_zero(b.w[i]);
    return Words * 64;
}

// One word for the packed layout (geometry.h): the boards whose cells fit
// 64 bits only without the sentinel row (9x7, 8x8, 10x6, 11x5, ...). A type
// of its own, so the layout is chosen at compile time and a packed set is
// never mixed up with a plain uint64_t one. The depth-limited search runs on
// it; the exact solver keeps the sentinel layout in two words.
struct PackedBits {
    uint64_t v = 0;

    constexpr PackedBits() = default;
    constexpr explicit PackedBits(uint64_t value) : v(value) {}

    friend constexpr bool operator==(PackedBits, PackedBits) = default;
    friend constexpr PackedBits operator&(PackedBits a, PackedBits b) { return PackedBits(a.v & b.v); }
    friend constexpr PackedBits operator|(PackedBits a, PackedBits b) { return PackedBits(a.v | b.v); }
    friend constexpr PackedBits operator^(PackedBits a, PackedBits b) { return PackedBits(a.v ^ b.v); }
    friend constexpr PackedBits operator~(PackedBits a) { return PackedBits(~a.v); }
    friend constexpr PackedBits operator+(PackedBits a, PackedBits b) { return PackedBits(a.v + b.v); }
};

constexpr bool none(PackedBits b) { return b.v == 0; }
constexpr int popcount(PackedBits b) { return std::popcount(b.v); }
constexpr PackedBits bit(PackedBits, int index) { return PackedBits(uint64_t{1} << index); }
constexpr bool test(PackedBits b, int index) { return (b.v >> index) & 1; }
constexpr PackedBits shiftUp(PackedBits b, int n) { return PackedBits(shiftUp(b.v, n)); }
constexpr PackedBits shiftDown(PackedBits b, int n) { return PackedBits(shiftDown(b.v, n)); }
constexpr int lowestIndex(PackedBits b) { return std::countr_zero(b.v); }

// The lowest 64 bits of a set of up to 128.
constexpr uint64_t lowWord(uint64_t b) { return b; }
constexpr uint64_t lowWord(Bits128 b) { return static_cast<uint64_t>(b); }
constexpr uint64_t lowWord(PackedBits b) { return b.v; }

// Whether bit sets of this kind use the packed layout (no sentinel row).
template <class Bits>
inline constexpr bool kPacked = std::same_as<Bits, PackedBits>;

// How many bits a set of each kind holds.
template <class Bits>
inline constexpr int kBitCount = 64;
template <>
inline constexpr int kBitCount<Bits128> = 128;
template <int Words>
inline constexpr int kBitCount<WideBits<Words>> = 64 * Words;

// The bit sets the exact solver runs on (boards of up to 128 bits).
template <class Bits>
concept SolverBits = std::same_as<Bits, uint64_t> || std::same_as<Bits, Bits128>;

}  // namespace c4
