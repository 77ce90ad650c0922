#pragma once

// Helpers of the widget tests that check text fits and tooltips read whole.

#include <QString>
#include <QTextDocumentFragment>

namespace c4::testing {

// "300 px in 245": a size and the room for it, for failure messages.
inline QString pxIn(int size, int room)
{
    return QStringLiteral("%1 px in %2").arg(size).arg(room);
}

// The text a rich-text tooltip shows.
inline QString plainText(const QString& toolTip)
{
    return QTextDocumentFragment::fromHtml(toolTip).toPlainText();
}

}  // namespace c4::testing
