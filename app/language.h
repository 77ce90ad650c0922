#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace c4 {

// Installs the translators for one language: Qt's own strings (standard
// buttons, dialogs) from the system's Qt translations, and the program's
// from the :/i18n resources that qt_add_translations embeds (app/). Both
// programs use it: the window with its preference, connect4-cli with --lang.
// Installing sends QEvent::LanguageChange to every widget, which
// retranslates itself.
class Language {
public:
    // "" follows the system: the first of LANGUAGE's languages when it is
    // set (even under LANG=C), else LC_ALL, LC_MESSAGES or LANG; otherwise a
    // code like "de". Returns whether a translation of the program was found
    // (English needs none).
    static bool apply(const QString& code);

    // The codes apply() has a translation for, English (the source) first:
    // "en", then the embedded catalogs ("de", "es", "fr").
    static QStringList available();

    // Whether apply(code) would give the program's strings in that
    // language: "" and English always, others when their catalog exists
    // ("de_AT" uses "de").
    static bool isAvailable(const QString& code);

    // The language last applied ("" = system).
    static QString current();
};

}  // namespace c4
