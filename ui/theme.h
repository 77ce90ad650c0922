#pragma once

#include <QColor>
#include <QPalette>

namespace c4 {

// The colours the board is painted with: the classic yellow and red on a
// blue frame, chosen so that they differ strongly in lightness (a light
// golden yellow against the dark Okabe-Ito vermillion), which keeps them
// apart for the common forms of colour blindness; the red pieces also carry
// a white diamond so that nobody has to tell them apart by colour alone.
struct Theme {
    enum class Choice { System, Light, Dark };

    bool dark = false;
    QColor background;   // behind the board
    QColor board;        // the frame with the holes
    QColor boardEdge;
    QColor hole;         // an empty cell
    QColor first;        // first player's pieces
    QColor second;       // second player's pieces
    // The same in both themes.
    QColor marker{0xff, 0xff, 0xff, 215};  // the shape on the second player's pieces
    QColor lastMove{0xff, 0xff, 0xff};     // ring around the last piece played
    QColor winLine{0xff, 0xff, 0xff};      // highlight of the winning line
    QColor text;
    QColor mutedText;
    QColor win;          // score chips: a winning column
    QColor loss;         //              a losing column
    QColor neutral;      //              draw or estimate
    QColor focus;        // keyboard column cursor

    // The theme that matches a palette: dark when its window colour is dark
    // (how "system" is judged on Qt 6.4, which has no colour-scheme hint).
    static Theme forPalette(const QPalette& palette);

    // A complete dark palette for the Fusion style.
    static QPalette darkPalette();
    // A complete light palette for the Fusion style.
    static QPalette lightPalette();

    // Gives the application the chosen look (style and palette); the
    // system's own is remembered before the first change. Does nothing
    // when the choice is the one applied last.
    static void apply(Choice choice);
};

}  // namespace c4
