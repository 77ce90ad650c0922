#include "ui/scoretext.h"

#include "engine/notation.h"

#include <QLocale>

#include <cmath>

namespace c4 {

namespace {

const QChar kMinus(0x2212);

QString estimateNumber(const Score& score, int decimals)
{
    const double magnitude = std::abs(score.value) / double(Score::kEstimateScale);
    const QString digits = QLocale().toString(magnitude, 'f', decimals);
    if (std::round(magnitude * std::pow(10.0, decimals)) == 0)
        return digits;  // level as written ("0.0", never "+0.0" or "−0.0"): no sign
    return (score.value < 0 ? QString(kMinus) : QStringLiteral("+")) + digits;
}

// Whether the palette's base (the background of lists) is dark.
bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.45;
}

}  // namespace

QString ScoreText::number(const Score& score)
{
    if (!score.isExact())
        return estimateNumber(score, 2);
    if (score.isDraw())
        return QStringLiteral("0");
    return (score.value > 0 ? QStringLiteral("+") : QString(kMinus)) + QLocale().toString(std::abs(score.value));
}

QString ScoreText::words(const Score& score, const BoardSpec& spec, int movesPlayed)
{
    if (!score.isExact())
        return tr("estimate");
    if (score.isDraw())
        return tr("draw");
    const int moves = score.movesToEnd(spec, movesPlayed);
    return score.isWin() ? tr("win in %n", nullptr, moves) : tr("loss in %n", nullptr, moves);
}

QString ScoreText::full(const Score& score, const BoardSpec& spec, int movesPlayed)
{
    if (score.isDraw())
        return words(score, spec, movesPlayed);
    return number(score) + QLatin1Char(' ') + words(score, spec, movesPlayed);
}

QString ScoreText::provingWords(const ColumnAnalysis::Bounds& bounds, const BoardSpec& spec, int movesPlayed)
{
    if (bounds.lower > 0) {
        // At least this fast a win: at most that many moves.
        return tr("win in at most %n", nullptr, Score::exact(bounds.lower).movesToEnd(spec, movesPlayed));
    }
    if (bounds.upper < 0) {
        // At least this fast a loss.
        return tr("loss in at most %n", nullptr, Score::exact(bounds.upper).movesToEnd(spec, movesPlayed));
    }
    if (bounds.lower == 0 && bounds.upper > 0)
        return tr("at least a draw");
    if (bounds.upper == 0 && bounds.lower < 0)
        return tr("at most a draw");
    return tr("proving…");
}

QString ScoreText::fullFor(Player side, const Score& score, const BoardSpec& spec, int movesPlayed)
{
    const Player mover = movesPlayed % 2 == 0 ? Player::First : Player::Second;
    const Score view{score.kind, -score.value};
    if (side == mover || !view.isExact() || view.isDraw())
        return full(side == mover ? score : view, spec, movesPlayed);  // these words need no count
    // The count is the winner's stones from now, the same for both sides.
    const int moves = score.movesToEnd(spec, movesPlayed);
    return number(view) + QLatin1Char(' ')
        + (view.isWin() ? tr("win in %n", nullptr, moves) : tr("loss in %n", nullptr, moves));
}

QString ScoreText::compact(const Score& score, const BoardSpec& spec, int movesPlayed)
{
    if (!score.isExact())
        return estimateNumber(score, 1);
    if (score.isDraw())
        return QStringLiteral("=");
    const int moves = score.movesToEnd(spec, movesPlayed);
    if (score.isWin()) {
        //: Short for "win in %1 moves" under a narrow board column: one letter and the number.
        return tr("W%1").arg(moves);
    }
    //: Short for "loss in %1 moves" under a narrow board column: one letter and the number.
    return tr("L%1").arg(moves);
}

QString ScoreText::explanation(const Score& score, const BoardSpec& spec, int movesPlayed)
{
    const Player mover = movesPlayed % 2 == 0 ? Player::First : Player::Second;
    if (score.isExact()) {
        // A finished game's last position: nothing is left to force.
        if (movesPlayed >= spec.cells() && score.isDraw())
            return tr("The board is full: a draw");
        if (score.isDraw())
            return tr("Draw with best play");
        const int moves = score.movesToEnd(spec, movesPlayed);
        if (moves <= 0)
            return tr("%1 has won").arg(playerName(score.isWin() ? mover : opponent(mover)));
        //: %1 is a player's colour; %n counts only the winner's own moves.
        return tr("%1 can force a win in %n moves", nullptr, moves)
            .arg(playerName(score.isWin() ? mover : opponent(mover)));
    }
    if (score.value == 0)
        return tr("Balanced (estimate, not proved)");
    return tr("%1 is better (%2, estimate, not proved)")
        .arg(playerName(score.value > 0 ? mover : opponent(mover)),
             estimateNumber(Score::estimate(std::abs(score.value)), 2));
}

QString ScoreText::playerName(Player player)
{
    return player == Player::First ? tr("Yellow") : player == Player::Second ? tr("Red") : QString();
}

QString ScoreText::playerWithNumber(Player player)
{
    if (player == Player::None)
        return {};
    //: A player's colour and number, e.g. "Yellow (player 1)".
    return tr("%1 (player %2)").arg(playerName(player)).arg(player == Player::First ? 1 : 2);
}

QString ScoreText::columns(const std::vector<int>& columns)
{
    return QString::fromStdString(toList(columns, ' '));
}

QColor scoreColor(const Score& score, const QPalette& palette)
{
    const bool dark = isDarkPalette(palette);
    if (score.isWin())
        return dark ? QColor(0x1f, 0xb8, 0x8c) : QColor(0x00, 0x8a, 0x64);
    if (score.isLoss())
        return dark ? QColor(0xe8, 0x7a, 0x2e) : QColor(0xc2, 0x4a, 0x00);
    return {};
}

QColor playerTextColor(Player player, const QPalette& palette)
{
    const bool dark = isDarkPalette(palette);
    if (player == Player::First)
        return dark ? QColor(0xf5, 0xc5, 0x18) : QColor(0x9a, 0x6c, 0x00);
    if (player == Player::Second)
        return dark ? QColor(0xff, 0x7a, 0x5c) : QColor(0xc0, 0x2b, 0x1a);
    return {};
}

QColor mistakeColor(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor(0xff, 0x4d, 0x4d) : QColor(0xd0, 0x1c, 0x1c);
}

}  // namespace c4
