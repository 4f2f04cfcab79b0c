#include "cli.h"

#include "cli_common.h"
#include "experiment/prepared_reading.h"
#include "plugin/game_texts.h"
#include "plugin/plugin_registry.h"
#include "plugin/rules_check_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace rulelab {

int Cli::cmdGames(const QStringList &args) {
    CommandParser p(QStringLiteral("games"),
                    tr("List the installed games: compiled plugins and games defined by rules files (--games-dir DIR adds a "
                       "folder of rules files)."));
    QCommandLineOption json(QStringLiteral("json"),
                            tr("print a JSON array of {id, name, defined_by, source_file, plugin_file, options, readings, languages}"));
    p.addOption(json);
    if (const int rc = parse(p, args); rc >= 0) return rc;
    if (!p.positionalArguments().isEmpty())
        return usageError(p.name(), tr("unexpected argument '%1'").arg(p.positionalArguments().first()));
    PluginRegistry reg;
    loadPlugins(reg, true);
    if (p.isSet(json)) {
        QJsonArray a;
        for (const auto &g : reg.games()) {
            const GameInfo &info = g.plugin->info();
            QJsonArray readings;
            for (const auto &r : g.readings) readings.append(q(r.id));
            a.append(
                QJsonObject{{QStringLiteral("id"), g.pluginId},
                            {QStringLiteral("name"), q(info.name)},
                            {QStringLiteral("defined_by"), g.definedBy},
                            {QStringLiteral("source_file"), g.sourceFile.isEmpty() ? QJsonValue() : QJsonValue(g.sourceFile)},
                            {QStringLiteral("plugin_file"), g.file},
                            {QStringLiteral("options"), static_cast<int>(info.options.size())},
                            {QStringLiteral("readings"), readings},
                            {QStringLiteral("languages"), QJsonArray::fromStringList(g.languages)}});
        }
        out_ << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
        return 0;
    }
    QList<QStringList> rows;
    rows << QStringList{tr("id"), tr("name"), tr("defined by"), tr("options"), tr("readings")};
    for (const auto &g : reg.games()) {
        const GameInfo &info = g.plugin->info();
        rows << QStringList{g.pluginId, pluginText(info.id, info.name),
                            g.definedBy == QLatin1String("rules-file") ? tr("rules file %1").arg(g.sourceFile) : tr("plugin"),
                            QString::number(info.options.size()), QString::number(g.readings.size())};
    }
    out_ << formatTable(rows);
    // The games whose texts are not in the interface language (plugin/game_texts.h): said, not an error.
    QStringList untranslated;
    for (const auto &g : reg.games())
        if (!g.languages.contains(gameTextLanguage())) untranslated << g.pluginId;
    if (!untranslated.isEmpty())
        err_ << tr("warning: %n game(s) without texts in %1, shown in English: %2", nullptr, static_cast<int>(untranslated.size()))
                    .arg(QLocale(gameTextLanguage()).nativeLanguageName(), untranslated.join(QStringLiteral(", ")))
             << '\n';
    // The rules files that were not loaded, counted, with why (one line each, as the warnings say).
    QStringList refused;
    for (const auto &e : reg.errors())
        if (e.isRulesFile()) refused << QStringLiteral("  %1: %2").arg(e.file, loadErrorText(e));
    if (!refused.isEmpty())
        out_ << '\n'
             << tr("%n rules file(s) refused (check them with 'rulelab-cli check FILE'):", nullptr, reg.filesNotLoaded(true))
             << '\n'
             << refused.join(QLatin1Char('\n')) << '\n';
    return 0;
}

const LoadedGame *Cli::loadGameArgument(const CommandParser &p, PluginRegistry &reg, int &rc) {
    if (p.positionalArguments().size() != 1) {
        rc = usageError(p.name(), tr("expected exactly one GAME"));
        return nullptr;
    }
    loadPlugins(reg, false);
    const std::string gameId = p.positionalArguments().first().toStdString();
    const LoadedGame *g = reg.find(gameId);
    if (!g) rc = usageError(p.name(), tr("unknown game '%1' (installed: %2)").arg(q(gameId), q(gameIdList(reg))));
    return g;
}

int Cli::cmdReadings(const QStringList &args) {
    CommandParser p(QStringLiteral("readings"), tr("List the readings (named option sets) of a game."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id, see 'rulelab-cli games'"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    PluginRegistry reg;
    int rc = -1;
    const LoadedGame *g = loadGameArgument(p, reg, rc);
    if (!g) return rc;
    QList<QStringList> rows;
    rows << QStringList{tr("id"), tr("name"), tr("source")};
    // Names in the interface language (their ids are what the other commands take).
    for (const auto &r : g->readings) rows << QStringList{q(r.id), pluginText(g->plugin->info().id, r.name), q(r.source)};
    out_ << formatTable(rows);
    return 0;
}

int Cli::cmdDescribe(const QStringList &args) {
    CommandParser p(QStringLiteral("describe"), tr("Describe every rule option of a game: values, explanations and citations."));
    p.addGameArgument();
    QCommandLineOption readingOpt(QStringLiteral("reading"), tr("show the values this reading (id or .json file) chooses"),
                                  QStringLiteral("R"));
    p.addOption(readingOpt);
    if (const int rc = parse(p, args); rc >= 0) return rc;
    PluginRegistry reg;
    int rc = -1;
    const LoadedGame *g = loadGameArgument(p, reg, rc);
    if (!g) return rc;
    const std::string gameId = p.positionalArguments().first().toStdString();
    const GameInfo &info = g->plugin->info();
    PreparedReading prepared;
    const bool withReading = p.isSet(readingOpt);
    if (withReading) {
        std::string error;
        InputError kind;
        if (!prepareReading(reg, gameId, p.value(readingOpt).toStdString(), {}, Limits{}, prepared, error, kind))
            return inputError(p.name(), kind, error);
    }
    auto cites = [](const std::vector<Citation> &cs) {
        QStringList l;
        for (const auto &c : cs) l << q(c.where());
        return l.join(QStringLiteral("; "));
    };
    // The game's words in the interface language where it has them (ids and citations as they are).
    auto said = [&info](const std::string &text) { return pluginText(info.id, text); };
    out_ << said(info.name) << " (" << q(info.id) << ")";
    if (!info.region.empty()) out_ << " - " << said(info.region);
    if (!info.period.empty()) out_ << ", " << said(info.period);
    out_ << '\n';
    if (!info.summary.empty()) out_ << said(info.summary) << '\n';
    if (withReading) {
        out_ << tr("Reading: %1 (%2)").arg(q(prepared.reading.id), said(prepared.reading.name)) << '\n';
        if (!prepared.reading.source.empty()) out_ << tr("Follows: %1").arg(q(prepared.reading.source)) << '\n';
        if (!prepared.reading.description.empty()) out_ << said(prepared.reading.description) << '\n';
    }
    out_ << '\n';
    for (const auto &o : info.options) {
        out_ << q(o.id) << "  [" << optionTypeName(o.type) << "]  " << said(o.label);
        if (!o.rulePoint.empty()) out_ << "  (" << q(o.rulePoint) << ")";
        if (o.experimental) out_ << "  " << tr("(experimental, not historical)");
        out_ << '\n';
        if (!o.description.empty()) out_ << "    " << said(o.description) << '\n';
        if (!o.citations.empty()) out_ << "    " << tr("Cites: %1").arg(cites(o.citations)) << '\n';
        if (o.type == OptionType::Choice) {
            for (const auto &c : o.choices) {
                out_ << "    - " << q(c.id);
                if (c.id == o.defaultValue) out_ << " " << tr("(default)");
                if (withReading && prepared.options.text(o.id) == c.id) out_ << "  <= " << tr("chosen");
                out_ << '\n';
                if (!c.explanation.empty()) out_ << "        " << said(c.explanation) << '\n';
                if (!c.citations.empty()) out_ << "        " << tr("Cites: %1").arg(cites(c.citations)) << '\n';
            }
        } else {
            out_ << "    " << tr("Allowed: %1; default %2").arg(q(o.allowedText()), q(o.defaultValue)) << '\n';
        }
        if (withReading) out_ << "    " << tr("Value in this reading: %1").arg(q(prepared.options.text(o.id))) << '\n';
    }
    return 0;
}

}  // namespace rulelab
