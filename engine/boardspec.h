#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace c4 {

// The shape of a game: columns, rows and how many stones in a row win.
// Each of the three lies in [kMinSide, kMaxSide], the bounds of the classic
// C connect-N library. A connect larger than both sides is legal: nobody can
// win and every game is a draw.
struct BoardSpec {
    static constexpr int kMinSide = 1;
    static constexpr int kMaxSide = 40;

    int width = 7;
    int height = 6;
    int connect = 4;

    friend bool operator==(const BoardSpec&, const BoardSpec&) = default;

    // The standard 7x6 connect-4 board.
    static constexpr BoardSpec standard() { return {7, 6, 4}; }

    // Returns a sentence naming the first field that is out of range, or
    // nothing when the spec is valid.
    std::optional<std::string> problem() const;
    bool isValid() const { return !problem(); }

    constexpr int cells() const { return width * height; }

    // Writes "7x6x4".
    std::string toString() const;

    // Reads "WxH" (connect 4) or "WxHxN". On failure returns nothing and
    // sets *error to a sentence that says which part is wrong.
    static std::optional<BoardSpec> parse(std::string_view text, std::string* error);
};

}  // namespace c4
