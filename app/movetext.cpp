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

bool MoveText::writeFile(const Position& position, const QString& path, QString* error)
{
    return SafeFile::write(path, format(position).toUtf8() + '\n', error);
}

}  // namespace c4
