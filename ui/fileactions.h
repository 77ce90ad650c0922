#pragma once

#include "app/gamefile.h"
#include "engine/boardspec.h"

#include <QDateTime>
#include <QObject>

class QAction;
class QColor;
class QMenu;
class QStatusBar;
class QWidget;

namespace c4 {

class Game;
class Prompts;

// The game in files and on the clipboard: Open, Open Recent, Save, Save As,
// and move strings (Paste, Import from a file, Copy, Export, Copy Position
// as text), with their file dialogs and the question before unsaved
// changes are lost. Failures are told through Prompts; the game stays.
class FileActions : public QObject {
    Q_OBJECT
public:
    // `useSettings`: remember recent files and the last folder in QSettings.
    FileActions(Game* game, Prompts* prompts, QStatusBar* bar, bool useSettings, QWidget* window);

    // The File > Open Recent entry of the index-th file (0 first): "&1  name".
    static QString recentEntryText(int index, const QString& path);

    QAction* const open;
    QAction* const save;
    QAction* const saveAs;
    QAction* const pasteMoves;
    QAction* const importFile;
    QAction* const copyMoves;
    QAction* const exportFile;
    QAction* const copyPosition;
    QMenu* const recent;

    // Opens a .c4game file; on failure says why and keeps the game.
    bool openFile(const QString& path);
    // Saves the game to a file; says why on failure.
    bool saveFile(const QString& path);
    // Saves to the name a Save dialog returned, with ".c4game" added when
    // it is missing. The dialog asked about replacing only the name as
    // typed, so a file the added suffix names is replaced only if the
    // person says so; false when they do not.
    bool saveToTypedName(const QString& typed);
    // Replaces the game by a move string played on `spec` (the players
    // kept); on failure says why and keeps the game.
    bool importMoves(const QString& text, const BoardSpec& spec);
    // Asks to save unsaved changes; false when the person cancels.
    bool maybeSave();

    // Texts in the current language; icons drawn in `stroke`.
    void retranslate();
    void setIconColour(const QColor& stroke);

private:
    bool saveToChosenFile();
    // The game is now the file at `path`: unchanged since, and the first of
    // the recent files.
    void setGameFile(const QString& path);
    void rebuildRecentMenu();
    void importMovesFromFile();
    void exportMovesToFile();
    QString lastDirectory() const;
    // Why a game file did not open, in plain words (the loader's message
    // is the technical detail).
    static QString openProblem(const QString& path, GameFile::Failure failure);

    // The game's file as this window last read or wrote it: a save over a
    // file another window or program changed since asks first.
    struct KnownFile {
        QString path;  // absolute
        QDateTime modified;
        qint64 size = -1;
    };
    static KnownFile stampOf(const QString& path);
    // False when the file at `path` changed since this window read or wrote
    // it and the person does not want it replaced.
    bool mayReplaceChangedFile(const QString& path);

    KnownFile knownFile_;
    Game* game_;
    Prompts* prompts_;
    QStatusBar* bar_;
    bool useSettings_;
    QWidget* window_;
    QAction* clearRecent_;
};

}  // namespace c4
