#pragma once

#include "engine/bitboard.h"

#include <cassert>
#include <cstdint>

namespace c4 {

// x mod d for a divisor fixed at run time, with multiplications instead of a
// division: the transposition table reduces every key by its prime bucket
// count, several times a node, and a 64-bit division takes tens of cycles.
//
// The method is D. Lemire, O. Kaser and N. Kurz, "Faster remainder by direct
// computation" (2019): with c = ceil(2^128 / d), the fraction x / d is
// c * x in 128-bit fixed point (its low 128 bits are the fractional part),
// and the fractional part times d, rounded down, is the remainder. Exact for
// every 64-bit x and every divisor d > 1 that is not a power of two (then c
// is 2^128 / d rounded up, as the proof needs; a power of two would need
// the 129th bit), which suits the table's odd primes.
class FastModulo {
public:
    explicit FastModulo(uint64_t divisor) : divisor_(divisor), reciprocal_(~Bits128{0} / divisor + 1)
    {
        assert(divisor > 1 && (divisor & (divisor - 1)) != 0);
    }

    uint64_t operator()(uint64_t x) const
    {
        const Bits128 fraction = reciprocal_ * x;  // mod 2^128
        // The top 64 bits of the 192-bit product fraction * divisor.
        const Bits128 low = (fraction & ~uint64_t{0}) * divisor_;
        const Bits128 high = (fraction >> 64) * divisor_;
        return static_cast<uint64_t>(((low >> 64) + high) >> 64);
    }

    uint64_t divisor() const { return divisor_; }

private:
    uint64_t divisor_;
    Bits128 reciprocal_;
};

}  // namespace c4
