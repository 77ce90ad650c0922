#pragma once

#include "engine/analysis.h"
#include "engine/boardspec.h"
#include "engine/position.h"
#include "engine/score.h"

#include <QColor>
#include <QCoreApplication>
#include <QPalette>
#include <QString>

#include <vector>

namespace c4 {

// Writes scores and players for people, translated. One place, so the
// analysis panel, the move list, the graph and the labels under the board
// columns all say the same thing the same way. The board shows the number
// and the words apart (a narrow column has room only for the number).
//
// `movesPlayed` counts the stones on the board in the position the score
// belongs to; the score is for the side to move there (for a column's
// score: the position before that column is played).
class ScoreText {
    Q_DECLARE_TR_FUNCTIONS(ScoreText)
public:
    // "+3", "0", "−2" (a true minus sign), "+0.42" in the current locale.
    static QString number(const Score& score);

    // "win in 5", "draw", "loss in 9", "estimate".
    static QString words(const Score& score, const BoardSpec& spec, int movesPlayed);

    // "+3 win in 5", "draw", "−2 loss in 9", "+0.42 estimate".
    static QString full(const Score& score, const BoardSpec& spec, int movesPlayed);
    // The same from `side`'s view, whoever is to move: Red's "+3 win in 5"
    // is Yellow's "−3 loss in 5" (the count is always the winner's stones).
    static QString fullFor(Player side, const Score& score, const BoardSpec& spec, int movesPlayed);

    // What the solver has proved so far about a column it is working on
    // (exact score bounds): "win in at most 17", "at least a draw", "at
    // most a draw", "loss in at most 9", or "proving…" while nothing is.
    static QString provingWords(const ColumnAnalysis::Bounds& bounds, const BoardSpec& spec, int movesPlayed);

    // Fits under a narrow board column and reads without colour: "W3" (win
    // in 3), "=" (draw), "L9" (loss in 9), "+0.4" (estimate, one decimal).
    static QString compact(const Score& score, const BoardSpec& spec, int movesPlayed);

    // A sentence naming the player, for tooltips: "Yellow can force a win in
    // 5 moves", "Draw with best play", "Red is better (+0.42, estimate, not
    // proved)"; for a finished game's last position "Yellow has won" or "The
    // board is full: a draw".
    static QString explanation(const Score& score, const BoardSpec& spec, int movesPlayed);

    // "Yellow" for the first player, "Red" for the second, "" for None.
    static QString playerName(Player player);

    // "Yellow (player 1)" / "Red (player 2)".
    static QString playerWithNumber(Player player);

    // 0-based columns written 1-based and separated by spaces: "4 4 3 5".
    static QString columns(const std::vector<int>& columns);
};

// The text colour of a score on this palette: green for a proved win,
// vermillion for a proved loss (Okabe-Ito, readable on light and dark
// backgrounds), and an invalid QColor (use the palette's) otherwise.
QColor scoreColor(const Score& score, const QPalette& palette);

// The text colour of a player on this palette: a dark amber or yellow for
// the first player, a red for the second (readable on light and dark).
QColor playerTextColor(Player player, const QPalette& palette);

// The colour that marks mistakes (a strong red, lighter on dark palettes).
QColor mistakeColor(const QPalette& palette);

}  // namespace c4
