#include "app/timecontrol.h"

#include <algorithm>

namespace c4 {

QString TimeControl::formatRemaining(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    if (ms < 10'000)
        return QString::number(ms / 1000.0, 'f', 1);
    const qint64 seconds = (ms + 999) / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace c4
