#include "app/timesource.h"

namespace c4 {

SteadyTimeSource::SteadyTimeSource(QObject* parent) : TimeSource(parent)
{
    timer_.start();
}

void ManualTimeSource::advance(qint64 ms)
{
    now_ += qMax<qint64>(0, ms);
    emit jumped();
}

}  // namespace c4
