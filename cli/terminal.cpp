#include "cli/terminal.h"

#include "app/boardtext.h"

#include <unistd.h>

namespace c4::cli {

bool isTerminal(FILE* stream)
{
    return ::isatty(::fileno(stream)) == 1;
}

Terminal Terminal::forStdout(bool noColor)
{
    const bool interactive = isTerminal(stdout);
    const bool envForbids = !qEnvironmentVariableIsEmpty("NO_COLOR");
    return Terminal(interactive, interactive && !noColor && !envForbids);
}

QString Terminal::paint(const QString& text, Style style) const
{
    if (!colour_ || style == Style::Plain)
        return text;
    const char* code = "";
    switch (style) {
    case Style::Plain: break;
    case Style::First: code = "1;33"; break;      // bold yellow, the first player's tile
    case Style::Second: code = "1;31"; break;     // bold red, the second player's tile
    case Style::LastMove: code = "1;36"; break;   // bold cyan brackets round the last stone
    case Style::Winning: code = "1;42;97"; break; // white on green
    case Style::Heading: code = "1"; break;
    case Style::Problem: code = "35"; break;
    }
    return QStringLiteral("\x1b[%1m%2\x1b[0m").arg(QLatin1String(code), text);
}

QString Terminal::board(const Position& position) const
{
    return BoardText::render(position, [this](const QString& text, BoardText::Mark mark) {
        switch (mark) {
        case BoardText::Mark::Plain: break;
        case BoardText::Mark::First: return paint(text, Style::First);
        case BoardText::Mark::Second: return paint(text, Style::Second);
        case BoardText::Mark::LastMove: return paint(text, Style::LastMove);
        case BoardText::Mark::Winning: return paint(text, Style::Winning);
        }
        return text;
    });
}

QString Terminal::printable(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool bidi = (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069);
        if (c.category() != QChar::Other_Control && !bidi && u != 0x2028 && u != 0x2029) {
            out += c;
            continue;
        }
        const QString hex = QString::number(uint(u), 16).toUpper();
        out += u <= 0xFF ? QStringLiteral("\\x") + hex.rightJustified(2, QLatin1Char('0'))
                         : QStringLiteral("\\u") + hex.rightJustified(4, QLatin1Char('0'));
    }
    return out;
}

}  // namespace c4::cli
