#pragma once

#include <QStringList>

// One function per subcommand of connect4-cli. Each gets the arguments after
// the command name (args[0] is "connect4-cli <command>", as
// QCommandLineParser expects) and returns the process exit status.
namespace c4::cli {

int runSolve(const QStringList& args);    // solvecommand.cpp
int runAnalyze(const QStringList& args);  // analyzecommand.cpp
int runBench(const QStringList& args);    // benchcommand.cpp
int runMove(const QStringList& args);     // movecommand.cpp
int runMatch(const QStringList& args);    // matchcommand.cpp
int runBook(const QStringList& args);     // bookcommand.cpp
int runPlay(const QStringList& args);     // playcommand.cpp

}  // namespace c4::cli
