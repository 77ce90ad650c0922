#pragma once

#include <QString>

class QCoreApplication;

namespace c4 {

// Names that identify the program to Qt (settings, data folders) and people.
struct AppInfo {
    static void applyTo(QCoreApplication& app);
    static QString version() { return QStringLiteral(CONNECT4_VERSION); }
};

}  // namespace c4
