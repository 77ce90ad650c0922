#include "ui/elidinglabel.h"

#include "ui/wrappedtooltip.h"

#include <QFontMetricsF>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace c4 {

ElidingLabel::ElidingLabel(QWidget* parent) : QLabel(parent)
{
    // The text may come from a file (a player's name): text, never markup.
    setTextFormat(Qt::PlainText);
}

void ElidingLabel::setFullText(const QString& text)
{
    if (text == fullText_)
        return;
    fullText_ = text;
    updateGeometry();
    showWhatFits();
}

int ElidingLabel::fullTextWidth() const
{
    // Rounded up: QFontMetrics' whole pixels can fall short of the text,
    // which then never fits the width it asked for.
    return int(std::ceil(QFontMetricsF(font()).horizontalAdvance(fullText_)));
}

QSize ElidingLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    return {fullTextWidth() + margins.left() + margins.right(), QLabel::sizeHint().height()};
}

QSize ElidingLabel::minimumSizeHint() const
{
    const QMargins margins = contentsMargins();
    const int room = fontMetrics().horizontalAdvance(QStringLiteral("Mmm…"));
    return {std::min(room, fullTextWidth()) + margins.left() + margins.right(), QLabel::minimumSizeHint().height()};
}

void ElidingLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    showWhatFits();
}

void ElidingLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        showWhatFits();
    }
}

void ElidingLabel::showWhatFits()
{
    const int room = contentsRect().width();
    const QString shown = fullTextWidth() <= room ? fullText_ : fontMetrics().elidedText(fullText_, Qt::ElideRight, room);
    setText(shown);
    setToolTip(shown == fullText_ ? QString() : wrappedToolTip({fullText_}));
}

}  // namespace c4
