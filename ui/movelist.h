#pragma once

#include "app/gamereview.h"
#include "engine/boardspec.h"
#include "engine/position.h"
#include "engine/score.h"

#include <QWidget>

#include <optional>
#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace c4 {

class GameAnalysis;

// The moves of the game, one row each: number, player, column (1-based) and
// the move's evaluation once known, with mistakes marked. Clicking a row
// emits moveSelected(ply) so the window can show the board after that move
// (ply 0, the start, is the first row "Start").
//
// Browsing keeps the line: when the window shows an earlier position (a
// prefix of the line), the later moves stay, greyed, until a different move
// is played there; then the line is cut and the new move appended.
class MoveList : public QWidget {
    Q_OBJECT
public:
    enum TableColumn { NumberColumn, PlayerColumn, MoveColumn, EvalColumn, TableColumnCount };

    explicit MoveList(QWidget* parent = nullptr);

    // Follows the game: if the position's moves are a prefix of the line,
    // only the current ply moves; otherwise the line becomes the position's
    // moves (scores of the common beginning are kept) and the current ply
    // is its end.
    void setPosition(const Position& position);

    // Sets the whole line explicitly (e.g. with the redo moves after the
    // current ply); keeps scores of the common beginning. 0 <= currentPly <= moves.size().
    void setLine(const BoardSpec& spec, const std::vector<int>& moves, int currentPly);

    // The current ply (0 = start): rows after it are greyed.
    void setCurrentPly(int ply);
    int currentPly() const { return currentPly_; }

    const std::vector<int>& line() const { return moves_; }
    const BoardSpec& spec() const { return spec_; }

    // The evaluation of move `ply` (1-based) for the player who made it: a
    // column's score from the analysis of the position before the move, or
    // flipped() best score of the position after. Ignored out of range.
    void setMoveScore(int ply, const Score& score);
    std::optional<Score> moveScore(int ply) const;

    // Marks moves from a review (scores and mistakes); rows beyond the line are ignored.
    void setReview(const std::vector<MoveReview>& review);
    MoveReview::Kind moveKind(int ply) const;

    // Follows a game's line, shown ply, evaluations and review from now on
    // (the analysis and its game outlive the list).
    void setAnalysis(const GameAnalysis* analysis);
    // Overrides the players' names (default: "Yellow" and "Red" from ScoreText).
    void setPlayerNames(const QString& first, const QString& second);


    QTreeWidget* table() const { return table_; }
    // The row of a ply (0 = "Start").
    QTreeWidgetItem* itemForPly(int ply) const;

signals:
    // The user clicked the row of this ply (0 = the start position).
    void moveSelected(int ply);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void updateRow(int ply);
    QString playerName(Player player) const;

    BoardSpec spec_;
    std::vector<int> moves_;
    std::vector<std::optional<Score>> scores_;  // per move, index ply - 1
    std::vector<MoveReview::Kind> kinds_;      // per move
    int currentPly_ = 0;
    QString firstName_;
    QString secondName_;
    bool updating_ = false;
    bool pendingClick_ = false;  // a selection was emitted on the press of a click

    QTreeWidget* table_;
};

}  // namespace c4
