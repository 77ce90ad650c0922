#include "engine/notation.h"

#include <charconv>

namespace c4 {

namespace {

// Any blank: moves pasted from a column of a spreadsheet come one a line.
bool isSeparator(char c)
{
    return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// The second and later bytes of a UTF-8 character: 10xxxxxx.
bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// At most `most` bytes of text, not ending inside a UTF-8 character.
std::string_view utf8Prefix(std::string_view text, size_t most)
{
    if (text.size() <= most)
        return text;
    size_t end = most;
    while (end > 0 && isContinuationByte(text[end]))
        --end;
    return text.substr(0, end);
}

// Splits the string into the tokens of each move, in order.
std::vector<std::string_view> tokenize(std::string_view text, int width)
{
    std::vector<std::string_view> tokens;
    bool hasSeparator = false;
    for (char c : text)
        hasSeparator |= isSeparator(c);
    if (!hasSeparator && width <= 9) {
        // One move a character: a UTF-8 character's bytes stay together, so
        // a message quotes "４" whole rather than its first byte.
        for (size_t i = 0; i < text.size();) {
            size_t end = i + 1;
            while (end < text.size() && isContinuationByte(text[end]))
                ++end;
            tokens.push_back(text.substr(i, end - i));
            i = end;
        }
        return tokens;
    }
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || isSeparator(text[i])) {
            if (i > start)
                tokens.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return tokens;
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && isSeparator(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSeparator(text.back()))
        text.remove_suffix(1);
    return text;
}

}  // namespace

std::string NotationError::reasonText() const
{
    switch (reason) {
    case Reason::NotANumber:
        return "not a number";
    case Reason::OutOfRange:
        return (column ? "column " + std::to_string(*column) + " is" : std::string("column is"))
            + " out of range 1-" + std::to_string(width);
    case Reason::AfterAWin:
        return "the game is already over (won at move " + std::to_string(wonAt) + ")";
    case Reason::AfterAFullBoard:
        return "the game is already over (the board is full)";
    case Reason::ColumnFull:
        return "column " + std::to_string(column.value_or(0)) + " is full";
    }
    return {};
}

std::string NotationError::message() const
{
    return "move " + std::to_string(moveNumber) + " ('" + text + "'): " + reasonText();
}

bool playMoves(Position& position, std::string_view text, NotationError* error)
{
    const int width = position.width();
    const auto tokens = tokenize(trimmed(text), width);
    int moveNumber = position.movesPlayed();
    for (const std::string_view token : tokens) {
        ++moveNumber;
        using Reason = NotationError::Reason;
        auto fail = [&](Reason reason, std::optional<int> column) {
            if (error) {
                *error = {moveNumber, std::string(utf8Prefix(token, 20)), reason, column, width,
                          reason == Reason::AfterAWin ? position.movesPlayed() : 0};
            }
            return false;
        };
        int column = 0;
        const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), column);
        if (ec == std::errc::result_out_of_range)
            return fail(Reason::OutOfRange, std::nullopt);  // too large to read
        if (ec != std::errc() || end != token.data() + token.size())
            return fail(Reason::NotANumber, std::nullopt);
        if (column < 1 || column > width)
            return fail(Reason::OutOfRange, column);
        if (position.isOver())
            return fail(position.lastMoveWon() ? Reason::AfterAWin : Reason::AfterAFullBoard, column);
        if (!position.canPlay(column - 1))
            return fail(Reason::ColumnFull, column);
        position.play(column - 1);
    }
    return true;
}

std::optional<Position> parsePosition(std::string_view text, const BoardSpec& spec, NotationError* error)
{
    Position position(spec);
    if (!playMoves(position, text, error))
        return std::nullopt;
    return position;
}

std::string toDigits(const std::vector<int>& columns)
{
    std::string s;
    s.reserve(columns.size());
    for (int c : columns)
        s += static_cast<char>('1' + c);
    return s;
}

std::string toList(const std::vector<int>& columns, char separator)
{
    std::string s;
    for (size_t i = 0; i < columns.size(); ++i) {
        if (i > 0)
            s += separator;
        s += std::to_string(columns[i] + 1);
    }
    return s;
}

std::string toMoveString(const Position& position)
{
    return position.width() <= 9 ? toDigits(position.moves()) : toList(position.moves());
}

}  // namespace c4
