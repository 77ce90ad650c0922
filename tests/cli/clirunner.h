#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <fcntl.h>
#include <pty.h>
#include <unistd.h>

// Runs `connect4-cli play` the way a person or a script would: arguments,
// everything typed on standard input at once, then end of input. Each run
// gets a fresh temporary folder as working directory, HOME and XDG data and
// config folders, so a test sees every file the program writes.
class CliRunner {
public:
    struct Result {
        int exitCode = -1;
        bool crashed = false;
        bool timedOut = false;
        bool noTerminal = false;  // playOnTerminal: this machine gave no pseudo-terminal
        QString out;
        QString err;
    };

    CliRunner() { dir_.setAutoRemove(true); }

    QString binary() const { return QStringLiteral(CONNECT4_BINARY_DIR "/bin/connect4-cli"); }
    QString folder() const { return dir_.path(); }
    QString pathOf(const QString& name) const { return dir_.filePath(name); }

    Result play(const QStringList& args, const QByteArray& input, int timeoutMs = 60000) const
    {
        return run(QStringList{QStringLiteral("play")} + args, input, timeoutMs);
    }

    // connect4-cli with exactly these arguments (no "play" in front).
    Result run(const QStringList& args, const QByteArray& input, int timeoutMs = 60000) const
    {
        QProcess process;
        prepare(process);
        process.start(binary(), args);
        Result r;
        if (!process.waitForStarted(10000))
            return r;
        process.write(input);
        process.closeWriteChannel();
        process.waitForFinished(timeoutMs);
        return collect(process);
    }

    // `connect4-cli play` with a terminal (a pseudo-terminal) as standard
    // input, as a person types: the lines, then Ctrl-D (the end of input).
    // Standard output stays a pipe.
    Result playOnTerminal(const QStringList& args, const QByteArray& typed, int timeoutMs = 60000) const
    {
        Result r;
        int master = -1;
        int slave = -1;
        if (openpty(&master, &slave, nullptr, nullptr, nullptr) != 0) {
            r.noTerminal = true;
            return r;
        }
        ::fcntl(master, F_SETFL, O_NONBLOCK);
        QProcess process;
        prepare(process);
        process.setChildProcessModifier([slave] { ::dup2(slave, STDIN_FILENO); });
        process.start(binary(), QStringList{QStringLiteral("play")} + args);
        ::close(slave);
        if (process.waitForStarted(10000)) {
            // The terminal's line discipline turns Ctrl-D at the start of a
            // line into the end of input.
            const QByteArray input = typed + '\x04';
            if (::write(master, input.constData(), size_t(input.size())) == input.size()) {
                // Read what the terminal echoes, so its buffer never fills.
                QElapsedTimer timer;
                timer.start();
                while (!process.waitForFinished(50) && timer.elapsed() < timeoutMs) {
                    char echoed[4096];
                    while (::read(master, echoed, sizeof echoed) > 0) {
                    }
                }
            }
            r = collect(process);
        }
        ::close(master);
        return r;
    }

    // Gives a process this runner's folders (for a test that drives it
    // step by step, e.g. to kill it in the middle of a game).
    void prepare(QProcess& process) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), dir_.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir_.filePath(QStringLiteral(".data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral(".config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), dir_.filePath(QStringLiteral(".cache")));
        env.remove(QStringLiteral("NO_COLOR"));
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(dir_.path());
    }

    // Kills a process still running (out of time) and gathers what it wrote.
    static Result collect(QProcess& process)
    {
        Result r;
        if (process.state() != QProcess::NotRunning) {
            r.timedOut = true;
            process.kill();
            process.waitForFinished(5000);
        }
        r.crashed = process.exitStatus() == QProcess::CrashExit;
        r.exitCode = process.exitCode();
        r.out = QString::fromUtf8(process.readAllStandardOutput());
        r.err = QString::fromUtf8(process.readAllStandardError());
        return r;
    }

private:
    QTemporaryDir dir_;
};
