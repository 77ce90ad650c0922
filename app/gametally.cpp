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

QString GameTally::identity(int seat) const
{
    const PlayerSetup& p = game_->player(seat);
    // Keys are paths in the settings: a name is percent-encoded ('/' and all).
    return p.isComputer() ? QStringLiteral("computer-%1").arg(p.level)
                 : p.name.isEmpty() ? QStringLiteral("player-%1").arg(seat + 1)
                                    : QStringLiteral("human-") + QString::fromLatin1(QUrl::toPercentEncoding(p.name));
}

QString GameTally::key(bool* swapped) const
{
    QString first = identity(0);
    QString second = identity(1);
    if (first == second) {  // two computers of one level: told apart by seat
        first += QStringLiteral("-seat1");
        second += QStringLiteral("-seat2");
    }
    *swapped = second < first;
    if (*swapped)
        std::swap(first, second);
    return QStringLiteral("tally/%1/%2 %3").arg(QString::fromStdString(game_->spec().toString()), first, second);
}

TallyScore GameTally::score() const
{
    bool swapped = false;
    const QString k = key(&swapped);
    const QString stored = settings_ ? settings_->value(k).toString() : unsaved_.value(k);
    const QStringList parts = stored.split(QLatin1Char(' '), Qt::SkipEmptyParts);
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
    if (swapped)
        std::swap(s.wins[0], s.wins[1]);
    const QString value = QStringLiteral("%1 %2 %3").arg(s.wins[0]).arg(s.draws).arg(s.wins[1]);
    if (settings_) {
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
