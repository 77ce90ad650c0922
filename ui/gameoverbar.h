#pragma once

#include <QFrame>

#include <vector>

class QAction;
class QLabel;
class QPushButton;

namespace c4 {

class Game;
class GameTally;

// The end of a game, under the board: who won, the tally between the two
// players, and what to do next (Play Again, Review Game, or close the bar).
// Appears when a game ends in play (again when it ends again after an
// undo) and goes as soon as the game goes on or another one starts.
// Follows the game by itself.
class GameOverBar : public QFrame {
    Q_OBJECT
public:
    explicit GameOverBar(QWidget* parent = nullptr);

    // Follows `game` and its tally from now on (both outlive the bar).
    void setGame(const Game* game, const GameTally* tally);
    // Review Game is this action's button: enabled when it is (not while a
    // review runs, nor for a game without moves), and a click triggers it.
    void setReviewAction(QAction* review);

    // What the bar says, for tests.
    QString resultText() const;
    QString tallyText() const;

signals:
    // A new game with the same players, board and clocks; the other player starts.
    void playAgainRequested();
    // Closed by its button or Escape; the keyboard it had goes back to the
    // game (the receiver gives focus to the board).
    void dismissed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();

    const Game* game_ = nullptr;
    const GameTally* tally_ = nullptr;
    bool endedInPlay_ = false;  // this game ended in play once (the tally counted it)
    std::vector<int> dismissedLine_;  // the line of the ending the person closed the bar on
    QLabel* result_;
    QLabel* tallyLabel_;
    QPushButton* again_;
    QPushButton* review_;
    QPushButton* close_;
};

}  // namespace c4
