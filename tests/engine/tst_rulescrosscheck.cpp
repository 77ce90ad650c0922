// Thousands of random games on random board specs: after every move the
// bitboard verdict must equal a plain scan of a char grid, the method of the
// generalized C++ console game in the seeds.
#include "engine/position.h"

#include <QRandomGenerator>
#include <QTest>

#include <vector>

using namespace c4;

namespace {

// The seeds' way: a char grid and a walk in four directions.
class CharGrid {
public:
    explicit CharGrid(const BoardSpec& spec)
        : spec_(spec), cells_(static_cast<size_t>(spec.width * spec.height), '.')
    {
    }

    bool canPlay(int c) const { return at(c, spec_.height - 1) == '.'; }

    // Drops a piece and returns whether it makes a line.
    bool drop(int c, char piece)
    {
        int r = 0;
        while (at(c, r) != '.')
            ++r;
        cells_[static_cast<size_t>(r * spec_.width + c)] = piece;
        static constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (const auto& d : kDirections) {
            int run = 1;
            for (int sign : {-1, 1})
                for (int k = 1; inside(c + sign * k * d[0], r + sign * k * d[1])
                                && at(c + sign * k * d[0], r + sign * k * d[1]) == piece;
                     ++k)
                    ++run;
            if (run >= spec_.connect)
                return true;
        }
        return false;
    }

    char at(int c, int r) const { return cells_[static_cast<size_t>(r * spec_.width + c)]; }

private:
    bool inside(int c, int r) const { return c >= 0 && c < spec_.width && r >= 0 && r < spec_.height; }

    BoardSpec spec_;
    std::vector<char> cells_;
};

BoardSpec randomSpec(QRandomGenerator& rng)
{
    // Mostly small boards (where games end in wins) plus the extremes.
    switch (rng.bounded(4)) {
    case 0:
        return {rng.bounded(1, 9), rng.bounded(1, 9), rng.bounded(1, 6)};
    case 1:
        return {rng.bounded(1, 41), rng.bounded(1, 41), rng.bounded(1, 8)};
    case 2:
        return {rng.bounded(1, 41), rng.bounded(1, 41), rng.bounded(1, 41)};
    default:
        return BoardSpec::standard();
    }
}

}  // namespace

class TestRulesCrossCheck : public QObject {
    Q_OBJECT
private slots:
    void bitboardsAgreeWithACharGrid()
    {
        QRandomGenerator rng(20261121);
        int games = 0;
        int wins = 0;
        for (; games < 3000; ++games) {
            const BoardSpec spec = randomSpec(rng);
            Position p(spec);
            CharGrid grid(spec);
            while (!p.isOver()) {
                int c = 0;
                do
                    c = rng.bounded(spec.width);
                while (!grid.canPlay(c));
                QVERIFY(p.canPlay(c));
                const bool predicted = p.isWinningMove(c);
                const bool gridWin = grid.drop(c, p.sideToMove() == Player::First ? 'x' : 'o');
                p.play(c);
                if (predicted != gridWin || p.lastMoveWon() != gridWin)
                    QFAIL(qPrintable(QStringLiteral("spec %1, moves %2: grid says win=%3")
                                         .arg(QString::fromStdString(spec.toString()))
                                         .arg(p.movesPlayed())
                                         .arg(gridWin)));
                for (int col = 0; col < spec.width; ++col)
                    QCOMPARE(p.canPlay(col), !p.isOver() && grid.canPlay(col));
                wins += gridWin;
            }
            for (int col = 0; col < spec.width; ++col)
                for (int r = 0; r < spec.height; ++r) {
                    const char expected = grid.at(col, r);
                    const Player owner = p.cell(col, r);
                    QCOMPARE(owner == Player::First ? 'x' : owner == Player::Second ? 'o' : '.', expected);
                }
        }
        // The sample must exercise both outcomes.
        QVERIFY(wins > games / 4);
        QVERIFY(wins < games);
    }
};

QTEST_APPLESS_MAIN(TestRulesCrossCheck)
#include "tst_rulescrosscheck.moc"
