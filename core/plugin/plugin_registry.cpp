#include "plugin_registry.h"

#include "file_access.h"
#include "game_texts.h"

#include <QCoreApplication>
#include <QDir>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QSet>
#include <QLibrary>
#include <QPluginLoader>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QDateTime>

#include <algorithm>
#include <map>
#include <limits>

namespace rulelab {

int catalogueNumber(const std::string &name) {
    // "R3 Ludii DLP code", "Banked credits (B4)": a capital letter and a number standing as a
    // word; names without one sort after the numbered ones.
    static const QRegularExpression code(QStringLiteral("(?:^|[\\s(])[A-Z](\\d{1,3})(?=[\\s)]|$)"));
    const QRegularExpressionMatch m = code.match(QString::fromStdString(name));
    return m.hasMatch() ? m.captured(1).toInt() : std::numeric_limits<int>::max();
}

PluginRegistry::PluginRegistry() = default;
PluginRegistry::~PluginRegistry() = default;

namespace {

// The folders of a colon-separated environment variable.
QStringList dirsFromEnvironment(const char *name) {
    return QString::fromLocal8Bit(qgetenv(name)).split(QLatin1Char(':'), Qt::SkipEmptyParts);
}

}  // namespace

QStringList PluginRegistry::defaultSearchPath() {
    QStringList dirs = dirsFromEnvironment("RULELAB_PLUGIN_PATH");
    if (QCoreApplication::instance()) {
        // The build tree (bin/../plugins), next to the program, and the install tree relative
        // to the program (bin/../lib/rulelab/plugins), so an installed tree can be moved.
        const QString appDir = QCoreApplication::applicationDirPath();
        dirs << appDir + QStringLiteral("/../plugins") << appDir + QStringLiteral("/plugins");
#ifdef RULELAB_PLUGIN_DIR_FROM_BIN
        dirs << appDir + QStringLiteral("/" RULELAB_PLUGIN_DIR_FROM_BIN);
#endif
    }
    QStringList unique;
    for (const QString &d : dirs) {
        const QString c = QDir(d).canonicalPath();
        if (!c.isEmpty() && !unique.contains(c)) unique << c;
    }
    return unique;
}

void PluginRegistry::loadFrom(const QStringList &dirs) {
    for (const QString &dir : dirs) {
        if (std::string error; !checkReadableFolder(dir, error)) {
            errors_.push_back({dir, QString::fromStdString(error)});
            continue;
        }
        QDir d(dir);
        const QFileInfoList files = d.entryInfoList(QDir::Files, QDir::Name);
        for (const QFileInfo &fi : files)
            if (QLibrary::isLibrary(fi.fileName())) loadOne(fi.absoluteFilePath());
    }
    reportDuplicates();
}

bool PluginRegistry::loadFile(const QString &path) {
    const bool ok = loadOne(path);
    reportDuplicates();
    return ok;
}

void PluginRegistry::reportDuplicates() {
    // One error per folder of copies (all found again in one other folder), else one per copy.
    std::map<std::pair<QString, QString>, std::vector<const Duplicate *>> byFolders;
    for (const Duplicate &d : duplicates_)
        byFolders[{QFileInfo(d.file).absolutePath(), QFileInfo(d.other).absolutePath()}].push_back(&d);
    for (const auto &[folders, copies] : byFolders) {
        if (copies.size() == 1) {
            errors_.push_back({copies[0]->file, QCoreApplication::translate("rulelab::files",
                                                                            "plugin '%1' is already loaded from %2 (the same "
                                                                            "plugin found twice); this copy is skipped")
                                                    .arg(copies[0]->id, copies[0]->other)});
            continue;
        }
        QStringList ids;
        for (const Duplicate *d : copies) ids << d->id;
        errors_.push_back({folders.first, QCoreApplication::translate("rulelab::files",
                                                                      "its plugins %1 are already loaded from %2 (the same "
                                                                      "plugins found twice: a folder named twice, or a copy "
                                                                      "of one); they are skipped")
                                              .arg(ids.join(QStringLiteral(", ")), folders.second)});
    }
    duplicates_.clear();
}

namespace {

// What is wrong with a plugin's metadata for this RuleLab ("" when nothing): its interface, API
// version and id. Read without running any of the plugin's code.
QString metadataProblem(const QJsonObject &meta, const QString &path, bool &collection, QString &pluginId) {
    const QString iid = meta.value(QStringLiteral("IID")).toString();
    const QJsonObject md = meta.value(QStringLiteral("MetaData")).toObject();
    collection = iid.startsWith(QStringLiteral("org.rulelab.GameCollection/"));
    const QString expectedIid =
        collection ? QStringLiteral(RULELAB_GAME_COLLECTION_IID) : QStringLiteral(RULELAB_GAME_PLUGIN_IID);
    if (!collection && !iid.startsWith(QStringLiteral("org.rulelab.GamePlugin/")))
        return QStringLiteral("not a RuleLab game plugin (interface '%1', expected '%2')").arg(iid, expectedIid);
    if (!md.contains(QStringLiteral("apiVersion")) || !md.value(QStringLiteral("apiVersion")).isDouble())
        return QStringLiteral("plugin metadata has no numeric 'apiVersion' (this RuleLab needs API version %1)")
            .arg(kPluginApiVersion);
    const int api = md.value(QStringLiteral("apiVersion")).toInt();
    pluginId = md.value(QStringLiteral("id")).toString();
    if (api != kPluginApiVersion || iid != expectedIid)
        return QStringLiteral("plugin '%1' was built for RuleLab plugin API version %2, this RuleLab needs "
                              "version %3; rebuild the plugin against this RuleLab")
            .arg(pluginId.isEmpty() ? QFileInfo(path).fileName() : pluginId)
            .arg(api)
            .arg(kPluginApiVersion);
    if (pluginId.isEmpty()) return QStringLiteral("plugin metadata has no 'id'");
    return {};
}

PluginProvenance provenanceOf(const QString &path, const QString &pluginId, const QJsonObject &meta) {
    PluginProvenance provenance;
    provenance.id = pluginId.toStdString();
    provenance.file = QFileInfo(path).fileName().toStdString();
    const QJsonValue v = meta.value(QStringLiteral("MetaData")).toObject().value(QStringLiteral("version"));
    provenance.version = v.isDouble() ? QString::number(v.toDouble()).toStdString() : v.toString().toStdString();
    provenance.sha256 = fileSha256(path);
    return provenance;
}

}  // namespace

bool PluginRegistry::loadOne(const QString &path) {
    auto fail = [&](const QString &msg) {
        errors_.push_back({path, msg});
        return false;
    };
    for (const auto &g : games_)
        if (QFileInfo(g.file).canonicalFilePath() == QFileInfo(path).canonicalFilePath()) return true;
    if (std::string error; !checkRegularFile(path, error)) return fail(QString::fromStdString(error));

    auto loader = std::make_unique<QPluginLoader>(path);
    // Metadata is read without running any of the plugin's code.
    const QJsonObject meta = loader->metaData();
    if (meta.isEmpty()) {
        return fail(QStringLiteral("not a Qt plugin or unreadable file: %1").arg(loader->errorString()));
    }
    bool collection = false;
    QString pluginId;
    if (const QString problem = metadataProblem(meta, path, collection, pluginId); !problem.isEmpty()) return fail(problem);
    // The same plugin again (a folder named twice, a copy): reported together, not loaded (a
    // second rules-file plugin would read every rules file again).
    if (collection && collection_) {
        duplicates_.push_back({path, pluginId, collectionFile_});
        return false;
    }
    if (const LoadedGame *other = collection ? nullptr : find(pluginId.toStdString())) {
        if (other->definedBy == QLatin1String("plugin")) {
            duplicates_.push_back({path, pluginId, other->file});
            return false;
        }
        return fail(QStringLiteral("a game with id '%1' is already loaded from %2").arg(pluginId, other->origin()));
    }

    QString probeMessage;
    if (!probeProgram_.isEmpty() && !probe(path, probeMessage)) return fail(probeMessage);

    QObject *instance = loader->instance();
    if (!instance) return fail(QStringLiteral("could not load: %1").arg(loader->errorString()));
    const PluginProvenance provenance = provenanceOf(path, pluginId, meta);
    if (collection) {
        if (!loadCollection(path, instance, provenance)) {
            loader->unload();
            return false;
        }
        loaders_.push_back(std::move(loader));
        return true;
    }
    auto *plugin = qobject_cast<GamePlugin *>(instance);
    if (!plugin) {
        loader->unload();
        return fail(QStringLiteral("plugin does not implement the RuleLab game interface"));
    }
    const GameInfo &info = plugin->info();
    if (info.id != pluginId.toStdString()) {
        loader->unload();
        return fail(QStringLiteral("plugin metadata id '%1' differs from the game id '%2'")
                        .arg(pluginId, QString::fromStdString(info.id)));
    }
    LoadedGame g;
    g.file = path;
    g.provenance = provenance;
    g.pluginId = pluginId;
    g.plugin = plugin;
    const QString vocabulary = meta.value(QStringLiteral("MetaData")).toObject().value(QStringLiteral("vocabulary")).toString();
    addGame(std::move(g), *plugin, path, vocabulary.toStdString());
    loaders_.push_back(std::move(loader));
    return true;
}

bool PluginRegistry::loadCollection(const QString &path, QObject *instance, const PluginProvenance &plugin) {
    auto *collection = qobject_cast<GameCollectionPlugin *>(instance);
    if (!collection) {
        errors_.push_back({path, QStringLiteral("plugin does not implement the RuleLab game-collection interface")});
        return false;
    }
    std::vector<CollectedGame> games;
    std::vector<CollectionProblem> problems;
    collection->loadGames(gamesDirs_, games, problems);
    // The lines name their file ("FILE: FIELD: message"); the error's file says it once.
    for (const auto &p : problems)
        for (QString line : p.message.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (line.startsWith(p.file + QLatin1Char(':'))) line = line.mid(p.file.size() + 1).trimmed();
            errors_.push_back({p.file, line});
        }
    collection_ = collection;
    collectionFile_ = path;
    collectionProvenance_ = plugin;
    addCollected(games);
    return true;
}

QStringList PluginRegistry::addCollected(std::vector<CollectedGame> &games) {
    QStringList problems;
    for (auto &c : games) {
        const std::string id = c.game->info().id;
        if (const LoadedGame *other = find(id)) {
            const QString message =
                QStringLiteral("a game with id '%1' is already loaded from %2").arg(QString::fromStdString(id), other->origin());
            errors_.push_back({c.sourceFile, message});
            problems << c.sourceFile + QStringLiteral(": ") + message;
            continue;
        }
        LoadedGame g;
        g.file = collectionFile_;
        g.pluginId = QString::fromStdString(id);
        g.definedBy = QStringLiteral("rules-file");
        g.sourceFile = c.sourceFile;
        // The rules are the file's and the engine's: a change to either is another build.
        g.provenance.id = id;
        g.provenance.file = QFileInfo(c.sourceFile).fileName().toStdString();
        g.provenance.version = "rules-file " + collectionProvenance_.version;
        g.provenance.sha256 = QCryptographicHash::hash(QByteArray::fromStdString(c.sha256 + collectionProvenance_.sha256),
                                                       QCryptographicHash::Sha256)
                                  .toHex()
                                  .toStdString();
        g.plugin = c.game.get();
        registerGameTexts(id, c.translations, collection_ ? collection_->vocabulary().id : std::string());
        for (const std::string &w : c.warnings) {  // "FILE: FIELD: message": the file said once
            QString line = QString::fromStdString(w);
            if (line.startsWith(c.sourceFile + QLatin1Char(':'))) line = line.mid(c.sourceFile.size() + 1).trimmed();
            warnings_.push_back({c.sourceFile, line});
        }
        ownedGames_.push_back(std::move(c.game));
        const QString source = c.sourceFile;
        addGame(std::move(g), *ownedGames_.back(), source);
    }
    return problems;
}

int PluginRegistry::filesNotLoaded(bool rulesFiles) const {
    QSet<QString> files;
    for (const auto &e : errors_)
        if (e.isRulesFile() == rulesFiles) files.insert(e.file);
    return static_cast<int>(files.size());
}

bool PluginRegistry::addRulesFile(const QString &path, QString &error) {
    if (!collection_) {
        error = QStringLiteral("the rules-file plugin (rules_file) is not loaded, so games cannot be read from files");
        return false;
    }
    std::vector<CollectedGame> games;
    std::vector<CollectionProblem> problems;
    if (!collection_->loadGameFile(path, games, problems)) {
        QStringList lines;
        for (const auto &p : problems) lines << p.message;
        error = lines.join(QLatin1Char('\n'));
        return false;
    }
    const QStringList duplicates = addCollected(games);
    error = duplicates.join(QLatin1Char('\n'));
    return duplicates.isEmpty();
}

void PluginRegistry::addGame(LoadedGame g, const GamePlugin &plugin, const QString &errorFile, const std::string &vocabulary) {
    const GameInfo &info = plugin.info();
    if (g.definedBy != QLatin1String("rules-file")) registerGameTexts(info.id, {}, vocabulary);  // its catalogues
    g.languages = gameTextLanguages(info.id);
    for (Reading r : plugin.readings()) {
        if (r.game.empty()) r.game = info.id;
        const auto errs = validateReading(info, r);
        if (!errs.empty()) {
            for (const auto &e : errs)
                errors_.push_back({errorFile, QStringLiteral("built-in %1").arg(QString::fromStdString(e))});
            continue;
        }
        g.readings.push_back(std::move(r));
    }
    // Catalogue order (R1, R2, ... as the rules catalogue numbers them), not file-name order.
    std::stable_sort(g.readings.begin(), g.readings.end(),
                     [](const Reading &a, const Reading &b) { return catalogueNumber(a.name) < catalogueNumber(b.name); });
    games_.push_back(std::move(g));
}

QStringList PluginRegistry::defaultGamesDirs() {
    QStringList dirs = dirsFromEnvironment("RULELAB_GAMES_PATH");
    const QSettings settings;
    for (const QString &d : settings.value(QString::fromLatin1(kGamesDirsSetting)).toStringList())
        if (!dirs.contains(d)) dirs << d;
    const QString own = userGamesDir();
    if (QFileInfo(own).isDir() && !dirs.contains(own)) dirs << own;
    return dirs;
}

QString PluginRegistry::userGamesDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
}

std::string fileSha256(const QString &path) {
    QFile f(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !hash.addData(&f)) return {};
    return hash.result().toHex().toStdString();
}

bool PluginRegistry::probe(const QString &path, QString &message) const {
    const QFileInfo fi(path);
    const QString key = QStringLiteral("probed/") + QString::fromLatin1(fi.canonicalFilePath().toUtf8().toHex());
    // Remembered by the file's content, not its size and time: a replaced plugin is probed again.
    const QString stamp = QString::fromStdString(fileSha256(path));
    QSettings cache(QSettings::IniFormat, QSettings::UserScope, QStringLiteral("RuleLab"), QStringLiteral("plugin-probe"));
    if (!stamp.isEmpty() && cache.value(key).toString() == stamp) return true;
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(probeProgram_, {QStringLiteral("probe-plugin"), path});
    if (!p.waitForStarted(10000)) return true;  // no probe available: load as usual
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        message = QStringLiteral("plugin hangs while loading (no answer in 30 s in a test process); skipped");
        return false;
    }
    // The probe exits 0 (loaded) or 3 (refused, with a reason the normal load reports); anything
    // else is a crash (sanitizer builds turn a crash into an exit code).
    if (p.exitStatus() == QProcess::CrashExit || (p.exitCode() != 0 && p.exitCode() != 3)) {
        message = QStringLiteral("plugin crashes while loading (it was tried in a separate process first); skipped");
        return false;
    }
    // A probe that loaded everything says so last; a plugin that ends the process while loading
    // (any exit code) never lets it.
    if (p.exitCode() == 0 && !p.readAllStandardOutput().contains(kProbeDone)) {
        message = QStringLiteral("plugin ends the process while loading (it was tried in a separate process first); skipped");
        return false;
    }
    if (p.exitCode() == 0 && !stamp.isEmpty()) cache.setValue(key, stamp);
    return true;  // a refusal is reported by the normal load, with its reason
}

const LoadedGame *PluginRegistry::find(const std::string &gameId) const {
    for (const auto &g : games_)
        if (g.pluginId.toStdString() == gameId) return &g;
    return nullptr;
}

const Reading *PluginRegistry::findReading(const std::string &gameId, const std::string &readingId) const {
    const LoadedGame *g = find(gameId);
    if (!g) return nullptr;
    for (const auto &r : g->readings)
        if (r.id == readingId) return &r;
    return nullptr;
}

}  // namespace rulelab
