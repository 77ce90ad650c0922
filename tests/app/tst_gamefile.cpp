// Game files: round trips, the corpus of broken files with the message each
// must give, and a bounded mutation fuzz of the loader.
#include "app/gamefile.h"
#include "engine/notation.h"
#include "engine/solver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace c4;

namespace {

const QString kFiles = QStringLiteral(CONNECT4_SOURCE_DIR "/tests/data/files");

QString randomName(QRandomGenerator& rng)
{
    static const QStringList names = {"", "Ann", "Bob \"the bold\"", "Zoë", "計算機", "a\\b", "tab\there", "{\"json\": 1}"};
    return names[rng.bounded(int(names.size()))];
}

// A note for the move made after `movesPlayed` moves: an exact score there
// is a win with the mover's stone after next at the soonest (the next would
// be this move completing a line), a loss with the opponent's next.
MoveNote randomNote(QRandomGenerator& rng, const BoardSpec& spec, int movesPlayed)
{
    MoveNote note;
    switch (rng.bounded(4)) {
    case 0:
        return note;
    case 1: {
        const int m = qMax(0, maxScore(spec));
        const int win = qMin(m, qMax(0, Solver::winNowScore(spec, movesPlayed) - 1));  // not a winning move
        const int loss = qMin(m, qMax(0, Solver::winNowScore(spec, movesPlayed + 1)));
        note.score = Score::exact(rng.bounded(-loss, win + 1));
        break;
    }
    case 2:
        note.score = Score::estimate(rng.bounded(-99, 100));
        break;
    default:
        break;
    }
    if (rng.bounded(2))
        note.depth = rng.bounded(1, 60);
    if (rng.bounded(2))
        note.timeMs = rng.bounded(0, 100000);
    return note;
}

// A random but consistent game: legal moves, a result that fits them.
GameRecord randomRecord(QRandomGenerator& rng, const BoardSpec& spec)
{
    GameRecord r;
    r.spec = spec;
    for (PlayerSetup& p : r.players) {
        p.kind = rng.bounded(2) ? PlayerKind::Computer : PlayerKind::Human;
        p.name = randomName(rng);
        p.level = p.isComputer() ? rng.bounded(1, 11) : 5;
    }
    r.firstPlayer = rng.bounded(2);
    Position position(spec);
    const int length = rng.bounded(spec.cells() + 1);
    while (position.movesPlayed() < length && !position.isOver()) {
        int column = rng.bounded(spec.width);
        while (!position.canPlay(column))
            column = (column + 1) % spec.width;
        r.moves.push_back({column, randomNote(rng, spec, position.movesPlayed())});
        position.play(column);
    }
    switch (rng.bounded(3)) {
    case 0:
        r.timeControl = TimeControl::none();
        break;
    case 1:
        r.timeControl = TimeControl::perMove(rng.bounded(1, 100000));
        break;
    default:
        r.timeControl = TimeControl::clock(rng.bounded(1, 1000000), rng.bounded(0, 10000));
        break;
    }
    if (position.lastMoveWon()) {
        r.result = {GameResult::Kind::Connect, position.winner()};
    } else if (position.isDraw()) {
        r.result = {GameResult::Kind::BoardFull, Player::None};
    } else {
        switch (rng.bounded(3)) {
        case 0:
            break;
        case 1:
            // The flag fall's result follows from the board: the opponent
            // wins while they can still complete a line, else a draw.
            if (r.timeControl.hasClock()) {
                const Player other = opponent(position.sideToMove());
                r.result = {GameResult::Kind::Timeout, position.canStillConnect(other) ? other : Player::None};
            }
            break;
        default:
            r.result = {GameResult::Kind::Resignation, rng.bounded(2) ? Player::First : Player::Second};
            break;
        }
    }
    if (r.timeControl.hasClock())
        r.clockMs = {rng.bounded(0, 1000000), rng.bounded(0, 1000000)};
    else
        r.clockMs = {0, 0};
    r.current = rng.bounded(3) == 0 ? rng.bounded(int(r.moves.size()) + 1) : -1;
    if (r.current == int(r.moves.size()))
        r.current = -1;
    const QDateTime base = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000LL + rng.bounded(1'000'000'000), Qt::UTC);
    r.created = base;
    r.modified = base.addMSecs(rng.bounded(100'000'000));
    return r;
}

QList<BoardSpec> roundTripSpecs()
{
    return {BoardSpec::standard(), {1, 1, 1},  {1, 40, 4},  {40, 1, 4},  {4, 4, 3},  {9, 9, 5},
            {10, 8, 4},            {3, 2, 5},  {40, 40, 40}, {13, 11, 6}, {8, 7, 1},  {2, 2, 2}};
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestGameFile : public QObject {
    Q_OBJECT

private slots:
    // What the window and the terminal save to, given a typed name.
    void aNameWithoutSuffixGetsTheGameSuffix_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("path");
        QTest::addRow("plain") << "mygame" << "mygame.c4game";
        QTest::addRow("in a folder") << "games/mygame" << "games/mygame.c4game";
        QTest::addRow("trailing dot") << "mygame." << "mygame.c4game";
        QTest::addRow("hidden") << ".mygame" << ".mygame.c4game";
        QTest::addRow("own suffix") << "mygame.c4game" << "mygame.c4game";
        QTest::addRow("other suffix") << "notes.txt" << "notes.txt";
        QTest::addRow("folder") << "games/" << "games/";
    }
    void aNameWithoutSuffixGetsTheGameSuffix()
    {
        QFETCH(QString, typed);
        QFETCH(QString, path);
        QCOMPARE(GameFile::withSuffix(typed), path);
    }

    void randomGamesRoundTripThroughFiles_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        for (const BoardSpec& spec : roundTripSpecs())
            QTest::addRow("%s", spec.toString().c_str()) << spec;
    }
    void randomGamesRoundTripThroughFiles()
    {
        QFETCH(BoardSpec, spec);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QRandomGenerator rng(uint(spec.width * 1000 + spec.height * 10 + spec.connect));
        // Fewer games on the biggest boards: each holds up to 1600 moves.
        const int games = spec.cells() > 400 ? 6 : 40;
        for (int i = 0; i < games; ++i) {
            const GameRecord record = randomRecord(rng, spec);
            QCOMPARE(GameFile::validate(record), QString());
            const QString path = dir.filePath(QStringLiteral("game%1.c4game").arg(i));
            QString error;
            QVERIFY2(GameFile::save(record, path, &error), qPrintable(error));
            const auto loaded = GameFile::load(path, &error);
            QVERIFY2(loaded, qPrintable(error));
            QCOMPARE(*loaded, record);
        }
    }

    // Found by the game-file fuzzer: a human given a level in the file kept
    // it when read, lost it when written, and came back as another record.
    void aHumansLevelSurvivesARoundTrip()
    {
        GameRecord record;
        PlayerSetup human = PlayerSetup::human("Bob");
        human.level = 3;
        record.players = {PlayerSetup::human("Ann"), human};
        record.moves = {{3, {}}, {3, {}}};
        QString error;
        const auto again = GameFile::fromJson(GameFile::toJson(record), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->players[1].level, 3);
        QCOMPARE(*again, record);
    }

    // Found by the game-file fuzzer (tests/data/files/good/fuzz-duplicate-
    // keys-clocks.c4game): "clocks" without a time control were read into the
    // record but not written, so the file came back as another record. They
    // mean nothing there and are ignored; a record built in memory with such
    // clocks is refused, since its file would lose them.
    void clocksWithoutATimeControlAreIgnored()
    {
        GameRecord record = GameRecord::fromPosition(*parsePosition("12", BoardSpec{32, 1, 5}));
        QJsonObject root = QJsonDocument::fromJson(GameFile::toJson(record)).object();
        root["clocks"] = QJsonArray{0, 1500};
        QString error;
        const auto loaded = GameFile::fromJson(QJsonDocument(root).toJson(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->clockMs, (Clocks{0, 0}));
        QCOMPARE(*loaded, record);

        record.clockMs = {0, 1500};
        QCOMPARE(GameFile::validate(record),
                 QString("field 'clocks[1]': a game without a time control has no clocks (found 1500 ms)"));
        record.timeControl = TimeControl::clock(60000, 1000);
        QCOMPARE(GameFile::validate(record), QString());
        record.clockMs = {-1, 1500};
        QCOMPARE(GameFile::validate(record), QString("field 'clocks[0]': must be between 0 and 31536000000, not -1"));
    }

    // The fuzzer's input itself: of each duplicated key Qt keeps the last
    // (a 40x6 connect-28 board, no time control), and the file round-trips.
    void theFuzzersDuplicateKeyFileLoadsAsItsLastKeys()
    {
        QString error;
        const auto record = GameFile::load(kFiles + "/good/fuzz-duplicate-keys-clocks.c4game", &error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->spec, (BoardSpec{40, 6, 28}));
        QCOMPARE(record->columns(), (std::vector<int>{39, 11, 0, 38, 9}));
        QCOMPARE(record->timeControl, TimeControl::none());
        QCOMPARE(record->clockMs, (Clocks{0, 0}));
        const auto again = GameFile::fromJson(GameFile::toJson(*record), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, *record);
    }

    // Issue 17: on a board nobody can win a draw note (exact 0) is the only
    // exact score; the bound must not go negative and refuse it.
    void drawNotesOnBoardsNobodyCanWinRoundTrip_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addRow("7x1x7") << BoardSpec{7, 1, 7};
        QTest::addRow("2x2x5") << BoardSpec{2, 2, 5};
        QTest::addRow("1x1x2") << BoardSpec{1, 1, 2};
        QTest::addRow("3x2x5") << BoardSpec{3, 2, 5};
    }
    void drawNotesOnBoardsNobodyCanWinRoundTrip()
    {
        QFETCH(BoardSpec, spec);
        QTemporaryDir dir;
        Position position(spec);
        GameRecord record;
        record.spec = spec;
        record.players = {PlayerSetup::human("Ann"), PlayerSetup::computer("Computer", 3)};
        for (int column = 0; !position.isOver(); column = (column + 1) % spec.width) {
            if (!position.canPlay(column))
                continue;
            MoveNote note;
            note.score = Score::exact(0);
            note.depth = spec.cells() - position.movesPlayed();
            record.moves.push_back({column, note});
            position.play(column);
            record.result = position.isOver() ? GameResult{GameResult::Kind::BoardFull, Player::None} : GameResult{};
            const QString path = dir.filePath(QStringLiteral("g%1.c4game").arg(record.moves.size()));
            QString error;
            QVERIFY2(GameFile::save(record, path, &error), qPrintable(error));
            const auto loaded = GameFile::load(path, &error);
            QVERIFY2(loaded, qPrintable(error));
            QCOMPARE(*loaded, record);
        }
        QVERIFY(position.isDraw());
        // Any other exact score is impossible there, even 1.
        record.moves.back().note.score = Score::exact(1);
        QCOMPARE(GameFile::validate(record),
                 QString("note of move %1: exact score 1 is impossible on this board").arg(record.moves.size()));
    }

    // The bound is the best score there is: a win with the connect-th stone.
    void exactNoteScoresAreBoundedByTheBestWin_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("best");
        QTest::addRow("7x6x4") << BoardSpec::standard() << 18;
        QTest::addRow("4x4x3") << BoardSpec{4, 4, 3} << 6;
        QTest::addRow("1x1x1") << BoardSpec{1, 1, 1} << 1;
    }
    void exactNoteScoresAreBoundedByTheBestWin()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(int, best);
        GameRecord record = GameRecord::fromPosition(Position(spec));
        record.moves.push_back({0, {}});
        if (spec.cells() == 1)
            record.result = {GameResult::Kind::Connect, Player::First};
        for (int sign : {1, -1}) {
            record.moves[0].note.score = Score::exact(sign * best);
            QCOMPARE(GameFile::validate(record), QString());
            record.moves[0].note.score = Score::exact(sign * (best + 1));
            QCOMPARE(GameFile::validate(record),
                     QString("note of move 1: exact score %1 is impossible on this board").arg(sign * (best + 1)));
        }
    }

    // Later in the game the soonest win is further off: after 20 moves of
    // 7x6 the side to move has 10 stones, so its win is at best with the
    // 11th (+11, only for a move that completes a line: this one does not,
    // so +10 at best) and its loss with the opponent's 11th (-11).
    void exactNoteScoresAreBoundedByTheMoveTheyBelongTo()
    {
        GameRecord record = GameRecord::fromPosition(Position());
        for (int i = 0; i < 21; ++i)
            record.moves.push_back({(i / 2) % 2 == 0 ? i % 7 : 6 - i % 7, {}});
        Position position;
        for (const auto& move : record.moves) {
            QVERIFY(position.canPlay(move.column));
            position.play(move.column);
        }
        QVERIFY(!position.isOver());
        for (const auto& [possible, impossible] : {std::pair{10, 11}, std::pair{-11, -12}}) {
            record.moves.back().note.score = Score::exact(possible);
            QCOMPARE(GameFile::validate(record), QString());
            record.moves.back().note.score = Score::exact(impossible);
            QCOMPARE(GameFile::validate(record),
                     QString("note of move 21: exact score %1 is impossible on this board").arg(impossible));
        }
    }

    void goodFilesLoad_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(kFiles + "/good");
        const QStringList files = dir.entryList({"*.c4game"}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString& f : files)
            QTest::addRow("%s", qPrintable(f)) << dir.filePath(f);
    }
    void goodFilesLoad()
    {
        QFETCH(QString, path);
        QString error;
        const auto record = GameFile::load(path, &error);
        QVERIFY2(record, qPrintable(error));
        // What we read, we write back the same way.
        const auto again = GameFile::fromJson(GameFile::toJson(*record), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again, *record);
    }

    void theDocumentedExampleLoads()
    {
        // docs/file-format.md holds an example between ```json fences.
        const QString doc = QString::fromUtf8(readAll(CONNECT4_SOURCE_DIR "/docs/file-format.md"));
        const qsizetype start = doc.indexOf("```json\n");
        QVERIFY(start >= 0);
        const qsizetype end = doc.indexOf("```", start + 8);
        QVERIFY(end > start);
        QString error;
        const auto record = GameFile::fromJson(doc.mid(start + 8, end - start - 8).toUtf8(), &error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->spec, BoardSpec::standard());
        QVERIFY(!record->moves.empty());
    }

    void brokenFileGivesItsMessage_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QFile table(kFiles + "/broken-messages.tsv");
        QVERIFY(table.open(QIODevice::ReadOnly | QIODevice::Text));
        QStringList listed;
        while (!table.atEnd()) {
            const QString line = QString::fromUtf8(table.readLine()).chopped(1);
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const qsizetype tab = line.indexOf('\t');
            QVERIFY2(tab > 0, qPrintable(line));
            const QString file = line.left(tab);
            listed << file;
            QTest::addRow("%s", qPrintable(file)) << kFiles + "/broken/" + file << line.mid(tab + 1);
        }
        // Every file of the corpus has its expected message, and there are
        // enough of them.
        const QStringList files = QDir(kFiles + "/broken").entryList(QDir::Files, QDir::Name);
        for (const QString& f : files)
            QVERIFY2(listed.contains(f), qPrintable(f + " has no expected message"));
        QVERIFY(files.size() >= 30);
    }
    void brokenFileGivesItsMessage()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        QVERIFY2(QFile::exists(path), qPrintable(path));
        QString error;
        const auto record = GameFile::load(path, &error);
        QVERIFY(!record);
        QCOMPARE(error, message);
    }

    void fileOverTenMegabytesIsRefusedUnread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("huge.c4game");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(GameFile::kMaxBytes + 1));
        f.close();
        QString error;
        GameFile::Failure failure = GameFile::Failure::Damaged;
        QVERIFY(!GameFile::load(path, &error, &failure));
        QCOMPARE(error, QString("cannot read %1: it is larger than 10000000 bytes, the most this kind of file may have")
                            .arg(path));
        // Not a game (the window says so), rather than a file that cannot be read.
        QCOMPARE(failure, GameFile::Failure::NotAGame);
        QVERIFY(!GameFile::load(dir.filePath("missing.c4game"), &error, &failure));
        QCOMPARE(failure, GameFile::Failure::Unreadable);
    }

    void missingFileSaysSo()
    {
        QString error;
        QVERIFY(!GameFile::load("/nonexistent/folder/game.c4game", &error));
        QVERIFY2(error.startsWith("cannot open /nonexistent/folder/game.c4game: "), qPrintable(error));
    }

    void savingIntoAMissingFolderFailsAndSaysWhere()
    {
        QString error;
        const GameRecord record = GameRecord::fromPosition(Position());
        QVERIFY(!GameFile::save(record, "/nonexistent/folder/game.c4game", &error));
        QVERIFY2(error.startsWith("cannot write /nonexistent/folder/game.c4game: "), qPrintable(error));
    }

    void savingReplacesTheWholeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("g.c4game");
        GameRecord big = GameRecord::fromPosition(*parsePosition("12345671234567", BoardSpec::standard()));
        QVERIFY(GameFile::save(big, path));
        const GameRecord small = GameRecord::fromPosition(*parsePosition("4", BoardSpec::standard()));
        QVERIFY(GameFile::save(small, path));
        const auto loaded = GameFile::load(path);
        QVERIFY(loaded);
        QCOMPARE(*loaded, small);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);  // no temporary left behind
    }

    void recordsBuiltInMemoryAreChecked_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("winner");
        QTest::addColumn<QString>("message");
        QTest::addRow("win that is not there") << "44" << int(GameResult::Kind::Connect) << int(Player::First)
                                             << "field 'result': the result says 'win', but no line is complete after the moves";
        QTest::addRow("draw on a board with room") << "44" << int(GameResult::Kind::BoardFull) << int(Player::None)
                                                   << "field 'result': the result says 'draw', but the board is not full";
        QTest::addRow("timeout without clocks") << "44" << int(GameResult::Kind::Timeout) << int(Player::Second)
                                               << "field 'result': the result says 'timeout', but the game has no time control";
        QTest::addRow("resignation without winner") << "4" << int(GameResult::Kind::Resignation) << int(Player::None)
                                                    << "field 'result.winner': a resignation needs a winner";
        QTest::addRow("win given to the loser") << "1212121" << int(GameResult::Kind::Connect) << int(Player::Second)
                                                << "field 'result': the moves end in a win for player 1, but the result says 'win' for player 2";
        QTest::addRow("fine") << "1212121" << int(GameResult::Kind::Connect) << int(Player::First) << "";
    }
    void recordsBuiltInMemoryAreChecked()
    {
        QFETCH(QString, moves);
        QFETCH(int, kind);
        QFETCH(int, winner);
        QFETCH(QString, message);
        GameRecord r = GameRecord::fromPosition(*parsePosition(moves.toStdString(), BoardSpec::standard()));
        r.result = {GameResult::Kind(kind), Player(winner)};
        QCOMPARE(GameFile::validate(r), message);
    }

    void mutatedFilesNeverCrashTheLoader()
    {
        // Random byte edits and random JSON edits of good files, for a
        // bounded number of rounds (C4_FUZZ_ROUNDS raises it). Whatever loads
        // must be consistent and round-trip; nothing may crash.
        QList<QByteArray> seeds;
        const QDir dir(kFiles + "/good");
        for (const QString& f : dir.entryList({"*.c4game"}, QDir::Files))
            seeds << readAll(dir.filePath(f));
        QVERIFY(!seeds.isEmpty());
        QRandomGenerator rng(20261121);
        const int rounds = qEnvironmentVariableIsSet("C4_FUZZ_ROUNDS") ? qEnvironmentVariableIntValue("C4_FUZZ_ROUNDS") : 4000;
        QElapsedTimer timer;
        timer.start();
        int loaded = 0, refused = 0;
        static const char* const tokens[] = {"{", "}", "[", "]", ",", ":", "\"", "null", "true", "-1", "0", "1e308",
                                             "41", "7.5", "\"win\"", "\"timeout\"", "\"clock\"", "99999999999"};
        for (int round = 0; round < rounds && timer.elapsed() < 3000; ++round) {
            QByteArray data = seeds[rng.bounded(int(seeds.size()))];
            const int edits = rng.bounded(1, 6);
            for (int e = 0; e < edits && !data.isEmpty(); ++e) {
                const int at = rng.bounded(int(data.size()));
                switch (rng.bounded(5)) {
                case 0:
                    data[at] = char(rng.bounded(256));
                    break;
                case 1:
                    data.remove(at, rng.bounded(1, 20));
                    break;
                case 2:
                    data.insert(at, tokens[rng.bounded(int(std::size(tokens)))]);
                    break;
                case 3:
                    data.insert(at, data.mid(rng.bounded(int(data.size())), rng.bounded(1, 40)));
                    break;
                default: {
                    // A structured edit: one field of the document gets a
                    // random value of a random type.
                    QJsonDocument doc = QJsonDocument::fromJson(data);
                    if (!doc.isObject())
                        break;
                    QJsonObject root = doc.object();
                    const QStringList keys = root.keys();
                    if (keys.isEmpty())
                        break;
                    const QString key = keys[rng.bounded(int(keys.size()))];
                    const QJsonValue values[] = {QJsonValue(), QJsonValue(rng.bounded(-50, 50)), QJsonValue("x"),
                                                 QJsonArray{1, 2, 50}, QJsonObject{{"kind", "none"}}, QJsonValue(true),
                                                 QJsonValue(2.5)};
                    root[key] = values[rng.bounded(int(std::size(values)))];
                    data = QJsonDocument(root).toJson();
                    break;
                }
                }
            }
            QString error;
            const auto record = GameFile::fromJson(data, &error);
            if (!record) {
                QVERIFY(!error.isEmpty());
                ++refused;
                continue;
            }
            ++loaded;
            QCOMPARE(GameFile::validate(*record), QString());
            const auto again = GameFile::fromJson(GameFile::toJson(*record), &error);
            QVERIFY2(again, qPrintable(error));
            QCOMPARE(*again, *record);
        }
        qInfo("%d mutated files loaded, %d refused with a message", loaded, refused);
        QVERIFY(refused > 0);
    }
};

QTEST_GUILESS_MAIN(TestGameFile)
#include "tst_gamefile.moc"
