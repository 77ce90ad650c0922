#pragma once

#include <QString>
#include <QStringList>

namespace c4 {

// A tooltip of plain paragraphs that word-wraps however long they are (a
// player's name of 200 characters, a cell's text cut with "…"): Qt wraps
// only a rich-text tooltip (a plain one only once it is wider than the
// screen), so each paragraph is escaped, as names from files must be, and
// set in a <p> that keeps its spaces. Empty paragraphs are left out.
inline QString wrappedToolTip(const QStringList& paragraphs)
{
    QString html;
    for (const QString& paragraph : paragraphs)
        if (!paragraph.isEmpty())
            html += QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(paragraph.toHtmlEscaped());
    return html;
}

}  // namespace c4
