#include "translations.h"

#include "plugin/game_texts.h"

#include <QCoreApplication>
#include <QTranslator>

namespace rulelab {

int translationsAnchor() { return 0; }

QString takeLanguageArgument(QStringList &args) {
    QString code;
    for (int i = 0; i < args.size();) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size()) {
            code = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            code = args[i].mid(7);
            args.remove(i);
        } else {
            ++i;
        }
    }
    return code;
}

bool isKnownLanguage(const QString &code) {
    const QString language = code.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0);
    return language == QLatin1String("en") || language == QLatin1String("hi") || language == QLatin1String("ur");
}

namespace {
QTranslator *translator = nullptr;  // the installed catalogue, or null
}  // namespace

QString interfaceLanguage() {
    return translator ? translator->language().section(QLatin1Char('_'), 0, 0) : QStringLiteral("en");
}

QLocale installTranslations(const QString &code) {
    const QLocale locale = code.isEmpty() ? QLocale() : QLocale(code);
    setGameTextLanguage(locale.name());  // the games' own catalogues follow (plugin/game_texts.h)
    if (translator) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
        translator = nullptr;
    }
    auto *t = new QTranslator;
    // A language without a catalogue is shown in English, whose catalogue holds the one and many
    // forms of the texts with a count ("1 game loaded", "13 games loaded").
    if (t->load(locale, QStringLiteral("rulelab"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        t->load(QLocale(QLocale::English), QStringLiteral("rulelab"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(t);
        translator = t;
    } else {
        delete t;
    }
    return locale;
}

QString translateIn(const QString &language, const char *context, const char *source) {
    QTranslator t;
    if (language != QLatin1String("en") &&
        t.load(QLocale(language), QStringLiteral("rulelab"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        const QString text = t.translate(context, source);
        if (!text.isEmpty()) return text;
    }
    return QString::fromUtf8(source);
}

}  // namespace rulelab
