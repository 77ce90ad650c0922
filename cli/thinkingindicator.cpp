#include "cli/thinkingindicator.h"

namespace c4::cli {

namespace {

// Fast enough to look alive, slow enough not to flood an ssh session.
constexpr int kFrameMs = 150;

}  // namespace

ThinkingIndicator::ThinkingIndicator(const Terminal& terminal, FILE* output, const QString& label)
    : output_(output), label_(label), enabled_(terminal.isInteractive())
{
    timer_.setInterval(kFrameMs);
    QObject::connect(&timer_, &QTimer::timeout, [this] { draw(); });
}

ThinkingIndicator::~ThinkingIndicator()
{
    stop();
}

void ThinkingIndicator::start()
{
    if (enabled_)
        timer_.start();
}

void ThinkingIndicator::stop()
{
    timer_.stop();
    if (!drawn_)
        return;
    // Carriage return, blanks over the whole line, carriage return.
    const QString blank(label_.size() + 2, QLatin1Char(' '));
    std::fputs(QStringLiteral("\r%1\r").arg(blank).toUtf8().constData(), output_);
    std::fflush(output_);
    drawn_ = false;
}

void ThinkingIndicator::draw()
{
    static constexpr char kFrames[] = {'|', '/', '-', '\\'};
    const QChar bar = QLatin1Char(kFrames[frame_++ % 4]);
    std::fputs(QStringLiteral("\r%1 %2").arg(label_, QString(bar)).toUtf8().constData(), output_);
    std::fflush(output_);
    drawn_ = true;
}

}  // namespace c4::cli
