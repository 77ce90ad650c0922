#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

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
        if (!process.waitForFinished(timeoutMs)) {
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

private:
    QTemporaryDir dir_;
};
