#include "cli/terminalcommand.h"

#include <QDir>
#include <QRegularExpression>

#include <algorithm>

namespace c4::cli {

namespace {

// A command of `kind` with a column, a path or a problem (the other fields
// unset).
TerminalCommand command(TerminalCommand::Kind kind, int column = -1, const QString& path = {},
                        const QString& problem = {})
{
    return {kind, column, path, problem};
}

TerminalCommand invalid(const QString& problem)
{
    return command(TerminalCommand::Kind::Invalid, -1, {}, problem);
}

bool isAllDigits(const QString& s)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), [](QChar ch) { return ch >= u'0' && ch <= u'9'; });
}

// "~/games/a.c4game" -> "/home/me/games/a.c4game", as a shell would.
QString expandHome(const QString& path)
{
    if (path == QLatin1String("~"))
        return QDir::homePath();
    if (path.startsWith(QLatin1String("~/")))
        return QDir::homePath() + path.mid(1);
    return path;
}

}  // namespace

QString TerminalCommand::whatToType(int width)
{
    return tr("type a column number 1-%1, or h for help").arg(width);
}

QString TerminalCommand::quoted(const QString& text)
{
    constexpr int kShown = 20;
    QString shown;
    for (QChar ch : text.left(kShown))
        shown += ch.isPrint() ? ch : QLatin1Char('?');
    if (text.size() > kShown)
        shown += QStringLiteral("...");
    return QLatin1Char('\'') + shown + QLatin1Char('\'');
}

TerminalCommand TerminalCommand::tooLong(qint64 length, int width)
{
    return invalid(tr("That line is too long (%1 bytes): %2.").arg(length).arg(whatToType(width)));
}

TerminalCommand TerminalCommand::parse(const QString& line, int width)
{
    if (line.size() > kMaxLineLength)
        return tooLong(line.size(), width);
    const QString text = line.trimmed();
    if (text.isEmpty())
        return invalid(tr("Empty line: %1.").arg(whatToType(width)));

    if (isAllDigits(text)) {
        // Many digits are simply a number out of range, not an overflow.
        const QString digits = text.size() > 1 ? QString(text).remove(QRegularExpression(QStringLiteral("^0+(?=.)"))) : text;
        bool ok = false;
        const int number = digits.size() <= 9 ? digits.toInt(&ok) : 0;
        if (!ok || number < 1 || number > width)
            return invalid(tr("Column %1 is out of range: choose a column from 1 to %2.")
                               .arg(digits.size() <= 9 ? digits : quoted(digits))
                               .arg(width));
        return command(Kind::Play, number - 1);
    }
    if (text.startsWith(QLatin1Char('-')) && isAllDigits(text.mid(1)))
        return invalid(tr("Column %1 is out of range: choose a column from 1 to %2.").arg(quoted(text)).arg(width));

    const qsizetype space = text.indexOf(QRegularExpression(QStringLiteral("\\s")));
    const QString word = (space < 0 ? text : text.left(space)).toLower();
    const QString rest = space < 0 ? QString() : text.mid(space + 1).trimmed();

    struct Word {
        const char* shortName;
        const char* longName;
        Kind kind;
        bool takesPath;
    };
    static const Word kWords[] = {
        {"?", "hint", Kind::Hint, false}, {"u", "undo", Kind::Undo, false}, {"r", "redo", Kind::Redo, false},
        {"s", "save", Kind::Save, true},  {"l", "load", Kind::Load, true},  {"n", "new", Kind::New, false},
        {"q", "quit", Kind::Quit, false}, {"h", "help", Kind::Help, false},
    };
    for (const Word& w : kWords) {
        if (word != QLatin1String(w.shortName) && word != QLatin1String(w.longName))
            continue;
        if (w.takesPath) {
            if (rest.isEmpty())
                return invalid(tr("'%1' needs a file name: %1 FILE.").arg(QLatin1String(w.shortName)));
            return command(w.kind, -1, expandHome(rest));
        }
        if (!rest.isEmpty())
            return invalid(tr("'%1' takes no argument (got %2).").arg(word, quoted(rest)));
        return command(w.kind);
    }
    if (word == QLatin1String("exit"))  // as q: what people type to leave a shell
        return rest.isEmpty() ? command(Kind::Quit)
                              : invalid(tr("'%1' takes no argument (got %2).").arg(word, quoted(rest)));
    return invalid(tr("%1 is not a column or a command: %2.").arg(quoted(text), whatToType(width)));
}

}  // namespace c4::cli
