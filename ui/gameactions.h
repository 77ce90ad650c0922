#pragma once

#include <QObject>

class QAction;
class QColor;

namespace c4 {

class Game;
class GameAnalysis;

// The actions on the game for menus and the toolbar: Undo, Redo, Hint,
// Analyze, Review, Swap Sides and Pause/Resume. Each asks the Game or its
// GameAnalysis; whether it is enabled, checked and what it says follow the
// models by themselves. Object names ("undo", "hint", ...) let tests and
// scripts find them.
class GameActions : public QObject {
    Q_OBJECT
public:
    GameActions(Game* game, GameAnalysis* analysis, QObject* parent);

    QAction* const undo;
    QAction* const redo;
    QAction* const hint;
    QAction* const analyze;
    QAction* const review;
    QAction* const swap;
    QAction* const pause;

    // Texts in the current language; icons drawn in `stroke`.
    void retranslate();
    void setIconColour(const QColor& stroke);

private:
    void update();

    Game* game_;
    GameAnalysis* analysis_;
};

}  // namespace c4
