#pragma once

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStringList>

#include <algorithm>

// Small pieces the dialogs build their forms from.
namespace c4 {

// Adds a row to `form`: a label for `field` (its buddy) and the field. The
// label's text is set later, with the dialog's other texts.
inline QLabel* addLabelledRow(QFormLayout* form, QWidget* field)
{
    auto* label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

// Replaces a combo box's items (their texts in a new language), keeping the
// chosen one (the first when none was) without a signal.
inline void setComboItems(QComboBox* box, const QStringList& items)
{
    const int index = box->currentIndex();
    const QSignalBlocker block(box);
    box->clear();
    box->addItems(items);
    box->setCurrentIndex(std::max(0, index));
}

}  // namespace c4
