#include "app/gamereview.h"

namespace c4 {

namespace {

// 1 win, 0 draw, -1 loss.
int outcome(const Score& score)
{
    return score.isWin() ? 1 : score.isLoss() ? -1 : 0;
}

}  // namespace

std::optional<Score> finishedScore(const Position& position)
{
    if (position.lastMoveWon()) {
        // The player who just moved won with their own stone count.
        const int winnerStones = (position.movesPlayed() + 1) / 2;
        return Score::exact(-((position.spec().cells() + 1) / 2 + 1 - winnerStones));
    }
    if (position.isDraw())
        return Score::exact(0);
    return std::nullopt;
}

MoveReview::Kind classifyMove(const std::optional<Score>& before, const std::optional<Score>& after)
{
    using Kind = MoveReview::Kind;
    if (!before || !after || !before->isExact() || !after->isExact())
        return Kind::Unknown;
    const int from = outcome(*before);
    const int to = outcome(*after);
    if (to >= from)
        return Kind::Kept;
    if (from == 1)
        return to == 0 ? Kind::WinToDraw : Kind::WinToLoss;
    return Kind::DrawToLoss;
}

std::vector<MoveReview> reviewGame(const BoardSpec& spec, const std::vector<int>& moves,
                                   const std::vector<std::optional<Score>>& positionScores)
{
    // Scores of every position, with the finished ones filled in.
    std::vector<std::optional<Score>> scores(moves.size() + 1);
    Position position(spec);
    bool legal = true;  // a line that breaks the rules gets no worked-out endings
    for (size_t p = 0; p <= moves.size(); ++p) {
        if (p > 0) {
            legal = legal && position.canPlay(moves[p - 1]);
            if (legal)
                position.play(moves[p - 1]);
        }
        if (p < positionScores.size())
            scores[p] = positionScores[p];
        if (legal)
            if (const auto finished = finishedScore(position))
                scores[p] = finished;
    }

    std::vector<MoveReview> review;
    review.reserve(moves.size());
    for (size_t i = 0; i < moves.size(); ++i) {
        MoveReview move;
        move.ply = int(i) + 1;
        move.column = moves[i];
        move.player = i % 2 == 0 ? Player::First : Player::Second;
        move.before = scores[i];
        if (scores[i + 1])
            move.after = flipped(*scores[i + 1]);
        move.kind = classifyMove(move.before, move.after);
        move.best = move.kind != MoveReview::Kind::Unknown && move.before == move.after;
        review.push_back(move);
    }
    return review;
}

}  // namespace c4
