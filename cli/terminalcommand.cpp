#include "cli/terminalcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include <algorithm>

namespace c4::cli {

namespace {

// The context lupdate gives these tr() calls in translations/*.ts.
QString tr(const char* text)
{
    return QCoreApplication::translate("c4::cli::TerminalCommand", text);
}

TerminalCommand invalid(const QString& problem)
{
    TerminalCommand c;
    c.kind = TerminalCommand::Kind::Invalid;
    c.problem = problem;
    return c;
}

TerminalCommand simple(TerminalCommand::Kind kind)
{
    TerminalCommand c;
    c.kind = kind;
    return c;
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
    return invalid(tr("That line is too long (%1 characters): %2.").arg(length).arg(whatToType(width)));
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
        TerminalCommand c;
        c.kind = Kind::Play;
        c.column = number - 1;
        return c;
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
            TerminalCommand c = simple(w.kind);
            c.path = expandHome(rest);
            return c;
        }
        if (!rest.isEmpty())
            return invalid(tr("'%1' takes no argument (got %2).").arg(word, quoted(rest)));
        return simple(w.kind);
    }
    if (word == QLatin1String("exit"))
        return simple(Kind::Quit);
    return invalid(tr("%1 is not a column or a command: %2.").arg(quoted(text), whatToType(width)));
}

}  // namespace c4::cli
