#include "app/game.h"
#include "app/gameanalysis.h"
#include "app/gamereview.h"
#include "ui/evalgraph.h"

#include "engine/notation.h"

#include <QImage>
#include <QSignalSpy>
#include <QTest>


using namespace c4;

namespace {

std::vector<int> movesOf(const char* digits)
{
    NotationError error;
    auto position = parsePosition(digits, BoardSpec::standard(), &error);
    if (!position)
        qFatal("bad test position %s: %s", digits, error.message().c_str());
    return position->moves();
}

// The exact score of a position whose side to move can win at once, worked
// out from the rules alone (not by the engine); nothing otherwise.
std::optional<Score> scoreByRules(const Position& position)
{
    const BoardSpec& spec = position.spec();
    const int top = (spec.cells() + 1) / 2 + 1;
    for (int c = 0; c < spec.width; ++c)
        if (position.canPlay(c) && position.isWinningMove(c))
            return Score::exact(top - (position.movesPlayed() / 2 + 1));
    return std::nullopt;
}

// Scores of every position of a line where the rules decide them.
std::vector<std::optional<Score>> scoresByRules(const BoardSpec& spec, const std::vector<int>& moves)
{
    std::vector<std::optional<Score>> scores;
    Position position(spec);
    scores.push_back(scoreByRules(position));
    for (int move : moves) {
        position.play(move);
        scores.push_back(position.isOver() ? std::nullopt : scoreByRules(position));
    }
    return scores;
}

// Whether the mistake colour (strong red) is painted within `radius` of a point.
bool hasMistakeRedNear(const QImage& image, QPointF point, int radius)
{
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint p = point.toPoint() + QPoint(dx, dy);
            if (!image.rect().contains(p))
                continue;
            const QColor c = image.pixelColor(p);
            if (c.red() > 180 && c.green() < 70 && c.blue() < 70)
                return true;
        }
    return false;
}

// A game of two people on 7x6, its analysis (never started: scores come
// from the test) and the graph following them.
struct Shown {
    Game game;
    GameAnalysis analysis{&game};
    EvalGraph graph;

    explicit Shown(const char* moves)
    {
        graph.resize(400, 160);
        graph.setAnalysis(&analysis);
        NotationError error;
        if (!game.loadPosition(*parsePosition(moves, BoardSpec::standard(), &error)))
            qFatal("cannot load %s", moves);
    }
    // Gives the analysis the scores the rules decide.
    void scoreByRules()
    {
        const auto scores = scoresByRules(game.spec(), game.line());
        for (size_t p = 0; p < scores.size(); ++p)
            if (scores[p])
                analysis.addPositionScore(int(p), *scores[p]);
        emit analysis.evaluationsChanged();
    }
};

// Yellow stacks three in column 1, Red three in column 7; then Yellow,
// able to win at once in column 1, plays column 4, and Red wins in column 7.
const char* const kIgnoredWin = "1717174";

}  // namespace

class TestEvalGraph : public QObject {
    Q_OBJECT
private slots:
    void reviewFindsTheIgnoredWinInOne()
    {
        const BoardSpec spec = BoardSpec::standard();
        std::vector<int> moves = movesOf(kIgnoredWin);
        moves.push_back(6);  // Red takes the win: the game is over
        const auto review = reviewGame(spec, moves, scoresByRules(spec, moves));
        QCOMPARE(review.size(), size_t(8));
        const MoveReview& blunder = review[6];
        QCOMPARE(blunder.ply, 7);
        QCOMPARE(blunder.column, 3);
        QCOMPARE(blunder.player, Player::First);
        QCOMPARE(blunder.kind, MoveReview::Kind::WinToLoss);
        QVERIFY(blunder.isMistake());
        QCOMPARE(blunder.before, std::optional(Score::exact(18)));  // a win with the 4th stone
        QCOMPARE(blunder.after, std::optional(Score::exact(-18)));  // Red wins with its 4th
        // Red's winning move keeps its win, and is the best move.
        QCOMPARE(review[7].kind, MoveReview::Kind::Kept);
        QVERIFY(review[7].best);
        // Earlier moves have no exact scores to compare.
        for (int i = 0; i < 6; ++i)
            QCOMPARE(review[size_t(i)].kind, MoveReview::Kind::Unknown);
    }

    void finishedPositionsScoreThemselves_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("expected");
        QTest::addRow("the last move won with the 4th stone") << "1212121" << -18;
        QTest::addRow("the second player won with its 4th stone") << "21212131" << -18;
        QTest::addRow("game still going") << "1212" << 99;
    }
    void finishedPositionsScoreThemselves()
    {
        QFETCH(QString, moves);
        QFETCH(int, expected);
        NotationError error;
        const auto position = parsePosition(moves.toStdString(), BoardSpec::standard(), &error);
        QVERIFY(position);
        const auto score = finishedScore(*position);
        if (expected == 99)
            QVERIFY(!score);
        else
            QCOMPARE(score, std::optional(Score::exact(expected)));
    }

    void illegalLineIsReviewedWithoutCrashing()
    {
        // Column 1 is full after six moves; the seventh cannot be played.
        const std::vector<int> moves = {0, 0, 0, 0, 0, 0, 0, 3};
        const auto review = reviewGame(BoardSpec::standard(), moves, {});
        QCOMPARE(review.size(), moves.size());
        for (const MoveReview& move : review)
            QCOMPARE(move.kind, MoveReview::Kind::Unknown);
    }

    void classifiesWhatAMoveDidToTheResult_data()
    {
        QTest::addColumn<Score>("before");
        QTest::addColumn<Score>("after");
        QTest::addColumn<int>("kind");
        using K = MoveReview::Kind;
        QTest::addRow("win kept") << Score::exact(5) << Score::exact(5) << int(K::Kept);
        QTest::addRow("slower win is no mistake") << Score::exact(5) << Score::exact(2) << int(K::Kept);
        QTest::addRow("win to draw") << Score::exact(3) << Score::exact(0) << int(K::WinToDraw);
        QTest::addRow("win to loss") << Score::exact(3) << Score::exact(-1) << int(K::WinToLoss);
        QTest::addRow("draw to loss") << Score::exact(0) << Score::exact(-4) << int(K::DrawToLoss);
        QTest::addRow("draw kept") << Score::exact(0) << Score::exact(0) << int(K::Kept);
        QTest::addRow("faster loss is no new mistake") << Score::exact(-2) << Score::exact(-6) << int(K::Kept);
        QTest::addRow("estimates prove nothing") << Score::estimate(80) << Score::estimate(-80) << int(K::Unknown);
        QTest::addRow("an estimate after a win proves nothing") << Score::exact(3) << Score::estimate(-50)
                                                               << int(K::Unknown);
    }
    void classifiesWhatAMoveDidToTheResult()
    {
        QFETCH(Score, before);
        QFETCH(Score, after);
        QFETCH(int, kind);
        QCOMPARE(int(classifyMove(before, after)), kind);
    }

    void graphMarksTheMistakeInRed()
    {
        Shown shown(kIgnoredWin);
        shown.scoreByRules();
        QCOMPARE(shown.graph.mistakePlies(), std::vector<int>{7});
        const QImage image = shown.graph.grab().toImage();
        QVERIFY(hasMistakeRedNear(image, shown.graph.pointForPly(7), 3));
        QVERIFY(!hasMistakeRedNear(image, shown.graph.pointForPly(2), 6));
    }

    void graphWithoutMistakesHasNoRed()
    {
        Shown shown("171717");
        shown.scoreByRules();
        QVERIFY(shown.graph.mistakePlies().empty());
        const QImage image = shown.graph.grab().toImage();
        for (int p = 0; p <= 6; ++p)
            QVERIFY(!hasMistakeRedNear(image, shown.graph.pointForPly(p), 6));
    }

    void heightsSeparateWinsDrawsAndLosses()
    {
        const BoardSpec spec = BoardSpec::standard();
        const double fastWin = EvalGraph::heightFor(Score::exact(18), spec);
        const double slowWin = EvalGraph::heightFor(Score::exact(1), spec);
        const double goodEstimate = EvalGraph::heightFor(Score::estimate(99), spec);
        const double draw = EvalGraph::heightFor(Score::exact(0), spec);
        const double badEstimate = EvalGraph::heightFor(Score::estimate(-99), spec);
        const double slowLoss = EvalGraph::heightFor(Score::exact(-1), spec);
        const double fastLoss = EvalGraph::heightFor(Score::exact(-18), spec);
        QVERIFY(fastWin <= 1.0);
        QVERIFY(fastWin > slowWin);
        QVERIFY(slowWin > EvalGraph::kExactBand);
        QVERIFY(goodEstimate < EvalGraph::kExactBand);
        QVERIFY(goodEstimate > draw);
        QCOMPARE(draw, 0.0);
        QVERIFY(badEstimate > -EvalGraph::kExactBand);
        QVERIFY(slowLoss < -EvalGraph::kExactBand);
        QVERIFY(fastLoss < slowLoss);
        QVERIFY(fastLoss >= -1.0);
    }

    void scoresAreDrawnFromTheFirstPlayersView()
    {
        Shown shown("44");
        // After one move Red is to move; Red losing is Yellow winning: up.
        shown.analysis.addPositionScore(1, Score::exact(-5));
        shown.analysis.addPositionScore(2, Score::exact(-5));  // Yellow to move and losing: down
        const double middle = shown.graph.pointForPly(0).y();  // no score: the middle line
        QVERIFY(shown.graph.pointForPly(1).y() < middle);
        QVERIFY(shown.graph.pointForPly(2).y() > middle);
    }

    void clickSelectsThePlyUnderTheMouse()
    {
        Shown shown("4455667");
        shown.graph.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown.graph));
        QSignalSpy selected(&shown.graph, &EvalGraph::plySelected);
        QTest::mouseClick(&shown.graph, Qt::LeftButton, {}, QPoint(int(shown.graph.pointForPly(3).x()) + 1, 20));
        QTest::mouseClick(&shown.graph, Qt::LeftButton, {}, QPoint(int(shown.graph.pointForPly(0).x()), 80));
        QCOMPARE(selected.size(), 2);
        QCOMPARE(selected.at(0).at(0).toInt(), 3);
        QCOMPARE(selected.at(1).at(0).toInt(), 0);
    }

    void arrowKeysStepThroughThePlies_data()
    {
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("selected");
        QTest::addRow("left goes back one") << 3 << int(Qt::Key_Left) << 2;
        QTest::addRow("right goes on one") << 3 << int(Qt::Key_Right) << 4;
        QTest::addRow("home goes to the start") << 3 << int(Qt::Key_Home) << 0;
        QTest::addRow("end goes to the last move") << 3 << int(Qt::Key_End) << 7;
        QTest::addRow("left at the start stays") << 0 << int(Qt::Key_Left) << -1;
        QTest::addRow("right at the end stays") << 7 << int(Qt::Key_Right) << -1;
    }
    void arrowKeysStepThroughThePlies()
    {
        QFETCH(int, current);
        QFETCH(int, key);
        QFETCH(int, selected);
        Shown shown("4455667");
        shown.game.goToMove(current);
        QCOMPARE(shown.graph.currentPly(), current);
        QSignalSpy spy(&shown.graph, &EvalGraph::plySelected);
        QTest::keyClick(&shown.graph, Qt::Key(key));
        if (selected < 0) {
            QCOMPARE(spy.size(), 0);
        } else {
            QCOMPARE(spy.size(), 1);
            QCOMPARE(spy.at(0).at(0).toInt(), selected);
        }
    }
};

QTEST_MAIN(TestEvalGraph)
#include "tst_evalgraph.moc"
