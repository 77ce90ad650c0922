#include "ui/scoretext.h"

#include <QLocale>
#include <QTest>

using namespace c4;

Q_DECLARE_METATYPE(c4::Score)

namespace {
const QString kMinus(QChar(0x2212));
}

class TestScoreText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void writesScoresForPeople_data()
    {
        QTest::addColumn<Score>("score");
        QTest::addColumn<int>("movesPlayed");
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("full");
        QTest::addColumn<QString>("compact");
        // 7x6: an exact score is 22 minus the winner's stones.
        QTest::addRow("fastest win on the empty board") << Score::exact(18) << 0 << "+18" << "+18 win in 4" << "W4";
        QTest::addRow("win in 5 after 10 moves") << Score::exact(12) << 10 << "+12" << "+12 win in 5" << "W5";
        QTest::addRow("loss, opponent's 12th stone after 9 moves")
            << Score::exact(-10) << 9 << kMinus + "10" << kMinus + "10 loss in 7" << "L7";
        QTest::addRow("draw") << Score::exact(0) << 20 << "0" << "draw" << "=";
        QTest::addRow("positive estimate") << Score::estimate(42) << 3 << "+0.42" << "+0.42 estimate" << "+0.4";
        QTest::addRow("negative estimate") << Score::estimate(-7) << 3 << kMinus + "0.07" << kMinus + "0.07 estimate"
                                           << kMinus + "0.1";
        QTest::addRow("level estimate has no sign") << Score::estimate(0) << 3 << "0.00" << "0.00 estimate" << "0.0";
        // Rounded to one decimal, a small estimate is level: no sign on "0.0".
        QTest::addRow("small negative estimate") << Score::estimate(-4) << 3 << kMinus + "0.04"
                                                 << kMinus + "0.04 estimate" << "0.0";
        QTest::addRow("small positive estimate") << Score::estimate(3) << 3 << "+0.03" << "+0.03 estimate" << "0.0";
    }
    void writesScoresForPeople()
    {
        QFETCH(Score, score);
        QFETCH(int, movesPlayed);
        QFETCH(QString, number);
        QFETCH(QString, full);
        QFETCH(QString, compact);
        const BoardSpec spec = BoardSpec::standard();
        QCOMPARE(ScoreText::number(score), number);
        QCOMPARE(ScoreText::full(score, spec, movesPlayed), full);
        QCOMPARE(ScoreText::compact(score, spec, movesPlayed), compact);
    }

    void explanationNamesTheWinner_data()
    {
        QTest::addColumn<Score>("score");
        QTest::addColumn<int>("movesPlayed");
        QTest::addColumn<QString>("text");
        QTest::addRow("first player to move and winning") << Score::exact(18) << 0 << "Yellow can force a win in 4 moves";
        QTest::addRow("second player to move and losing") << Score::exact(-17) << 1 << "Yellow can force a win in 4 moves";
        QTest::addRow("second player to move and winning") << Score::exact(18) << 1 << "Red can force a win in 4 moves";
        QTest::addRow("draw") << Score::exact(0) << 4 << "Draw with best play";
        // A finished game's last position (1212121: Yellow's fourth stone won).
        QTest::addRow("won game's last position") << Score::exact(-18) << 7 << "Yellow has won";
        QTest::addRow("full board") << Score::exact(0) << 42 << "The board is full: a draw";
        QTest::addRow("estimate for the opponent") << Score::estimate(-30) << 0
                                                   << "Red is better (+0.30, estimate, not proved)";
    }
    void explanationNamesTheWinner()
    {
        QFETCH(Score, score);
        QFETCH(int, movesPlayed);
        QFETCH(QString, text);
        QCOMPARE(ScoreText::explanation(score, BoardSpec::standard(), movesPlayed), text);
    }

    void provingBoundsAreWrittenForPeople()
    {
        const BoardSpec spec = BoardSpec::standard();
        // Empty board (0 moves): +18 is a win with the 4th stone, -1 a loss to the opponent's 21st.
        QCOMPARE(ScoreText::provingWords({3, 18}, spec, 0), QStringLiteral("win in at most 19"));
        QCOMPARE(ScoreText::provingWords({-18, -2}, spec, 0), QStringLiteral("loss in at most 20"));
        QCOMPARE(ScoreText::provingWords({0, 5}, spec, 0), QStringLiteral("at least a draw"));
        QCOMPARE(ScoreText::provingWords({-5, 0}, spec, 0), QStringLiteral("at most a draw"));
        QCOMPARE(ScoreText::provingWords({-5, 5}, spec, 0), QStringLiteral("proving…"));
    }

    void linesAreWrittenOneBased()
    {
        QCOMPARE(ScoreText::columns({3, 3, 2, 4}), QStringLiteral("4 4 3 5"));
        QCOMPARE(ScoreText::columns({}), QString());
        QCOMPARE(ScoreText::columns({9, 39}), QStringLiteral("10 40"));
    }

    void winsAndLossesHaveDistinctColours()
    {
        const QPalette palette;
        QVERIFY(scoreColor(Score::exact(3), palette).isValid());
        QVERIFY(scoreColor(Score::exact(-3), palette).isValid());
        QVERIFY(scoreColor(Score::exact(3), palette) != scoreColor(Score::exact(-3), palette));
        QVERIFY(!scoreColor(Score::exact(0), palette).isValid());
        QVERIFY(!scoreColor(Score::estimate(90), palette).isValid());
    }
};

QTEST_MAIN(TestScoreText)
#include "tst_scoretext.moc"
