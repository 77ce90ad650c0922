#include "ui/elidinglabel.h"

#include "ui/wrappedtooltip.h"

#include <QResizeEvent>

#include <algorithm>

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

QSize ElidingLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    return {fontMetrics().horizontalAdvance(fullText_) + margins.left() + margins.right(), QLabel::sizeHint().height()};
}

QSize ElidingLabel::minimumSizeHint() const
{
    const QMargins margins = contentsMargins();
    const int room = fontMetrics().horizontalAdvance(QStringLiteral("Mmm…"));
    return {std::min(room, sizeHint().width()) + margins.left() + margins.right(), QLabel::minimumSizeHint().height()};
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
    const QString shown = fontMetrics().elidedText(fullText_, Qt::ElideRight, contentsRect().width());
    setText(shown);
    setToolTip(shown == fullText_ ? QString() : wrappedToolTip({fullText_}));
}

}  // namespace c4
