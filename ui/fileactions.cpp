#include "ui/fileactions.h"

#include "app/boardtext.h"
#include "app/game.h"
#include "app/gamefile.h"
#include "app/movetext.h"
#include "ui/icons.h"
#include "ui/namedaction.h"
#include "ui/prompts.h"
#include "ui/settings.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QStatusBar>

namespace c4 {

FileActions::FileActions(Game* game, Prompts* prompts, QStatusBar* bar, bool useSettings, QWidget* window)
    : QObject(window),
      open(namedAction(this, "open", QKeySequence::Open)),
      save(namedAction(this, "save", QKeySequence::Save)),
      saveAs(namedAction(this, "saveAs", QKeySequence::SaveAs)),
      pasteMoves(namedAction(this, "pasteMoves", QKeySequence::Paste)),
      importFile(namedAction(this, "importMovesFile")),
      copyMoves(namedAction(this, "copyMoves", QKeySequence::Copy)),
      exportFile(namedAction(this, "exportMovesFile")),
      copyPosition(namedAction(this, "copyPosition", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C))),
      recent(new QMenu(window)),
      game_(game),
      prompts_(prompts),
      bar_(bar),
      useSettings_(useSettings),
      window_(window),
      clearRecent_(namedAction(this, "clearRecent"))
{
    connect(open, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(window_, tr("Open Game"), lastDirectory(),
                                                          tr("Connect Four games (*.c4game);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    connect(save, &QAction::triggered, this,
            [this] { game_->filePath().isEmpty() ? saveToChosenFile() : saveFile(game_->filePath()); });
    connect(saveAs, &QAction::triggered, this, &FileActions::saveToChosenFile);
    connect(pasteMoves, &QAction::triggered, this, [this] {
        const QString text = QGuiApplication::clipboard()->text().trimmed();
        if (text.isEmpty())
            prompts_->show(QMessageBox::Information, tr("Paste Moves"),
                           tr("The clipboard holds no text. Copy a move string such as 4453 first."));
        else if (maybeSave())
            importMoves(text, game_->spec());
    });
    connect(importFile, &QAction::triggered, this, &FileActions::importMovesFromFile);
    connect(copyMoves, &QAction::triggered, this, [this] {
        QGuiApplication::clipboard()->setText(MoveText::format(game_->position()));
        bar_->showMessage(tr("Moves copied to the clipboard"), 3000);
    });
    connect(exportFile, &QAction::triggered, this, &FileActions::exportMovesToFile);
    connect(copyPosition, &QAction::triggered, this, [this] {
        const Position& p = game_->position();
        QGuiApplication::clipboard()->setText(tr("Connect %1 on %2 × %3, moves: %4")
                                                  .arg(p.spec().connect)
                                                  .arg(p.width())
                                                  .arg(p.height())
                                                  .arg(MoveText::format(p))
                                              + QLatin1Char('\n') + BoardText::render(p));
        bar_->showMessage(tr("Position copied to the clipboard"), 3000);
    });
    connect(recent, &QMenu::aboutToShow, this, &FileActions::rebuildRecentMenu);
    connect(clearRecent_, &QAction::triggered, this, [this] {
        if (useSettings_)
            Settings::clearRecentFiles();
        rebuildRecentMenu();
    });
    retranslate();
}

QString FileActions::lastDirectory() const
{
    return useSettings_ ? Settings::lastDirectory() : QString();
}

bool FileActions::maybeSave()
{
    if (!game_->isModified() || game_->line().empty())
        return true;
    const auto answer = prompts_->ask(tr("Unsaved Game"), tr("This game has changes that are not saved. Save them first?"),
                                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return game_->filePath().isEmpty() ? saveToChosenFile() : saveFile(game_->filePath());
    return answer == QMessageBox::Discard;
}

bool FileActions::openFile(const QString& path)
{
    QString error;
    GameFile::Failure failure = GameFile::Failure::Damaged;
    const std::optional<GameRecord> record = GameFile::load(path, &error, &failure);
    if (!record || !game_->loadRecord(*record, &error)) {
        prompts_->show(QMessageBox::Warning, tr("Cannot Open Game"),
                       openProblem(path, failure) + QStringLiteral("\n\n") + tr("The current game is unchanged."),
                       error);
        return false;
    }
    setGameFile(path);
    return true;
}

QString FileActions::openProblem(const QString& path, GameFile::Failure failure)
{
    const QFileInfo info(path);
    const QString name = info.fileName().isEmpty() ? path : info.fileName();
    switch (failure) {
    case GameFile::Failure::Unreadable:
        if (!info.exists())
            return tr("%1 does not exist.").arg(name);
        if (!info.isFile())
            return tr("%1 is not a file.").arg(name);
        if (!info.isReadable())
            return tr("You may not read %1.").arg(name);
        return tr("%1 could not be read.").arg(name);
    case GameFile::Failure::NotAGame:
        return tr("%1 is not a Connect Four game.").arg(name);
    case GameFile::Failure::NewerVersion:
        return tr("%1 was saved by a newer version of Connect Four. This version cannot open it; the newer one can.")
            .arg(name);
    case GameFile::Failure::Damaged:
        break;
    }
    return tr("%1 is a Connect Four game, but it is damaged: a value in it is wrong.").arg(name);
}

bool FileActions::saveToChosenFile()
{
    const QString suggested = game_->filePath().isEmpty()
        ? QDir(lastDirectory()).filePath(tr("game") + QStringLiteral(".c4game"))
        : game_->filePath();
    const QString path =
        QFileDialog::getSaveFileName(window_, tr("Save Game"), suggested, tr("Connect Four games (*.c4game)"));
    if (path.isEmpty())
        return false;
    return saveToTypedName(path);
}

bool FileActions::saveToTypedName(const QString& typed)
{
    const QString path = GameFile::withSuffix(typed);
    if (path != typed && QFileInfo::exists(path)) {
        const auto answer = prompts_->ask(tr("Replace Game?"),
                                          tr("%1 already exists. Replace it?").arg(QFileInfo(path).fileName()),
                                          QMessageBox::Yes | QMessageBox::No);
        if (answer != QMessageBox::Yes)
            return false;
    }
    return saveFile(path);
}

FileActions::KnownFile FileActions::stampOf(const QString& path)
{
    const QFileInfo info(path);
    return {info.absoluteFilePath(), info.lastModified(), info.exists() ? info.size() : -1};
}

bool FileActions::mayReplaceChangedFile(const QString& path)
{
    const KnownFile now = stampOf(path);
    // Only the game's own file: Save As over another one is the dialog's
    // question (a new game keeps the stamp of the file it replaced).
    if (now.path != knownFile_.path || now.path != QFileInfo(game_->filePath()).absoluteFilePath() || now.size < 0
        || (now.modified == knownFile_.modified && now.size == knownFile_.size))
        return true;
    const auto answer = prompts_->ask(tr("File Changed"),
                                      tr("%1 was changed by another window or program since this window opened or "
                                         "saved it. Replace it with this game?")
                                          .arg(QFileInfo(path).fileName()),
                                      QMessageBox::Yes | QMessageBox::No);
    return answer == QMessageBox::Yes;
}

bool FileActions::saveFile(const QString& path)
{
    if (!mayReplaceChangedFile(path))
        return false;
    QString error;
    if (!GameFile::save(game_->record(), path, &error)) {
        prompts_->show(QMessageBox::Warning, tr("Cannot Save Game"),
                       tr("%1 could not be saved; a file that was there is unchanged. Check that the folder "
                          "exists, that you may write there and that the disk has room, or choose another "
                          "place.")
                           .arg(QFileInfo(path).fileName()),
                       error);
        return false;
    }
    setGameFile(path);
    bar_->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void FileActions::setGameFile(const QString& path)
{
    knownFile_ = stampOf(path);
    game_->setFilePath(QFileInfo(path).absoluteFilePath());
    game_->setClean();
    if (!useSettings_)
        return;
    Settings::addRecentFile(path);
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
}

QString FileActions::recentEntryText(int index, const QString& path)
{
    // "&&": a name's own "&" is shown, not taken for a shortcut mark.
    QString name = QFileInfo(path).fileName();
    name.replace(QLatin1Char('&'), QStringLiteral("&&"));
    return QStringLiteral("&%1  %2").arg(index + 1).arg(name);
}

void FileActions::rebuildRecentMenu()
{
    recent->clear();
    const QStringList files = useSettings_ ? Settings::recentFiles() : QStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = recent->addAction(recentEntryText(i, path));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
    }
    if (files.isEmpty())
        recent->addAction(tr("No recent games"))->setEnabled(false);
    recent->addSeparator();
    recent->addAction(clearRecent_);
    clearRecent_->setEnabled(!files.isEmpty());
}

bool FileActions::importMoves(const QString& text, const BoardSpec& spec)
{
    QString error;
    const std::optional<Position> position = MoveText::parse(text, spec, &error);
    if (!position) {
        prompts_->show(QMessageBox::Warning, tr("Cannot Import Moves"),
                       tr("The moves could not be read:\n%1\n\nThe current game is unchanged.").arg(error));
        return false;
    }
    // The players stay. An imported line is first of all for looking at,
    // so a computer to move waits until Resume.
    if (!game_->loadPosition(*position, &error)) {
        prompts_->show(QMessageBox::Warning, tr("Cannot Import Moves"), error);
        return false;
    }
    if (game_->isComputerTurn() && !game_->isOver()) {
        game_->pause();
        bar_->showMessage(tr("The computer waits: press Resume (P) to let it play from here."), 8000);
    }
    game_->setFilePath(QString());
    return true;
}

void FileActions::importMovesFromFile()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(window_, tr("Import Moves"), lastDirectory(),
                                                      tr("Move strings (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<Position> position = MoveText::readFile(path, game_->spec(), &error);
    if (!position) {
        prompts_->show(QMessageBox::Warning, tr("Cannot Import Moves"),
                       tr("The moves of %1 could not be imported:\n%2").arg(QFileInfo(path).fileName(), error));
        return;
    }
    importMoves(MoveText::format(*position), game_->spec());
}

void FileActions::exportMovesToFile()
{
    const QString path = QFileDialog::getSaveFileName(window_, tr("Export Moves"),
                                                      QDir(lastDirectory()).filePath(tr("moves.txt")),
                                                      tr("Move strings (*.txt)"));
    QString error;
    if (!path.isEmpty() && !MoveText::writeFile(game_->position(), path, &error))
        prompts_->show(QMessageBox::Warning, tr("Cannot Export Moves"), error);
}

void FileActions::retranslate()
{
    recent->setTitle(tr("Open &Recent"));
    open->setText(tr("&Open…"));
    open->setIconText(tr("Open"));
    open->setToolTip(tr("Open a saved game"));
    save->setText(tr("&Save"));
    save->setIconText(tr("Save"));
    save->setToolTip(tr("Save the game"));
    saveAs->setText(tr("Save &As…"));
    pasteMoves->setText(tr("&Paste Moves"));
    pasteMoves->setToolTip(tr("Play the moves of a move string from the clipboard, like 4453"));
    importFile->setText(tr("Import Moves from &File…"));
    copyMoves->setText(tr("&Copy Moves"));
    copyMoves->setToolTip(tr("Copy the moves as a move string, like 4453"));
    exportFile->setText(tr("Export Moves to &File…"));
    copyPosition->setText(tr("Copy Position as &Text"));
    clearRecent_->setText(tr("&Clear Menu"));
}

void FileActions::setIconColour(const QColor& stroke)
{
    open->setIcon(Icons::icon(Icons::Kind::Open, stroke));
    save->setIcon(Icons::icon(Icons::Kind::Save, stroke));
}

}  // namespace c4
