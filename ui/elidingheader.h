#pragma once

#include <QHeaderView>

namespace c4 {

// A table's column header whose labels are cut with "…" when their section
// is too narrow, as QHeaderView::setTextElideMode promises: Qt 6.4 ignores
// that mode and cuts a long label at the section's edge (QTBUG-97571).
// A label cut so reads whole in its tooltip; a whole one has none.
// Otherwise it is the header a QTreeView makes itself: movable sections,
// labels on the left.
class ElidingHeader : public QHeaderView {
    Q_OBJECT
public:
    explicit ElidingHeader(QWidget* parent = nullptr);

    // A section's label as shown at the section's width now, for tests.
    QString shownText(int logicalIndex) const;
    // The tooltip the section shows: its whole label when the label is
    // cut, else none.
    QString toolTipText(int logicalIndex) const;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override;
    bool viewportEvent(QEvent* event) override;
};

}  // namespace c4
