#include "ui/elidingheader.h"

#include <QHelpEvent>
#include <QStyleOptionHeader>
#include <QToolTip>

namespace c4 {

ElidingHeader::ElidingHeader(QWidget* parent) : QHeaderView(Qt::Horizontal, parent)
{
    setSectionsMovable(true);
    setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setTextElideMode(Qt::ElideRight);
}

QString ElidingHeader::shownText(int logicalIndex) const
{
    QStyleOptionHeader option;
    initStyleOption(&option);
    initStyleOptionForIndex(&option, logicalIndex);
    return option.text;
}

QString ElidingHeader::toolTipText(int logicalIndex) const
{
    const QString label = model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
    return shownText(logicalIndex) == label ? QString() : label;
}

bool ElidingHeader::viewportEvent(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QHeaderView::viewportEvent(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const int section = logicalIndexAt(help->pos());
    const QString tip = section < 0 ? QString() : toolTipText(section);
    if (tip.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), tip, this);
    }
    return true;
}

void ElidingHeader::initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    // The room for the label: the section less the style's margins (the
    // option's own rect is set only after this, by paintSection).
    QStyleOptionHeader section = *option;
    section.rect = QRect(0, 0, sectionSize(logicalIndex), height());
    const int room = style()->subElementRect(QStyle::SE_HeaderLabel, &section, this).width();
    option->text = option->fontMetrics.elidedText(option->text, textElideMode(), room);
}

}  // namespace c4
