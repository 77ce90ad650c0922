#include "ui/elidingheader.h"

#include <QStyleOptionHeader>

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
