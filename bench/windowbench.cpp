// connect4-windowbench: measures what the window's users feel.
//   stalls:   the longest pause of the GUI event loop while the Engine QObject
//             analyses a hard position and the analysis panel and board show
//             every update (target: under 50 ms).
//   idle-rss: resident memory of the main window shown and idle (target:
//             under 60 MiB; the engine's table is not allocated until needed).
// Start-up time is measured from outside by bench/window-startup.sh.
#include "app/appinfo.h"
#include "app/engine.h"
#include "engine/notation.h"
#include "ui/analysispanel.h"
#include "ui/boardview.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QHBoxLayout>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

long residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

int measureIdle(int settleMs)
{
    c4::MainWindow window;
    window.show();
    QTimer::singleShot(settleMs, qApp, &QCoreApplication::quit);
    qApp->exec();
    std::printf("idle_rss_mib=%.1f\n", residentKiB() / 1024.0);
    return 0;
}

int measureStalls(const c4::Position& position, int seconds)
{
    QWidget window;
    auto* board = new c4::BoardView;
    auto* panel = new c4::AnalysisPanel;
    auto* layout = new QHBoxLayout(&window);
    layout->addWidget(board, 2);
    layout->addWidget(panel, 1);
    board->setPosition(position);
    panel->setPosition(position);
    window.resize(1100, 650);
    window.show();

    c4::Engine engine;
    int updates = 0;
    QObject::connect(&engine, &c4::Engine::analysisUpdated, &window,
                     [&](int, const c4::Analysis& analysis) {
                         ++updates;
                         panel->setAnalysis(position, analysis);
                         window.repaint();  // paint now, as a real update would soon after
                     });

    // A 5 ms ticker: any gap well above 5 ms is time the event loop was busy.
    std::vector<double> gaps;
    QElapsedTimer clock;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(5);
    qint64 last = 0;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back((now - last) / 1e6);
        last = now;
    });
    QTimer::singleShot(200, [&] {
        clock.start();
        last = 0;
        ticker.start();
        engine.analyze(position, {});
    });
    QTimer::singleShot(200 + seconds * 1000, [&] {
        ticker.stop();
        engine.stop();
        qApp->quit();
    });
    qApp->exec();
    std::sort(gaps.begin(), gaps.end());
    const double worst = gaps.empty() ? 0 : gaps.back();
    const double p99 = gaps.empty() ? 0 : gaps[gaps.size() * 99 / 100];
    std::printf("position=%s size=%s seconds=%d ticks=%zu updates=%d max_stall_ms=%.1f p99_ms=%.1f\n",
                c4::toMoveString(position).c_str(), position.spec().toString().c_str(), seconds, gaps.size(),
                updates, worst, p99);
    return 0;
}

}  // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    c4::AppInfo::applyTo(app);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Measures event-loop stalls and idle memory of the window."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("what"), QStringLiteral("stalls or idle-rss"));
    parser.addOption({QStringLiteral("size"), QStringLiteral("Board WxHxN (default 7x6x4)."), QStringLiteral("size"), QStringLiteral("7x6x4")});
    parser.addOption({QStringLiteral("position"),
                      QStringLiteral("Moves played (default on 7x6: 3246313, a hard opening past the book; else the empty board)."),
                      QStringLiteral("moves")});
    parser.addOption({QStringLiteral("seconds"), QStringLiteral("How long to analyse (default 10)."), QStringLiteral("s"), QStringLiteral("10")});
    parser.process(app);

    const QString what = parser.positionalArguments().value(0, QStringLiteral("stalls"));
    if (what == QLatin1String("idle-rss"))
        return measureIdle(1500);

    std::string error;
    const auto spec = c4::BoardSpec::parse(parser.value(QStringLiteral("size")).toStdString(), &error);
    if (!spec) {
        std::fprintf(stderr, "windowbench: %s\n", error.c_str());
        return 2;
    }
    c4::NotationError notationError;
    // The empty 7x6 board's scores come from the opening book at once (only
    // their lines are then walked): the default there is a hard position
    // past the book, which the solver has to work on.
    const QString moves = parser.isSet(QStringLiteral("position")) || *spec != c4::BoardSpec::standard()
        ? parser.value(QStringLiteral("position"))
        : QStringLiteral("3246313");
    const auto position = c4::parsePosition(moves.toStdString(), *spec, &notationError);
    if (!position) {
        std::fprintf(stderr, "windowbench: %s\n", notationError.message().c_str());
        return 2;
    }
    return measureStalls(*position, parser.value(QStringLiteral("seconds")).toInt());
}
