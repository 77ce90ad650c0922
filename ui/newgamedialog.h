#pragma once

#include "app/gamesetup.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace c4 {

// Asks for everything a new game needs: the board (width, height and how
// many to connect, with presets), the two players (human or computer, a
// name, a level 1-10), who starts (player 1, player 2 or random) and the
// time control. A combination that cannot be played is explained in the
// dialog itself, in words next to the fields, and OK stays disabled until
// it is fixed.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // Fills the fields (the last choices, or the running game's).
    void setSetup(const GameSetup& setup);
    // The choices; firstPlayer is GameSetup::kRandomFirst for "random".
    // Empty names become "Player 1" / "Player 2" (or the computer's name).
    GameSetup setup() const;

    // Why the choices cannot be played, or an empty string when they can.
    QString problem() const;
    // What to know about choices that can be played: a connect longer than
    // both sides, which nobody can win. Empty when there is nothing.
    QString warning() const;

    // The fields, for tests.
    QSpinBox* widthBox() const { return width_; }
    QSpinBox* heightBox() const { return height_; }
    QSpinBox* connectBox() const { return connect_; }
    QComboBox* presetBox() const { return preset_; }
    QComboBox* kindBox(int seat) const { return seats_[seat & 1].kind; }
    QLineEdit* nameEdit(int seat) const { return seats_[seat & 1].name; }
    QSpinBox* levelBox(int seat) const { return seats_[seat & 1].level; }
    QComboBox* timeKindBox() const { return timeKind_; }
    QLabel* problemLabel() const { return problem_; }
    QDialogButtonBox* buttons() const { return buttons_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Seat {
        QGroupBox* box = nullptr;
        QComboBox* kind = nullptr;
        QLineEdit* name = nullptr;
        QSpinBox* level = nullptr;
        QLabel* kindLabel = nullptr;
        QLabel* nameLabel = nullptr;
        QLabel* levelLabel = nullptr;
    };

    void retranslateUi();
    void validate();
    void presetChosen(int index);
    void syncPreset();
    void kindChanged(int seat);
    void updateTimeFields();
    PlayerKind kindOf(int seat) const;
    // The name a seat without one gets (Game::defaultName), as placeholder.
    QString defaultName(int seat) const;
    void updatePlaceholders();
    // Whether `name` is one of the default names of `seat` in this language.
    static bool isADefaultName(const QString& name, int seat);

    QGroupBox* boardBox_;
    QLabel* presetLabel_;
    QComboBox* preset_;
    QLabel* sizeLabel_;
    QSpinBox* width_;
    QSpinBox* height_;
    QLabel* connectLabel_;
    QSpinBox* connect_;
    Seat seats_[2];
    QGroupBox* playBox_;
    QLabel* firstLabel_;
    QComboBox* first_;
    QLabel* timeLabel_;
    QComboBox* timeKind_;
    QLabel* moveTimeLabel_;
    QSpinBox* moveSeconds_;
    QLabel* clockLabel_;
    QSpinBox* clockMinutes_;
    QLabel* incrementLabel_;
    QSpinBox* incrementSeconds_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    bool syncing_ = false;
};

}  // namespace c4
