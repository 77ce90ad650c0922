#pragma once

#include <QLabel>

namespace c4 {

// A one-line label that cuts its text with "…" when it has less room than
// the text needs, and then shows the whole text as its tooltip. A plain
// QLabel's minimum width is its whole text, so a long player name in the
// status bar pushed the rest off the window's edge and was cut mid-letter.
class ElidingLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidingLabel(QWidget* parent = nullptr);

    // The whole text; text() is the part shown.
    void setFullText(const QString& text);

    // The whole text's size; the minimum is room for a few characters.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int fullTextWidth() const;
    void showWhatFits();
    QString fullText_;
};

}  // namespace c4
