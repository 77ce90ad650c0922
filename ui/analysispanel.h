#pragma once

#include "engine/analysis.h"
#include "engine/position.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace c4 {

class GameAnalysis;

// The analysis dock: every column's score in numbers and words, best first,
// each followed by its principal variation (1-based columns), the side the
// scores are for, and how far the search got (depth, nodes, speed, time,
// exact / estimate / book). Start and Stop ask the window for continuous
// analysis; the panel itself never searches.
//
// It never shows a stale position: setPosition() drops the old scores, and
// an analysis whose position differs from the panel's (spec or moves) is
// ignored, so a late result of an earlier request cannot appear.
class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    // Table columns, for tests and for the window's header state.
    enum TableColumn { ColumnColumn, ScoreColumn, WordsColumn, LineColumn, TableColumnCount };

    explicit AnalysisPanel(QWidget* parent = nullptr);

    // Follows a game's shown position, its analysis and whether analysis is
    // on, from now on (the analysis and its game outlive the panel).
    void setAnalysis(const GameAnalysis* analysis);

    // Shows this position, with no scores until an analysis for it arrives.
    // Setting the position already shown keeps its analysis.
    void setPosition(const Position& position);
    const Position& position() const { return position_; }

    // Shows an analysis of `position` when that is the panel's position (same
    // spec and moves) and returns true; otherwise ignores it and returns false.
    // Called again and again as the search deepens.
    bool setAnalysis(const Position& position, const Analysis& analysis);
    const std::optional<Analysis>& analysis() const { return analysis_; }

    // Drops the scores but keeps the position.
    void clearAnalysis();

    // Whether continuous analysis is on; the window sets it when it starts
    // or stops the engine itself (game over, new game), the buttons flip it.
    void setAnalysing(bool on);
    bool isAnalysing() const { return analysing_; }

    // The "keep analysing during play against the computer" check box.
    void setKeepAnalysingDuringPlay(bool on);
    bool keepAnalysingDuringPlay() const;

    // Names the players of a panel that follows no game (default: "Yellow
    // (player 1)" and "Red (player 2)"; a game's panel takes the game's
    // names); a name is shown with its colour: "Anna (Yellow)". Empty
    // restores the default.
    void setPlayerNames(const QString& first, const QString& second);

    // Text shown to people, for tests and the status bar.
    QString sideText() const;    // "Scores for Yellow (player 1) to move"
    QString statsText() const;   // "Depth 12 · 1.2 M nodes · 850 kN/s · 1.4 s · exact" (as read: plain spaces)
    // The rows as shown, best first: table()->topLevelItem(i)->text(TableColumn).
    QTreeWidget* table() const { return table_; }

signals:
    // Start (true) or Stop (false) was pressed.
    void analysisRequested(bool on);
    // The keep-analysing check box changed.
    void keepAnalysingDuringPlayChanged(bool on);
    // A row was double-clicked (or Enter pressed on it): the user wants to
    // play (or see) that 0-based column.
    void columnActivated(int column);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void rebuild();
    void updateButtons();
    // The game's result when the panel follows a game, else the board's.
    bool isGameOver() const;
    // The player's name and colour, e.g. "Anna (Yellow)"; a name wider
    // than maxNameWidth pixels (when it is given) cut with "…".
    QString playerName(Player player, int maxNameWidth = 0) const;

    const GameAnalysis* model_ = nullptr;
    Position position_;
    std::optional<Analysis> analysis_;
    bool analysing_ = false;
    QString firstName_;
    QString secondName_;

    QLabel* side_;
    QTreeWidget* table_;
    QLabel* stats_;
    QPushButton* start_;
    QPushButton* stop_;
    QCheckBox* keep_;
    QLabel* keepLabel_;  // keep_'s text, which wraps
};

}  // namespace c4
