#pragma once

#include <QObject>
#include <QString>
#include <vector>

class QLabel;
class QStatusBar;

namespace c4 {

class BoardView;
class ElidingLabel;
class Game;
class GameAnalysis;

// The news of the game in words, where people look: in the status bar
// whose turn it is or the result (with a disc of the colour) and what the
// engines do, and for a few seconds what just happened (a
// hint, replaced moves, a failed analysis); over the board the result, or
// that the computer thinks or waits. Every text is derived from the state
// of the game and its analysis, which it follows by itself.
class GameStatus : public QObject {
    Q_OBJECT
public:
    // Adds its fields to `bar` (which owns it); writes messages on `board`.
    GameStatus(QStatusBar* bar, BoardView* board, GameAnalysis* analysis);

    // Paints everything anew (after a change of language or theme too).
    void refresh();

    QString turnText() const;
    // How the game ended ("Yellow wins: Ann"); empty while it goes on.
    static QString resultText(const Game& game);
    QString engineText() const;

private:
    QStatusBar* bar_;
    BoardView* board_;
    GameAnalysis* analysis_;
    Game* game_;
    QLabel* turnIcon_ = nullptr;
    ElidingLabel* turnLabel_ = nullptr;
    ElidingLabel* engineLabel_ = nullptr;
    // A message about one position (a hint, a replaced line) and the moves
    // of that position: it goes when the position changes.
    void showAboutThisPosition(const QString& message, int timeoutMs);
    QString positionMessage_;
    std::vector<int> messagePosition_;
};

}  // namespace c4
