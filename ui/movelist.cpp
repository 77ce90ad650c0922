#include "ui/movelist.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "ui/scoretext.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace c4 {

namespace {

// How far two lines agree from the start.
size_t commonLength(const std::vector<int>& a, const std::vector<int>& b)
{
    return size_t(std::mismatch(a.begin(), a.begin() + std::min(a.size(), b.size()), b.begin()).first - a.begin());
}

}  // namespace

MoveList::MoveList(QWidget* parent) : QWidget(parent)
{
    table_ = new QTreeWidget(this);
    table_->setColumnCount(TableColumnCount);
    table_->setRootIsDecorated(false);
    table_->setUniformRowHeights(true);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAllColumnsShowFocus(true);
    table_->header()->setStretchLastSection(true);
    table_->header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    for (int c = 0; c < EvalColumn; ++c)
        table_->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    // Clicks and keyboard moves both select; programmatic changes do not
    // echo. A click on the row that is already current (the window did not
    // follow an earlier selection) selects it again.
    connect(table_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (updating_ || !item)
            return;
        pendingClick_ = true;
        emit moveSelected(table_->indexOfTopLevelItem(item));
    });
    connect(table_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        const bool alreadyEmitted = std::exchange(pendingClick_, false);
        const int ply = table_->indexOfTopLevelItem(item);
        if (!updating_ && !alreadyEmitted && ply != currentPly_)
            emit moveSelected(ply);
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);
    rebuild();
}

void MoveList::setPosition(const Position& position)
{
    const std::vector<int>& moves = position.moves();
    if (position.spec() == spec_ && commonLength(moves, moves_) == moves.size())
        setCurrentPly(position.movesPlayed());
    else
        setLine(position.spec(), moves, position.movesPlayed());
}

void MoveList::setLine(const BoardSpec& spec, const std::vector<int>& moves, int currentPly)
{
    // The window calls this on every position change; browsing only moves the marker.
    if (spec == spec_ && moves == moves_) {
        setCurrentPly(currentPly);
        return;
    }
    const size_t keep = spec == spec_ ? commonLength(moves, moves_) : 0;
    spec_ = spec;
    moves_ = moves;
    scores_.resize(keep);
    kinds_.resize(keep);
    scores_.resize(moves.size());
    kinds_.resize(moves.size(), MoveReview::Kind::Unknown);
    currentPly_ = std::clamp(currentPly, 0, int(moves.size()));
    rebuild();
}

void MoveList::setAnalysis(const GameAnalysis* analysis)
{
    const auto follow = [this, analysis] {
        const Game* game = analysis->game();
        setLine(game->spec(), game->line(), game->currentMove());
        for (int ply = 1; ply <= int(moves_.size()); ++ply) {
            if (analysis->moveScore(ply) != scores_[size_t(ply - 1)]) {
                scores_[size_t(ply - 1)] = analysis->moveScore(ply);
                updateRow(ply);
            }
        }
    };
    connect(analysis, &GameAnalysis::evaluationsChanged, this, follow);
    connect(analysis->game(), &Game::positionChanged, this, follow);
    connect(analysis, &GameAnalysis::reviewFinished, this, [this, analysis] { setReview(analysis->review()); });
    follow();
}

void MoveList::setCurrentPly(int ply)
{
    ply = std::clamp(ply, 0, int(moves_.size()));
    const int old = currentPly_;
    currentPly_ = ply;
    for (int p = std::min(old, ply); p <= std::max(old, ply); ++p)
        updateRow(p);
    updating_ = true;
    table_->setCurrentItem(itemForPly(ply));
    updating_ = false;
    table_->scrollToItem(itemForPly(ply));
}

void MoveList::setMoveScore(int ply, const Score& score)
{
    if (ply < 1 || ply > int(moves_.size()))
        return;
    scores_[ply - 1] = score;
    updateRow(ply);
}

std::optional<Score> MoveList::moveScore(int ply) const
{
    if (ply < 1 || ply > int(moves_.size()))
        return std::nullopt;
    return scores_[ply - 1];
}

void MoveList::setReview(const std::vector<MoveReview>& review)
{
    for (const MoveReview& move : review) {
        if (move.ply < 1 || move.ply > int(moves_.size()) || moves_[move.ply - 1] != move.column)
            continue;
        if (move.after)
            scores_[move.ply - 1] = move.after;
        kinds_[move.ply - 1] = move.kind;
        updateRow(move.ply);
    }
}

MoveReview::Kind MoveList::moveKind(int ply) const
{
    if (ply < 1 || ply > int(moves_.size()))
        return MoveReview::Kind::Unknown;
    return kinds_[ply - 1];
}

void MoveList::setPlayerNames(const QString& first, const QString& second)
{
    firstName_ = first;
    secondName_ = second;
    for (int p = 1; p <= int(moves_.size()); ++p)
        updateRow(p);
}

QTreeWidgetItem* MoveList::itemForPly(int ply) const
{
    return table_->topLevelItem(ply);
}

QString MoveList::playerName(Player player) const
{
    const QString& custom = player == Player::First ? firstName_ : secondName_;
    return custom.isEmpty() ? ScoreText::playerName(player) : custom;
}

void MoveList::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

void MoveList::rebuild()
{
    updating_ = true;
    table_->setHeaderLabels({tr("No."), tr("Player"), tr("Column"), tr("Evaluation")});
    table_->setAccessibleName(tr("Moves of the game"));
    table_->clear();
    QList<QTreeWidgetItem*> items;
    for (size_t p = 0; p <= moves_.size(); ++p)
        items << new QTreeWidgetItem;
    table_->addTopLevelItems(items);
    for (int p = 0; p <= int(moves_.size()); ++p)
        updateRow(p);
    table_->setCurrentItem(itemForPly(currentPly_));
    updating_ = false;
    table_->scrollToItem(itemForPly(currentPly_));
}

void MoveList::updateRow(int ply)
{
    QTreeWidgetItem* item = itemForPly(ply);
    if (!item)
        return;
    const bool current = ply == currentPly_;
    const bool future = ply > currentPly_;
    if (ply == 0) {
        item->setText(NumberColumn, current ? QStringLiteral("▶") : QString());
        item->setText(PlayerColumn, tr("Start"));
        item->setToolTip(PlayerColumn, tr("The position before the first move"));
    } else {
        const Player player = ply % 2 == 1 ? Player::First : Player::Second;
        item->setText(NumberColumn, (current ? QStringLiteral("▶ ") : QString()) + QString::number(ply));
        item->setText(PlayerColumn, playerName(player));
        item->setText(MoveColumn, QString::number(moves_[ply - 1] + 1));
        item->setTextAlignment(MoveColumn, Qt::AlignCenter);

        const std::optional<Score>& score = scores_[ply - 1];
        const MoveReview::Kind kind = kinds_[ply - 1];
        QString eval = score ? ScoreText::full(*score, spec_, ply - 1) : QString();
        QString tip = score ? ScoreText::explanation(*score, spec_, ply - 1) : tr("Not evaluated yet");
        switch (kind) {
        case MoveReview::Kind::WinToDraw:
            //: Move list: "??" marks a blunder, as in chess notation.
            eval = tr("?? %1 (threw away the win)").arg(eval);
            tip = tr("Mistake: this move turned a win into a draw. %1").arg(tip);
            break;
        case MoveReview::Kind::WinToLoss:
            eval = tr("?? %1 (threw away the win)").arg(eval);
            tip = tr("Mistake: this move turned a win into a loss. %1").arg(tip);
            break;
        case MoveReview::Kind::DrawToLoss:
            eval = tr("?? %1 (threw away the draw)").arg(eval);
            tip = tr("Mistake: this move turned a draw into a loss. %1").arg(tip);
            break;
        case MoveReview::Kind::Unknown:
        case MoveReview::Kind::Kept:
            break;
        }
        item->setText(EvalColumn, eval);
        for (int c = 0; c < TableColumnCount; ++c)
            item->setToolTip(c, tip);
    }
    // Later moves (browsing back) are greyed and italic; a mistake stays red.
    const QBrush grey = table_->palette().brush(QPalette::Disabled, QPalette::Text);
    MoveReview review;
    if (ply > 0)
        review.kind = kinds_[ply - 1];
    for (int c = 0; c < TableColumnCount; ++c) {
        QFont font = item->font(c);
        font.setBold(current);
        font.setItalic(future);
        item->setFont(c, font);
        item->setForeground(c, future ? grey : QBrush());
    }
    if (review.isMistake()) {
        item->setForeground(EvalColumn, mistakeColor(table_->palette()));
    } else if (!future && ply > 0 && scores_[ply - 1]) {
        if (const QColor color = scoreColor(*scores_[ply - 1], table_->palette()); color.isValid())
            item->setForeground(EvalColumn, color);
    }
}

}  // namespace c4
