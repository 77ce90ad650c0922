#include "engine/notation.h"
#include "ui/boardview.h"

#include <QSignalSpy>
#include <QTest>

#include <climits>
#include <set>

using namespace c4;

namespace {

Position positionOf(const char* moves, BoardSpec spec = BoardSpec::standard())
{
    NotationError error;
    const auto position = parsePosition(moves, spec, &error);
    if (!position)
        qFatal("bad test position '%s': %s", moves, error.message().c_str());
    return *position;
}

// A view on screen with animations off, so input is never blocked by one.
struct ShownView {
    BoardView view;
    explicit ShownView(const Position& position = Position(), QSize size = {700, 600})
    {
        view.setAnimationDuration(0);
        view.setPosition(position);
        view.resize(size);
        view.show();
    }
};

Analysis analysisFor(const Position& position, int best)
{
    Analysis a;
    for (int c = 0; c < position.width(); ++c) {
        ColumnAnalysis column;
        column.column = c;
        column.playable = position.canPlay(c);
        column.score = c == best ? Score::exact(3) : Score::exact(-2);
        a.columns.push_back(column);
    }
    a.bestColumn = best;
    a.best = Score::exact(3);
    return a;
}

}  // namespace

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    void clickDropsInTheColumnUnderTheMouse_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("column");
        QTest::addRow("7x6 first column") << "7x6x4" << 0;
        QTest::addRow("7x6 middle column") << "7x6x4" << 3;
        QTest::addRow("7x6 last column") << "7x6x4" << 6;
        QTest::addRow("1x1 only column") << "1x1x1" << 0;
        QTest::addRow("40x40 last column") << "40x40x4" << 39;
        QTest::addRow("12x10 connect 5") << "12x10x5" << 8;
    }
    void clickDropsInTheColumnUnderTheMouse()
    {
        QFETCH(QString, spec);
        QFETCH(int, column);
        const BoardSpec board = *BoardSpec::parse(spec.toStdString(), nullptr);
        ShownView shown{Position(board)};
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        const QPointF centre = shown.view.cellCentre(column, 0);
        QTest::mouseClick(&shown.view, Qt::LeftButton, {}, centre.toPoint());
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), column);
        QCOMPARE(shown.view.columnAt(shown.view.cellCentre(column, board.height - 1).toPoint()), column);
    }

    void clickBesideTheBoardChoosesNothing()
    {
        ShownView shown;
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::mouseClick(&shown.view, Qt::LeftButton, {}, QPoint(2, 300));
        QCOMPARE(chosen.size(), 0);
    }

    void keysDropInTheChosenColumn_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("column");
        QTest::addRow("digit 5 drops in column 5") << QList<int>{Qt::Key_5} << 4;
        QTest::addRow("digit 1 drops in column 1") << QList<int>{Qt::Key_1} << 0;
        QTest::addRow("right, right then enter") << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Return} << 5;
        QTest::addRow("left then space") << QList<int>{Qt::Key_Left, Qt::Key_Space} << 2;
        QTest::addRow("left stops at the edge")
            << QList<int>{Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Down} << 0;
        QTest::addRow("end then down") << QList<int>{Qt::Key_End, Qt::Key_Down} << 6;
    }
    void keysDropInTheChosenColumn()
    {
        QFETCH(QList<int>, keys);
        QFETCH(int, column);
        ShownView shown;
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        for (int key : keys)
            QTest::keyClick(&shown.view, Qt::Key(key));
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), column);
    }

    // Issue 15: number keys reached only columns 1-9.
    void twoDigitsReachEveryColumnOfAWideBoard_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("column");
        QTest::addRow("40x40: 1 then 2 is column 12") << "40x40x4" << QList<int>{Qt::Key_1, Qt::Key_2} << 11;
        QTest::addRow("40x40: 4 then 0 is column 40") << "40x40x4" << QList<int>{Qt::Key_4, Qt::Key_0} << 39;
        QTest::addRow("40x40: 7 plays at once") << "40x40x4" << QList<int>{Qt::Key_7} << 6;
        QTest::addRow("12x10: 1 then enter is column 1") << "12x10x5" << QList<int>{Qt::Key_1, Qt::Key_Return} << 0;
        QTest::addRow("12x10: 2 plays at once") << "12x10x5" << QList<int>{Qt::Key_2} << 1;
        QTest::addRow("12x10: 1 then 1 is column 11") << "12x10x5" << QList<int>{Qt::Key_1, Qt::Key_1} << 10;
    }
    void twoDigitsReachEveryColumnOfAWideBoard()
    {
        QFETCH(QString, spec);
        QFETCH(QList<int>, keys);
        QFETCH(int, column);
        ShownView shown{Position(*BoardSpec::parse(spec.toStdString(), nullptr))};
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        for (int key : keys)
            QTest::keyClick(&shown.view, Qt::Key(key));
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), column);
    }

    void aFirstDigitWaitsForTheSecond()
    {
        ShownView shown{Position(BoardSpec{40, 40, 4})};
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::keyClick(&shown.view, Qt::Key_3);
        QCOMPARE(chosen.size(), 0);
        QCOMPARE(shown.view.cursorColumn(), 2);  // shown where it would drop
        QVERIFY(chosen.wait(5000));              // and dropped when no second digit comes
        QCOMPARE(chosen.at(0).at(0).toInt(), 2);
    }

    // A first digit waiting for its second is forgotten once the column is
    // chosen otherwise: a click, the arrows, or a new position.
    void aPendingDigitIsForgottenWhenTheColumnIsChosenOtherwise()
    {
        ShownView shown{Position(BoardSpec{12, 6, 4})};
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::keyClick(&shown.view, Qt::Key_1);
        QTest::keyClick(&shown.view, Qt::Key_Right);  // cursor on column 2
        QVERIFY(!chosen.wait(1500));                  // the digit's 700 ms pass without a move
        QTest::keyClick(&shown.view, Qt::Key_Return);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 1);
        QTest::keyClick(&shown.view, Qt::Key_1);
        shown.view.setPosition(positionOf("5", BoardSpec{12, 6, 4}));
        QVERIFY(!chosen.wait(1500));  // the digit's 700 ms pass without a move
        QCOMPARE(chosen.size(), 1);
        // Typed before a pause, it does not play when the game resumes.
        QTest::keyClick(&shown.view, Qt::Key_1);
        shown.view.setInputEnabled(false);
        shown.view.setInputEnabled(true);
        QVERIFY(!chosen.wait(1500));
        QCOMPARE(chosen.size(), 1);
    }

    // A screen reader hears whose turn it is, the last move and the column
    // under the cursor, bottom up.
    void theDescriptionTellsTheBoard()
    {
        ShownView shown{positionOf("4453")};
        shown.view.setPlayerNames(QStringLiteral("Ann"), QStringLiteral("Bob"));
        QCOMPARE(shown.view.accessibleDescription(), QStringLiteral("Ann (Yellow) to move; last move: Red in column 3"));
        QTest::keyClick(&shown.view, Qt::Key_4);  // Ann drops in column 4
        shown.view.setPosition(positionOf("44534"));
        QCOMPARE(shown.view.accessibleDescription(),
                 QStringLiteral("Bob (Red) to move; last move: Yellow in column 4; "
                                "column 4 from the bottom: Yellow, Red, Yellow (3 of 6 filled)"));
        QTest::keyClick(&shown.view, Qt::Key_Right);
        QVERIFY(shown.view.accessibleDescription().endsWith(QStringLiteral("column 5 from the bottom: Yellow (1 of 6 filled)")));
        shown.view.setMessage(QStringLiteral("Yellow wins"));
        QVERIFY(shown.view.accessibleDescription().startsWith(QStringLiteral("Yellow wins; last move")));
    }

    // Issue 15: on 40x40 the chips' text was about 4 px high.
    void unreadableChipsGiveWayToAScoreLine()
    {
        const Position big(BoardSpec{40, 40, 4});
        ShownView shown{big};
        shown.view.setAnalysis(analysisFor(big, 19));
        QVERIFY(!shown.view.chipsReadable());
        QCOMPARE(shown.view.scoreLine(), QStringLiteral("Column 20: +3 win in 798 (best)"));
        QTest::mouseMove(&shown.view, shown.view.cellCentre(4, 10).toPoint());
        QVERIFY2(shown.view.scoreLine().startsWith(QStringLiteral("Column 5: ")), qPrintable(shown.view.scoreLine()));

        const Position standard;
        ShownView small{standard};
        small.view.setAnalysis(analysisFor(standard, 3));
        QVERIFY(small.view.chipsReadable());
    }

    void digitBeyondTheBoardDoesNothing()
    {
        ShownView shown{Position(BoardSpec{5, 4, 3})};
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::keyClick(&shown.view, Qt::Key_8);
        QCOMPARE(chosen.size(), 0);
    }

    void heldKeyPlaysOnlyOnce()
    {
        ShownView shown;
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::keyPress(&shown.view, Qt::Key_4);
        // The auto-repeat of a held key, then the same key pressed again
        // before any release (platforms that do not flag repeats).
        QKeyEvent repeat(QEvent::KeyPress, Qt::Key_4, Qt::NoModifier, QStringLiteral("4"), true);
        QCoreApplication::sendEvent(&shown.view, &repeat);
        QTest::keyPress(&shown.view, Qt::Key_4);
        QCOMPARE(chosen.size(), 1);
        QTest::keyRelease(&shown.view, Qt::Key_4);
        QTest::keyClick(&shown.view, Qt::Key_4);
        QCOMPARE(chosen.size(), 2);
    }

    void doubleClickPlaysOnlyOnce()
    {
        ShownView shown;
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        const QPoint p = shown.view.cellCentre(2, 0).toPoint();
        QTest::mouseClick(&shown.view, Qt::LeftButton, {}, p);
        QTest::mouseDClick(&shown.view, Qt::LeftButton, {}, p);
        QTest::mouseRelease(&shown.view, Qt::LeftButton, {}, p);
        QCOMPARE(chosen.size(), 1);
    }

    void inputIsIgnoredOnTheComputersTurn()
    {
        ShownView shown;
        shown.view.setInputEnabled(false);
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::mouseClick(&shown.view, Qt::LeftButton, {}, shown.view.cellCentre(3, 0).toPoint());
        QTest::keyClick(&shown.view, Qt::Key_3);
        QCOMPARE(chosen.size(), 0);
        shown.view.setInputEnabled(true);
        QTest::keyClick(&shown.view, Qt::Key_3);
        QCOMPARE(chosen.size(), 1);
    }

    // A key or click while a stone falls was ignored, so quick moves were
    // lost without a word: it lands the stone at once and plays.
    void aMoveWhileAPieceFallsLandsItAndPlays()
    {
        ShownView shown;
        QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
        shown.view.setAnimationDuration(1000);
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QSignalSpy landed(&shown.view, &BoardView::animationFinished);
        shown.view.setPosition(positionOf("4"));
        QVERIFY(shown.view.isAnimating());
        QTest::keyClick(&shown.view, Qt::Key_5);
        QCOMPARE(landed.size(), 1);
        QVERIFY(!shown.view.isAnimating());
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 4);
        shown.view.setPosition(positionOf("45"));
        QVERIFY(shown.view.isAnimating());
        QTest::mouseClick(&shown.view, Qt::LeftButton, {}, shown.view.cellCentre(2, 0).toPoint());
        QCOMPARE(chosen.size(), 2);
        QCOMPARE(chosen.at(1).at(0).toInt(), 2);
        // Not on the computer's turn: input stays off while its stone falls.
        shown.view.setInputEnabled(false);
        shown.view.setPosition(positionOf("453"));
        QTest::keyClick(&shown.view, Qt::Key_1);
        QCOMPARE(chosen.size(), 2);
    }

    // On a crowded board the row above it was one cell (8 px) for a
    // message pill 22 px high, and the numbers' band 3 px for 7 px digits:
    // both were cut in half. They get the pixels they need.
    void aCrowdedBoardLeavesRoomForTheMessageAndTheNumbers()
    {
        ShownView shown{Position(BoardSpec{40, 40, 4}), {1000, 400}};
        QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
        const BoardView& view = shown.view;
        const double cell = view.cellCentre(1, 0).x() - view.cellCentre(0, 0).x();
        QVERIFY2(cell < 10, qPrintable(QString::number(cell)));
        const double boardTop = view.cellCentre(0, 39).y() - cell / 2 - 0.14 * cell;
        const double boardBottom = view.cellCentre(0, 0).y() + cell / 2 + 0.14 * cell;
        QVERIFY2(boardTop >= 26 - 0.5, qPrintable(QString::number(boardTop)));  // a pill of 11 px text
        QFont digits = view.font();
        digits.setPixelSize(7);
        QVERIFY2(view.height() - boardBottom >= QFontMetricsF(digits).height(),
                 qPrintable(QString::number(view.height() - boardBottom)));
    }

    void aJumpToAnotherPositionDoesNotAnimate()
    {
        ShownView shown{positionOf("44")};
        QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
        shown.view.setAnimationDuration(150);
        shown.view.setPosition(positionOf("4"));  // an undo
        QVERIFY(!shown.view.isAnimating());
        shown.view.setPosition(positionOf("4455"));  // two moves at once
        QVERIFY(!shown.view.isAnimating());
    }

    void fullColumnAndFinishedGameAreNotChosen()
    {
        ShownView shown{positionOf("444444")};
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::keyClick(&shown.view, Qt::Key_4);
        QCOMPARE(chosen.size(), 0);
        shown.view.setPosition(positionOf("1212121"));  // first player won
        QTest::keyClick(&shown.view, Qt::Key_5);
        QCOMPARE(chosen.size(), 0);
    }

    void analysisIsDroppedWhenThePositionChanges()
    {
        ShownView shown{positionOf("44")};
        shown.view.setAnalysis(analysisFor(shown.view.position(), 3));
        QVERIFY(shown.view.hasAnalysis());
        shown.view.setPosition(positionOf("44"));  // the same position keeps it
        QVERIFY(shown.view.hasAnalysis());
        shown.view.setPosition(positionOf("445"));
        QVERIFY(!shown.view.hasAnalysis());
    }

    void analysisOfAnotherBoardIsRefused()
    {
        ShownView shown;
        shown.view.setAnalysis(analysisFor(Position(BoardSpec{9, 7, 4}), 3));
        QVERIFY(!shown.view.hasAnalysis());
    }

    void followsADarkPalette()
    {
        BoardView view;
        view.setPalette(Theme::lightPalette());
        QVERIFY(!view.theme().dark);
        view.setPalette(Theme::darkPalette());
        QVERIFY(view.theme().dark);
        QCOMPARE(view.theme().background, Theme::darkPalette().color(QPalette::Window));
    }

    void hintMarksAPlayableColumnAndGoesWithTheNextMove()
    {
        ShownView shown{positionOf("444444")};
        shown.view.showHint(3);  // full: no hint
        QCOMPARE(shown.view.hintColumn(), -1);
        shown.view.showHint(2);
        QCOMPARE(shown.view.hintColumn(), 2);
        QCOMPARE(shown.view.cursorColumn(), 2);
        QSignalSpy chosen(&shown.view, &BoardView::columnChosen);
        QTest::keyClick(&shown.view, Qt::Key_Return);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 2);
        shown.view.setPosition(positionOf("4444443"));
        QCOMPARE(shown.view.hintColumn(), -1);
    }

    void paintsEveryBoardSizeWithScores_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("moves");
        QTest::addRow("1x1") << "1x1x1" << "";
        QTest::addRow("7x6 won on a diagonal") << "7x6x4" << "12233434464";
        QTest::addRow("12x10 connect 5") << "12x10x5" << "6 7 6 7";
        QTest::addRow("40x40") << "40x40x4" << "1 40 20";
        QTest::addRow("40x1") << "40x1x3" << "1 2 3";
    }
    // The picture itself: each stone shows its player's colour, an empty
    // cell the hole's, the winning line is not mistaken for stones, and the
    // best column's score chip is filled with the winning colour while a
    // losing one is not. Pixels are judged by the nearest theme colour
    // (stones have a gradient and a rim), a little off the centre where the
    // second player's marker sits.
    void paintsEveryBoardSizeWithScores()
    {
        QFETCH(QString, spec);
        QFETCH(QString, moves);
        const BoardSpec board = *BoardSpec::parse(spec.toStdString(), nullptr);
        ShownView shown{positionOf(moves.toLatin1().constData(), board), QSize(900, 700)};
        const Position& position = shown.view.position();
        const bool scored = !position.isOver();
        int best = 0;
        while (best < board.width && !position.canPlay(best))
            ++best;
        if (scored)
            shown.view.setAnalysis(analysisFor(position, best));
        const QImage image = shown.view.grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(shown.view.rect().contains(shown.view.cellCentre(0, 0).toPoint()));
        QVERIFY(shown.view.rect().contains(shown.view.cellCentre(board.width - 1, board.height - 1).toPoint()));
        QVERIFY(shown.view.rect().contains(shown.view.scoreChipCentre(board.width - 1).toPoint()));

        const Theme& theme = shown.view.theme();
        const qreal ratio = image.devicePixelRatio();
        const double pitch = board.width > 1    ? shown.view.cellCentre(1, 0).x() - shown.view.cellCentre(0, 0).x()
                             : board.height > 1 ? shown.view.cellCentre(0, 0).y() - shown.view.cellCentre(0, 1).y()
                                                : 40.0;
        QVERIFY(pitch > 4);
        // Which of some theme colours is nearest to the pixel at a point
        // (widget coordinates).
        using Colours = QList<QPair<QString, QColor>>;
        const Colours cellColours{
            {"first", theme.first}, {"second", theme.second}, {"hole", theme.hole}, {"board", theme.board}};
        const Colours chipColours{{"win", theme.win},       {"loss", theme.loss}, {"neutral", theme.neutral},
                                  {"text", theme.text},     {"white", Qt::white}, {"background", theme.background}};
        const auto colourAt = [&](QPointF point, const Colours& colours) {
            const QColor pixel = image.pixelColor((point * ratio).toPoint());
            QString best;
            int bestDistance = INT_MAX;
            for (const auto& [name, colour] : colours) {
                const int d = (pixel.red() - colour.red()) * (pixel.red() - colour.red())
                    + (pixel.green() - colour.green()) * (pixel.green() - colour.green())
                    + (pixel.blue() - colour.blue()) * (pixel.blue() - colour.blue());
                if (d < bestDistance) {
                    bestDistance = d;
                    best = name;
                }
            }
            return best;
        };
        std::set<std::pair<int, int>> winning;
        if (position.lastMoveWon())
            for (const Cell& cell : position.winningLine())
                winning.insert({cell.column, cell.row});
        for (int c = 0; c < board.width; ++c) {
            for (int r = 0; r < board.height; ++r) {
                if (winning.count({c, r}))
                    continue;
                const Player owner = position.cell(c, r);
                const QString expected = owner == Player::First ? "first" : owner == Player::Second ? "second" : "hole";
                // Off the centre, clear of the marker and of the last move's ring.
                const QPointF at = shown.view.cellCentre(c, r) + QPointF(pitch * 0.12, pitch * 0.12);
                const QString seen = colourAt(at, cellColours);
                QVERIFY2(seen == expected,
                         qPrintable(QStringLiteral("cell %1,%2: %3, expected %4").arg(c + 1).arg(r + 1).arg(seen, expected)));
            }
        }
        // Score chips: the best column (the first playable one) is filled
        // with the winning colour, a losing column shows none of it; no
        // chips on a finished game.
        const auto winShare = [&](int column) {
            const QPointF centre = shown.view.scoreChipCentre(column);
            int win = 0, all = 0;
            for (double dx = -0.3; dx <= 0.3; dx += 0.1)
                for (double dy = -0.15; dy <= 0.15; dy += 0.05, ++all)
                    win += colourAt(centre + QPointF(dx * pitch, dy * pitch), chipColours) == QLatin1String("win") ? 1 : 0;
            return double(win) / all;
        };
        if (scored && !shown.view.chipsReadable()) {
            // Chips too small to read give way to one line of text under
            // the board: no chip is painted, and the line names the best column.
            for (int c = 0; c < board.width; ++c)
                QCOMPARE(winShare(c), 0.0);
            QVERIFY2(shown.view.scoreLine().contains(QString::number(best + 1)), qPrintable(shown.view.scoreLine()));
        } else if (scored) {
            QVERIFY2(winShare(best) > 0.5, qPrintable(QString::number(winShare(best))));
            if (board.width - 1 != best)
                QCOMPARE(winShare(board.width - 1), 0.0);
        } else {
            for (int c = 0; c < board.width; ++c)
                QCOMPARE(winShare(c), 0.0);
        }
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
