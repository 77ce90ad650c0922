#include "app/appinfo.h"

#include <QCoreApplication>

namespace c4 {

void AppInfo::applyTo(QCoreApplication& app)
{
    app.setOrganizationName(QStringLiteral("connect4"));
    app.setApplicationName(QStringLiteral("connect4"));
    app.setApplicationVersion(version());
}

}  // namespace c4
