#include "ui/movelist.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "ui/elidingheader.h"
#include "ui/scoretext.h"
#include "ui/wrappedtooltip.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace c4 {

MoveList::MoveList(QWidget* parent) : QWidget(parent)
{
    table_ = new QTreeWidget(this);
    table_->setHeader(new ElidingHeader(table_));
    table_->setColumnCount(TableColumnCount);
    table_->setRootIsDecorated(false);
    table_->setUniformRowHeights(true);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAllColumnsShowFocus(true);
    // The numbers take what they need; the player (a name from a file may
    // have 200 characters) and the evaluation share the rest, cut with "…"
    // in a narrow dock (their tooltips hold all). Not stretchLastSection:
    // it keeps the last column at least as wide as it first was (100 px).
    table_->header()->setStretchLastSection(false);
    table_->header()->setSectionResizeMode(NumberColumn, QHeaderView::ResizeToContents);
    table_->header()->setSectionResizeMode(PlayerColumn, QHeaderView::Stretch);
    table_->header()->setSectionResizeMode(MoveColumn, QHeaderView::ResizeToContents);
    table_->header()->setSectionResizeMode(EvalColumn, QHeaderView::Stretch);

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
        if (!updating_ && !alreadyEmitted && ply != currentPly())
            emit moveSelected(ply);
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);
    rebuild();
}

void MoveList::setAnalysis(const GameAnalysis* analysis)
{
    analysis_ = analysis;
    connect(analysis, &GameAnalysis::evaluationsChanged, this, &MoveList::follow);
    connect(analysis->game(), &Game::positionChanged, this, &MoveList::follow);
    connect(analysis->game(), &Game::playersChanged, this, &MoveList::follow);
    rebuild();
}

int MoveList::currentPly() const
{
    return analysis_ ? analysis_->game()->currentMove() : 0;
}

void MoveList::follow()
{
    if (analysis_->game()->line() != rows_) {
        rebuild();
        return;
    }
    std::vector<MoveReview> review = analysis_->review();
    review.resize(rows_.size());  // the analysis follows the same line; this only guards the order of signals
    for (int ply = 0; ply <= int(rows_.size()); ++ply)
        updateRow(ply, review);
    updating_ = true;
    table_->setCurrentItem(itemForPly(currentPly()));
    updating_ = false;
    table_->scrollToItem(itemForPly(currentPly()));
}

QTreeWidgetItem* MoveList::itemForPly(int ply) const
{
    return table_->topLevelItem(ply);
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
    const QStringList headers{tr("No."), tr("Player"), tr("Column"),
                              tr("Evaluation for %1").arg(ScoreText::playerName(Player::First))};
    table_->setHeaderLabels(headers);
    table_->setAccessibleName(tr("Moves of the game"));
    table_->clear();
    rows_ = analysis_ ? analysis_->game()->line() : std::vector<int>();
    QList<QTreeWidgetItem*> items;
    for (size_t p = 0; p <= rows_.size(); ++p)
        items << new QTreeWidgetItem;
    table_->addTopLevelItems(items);
    updating_ = false;
    if (analysis_)
        follow();
}

void MoveList::updateRow(int ply, const std::vector<MoveReview>& review)
{
    QTreeWidgetItem* item = itemForPly(ply);
    const Game* game = analysis_->game();
    const bool current = ply == currentPly();
    const bool future = ply > currentPly();
    const std::optional<Score> score = analysis_->moveScore(ply);
    const MoveReview::Kind kind = ply > 0 ? review[size_t(ply - 1)].kind : MoveReview::Kind::Unknown;
    if (ply == 0) {
        item->setText(NumberColumn, current ? QStringLiteral("▶") : QString());
        item->setText(PlayerColumn, tr("Start"));
        item->setToolTip(PlayerColumn, tr("The position before the first move"));
    } else {
        const Player player = ply % 2 == 1 ? Player::First : Player::Second;
        item->setText(NumberColumn, (current ? QStringLiteral("▶ ") : QString()) + QString::number(ply));
        item->setText(PlayerColumn, game->moverName(ply - 1));
        item->setText(MoveColumn, QString::number(rows_[size_t(ply - 1)] + 1));
        item->setTextAlignment(MoveColumn, Qt::AlignCenter);

        // One side for the whole list, the first player's (the header says so).
        QString eval = score ? ScoreText::fullFor(Player::First, *score, game->spec(), ply - 1) : QString();
        QString tip = score ? ScoreText::explanation(*score, game->spec(), ply - 1) : tr("Not evaluated yet");
        const QString mover = ScoreText::playerName(player);
        switch (kind) {
        case MoveReview::Kind::WinToDraw:
            //: Move list: "??" marks a blunder, as in chess notation; %2 is the player who made it.
            eval = tr("?? %1 (%2 threw away the win)").arg(eval, mover);
            tip = tr("Mistake: this move turned a win into a draw. %1").arg(tip);
            break;
        case MoveReview::Kind::WinToLoss:
            eval = tr("?? %1 (%2 threw away the win)").arg(eval, mover);
            tip = tr("Mistake: this move turned a win into a loss. %1").arg(tip);
            break;
        case MoveReview::Kind::DrawToLoss:
            eval = tr("?? %1 (%2 threw away the draw)").arg(eval, mover);
            tip = tr("Mistake: this move turned a draw into a loss. %1").arg(tip);
            break;
        case MoveReview::Kind::Unknown:
        case MoveReview::Kind::Kept:
            break;
        }
        item->setText(EvalColumn, eval);
        for (int c = 0; c < TableColumnCount; ++c)
            item->setToolTip(c, tip);
        // The name and the evaluation may be cut with "…": their tooltips
        // say them whole.
        item->setToolTip(PlayerColumn, wrappedToolTip({item->text(PlayerColumn)}));
        item->setToolTip(EvalColumn, wrappedToolTip({eval, tip}));
    }
    // Later moves (browsing back) are greyed and italic; a mistake stays red.
    const QBrush grey = table_->palette().brush(QPalette::Disabled, QPalette::Text);
    for (int c = 0; c < TableColumnCount; ++c) {
        QFont font = item->font(c);
        font.setBold(current);
        font.setItalic(future);
        item->setFont(c, font);
        item->setForeground(c, future ? grey : QBrush());
    }
    if (ply > 0 && review[size_t(ply - 1)].isMistake()) {
        item->setForeground(EvalColumn, mistakeColor(table_->palette()));
    } else if (!future && score && score->isExact() && !score->isDraw()) {
        // The colour of the player who is ahead.
        const Player mover = ply % 2 == 1 ? Player::First : Player::Second;
        item->setForeground(EvalColumn, playerTextColor(score->isWin() ? mover : opponent(mover), table_->palette()));
    }
}

}  // namespace c4
