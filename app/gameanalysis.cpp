#include "app/gameanalysis.h"

#include "app/engine.h"
#include "app/game.h"
#include "engine/movetime.h"
#include "engine/skilllevel.h"

#include <algorithm>

namespace c4 {

// Huge pages: the analysis fills a big table from its first seconds, and
// with 4 KiB pages two threads would wait on each other's page faults.
GameAnalysis::GameAnalysis(Game* game, QObject* parent)
    : QObject(parent), game_(game), engine_(new Engine(this, Paging::huge))
{
    positionScores_.resize(1);
    connect(game_, &Game::positionChanged, this, [this] {
        syncLine();
        restart();
    });
    connect(game_, &Game::playersChanged, this, &GameAnalysis::restart);
    connect(game_, &Game::gameOver, this, &GameAnalysis::restart);
    connect(engine_, &Engine::analysisUpdated, this, &GameAnalysis::onAnalysis);
    connect(engine_, &Engine::finished, this, &GameAnalysis::onFinished);
    connect(engine_, &Engine::errorOccurred, this, [this](int id, const QString& message) {
        if (id == analysisRequest_ || id == reviewRequest_)
            emit errorOccurred(message);
    });
    syncLine();
}

GameAnalysis::~GameAnalysis()
{
    // The engine stops its workers when destroyed; no late answer may reach
    // a half-destroyed model. (The game may be gone already.)
    disconnect(engine_, nullptr, this, nullptr);
}

std::optional<Score> GameAnalysis::positionScore(int ply) const
{
    return ply >= 0 && ply < int(positionScores_.size()) ? positionScores_[size_t(ply)] : std::nullopt;
}

std::optional<Score> GameAnalysis::moveScore(int ply) const
{
    return ply >= 1 && ply <= int(moveScores_.size()) ? moveScores_[size_t(ply - 1)] : std::nullopt;
}

std::vector<MoveReview> GameAnalysis::review() const
{
    return reviewGame(spec_, line_, positionScores_);
}

namespace {

// The rule of the one home: an exact score stays until another exact one
// comes (a later proof is as good); an estimate gives way to anything newer.
void keep(std::optional<Score>& slot, const Score& score)
{
    if (!slot || score.isExact() || !slot->isExact())
        slot = score;
}

}  // namespace

void GameAnalysis::addPositionScore(int ply, const Score& score)
{
    if (ply >= 0 && ply < int(positionScores_.size()))
        keep(positionScores_[size_t(ply)], score);
}

std::optional<Score> GameAnalysis::positionValue(const Analysis& analysis)
{
    if (analysis.bestColumn < 0)
        return std::nullopt;
    const Score& best = analysis.best;
    // A proved win makes the position one (a complete analysis may later
    // find a faster win, and replaces it); a proved draw does not, while an
    // unproved column may still win.
    if (!best.isExact() || analysis.complete || best.isWin())
        return best;
    return std::nullopt;
}

void GameAnalysis::addMoveScore(int ply, const Score& score)
{
    if (ply < 1 || ply > int(moveScores_.size()))
        return;
    keep(moveScores_[size_t(ply - 1)], score);
    // A proven move is also the proven value of the position it leads to,
    // seen by the opponent: the review judges moves by position scores, so
    // without this an estimate of that position (a search cut short) would
    // stand beside the proof (found by tst_mainwindow's review test: the
    // book proves move 5 of 1212121, its position past the book was not).
    if (score.isExact())
        addPositionScore(ply, flipped(score));
}

void GameAnalysis::syncLine()
{
    const std::vector<int> line = game_->line();
    const BoardSpec spec = game_->spec();
    const bool sameBoard = spec == spec_;
    const size_t keepMoves = sameBoard
        ? size_t(std::mismatch(line.begin(), line.begin() + std::min(line.size(), line_.size()), line_.begin()).first
                 - line.begin())
        : 0;
    if (sameBoard && keepMoves == line.size() && line.size() == line_.size())
        return;  // browsing: the line and its scores stay
    stopReview();  // the line it reviews is gone
    reviewedMistakes_.reset();
    spec_ = spec;
    line_ = line;
    positionScores_.resize(keepMoves + 1);
    if (!sameBoard)
        positionScores_[0].reset();
    positionScores_.resize(line.size() + 1);
    moveScores_.resize(keepMoves);
    moveScores_.resize(line.size());

    // A finished line's last position needs no engine: its score is known.
    Position position(spec);
    bool legal = true;
    for (int move : line) {
        legal = legal && position.canPlay(move);
        if (legal)
            position.play(move);
    }
    if (legal)
        if (const auto finished = finishedScore(position))
            positionScores_.back() = finished;
    // A computer's move carries the score of the column it chose, for
    // itself; seen by the opponent, the value of the position it led to.
    for (size_t i = 0; i < line.size(); ++i) {
        if (const MoveNote note = game_->note(int(i)); note.score) {
            addMoveScore(int(i + 1), *note.score);
            if (!positionScores_[i + 1])
                positionScores_[i + 1] = flipped(*note.score);
        }
    }
    emit evaluationsChanged();
}

bool GameAnalysis::isAnalysisWanted() const
{
    if (!analysing_ || isReviewing())
        return false;
    const bool hasComputer = game_->player(0).isComputer() || game_->player(1).isComputer();
    return !hasComputer || game_->isOver() || keepDuringPlay_;
}

void GameAnalysis::setAnalysing(bool on)
{
    if (on)
        stopReview();
    analysing_ = on;
    if (!on)
        lastAnalysis_.reset();
    restart();
    emit stateChanged();
}

void GameAnalysis::setKeepAnalysingDuringPlay(bool on)
{
    keepDuringPlay_ = on;
    restart();
}

void GameAnalysis::stopRequest(int& request)
{
    const int id = request;
    request = 0;
    if (id && engine_->currentRequest() == id)
        engine_->stop();
}

void GameAnalysis::searchAgain()
{
    if (!analysisRequest_)
        return;
    stopRequest(analysisRequest_);
    lastAnalysis_.reset();
    restart();
}

void GameAnalysis::restart()
{
    const Position& position = game_->position();
    if (!isAnalysisWanted() || position.isOver()) {
        stopRequest(analysisRequest_);
        if (!isAnalysisWanted())
            lastAnalysis_.reset();
        emit stateChanged();
        return;
    }
    if (position == analysedPosition_ && (analysisRequest_ || lastAnalysis_))
        return;
    analysedPosition_ = position;
    lastAnalysis_.reset();
    SearchLimits limits;
    limits.fullLines = true;  // the panel shows the book's scores at once, then their lines as they come
    analysisRequest_ = engine_->analyze(position, limits);
    emit stateChanged();
}

void GameAnalysis::onAnalysis(int requestId, const Analysis& analysis)
{
    if (requestId == 0)
        return;
    const bool review = requestId == reviewRequest_;
    const Position& position = game_->position();
    if (!review && (requestId != analysisRequest_ || !(analysedPosition_ == position)))
        return;
    const int ply = review ? reviewPly_ : position.movesPlayed();
    if (const auto value = positionValue(analysis))
        addPositionScore(ply, *value);
    // A proven value of this position is also the value of the move that
    // led here, for the player who made it.
    if (analysis.complete && analysis.best.isExact())
        addMoveScore(ply, flipped(analysis.best));
    if (ply < int(line_.size()) && analysis.columns[size_t(line_[size_t(ply)])].playable)
        addMoveScore(ply + 1, analysis.columns[size_t(line_[size_t(ply)])].score);
    emit evaluationsChanged();
    if (review)
        return;
    lastAnalysis_ = analysis;
    emit analysisUpdated(analysis);
    emit stateChanged();
}

void GameAnalysis::onFinished(int requestId)
{
    if (requestId == 0)
        return;
    if (requestId == reviewRequest_) {
        reviewRequest_ = 0;
        --reviewPly_;
        reviewStep();
    } else if (requestId == analysisRequest_) {
        analysisRequest_ = 0;
        emit stateChanged();
    }
}

void GameAnalysis::startReview()
{
    if (line_.empty())
        return;
    setAnalysing(false);
    reviewPly_ = int(line_.size());
    emit stateChanged();
    reviewStep();
}

void GameAnalysis::reviewStep()
{
    // From the last position back to the first: the engine's table then
    // already knows the endings when it meets the earlier positions.
    while (reviewPly_ >= 0) {
        Position position(spec_);
        for (int i = 0; i < reviewPly_; ++i)
            position.play(line_[size_t(i)]);
        if (!position.isOver()) {
            // Each position gets the time of a level-10 move, within 0.2-3 s.
            SearchLimits limits;
            limits.maxTime = std::clamp(moveTime(spec_, reviewPly_, SkillLevel::kMax,
                                                 TimeLimits{std::chrono::milliseconds(game_->computerMoveTime())}),
                                        std::chrono::milliseconds(200), std::chrono::milliseconds(3000));
            reviewRequest_ = engine_->analyze(position, limits);
            emit stateChanged();
            return;
        }
        if (const auto score = finishedScore(position))
            positionScores_[size_t(reviewPly_)] = score;
        --reviewPly_;
    }
    reviewRequest_ = 0;
    const std::vector<MoveReview> moves = review();
    reviewedMistakes_ = int(std::count_if(moves.begin(), moves.end(), [](const MoveReview& r) { return r.isMistake(); }));
    emit evaluationsChanged();
    emit reviewFinished(*reviewedMistakes_);
    emit stateChanged();
}

void GameAnalysis::stopReview()
{
    if (reviewPly_ < 0)
        return;
    reviewPly_ = -1;
    stopRequest(reviewRequest_);
    emit stateChanged();
}

}  // namespace c4
