#include "app/boardtext.h"

#include <algorithm>
#include <vector>

namespace c4 {

namespace {

// Two characters a column: the gap before the cell, then the cell. The row
// starts with "| " so that the bracket before a stone in column 1 has room.
constexpr int kLeftMargin = 2;

int cellOffset(int column)
{
    return kLeftMargin + 2 * column;
}

// The column label lines (one or two), every line ending in '\n'.
QString columnLabels(int width)
{
    QString tens(cellOffset(width - 1) + 1, QLatin1Char(' '));
    QString units = tens;
    for (int c = 0; c < width; ++c) {
        const int number = c + 1;
        units[cellOffset(c)] = QLatin1Char(char('0' + number % 10));
        if (number >= 10)
            tens[cellOffset(c)] = QLatin1Char(char('0' + number / 10 % 10));
    }
    QString text;
    if (width > 9)
        text += tens + QLatin1Char('\n');
    return text + units + QLatin1Char('\n');
}

}  // namespace

QChar BoardText::stoneLetter(Player player)
{
    return QLatin1Char(player == Player::First ? 'x' : player == Player::Second ? 'o' : '.');
}

QString BoardText::render(const Position& position, const Painter& paint)
{
    const int width = position.width();
    const std::vector<Cell> line = position.winningLine();
    Cell last{-1, -1};  // none on an empty board
    if (position.movesPlayed() > 0) {
        last.column = position.moves().back();
        last.row = position.columnHeight(last.column) - 1;
    }

    QString text = columnLabels(width);
    for (int row = position.height() - 1; row >= 0; --row) {
        // Gaps and cells first as plain characters, then painted one by one.
        std::vector<QChar> chars(size_t(cellOffset(width)) + 1, QLatin1Char(' '));
        std::vector<Mark> styles(chars.size(), Mark::Plain);
        chars.front() = QLatin1Char('|');
        chars.back() = QLatin1Char('|');
        for (int c = 0; c < width; ++c) {
            const size_t at = size_t(cellOffset(c));
            const Player owner = position.cell(c, row);
            QChar letter = stoneLetter(owner);
            if (owner == Player::None) {
                chars[at] = letter;
                continue;
            }
            const bool winning = std::find(line.begin(), line.end(), Cell{c, row}) != line.end();
            chars[at] = winning ? letter.toUpper() : letter;
            styles[at] = winning ? Mark::Winning : owner == Player::First ? Mark::First : Mark::Second;
            if (last == Cell{c, row}) {
                chars[at - 1] = QLatin1Char('[');
                chars[at + 1] = QLatin1Char(']');
                styles[at - 1] = styles[at + 1] = Mark::LastMove;
            }
        }
        for (size_t i = 0; i < chars.size(); ++i)
            text += paint ? paint(QString(chars[i]), styles[i]) : QString(chars[i]);
        text += QLatin1Char('\n');
    }
    text += QLatin1Char('+') + QString(cellOffset(width) - 1, QLatin1Char('-')) + QLatin1String("+\n");
    return text;
}

}  // namespace c4
