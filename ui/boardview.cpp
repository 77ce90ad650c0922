#include "ui/boardview.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "ui/scoretext.h"

#include <QEasingCurve>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QRadialGradient>
#include <QTimer>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <utility>

namespace c4 {

namespace {

// Sizes in cells. The band under the board holds the column numbers and,
// when scores are shown, the chips; it is reserved even before the first
// analysis arrives so that the board does not jump.
constexpr double kPad = 0.14;
constexpr double kSideMargin = 0.15;
constexpr double kGhostRow = 1.0;
constexpr double kNumbers = 0.42;
constexpr double kChips = 0.78;
// Below this cell size (pixels) a chip's text is too small to read: one
// line of text under the numbers tells the hovered column's score instead.
constexpr double kReadableChipCell = 26;
// The smallest pixel sizes of the column numbers and of the message over
// the board: on a crowded board their band and the ghost row get at least
// the room these need, or the digits and the message were cut in half.
constexpr int kMinNumberPx = 7;
constexpr int kMinMessagePx = 11;
constexpr double kPieceRadius = 0.43;
constexpr double kHoleRadius = 0.40;

// The largest pixel size, at most `maximum`, at which text fits `width`.
QFont fitted(QFont font, const QString& text, double width, double maximum, double minimum)
{
    double size = maximum;
    font.setPixelSize(std::max(1, int(size)));
    while (size > minimum && QFontMetricsF(font).horizontalAdvance(text) > width) {
        size -= 0.5;
        font.setPixelSize(std::max(1, int(size)));
    }
    return font;
}

}  // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent),
      theme_(Theme::forPalette(palette())),
      typedTimer_(new QTimer(this)),
      fall_(new QVariantAnimation(this))
{
    // Long enough to type a second digit, short enough not to feel slow.
    typedTimer_->setSingleShot(true);
    typedTimer_->setInterval(700);
    connect(typedTimer_, &QTimer::timeout, this, [this] {
        if (const int column = std::exchange(typed_, 0) - 1; column >= 0)
            drop(column);
    });
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));
    names_[0] = tr("First player");
    names_[1] = tr("Second player");
    updateAccessibleDescription();

    fall_->setEasingCurve(QEasingCurve(QEasingCurve::OutBounce));
    connect(fall_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        fallRow_ = value.toDouble();
        update();
    });
    connect(fall_, &QVariantAnimation::finished, this, [this] {
        fallColumn_ = -1;
        update();
        emit animationFinished();
    });
}

void BoardView::setPosition(const Position& position)
{
    const Position old = position_;
    stopAnimation();
    const bool oneMoreMove = old.spec() == position.spec() && position.movesPlayed() == old.movesPlayed() + 1
        && std::equal(old.moves().begin(), old.moves().end(), position.moves().begin());
    if (!(position == old)) {
        analysis_.reset();
        hint_ = -1;
        forgetTypedDigit();  // a digit typed for the position before
    }
    position_ = position;
    if (!position_.isInRange(cursor_))
        cursor_ = -1;

    if (oneMoreMove && animationMs_ > 0 && isVisible()) {
        fallColumn_ = position_.moves().back();
        const double target = position_.columnHeight(fallColumn_) - 1;
        const double start = position_.height() + kPad;
        const double share = (start - target) / start;
        fall_->setStartValue(start);
        fall_->setEndValue(target);
        fall_->setDuration(std::max(80, int(animationMs_ * std::sqrt(share))));
        fallRow_ = start;
        fall_->start();
    }
    updateGeometry();
    update();
    updateAccessibleDescription();
}

void BoardView::stopAnimation()
{
    if (fall_->state() == QAbstractAnimation::Running)
        fall_->stop();
    if (fallColumn_ >= 0) {
        fallColumn_ = -1;
        emit animationFinished();
    }
}

bool BoardView::isAnimating() const
{
    return fallColumn_ >= 0;
}

void BoardView::setAnalysis(const Analysis& analysis)
{
    if (int(analysis.columns.size()) != position_.width())
        return;
    analysis_ = analysis;
    update();
}

void BoardView::showHint(int column)
{
    if (!position_.canPlay(column))
        return;
    hint_ = column;
    cursorFromKeyboard_ = true;
    cursor_ = column;
    update();
    updateAccessibleDescription();
}

void BoardView::setAnalysis(const GameAnalysis* analysis)
{
    const Game* game = analysis->game();
    // Paused, the game takes no move (Game::play refuses it), so the board
    // shows its message instead of a piece to drop.
    const auto followInput = [this, game] {
        setInputEnabled(game->isHumanTurn() && !game->isOver() && !game->isPaused());
    };
    connect(game, &Game::positionChanged, this, [this, game, followInput] {
        setPosition(game->position());
        followInput();
    });
    readPlayerNames_ = [this, game] {
        setPlayerNames(game->playerName(game->seatOf(Player::First)), game->playerName(game->seatOf(Player::Second)));
    };
    const auto followPlayers = [this, followInput] {
        readPlayerNames_();
        followInput();
    };
    connect(game, &Game::playersChanged, this, followPlayers);
    connect(game, &Game::hintReady, this, [this](int column) { showHint(column); });
    connect(game, &Game::computerThinkingChanged, this, followInput);
    connect(game, &Game::pausedChanged, this, followInput);
    connect(analysis, &GameAnalysis::analysisUpdated, this, [this](const Analysis& a) { setAnalysis(a); });
    connect(analysis, &GameAnalysis::stateChanged, this, [this, analysis] {
        if (!analysis->isAnalysisWanted() || !analysis->currentAnalysis())
            clearAnalysis();
    });
    setPosition(game->position());
    followPlayers();
}

void BoardView::clearAnalysis()
{
    analysis_.reset();
    update();
}

void BoardView::setInputEnabled(bool enabled)
{
    inputEnabled_ = enabled;
    if (!enabled) {
        pressedColumn_ = -1;
        forgetTypedDigit();  // typed for a turn that has passed, or while paused
    }
    update();
}

bool BoardView::acceptsInput() const
{
    return inputEnabled_ && !isAnimating() && !position_.isOver();
}

void BoardView::setShowScores(bool show)
{
    showScores_ = show;
    updateGeometry();
    update();
}

void BoardView::setAnimationDuration(int milliseconds)
{
    animationMs_ = std::max(0, milliseconds);
    if (animationMs_ == 0)
        stopAnimation();
}

void BoardView::setMessage(const QString& message)
{
    if (message == message_)
        return;
    message_ = message;
    update();
    updateAccessibleDescription();
}

void BoardView::setPlayerNames(const QString& first, const QString& second)
{
    names_[0] = first;
    names_[1] = second;
    updateAccessibleDescription();
}

void BoardView::updateAccessibleDescription()
{
    QStringList parts;
    if (!message_.isEmpty()) {
        parts << message_;
    } else if (!position_.isOver()) {
        const Player side = position_.sideToMove();
        parts << tr("%1 (%2) to move").arg(names_[side == Player::First ? 0 : 1], ScoreText::playerName(side));
    }
    if (position_.movesPlayed() > 0) {
        const Player last = opponent(position_.sideToMove());
        parts << tr("last move: %1 in column %2").arg(ScoreText::playerName(last)).arg(position_.moves().back() + 1);
    }
    if (hint_ >= 0)
        parts << tr("hint: column %1").arg(hint_ + 1);
    if (position_.isInRange(cursor_)) {
        QStringList stones;
        for (int row = 0; row < position_.columnHeight(cursor_); ++row)
            stones << ScoreText::playerName(position_.cell(cursor_, row));
        parts << (stones.isEmpty() ? tr("column %1 is empty").arg(cursor_ + 1)
                                   : tr("column %1 from the bottom: %2 (%3 of %4 filled)")
                                         .arg(cursor_ + 1)
                                         .arg(stones.join(QStringLiteral(", ")))
                                         .arg(stones.size())
                                         .arg(position_.height()));
    }
    const QString text = parts.join(QStringLiteral("; "));
    if (text != accessibleDescription())
        setAccessibleDescription(text);
}

// ---------------------------------------------------------------- geometry

BoardView::Layout BoardView::layout() const
{
    const int w = position_.width(), h = position_.height();
    const double unitsWide = w + 2 * kPad + 2 * kSideMargin;
    // The height in cells, less the parts that are given pixels instead
    // once a cell is too small for them: the ghost row (the message's
    // pill), the numbers, and the chips (one line of text then).
    QFont numbers = font();
    numbers.setPixelSize(kMinNumberPx);
    const double minGhost = kMinMessagePx * 2.0 + 4;
    const double minNumbers = QFontMetricsF(numbers).height();
    const double scoreLine = QFontMetricsF(font()).height() * 1.6;
    Layout l;
    double ghostPx = 0, numbersPx = 0, linePx = 0;  // 0: in cells
    for (int pass = 0; pass < 4; ++pass) {
        const double cellsHigh = (ghostPx > 0 ? 0 : kGhostRow) + h + 2 * kPad + 0.12
            + (numbersPx > 0 ? 0 : kNumbers) + (showScores_ && linePx == 0 ? kChips : 0.0) + 0.1;
        l.cell = std::max(1.0, std::min(width() / unitsWide, (height() - ghostPx - numbersPx - linePx) / cellsHigh));
        const double ghost = kGhostRow * l.cell < minGhost ? minGhost : 0;
        const double nums = kNumbers * l.cell < minNumbers ? minNumbers : 0;
        const double line = showScores_ && l.cell < kReadableChipCell ? scoreLine : 0;
        if (ghost == ghostPx && nums == numbersPx && line == linePx)
            break;
        ghostPx = std::max(ghostPx, ghost);
        numbersPx = std::max(numbersPx, nums);
        linePx = std::max(linePx, line);
    }
    const double ghostH = ghostPx > 0 ? ghostPx : kGhostRow * l.cell;
    const double numbersH = numbersPx > 0 ? numbersPx : kNumbers * l.cell;
    const double chipsH = !showScores_ ? 0.0 : linePx > 0 ? linePx : kChips * l.cell;
    l.pad = kPad * l.cell;
    const double boardW = w * l.cell + 2 * l.pad, boardH = h * l.cell + 2 * l.pad;
    const double totalH = ghostH + boardH + 0.12 * l.cell + numbersH + chipsH + 0.1 * l.cell;
    const double left = (width() - boardW) / 2;
    const double top = (height() - totalH) / 2 + ghostH;
    l.board = QRectF(left, top, boardW, boardH);
    l.ghostRow = QRectF(left, top - ghostH, boardW, ghostH);
    l.numbers = QRectF(left, l.board.bottom() + 0.12 * l.cell, boardW, numbersH);
    l.chips = !showScores_ ? QRectF()
        : linePx > 0       ? QRectF(0, l.numbers.bottom(), width(), linePx)
                           : QRectF(left, l.numbers.bottom(), boardW, chipsH);
    l.scoreLine = linePx > 0;
    return l;
}

double BoardView::rowCentreY(const Layout& l, double row) const
{
    return l.board.bottom() - l.pad - (row + 0.5) * l.cell;
}

double BoardView::columnCentreX(const Layout& l, int column) const
{
    return l.board.left() + l.pad + (column + 0.5) * l.cell;
}

int BoardView::columnAt(QPoint point) const
{
    const Layout l = layout();
    const double x = point.x() - l.board.left() - l.pad;
    if (x < -l.pad || x > position_.width() * l.cell + l.pad)
        return -1;
    return std::clamp(int(std::floor(x / l.cell)), 0, position_.width() - 1);
}

QPointF BoardView::cellCentre(int column, int row) const
{
    const Layout l = layout();
    return {columnCentreX(l, column), rowCentreY(l, row)};
}

bool BoardView::chipsReadable() const
{
    return showScores_ && !layout().scoreLine;
}

QString BoardView::scoreLine() const
{
    if (!showScores_ || !analysis_)
        return {};
    const int column = cursor_ >= 0 ? cursor_ : analysis_->bestColumn;
    if (column < 0 || !analysis_->columns[size_t(column)].playable)
        return {};
    const QString score =
        ScoreText::full(analysis_->columns[size_t(column)].score, position_.spec(), position_.movesPlayed());
    return (isBestColumn(column) ? tr("Column %1: %2 (best)") : tr("Column %1: %2")).arg(column + 1).arg(score);
}

QPointF BoardView::scoreChipCentre(int column) const
{
    const Layout l = layout();
    return {columnCentreX(l, column), showScores_ ? l.chips.center().y() : l.numbers.center().y()};
}

QSize BoardView::sizeHint() const
{
    const int cell = std::clamp(560 / std::max(position_.width(), position_.height()), 16, 80);
    const double band = kNumbers + (showScores_ ? kChips : 0.0);
    return {int(cell * (position_.width() + 2 * kPad + 2 * kSideMargin)),
            int(cell * (kGhostRow + position_.height() + 2 * kPad + 0.22 + band))};
}

QSize BoardView::minimumSizeHint() const
{
    return {160, 160};
}

// ---------------------------------------------------------------- input

void BoardView::moveCursorTo(int column)
{
    if (column != cursor_) {
        cursor_ = column;
        update();
        updateAccessibleDescription();
    }
}

void BoardView::drop(int column)
{
    // A move made while the last stone still falls lands that stone at
    // once and counts: ignored, quick keys and clicks were lost unseen.
    if (isAnimating() && inputEnabled_ && !position_.isOver())
        stopAnimation();
    if (!acceptsInput() || !position_.canPlay(column))
        return;
    emit columnChosen(column);
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    pressedColumn_ = event->button() == Qt::LeftButton ? columnAt(event->position().toPoint()) : -1;
    QWidget::mousePressEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const int column = columnAt(event->position().toPoint());
    const bool click = event->button() == Qt::LeftButton && column >= 0 && column == pressedColumn_;
    pressedColumn_ = -1;
    if (click) {
        forgetTypedDigit();  // the click chose the column
        drop(column);
    }
}

void BoardView::mouseDoubleClickEvent(QMouseEvent* event)
{
    // The second click of a double click is not a second move.
    pressedColumn_ = -1;
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    cursorFromKeyboard_ = false;
    moveCursorTo(columnAt(event->position().toPoint()));
}

void BoardView::leaveEvent(QEvent* event)
{
    if (!cursorFromKeyboard_)
        moveCursorTo(-1);
    QWidget::leaveEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const int width = position_.width();
    const int start = cursor_ >= 0 ? cursor_ : (width - 1) / 2;
    const int moved = key == Qt::Key_Left ? std::max(0, start - 1)
        : key == Qt::Key_Right            ? std::min(width - 1, start + 1)
        : key == Qt::Key_Home             ? 0
        : key == Qt::Key_End              ? width - 1
                                          : -1;
    if (moved >= 0) {
        forgetTypedDigit();  // the cursor, not the digit, says the column now
        cursorFromKeyboard_ = true;
        moveCursorTo(moved);
        return;
    }

    int column = -1;
    const bool digit = key >= Qt::Key_0 && key <= Qt::Key_9 && !(event->modifiers() & ~Qt::KeypadModifier);
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space || key == Qt::Key_Down)
        column = cursor_;
    else if (digit)
        column = (typed_ * 10 + key - Qt::Key_0) - 1;
    else {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    // A held key sends repeated presses; only the first one plays.
    if (event->isAutoRepeat() || heldDropKey_ == key)
        return;
    heldDropKey_ = key;
    forgetTypedDigit();
    if (column < 0 && !digit) {
        cursorFromKeyboard_ = true;
        moveCursorTo(start);
        return;
    }
    if (column < 0 || column >= width)
        return;
    cursorFromKeyboard_ = true;
    moveCursorTo(column);
    if (digit && (column + 1) * 10 <= width) {
        typed_ = column + 1;  // a second digit may follow
        typedTimer_->start();
        return;
    }
    drop(column);
}

void BoardView::forgetTypedDigit()
{
    typed_ = 0;
    typedTimer_->stop();
}

void BoardView::keyReleaseEvent(QKeyEvent* event)
{
    if (!event->isAutoRepeat() && event->key() == heldDropKey_)
        heldDropKey_ = 0;
    QWidget::keyReleaseEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    heldDropKey_ = 0;
    QWidget::focusOutEvent(event);
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange) {
        theme_ = Theme::forPalette(palette());
        update();
    } else if (event->type() == QEvent::LanguageChange) {
        if (readPlayerNames_)
            readPlayerNames_();
        setAccessibleName(tr("Board"));
        updateAccessibleDescription();
        update();
    }
    QWidget::changeEvent(event);
}

bool BoardView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        QToolTip::showText(help->globalPos(), tooltipAt(help->pos()), this);  // an empty text hides it
        return true;
    }
    return QWidget::event(event);
}

QString BoardView::tooltipAt(QPoint point) const
{
    const int column = columnAt(point);
    if (column < 0)
        return {};
    const int number = column + 1;
    const Layout l = layout();
    if (showScores_ && l.chips.contains(point)) {
        if (!analysis_)
            return tr("Scores appear here while the engine analyses (Analyze in the Game menu).");
        const ColumnAnalysis& c = analysis_->columns[size_t(column)];
        if (!c.playable)
            return tr("Column %1 is full.").arg(number);
        QString text = tr("Column %1: %2 for %3")
                           .arg(number)
                           .arg(ScoreText::full(c.score, position_.spec(), position_.movesPlayed()),
                                names_[position_.sideToMove() == Player::First ? 0 : 1]);
        if (isBestColumn(column))
            text += QLatin1Char('\n') + tr("Best move");
        return text;
    }
    if (position_.isOver())
        return tr("The game is over.");
    if (!position_.canPlay(column))
        return tr("Column %1 is full.").arg(number);
    // Paused, or a computer to move (thinking, or waiting at a position
    // looked back at): what the board's message says.
    if (!inputEnabled_)
        return message_.isEmpty() ? tr("It is not your turn.") : message_;
    if (number <= 9)
        return tr("Click or press %1 to drop a piece in column %1.").arg(number);
    return tr("Click to drop a piece in column %1.").arg(number);
}

bool BoardView::isBestColumn(int column) const
{
    if (!analysis_ || analysis_->bestColumn < 0)
        return false;
    const ColumnAnalysis& c = analysis_->columns[size_t(column)];
    return c.playable && c.score == analysis_->columns[size_t(analysis_->bestColumn)].score;
}

// ---------------------------------------------------------------- painting

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const Layout l = layout();

    // The holes are windows onto what is behind the frame: paint that, then
    // the stones, then the frame over them, so a falling stone passes behind.
    painter.setPen(Qt::NoPen);
    const QRectF inside = l.board.adjusted(l.pad * 0.5, l.pad * 0.5, -l.pad * 0.5, -l.pad * 0.5);
    painter.setBrush(theme_.hole);
    painter.drawRect(inside);
    paintPieces(painter, l);
    paintFrame(painter, l);
    paintWinningLine(painter, l);
    paintGhost(painter, l);
    paintLabels(painter, l);
    paintMessage(painter, l);
}

void BoardView::paintMessage(QPainter& painter, const Layout& l) const
{
    // Shown in the row above the board, where the ghost piece would be;
    // the ghost is never shown at the same time (no input then).
    if (message_.isEmpty() || acceptsInput())
        return;
    QFont bold = font();
    bold.setBold(true);
    bold.setPixelSize(std::clamp(int(l.cell * 0.3), kMinMessagePx, 20));
    const QFontMetricsF metrics(bold);
    const QString text = metrics.elidedText(message_, Qt::ElideRight, std::max(40.0, width() - 2 * l.cell * 0.3));
    const double w = metrics.horizontalAdvance(text) + bold.pixelSize() * 1.6;
    const double h = bold.pixelSize() * 2.0;
    const QRectF pill(l.ghostRow.center().x() - w / 2, l.ghostRow.center().y() - h / 2, w, h);
    painter.setPen(Qt::NoPen);
    QColor fill = theme_.board;
    fill.setAlpha(235);
    painter.setBrush(fill);
    painter.drawRoundedRect(pill, h / 2, h / 2);
    painter.setFont(bold);
    painter.setPen(Qt::white);
    painter.drawText(pill, Qt::AlignCenter, text);
}

void BoardView::paintPiece(QPainter& painter, QPointF centre, double radius, Player player, double opacity) const
{
    // Every stone of a player looks the same: drawn once as a sprite of
    // this radius and copied, which keeps a full 40x40 board cheap.
    const qreal ratio = painter.device()->devicePixelRatioF();
    const int index = player == Player::First ? 0 : 1;
    const QString key = QStringLiteral("%1 %2 %3 %4").arg(radius).arg(ratio).arg(theme_.first.rgba()).arg(theme_.second.rgba());
    const double half = radius + 2;
    if (key != spriteKey_[index]) {
        spriteKey_[index] = key;
        sprites_[index] = QPixmap(QSizeF(2 * half * ratio, 2 * half * ratio).toSize());
        sprites_[index].setDevicePixelRatio(ratio);
        sprites_[index].fill(Qt::transparent);
        QPainter p(&sprites_[index]);
        p.setRenderHint(QPainter::Antialiasing);
        drawStone(p, QPointF(half, half), radius, player);
    }
    painter.save();
    painter.setOpacity(opacity);
    painter.drawPixmap(centre - QPointF(half, half), sprites_[index]);
    painter.restore();
}

void BoardView::drawStone(QPainter& painter, QPointF centre, double radius, Player player) const
{
    const QColor base = player == Player::First ? theme_.first : theme_.second;
    QRadialGradient gradient(centre - QPointF(radius * 0.35, radius * 0.4), radius * 1.4);
    gradient.setColorAt(0, base.lighter(130));
    gradient.setColorAt(0.55, base);
    gradient.setColorAt(1, base.darker(125));
    painter.setBrush(gradient);
    painter.setPen(radius > 6 ? QPen(base.darker(150), std::max(1.0, radius * 0.05)) : Qt::NoPen);
    painter.drawEllipse(centre, radius, radius);
    if (player == Player::Second && radius >= 4) {
        // The marker shape: the second player is recognisable without colour.
        const double d = radius * 0.38;
        QPolygonF diamond;
        diamond << centre + QPointF(0, -d) << centre + QPointF(d, 0) << centre + QPointF(0, d)
                << centre + QPointF(-d, 0);
        painter.setPen(Qt::NoPen);
        painter.setBrush(theme_.marker);
        painter.drawPolygon(diamond);
    }
}

void BoardView::paintPieces(QPainter& painter, const Layout& l) const
{
    const double radius = kPieceRadius * l.cell;
    const int lastColumn = position_.movesPlayed() > 0 ? position_.moves().back() : -1;
    for (int c = 0; c < position_.width(); ++c) {
        const int height = position_.columnHeight(c);
        // The falling stone is not drawn in its cell until it lands.
        const int shown = c == fallColumn_ ? height - 1 : height;
        for (int r = 0; r < shown; ++r)
            paintPiece(painter, {columnCentreX(l, c), rowCentreY(l, r)}, radius, position_.cell(c, r), 1.0);
    }
    if (fallColumn_ >= 0) {
        const int row = position_.columnHeight(fallColumn_) - 1;
        paintPiece(painter, {columnCentreX(l, fallColumn_), rowCentreY(l, fallRow_)}, radius,
                   position_.cell(fallColumn_, row), 1.0);
    } else if (lastColumn >= 0 && l.cell >= 10) {
        // The last move: a light ring inside the stone.
        const QPointF centre(columnCentreX(l, lastColumn), rowCentreY(l, position_.columnHeight(lastColumn) - 1));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(theme_.lastMove, std::max(1.5, l.cell * 0.05)));
        painter.drawEllipse(centre, radius * 0.72, radius * 0.72);
    }
}

void BoardView::paintFrame(QPainter& painter, const Layout& l) const
{
    // The frame is the same picture until the size, the board or the theme
    // changes, and with hundreds of holes it is by far the dearest part of
    // the board to paint: it is drawn once into a pixmap and reused.
    const qreal ratio = painter.device()->devicePixelRatioF();
    const QString key = QStringLiteral("%1x%2 %3 %4 %5 %6")
                            .arg(l.board.width())
                            .arg(l.board.height())
                            .arg(QString::fromStdString(position_.spec().toString()))
                            .arg(ratio)
                            .arg(theme_.board.rgba())
                            .arg(theme_.hole.rgba());
    const double margin = std::max(2.0, l.cell * 0.06) + 2;
    if (key != frameKey_) {
        frameKey_ = key;
        const QSizeF size(l.board.width() + 2 * margin, l.board.height() + 2 * margin);
        frameCache_ = QPixmap((size * ratio).toSize());
        frameCache_.setDevicePixelRatio(ratio);
        frameCache_.fill(Qt::transparent);
        QPainter p(&frameCache_);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF board(margin, margin, l.board.width(), l.board.height());
        const double corner = l.pad * 1.6;
        // A soft shadow, then the frame with a subtle gradient.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, theme_.dark ? 70 : 40));
        p.drawRoundedRect(board.translated(0, std::max(2.0, l.cell * 0.06)), corner, corner);
        QLinearGradient gradient(board.topLeft(), board.bottomLeft());
        gradient.setColorAt(0, theme_.board.lighter(112));
        gradient.setColorAt(1, theme_.board);
        p.setBrush(gradient);
        p.setPen(QPen(theme_.boardEdge, std::max(1.0, l.cell * 0.02)));
        p.drawRoundedRect(board, corner, corner);
        // Punch the holes (through the shadow too), then give each a rim.
        const double holeRadius = kHoleRadius * l.cell;
        const QPointF offset(margin - l.board.left(), margin - l.board.top());
        p.setCompositionMode(QPainter::CompositionMode_DestinationOut);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        for (int c = 0; c < position_.width(); ++c)
            for (int r = 0; r < position_.height(); ++r)
                p.drawEllipse(QPointF(columnCentreX(l, c), rowCentreY(l, r)) + offset, holeRadius, holeRadius);
        p.setCompositionMode(QPainter::CompositionMode_SourceOver);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(theme_.boardEdge, std::max(1.0, l.cell * 0.02)));
        for (int c = 0; c < position_.width(); ++c)
            for (int r = 0; r < position_.height(); ++r)
                p.drawEllipse(QPointF(columnCentreX(l, c), rowCentreY(l, r)) + offset, holeRadius, holeRadius);
    }
    painter.drawPixmap(l.board.topLeft() - QPointF(margin, margin), frameCache_);

    // The hint: a green frame around the suggested column.
    if (hint_ >= 0 && acceptsInput()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(theme_.win, std::max(2.0, l.cell * 0.08)));
        const QRectF band(columnCentreX(l, hint_) - l.cell / 2, l.board.top() + l.pad * 0.3, l.cell,
                          l.board.height() - l.pad * 0.6);
        painter.drawRoundedRect(band, l.cell * 0.2, l.cell * 0.2);
    }

    // The column cursor: a light band over the column that would be played.
    if (cursor_ >= 0 && acceptsInput() && position_.canPlay(cursor_)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(theme_.focus);
        const QRectF band(columnCentreX(l, cursor_) - l.cell / 2, l.board.top() + l.pad * 0.5, l.cell,
                          l.board.height() - l.pad);
        painter.drawRoundedRect(band, l.cell * 0.15, l.cell * 0.15);
    }
}

void BoardView::paintWinningLine(QPainter& painter, const Layout& l) const
{
    if (!position_.lastMoveWon() || isAnimating())
        return;
    const std::vector<Cell> cells = position_.winningLine();
    // A white band with a dark edge reads on yellow, red and the blue frame.
    QColor lineColour = theme_.winLine;
    lineColour.setAlpha(215);
    const QPen edge(QColor(0, 0, 0, 110), l.cell * 0.26, Qt::SolidLine, Qt::RoundCap);
    const QPen line(lineColour, l.cell * 0.18, Qt::SolidLine, Qt::RoundCap);
    // Two crossing lines are two segments, drawn as two.
    for (const Position::Segment& s : position_.winningSegments()) {
        if (s.from == s.to)
            continue;
        const QPointF from(columnCentreX(l, s.from.column), rowCentreY(l, s.from.row));
        const QPointF to(columnCentreX(l, s.to.column), rowCentreY(l, s.to.row));
        painter.setPen(edge);
        painter.drawLine(from, to);
        painter.setPen(line);
        painter.drawLine(from, to);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(theme_.winLine, std::max(2.0, l.cell * 0.07)));
    for (const Cell& cell : cells) {
        const double r = kPieceRadius * l.cell * 1.02;
        painter.drawEllipse(QPointF(columnCentreX(l, cell.column), rowCentreY(l, cell.row)), r, r);
    }
}

void BoardView::paintGhost(QPainter& painter, const Layout& l) const
{
    if (cursor_ < 0 || !acceptsInput() || !position_.canPlay(cursor_))
        return;
    const Player side = position_.sideToMove();
    const double radius = kPieceRadius * l.cell;
    paintPiece(painter, {columnCentreX(l, cursor_), l.ghostRow.center().y()}, radius * 0.92, side, 0.75);
    // Where it would land.
    const QPointF landing(columnCentreX(l, cursor_), rowCentreY(l, position_.columnHeight(cursor_)));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(side == Player::First ? theme_.first : theme_.second, std::max(1.5, l.cell * 0.05), Qt::DashLine));
    painter.drawEllipse(landing, radius * 0.8, radius * 0.8);
}

void BoardView::paintLabels(QPainter& painter, const Layout& l) const
{
    QFont numberFont = font();
    numberFont.setPixelSize(std::clamp(int(l.cell * 0.24), kMinNumberPx, 15));
    painter.setFont(numberFont);
    const bool everyNumber = l.cell >= QFontMetricsF(numberFont).horizontalAdvance(QStringLiteral("40")) + 2;
    for (int c = 0; c < position_.width(); ++c) {
        // On crowded boards only every fifth number is written.
        if (!everyNumber && (c + 1) % 5 != 0 && c != 0)
            continue;
        const QRectF box(columnCentreX(l, c) - l.cell / 2, l.numbers.top(), l.cell, l.numbers.height());
        painter.setPen(c == cursor_ ? theme_.text : theme_.mutedText);
        painter.drawText(box, Qt::AlignCenter, QString::number(c + 1));
    }

    if (!showScores_ || !analysis_)
        return;
    if (l.scoreLine) {
        painter.setFont(font());
        painter.setPen(theme_.text);
        painter.drawText(l.chips, Qt::AlignCenter,
                         QFontMetricsF(font()).elidedText(scoreLine(), Qt::ElideRight, l.chips.width() - 8));
        return;
    }
    const int movesPlayed = position_.movesPlayed();
    const double chipW = l.cell * 0.9, chipH = l.chips.height() * 0.86;
    const bool twoLines = l.cell >= 52;
    for (int c = 0; c < position_.width(); ++c) {
        const ColumnAnalysis& column = analysis_->columns[size_t(c)];
        if (!column.playable)
            continue;
        const Score& score = column.score;
        const QColor colour = score.isWin() ? theme_.win : score.isLoss() ? theme_.loss : theme_.neutral;
        const bool best = isBestColumn(c);
        const QRectF chip(columnCentreX(l, c) - chipW / 2, l.chips.top() + (l.chips.height() - chipH) / 2, chipW,
                          chipH);
        painter.setPen(best ? Qt::NoPen : QPen(colour, std::max(1.0, l.cell * 0.025)));
        QColor fill = colour;
        if (!best)
            fill.setAlpha(theme_.dark ? 40 : 28);
        painter.setBrush(fill);
        painter.drawRoundedRect(chip, chipH * 0.22, chipH * 0.22);

        const QString number = ScoreText::number(score);
        QFont bold = font();
        bold.setBold(true);
        painter.setPen(best ? QColor(Qt::white) : theme_.text);
        if (twoLines) {
            // The words, or where they do not fit (long in some languages)
            // the short form, "W5" or "L9"; an estimate's short form is its
            // number again, so it then has no second line (its decimals
            // already tell it from a proved score).
            QString words = ScoreText::words(score, position_.spec(), movesPlayed);
            const QRectF top(chip.left(), chip.top() + chipH * 0.06, chip.width(), chipH * 0.52);
            const QRectF bottom(chip.left(), top.bottom() - chipH * 0.04, chip.width(), chipH * 0.4);
            painter.setFont(fitted(bold, number, chipW - 4, chipH * 0.44, 6));
            painter.drawText(top, Qt::AlignCenter, number);
            QFont small = font();
            small.setBold(best);
            small = fitted(small, words, chipW - 4, chipH * 0.27, 8);
            if (QFontMetricsF(small).horizontalAdvance(words) > chipW - 2) {
                words = score.isExact() ? ScoreText::compact(score, position_.spec(), movesPlayed) : QString();
                small = fitted(small, words, chipW - 4, chipH * 0.27, 8);
            }
            if (QFontMetricsF(small).horizontalAdvance(words) <= chipW - 2) {
                painter.setFont(small);
                painter.drawText(bottom, Qt::AlignHCenter | Qt::AlignTop, words);
            }
        } else {
            painter.setFont(fitted(bold, number, chipW - 2, chipH * 0.55, 5));
            painter.drawText(chip, Qt::AlignCenter, number);
        }
    }
}

}  // namespace c4
