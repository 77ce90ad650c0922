#include "app/gamefile.h"
#include "engine/solver.h"

#include "app/safefile.h"

#include <QLocale>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace c4 {

namespace {

// A problem found while reading; thrown to the top of fromJson, which turns
// it into the message (reading stops at the first problem).
struct Problem {
    QString message;
};

[[noreturn]] void fail(const QString& message)
{
    throw Problem{message};
}

QString typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return GameFile::tr("null");
    case QJsonValue::Bool:
        return GameFile::tr("true or false");
    case QJsonValue::Double:
        return GameFile::tr("a number");
    case QJsonValue::String:
        return GameFile::tr("a string");
    case QJsonValue::Array:
        return GameFile::tr("a list");
    case QJsonValue::Object:
        return GameFile::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return GameFile::tr("nothing");
}

QString fieldError(const QString& field, const QString& what)
{
    return GameFile::tr("field '%1': %2").arg(field, what);
}

const QJsonValue require(const QJsonObject& object, const QString& key, const QString& field)
{
    const QJsonValue v = object.value(key);
    if (v.isUndefined())
        fail(GameFile::tr("missing field '%1'").arg(field));
    return v;
}

QJsonObject asObject(const QJsonValue& v, const QString& field)
{
    if (!v.isObject())
        fail(fieldError(field, GameFile::tr("expected an object, found %1").arg(typeName(v))));
    return v.toObject();
}

QJsonArray asArray(const QJsonValue& v, const QString& field)
{
    if (!v.isArray())
        fail(fieldError(field, GameFile::tr("expected a list, found %1").arg(typeName(v))));
    return v.toArray();
}

QString asString(const QJsonValue& v, const QString& field)
{
    if (!v.isString())
        fail(fieldError(field, GameFile::tr("expected a string, found %1").arg(typeName(v))));
    return v.toString();
}

// A whole number in [lo, hi]; `field` names it in messages.
qint64 asInteger(const QJsonValue& v, const QString& field, qint64 lo, qint64 hi)
{
    if (!v.isDouble())
        fail(fieldError(field, GameFile::tr("expected a whole number, found %1").arg(typeName(v))));
    const double d = v.toDouble();
    if (!std::isfinite(d) || std::floor(d) != d)
        fail(fieldError(field, GameFile::tr("expected a whole number, found %1").arg(d, 0, 'g', QLocale::FloatingPointShortest)));
    if (d < double(lo) || d > double(hi))
        fail(fieldError(field, GameFile::tr("must be between %1 and %2, not %3").arg(lo).arg(hi).arg(d, 0, 'g', 17)));
    return qint64(d);
}

// The largest magnitude an exact score can have on this board: a win with
// the connect-th stone, or only a draw (0) where nobody has enough stones to
// make a line (7x1 connect 7), where maxScore() is negative.
int largestExactScore(const BoardSpec& spec)
{
    return std::max(0, maxScore(spec));
}

// The same for the note of `column` played in `position` (the mover's
// score): a win comes with this stone only if it completes a line, else with
// the mover's next one at the soonest; a loss with the opponent's next.
int largestNoteScore(const Position& position, int column, const Score& score)
{
    const BoardSpec& spec = position.spec();
    const int moves = position.movesPlayed();
    const int soonest = score.value < 0 ? Solver::winNowScore(spec, moves + 1)
                                        : Solver::winNowScore(spec, position.isWinningMove(column) ? moves : moves + 2);
    return std::min(largestExactScore(spec), std::max(0, soonest));
}

constexpr qint64 kMaxMs = TimeControl::kMaxMs;

QString seatName(const GameRecord& r, int seat)
{
    const QString name = r.players[seat].name;
    return name.isEmpty() ? GameFile::tr("player %1").arg(seat + 1)
                          : GameFile::tr("player %1 (%2)").arg(seat + 1).arg(name);
}

const char* resultKindName(GameResult::Kind kind)
{
    switch (kind) {
    case GameResult::Kind::None:
        return "none";
    case GameResult::Kind::Connect:
        return "win";
    case GameResult::Kind::BoardFull:
        return "draw";
    case GameResult::Kind::Timeout:
        return "timeout";
    case GameResult::Kind::Resignation:
        return "resignation";
    }
    return "none";
}

QJsonObject scoreToJson(const Score& s)
{
    return {{"kind", s.isExact() ? "exact" : "estimate"}, {"value", s.value}};
}

// The level is written for humans too: it is what a file gave (so a record
// round-trips) and what the seat plays at if it turns computer.
QJsonObject playerToJson(const PlayerSetup& p)
{
    return {{"name", p.name}, {"kind", p.isComputer() ? "computer" : "human"}, {"level", p.level}};
}

void readSpec(const QJsonObject& root, GameRecord& r)
{
    const QJsonObject board = asObject(require(root, "board", "board"), "board");
    const qint64 big = 1'000'000;
    r.spec.width = int(asInteger(require(board, "width", "board.width"), "board.width", -big, big));
    r.spec.height = int(asInteger(require(board, "height", "board.height"), "board.height", -big, big));
    r.spec.connect = int(asInteger(require(board, "connect", "board.connect"), "board.connect", -big, big));
}

PlayerSetup readPlayer(const QJsonValue& value, const QString& field)
{
    const QJsonObject p = asObject(value, field);
    PlayerSetup setup;
    const QString kind = asString(require(p, "kind", field + ".kind"), field + ".kind");
    if (kind == QLatin1String("human"))
        setup.kind = PlayerKind::Human;
    else if (kind == QLatin1String("computer"))
        setup.kind = PlayerKind::Computer;
    else
        fail(fieldError(field + ".kind", GameFile::tr("expected 'human' or 'computer', found '%1'").arg(kind.left(40))));
    if (p.contains("name"))
        setup.name = asString(p.value("name"), field + ".name");
    if (setup.name.size() > 200)
        fail(fieldError(field + ".name", GameFile::tr("a name has at most 200 characters, not %1").arg(setup.name.size())));
    if (p.contains("level"))
        setup.level = int(asInteger(p.value("level"), field + ".level", 1, 10));
    return setup;
}

void readPlayers(const QJsonObject& root, GameRecord& r)
{
    const QJsonArray players = asArray(require(root, "players", "players"), "players");
    if (players.size() != 2)
        fail(fieldError("players", GameFile::tr("expected 2 players, found %1").arg(players.size())));
    for (int i = 0; i < 2; ++i)
        r.players[i] = readPlayer(players[i], QStringLiteral("players[%1]").arg(i));
    r.firstPlayer = int(asInteger(require(root, "firstPlayer", "firstPlayer"), "firstPlayer", 0, 1));
}

void readMoves(const QJsonObject& root, GameRecord& r)
{
    const QJsonArray moves = asArray(require(root, "moves", "moves"), "moves");
    if (moves.size() > r.spec.cells())
        fail(fieldError("moves", GameFile::tr("%1 moves do not fit on a board of %2 cells")
                                     .arg(moves.size()).arg(r.spec.cells())));
    for (int i = 0; i < moves.size(); ++i) {
        const QJsonValue v = moves[i];
        if (!v.isDouble())
            fail(GameFile::tr("move %1: expected a column number, found %2").arg(i + 1).arg(typeName(v)));
        const double d = v.toDouble();
        if (std::floor(d) != d)
            fail(GameFile::tr("move %1: expected a column number, found %2").arg(i + 1).arg(d, 0, 'g', QLocale::FloatingPointShortest));
        if (d < 1 || d > r.spec.width)
            fail(GameFile::tr("move %1: column %2 is out of range 1-%3").arg(i + 1).arg(d, 0, 'g', 17).arg(r.spec.width));
        r.moves.push_back({int(d) - 1, {}});
    }
    if (root.contains("current"))
        r.current = int(asInteger(root.value("current"), "current", 0, r.moves.size()));
    if (r.current == int(r.moves.size()))
        r.current = -1;  // all moves shown: the same as no 'current'
}

Score readScore(const QJsonValue& v, const QString& field)
{
    const QJsonObject o = asObject(v, field);
    const QString kind = asString(require(o, "kind", field + ".kind"), field + ".kind");
    if (kind == QLatin1String("exact"))
        return Score::exact(int(asInteger(require(o, "value", field + ".value"), field + ".value", -2000, 2000)));
    if (kind == QLatin1String("estimate"))
        return Score::estimate(int(asInteger(require(o, "value", field + ".value"), field + ".value",
                                             -(Score::kEstimateScale - 1), Score::kEstimateScale - 1)));
    fail(fieldError(field + ".kind", GameFile::tr("expected 'exact' or 'estimate', found '%1'").arg(kind.left(40))));
}

void readNotes(const QJsonObject& root, GameRecord& r)
{
    if (!root.contains("notes"))
        return;
    const QJsonArray notes = asArray(root.value("notes"), "notes");
    for (int i = 0; i < notes.size(); ++i) {
        const QString field = QStringLiteral("notes[%1]").arg(i);
        const QJsonObject n = asObject(notes[i], field);
        const int move = int(asInteger(require(n, "move", field + ".move"), field + ".move", 1, qMax<qint64>(1, r.moves.size())));
        if (move > int(r.moves.size()))
            fail(fieldError(field + ".move", GameFile::tr("there is no move %1").arg(move)));
        MoveNote& note = r.moves[move - 1].note;
        if (!note.isEmpty())
            fail(fieldError(field + ".move", GameFile::tr("move %1 has a note already").arg(move)));
        if (n.contains("score"))
            note.score = readScore(n.value("score"), field + ".score");
        if (n.contains("depth"))
            note.depth = int(asInteger(n.value("depth"), field + ".depth", 0, 10000));
        if (n.contains("timeMs"))
            note.timeMs = asInteger(n.value("timeMs"), field + ".timeMs", 0, kMaxMs);
        if (n.contains("player"))
            note.mover = readPlayer(n.value("player"), field + ".player");
    }
}

void readResult(const QJsonObject& root, GameRecord& r)
{
    const QJsonObject o = asObject(require(root, "result", "result"), "result");
    const QString kind = asString(require(o, "kind", "result.kind"), "result.kind");
    static const GameResult::Kind kinds[] = {GameResult::Kind::None, GameResult::Kind::Connect,
                                             GameResult::Kind::BoardFull, GameResult::Kind::Timeout,
                                             GameResult::Kind::Resignation};
    bool known = false;
    for (GameResult::Kind k : kinds)
        if (kind == QLatin1String(resultKindName(k))) {
            r.result.kind = k;
            known = true;
        }
    if (!known)
        fail(fieldError("result.kind", GameFile::tr("expected one of 'none', 'win', 'draw', 'timeout', 'resignation', found '%1'")
                                           .arg(kind.left(40))));
    const QJsonValue winner = o.value("winner");
    if (!winner.isUndefined() && !winner.isNull()) {
        const int seat = int(asInteger(winner, "result.winner", 0, 1));
        r.result.winner = sideOfSeat(seat, r.firstPlayer);
    }
}

void readTime(const QJsonObject& root, GameRecord& r)
{
    if (root.contains("timeControl")) {
        const QJsonObject o = asObject(root.value("timeControl"), "timeControl");
        const QString kind = asString(require(o, "kind", "timeControl.kind"), "timeControl.kind");
        if (kind == QLatin1String("none")) {
            r.timeControl = TimeControl::none();
        } else if (kind == QLatin1String("perMove")) {
            r.timeControl = TimeControl::perMove(asInteger(require(o, "moveMs", "timeControl.moveMs"), "timeControl.moveMs", 1, kMaxMs));
        } else if (kind == QLatin1String("clock")) {
            const qint64 base = asInteger(require(o, "baseMs", "timeControl.baseMs"), "timeControl.baseMs", 1, kMaxMs);
            const qint64 inc = o.contains("incrementMs") ? asInteger(o.value("incrementMs"), "timeControl.incrementMs", 0, kMaxMs) : 0;
            r.timeControl = TimeControl::clock(base, inc);
        } else {
            fail(fieldError("timeControl.kind", GameFile::tr("expected 'none', 'perMove' or 'clock', found '%1'").arg(kind.left(40))));
        }
    }
    r.clockMs = {r.timeControl.startMs(), r.timeControl.startMs()};
    // Without a time control there are no clocks: a "clocks" field there
    // (a hand-edited file) means nothing and is ignored, as toJson does not
    // write it; kept, it made a record that came back as another one.
    if (r.timeControl.hasClock() && root.contains("clocks")) {
        const QJsonArray clocks = asArray(root.value("clocks"), "clocks");
        if (clocks.size() != 2)
            fail(fieldError("clocks", GameFile::tr("expected 2 clocks, found %1").arg(clocks.size())));
        for (int i = 0; i < 2; ++i)
            r.clockMs[i] = asInteger(clocks[i], QStringLiteral("clocks[%1]").arg(i), 0, kMaxMs);
    }
}

QDateTime readTimestamp(const QJsonObject& root, const char* key)
{
    if (!root.contains(key))
        return {};
    const QString text = asString(root.value(key), key);
    const QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        fail(fieldError(key, GameFile::tr("'%1' is not an ISO 8601 date and time").arg(text.left(40))));
    return t;
}

}  // namespace

QString GameFile::validate(const GameRecord& r)
{
    if (auto problem = r.spec.problem())
        return tr("field 'board': %1").arg(QString::fromStdString(*problem));
    for (int i = 0; i < 2; ++i)
        if (r.players[i].level < PlayerSetup::kMinLevel || r.players[i].level > PlayerSetup::kMaxLevel)
            return tr("field 'players[%1].level': must be between 1 and 10, not %2").arg(i).arg(r.players[i].level);
    if (r.firstPlayer != 0 && r.firstPlayer != 1)
        return tr("field 'firstPlayer': must be between 0 and 1, not %1").arg(r.firstPlayer);
    if (r.current < -1 || r.current > int(r.moves.size()))
        return tr("field 'current': must be between 0 and %1, not %2").arg(r.moves.size()).arg(r.current);
    for (int i = 0; i < 2; ++i) {
        if (r.clockMs[i] < 0 || r.clockMs[i] > kMaxMs)
            return tr("field 'clocks[%1]': must be between 0 and %2, not %3").arg(i).arg(kMaxMs).arg(r.clockMs[i]);
        if (!r.timeControl.hasClock() && r.clockMs[i] != 0)
            return tr("field 'clocks[%1]': a game without a time control has no clocks (found %2 ms)").arg(i).arg(r.clockMs[i]);
    }

    Position position(r.spec);
    for (size_t i = 0; i < r.moves.size(); ++i) {
        const int move = int(i) + 1;
        const int column = r.moves[i].column;
        if (!position.isInRange(column))
            return tr("move %1: column %2 is out of range 1-%3").arg(move).arg(column + 1).arg(r.spec.width);
        if (position.lastMoveWon())
            return tr("move %1: the game was already won by %2 at move %3")
                .arg(QString::number(move), seatName(r, seatOfSide(position.winner(), r.firstPlayer)),
                     QString::number(position.movesPlayed()));
        if (position.isDraw())
            return tr("move %1: the board was already full").arg(move);
        if (!position.canPlay(column))
            return tr("move %1: column %2 is full").arg(move).arg(column + 1);
        const MoveNote& note = r.moves[i].note;
        if (note.score && note.score->isExact()
            && std::abs(note.score->value) > largestNoteScore(position, column, *note.score))
            return tr("note of move %1: exact score %2 is impossible on this board").arg(move).arg(note.score->value);
        position.play(column);
    }

    const GameResult& result = r.result;
    const QString says = QString::fromLatin1(resultKindName(result.kind));
    if (position.lastMoveWon()) {
        const int seat = seatOfSide(position.winner(), r.firstPlayer);
        if (result.kind != GameResult::Kind::Connect || result.winner != position.winner())
            return tr("field 'result': the moves end in a win for %1, but the result says '%2'%3")
                .arg(seatName(r, seat), says,
                     result.winner == Player::None ? QString()
                                                   : tr(" for %1").arg(seatName(r, seatOfSide(result.winner, r.firstPlayer))));
        return {};
    }
    if (position.isDraw()) {
        if (result.kind != GameResult::Kind::BoardFull)
            return tr("field 'result': the moves fill the board without a line (a draw), but the result says '%1'").arg(says);
        return {};
    }
    switch (result.kind) {
    case GameResult::Kind::Connect:
        return tr("field 'result': the result says 'win', but no line is complete after the moves");
    case GameResult::Kind::BoardFull:
        return tr("field 'result': the result says 'draw', but the board is not full");
    case GameResult::Kind::None:
        if (result.winner != Player::None)
            return tr("field 'result.winner': a game in progress has no winner");
        break;
    case GameResult::Kind::Timeout:
        if (result.winner == position.sideToMove())
            return tr("field 'result.winner': the clock ran out for %1, who was to move, so they cannot be the winner")
                .arg(seatName(r, seatOfSide(position.sideToMove(), r.firstPlayer)));
        if (r.timeControl.kind == TimeControl::Kind::None)
            return tr("field 'result': the result says 'timeout', but the game has no time control");
        // The flag fall's result follows from the board (as Game gives it).
        if (const Player other = opponent(position.sideToMove()); position.canStillConnect(other)) {
            if (result.winner != other)
                return tr("field 'result.winner': %1 can still complete a line, so the time-out is their win")
                    .arg(seatName(r, seatOfSide(other, r.firstPlayer)));
        } else if (result.winner != Player::None) {
            return tr("field 'result.winner': %1 can no longer complete a line, so the time-out is a draw (null)")
                .arg(seatName(r, seatOfSide(other, r.firstPlayer)));
        }
        break;
    case GameResult::Kind::Resignation:
        if (result.winner == Player::None)
            return tr("field 'result.winner': a resignation needs a winner");
        break;
    }
    return {};
}

QByteArray GameFile::toJson(const GameRecord& r)
{
    QJsonObject root;
    root["format"] = kFormatName;
    root["version"] = kVersion;
    root["board"] = QJsonObject{{"width", r.spec.width}, {"height", r.spec.height}, {"connect", r.spec.connect}};
    QJsonArray players;
    for (const PlayerSetup& p : r.players)
        players.append(playerToJson(p));
    root["players"] = players;
    root["firstPlayer"] = r.firstPlayer;
    QJsonArray moves;
    QJsonArray notes;
    for (size_t i = 0; i < r.moves.size(); ++i) {
        moves.append(r.moves[i].column + 1);
        const MoveNote& n = r.moves[i].note;
        if (n.isEmpty())
            continue;
        QJsonObject note{{"move", int(i) + 1}};
        if (n.score)
            note["score"] = scoreToJson(*n.score);
        if (n.depth > 0)
            note["depth"] = n.depth;
        if (n.timeMs >= 0)
            note["timeMs"] = double(n.timeMs);
        if (n.mover)
            note["player"] = playerToJson(*n.mover);
        notes.append(note);
    }
    root["moves"] = moves;
    if (r.current >= 0 && r.current < int(r.moves.size()))
        root["current"] = r.current;
    if (!notes.isEmpty())
        root["notes"] = notes;
    QJsonObject result{{"kind", resultKindName(r.result.kind)}};
    result["winner"] = r.result.winner == Player::None ? QJsonValue() : QJsonValue(seatOfSide(r.result.winner, r.firstPlayer));
    root["result"] = result;
    QJsonObject time{{"kind", r.timeControl.kind == TimeControl::Kind::None       ? "none"
                              : r.timeControl.kind == TimeControl::Kind::Clock ? "clock"
                                                                               : "perMove"}};
    if (r.timeControl.kind == TimeControl::Kind::TimePerMove)
        time["moveMs"] = double(r.timeControl.moveMs);
    if (r.timeControl.kind == TimeControl::Kind::Clock) {
        time["baseMs"] = double(r.timeControl.baseMs);
        time["incrementMs"] = double(r.timeControl.incrementMs);
    }
    root["timeControl"] = time;
    if (r.timeControl.hasClock())
        root["clocks"] = QJsonArray{double(r.clockMs[0]), double(r.clockMs[1])};
    if (r.created.isValid())
        root["created"] = r.created.toUTC().toString(Qt::ISODateWithMs);
    if (r.modified.isValid())
        root["modified"] = r.modified.toUTC().toString(Qt::ISODateWithMs);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<GameRecord> GameFile::fromJson(const QByteArray& json, QString* error, Failure* failure)
{
    Failure kind = Failure::NotAGame;
    auto failWith = [&](const QString& message) -> std::optional<GameRecord> {
        if (error)
            *error = message;
        if (failure)
            *failure = kind;
        return std::nullopt;
    };
    if (json.size() > kMaxBytes)
        return failWith(tr("the file is %1 bytes; a game file is at most 10 MB").arg(json.size()));
    if (json.trimmed().isEmpty())
        return failWith(tr("the file is empty"));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Where an editor shows it: the line, and the character in it
        // (the parser counts bytes, which UTF-8 names would skew).
        const QByteArray before = json.left(parseError.offset);
        const qsizetype lineStart = before.lastIndexOf('\n') + 1;
        const qsizetype column = QString::fromUtf8(before.mid(lineStart)).size() + 1;
        return failWith(tr("not valid JSON: %1 at line %2, column %3")
                            .arg(parseError.errorString())
                            .arg(before.count('\n') + 1)
                            .arg(column));
    }
    if (!doc.isObject())
        return failWith(tr("not a game file: the JSON holds a list, not an object"));
    const QJsonObject root = doc.object();
    GameRecord r;
    try {
        const QString format = asString(require(root, "format", "format"), "format");
        if (format != QLatin1String(kFormatName))
            fail(fieldError("format", tr("'%1' is not a Connect Four game (expected '%2')").arg(format.left(40), kFormatName)));
        kind = Failure::Damaged;
        // Any whole number JSON holds exactly: every version above ours is "newer".
        const qint64 version = asInteger(require(root, "version", "version"), "version", 1, qint64(1) << 53);
        if (version > kVersion) {
            kind = Failure::NewerVersion;
            fail(fieldError("version", tr("the file has version %1, newer than this program reads (%2); "
                                          "a newer version of the program can open it")
                                           .arg(version).arg(kVersion)));
        }
        readSpec(root, r);
        if (auto problem = r.spec.problem())
            fail(fieldError("board", QString::fromStdString(*problem)));
        readPlayers(root, r);
        readMoves(root, r);
        readNotes(root, r);
        readResult(root, r);
        readTime(root, r);
        r.created = readTimestamp(root, "created");
        r.modified = readTimestamp(root, "modified");
    } catch (const Problem& p) {
        return failWith(p.message);
    }
    const QString problem = validate(r);
    if (!problem.isEmpty())
        return failWith(problem);
    return r;
}

QString GameFile::withSuffix(const QString& typed)
{
    const QFileInfo info(typed);
    const QString name = info.fileName();
    if (name.isEmpty() || info.isDir() || name == QLatin1String("..") || name == QLatin1String("."))
        return typed;
    // A leading dot starts a hidden file's name, not a suffix; a trailing
    // one is where the suffix goes.
    const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
    if (dot > 0 && dot < name.size() - 1)
        return typed;
    return (name.endsWith(QLatin1Char('.')) ? typed.chopped(1) : typed) + QLatin1Char('.') + QLatin1String(kSuffix);
}

QString GameFile::pathToOpen(const QString& typed)
{
    const QString suffixed = withSuffix(typed);
    return !QFileInfo::exists(typed) && QFileInfo::exists(suffixed) ? suffixed : typed;
}

bool GameFile::save(const GameRecord& record, const QString& path, QString* error)
{
    return SafeFile::write(path, toJson(record), error);
}

std::optional<GameRecord> GameFile::load(const QString& path, QString* error, Failure* failure)
{
    const auto data = SafeFile::read(path, kMaxBytes, error);
    if (!data) {
        // Read but too large is no game (no game comes near the cap); the
        // rest could not be read at all.
        const QFileInfo info(path);
        if (failure)
            *failure = info.isFile() && info.size() > kMaxBytes ? Failure::NotAGame : Failure::Unreadable;
        return std::nullopt;
    }
    return fromJson(*data, error, failure);
}

}  // namespace c4
