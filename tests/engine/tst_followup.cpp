// FollowUp's proofs that the side to move cannot win, or loses: worked
// cases (a column of alternating stones, a baseinverse pair, a first
// player who wins by a frozen threat, a board the first player wins),
// never wrong on random positions of many boards (brute force on small
// boards, the solver on 7x6), and a strategy that lasts: after every move
// of the side to move, the other side has an answer proved the same again.
#include "bruteforce.h"
#include "quietplay.h"
#include "engine/followup.h"
#include "engine/notation.h"
#include "engine/solver.h"

#include <QTest>

#include <random>
#include <unordered_map>

Q_DECLARE_METATYPE(c4::BoardSpec)

using namespace c4;

namespace {

Position positionOf(const char* moves, const BoardSpec& spec)
{
    const std::optional<Position> p = parsePosition(moves, spec);
    if (!p)
        qFatal("bad test position %s", moves);
    return *p;
}

// The exact score for the side to move: brute force on boards of up to 25
// cells, the solver on larger ones (all of them fit one word).
int exactScore(const Position& p, Solver& solver)
{
    return p.visit([&](const auto& b) {
        if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>) {
            if (p.spec().cells() > 25)
                return *solver.solve(b);
        }
        std::unordered_map<uint64_t, int> memo;
        return testing::BruteForceBoard(b).solve(memo);
    });
}

// A position after a random number of random moves that do not win at once.
std::optional<Position> randomPosition(const BoardSpec& spec, std::mt19937_64& rng)
{
    Position p(spec);
    const int plies = std::uniform_int_distribution<int>(0, spec.cells() - 1)(rng);
    if (!testing::playQuietlyUntil(p, plies, rng))
        return std::nullopt;
    return p;
}

}  // namespace

class TestFollowUp : public QObject {
    Q_OBJECT

private slots:
    void workedCases_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<bool>("proved");
        QTest::addColumn<bool>("wins");
        // One column: the follow-up puts every second stone on top.
        QTest::addRow("1x4 connect 3, empty") << BoardSpec{1, 4, 3} << "" << true << false;
        // Two odd columns: the second player takes whichever base is left.
        QTest::addRow("2x1 connect 2, empty: baseinverse") << BoardSpec{2, 1, 2} << "" << true << false;
        // Three odd columns cannot pair up: the first player wins there.
        QTest::addRow("3x1 connect 2, empty") << BoardSpec{3, 1, 2} << "" << false << false;
        // The second player to move with an odd number of empty cells: the
        // first holds only by freezing a column under its threat.
        QTest::addRow("4x4 connect 3, first holds by a threat") << BoardSpec{4, 4, 3} << "31322" << true << true;
        QTest::addRow("7x6, first holds by a threat") << BoardSpec::standard() << "16455416675222427" << true << true;
        // The first player wins 7x6, so the second cannot hold from the start.
        QTest::addRow("7x6, empty") << BoardSpec::standard() << "" << false << false;
        QTest::addRow("game over") << BoardSpec{4, 4, 3} << "11223" << false << false;
    }
    void workedCases()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(QString, moves);
        QFETCH(bool, proved);
        QFETCH(bool, wins);
        const Position p = positionOf(moves.toLatin1().constData(), spec);
        QCOMPARE(FollowUp::opponentCannotWin(p), proved);
        QCOMPARE(FollowUp::playerWhoMovedWins(p), wins);
        if (proved) {
            Solver solver(size_t{16} << 20);
            const int score = exactScore(p, solver);
            QVERIFY(score <= 0);
            if (wins)
                QVERIFY(score < 0);
        }
    }

    void neverWrongOnRandomPositions_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addColumn<int>("positions");
        QTest::addRow("3x3 connect 3") << BoardSpec{3, 3, 3} << 1000;
        QTest::addRow("4x4 connect 3") << BoardSpec{4, 4, 3} << 4000;
        QTest::addRow("5x4") << BoardSpec{5, 4, 4} << 1000;
        QTest::addRow("4x5 connect 3") << BoardSpec{4, 5, 3} << 4000;
        QTest::addRow("5x5") << BoardSpec{5, 5, 4} << 1000;
        QTest::addRow("7x4") << BoardSpec{7, 4, 4} << 1000;
        QTest::addRow("7x6") << BoardSpec::standard() << 1000;
    }
    // Every proof is right (a draw at least, or a win, for the player who
    // has just moved), and each board has both kinds (a prover that proves
    // nothing would pass the first check alone).
    void neverWrongOnRandomPositions()
    {
        QFETCH(BoardSpec, spec);
        QFETCH(int, positions);
        std::mt19937_64 rng(20261202);
        Solver solver(size_t{64} << 20);
        int proofs = 0, winProofs = 0;
        for (int i = 0; i < positions; ++i) {
            const std::optional<Position> p = randomPosition(spec, rng);
            if (!p || p->isOver())
                continue;
            const bool proved = FollowUp::opponentCannotWin(*p);
            const bool wins = FollowUp::playerWhoMovedWins(*p);
            QVERIFY(proved || !wins);
            if (!proved)
                continue;
            ++proofs;
            winProofs += wins;
            const int score = exactScore(*p, solver);
            if (score > 0 || (wins && score == 0))
                QFAIL(qPrintable(QStringLiteral("proved %1, yet the side to move scores %2: %3")
                                     .arg(wins ? "a win" : "a draw")
                                     .arg(score)
                                     .arg(QString::fromStdString(toMoveString(*p)))));
        }
        QVERIFY2(winProofs > 0 && winProofs < proofs, "no win proved, or no draw");
    }

    void lastsThroughEveryAnswer_data()
    {
        QTest::addColumn<BoardSpec>("spec");
        QTest::addRow("4x4 connect 3") << BoardSpec{4, 4, 3};
        QTest::addRow("7x6") << BoardSpec::standard();
        QTest::addRow("9x7") << BoardSpec{9, 7, 4};
        QTest::addRow("12x10 connect 5") << BoardSpec{12, 10, 5};
    }
    // The chooser relies on this (movechooser.cpp): whatever the side to
    // move plays, the prover finds the same proof (a draw, or a win) again
    // after some answer, unless the answer wins at once or fills the board
    // (a draw; never after a proved win).
    void lastsThroughEveryAnswer()
    {
        QFETCH(BoardSpec, spec);
        std::mt19937_64 rng(20261203);
        int proofs = 0;
        for (int i = 0; i < 3000 && proofs < 60; ++i) {
            const std::optional<Position> p = randomPosition(spec, rng);
            if (!p || p->isOver() || !FollowUp::opponentCannotWin(*p))
                continue;
            ++proofs;
            const bool wins = FollowUp::playerWhoMovedWins(*p);
            for (int move = 0; move < spec.width; ++move) {
                if (!p->canPlay(move))
                    continue;
                Position afterMove = *p;
                afterMove.play(move);
                QVERIFY(!afterMove.isOver() || afterMove.winner() == Player::None);
                QVERIFY(!afterMove.isOver() || !wins);
                if (afterMove.isOver())
                    continue;
                bool answered = false;
                for (int answer = 0; answer < spec.width && !answered; ++answer) {
                    if (!afterMove.canPlay(answer))
                        continue;
                    Position afterAnswer = afterMove;
                    afterAnswer.play(answer);
                    answered = afterAnswer.winner() != Player::None
                        || (!wins && (afterAnswer.isOver() || FollowUp::opponentCannotWin(afterAnswer)))
                        || (wins && FollowUp::playerWhoMovedWins(afterAnswer));
                }
                if (!answered)
                    QFAIL(qPrintable(QStringLiteral("no answer keeps the proof of a %1 after %2 then %3")
                                         .arg(wins ? "win" : "draw")
                                         .arg(QString::fromStdString(toMoveString(*p)))
                                         .arg(move + 1)));
            }
        }
        QVERIFY2(proofs >= 10, "too few positions proved");
    }
};

QTEST_APPLESS_MAIN(TestFollowUp)
#include "tst_followup.moc"
