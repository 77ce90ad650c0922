#pragma once

#include "app/gamereview.h"
#include "engine/analysis.h"
#include "engine/boardspec.h"
#include "engine/position.h"
#include "engine/score.h"

#include <QObject>
#include <optional>
#include <vector>

namespace c4 {

class Engine;
class Game;

// What the engine knows about a Game: the one home of every evaluation of
// the game's line (the position scores the graph draws, the move scores
// the move list shows), the continuous analysis of the shown position and
// the game review. It runs its own Engine, so analysing never cancels a
// computer player's thinking. Widgets subscribe to it; nobody else asks
// the analysis engine anything.
//
// The rule of the one home: an exact score is never replaced by an
// estimate (a short review search cannot undo a proof).
class GameAnalysis : public QObject {
    Q_OBJECT
public:
    explicit GameAnalysis(Game* game, QObject* parent = nullptr);
    ~GameAnalysis() override;

    Game* game() const { return game_; }
    Engine* engine() const { return engine_; }

    // The score of the position after `ply` moves of the game's line (0 =
    // the start), for the side to move there; nothing when unknown.
    std::optional<Score> positionScore(int ply) const;
    // The score of move `ply` (1-based) for the player who made it.
    std::optional<Score> moveScore(int ply) const;
    // Every move of the line judged from the known scores (mistakes marked).
    std::vector<MoveReview> review() const;
    // What a search found, kept by the rule of the one home: the score of the
    // position after `ply` moves (for the side to move there), and of move
    // `ply` (1-based, for its mover; an exact one also settles the position
    // it leads to). Out of the line: ignored.
    void addPositionScore(int ply, const Score& score);
    void addMoveScore(int ply, const Score& score);
    // What an analysis says the position itself is worth (its best
    // column's score), or nothing when only some columns are proved and the
    // best of them is a draw, which an unproved column may still beat.
    static std::optional<Score> positionValue(const Analysis& analysis);

    // Continuous analysis of the position the game shows. While a computer
    // plays it only runs if keepAnalysingDuringPlay (or the game is over).
    void setAnalysing(bool on);
    bool isAnalysing() const { return analysing_; }
    void setKeepAnalysingDuringPlay(bool on);
    bool keepAnalysingDuringPlay() const { return keepDuringPlay_; }
    bool isAnalysisWanted() const;
    // Starts the running search of the shown position again, so that new
    // engine settings (threads, memory) apply now; nothing when none runs.
    void searchAgain();
    // Whether a search for the shown position runs now.
    bool isSearching() const { return analysisRequest_ != 0; }
    // The latest analysis of the shown position, if any.
    const std::optional<Analysis>& currentAnalysis() const { return lastAnalysis_; }

    // Review: scores every position of the line, from the last back, then
    // emits reviewFinished. Stops the continuous analysis.
    void startReview();
    void stopReview();
    bool isReviewing() const { return reviewPly_ >= 0; }
    int reviewPositionsLeft() const { return reviewPly_ + 1; }
    // The mistakes the last review of this line found; nothing before a
    // review ends, and again once the line changes.
    std::optional<int> reviewedMistakes() const { return reviewedMistakes_; }

signals:
    // Position or move scores changed (also when the line changed).
    void evaluationsChanged();
    // A new analysis of the shown position (currentAnalysis()).
    void analysisUpdated(const c4::Analysis& analysis);
    // Analysing, searching or reviewing changed.
    void stateChanged();
    void reviewFinished(int mistakes);
    void errorOccurred(const QString& message);

private:
    void syncLine();
    void restart();
    void onAnalysis(int requestId, const Analysis& analysis);
    void onFinished(int requestId);
    void reviewStep();
    void stopRequest(int& request);

    Game* game_;
    Engine* engine_;

    BoardSpec spec_;
    std::vector<int> line_;
    std::vector<std::optional<Score>> positionScores_;  // line_.size() + 1
    std::vector<std::optional<Score>> moveScores_;      // line_.size()

    bool analysing_ = false;
    bool keepDuringPlay_ = true;
    int analysisRequest_ = 0;
    std::optional<Analysis> lastAnalysis_;
    Position analysedPosition_;

    // Review: positions still to analyse, from the end of the line back.
    int reviewRequest_ = 0;
    int reviewPly_ = -1;
    std::optional<int> reviewedMistakes_;
};

}  // namespace c4
