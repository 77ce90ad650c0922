#include "movetext.h"

#include "notation.h"

#include <QFile>
#include <QSaveFile>

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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxFileBytes) {
        if (error)
            *error = tr("%1 is %2 bytes; a move list file is at most %3 bytes")
                         .arg(path).arg(file.size()).arg(kMaxFileBytes);
        return std::nullopt;
    }
    QString problem;
    auto position = parse(QString::fromUtf8(file.readAll()), spec, &problem);
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(format(position).toUtf8() + '\n');
    if (!file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

}  // namespace c4
