#include "ui/preferencesdialog.h"

#include "engine/skilllevel.h"
#include "ui/formrows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace c4 {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    lookBox_ = new QGroupBox(this);
    theme_ = new QComboBox(lookBox_);
    animation_ = new QComboBox(lookBox_);
    scores_ = new QCheckBox(lookBox_);
    language_ = new QComboBox(lookBox_);
    // Each language is named in itself, so anyone finds their own.
    language_->addItem(QString(), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    language_->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    language_->addItem(QStringLiteral("Español"), QStringLiteral("es"));
    auto* look = new QFormLayout(lookBox_);
    themeLabel_ = addLabelledRow(look, theme_);
    animationLabel_ = addLabelledRow(look, animation_);
    look->addRow(QString(), scores_);
    languageLabel_ = addLabelledRow(look, language_);

    engineBox_ = new QGroupBox(this);
    memory_ = new QSpinBox(engineBox_);
    memory_->setRange(Preferences::kMinMemoryMiB, Preferences::kMaxMemoryMiB);
    memory_->setSingleStep(16);
    threads_ = new QSpinBox(engineBox_);
    threads_->setRange(1, Preferences::kMaxThreads);
    time_ = new QDoubleSpinBox(engineBox_);
    time_->setDecimals(1);
    time_->setRange(Preferences::kMinMoveTimeMs / 1000.0, Preferences::kMaxMoveTimeMs / 1000.0);
    time_->setSingleStep(0.5);
    auto* engine = new QFormLayout(engineBox_);
    memoryLabel_ = addLabelledRow(engine, memory_);
    threadsLabel_ = addLabelledRow(engine, threads_);
    timeLabel_ = addLabelledRow(engine, time_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(lookBox_);
    layout->addWidget(engineBox_);
    layout->addStretch();
    layout->addWidget(buttons_);

    retranslateUi();
    setPreferences(Preferences{});
}

void PreferencesDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    lookBox_->setTitle(tr("Appearance"));
    themeLabel_->setText(tr("&Theme:"));
    setComboItems(theme_, {tr("Follow the system"), tr("Light"), tr("Dark")});
    animationLabel_->setText(tr("&Falling pieces:"));
    setComboItems(animation_, {tr("No animation"), tr("Fast"), tr("Normal"), tr("Slow")});

    scores_->setText(tr("Show &scores under the columns"));
    scores_->setToolTip(tr("While the engine analyses, each column shows what playing there is worth."));
    languageLabel_->setText(tr("&Language:"));
    language_->setItemText(0, tr("System language"));

    engineBox_->setTitle(tr("Engine"));
    memoryLabel_->setText(tr("&Memory:"));
    memory_->setSuffix(tr(" MiB"));
    memory_->setToolTip(tr("Memory for the engine's position tables, shared by the computer player and the analysis; more helps on large boards."));
    threadsLabel_->setText(tr("T&hreads:"));
    threads_->setToolTip(tr("Processor cores the engine uses to prove scores (this computer has %n).", nullptr,
                            Preferences::defaultEngineThreads()));
    timeLabel_->setText(tr("&Computer's time per move:"));
    time_->setSuffix(tr(" s"));
    time_->setToolTip(tr("Used when the game has no time control."));
    time_->setSpecialValueText(tr("Each level's own (level 10: up to %1 s)")
                                   .arg(SkillLevel::of(SkillLevel::kMax).defaultTime.count() / 1000));
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("OK"));
    buttons_->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
}

void PreferencesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PreferencesDialog::setPreferences(const Preferences& p)
{
    theme_->setCurrentIndex(int(p.theme));
    animation_->setCurrentIndex(int(p.animation));
    scores_->setChecked(p.showColumnScores);
    language_->setCurrentIndex(std::max(0, language_->findData(p.language)));
    memory_->setValue(p.engineMemoryMiB);
    threads_->setValue(p.engineThreads);
    time_->setValue(p.moveTimeMs / 1000.0);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.theme = Theme::Choice(std::clamp(theme_->currentIndex(), 0, 2));
    p.animation = Preferences::AnimationSpeed(std::clamp(animation_->currentIndex(), 0, 3));
    p.showColumnScores = scores_->isChecked();
    p.language = language_->currentData().toString();
    p.engineMemoryMiB = memory_->value();
    p.engineThreads = threads_->value();
    p.moveTimeMs = int(time_->value() * 1000 + 0.5);
    return p;
}

}  // namespace c4
