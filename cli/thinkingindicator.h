#pragma once

#include "cli/terminal.h"

#include <QString>
#include <QTimer>

#include <cstdio>

namespace c4::cli {

// Shows that the computer is thinking: "o (the computer) is thinking |",
// the bar turning while a local event loop runs, on an interactive terminal
// only; piped output gets nothing, so transcripts stay byte-stable. The line
// is wiped when the indicator stops (or is destroyed), and only if it was
// drawn: a move that comes at once leaves no trace.
class ThinkingIndicator {
public:
    ThinkingIndicator(const Terminal& terminal, FILE* output, const QString& label);
    ~ThinkingIndicator();
    ThinkingIndicator(const ThinkingIndicator&) = delete;
    ThinkingIndicator& operator=(const ThinkingIndicator&) = delete;

    // Starts turning (the first frame after a short delay); the caller runs
    // an event loop meanwhile.
    void start();
    void stop();

private:
    void draw();

    FILE* output_;
    QString label_;
    bool enabled_;
    bool drawn_ = false;
    int frame_ = 0;
    QTimer timer_;
};

}  // namespace c4::cli
