#include "game_texts.h"

#include <QCoreApplication>
#include <QDir>
#include <QMutex>
#include <QTranslator>

#include <cstring>
#include <memory>

namespace rulelab {

namespace {

QString catalogueDir(const std::string &gameId) {
    return QStringLiteral(":/i18n/games/") + QString::fromStdString(gameId);
}

// What is known of one game: its rules file's table, and the plugin catalogues loaded so far.
struct GameEntry {
    TextTable table;
    std::string vocabulary;  // the app catalogue's "game <vocabulary>" answers what the table lacks
    std::map<QString, std::unique_ptr<QTranslator>> catalogues;  // language -> catalogue (null: none)
};

struct GameTexts {
    QMutex mutex;
    QString language = QStringLiteral("en");
    std::map<std::string, GameEntry> games;
    std::map<QString, std::unique_ptr<QTranslator>> appCatalogues;  // language -> :/i18n/rulelab_<language>.qm (null: none)
    bool installed = false;

    // The app's catalogue in `lang` (compiled into the programs by the translations library).
    const QTranslator *appCatalogue(const QString &lang) {
        auto it = appCatalogues.find(lang);
        if (it != appCatalogues.end()) return it->second.get();
        auto c = std::make_unique<QTranslator>();
        if (!c->load(QStringLiteral(":/i18n/rulelab_") + lang + QStringLiteral(".qm"))) c.reset();
        return appCatalogues.emplace(lang, std::move(c)).first->second.get();
    }

    const QTranslator *catalogue(const std::string &gameId, GameEntry &e, const QString &lang) {
        auto it = e.catalogues.find(lang);
        if (it != e.catalogues.end()) return it->second.get();
        std::unique_ptr<QTranslator> t;
        const QDir dir(catalogueDir(gameId));
        for (const QString &f : dir.entryList({QStringLiteral("*_") + lang + QStringLiteral(".qm")}, QDir::Files)) {
            auto c = std::make_unique<QTranslator>();
            if (c->load(dir.filePath(f))) {
                t = std::move(c);
                break;
            }
        }
        return e.catalogues.emplace(lang, std::move(t)).first->second.get();
    }
};

GameTexts &texts() {
    static GameTexts t;
    return t;
}

// Answers the context "game <id>" for the registered games; anything else is left to the app's
// catalogue (an empty answer passes the question on).
class GameTextTranslator final : public QTranslator {
public:
    using QTranslator::QTranslator;
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char * = nullptr, int = -1) const override {
        if (!context || std::strncmp(context, "game ", 5) != 0 || !source) return {};
        return gameTextTranslation(std::string(context + 5), gameTextLanguage(), source);
    }
};

}  // namespace

QString languageOf(const QString &code) {
    const QString l = code.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toLower();
    return l.isEmpty() || l == QLatin1String("c") ? QStringLiteral("en") : l;
}

void setGameTextLanguage(const QString &language) {
    QMutexLocker lock(&texts().mutex);
    texts().language = languageOf(language);
}

QString gameTextLanguage() {
    QMutexLocker lock(&texts().mutex);
    return texts().language;
}

QStringList pluginCatalogueLanguages(const std::string &gameId) {
    QStringList out;
    for (const QString &f : QDir(catalogueDir(gameId)).entryList({QStringLiteral("*.qm")}, QDir::Files)) {
        const QString base = f.chopped(3);
        const QString lang = base.section(QLatin1Char('_'), -1);
        if (!lang.isEmpty() && !out.contains(lang)) out << lang;
    }
    out.sort();
    return out;
}

void registerGameTexts(const std::string &gameId, const TextTable &table, const std::string &vocabularyId) {
    GameTexts &t = texts();
    QMutexLocker lock(&t.mutex);
    GameEntry &e = t.games[gameId];
    e.table = table;
    e.vocabulary = vocabularyId;
    e.catalogues.clear();  // another build of the plugin may have been loaded: read again when asked
    if (!t.installed && QCoreApplication::instance()) {
        t.installed = true;
        QCoreApplication::installTranslator(new GameTextTranslator(QCoreApplication::instance()));
    }
}

QString gameTextTranslation(const std::string &gameId, const QString &language, const char *text) {
    GameTexts &t = texts();
    QMutexLocker lock(&t.mutex);
    auto it = t.games.find(gameId);
    if (it == t.games.end() || language == QLatin1String("en")) return {};
    GameEntry &e = it->second;
    if (const auto lang = e.table.find(language.toStdString()); lang != e.table.end()) {
        if (const auto found = lang->second.find(text); found != lang->second.end()) return QString::fromStdString(found->second);
    }
    if (const QTranslator *c = t.catalogue(gameId, e, language)) {
        const QString own = c->translate((QByteArray("game ") + gameId.c_str()).constData(), text);
        if (!own.isEmpty()) return own;
    }
    if (e.vocabulary.empty()) return {};
    const QTranslator *app = t.appCatalogue(language);
    return app ? app->translate((QByteArray("game ") + e.vocabulary.c_str()).constData(), text) : QString();
}

QStringList gameTextLanguages(const std::string &gameId) {
    QStringList out{QStringLiteral("en")};
    {
        QMutexLocker lock(&texts().mutex);
        auto it = texts().games.find(gameId);
        if (it == texts().games.end()) return out;
        for (const auto &[lang, words] : it->second.table)
            if (!words.empty()) out << QString::fromStdString(lang);
    }
    for (const QString &l : pluginCatalogueLanguages(gameId))
        if (!out.contains(l)) out << l;
    return out;
}

bool gameTextsInInterfaceLanguage(const std::string &gameId) {
    return gameTextLanguages(gameId).contains(gameTextLanguage());
}

QString pluginText(const std::string &gameId, const std::string &text) {
    const QByteArray context = "game " + QByteArray::fromStdString(gameId);
    return QCoreApplication::translate(context.constData(), text.c_str());
}

}  // namespace rulelab
