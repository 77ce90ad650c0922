#pragma once

#include "ui/settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace c4 {

// Edits the Preferences: theme, animation speed, the engine's memory and
// time per move, the language and whether scores show under the columns.
// The window applies them when the dialog is accepted.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    void setPreferences(const Preferences& preferences);
    Preferences preferences() const;

    QComboBox* languageBox() const { return language_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QGroupBox* lookBox_;
    QGroupBox* engineBox_;
    QLabel* themeLabel_;
    QComboBox* theme_;
    QLabel* animationLabel_;
    QComboBox* animation_;
    QCheckBox* scores_;
    QLabel* languageLabel_;
    QComboBox* language_;
    QLabel* memoryLabel_;
    QSpinBox* memory_;
    QLabel* threadsLabel_;
    QSpinBox* threads_;
    QLabel* timeLabel_;
    QDoubleSpinBox* time_;
    QDialogButtonBox* buttons_;
};

}  // namespace c4
