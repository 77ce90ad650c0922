#include "appinfo.h"
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    c4::AppInfo::applyTo(app);
    app.setApplicationDisplayName(QObject::tr("Connect Four"));
    c4::MainWindow window;
    window.show();
    return app.exec();
}
