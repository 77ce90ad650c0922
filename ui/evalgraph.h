#pragma once

#include "app/gamereview.h"
#include "engine/boardspec.h"
#include "engine/score.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace c4 {

class GameAnalysis;

// The evaluation over the game, from the first player's point of view:
// exact wins sit in the top band, draws on the middle line, exact losses in
// the bottom band (faster results further out), estimates in between. A
// vertical marker shows the current ply; clicking selects a ply. Moves that
// threw away a win or a draw (see reviewGame) get a red mark and a symbol.
// With the keyboard focus, Left / Right / Home / End select a ply too.
class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // Follows a game's line, shown ply and evaluations (GameAnalysis) from
    // now on; it paints them and keeps no copy (the analysis and its game
    // outlive the graph).
    void setAnalysis(const GameAnalysis* analysis);

    // The marker: the ply the game shows.
    int currentPly() const;

    // The review of the line from the known scores (mistakes included).
    std::vector<MoveReview> review() const;
    // Plies (1-based) of the moves drawn as mistakes.
    std::vector<int> mistakePlies() const;

    // Where ply's point is drawn (for tests), and the ply nearest a point.
    QPointF pointForPly(int ply) const;
    int plyAt(QPointF point) const;

    // The vertical position of a score in [-1, 1], first player's view:
    // +1 the fastest possible win, 0 a draw. Exact results lie beyond
    // +-kExactBand, estimates inside it.
    static constexpr double kExactBand = 0.6;
    static double heightFor(const Score& scoreForFirstPlayer, const BoardSpec& spec);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void plySelected(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    // What the ply's point says: the move, the position's score, a mistake
    // (one line each; the tooltip and the screen reader's description).
    QStringList plyText(int ply) const;
    void updateAccessibleDescription();
    QRectF plotRect() const;
    // The number of moves in the line (0 without an analysis).
    int lineLength() const;
    std::optional<Score> firstPlayerScore(int ply) const;

    const GameAnalysis* analysis_ = nullptr;
};

}  // namespace c4
