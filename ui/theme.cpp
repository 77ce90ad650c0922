#include "ui/theme.h"

#include <QApplication>
#include <QStyle>
#include <optional>

namespace c4 {

Theme Theme::forPalette(const QPalette& palette)
{
    Theme t;
    t.dark = palette.color(QPalette::Window).lightnessF() < 0.45;
    t.background = palette.color(QPalette::Window);
    // Each colour: the dark theme's, else the light theme's.
    t.board = t.dark ? QColor(0x1f, 0x3f, 0x6e) : QColor(0x1d, 0x5f, 0xb0);  // the classic blue frame
    t.boardEdge = t.dark ? QColor(0x2c, 0x55, 0x8e) : QColor(0x14, 0x45, 0x82);
    t.hole = t.dark ? QColor(0x15, 0x18, 0x1d) : QColor(0xf7, 0xf9, 0xfc);
    t.first = t.dark ? QColor(0xf2, 0xc2, 0x1a) : QColor(0xf5, 0xc5, 0x18);   // golden yellow: light
    t.second = t.dark ? QColor(0xe0, 0x66, 0x10) : QColor(0xd5, 0x5e, 0x00);  // Okabe-Ito vermillion: dark, with a marker
    t.text = t.dark ? QColor(0xe6, 0xe9, 0xee) : QColor(0x1d, 0x23, 0x2b);
    t.mutedText = t.dark ? QColor(0xa0, 0xa8, 0xb4) : QColor(0x5b, 0x66, 0x75);
    // Okabe-Ito bluish green, darkened for text contrast on light.
    t.win = t.dark ? QColor(0x1f, 0xb8, 0x8c) : QColor(0x00, 0x8a, 0x64);
    t.loss = t.dark ? QColor(0xe8, 0x7a, 0x2e) : QColor(0xc2, 0x4a, 0x00);
    t.neutral = t.dark ? QColor(0x7d, 0x87, 0x96) : QColor(0x6b, 0x75, 0x85);
    t.focus = t.dark ? QColor(0xff, 0xff, 0xff, 30) : QColor(0xff, 0xff, 0xff, 46);
    return t;
}

QPalette Theme::darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2f, 0x36), base(0x1e, 0x22, 0x28), text(0xe6, 0xe9, 0xee);
    const QColor disabled(0x7d, 0x83, 0x8c), highlight(0x38, 0x9c, 0xdc);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x2a, 0x31));
    p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x38, 0x40));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x3a, 0x42));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x45, 0x4b, 0x55));
    p.setColor(QPalette::Midlight, QColor(0x3b, 0x41, 0x4a));
    p.setColor(QPalette::Mid, QColor(0x24, 0x28, 0x2e));
    p.setColor(QPalette::Dark, QColor(0x18, 0x1b, 0x20));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x56, 0xb4, 0xe9));
    p.setColor(QPalette::LinkVisited, QColor(0xcc, 0x99, 0xdd));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x50, 0x58));
    return p;
}

QPalette Theme::lightPalette()
{
    QPalette p;
    const QColor window(0xef, 0xf1, 0xf4), text(0x1d, 0x23, 0x2b), disabled(0x9a, 0xa0, 0xa8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf6, 0xf8));
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xf0));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xf7, 0xf8, 0xfa));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xe3, 0xe6, 0xea));
    p.setColor(QPalette::Mid, QColor(0xb8, 0xbe, 0xc6));
    p.setColor(QPalette::Dark, QColor(0x8a, 0x92, 0x9c));
    p.setColor(QPalette::Shadow, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xb2));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x00, 0x72, 0xb2));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

void Theme::apply(Choice choice)
{
    static const QString systemStyle = QApplication::style()->name();
    static const QPalette systemPalette = QApplication::palette();
    static std::optional<Choice> applied;
    if (applied == choice)
        return;
    switch (choice) {
    case Choice::System:
        if (applied) {
            QApplication::setStyle(systemStyle);
            QApplication::setPalette(systemPalette);
        }
        break;
    case Choice::Light:
    case Choice::Dark:
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(choice == Choice::Light ? lightPalette() : darkPalette());
        break;
    }
    applied = choice;
}

}  // namespace c4
