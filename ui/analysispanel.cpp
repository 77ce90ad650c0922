#include "ui/analysispanel.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "ui/elidingheader.h"
#include "ui/scoretext.h"
#include "ui/wrappedtooltip.h"

#include <QCheckBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace c4 {

namespace {

// A slash followed by a word joiner: no line break after it.
const QString kSlashNoBreak = QStringLiteral("/\u2060");

// Big counts the way people read them: 950, 12.3 k, 823 k, 4.6 M, 1.2 G.
QString shortCount(uint64_t n)
{
    const QLocale locale;
    if (n < 10'000)
        return locale.toString(qulonglong(n));
    const double value = double(n);
    const auto scaled = [&](double unit, const char* suffix) {
        const double v = value / unit;
        return locale.toString(v, 'f', v < 100 ? 1 : 0) + QLatin1Char(' ') + QLatin1String(suffix);
    };
    if (n < 1'000'000)
        return scaled(1e3, "k");
    if (n < 1'000'000'000)
        return scaled(1e6, "M");
    return scaled(1e9, "G");
}

QString seconds(std::chrono::microseconds elapsed)
{
    const double s = elapsed.count() / 1e6;
    return QLocale().toString(s, 'f', s < 10 ? 2 : 1);
}

}  // namespace

AnalysisPanel::AnalysisPanel(QWidget* parent) : QWidget(parent)
{
    side_ = new QLabel(this);
    side_->setTextFormat(Qt::PlainText);  // holds player names from files
    side_->setWordWrap(true);
    QFont bold = side_->font();
    bold.setBold(true);
    side_->setFont(bold);

    table_ = new QTreeWidget(this);
    table_->setHeader(new ElidingHeader(table_));
    table_->setColumnCount(TableColumnCount);
    table_->setRootIsDecorated(false);
    table_->setUniformRowHeights(true);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAllColumnsShowFocus(true);
    table_->setAlternatingRowColors(true);
    // The table takes the height the panel has left, but asks for none:
    // its preferred 192 px would make a short dock scroll the buttons away.
    table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    table_->setMinimumHeight(5 * fontMetrics().height());  // the header and a few rows
    // The short columns take what they need; the words and the line share
    // the rest, cut with "…" in a narrow dock (their tooltips hold all).
    // Not stretchLastSection: it keeps the last column at least as wide as
    // it first was (100 px), wider than a narrow dock leaves it.
    table_->header()->setStretchLastSection(false);
    table_->header()->setSectionResizeMode(ColumnColumn, QHeaderView::ResizeToContents);
    table_->header()->setSectionResizeMode(ScoreColumn, QHeaderView::ResizeToContents);
    table_->header()->setSectionResizeMode(WordsColumn, QHeaderView::Stretch);
    table_->header()->setSectionResizeMode(LineColumn, QHeaderView::Stretch);
    // A double click, or Enter on the keyboard, names the row's column.
    const auto activate = [this](QTreeWidgetItem* item) {
        const QVariant column = item->data(ColumnColumn, Qt::UserRole);
        if (column.isValid())
            emit columnActivated(column.toInt());
    };
    connect(table_, &QTreeWidget::itemDoubleClicked, this, activate);
    connect(table_, &QTreeWidget::itemActivated, this, [activate](QTreeWidgetItem* item) {
        // Some styles activate on a click; only the keyboard counts here.
        if (QGuiApplication::mouseButtons() == Qt::NoButton)
            activate(item);
    });

    stats_ = new QLabel(this);
    stats_->setTextFormat(Qt::PlainText);
    stats_->setWordWrap(true);
    stats_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    start_ = new QPushButton(this);
    start_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    stop_ = new QPushButton(this);
    stop_->setIcon(style()->standardIcon(QStyle::SP_MediaStop));
    connect(start_, &QPushButton::clicked, this, [this] {
        setAnalysing(true);
        emit analysisRequested(true);
    });
    connect(stop_, &QPushButton::clicked, this, [this] {
        setAnalysing(false);
        emit analysisRequested(false);
    });

    // A check box's own text never wraps, and this long one would set the
    // panel's least width: the box has none, and its text is a label beside
    // it that wraps, names it (Alt+K toggles it) and toggles it on a click.
    keep_ = new QCheckBox(this);
    connect(keep_, &QCheckBox::toggled, this, &AnalysisPanel::keepAnalysingDuringPlayChanged);
    keepLabel_ = new QLabel(this);
    keepLabel_->setWordWrap(true);
    keepLabel_->setBuddy(keep_);
    keepLabel_->installEventFilter(this);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(start_);
    buttons->addWidget(stop_);
    buttons->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(side_);
    layout->addWidget(table_, 1);
    layout->addWidget(stats_);
    layout->addLayout(buttons);
    auto* keepRow = new QHBoxLayout;
    keepRow->addWidget(keep_, 0, Qt::AlignTop);
    keepRow->addWidget(keepLabel_, 1);
    layout->addLayout(keepRow);

    retranslate();
    rebuild();
}

void AnalysisPanel::setAnalysis(const GameAnalysis* analysis)
{
    model_ = analysis;
    const Game* game = analysis->game();
    connect(game, &Game::positionChanged, this, [this, game] { setPosition(game->position()); });
    connect(game, &Game::gameOver, this, &AnalysisPanel::rebuild);
    connect(game, &Game::playersChanged, this, &AnalysisPanel::rebuild);
    connect(analysis, &GameAnalysis::analysisUpdated, this,
            [this, game](const Analysis& a) { setAnalysis(game->position(), a); });
    connect(analysis, &GameAnalysis::stateChanged, this, [this, analysis] { setAnalysing(analysis->isAnalysing()); });
    setPosition(game->position());
}

void AnalysisPanel::setPosition(const Position& position)
{
    if (position == position_)
        return;
    position_ = position;
    analysis_.reset();
    rebuild();
}

bool AnalysisPanel::setAnalysis(const Position& position, const Analysis& analysis)
{
    if (!(position == position_))
        return false;
    analysis_ = analysis;
    rebuild();
    return true;
}

void AnalysisPanel::clearAnalysis()
{
    analysis_.reset();
    rebuild();
}

void AnalysisPanel::setAnalysing(bool on)
{
    analysing_ = on;
    rebuild();
}

void AnalysisPanel::setKeepAnalysingDuringPlay(bool on)
{
    keep_->setChecked(on);
}

bool AnalysisPanel::keepAnalysingDuringPlay() const
{
    return keep_->isChecked();
}

void AnalysisPanel::setPlayerNames(const QString& first, const QString& second)
{
    firstName_ = first;
    secondName_ = second;
    rebuild();
}

QString AnalysisPanel::playerName(Player player, int maxNameWidth) const
{
    const Game* game = model_ ? model_->game() : nullptr;
    QString custom = !game          ? (player == Player::First ? firstName_ : secondName_)
                     : game->isOver() ? game->resultName(player)
                                      : game->playerName(game->seatOf(player));
    if (custom.isEmpty())
        return ScoreText::playerWithNumber(player);
    if (maxNameWidth > 0)
        custom = side_->fontMetrics().elidedText(custom, Qt::ElideRight, maxNameWidth);
    //: A player's name and colour, e.g. "Anna (Yellow)".
    return tr("%1 (%2)").arg(custom, ScoreText::playerName(player));
}

QString AnalysisPanel::sideText() const
{
    return side_->text();
}

QString AnalysisPanel::statsText() const
{
    return QString(stats_->text()).replace(kSlashNoBreak, QStringLiteral("/")).replace(QChar::Nbsp, QLatin1Char(' '));
}

bool AnalysisPanel::isGameOver() const
{
    return model_ ? model_->game()->isOver() : position_.isOver();
}

void AnalysisPanel::updateButtons()
{
    // Stop while something runs or waits to run; nothing to stop once the
    // search has finished or the game is over.
    const bool finished = model_ && model_->isAnalysisWanted() && !model_->isSearching();
    // A game lost on time or by resignation ended on a board that is not:
    // that position can still be analysed (and the analysis stopped).
    start_->setEnabled(!analysing_ && !position_.isOver());
    stop_->setEnabled(analysing_ && !position_.isOver() && !finished);
    // Keeping the analysis during play is a choice within the analysis.
    keep_->setEnabled(analysing_);
    keepLabel_->setEnabled(analysing_);
}

bool AnalysisPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == keepLabel_ && event->type() == QEvent::MouseButtonRelease) {
        const auto* release = static_cast<QMouseEvent*>(event);
        if (release->button() == Qt::LeftButton && keepLabel_->rect().contains(release->position().toPoint())) {
            keep_->click();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

void AnalysisPanel::retranslate()
{
    const QStringList headers{tr("Column"), tr("Score"), tr("Result"), tr("Best line")};
    table_->setHeaderLabels(headers);
    table_->setAccessibleName(tr("Column scores, best first"));
    start_->setText(tr("&Start analysis"));
    start_->setToolTip(tr("Analyse the position shown until stopped"));
    stop_->setText(tr("S&top"));
    stop_->setToolTip(tr("Stop analysing"));
    keepLabel_->setText(tr("&Keep analysing during play against the computer"));
    keep_->setAccessibleName(keepLabel_->text().remove(QLatin1Char('&')));
    keep_->setToolTip(tr("Show the scores while you play: a teaching aid"));
    keepLabel_->setToolTip(keep_->toolTip());
}

void AnalysisPanel::rebuild()
{
    const int moved = position_.movesPlayed();
    updateButtons();
    // The heading wraps (a translation may need two lines in a narrow
    // dock), but a name from a file may be a paragraph: it is cut to about
    // twenty characters, and the whole heading is the tooltip then.
    const int nameRoom = side_->fontMetrics().averageCharWidth() * 20;
    const auto heading = [&](int maxNameWidth) {
        if (!isGameOver())
            return tr("Scores for %1 to move").arg(playerName(position_.sideToMove(), maxNameWidth));
        // A game lost on time or by resignation is over on a board that is not.
        const Player winner = model_ ? model_->game()->result().winner : position_.winner();
        return winner == Player::None ? tr("The game is over: draw")
                                      : tr("The game is over: %1 won").arg(playerName(winner, maxNameWidth));
    };
    const QString whole = heading(0);
    side_->setText(heading(nameRoom));
    side_->setToolTip(side_->text() == whole ? QString() : wrappedToolTip({whole}));

    // The row the keyboard is on stays current across the updates, which
    // come several times a second while the engine thinks.
    const QTreeWidgetItem* current = table_->currentItem();
    const QVariant currentColumn = current ? current->data(ColumnColumn, Qt::UserRole) : QVariant();
    table_->clear();
    std::vector<const ColumnAnalysis*> rows;
    if (analysis_) {
        for (const ColumnAnalysis& column : analysis_->columns)
            if (column.playable && position_.isInRange(column.column))
                rows.push_back(&column);
        // Best first; equal scores keep the board's left-to-right order.
        std::stable_sort(rows.begin(), rows.end(),
                         [](const ColumnAnalysis* a, const ColumnAnalysis* b) { return b->score < a->score; });
    }

    QList<QTreeWidgetItem*> items;
    for (const ColumnAnalysis* column : rows) {
        auto* item = new QTreeWidgetItem;
        item->setData(ColumnColumn, Qt::UserRole, column->column);
        item->setText(ColumnColumn, QString::number(column->column + 1));
        item->setTextAlignment(ColumnColumn, Qt::AlignCenter);
        item->setText(ScoreColumn, ScoreText::number(column->score));
        item->setTextAlignment(ScoreColumn, Qt::AlignRight | Qt::AlignVCenter);
        // A column the solver is working on says what it has proved so far.
        // A column an iteration behind the others (a live update in the
        // middle of an iteration) names its depth: its estimate does not
        // compare with theirs yet.
        const QString words = column->proving
                                  ? ScoreText::provingWords(*column->proving, position_.spec(), moved)
                                  : ScoreText::words(column->score, position_.spec(), moved);
        const QString shownWords =
            analysis_->isShallowerEstimate(*column) ? tr("%1, depth %2").arg(words).arg(column->depth) : words;
        item->setText(WordsColumn, shownWords);
        // A proved line still being walked (or cut by the time) says so.
        const bool cut = column->score.isExact() && !column->isLineWhole(position_.spec(), moved);
        item->setText(LineColumn, ScoreText::columns(column->principalVariation) + (cut ? QStringLiteral(" …") : QString()));
        QString tip = ScoreText::explanation(column->score, position_.spec(), moved);
        if (!column->score.isExact() && column->depth > 0)
            tip += QLatin1Char(' ') + tr("Depth of its search: %1.").arg(column->depth);
        for (int c = 0; c < TableColumnCount; ++c)
            item->setToolTip(c, tip);
        // The words and the line may be cut with "…" in a narrow dock.
        item->setToolTip(WordsColumn, wrappedToolTip({shownWords, tip}));
        item->setToolTip(LineColumn, wrappedToolTip({tr("Best play after column %1: %2")
                                                          .arg(column->column + 1)
                                                          .arg(ScoreText::columns(column->principalVariation))}));
        if (const QColor color = scoreColor(column->score, table_->palette()); color.isValid()) {
            item->setForeground(ScoreColumn, color);
            item->setForeground(WordsColumn, color);
        }
        // The best rows stand out, unless every column is worth the same.
        const bool allEqual = rows.front()->score == rows.back()->score;
        if (!allEqual && column->score == rows.front()->score) {
            QFont font = item->font(ColumnColumn);
            font.setBold(true);
            for (int c = 0; c < TableColumnCount; ++c)
                item->setFont(c, font);
        }
        items << item;
    }
    if (analysis_) {
        for (const ColumnAnalysis& column : analysis_->columns) {
            if (column.playable || !position_.isInRange(column.column))
                continue;
            auto* item = new QTreeWidgetItem;
            item->setText(ColumnColumn, QString::number(column.column + 1));
            item->setTextAlignment(ColumnColumn, Qt::AlignCenter);
            item->setText(WordsColumn, tr("full"));
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            items << item;
        }
    }
    table_->addTopLevelItems(items);
    if (currentColumn.isValid()) {
        for (QTreeWidgetItem* item : items) {
            if (item->data(ColumnColumn, Qt::UserRole) == currentColumn) {
                table_->setCurrentItem(item);
                break;
            }
        }
    }

    if (position_.isOver()) {
        stats_->setText(QString());
    } else if (!analysis_) {
        if (!analysing_)
            stats_->setText(tr("No analysis. Press Start to analyse this position."));
        else if (model_ && !model_->isAnalysisWanted())
            stats_->setText(tr("The analysis waits while the computer plays (see Keep analysing below)."));
        else
            stats_->setText(tr("Analysing…"));
    } else {
        const Analysis& a = *analysis_;
        QStringList parts;
        parts << tr("Depth %1").arg(a.depth);
        parts << tr("%1 nodes").arg(shortCount(a.nodes));
        parts << tr("%1 kN/s").arg(QLocale().toString(qulonglong(a.nodesPerSecond() / 1000)));
        parts << tr("%1 s").arg(seconds(a.elapsed));
        if (a.fromBook)
            parts << tr("book");
        else if (a.complete)
            parts << tr("exact");
        else
            parts << tr("estimate");
        // The line wraps between its parts only, never inside one ("850
        // kN/" over "s" in a narrow dock).
        for (QString& part : parts)
            part.replace(QLatin1Char(' '), QChar::Nbsp).replace(QLatin1Char('/'), kSlashNoBreak);
        stats_->setText(parts.join(QStringLiteral(" · ")));
    }
}

}  // namespace c4
