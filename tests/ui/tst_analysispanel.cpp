#include "ui/analysispanel.h"

#include "app/game.h"
#include "app/gameanalysis.h"
#include "app/language.h"
#include "app/timesource.h"
#include "engine/notation.h"
#include "ui/elidingheader.h"
#include "tests/ui/layoutcheck.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace c4;
using c4::testing::pxIn;
using c4::testing::plainText;

namespace {

Position positionOf(const char* moves)
{
    NotationError error;
    auto position = parsePosition(moves, BoardSpec::standard(), &error);
    if (!position)
        qFatal("bad test position %s: %s", moves, error.message().c_str());
    return *position;
}

// The empty 7x6 board's exact column values (the solved game: the centre
// wins with the first player's last stone, the edges lose), with made-up
// lines: the panel only shows what it is given.
// Two people, Ann first.
GameSetup annAgainstBob(TimeControl timeControl = TimeControl::none())
{
    GameSetup setup;
    setup.players = {PlayerSetup::human("Ann"), PlayerSetup::human("Bob")};
    setup.firstPlayer = 0;
    setup.timeControl = timeControl;
    return setup;
}

Analysis emptyBoardAnalysis()
{
    const int values[7] = {-2, -1, 0, 1, 0, -1, -2};
    Analysis a;
    for (int c = 0; c < 7; ++c) {
        ColumnAnalysis column;
        column.column = c;
        column.playable = true;
        column.score = Score::exact(values[c]);
        column.principalVariation = {c, 3, 3, c};
        a.columns.push_back(column);
    }
    a.bestColumn = 3;
    a.best = Score::exact(1);
    a.depth = 42;
    a.nodes = 1'234'567;
    a.elapsed = std::chrono::milliseconds(1500);
    a.complete = true;
    return a;
}

// A live update of the empty board at depth 8: estimates, column 3 best.
Analysis depth8Estimates()
{
    Analysis shallow = emptyBoardAnalysis();
    for (ColumnAnalysis& column : shallow.columns)
        column.score = Score::estimate(column.column == 2 ? 30 : 5);
    shallow.complete = false;
    shallow.depth = 8;
    return shallow;
}

QStringList columnTexts(const AnalysisPanel& panel, int tableColumn)
{
    QStringList texts;
    for (int i = 0; i < panel.table()->topLevelItemCount(); ++i)
        texts << panel.table()->topLevelItem(i)->text(tableColumn);
    return texts;
}

// The label that names `box`: its buddy.
QLabel* labelOf(QWidget& parent, QWidget* box)
{
    for (QLabel* label : parent.findChildren<QLabel*>())
        if (label->buddy() == box)
            return label;
    return nullptr;
}

QLabel* labelShowing(QWidget& parent, const QString& text)
{
    for (QLabel* label : parent.findChildren<QLabel*>())
        if (label->text() == text)
            return label;
    return nullptr;
}

QPushButton* buttonNamed(QWidget& parent, const QString& text)
{
    for (auto* button : parent.findChildren<QPushButton*>())
        if (button->text().remove(QLatin1Char('&')) == text)
            return button;
    return nullptr;
}

// Shows the panel 230 px wide, narrower than its words, at `position`.
bool showNarrow(AnalysisPanel& panel, const Position& position)
{
    panel.resize(230, 400);
    panel.show();
    if (!QTest::qWaitForWindowExposed(&panel))
        return false;
    panel.setPosition(position);
    return true;
}

}  // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Numbers in the stats line are written in the default locale.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void showsEveryColumnBestFirstWithScoreWordsAndLine()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        QVERIFY(panel.setAnalysis(start, emptyBoardAnalysis()));

        // Equal scores keep the board's left-to-right order.
        QCOMPARE(columnTexts(panel, AnalysisPanel::ColumnColumn),
                 QStringList({"4", "3", "5", "2", "6", "1", "7"}));
        QCOMPARE(columnTexts(panel, AnalysisPanel::ScoreColumn).first(), QStringLiteral("+1"));
        QCOMPARE(columnTexts(panel, AnalysisPanel::ScoreColumn).at(1), QStringLiteral("0"));
        QCOMPARE(columnTexts(panel, AnalysisPanel::ScoreColumn).last(), QString(QChar(0x2212)) + "2");
        // +1 on an empty 7x6 board: the first player wins with its 21st stone.
        QCOMPARE(columnTexts(panel, AnalysisPanel::WordsColumn).first(), QStringLiteral("win in 21"));
        QCOMPARE(columnTexts(panel, AnalysisPanel::WordsColumn).at(1), QStringLiteral("draw"));
        QCOMPARE(columnTexts(panel, AnalysisPanel::WordsColumn).last(), QStringLiteral("loss in 20"));
        // Lines are written 1-based; a proved line that stops before the
        // game's end (these do: the book's lines, not yet walked) says so.
        QCOMPARE(columnTexts(panel, AnalysisPanel::LineColumn).first(), QStringLiteral("4 4 4 4 …"));
        QCOMPARE(columnTexts(panel, AnalysisPanel::LineColumn).last(), QStringLiteral("7 4 4 7 …"));
    }

    // Issue 15: a long line is cut with "..." in its cell; its tooltip holds
    // all of it.
    void aLongLineShowsWholeInItsTooltip()
    {
        AnalysisPanel panel;
        panel.resize(320, 300);
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        Analysis a = emptyBoardAnalysis();
        a.columns[3].principalVariation.clear();
        for (int i = 0; i < 41; ++i)  // whole: +1 is a win with the 21st stone
            a.columns[3].principalVariation.push_back(i % 7);
        QVERIFY(panel.setAnalysis(start, a));
        const QTreeWidgetItem* best = panel.table()->topLevelItem(0);
        const QString line = best->text(AnalysisPanel::LineColumn);
        QCOMPARE(line.split(QLatin1Char(' ')).size(), 41);
        QVERIFY2(best->toolTip(AnalysisPanel::LineColumn).contains(line),
                 qPrintable(best->toolTip(AnalysisPanel::LineColumn)));
    }

    void statesWhoseSideTheScoresAreFor_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("side");
        QTest::addRow("empty board: the first player") << "" << "Scores for Yellow (player 1) to move";
        QTest::addRow("after one move: the second player") << "4" << "Scores for Red (player 2) to move";
        QTest::addRow("after two moves: the first player again") << "44" << "Scores for Yellow (player 1) to move";
    }
    void statesWhoseSideTheScoresAreFor()
    {
        QFETCH(QString, moves);
        QFETCH(QString, side);
        AnalysisPanel panel;
        panel.setPosition(positionOf(moves.toLatin1().constData()));
        QCOMPARE(panel.sideText(), side);
    }

    void namedPlayersKeepTheirColour()
    {
        AnalysisPanel panel;
        panel.setPosition(positionOf("4"));
        panel.setPlayerNames("Anna", "Computer");
        QCOMPARE(panel.sideText(), QStringLiteral("Scores for Computer (Red) to move"));
        panel.setPlayerNames(QString(), QString());
        QCOMPARE(panel.sideText(), QStringLiteral("Scores for Red (player 2) to move"));
    }

    // A name from a file may be a paragraph: the heading cuts it with "…"
    // (it wrapped to four lines and left the table three rows), keeps the
    // colour and the rest of the sentence, and holds it whole in its
    // tooltip. A short name has no tooltip.
    void aLongNameIsCutInTheHeading()
    {
        AnalysisPanel panel;
        panel.setPosition(positionOf("4"));
        const QString name = QStringLiteral("Maximiliane Alexandra von Hohenzollern-Sigmaringen und "
                                            "Wuerttemberg-Teck aus dem Schwarzwald");
        panel.setPlayerNames("Anna", name);
        const QString heading = panel.sideText();
        QVERIFY2(heading.startsWith("Scores for Maxi") && heading.endsWith(QChar(0x2026) + QStringLiteral(" (Red) to move")),
                 qPrintable(heading));
        QVERIFY2(heading.size() < 60, qPrintable(heading));
        QLabel* label = labelShowing(panel, heading);
        QVERIFY(label);
        QVERIFY2(label->toolTip().contains("Schwarzwald (Red)"), qPrintable(label->toolTip()));

        panel.setPlayerNames("Anna", "Bob");
        QCOMPARE(panel.sideText(), QStringLiteral("Scores for Bob (Red) to move"));
        QCOMPARE(labelShowing(panel, panel.sideText())->toolTip(), QString());
    }

    void analysisOfAnotherPositionIsIgnored()
    {
        AnalysisPanel panel;
        const Position shown = positionOf("44");
        panel.setPosition(shown);
        // A late result for the position before (or another board) must not appear.
        QVERIFY(!panel.setAnalysis(positionOf("4"), emptyBoardAnalysis()));
        QVERIFY(!panel.setAnalysis(Position(BoardSpec{8, 7, 4}), emptyBoardAnalysis()));
        QCOMPARE(panel.table()->topLevelItemCount(), 0);
        QVERIFY(!panel.analysis());

        QVERIFY(panel.setAnalysis(shown, emptyBoardAnalysis()));
        QCOMPARE(panel.table()->topLevelItemCount(), 7);
    }

    void newPositionClearsTheOldScores()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        panel.setAnalysis(start, emptyBoardAnalysis());
        panel.setPosition(positionOf("4"));
        QCOMPARE(panel.table()->topLevelItemCount(), 0);
        QVERIFY(!panel.analysis());
        QVERIFY(!panel.statsText().contains("42"));
    }

    void samePositionAgainKeepsItsScores()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        panel.setAnalysis(start, emptyBoardAnalysis());
        panel.setPosition(start);
        QCOMPARE(panel.table()->topLevelItemCount(), 7);
    }

    void liveUpdatesReplaceTheRows()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        panel.setAnalysis(start, depth8Estimates());
        QCOMPARE(columnTexts(panel, AnalysisPanel::ColumnColumn).first(), QStringLiteral("3"));
        QCOMPARE(columnTexts(panel, AnalysisPanel::WordsColumn).first(), QStringLiteral("estimate"));
        QVERIFY(panel.statsText().contains("Depth 8"));

        panel.setAnalysis(start, emptyBoardAnalysis());
        QCOMPARE(panel.table()->topLevelItemCount(), 7);
        QCOMPARE(columnTexts(panel, AnalysisPanel::ColumnColumn).first(), QStringLiteral("4"));
        QVERIFY(panel.statsText().contains("Depth 42"));
    }
    // The row the keyboard is on stays current when a live update reorders
    // the rows (several times a second while the engine thinks).
    void theCurrentRowSurvivesALiveUpdate()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        panel.setAnalysis(start, depth8Estimates());
        QTreeWidgetItem* row = panel.table()->topLevelItem(3);
        const QString column = row->text(AnalysisPanel::ColumnColumn);
        panel.table()->setCurrentItem(row);
        panel.setAnalysis(start, emptyBoardAnalysis());
        QVERIFY(panel.table()->currentItem());
        QCOMPARE(panel.table()->currentItem()->text(AnalysisPanel::ColumnColumn), column);
    }

    // A result cut with "…" in a narrow panel reads whole in its tooltip,
    // with what it means; the tooltip is rich text, the only kind Qt
    // word-wraps.
    void aResultCutShortShowsWholeInItsTooltip()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        QVERIFY(showNarrow(panel, start));
        Analysis midIteration = emptyBoardAnalysis();
        for (ColumnAnalysis& column : midIteration.columns) {
            column.score = Score::estimate(10 * (column.column + 1));
            column.depth = column.column < 6 ? 13 : 12;
        }
        midIteration.complete = false;
        midIteration.depth = 12;
        QVERIFY(panel.setAnalysis(start, midIteration));
        const QTreeWidgetItem* behind = panel.table()->topLevelItem(0);  // column 7, the best estimate
        const QString words = behind->text(AnalysisPanel::WordsColumn);
        QCOMPARE(words, QStringLiteral("estimate, depth 12"));
        QVERIFY2(panel.table()->header()->sectionSize(AnalysisPanel::WordsColumn)
                     < panel.table()->fontMetrics().horizontalAdvance(words),
                 "the words fit: the test shows nothing");
        const QString tip = behind->toolTip(AnalysisPanel::WordsColumn);
        QVERIFY2(Qt::mightBeRichText(tip), qPrintable(tip));
        QVERIFY2(plainText(tip).contains(words), qPrintable(tip));
        QVERIFY2(plainText(tip).contains(QStringLiteral("Depth of its search: 12.")), qPrintable(tip));
    }

    // At 800x600 the window (92% of the screen) gives the side docks a
    // third of its 736 px: 245 (the panel fits the dock's height there, so
    // no vertical scroll bar takes from that; tst_mainwindow checks). The
    // keep-analysing check box, whose text cannot wrap, made the panel about
    // 330 px wide, so the dock scrolled sideways and cut every line ("No
    // analysis. Press Start to analyse th"). Its text now wraps beside it,
    // in every language.
    void thePanelFitsTheDockOfAn800x600Window_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("English") << "en";
        QTest::addRow("German") << "de";
        QTest::addRow("French") << "fr";
        QTest::addRow("Spanish") << "es";
    }
    void thePanelFitsTheDockOfAn800x600Window()
    {
        QFETCH(QString, language);
        const auto english = qScopeGuard([] {
            Language::apply(QStringLiteral("en"));
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        });
        QVERIFY(Language::apply(language));
        AnalysisPanel panel;
        panel.setAnalysing(true);
        QVERIFY2(panel.minimumSizeHint().width() <= 245,
                 qPrintable(QStringLiteral("%1 px").arg(panel.minimumSizeHint().width())));
        QLabel* keep = labelOf(panel, panel.findChild<QCheckBox*>());
        QVERIFY(keep);
        QVERIFY(keep->wordWrap());
        for (QLabel* label : panel.findChildren<QLabel*>())
            QVERIFY2(label->wordWrap(), qPrintable(label->text()));
    }

    // The table never scrolls sideways in a narrow panel: the words and the
    // line share what the column and the score leave (the last column kept
    // its first 100 px and pushed the table wider than the panel). A header
    // cut short names its column whole in its tooltip.
    void theTableFitsANarrowPanel()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        QVERIFY(showNarrow(panel, start));
        QVERIFY(panel.setAnalysis(start, emptyBoardAnalysis()));
        QCOMPARE(panel.width(), 230);
        QTreeWidget* table = panel.table();
        QTRY_VERIFY2(table->header()->length() <= table->viewport()->width(),
                     qPrintable(pxIn(table->header()->length(), table->viewport()->width())));
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        // A header cut short names its column whole in its tooltip; a whole
        // one has no tooltip to repeat it.
        auto* header = qobject_cast<ElidingHeader*>(table->header());
        QVERIFY(header);
        int cut = 0;
        for (int c = 0; c < AnalysisPanel::TableColumnCount; ++c) {
            const QString label = table->headerItem()->text(c);
            if (header->shownText(c) == label) {
                QCOMPARE(header->toolTipText(c), QString());
            } else {
                QVERIFY2(header->shownText(c).endsWith(QChar(0x2026)), qPrintable(header->shownText(c)));
                QCOMPARE(header->toolTipText(c), label);
                ++cut;
            }
        }
        QVERIFY2(cut > 0, "at 230 px some header should be cut");
        QVERIFY2(cut < AnalysisPanel::TableColumnCount, "at 230 px some header should be whole");
    }

    // The check box's text is a label beside it (a check box's own text
    // cannot wrap): a click on the text or its mnemonic toggles the box, as
    // a check box's own text does, and the box is named by it.
    void clickingTheKeepAnalysingTextTogglesIt()
    {
        AnalysisPanel panel;
        panel.setAnalysing(true);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* box = panel.findChild<QCheckBox*>();
        QLabel* text = labelOf(panel, box);
        QVERIFY(text);
        QCOMPARE(text->text(), QStringLiteral("&Keep analysing during play against the computer"));
        QCOMPARE(box->accessibleName(), QStringLiteral("Keep analysing during play against the computer"));
        QSignalSpy changed(&panel, &AnalysisPanel::keepAnalysingDuringPlayChanged);
        QTest::mouseClick(text, Qt::LeftButton);
        QVERIFY(panel.keepAnalysingDuringPlay());
        QTest::mouseClick(text, Qt::LeftButton);
        QVERIFY(!panel.keepAnalysingDuringPlay());
        QCOMPARE(changed.size(), 2);
        // Its mnemonic toggles the box too.
        panel.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        QTest::keyClick(&panel, Qt::Key_K, Qt::AltModifier);
        QTRY_VERIFY(panel.keepAnalysingDuringPlay());
        // Greyed with the box while there is no analysis.
        panel.setAnalysing(false);
        QVERIFY(!text->isEnabled());
    }

    // A live update in the middle of an iteration: the columns it has not
    // reached yet are a ply shallower, and say so; every estimate's tooltip
    // names its depth, an exact score's none.
    void aColumnAnIterationBehindNamesItsDepth()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        Analysis midIteration = emptyBoardAnalysis();
        for (ColumnAnalysis& column : midIteration.columns) {
            column.score = Score::estimate(10 * (column.column + 1));
            column.depth = column.column < 2 ? 13 : 12;
        }
        midIteration.columns[6].score = Score::exact(-2);
        midIteration.columns[6].depth = 14;  // an exact score's depth says nothing of the estimates
        midIteration.complete = false;
        midIteration.depth = 12;
        panel.setAnalysis(start, midIteration);
        QTreeWidget* table = panel.table();
        QCOMPARE(table->topLevelItemCount(), 7);
        for (int i = 0; i < table->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* row = table->topLevelItem(i);
            const int column = row->data(AnalysisPanel::ColumnColumn, Qt::UserRole).toInt();
            const QString words = row->text(AnalysisPanel::WordsColumn);
            const QString tip = row->toolTip(AnalysisPanel::ScoreColumn);
            if (column == 6) {
                QCOMPARE(words, QStringLiteral("loss in 20"));
                QVERIFY2(!tip.contains("Depth of its search"), qPrintable(tip));
            } else if (column < 2) {
                QCOMPARE(words, QStringLiteral("estimate"));
                QVERIFY2(tip.contains("Depth of its search: 13."), qPrintable(tip));
            } else {
                QCOMPARE(words, QStringLiteral("estimate, depth 12"));
                QVERIFY2(tip.contains("Depth of its search: 12."), qPrintable(tip));
            }
        }
    }

    void statsNameDepthNodesSpeedTimeAndKind_data()
    {
        QTest::addColumn<bool>("complete");
        QTest::addColumn<bool>("fromBook");
        QTest::addColumn<QString>("kind");
        QTest::addRow("every column proved: exact") << true << false << "exact";
        QTest::addRow("stopped early: estimate") << false << false << "estimate";
        QTest::addRow("from the opening book: book") << true << true << "book";
    }
    void statsNameDepthNodesSpeedTimeAndKind()
    {
        QFETCH(bool, complete);
        QFETCH(bool, fromBook);
        QFETCH(QString, kind);
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        Analysis a = emptyBoardAnalysis();
        a.complete = complete;
        a.fromBook = fromBook;
        panel.setAnalysis(start, a);
        const QString stats = panel.statsText();
        QVERIFY2(stats.contains("Depth 42"), qPrintable(stats));
        QVERIFY2(stats.contains("1.2 M nodes"), qPrintable(stats));
        QVERIFY2(stats.contains("823 kN/s"), qPrintable(stats));  // 1,234,567 nodes in 1.5 s
        QVERIFY2(stats.contains("1.50 s"), qPrintable(stats));
        QVERIFY2(stats.endsWith(kind), qPrintable(stats));
    }

    // The statistics wrap in a narrow dock between their parts only: a
    // break inside one left "850 kN/" on one line and "s" on the next.
    void theStatisticsWrapOnlyBetweenTheirParts()
    {
        AnalysisPanel panel;
        const Position start(BoardSpec::standard());
        QVERIFY(showNarrow(panel, start));
        QVERIFY(panel.setAnalysis(start, emptyBoardAnalysis()));
        QLabel* stats = nullptr;
        for (QLabel* label : panel.findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("Depth")))
                stats = label;
        QVERIFY(stats);
        const QStringList parts = stats->text().split(QStringLiteral(" · "));
        QCOMPARE(parts.size(), 5);
        for (const QString& part : parts) {
            QVERIFY2(!part.contains(QLatin1Char(' ')), qPrintable(part));
            const qsizetype slash = part.indexOf(QLatin1Char('/'));
            QVERIFY2(slash < 0 || part.mid(slash + 1, 1) == QChar(0x2060), qPrintable(part));
        }
        QVERIFY2(panel.statsText().contains(QStringLiteral("823 kN/s")), qPrintable(panel.statsText()));
    }

    void fullColumnsAreListedLastWithoutScore()
    {
        AnalysisPanel panel;
        const Position position = positionOf("111111");
        panel.setPosition(position);
        Analysis a = emptyBoardAnalysis();
        a.columns[0].playable = false;
        a.columns[0].principalVariation.clear();
        panel.setAnalysis(position, a);
        QCOMPARE(panel.table()->topLevelItemCount(), 7);
        QTreeWidgetItem* last = panel.table()->topLevelItem(6);
        QCOMPARE(last->text(AnalysisPanel::ColumnColumn), QStringLiteral("1"));
        QCOMPARE(last->text(AnalysisPanel::WordsColumn), QStringLiteral("full"));
        QVERIFY(last->text(AnalysisPanel::ScoreColumn).isEmpty());
    }

    void startAndStopAskForAnalysis()
    {
        AnalysisPanel panel;
        QSignalSpy requested(&panel, &AnalysisPanel::analysisRequested);
        QPushButton* start = buttonNamed(panel, "Start analysis");
        QPushButton* stop = buttonNamed(panel, "Stop");
        QVERIFY(start && stop);
        QVERIFY(start->isEnabled());
        QVERIFY(!stop->isEnabled());

        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toBool(), true);
        QVERIFY(panel.isAnalysing());
        QVERIFY(!start->isEnabled());

        QTest::mouseClick(stop, Qt::LeftButton);
        QCOMPARE(requested.size(), 2);
        QCOMPARE(requested.at(1).at(0).toBool(), false);
        QVERIFY(!panel.isAnalysing());
    }

    void keepAnalysingToggleReportsItsState()
    {
        AnalysisPanel panel;
        QSignalSpy changed(&panel, &AnalysisPanel::keepAnalysingDuringPlayChanged);
        auto* box = panel.findChild<QCheckBox*>();
        QVERIFY(box);
        QVERIFY(!panel.keepAnalysingDuringPlay());
        // A choice within the analysis: greyed while there is none.
        QVERIFY(!box->isEnabled());
        panel.setAnalysing(true);
        QVERIFY(box->isEnabled());
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
        QVERIFY(panel.keepAnalysingDuringPlay());
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toBool(), true);
    }

    void stopGreysOutWhenTheAnalysisIsDone()
    {
        // Five moves from the end: the analysis is exact at once.
        Game game;
        game.newGame(annAgainstBob());
        QVERIFY(game.loadPosition(positionOf("2252576253462244111563365343671351441")));
        GameAnalysis analysis(&game);
        AnalysisPanel panel;
        panel.setAnalysis(&analysis);
        connect(&panel, &AnalysisPanel::analysisRequested, &analysis, &GameAnalysis::setAnalysing);
        QPushButton* start = buttonNamed(panel, "Start analysis");
        QPushButton* stop = buttonNamed(panel, "Stop");
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(analysis.isAnalysing());
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isSearching(), 20000);
        QVERIFY(!stop->isEnabled());
        QVERIFY(!start->isEnabled());
        QVERIFY(panel.statsText().contains("exact"));
    }

    void aGameLostOnTimeIsOverInThePanel()
    {
        ManualTimeSource time;
        Game game(nullptr, &time);
        game.newGame(annAgainstBob(TimeControl::clock(1000)));
        QVERIFY(game.play(3));
        QVERIFY(game.play(3));
        GameAnalysis analysis(&game);
        AnalysisPanel panel;
        panel.setAnalysis(&analysis);
        QVERIFY(panel.sideText().contains("to move"));
        QVERIFY(buttonNamed(panel, "Start analysis")->isEnabled());

        time.advance(5000);  // Ann's clock runs out
        QVERIFY(game.isOver());
        QCOMPARE(panel.sideText(), QStringLiteral("The game is over: Bob (Red) won"));
        // The board is not over: its position can be analysed, and such an
        // analysis stopped (both buttons were off, and Analyze in the menu
        // started an analysis nothing in the panel could stop).
        QVERIFY(buttonNamed(panel, "Start analysis")->isEnabled());
        connect(&panel, &AnalysisPanel::analysisRequested, &analysis, &GameAnalysis::setAnalysing);
        QTest::mouseClick(buttonNamed(panel, "Start analysis"), Qt::LeftButton);
        QVERIFY(analysis.isAnalysing());
        QVERIFY(buttonNamed(panel, "Stop")->isEnabled());
        QVERIFY(!buttonNamed(panel, "Start analysis")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!panel.statsText().isEmpty(), 10000);
    }

    // A line of four names who played it, though the seats were swapped
    // since (as the status bar and the game-over bar do).
    void theWinnerIsWhoPlayedTheWinningLine()
    {
        Game game;
        game.newGame(annAgainstBob());
        for (int c : {0, 1, 0, 1, 0, 1})
            QVERIFY(game.play(c));
        GameAnalysis analysis(&game);
        AnalysisPanel panel;
        panel.setAnalysis(&analysis);
        QVERIFY(game.play(0));
        QVERIFY(game.isOver());
        game.setPlayer(0, PlayerSetup::human("Dee"));  // Dee sits in Ann's seat after the end
        QCOMPARE(panel.sideText(), QStringLiteral("The game is over: Ann (Yellow) won"));
    }

    void theStatsSayWhenTheAnalysisWaitsForTheComputer()
    {
        Game game;
        GameSetup setup;
        setup.players = {PlayerSetup::human("Ann"), PlayerSetup::computer(QString(), 1)};
        setup.firstPlayer = 0;
        game.newGame(setup);
        GameAnalysis analysis(&game);
        analysis.setKeepAnalysingDuringPlay(false);
        AnalysisPanel panel;
        panel.setAnalysis(&analysis);
        QVERIFY(panel.statsText().startsWith("No analysis"));
        analysis.setAnalysing(true);
        QVERIFY(panel.statsText().contains("waits while the computer plays"));
        QVERIFY(buttonNamed(panel, "Stop")->isEnabled());
    }

    void doubleClickOnARowNamesItsColumn()
    {
        AnalysisPanel panel;
        panel.resize(400, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const Position start(BoardSpec::standard());
        panel.setPosition(start);
        panel.setAnalysis(start, emptyBoardAnalysis());
        QSignalSpy activated(&panel, &AnalysisPanel::columnActivated);
        QTreeWidget* table = panel.table();
        const QRect second = table->visualItemRect(table->topLevelItem(1));
        // As a real double click: a click, then the second press.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, second.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, second.center());
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), 2);  // the second row is column 3
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
