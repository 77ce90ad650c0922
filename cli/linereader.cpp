#include "cli/linereader.h"

#include <QByteArray>

namespace c4::cli {

std::optional<LineReader::Line> LineReader::read()
{
    QByteArray bytes;
    qint64 length = 0;
    bool sawAnything = false;
    for (;;) {
        const int ch = std::getc(stream_);
        if (ch == EOF) {
            if (!sawAnything)
                return std::nullopt;
            break;
        }
        sawAnything = true;
        if (ch == '\n')
            break;
        ++length;
        if (bytes.size() < maxLength_)
            bytes.append(char(ch));
    }
    if (bytes.endsWith('\r') && length == bytes.size()) {
        bytes.chop(1);
        --length;
    }
    return Line{QString::fromUtf8(bytes), length, length > maxLength_};
}

}  // namespace c4::cli
