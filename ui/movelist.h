#pragma once

#include "app/gamereview.h"

#include <QWidget>

#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace c4 {

class GameAnalysis;

// The moves of the game, one row each: number, player, column (1-based) and
// the move's evaluation once known (GameAnalysis::moveScore), with mistakes
// marked. Clicking a row emits moveSelected(ply) so the window can show the
// board after that move (ply 0, the start, is the first row "Start").
//
// Browsing keeps the line: when the game shows an earlier position, the
// later moves stay, greyed, until a different move is played there.
class MoveList : public QWidget {
    Q_OBJECT
public:
    enum TableColumn { NumberColumn, PlayerColumn, MoveColumn, EvalColumn, TableColumnCount };

    explicit MoveList(QWidget* parent = nullptr);

    // Follows a game's line, shown ply, players, evaluations and mistakes
    // from now on; it paints them and keeps no copy (the analysis and its
    // game outlive the list).
    void setAnalysis(const GameAnalysis* analysis);

    // The ply the game shows (0 = start): rows after it are greyed.
    int currentPly() const;
    QTreeWidget* table() const { return table_; }
    // The row of a ply (0 = "Start").
    QTreeWidgetItem* itemForPly(int ply) const;

signals:
    // The user clicked the row of this ply (0 = the start position).
    void moveSelected(int ply);

protected:
    void changeEvent(QEvent* event) override;

private:
    void follow();
    void rebuild();
    void updateRow(int ply, const std::vector<MoveReview>& review);

    const GameAnalysis* analysis_ = nullptr;
    std::vector<int> rows_;   // the line the rows show, to rebuild only when it changes
    bool updating_ = false;
    bool pendingClick_ = false;  // a selection was emitted on the press of a click

    QTreeWidget* table_;
};

}  // namespace c4
