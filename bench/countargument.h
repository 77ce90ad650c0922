#pragma once

// A whole-number option of a benchmark program (a count, milliseconds, a
// seed), read the same way by evalbench, predictbench, proofbench and
// exactcheck: the whole text a number from lowest to highest, or nothing.
#include <cerrno>
#include <cstdlib>
#include <optional>
#include <string>

namespace c4::bench {

inline std::optional<long long> countArgument(const std::string& text, long long lowest, long long highest)
{
    char* end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || errno == ERANGE || value < lowest || value > highest)
        return std::nullopt;
    return value;
}

}  // namespace c4::bench
