#include "app/gametally.h"

#include "app/game.h"

#include <QSettings>
#include <QStringList>
#include <QUrl>

namespace c4 {

GameTally::GameTally(Game* game, QSettings* settings, QObject* parent)
    : QObject(parent), game_(game), settings_(settings)
{
    // A new or opened game counts when it ends, unless it is over already.
    connect(game_, &Game::gameStarted, this, [this] { countable_ = !game_->isOver(); });
    connect(game_, &Game::gameOver, this, &GameTally::onGameOver);
    countable_ = !game_->isOver();
}

QStringList GameTally::identities(int seat) const
{
    const PlayerSetup& p = game_->player(seat);
    const auto named = [](const QString& name) {
        // Keys are paths in the settings: a name is percent-encoded ('/' and all).
        return QStringLiteral("human-") + QString::fromLatin1(QUrl::toPercentEncoding(name));
    };
    if (p.isComputer())
        return {QStringLiteral("computer-%1").arg(p.level)};
    if (!p.name.isEmpty())
        return {named(p.name)};
    // A person without a name, whatever the language: "you" against the
    // computer, else by seat. Earlier versions counted them as "player-N"
    // (the terminal) or by the default name the window stored ("You",
    // "Player 1", in English or the language of the moment).
    const PlayerKind other = game_->player(1 - seat).kind;
    const QString number = QString::number(seat + 1);
    QStringList keys{other == PlayerKind::Computer ? QStringLiteral("you") : QStringLiteral("player-") + number,
                     QStringLiteral("player-") + number,
                     named(other == PlayerKind::Computer ? QStringLiteral("You") : QStringLiteral("Player ") + number),
                     named(Game::defaultName(PlayerKind::Human, seat, other))};
    keys.removeDuplicates();
    return keys;
}

QString GameTally::keyOf(const QString& first, const QString& second, bool* swapped) const
{
    QString a = first;
    QString b = second;
    if (a == b) {  // two computers of one level: told apart by seat
        a += QStringLiteral("-seat1");
        b += QStringLiteral("-seat2");
    }
    *swapped = b < a;
    if (*swapped)
        std::swap(a, b);
    return QStringLiteral("tally/%1/%2 %3").arg(QString::fromStdString(game_->spec().toString()), a, b);
}

QString GameTally::key(bool* swapped) const
{
    return keyOf(identities(0).first(), identities(1).first(), swapped);
}

QString GameTally::storedValue(const QString& k) const
{
    return settings_ ? settings_->value(k).toString() : unsaved_.value(k);
}

QString GameTally::storedKey(bool* swapped) const
{
    const QString current = key(swapped);
    if (!storedValue(current).isEmpty())
        return current;
    for (const QString& first : identities(0)) {
        for (const QString& second : identities(1)) {
            bool legacySwapped = false;
            const QString legacy = keyOf(first, second, &legacySwapped);
            if (!storedValue(legacy).isEmpty()) {
                *swapped = legacySwapped;
                return legacy;
            }
        }
    }
    return current;
}

TallyScore GameTally::score() const
{
    bool swapped = false;
    const QStringList parts = storedValue(storedKey(&swapped)).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    TallyScore score;
    if (parts.size() == 3) {
        score.wins[0] = qMax(0, parts[0].toInt());
        score.draws = qMax(0, parts[1].toInt());
        score.wins[1] = qMax(0, parts[2].toInt());
    }
    if (swapped)
        std::swap(score.wins[0], score.wins[1]);
    return score;
}

void GameTally::onGameOver(const GameResult& result)
{
    if (!countable_)
        return;
    countable_ = false;
    // Another window may have counted a game of the same players since this
    // one last read the settings: read the file now, write it at once.
    if (settings_)
        settings_->sync();
    TallyScore s = score();
    if (result.isDraw())
        ++s.draws;
    else
        ++s.wins[game_->seatOf(result.winner)];
    bool swapped = false;
    const QString k = key(&swapped);
    bool legacySwapped = false;
    const QString old = storedKey(&legacySwapped);  // an earlier version's key moves to this one
    if (swapped)
        std::swap(s.wins[0], s.wins[1]);
    const QString value = QStringLiteral("%1 %2 %3").arg(s.wins[0]).arg(s.draws).arg(s.wins[1]);
    if (settings_) {
        if (old != k)
            settings_->remove(old);
        settings_->setValue(k, value);
        settings_->sync();
    } else
        unsaved_.insert(k, value);
    emit counted(result);
}

QString GameTally::summary() const
{
    const TallyScore s = score();
    if (s.games() == 0)
        return {};
    const BoardSpec spec = game_->spec();
    const QString board = spec.connect == 4 ? tr("%1x%2").arg(spec.width).arg(spec.height)
                                            : tr("%1x%2 connect %3").arg(spec.width).arg(spec.height).arg(spec.connect);
    //: The running score between two players, e.g. "Tally on 7x6: Ann 3, Computer (level 7) 2, draws 1".
    return tr("Tally on %1: %2 %3, %4 %5, draws %6")
        .arg(board, game_->playerName(0), QString::number(s.wins[0]), game_->playerName(1),
             QString::number(s.wins[1]), QString::number(s.draws));
}

}  // namespace c4
