#pragma once

#include "app/gameresult.h"

#include <QHash>
#include <QObject>
#include <QString>

class QSettings;

namespace c4 {

class Game;

// Games won by each of two players on one board, and the draws between them.
struct TallyScore {
    int wins[2] = {0, 0};  // by seat of the game the score was asked for
    int draws = 0;

    int games() const { return wins[0] + wins[1] + draws; }
    friend bool operator==(const TallyScore&, const TallyScore&) = default;
};

// The running tally between the players of a game, per pair of opponents
// and board (a computer is told by its level, a person by name), kept in
// the settings across runs and shared by the window and the terminal game.
//
// A game counts once, when it ends in play: not one opened already over,
// and not again when its end is undone and the game played out anew.
class GameTally : public QObject {
    Q_OBJECT
public:
    // Follows `game` from now on. `settings` (not owned) keeps the tally,
    // group "tally"; null keeps it only while the program runs.
    GameTally(Game* game, QSettings* settings, QObject* parent = nullptr);

    // The tally of the game's two players on its board so far.
    TallyScore score() const;
    // The tally in words, "Tally on 7x6: Ann 3, Computer (level 7) 2, draws 1";
    // empty before the first counted game.
    QString summary() const;

signals:
    // A game ended in play and was added to the tally.
    void counted(const c4::GameResult& result);

private:
    void onGameOver(const GameResult& result);
    // The settings key of the current players and board, and whether seat 0
    // comes second in it (the pair is kept in one order, whoever sits where).
    QString key(bool* swapped) const;
    // The key where the pair's score is stored: key(), or where an earlier
    // version kept it (see identities()); key() when there is none.
    QString storedKey(bool* swapped) const;
    QString keyOf(const QString& first, const QString& second, bool* swapped) const;
    QString storedValue(const QString& key) const;
    // How the player in `seat` is named in keys: first as now, then as
    // earlier versions named them.
    QStringList identities(int seat) const;

    Game* game_;
    QSettings* settings_;
    QHash<QString, QString> unsaved_;  // key -> "wins draws wins" without settings
    bool countable_ = false;
};

}  // namespace c4
