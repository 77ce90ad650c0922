#include "ui/digitforwarder.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QWidget>

namespace c4 {

DigitForwarder::DigitForwarder(QWidget* board, QObject* parent) : QObject(parent), board_(board) {}

void DigitForwarder::watch(QWidget* panel)
{
    panel->installEventFilter(this);
}

bool DigitForwarder::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // Plain or keypad digits only: Ctrl+1 and the like stay shortcuts.
        const bool digit = key->key() >= Qt::Key_0 && key->key() <= Qt::Key_9
            && !(key->modifiers() & ~Qt::KeypadModifier);
        if (digit) {
            QCoreApplication::sendEvent(board_, event);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace c4
