#include "engine/boardspec.h"

#include <charconv>
#include <vector>

namespace c4 {

namespace {

std::optional<std::string> rangeProblem(const char* field, int value)
{
    if (value >= BoardSpec::kMinSide && value <= BoardSpec::kMaxSide)
        return std::nullopt;
    return std::string(field) + " must be between " + std::to_string(BoardSpec::kMinSide)
        + " and " + std::to_string(BoardSpec::kMaxSide) + ", not " + std::to_string(value);
}

}  // namespace

std::optional<std::string> BoardSpec::problem() const
{
    if (auto p = rangeProblem("width", width))
        return p;
    if (auto p = rangeProblem("height", height))
        return p;
    return rangeProblem("connect", connect);
}

std::string BoardSpec::toString() const
{
    return std::to_string(width) + "x" + std::to_string(height) + "x" + std::to_string(connect);
}

std::optional<BoardSpec> BoardSpec::parse(std::string_view text, std::string* error)
{
    auto fail = [&](std::string message) -> std::optional<BoardSpec> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };

    std::vector<std::string_view> parts;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == 'x' || text[i] == 'X') {
            parts.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    if (parts.size() < 2 || parts.size() > 3)
        return fail("board size '" + std::string(text) + "' must look like WxH or WxHxN, for example 7x6x4");

    static constexpr const char* kNames[] = {"width", "height", "connect"};
    int values[3] = {0, 0, 4};
    for (size_t i = 0; i < parts.size(); ++i) {
        const std::string_view part = parts[i];
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), values[i]);
        const bool whole = !part.empty() && end == part.data() + part.size();
        if (whole && ec == std::errc::result_out_of_range)  // digits, more than an int holds
            return fail("board size '" + std::string(text) + "': " + kNames[i] + " must be between "
                        + std::to_string(kMinSide) + " and " + std::to_string(kMaxSide) + ", not " + std::string(part));
        if (!whole || ec != std::errc())
            return fail(std::string(kNames[i]) + " '" + std::string(part) + "' in board size '"
                        + std::string(text) + "' is not a number");
    }
    const BoardSpec spec{values[0], values[1], values[2]};
    if (auto p = spec.problem())
        return fail("board size '" + std::string(text) + "': " + *p);
    return spec;
}

}  // namespace c4
