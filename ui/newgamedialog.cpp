#include "ui/newgamedialog.h"

#include "app/game.h"
#include "ui/formrows.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace c4 {

namespace {

constexpr BoardSpec kPresets[] = {{7, 6, 4}, {8, 7, 4}, {9, 7, 4}, {10, 7, 4}, {6, 5, 3}, {12, 10, 5}, {5, 4, 3}};

// Spin boxes accept a little beyond the legal range so that a typed value
// out of range is explained instead of silently corrected.
constexpr int kSpinMin = 0;
constexpr int kSpinMax = 99;

QSpinBox* sideBox(QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(kSpinMin, kSpinMax);
    box->setAccelerated(true);
    return box;
}

}  // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    // Board.
    boardBox_ = new QGroupBox(this);
    preset_ = new QComboBox(boardBox_);
    sizeLabel_ = new QLabel(boardBox_);
    width_ = sideBox(boardBox_);
    height_ = sideBox(boardBox_);
    connect_ = sideBox(boardBox_);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width_);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), boardBox_));
    sizeRow->addWidget(height_);
    sizeRow->addStretch();
    auto* boardForm = new QFormLayout(boardBox_);
    boardForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    presetLabel_ = addLabelledRow(boardForm, preset_);
    boardForm->addRow(sizeLabel_, sizeRow);
    sizeLabel_->setBuddy(width_);
    connectLabel_ = addLabelledRow(boardForm, connect_);

    // Players.
    auto* playersRow = new QHBoxLayout;
    for (int seat = 0; seat < 2; ++seat) {
        Seat& s = seats_[seat];
        s.box = new QGroupBox(this);
        s.kind = new QComboBox(s.box);
        s.name = new QLineEdit(s.box);
        s.name->setMaxLength(40);
        s.level = new QSpinBox(s.box);
        s.level->setRange(PlayerSetup::kMinLevel, PlayerSetup::kMaxLevel);
        auto* form = new QFormLayout(s.box);
        s.kindLabel = addLabelledRow(form, s.kind);
        s.nameLabel = addLabelledRow(form, s.name);
        s.levelLabel = addLabelledRow(form, s.level);
        playersRow->addWidget(s.box);
        connect(s.kind, &QComboBox::currentIndexChanged, this, [this, seat] { kindChanged(seat); });
    }

    // Who starts and the clock.
    playBox_ = new QGroupBox(this);
    first_ = new QComboBox(playBox_);
    timeKind_ = new QComboBox(playBox_);
    moveSeconds_ = new QSpinBox(playBox_);
    moveSeconds_->setRange(1, 3600);
    moveSeconds_->setValue(int(TimeControl::kDefaultMoveMs / 1000));  // until a setup says otherwise
    clockMinutes_ = new QSpinBox(playBox_);
    clockMinutes_->setRange(1, 600);
    clockMinutes_->setValue(int(TimeControl::kDefaultClockMs / 60'000));
    incrementSeconds_ = new QSpinBox(playBox_);
    incrementSeconds_->setRange(0, 600);
    auto* playForm = new QFormLayout(playBox_);
    firstLabel_ = addLabelledRow(playForm, first_);
    timeLabel_ = addLabelledRow(playForm, timeKind_);
    moveTimeLabel_ = addLabelledRow(playForm, moveSeconds_);
    clockLabel_ = addLabelledRow(playForm, clockMinutes_);
    incrementLabel_ = addLabelledRow(playForm, incrementSeconds_);

    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setTextFormat(Qt::PlainText);
    QPalette warn = problem_->palette();
    warn.setColor(QPalette::WindowText, QColor(0xc2, 0x4a, 0x00));
    problem_->setPalette(warn);
    QFont bold = problem_->font();
    bold.setBold(true);
    problem_->setFont(bold);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
        if (problem().isEmpty())
            accept();
    });
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(boardBox_);
    layout->addLayout(playersRow);
    layout->addWidget(playBox_);
    layout->addWidget(problem_);
    layout->addStretch();
    layout->addWidget(buttons_);

    retranslateUi();

    connect(preset_, &QComboBox::activated, this, &NewGameDialog::presetChosen);
    for (QSpinBox* box : {width_, height_, connect_})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            syncPreset();
            validate();
        });
    connect(timeKind_, &QComboBox::currentIndexChanged, this, [this] {
        updateTimeFields();
        validate();
    });
    for (QSpinBox* box : {moveSeconds_, clockMinutes_, incrementSeconds_})
        connect(box, &QSpinBox::valueChanged, this, &NewGameDialog::validate);

    setSetup(GameSetup{});
}

void NewGameDialog::retranslateUi()
{
    setWindowTitle(tr("New Game"));
    boardBox_->setTitle(tr("Board"));
    presetLabel_->setText(tr("&Preset:"));
    sizeLabel_->setText(tr("&Size (columns × rows):"));
    // The label names the first box only; a screen reader names each.
    width_->setAccessibleName(tr("Columns"));
    height_->setAccessibleName(tr("Rows"));
    connectLabel_->setText(tr("&Connect:"));
    width_->setToolTip(tr("Columns, 1 to 40"));
    height_->setToolTip(tr("Rows, 1 to 40"));
    connect_->setToolTip(tr("How many stones in a row win, 1 to 40"));

    QStringList presets;
    for (const BoardSpec& p : kPresets)
        presets << (p == BoardSpec::standard()
                        ? tr("Standard: %1 × %2, connect %3").arg(p.width).arg(p.height).arg(p.connect)
                        : tr("%1 × %2, connect %3").arg(p.width).arg(p.height).arg(p.connect));
    presets << tr("Custom");
    setComboItems(preset_, presets);

    for (int seat = 0; seat < 2; ++seat) {
        Seat& s = seats_[seat];
        s.box->setTitle(tr("Player %1").arg(seat + 1));
        s.kindLabel->setText(tr("Plays as:"));
        s.nameLabel->setText(tr("Name:"));
        s.levelLabel->setText(tr("Level:"));
        s.level->setToolTip(tr("1 is a beginner, 10 plays perfectly where it can"));
        //: After the level number: "5 of 10".
        s.level->setSuffix(tr(" of 10"));
        setComboItems(s.kind, {tr("Human"), tr("Computer")});
    }
    updatePlaceholders();

    playBox_->setTitle(tr("Play"));
    firstLabel_->setText(tr("&Who starts:"));
    setComboItems(first_, {tr("Player 1"), tr("Player 2"), tr("Random")});
    timeLabel_->setText(tr("&Time control:"));
    setComboItems(timeKind_, {tr("No time limit"), tr("Time per move"), tr("Clock with increment")});
    moveTimeLabel_->setText(tr("Seconds per move:"));
    moveSeconds_->setSuffix(tr(" s"));
    clockLabel_->setText(tr("Minutes per player:"));
    clockMinutes_->setSuffix(tr(" min"));
    incrementLabel_->setText(tr("Increment per move:"));
    incrementSeconds_->setSuffix(tr(" s"));
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start Game"));
    buttons_->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    validate();
}

void NewGameDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

PlayerKind NewGameDialog::kindOf(int seat) const
{
    return seats_[seat].kind->currentIndex() == 1 ? PlayerKind::Computer : PlayerKind::Human;
}

QString NewGameDialog::defaultName(int seat) const
{
    return Game::defaultName(kindOf(seat), seat, kindOf(1 - seat));
}

void NewGameDialog::updatePlaceholders()
{
    for (int seat = 0; seat < 2; ++seat)
        seats_[seat].name->setPlaceholderText(defaultName(seat));
}

bool NewGameDialog::isADefaultName(const QString& name, int seat)
{
    for (PlayerKind kind : {PlayerKind::Human, PlayerKind::Computer})
        for (PlayerKind other : {PlayerKind::Human, PlayerKind::Computer})
            if (name == Game::defaultName(kind, seat, other))
                return true;
    return false;
}

void NewGameDialog::setSetup(const GameSetup& setup)
{
    syncing_ = true;
    width_->setValue(setup.spec.width);
    height_->setValue(setup.spec.height);
    connect_->setValue(setup.spec.connect);
    for (int seat = 0; seat < 2; ++seat) {
        const PlayerSetup& p = setup.players[size_t(seat)];
        seats_[seat].kind->setCurrentIndex(p.isComputer() ? 1 : 0);
        // A default name kept by an older version ("You", "Computer") is
        // shown as the placeholder it is, so it follows kind and language.
        seats_[seat].name->setText(isADefaultName(p.name, seat) ? QString() : p.name);
        seats_[seat].level->setValue(p.level);
        kindChanged(seat);
    }
    first_->setCurrentIndex(setup.firstPlayer == GameSetup::kRandomFirst ? 2 : std::clamp(setup.firstPlayer, 0, 1));
    const TimeControl& t = setup.timeControl;
    timeKind_->setCurrentIndex(int(t.kind));
    if (t.moveMs > 0)
        moveSeconds_->setValue(int(t.moveMs / 1000));
    if (t.baseMs > 0)
        clockMinutes_->setValue(int(std::max<qint64>(1, t.baseMs / 60'000)));
    incrementSeconds_->setValue(int(t.incrementMs / 1000));
    syncing_ = false;
    syncPreset();
    updateTimeFields();
    validate();
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.spec = {width_->value(), height_->value(), connect_->value()};
    for (int seat = 0; seat < 2; ++seat) {
        const Seat& s = seats_[seat];
        // An empty name stays empty: the game names the player in the
        // language of the moment (Game::defaultName).
        setup.players[size_t(seat)] = {kindOf(seat), s.name->text().trimmed(), s.level->value()};
    }
    setup.firstPlayer = first_->currentIndex() == 2 ? GameSetup::kRandomFirst : first_->currentIndex();
    switch (timeKind_->currentIndex()) {
    case 1:
        setup.timeControl = TimeControl::perMove(qint64(moveSeconds_->value()) * 1000);
        break;
    case 2:
        setup.timeControl = TimeControl::clock(qint64(clockMinutes_->value()) * 60'000,
                                               qint64(incrementSeconds_->value()) * 1000);
        break;
    default:
        setup.timeControl = TimeControl::none();
        break;
    }
    return setup;
}

QString NewGameDialog::problem() const
{
    const int w = width_->value(), h = height_->value(), n = connect_->value();
    const int lo = BoardSpec::kMinSide, hi = BoardSpec::kMaxSide;
    if (w < lo || w > hi)
        return tr("The board needs between %1 and %2 columns, not %3.").arg(lo).arg(hi).arg(w);
    if (h < lo || h > hi)
        return tr("The board needs between %1 and %2 rows, not %3.").arg(lo).arg(hi).arg(h);
    if (n < lo || n > hi)
        return tr("Connect must be between %1 and %2, not %3.").arg(lo).arg(hi).arg(n);
    return {};
}

QString NewGameDialog::warning() const
{
    const int w = width_->value(), h = height_->value(), n = connect_->value();
    if (!problem().isEmpty() || n <= std::max(w, h))
        return {};
    return tr("%1 in a row does not fit on a %2 × %3 board: nobody can win, every game is a draw. "
              "A connect of at most %4 can be won.")
        .arg(n)
        .arg(w)
        .arg(h)
        .arg(std::max(w, h));
}

void NewGameDialog::validate()
{
    const QString why = problem();
    // A board nobody can win may be played (the command line and files
    // take it too): the sentence warns, Start stays on.
    const QString shown = why.isEmpty() ? warning() : why;
    problem_->setText(shown.isEmpty() ? QString() : QStringLiteral("⚠ ") + shown);
    problem_->setVisible(!shown.isEmpty());
    if (QPushButton* ok = buttons_->button(QDialogButtonBox::Ok)) {
        ok->setEnabled(why.isEmpty());
        ok->setToolTip(why);
    }
    const auto outside = [](const QSpinBox* box) {
        return box->value() < BoardSpec::kMinSide || box->value() > BoardSpec::kMaxSide;
    };
    const bool badSide = outside(width_) || outside(height_);
    // The field at fault gets a tinted background besides the sentence.
    const auto mark = [](QSpinBox* box, bool bad) {
        if (!bad) {
            box->setPalette(QPalette());
            return;
        }
        QPalette tinted = box->palette();
        const QColor base = tinted.color(QPalette::Base);
        const QColor warn(0xd5, 0x5e, 0x00);
        tinted.setColor(QPalette::Base, QColor::fromRgbF(base.redF() * 0.75 + warn.redF() * 0.25,
                                                         base.greenF() * 0.75 + warn.greenF() * 0.25,
                                                         base.blueF() * 0.75 + warn.blueF() * 0.25));
        box->setPalette(tinted);
    };
    mark(width_, outside(width_));
    mark(height_, outside(height_));
    mark(connect_, (!shown.isEmpty() && !badSide) || outside(connect_));
}

void NewGameDialog::presetChosen(int index)
{
    if (index < 0 || index >= int(std::size(kPresets)))
        return;  // Custom
    const BoardSpec& spec = kPresets[index];
    syncing_ = true;
    width_->setValue(spec.width);
    height_->setValue(spec.height);
    connect_->setValue(spec.connect);
    syncing_ = false;
    syncPreset();
    validate();
}

void NewGameDialog::syncPreset()
{
    if (syncing_)
        return;
    const BoardSpec spec{width_->value(), height_->value(), connect_->value()};
    int index = preset_->count() - 1;  // Custom
    for (int i = 0; i < int(std::size(kPresets)); ++i)
        if (kPresets[i] == spec)
            index = i;
    const QSignalBlocker block(preset_);
    preset_->setCurrentIndex(index);
}

void NewGameDialog::kindChanged(int seat)
{
    Seat& s = seats_[seat];
    const bool computer = s.kind->currentIndex() == 1;
    s.level->setEnabled(computer);
    s.levelLabel->setEnabled(computer);
    updatePlaceholders();  // "You" depends on the other seat too
    if (syncing_)
        return;
    // A name typed as a default follows the kind, as the placeholder does.
    if (isADefaultName(s.name->text().trimmed(), seat))
        s.name->clear();
}

void NewGameDialog::updateTimeFields()
{
    const int kind = timeKind_->currentIndex();
    moveTimeLabel_->setVisible(kind == 1);
    moveSeconds_->setVisible(kind == 1);
    clockLabel_->setVisible(kind == 2);
    clockMinutes_->setVisible(kind == 2);
    incrementLabel_->setVisible(kind == 2);
    incrementSeconds_->setVisible(kind == 2);
}

}  // namespace c4
