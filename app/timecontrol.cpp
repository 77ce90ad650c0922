#include "app/timecontrol.h"

#include <QCoreApplication>

#include <algorithm>

namespace c4 {

namespace {

QString duration(qint64 ms)
{
    if (ms % 60000 == 0 && ms >= 60000)
        return QCoreApplication::translate("TimeControl", "%1 min").arg(ms / 60000);
    if (ms % 1000 == 0)
        return QCoreApplication::translate("TimeControl", "%1 s").arg(ms / 1000);
    return QCoreApplication::translate("TimeControl", "%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

}  // namespace

QString TimeControl::describe() const
{
    switch (kind) {
    case Kind::None:
        return QCoreApplication::translate("TimeControl", "no time limit");
    case Kind::TimePerMove:
        return QCoreApplication::translate("TimeControl", "%1 per move").arg(duration(moveMs));
    case Kind::Clock:
        if (incrementMs > 0)
            return QCoreApplication::translate("TimeControl", "%1 + %2 per move")
                .arg(duration(baseMs), duration(incrementMs));
        return QCoreApplication::translate("TimeControl", "%1 per player").arg(duration(baseMs));
    }
    return {};
}

QString TimeControl::formatRemaining(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    if (ms < 10'000)
        return QString::number(ms / 1000.0, 'f', 1);
    const qint64 seconds = (ms + 999) / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace c4
