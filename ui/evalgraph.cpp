#include "ui/evalgraph.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "ui/scoretext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace c4 {

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Evaluation graph"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QSize EvalGraph::sizeHint() const
{
    return {420, 160};
}

QSize EvalGraph::minimumSizeHint() const
{
    return {120, 50};
}

void EvalGraph::setAnalysis(const GameAnalysis* analysis)
{
    analysis_ = analysis;
    // Repainted, and described for a screen reader (the shown move, its
    // score), whenever either changes.
    const auto follow = [this] {
        updateAccessibleDescription();
        update();
    };
    connect(analysis, &GameAnalysis::evaluationsChanged, this, follow);
    connect(analysis->game(), &Game::positionChanged, this, follow);
    follow();
}

int EvalGraph::lineLength() const
{
    return analysis_ ? int(analysis_->game()->line().size()) : 0;
}

int EvalGraph::currentPly() const
{
    return analysis_ ? analysis_->game()->currentMove() : 0;
}

std::vector<MoveReview> EvalGraph::review() const
{
    return analysis_ ? analysis_->review() : std::vector<MoveReview>();
}

std::vector<int> EvalGraph::mistakePlies() const
{
    std::vector<int> plies;
    for (const MoveReview& move : review())
        if (move.isMistake())
            plies.push_back(move.ply);
    return plies;
}

std::optional<Score> EvalGraph::firstPlayerScore(int ply) const
{
    const std::optional<Score> score = analysis_ ? analysis_->positionScore(ply) : std::nullopt;
    if (!score)
        return std::nullopt;
    return ply % 2 == 0 ? *score : flipped(*score);
}

double EvalGraph::heightFor(const Score& score, const BoardSpec& spec)
{
    if (!score.isExact()) {
        const double v = std::clamp(score.value / double(Score::kEstimateScale), -1.0, 1.0);
        return v * kExactBand * 0.9;
    }
    if (score.isDraw())
        return 0;
    // Any exact result sits in its band; faster results further out.
    const int best = std::max(1, maxScore(spec));
    const double speed = std::clamp(std::abs(score.value) / double(best), 0.0, 1.0);
    const double h = kExactBand + (1 - kExactBand) * (0.3 + 0.6 * speed);
    return score.value > 0 ? h : -h;
}

QRectF EvalGraph::plotRect() const
{
    const QFontMetricsF metrics(font());
    const double left = metrics.horizontalAdvance(QStringLiteral("00")) + 6;
    const double bottom = metrics.height() + 4;
    return QRectF(left, 6, std::max(10.0, width() - left - 8), std::max(10.0, height() - 6 - bottom));
}

QPointF EvalGraph::pointForPly(int ply) const
{
    const QRectF plot = plotRect();
    const int n = std::max(1, lineLength());
    const double x = plot.left() + plot.width() * ply / n;
    double y = plot.center().y();
    if (const auto score = firstPlayerScore(ply))
        y = plot.center().y() - heightFor(*score, analysis_->game()->spec()) * plot.height() / 2;
    return {x, y};
}

int EvalGraph::plyAt(QPointF point) const
{
    const QRectF plot = plotRect();
    const int n = lineLength();  // 0 without a line: then ply 0
    return std::clamp(int(std::lround((point.x() - plot.left()) / plot.width() * n)), 0, n);
}

void EvalGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        emit plySelected(plyAt(event->position()));
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton) {
        const int ply = plyAt(event->position());
        if (ply != currentPly())
            emit plySelected(ply);
        event->accept();
        return;
    }
    QWidget::mouseMoveEvent(event);
}

void EvalGraph::keyPressEvent(QKeyEvent* event)
{
    const int last = lineLength();
    const int current = currentPly();
    const int key = event->key();
    const int ply = key == Qt::Key_Left ? std::max(0, current - 1)
        : key == Qt::Key_Right          ? std::min(last, current + 1)
        : key == Qt::Key_Home           ? 0
        : key == Qt::Key_End            ? last
                                        : -1;
    if (ply < 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    if (ply != current)
        emit plySelected(ply);
}

QStringList EvalGraph::plyText(int ply) const
{
    QStringList text{ply == 0 ? tr("Start")
                              : tr("Move %1: %2 in column %3")
                                    .arg(ply)
                                    .arg(ScoreText::playerName(ply % 2 == 1 ? Player::First : Player::Second))
                                    .arg(analysis_->game()->line()[size_t(ply - 1)] + 1)};
    if (const auto score = analysis_->positionScore(ply))
        text << ScoreText::explanation(*score, analysis_->game()->spec(), ply);
    for (const MoveReview& move : review())
        if (move.ply == ply && move.isMistake())
            text << tr("Mistake: this move gave away the result");
    return text;
}

void EvalGraph::updateAccessibleDescription()
{
    const QString text = analysis_ ? plyText(currentPly()).join(QStringLiteral("; ")) : QString();
    if (text != accessibleDescription())
        setAccessibleDescription(text);
}

void EvalGraph::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Evaluation graph"));
        updateAccessibleDescription();
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

bool EvalGraph::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (!analysis_)
            return QWidget::event(event);
        QToolTip::showText(help->globalPos(), plyText(plyAt(help->pos())).join(QLatin1Char('\n')), this);
        return true;
    }
    return QWidget::event(event);
}

void EvalGraph::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRectF plot = plotRect();
    const double mid = plot.center().y();
    const double half = plot.height() / 2;
    const bool dark = pal.color(QPalette::Base).lightness() < 128;

    painter.fillRect(rect(), pal.color(QPalette::Window));
    painter.fillRect(plot, pal.color(QPalette::Base));

    // The result bands: first player wins on top, second player at the bottom.
    // The board's piece colours (ui/theme.cpp): golden yellow and vermillion.
    const QColor firstBand(0xf5, 0xc5, 0x18, dark ? 60 : 40);
    const QColor secondBand(0xd5, 0x5e, 0x00, dark ? 60 : 40);
    const double bandHeight = half * (1 - kExactBand);
    painter.fillRect(QRectF(plot.left(), plot.top(), plot.width(), bandHeight), firstBand);
    painter.fillRect(QRectF(plot.left(), plot.bottom() - bandHeight, plot.width(), bandHeight), secondBand);

    const QColor text = pal.color(QPalette::Text);
    QColor faint = text;
    faint.setAlpha(110);
    painter.setPen(QPen(faint, 1, Qt::DashLine));
    painter.drawLine(QPointF(plot.left(), mid), QPointF(plot.right(), mid));
    painter.setPen(QPen(faint, 1, Qt::DotLine));
    painter.drawLine(QPointF(plot.left(), mid - kExactBand * half), QPointF(plot.right(), mid - kExactBand * half));
    painter.drawLine(QPointF(plot.left(), mid + kExactBand * half), QPointF(plot.right(), mid + kExactBand * half));

    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
    painter.setFont(small);
    painter.setPen(faint);
    const QRectF topBand(plot.left() + 4, plot.top(), plot.width() - 8, bandHeight);
    const QRectF bottomBand(plot.left() + 4, plot.bottom() - bandHeight, plot.width() - 8, bandHeight);
    painter.drawText(topBand, Qt::AlignRight | Qt::AlignVCenter,
                     tr("%1 wins").arg(ScoreText::playerName(Player::First)));
    painter.drawText(bottomBand, Qt::AlignRight | Qt::AlignVCenter,
                     tr("%1 wins").arg(ScoreText::playerName(Player::Second)));
    painter.drawText(QRectF(plot.left() + 4, mid - 14, plot.width() - 8, 14), Qt::AlignRight | Qt::AlignBottom,
                     tr("draw"));

    // Move numbers along the bottom, about one label per 40 pixels.
    const int n = lineLength();
    painter.setPen(pal.color(QPalette::WindowText));
    const int wanted = std::max(1, int(plot.width() / 40));
    int step = 1;
    for (int s : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000})
        if (n / s <= wanted) {
            step = s;
            break;
        }
    for (int p = 0; p <= n; p += step) {
        const double x = pointForPly(p).x();
        painter.setPen(faint);
        painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3));
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRectF(x - 20, plot.bottom() + 2, 40, height() - plot.bottom() - 2),
                         Qt::AlignHCenter | Qt::AlignTop, QString::number(p));
    }

    // The current ply.
    const double cx = pointForPly(currentPly()).x();
    QColor highlight = pal.color(QPalette::Highlight);
    painter.setPen(QPen(highlight, 2));
    painter.drawLine(QPointF(cx, plot.top()), QPointF(cx, plot.bottom()));

    // The evaluation line, broken where a score is missing; exact points
    // filled, estimates hollow.
    painter.save();
    painter.setClipRect(plot.adjusted(-6, -6, 6, 6));
    QPainterPath path;
    for (int p = 0; p <= n; ++p) {
        if (!firstPlayerScore(p))
            continue;
        if (p > 0 && firstPlayerScore(p - 1))
            path.lineTo(pointForPly(p));
        else
            path.moveTo(pointForPly(p));  // the first point, or the first after a gap
    }
    painter.setPen(QPen(text, 1.6));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    const double radius = std::clamp(plot.width() / std::max(1, n) / 3, 1.5, 3.5);
    for (int p = 0; p <= n; ++p) {
        const std::optional<Score> score = firstPlayerScore(p);
        if (!score)
            continue;
        painter.setPen(QPen(text, 1.2));
        painter.setBrush(score->isExact() ? QBrush(text) : QBrush(pal.color(QPalette::Base)));
        painter.drawEllipse(pointForPly(p), radius, radius);
    }

    // Mistakes: a red stroke from the score before to the score after, a
    // red ring and a "??" so they are found without colour too.
    const QColor kMistake = mistakeColor(pal);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    for (const MoveReview& move : review()) {
        if (!move.isMistake())
            continue;
        const QPointF before = pointForPly(move.ply - 1);
        const QPointF after = pointForPly(move.ply);
        painter.setPen(QPen(kMistake, 3, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(before, after);
        painter.setBrush(kMistake);
        painter.drawEllipse(after, radius + 2.5, radius + 2.5);
        const bool above = after.y() > mid;
        const QRectF label(after.x() - 20, above ? after.y() - 26 : after.y() + 6, 40, 20);
        painter.setPen(kMistake);
        painter.drawText(label, Qt::AlignCenter, QStringLiteral("??"));
    }
    painter.restore();

    // The frame; with the keyboard focus, in the highlight colour.
    painter.setPen(hasFocus() ? QPen(highlight, 1.5) : QPen(faint));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
}

}  // namespace c4
