#include "app/boardtext.h"

#include "engine/notation.h"

#include <QTest>

using namespace c4;

class TestBoardText : public QObject {
    Q_OBJECT
private slots:
    void drawsTheBoard_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("picture");
        QTest::addRow("last stone in brackets") << "3x2x3" << "21" << QStringLiteral(
            "  1 2 3\n"
            "| . . . |\n"
            "|[o]x . |\n"
            "+-------+\n");
        QTest::addRow("winning line in capitals") << "3x2x2" << "112" << QStringLiteral(
            "  1 2 3\n"
            "| o . . |\n"
            "| X[X]. |\n"
            "+-------+\n");
        QTest::addRow("tens above units past nine columns") << "10x1x4" << "" << QStringLiteral(
            "                    1\n"
            "  1 2 3 4 5 6 7 8 9 0\n"
            "| . . . . . . . . . . |\n"
            "+---------------------+\n");
    }
    void drawsTheBoard()
    {
        QFETCH(QString, size);
        QFETCH(QString, moves);
        QFETCH(QString, picture);
        std::string why;
        const auto spec = BoardSpec::parse(size.toStdString(), &why);
        QVERIFY(spec);
        NotationError error;
        const auto position = parsePosition(moves.toStdString(), *spec, &error);
        QVERIFY(position);
        QCOMPARE(BoardText::render(*position), picture);
    }

    void aPainterSeesWhatEachCharacterShows()
    {
        NotationError error;
        const auto position = parsePosition("1", BoardSpec{2, 1, 2}, &error);
        QVERIFY(position);
        const QString painted = BoardText::render(*position, [](const QString& text, BoardText::Mark mark) {
            return mark == BoardText::Mark::First ? QStringLiteral("<%1>").arg(text) : text;
        });
        QVERIFY(painted.contains(QStringLiteral("<x>")));
    }
};

QTEST_GUILESS_MAIN(TestBoardText)
#include "tst_boardtext.moc"
