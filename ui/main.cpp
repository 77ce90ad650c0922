#include "app/appinfo.h"
#include "engine/boardspec.h"
#include "app/language.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include <algorithm>
#include <cstdio>
#include <string_view>

namespace {

struct WindowOptions {
    QCommandLineOption size;
    QCommandLineOption position;
};

// The window's command line: --help, --version, [file], --size, --position.
WindowOptions describeOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Play and analyse Connect Four and connect-N on any board."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A saved game (.c4game) to open."),
                                 QStringLiteral("[file]"));
    WindowOptions options{
        QCommandLineOption({QStringLiteral("s"), QStringLiteral("size")},
                           QCoreApplication::translate("main", "Start on a board of W columns and H rows where N in a row win, "
                                                               "for example 7x6x4 (N defaults to 4)."),
                           QStringLiteral("WxHxN")),
        QCommandLineOption({QStringLiteral("p"), QStringLiteral("position")},
                           QCoreApplication::translate("main", "Start from these moves: 1-based columns, like 4453, or separated "
                                                               "by commas on boards wider than 9 columns."),
                           QStringLiteral("MOVES")),
    };
    parser.addOption(options.size);
    parser.addOption(options.position);
    return options;
}

// Whether the command line only asks for text (help, version), which needs
// no display: a QApplication would refuse to start without one.
bool onlyPrints(int argc, char* argv[])
{
    return std::any_of(argv + 1, argv + argc, [](std::string_view arg) {
        return arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version";
    });
}

}  // namespace

// The window's entry point: reads the command line, installs the
// translations of the chosen (or the system's) language, shows the window,
// offers a game left by a crash, then opens what the command line asked for.
int main(int argc, char* argv[])
{
    if (onlyPrints(argc, argv)) {
        QCoreApplication app(argc, argv);
        c4::AppInfo::applyTo(app);
        c4::Language::apply(c4::Settings::preferences().language);
        QCommandLineParser parser;
        describeOptions(parser);
        parser.process(app);  // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    c4::AppInfo::applyTo(app);
    QIcon icon;
    for (int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/connect4-%1.png").arg(size), QSize(size, size));
    app.setWindowIcon(icon);
    app.setDesktopFileName(QStringLiteral("connect4"));
    c4::Language::apply(c4::Settings::preferences().language);
    app.setApplicationDisplayName(QCoreApplication::translate("main", "Connect Four"));

    QCommandLineParser parser;
    const WindowOptions options = describeOptions(parser);
    parser.process(app);

    c4::BoardSpec spec = c4::BoardSpec::standard();
    if (parser.isSet(options.size)) {
        std::string error;
        const auto parsed = c4::BoardSpec::parse(parser.value(options.size).toStdString(), &error);
        if (!parsed) {  // a spec that cannot be played is refused too
            std::fprintf(stderr, "connect4: --size: %s\n", error.c_str());
            return 2;
        }
        spec = *parsed;
    }
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "connect4: give at most one file to open\n");
        return 2;
    }

    c4::MainWindow window;
    window.show();
    // A game asked for on the command line would replace a restored one at
    // once: the crashed session's game then waits for a start without one.
    const bool launchGame =
        !parser.positionalArguments().isEmpty() || parser.isSet(options.position) || parser.isSet(options.size);
    window.startSession(!launchGame);
    if (!parser.positionalArguments().isEmpty()) {
        window.openLaunchFile(parser.positionalArguments().constFirst());
    } else if (parser.isSet(options.position)) {
        window.importMoves(parser.value(options.position), spec);
    } else if (parser.isSet(options.size)) {
        c4::GameSetup setup = c4::Settings::lastSetup();
        setup.spec = spec;
        window.startLaunchGame(setup);
    }
    return app.exec();
}
