#pragma once

// The scale of a model's values that fits data best, for the benchmark
// programs that fit one (evaltune's K, predictbench's factor of the logits).
#include <cmath>

namespace c4::bench {

// The x in [low, high] (both > 0) where loss(x) is least, for a loss that is
// unimodal in x: a ternary search over x's logarithm, to about 1e-15 of it.
template <class Loss>
double bestScale(Loss loss, double low, double high)
{
    double a = std::log(low);
    double b = std::log(high);
    for (int i = 0; i < 100; ++i) {
        const double third = a + (b - a) / 3;
        const double twoThirds = b - (b - a) / 3;
        if (loss(std::exp(third)) < loss(std::exp(twoThirds)))
            b = twoThirds;
        else
            a = third;
    }
    return std::exp((a + b) / 2);
}

}  // namespace c4::bench
