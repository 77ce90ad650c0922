#pragma once

#include <QAction>

namespace c4 {

// A new action that tests and scripts find by its object name
// (MainWindow::action), with its shortcut; texts come with retranslation.
inline QAction* namedAction(QObject* parent, const char* name, const QKeySequence& key = {})
{
    auto* action = new QAction(parent);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(key);
    return action;
}

}  // namespace c4
