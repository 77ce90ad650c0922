#pragma once

#include <QDialog>

class QTextBrowser;

namespace c4 {

// Help > How to play: the rules (connect N on any board), the keys, how to
// read a score ("+3 win in 5", "estimate") and the analysis panel, move
// list and graph. Offline and translated; it stays open beside the board.
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);

    // The page as plain text (for tests).
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QTextBrowser* browser_;
};

}  // namespace c4
