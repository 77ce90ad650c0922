#include "boardview.h"

#include <QSignalSpy>
#include <QTest>

using namespace c4;

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    void clickReportsTheColumnUnderTheMouse()
    {
        BoardView view;
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy chosen(&view, &BoardView::columnChosen);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(350, 300));
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(20, 590));
        QCOMPARE(chosen.size(), 2);
        QCOMPARE(chosen.at(0).at(0).toInt(), 3);
        QCOMPARE(chosen.at(1).at(0).toInt(), 0);
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
