#pragma once

#include <QString>

#include <cstdio>
#include <optional>

namespace c4::cli {

// Reads standard input a line at a time for the terminal game, safely: a
// line of any length (a megabyte pasted, a file without newlines) costs at
// most `maxLength` characters of memory, the rest is counted and dropped.
// Bytes are read as UTF-8 (invalid bytes become U+FFFD); "\r\n" counts as
// one line end.
class LineReader {
public:
    struct Line {
        QString text;        // the first maxLength characters at most
        qint64 length = 0;   // the whole line's length in bytes, without the end
        bool tooLong = false; // longer than maxLength: text holds only its start
    };

    explicit LineReader(FILE* stream, int maxLength) : stream_(stream), maxLength_(maxLength) {}

    // The next line, or nothing at the end of input (or on a read error). A
    // last line without '\n' is still a line.
    std::optional<Line> read();

private:
    FILE* stream_;
    int maxLength_;
};

}  // namespace c4::cli
