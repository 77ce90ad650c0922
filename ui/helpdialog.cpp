#include "ui/helpdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace c4 {

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent), browser_(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("helpDialog"));
    browser_->setOpenLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(560, 620);
    retranslate();
}

QString HelpDialog::text() const
{
    return browser_->toPlainText();
}

void HelpDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HelpDialog::retranslate()
{
    setWindowTitle(tr("How to Play"));
    // One translated paragraph a string, so a translator sees small units.
    const QString page = QStringLiteral("<h2>%1</h2><p>%2</p><h3>%3</h3><p>%4</p><h3>%5</h3><p>%6</p><p>%7</p>"
                                        "<h3>%8</h3><p>%9</p><p>%10</p><p>%11</p>")
                             .arg(tr("The game"),
                                  tr("Two players take turns dropping a stone into one of the columns of an upright "
                                     "board; it falls to the lowest free cell. Whoever first gets as many stones in "
                                     "a line as the game asks for (four in Connect Four) wins: across, up and down "
                                     "or diagonally. A full board without such a line is a draw. File > New Game "
                                     "chooses the board (1×1 to 40×40), how many to connect, the players and the "
                                     "time."),
                                  tr("Keys"),
                                  tr("Click a column, or press its number: on boards of more than nine columns type "
                                     "two digits quickly (1 then 2 is column 12). Left and Right move the marker "
                                     "above the board, Enter, Space or Down drop there. Ctrl+Z takes back your last "
                                     "move (against the computer also its reply), ? or H gives a hint, A analyses, "
                                     "P pauses the computer, F1 opens this page. Ctrl+Y or Ctrl+Shift+Z plays a move "
                                     "taken back again."),
                                  tr("Reading a score"),
                                  tr("A score is for one player. \"+3 win in 5\": that player wins with their 5th "
                                     "stone from now whatever the other does; the larger the number in front, the "
                                     "sooner. \"−2 loss in 9\": the other player wins with their 9th stone from now. "
                                     "\"draw\": with best play on both sides the board fills up. \"+0.42 estimate\": "
                                     "the engine has not proved the result yet; above 0 is better for that player, "
                                     "and the further from 0 the clearer."),
                                  tr("Under the board and in the analysis panel a score is for the player to move. "
                                     "The move list and the evaluation graph keep one side for the whole game, the "
                                     "first player's (Yellow): the colour tells who is ahead, yellow or red."),
                                  tr("The analysis"),
                                  tr("Analyze scores every column of the position shown, best first, with the best "
                                     "line: the moves both players would make from there. The best column is filled "
                                     "under the board."),
                                  tr("Click a move in the list or a point of the graph to see the board at that "
                                     "moment; playing from there starts a new line (Undo brings the old one back). "
                                     "Review Game scores every move and marks with ?? those that threw away a win "
                                     "or a draw."),
                                  tr("In the move list and the graph the arrow keys walk through the moves, and "
                                     "digits typed there still play on the board. Escape closes the bar that "
                                     "announces the end of a game."));
    browser_->setHtml(page);
}

}  // namespace c4
