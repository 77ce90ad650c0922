#include "app/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

#include <algorithm>

namespace c4 {

namespace {

struct Installed {
    QTranslator* qt = nullptr;
    QTranslator* app = nullptr;
    QString code;
    QString directory = QStringLiteral(":/i18n");
};

Installed& installed()
{
    static Installed state;
    return state;
}

// Either may be null: nothing happens then.
void remove(QTranslator*& translator)
{
    QCoreApplication::removeTranslator(translator);
    delete translator;
    translator = nullptr;
}

// The language a person reads first in `locale`. For the system's locale
// that is LANGUAGE's first entry when set, which QLocale::language() (taken
// from LC_ALL, LC_MESSAGES or LANG) misses under LANG=C.
QLocale::Language firstLanguage(const QLocale& locale)
{
    const QStringList languages = locale.uiLanguages();
    return languages.isEmpty() ? locale.language() : QLocale(languages.constFirst()).language();
}

bool isEnglish(QLocale::Language language)
{
    return language == QLocale::English || language == QLocale::C;
}

// Loads the translator `name` of `locale` from `directory` and installs it;
// nothing when there is none.
QTranslator* install(const QLocale& locale, const QString& name, const QString& directory)
{
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, name, QStringLiteral("_"), directory)) {
        QCoreApplication::installTranslator(translator);
        return translator;
    }
    delete translator;
    return nullptr;
}

}  // namespace

bool Language::apply(const QString& code)
{
    Installed& state = installed();
    remove(state.qt);
    remove(state.app);
    state.code = code;
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);

    // English is the source language: asking for it means only the English
    // catalog of plural forms ("win in 1 move"), even when the system's
    // language has a translation.
    if (isEnglish(firstLanguage(locale))) {
        state.app = install(QLocale(QLocale::English), QStringLiteral("connect4"), state.directory);
        // Removing translators does not always notify; make sure widgets
        // switch back to the English source strings.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
        return true;
    }
    state.qt = install(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    state.app = install(locale, QStringLiteral("connect4"), state.directory);
    if (state.app)
        return true;
    // No translation: the English source strings, with their plural forms.
    state.app = install(QLocale(QLocale::English), QStringLiteral("connect4"), state.directory);
    return false;
}

QStringList Language::available()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files = QDir(installed().directory)
                                  .entryList({QStringLiteral("connect4_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString code = file.mid(9, file.size() - 9 - 3);  // connect4_<code>.qm
        if (!codes.contains(code))
            codes << code;
    }
    return codes;
}

bool Language::isAvailable(const QString& code)
{
    if (code.isEmpty() || code == QLatin1String("C"))
        return true;
    const QLocale::Language wanted = QLocale(code).language();
    if (wanted == QLocale::C)  // QLocale's answer to a code it does not know
        return false;
    const QStringList codes = available();
    return std::any_of(codes.begin(), codes.end(),
                       [wanted](const QString& c) { return QLocale(c).language() == wanted; });
}

QString Language::current()
{
    return installed().code;
}

}  // namespace c4
