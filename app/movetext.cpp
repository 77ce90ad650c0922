#include "app/movetext.h"

#include "app/safefile.h"


namespace c4 {

std::optional<Position> MoveText::parse(const QString& text, const BoardSpec& spec, QString* error)
{
    NotationError problem;
    const QByteArray utf8 = text.trimmed().toUtf8();
    auto position = parsePosition(std::string_view(utf8.constData(), size_t(utf8.size())), spec, &problem);
    if (!position && error)
        *error = describe(problem);
    return position;
}

QString MoveText::columnOutOfRange(int column, int width)
{
    return tr("column %1 is out of range 1-%2").arg(column).arg(width);
}

QString MoveText::columnFull(int column)
{
    return tr("column %1 is full").arg(column);
}

QString MoveText::describe(const NotationError& error)
{
    using Reason = NotationError::Reason;
    QString reason;
    switch (error.reason) {
    case Reason::NotANumber:
        reason = tr("not a number");
        break;
    case Reason::OutOfRange:
        reason = error.column ? columnOutOfRange(*error.column, error.width)
                              : tr("column is out of range 1-%1").arg(error.width);
        break;
    case Reason::AfterAWin:
        reason = tr("the game is already over (won at move %1)").arg(error.wonAt);
        break;
    case Reason::AfterAFullBoard:
        reason = tr("the game is already over (the board is full)");
        break;
    case Reason::ColumnFull:
        reason = columnFull(error.column.value_or(0));
        break;
    }
    return tr("move %1 ('%2'): %3").arg(error.moveNumber).arg(QString::fromUtf8(error.text), reason);
}

std::optional<Position> MoveText::readFile(const QString& path, const BoardSpec& spec, QString* error)
{
    const auto data = SafeFile::read(path, kMaxFileBytes, error);
    if (!data)
        return std::nullopt;
    return parse(QString::fromUtf8(*data), spec, error);
}

QString MoveText::format(const Position& position)
{
    return QString::fromStdString(toMoveString(position));
}

bool MoveText::writeFile(const Position& position, const QString& path, QString* error)
{
    return SafeFile::write(path, format(position).toUtf8() + '\n', error);
}

}  // namespace c4
