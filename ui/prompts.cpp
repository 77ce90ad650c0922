#include "ui/prompts.h"

namespace c4 {

Prompts::Prompts(QWidget* window) : QObject(window), window_(window) {}

void Prompts::show(QMessageBox::Icon icon, const QString& title, const QString& text, const QString& details)
{
    emit shown(title, text);
    if (messageHandler_) {
        messageHandler_(icon, title, text, details);
        return;
    }
    QMessageBox box(icon, title, text, QMessageBox::Ok, window_);
    box.setTextFormat(Qt::PlainText);  // messages quote file names and file content
    box.setDetailedText(details);
    box.exec();
}

QMessageBox::StandardButton Prompts::ask(const QString& title, const QString& text,
                                         QMessageBox::StandardButtons buttons)
{
    if (questionHandler_)
        return questionHandler_(title, text, buttons);
    QMessageBox box(QMessageBox::Question, title, text, buttons, window_);
    box.setTextFormat(Qt::PlainText);
    return QMessageBox::StandardButton(box.exec());
}

}  // namespace c4
