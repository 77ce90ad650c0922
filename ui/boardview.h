#pragma once

#include "engine/analysis.h"
#include "engine/position.h"
#include "ui/theme.h"

#include <QPixmap>
#include <QWidget>

#include <functional>
#include <optional>

class QTimer;
class QVariantAnimation;

namespace c4 {

class GameAnalysis;

// Paints a board of any size (1x1 to 40x40) and reports the column the user
// picks; it never changes the game itself. Above the board the hovered (or
// keyboard-selected) column shows a ghost piece; below it each column shows
// its number and, when an analysis is set, its score as a chip ("+3" over
// "win in 5"), the best column(s) filled, the others outlined, so the value
// is readable without colour. A move appended to the position falls with a
// short animation unless the duration is 0.
//
// Input: a click (press and release on the same column), Left/Right to
// move the column cursor, Enter/Space/Down to drop there, a column's number
// to drop directly: on boards over 9 columns two digits in quick
// succession (1 then 2 is column 12; a digit that no second digit could
// follow plays at once, one that could waits a moment). Input is ignored while it is disabled (the computer's turn),
// during the falling animation, when the game is over, and for auto-repeated
// keys, so a held key never plays twice.
class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    // Shows a position. When it is the shown position plus one move, that
    // stone falls (if animations are on); any other change is shown at once.
    // A different position drops the analysis, which belonged to the old one.
    void setPosition(const Position& position);
    const Position& position() const { return position_; }

    // Per-column scores for the shown position (for its side to move).
    // Ignored when its column count does not match the board.
    void setAnalysis(const Analysis& analysis);
    // Follows a game's shown position, whether a person may play now, and
    // the analysis of the position, from now on (the analysis and its game
    // outlive the board). The chips show only with setShowScores(true).
    void setAnalysis(const GameAnalysis* analysis);
    void clearAnalysis();
    bool hasAnalysis() const { return analysis_.has_value(); }

    // Whether clicks and keys may drop a piece (false on the computer's turn).
    void setInputEnabled(bool enabled);
    bool isInputEnabled() const { return inputEnabled_; }
    // Whether a click or key would be accepted right now.
    bool acceptsInput() const;

    void setShowScores(bool show);

    // Milliseconds a stone takes to fall the whole height; 0 turns the
    // animation off (a shorter fall takes proportionally less).
    void setAnimationDuration(int milliseconds);
    bool isAnimating() const;

    // Marks a column as the hint and puts the keyboard cursor on it, so
    // Enter plays it; the mark goes with the next change of position.
    void showHint(int column);
    int hintColumn() const { return hint_; }

    // A short line shown above the board ("Computer is thinking…", "Anna
    // wins!"); empty for none.
    void setMessage(const QString& message);
    QString message() const { return message_; }

    // Names used in tooltips ("Anna to move").
    void setPlayerNames(const QString& first, const QString& second);

    // The column cursor moved by the mouse or the arrow keys, or -1.
    int cursorColumn() const { return cursor_; }

    // The column under a point in widget coordinates, or -1.
    int columnAt(QPoint point) const;
    // The centre of a cell in widget coordinates (row 0 at the bottom).
    QPointF cellCentre(int column, int row) const;
    // Whether the score chips are big enough to read; when they are not,
    // one line under the numbers gives scoreLine(): the hovered (or else
    // the best) column's score in words.
    bool chipsReadable() const;
    QString scoreLine() const;
    // The centre of a column's score chip, for tooltips and tests.
    QPointF scoreChipCentre(int column) const;

    const Theme& theme() const { return theme_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The user asked to drop a piece in this (0-based) column.
    void columnChosen(int column);
    // The falling stone has landed (also emitted when it is cut short).
    void animationFinished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    // A first digit waiting for a second (typed_) is dropped: the move was
    // chosen otherwise, or the position changed under it.
    void forgetTypedDigit();
    // What a screen reader says about the board (its accessible
    // description), kept current so each change is announced: the message
    // over the board or whose turn it is, the last move, and the column under
    // the cursor from the bottom up.
    void updateAccessibleDescription();
    struct Layout {
        double cell = 0;
        double pad = 0;       // frame around the holes
        QRectF board;         // the frame, holes inside
        QRectF ghostRow;      // above the board
        QRectF numbers;       // column numbers under the board
        QRectF chips;         // score chips, or the score line (empty when scores are hidden)
        bool scoreLine = false;  // chips too small to read: one line of text instead
    };
    Layout layout() const;
    double rowCentreY(const Layout& l, double row) const;
    double columnCentreX(const Layout& l, int column) const;

    void drop(int column);
    void moveCursorTo(int column);
    void stopAnimation();
    bool isBestColumn(int column) const;
    QString tooltipAt(QPoint point) const;

    void paintPieces(QPainter& painter, const Layout& l) const;
    void paintFrame(QPainter& painter, const Layout& l) const;
    void paintWinningLine(QPainter& painter, const Layout& l) const;
    void paintGhost(QPainter& painter, const Layout& l) const;
    void paintLabels(QPainter& painter, const Layout& l) const;
    void paintMessage(QPainter& painter, const Layout& l) const;
    void paintPiece(QPainter& painter, QPointF centre, double radius, Player player, double opacity) const;
    void drawStone(QPainter& painter, QPointF centre, double radius, Player player) const;

    Position position_;
    std::optional<Analysis> analysis_;
    Theme theme_;
    QString names_[2];
    // Reads the names from the game again (set by setAnalysis; a change of
    // language renames "Computer (level 5)").
    std::function<void()> readPlayerNames_;
    QString message_;
    bool inputEnabled_ = true;
    bool showScores_ = true;
    int animationMs_ = 320;
    int cursor_ = -1;
    int hint_ = -1;
    bool cursorFromKeyboard_ = false;
    int pressedColumn_ = -1;
    int heldDropKey_ = 0;     // a drop key that is down; its repeats are ignored
    int typed_ = 0;           // a column number's first digit, waiting for a second one
    QTimer* typedTimer_;
    QVariantAnimation* fall_ = nullptr;
    int fallColumn_ = -1;     // the column of the falling stone, or -1
    double fallRow_ = 0;      // where it is now, in rows (fractional)

    // Paint caches: the frame with its holes, and one stone per player.
    mutable QPixmap frameCache_;
    mutable QString frameKey_;
    mutable QPixmap sprites_[2];
    mutable QString spriteKey_[2];
};

}  // namespace c4
