#include "ui/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

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

void remove(QTranslator*& translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
    translator = nullptr;
}

}  // namespace

QLocale Language::localeFor(const QString& code)
{
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

bool Language::apply(const QString& code)
{
    Installed& state = installed();
    remove(state.qt);
    remove(state.app);
    state.code = code;
    const QLocale locale = localeFor(code);
    QLocale::setDefault(locale);

    // English is the source language: asking for it means no translator,
    // even when the system's language has one.
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        // Removing translators does not always notify; make sure widgets
        // switch back to the English source strings.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
        return true;
    }
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        state.qt = qt;
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
    auto* app = new QTranslator(QCoreApplication::instance());
    if (app->load(locale, QStringLiteral("connect4"), QStringLiteral("_"), state.directory)) {
        state.app = app;
        QCoreApplication::installTranslator(app);
        return true;
    }
    delete app;
    return false;
}

QString Language::current()
{
    return installed().code;
}

void Language::setTranslationsDirectory(const QString& directory)
{
    installed().directory = directory;
}

}  // namespace c4
