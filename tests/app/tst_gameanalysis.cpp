#include "app/engine.h"
#include "app/game.h"
#include "app/gameanalysis.h"
#include "app/metatypes.h"

#include <QSignalSpy>
#include <QTest>

using namespace c4;

namespace {

// A line on a board too big for a short search to prove anything, whose
// second move carries an exact score (as a computer's note would).
GameRecord bigBoardLineWithAnExactNote()
{
    GameRecord record;
    record.spec.width = 12;
    record.spec.height = 10;
    record.spec.connect = 5;
    for (int column : {5, 6, 5, 6})
        record.moves.push_back({column, {}});
    record.moves[1].note.score = Score::exact(0);
    return record;
}

}  // namespace

class TestGameAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerMetaTypes(); }

    void computerNotesAreTheFirstEvaluations()
    {
        Game game;
        GameAnalysis analysis(&game);
        QVERIFY(game.loadRecord(bigBoardLineWithAnExactNote()));
        QCOMPARE(analysis.moveScore(2), std::optional<Score>(Score::exact(0)));
        QCOMPARE(analysis.positionScore(2), std::optional<Score>(Score::exact(0)));
        QVERIFY(!analysis.positionScore(3));
    }

    // A proved draw in one column says nothing exact about the position
    // while another column is only estimated: that one may still win.
    void aPartlyProvedAnalysisGivesThePositionNoExactValue()
    {
        const BoardSpec spec = BoardSpec::standard();
        Analysis analysis;
        analysis.columns.resize(size_t(spec.width));
        for (int c = 0; c < spec.width; ++c) {
            analysis.columns[size_t(c)].column = c;
            analysis.columns[size_t(c)].playable = c < 2;
        }
        analysis.columns[0].score = Score::exact(0);
        analysis.columns[1].score = Score::estimate(-30);
        analysis.bestColumn = 0;
        analysis.best = Score::exact(0);
        QVERIFY(!GameAnalysis::positionValue(analysis));

        // Estimates alone, or every column proved: the best column's score.
        analysis.columns[0].score = Score::estimate(20);
        analysis.best = Score::estimate(20);
        QCOMPARE(GameAnalysis::positionValue(analysis), std::optional<Score>(Score::estimate(20)));
        analysis.columns[0].score = Score::exact(0);
        analysis.columns[1].score = Score::exact(-3);
        analysis.best = Score::exact(0);
        analysis.complete = true;
        QCOMPARE(GameAnalysis::positionValue(analysis), std::optional<Score>(Score::exact(0)));

        // A proved win makes the position a win, whatever the other columns.
        analysis.complete = false;
        analysis.columns[1].score = Score::estimate(10);
        analysis.best = analysis.columns[0].score = Score::exact(5);
        QCOMPARE(GameAnalysis::positionValue(analysis), std::optional<Score>(Score::exact(5)));
    }

    // The bug of issue 14: "+2 win in 18" became "+0.56 estimate" after Review game.
    void reviewNeverReplacesAnExactScoreByAnEstimate()
    {
        Game game;
        game.setComputerMoveTime(200);
        GameAnalysis analysis(&game);
        QVERIFY(game.loadRecord(bigBoardLineWithAnExactNote()));
        QSignalSpy finished(&analysis, &GameAnalysis::reviewFinished);
        analysis.startReview();
        QVERIFY(analysis.isReviewing());
        QVERIFY(finished.wait(30000));
        QVERIFY(!analysis.isReviewing());
        QCOMPARE(analysis.positionScore(2), std::optional<Score>(Score::exact(0)));
        QCOMPARE(analysis.moveScore(2), std::optional<Score>(Score::exact(0)));
        // The others got the review's estimates.
        for (int ply : {0, 1, 3, 4})
            QVERIFY2(analysis.positionScore(ply).has_value(), qPrintable(QString::number(ply)));
        QVERIFY(!analysis.positionScore(3)->isExact());
    }

    // A proven move is a proven position for the opponent: the review's
    // judgement (made from position scores) must not rest on an estimate
    // of a position whose move the book or the solver proved. In 1212121
    // the book proves every column of 1212, but 12121 is past its end.
    void anExactMoveScoreSettlesThePositionItLeadsTo()
    {
        Game game;
        game.setComputerMoveTime(200);
        GameAnalysis analysis(&game);
        GameRecord record = GameRecord::fromPosition(Position());
        for (const int column : {0, 1, 0, 1, 0, 1, 0})
            record.moves.push_back({column, {}});
        record.result = {GameResult::Kind::Connect, Player::First};
        QVERIFY(game.loadRecord(record));
        QSignalSpy finished(&analysis, &GameAnalysis::reviewFinished);
        analysis.startReview();
        // About a second alone; generous, as on a machine running several
        // suites and builds at once it once took over 30 s.
        QVERIFY(finished.wait(120'000));
        for (int ply = 1; ply <= 7; ++ply) {
            const auto move = analysis.moveScore(ply);
            QVERIFY2(move && move->isExact(), qPrintable(QString::number(ply)));
            QCOMPARE(analysis.positionScore(ply), std::optional<Score>(flipped(*move)));
            const MoveReview reviewed = analysis.review()[size_t(ply - 1)];  // review() returns a copy
            QCOMPARE(reviewed.after, move);
        }
    }

    void aNewLineKeepsTheScoresOfTheCommonStart()
    {
        Game game;
        GameAnalysis analysis(&game);
        for (int column : {3, 3, 4})
            QVERIFY(game.play(column));
        analysis.addPositionScore(1, Score::exact(-1));
        analysis.addPositionScore(3, Score::exact(2));
        game.goToMove(2);
        QVERIFY(game.play(5));  // another third move: the line after move 2 is new
        QCOMPARE(analysis.positionScore(1), std::optional(Score::exact(-1)));
        QVERIFY(!analysis.positionScore(3));
    }

    void analysingScoresTheShownPosition()
    {
        Game game;
        GameAnalysis analysis(&game);
        QSignalSpy updates(&analysis, &GameAnalysis::analysisUpdated);
        analysis.setAnalysing(true);
        QVERIFY(updates.wait(10000));
        QVERIFY(analysis.currentAnalysis().has_value());
        QVERIFY(analysis.positionScore(0).has_value());
        analysis.setAnalysing(false);
        QVERIFY(!analysis.currentAnalysis());
        QVERIFY(!analysis.isSearching());
    }
};

QTEST_GUILESS_MAIN(TestGameAnalysis)
#include "tst_gameanalysis.moc"
