#pragma once

#include <QMessageBox>
#include <QObject>

#include <functional>

class QWidget;

namespace c4 {

// Messages and questions for people, as modal boxes over the window, or
// through replaceable handlers so tests (and scripts) never meet one.
class Prompts : public QObject {
    Q_OBJECT
public:
    // Shows a message: icon, title, text in plain words, and the technical
    // details behind them ("" when there are none).
    using MessageHandler = std::function<void(QMessageBox::Icon, const QString&, const QString&, const QString&)>;
    // Asks a question: title, text, the buttons offered; returns the answer.
    using QuestionHandler =
        std::function<QMessageBox::StandardButton(const QString&, const QString&, QMessageBox::StandardButtons)>;

    explicit Prompts(QWidget* window);

    void setMessageHandler(MessageHandler handler) { messageHandler_ = std::move(handler); }
    void setQuestionHandler(QuestionHandler handler) { questionHandler_ = std::move(handler); }

    // The details, when given, wait behind the box's "Show Details..." button.
    void show(QMessageBox::Icon icon, const QString& title, const QString& text, const QString& details = {});
    QMessageBox::StandardButton ask(const QString& title, const QString& text, QMessageBox::StandardButtons buttons);

signals:
    // Emitted with every message shown (also when a handler replaces the box).
    void shown(const QString& title, const QString& text);

private:
    QWidget* window_;
    MessageHandler messageHandler_;
    QuestionHandler questionHandler_;
};

}  // namespace c4
