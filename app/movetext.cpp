#include "app/movetext.h"

#include "app/safefile.h"
#include "engine/notation.h"


namespace c4 {

std::optional<Position> MoveText::parse(const QString& text, const BoardSpec& spec, QString* error)
{
    NotationError problem;
    const QByteArray utf8 = text.trimmed().toUtf8();
    auto position = parsePosition(std::string_view(utf8.constData(), size_t(utf8.size())), spec, &problem);
    if (!position && error)
        *error = QString::fromStdString(problem.message());
    return position;
}

std::optional<Position> MoveText::readFile(const QString& path, const BoardSpec& spec, QString* error)
{
    const auto data = SafeFile::read(path, kMaxFileBytes, error);
    if (!data)
        return std::nullopt;
    QString problem;
    auto position = parse(QString::fromUtf8(*data), spec, &problem);
    if (!position && error)
        *error = tr("%1: %2").arg(path, problem);
    return position;
}

QString MoveText::format(const Position& position)
{
    return QString::fromStdString(toMoveString(position));
}

QString MoveText::format(const std::vector<int>& columns, int width)
{
    return QString::fromStdString(width <= 9 ? toDigits(columns) : toList(columns));
}

bool MoveText::writeFile(const Position& position, const QString& path, QString* error)
{
    return SafeFile::write(path, format(position).toUtf8() + '\n', error);
}

QString MoveText::picture(const Position& p)
{
    const int cellWidth = p.width() > 9 ? 3 : 2;
    QString text;
    for (int row = p.height() - 1; row >= 0; --row) {
        for (int c = 0; c < p.width(); ++c) {
            const Player owner = p.cell(c, row);
            const QChar mark = owner == Player::First ? QLatin1Char('X') : owner == Player::Second ? QLatin1Char('O')
                                                                                                  : QLatin1Char('.');
            text += QString(mark).rightJustified(cellWidth);
        }
        text += QLatin1Char('\n');
    }
    for (int c = 0; c < p.width(); ++c)
        text += QString::number(c + 1).rightJustified(cellWidth);
    return text + QLatin1Char('\n');
}

}  // namespace c4
