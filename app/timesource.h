#pragma once

#include <QElapsedTimer>
#include <QObject>

namespace c4 {

// Where the game's clocks read the time. The real one is monotonic; tests
// (and a replay) use ManualTimeSource and move time forward themselves.
class TimeSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Milliseconds since an arbitrary fixed start; never goes backwards.
    virtual qint64 nowMs() const = 0;

signals:
    // Emitted when the time moved other than by the passing of real time
    // (ManualTimeSource::advance), so listeners check their clocks at once.
    void jumped();
};

// Real time from a monotonic clock.
class SteadyTimeSource : public TimeSource {
    Q_OBJECT
public:
    explicit SteadyTimeSource(QObject* parent = nullptr);
    qint64 nowMs() const override { return timer_.elapsed(); }

private:
    QElapsedTimer timer_;
};

// Time that only moves when told to.
class ManualTimeSource : public TimeSource {
    Q_OBJECT
public:
    using TimeSource::TimeSource;
    qint64 nowMs() const override { return now_; }

    // Moves time forward by ms (>= 0) and emits jumped().
    void advance(qint64 ms);

private:
    qint64 now_ = 0;
};

}  // namespace c4
