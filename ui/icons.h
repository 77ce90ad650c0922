#pragma once

#include <QColor>
#include <QIcon>

namespace c4 {

// Toolbar and menu icons drawn with QPainter, so the program needs no icon
// theme and every icon follows the palette's text colour (light on dark).
// The desktop's icon theme is preferred where it has the standard ones.
class Icons {
public:
    enum class Kind { NewGame, Open, Save, Undo, Redo, Hint, Analyze, Swap, Pause, Preferences, Review };

    static QIcon icon(Kind kind, const QColor& stroke);

private:
    static QIcon painted(Kind kind, const QColor& stroke);
};

}  // namespace c4
