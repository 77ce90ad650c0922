// connect4-cli play: the terminal game. Reads the options here and hands the
// game to TerminalGame (the command loop).
#include "cli/commands.h"
#include "cli/playoptions.h"
#include "cli/terminal.h"
#include "cli/terminalgame.h"

#include <QCoreApplication>

#include <cstdio>

namespace c4::cli {

// Exit status: 0 after `q` or at the end of input, 2 for a wrong command
// line (an option out of range, a --load file that cannot be loaded).
int runPlay(const QStringList& args)
{
    const PlayOptions::Parsed parsed = PlayOptions::parse(args);
    if (!parsed.helpText.isEmpty()) {
        std::fputs(parsed.helpText.toUtf8().constData(), stdout);
        return 0;
    }
    if (!parsed.options) {
        std::fprintf(stderr, "%s: %s\n%s\n", qPrintable(args.value(0)), qPrintable(parsed.error),
                     qPrintable(QCoreApplication::translate("PlayCommand", "Try '%1 --help'.").arg(args.value(0))));
        return 2;
    }
    const PlayOptions& options = *parsed.options;
    TerminalGame game(options, Terminal::forStdout(options.noColor), stdin, stdout);
    QString error;
    if (!game.start(&error)) {
        const QString message = QCoreApplication::translate("PlayCommand", "cannot load %1: %2")
                                    .arg(Terminal::printable(options.loadFile), Terminal::printable(error));
        std::fprintf(stderr, "%s: %s\n", qPrintable(args.value(0)), qPrintable(message));
        return 2;
    }
    return game.run();
}

}  // namespace c4::cli
