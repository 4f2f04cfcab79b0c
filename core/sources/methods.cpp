#include "methods.h"

#include "experiment/answers.h"
#include "plugin/file_access.h"

#include "plugin/reading_json.h"
#include "experiment/experiment.h"
#include "plugin/plugin_registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <initializer_list>
#include <sstream>
#include <utility>

namespace rulelab {

namespace {

struct SummaryReading {
    std::string id, name, source;
    OptionValues options;
    int64_t matches = 0;
};

// s with each character that `table` names replaced by its text.
std::string replacingChars(const std::string &s, std::initializer_list<std::pair<char, const char *>> table) {
    std::string out;
    for (char c : s) {
        const auto it = std::find_if(table.begin(), table.end(), [c](const auto &e) { return e.first == c; });
        if (it == table.end()) out += c;
        else out += it->second;
    }
    return out;
}

// Markdown table cells: no pipes or line breaks.
std::string md(const std::string &s) { return replacingChars(s, {{'|', "\\|"}, {'\n', " "}}); }

class Writer {
public:
    Writer(MethodsFormat f, const SourceLibrary &lib, MethodsText &out) : f_(f), lib_(lib), out_(out) {}

    std::string esc(const std::string &s) const { return f_ == MethodsFormat::LaTeX ? latexEscape(s) : md(s); }
    std::string code(const std::string &s) const {
        return f_ == MethodsFormat::LaTeX ? "\\texttt{" + latexEscape(s) + "}" : "`" + s + "`";
    }
    std::string emph(const std::string &s) const {
        return f_ == MethodsFormat::LaTeX ? "\\emph{" + latexEscape(s) + "}" : "*" + md(s) + "*";
    }
    std::string bold(const std::string &s) const {
        return f_ == MethodsFormat::LaTeX ? "\\textbf{" + latexEscape(s) + "}" : "**" + md(s) + "**";
    }
    std::string heading(int level, const std::string &s) const {
        if (f_ == MethodsFormat::LaTeX)
            return std::string(level == 1   ? "\\section*{"
                               : level == 2 ? "\\subsection*{"
                                            : "\\subsubsection*{") +
                   latexEscape(s) + "}\n\n";
        return std::string(static_cast<size_t>(level), '#') + " " + s + "\n\n";
    }
    void use(const std::string &key) {
        if (std::find(out_.citedKeys.begin(), out_.citedKeys.end(), key) == out_.citedKeys.end()) {
            out_.citedKeys.push_back(key);
            if (!lib_.entry(key)) out_.warnings.push_back("source key '" + key + "' is not in the bibliography");
        }
    }
    // One citation group.
    std::string cite(const std::vector<Citation> &cs) {
        if (cs.empty()) return {};
        std::string s;
        if (f_ == MethodsFormat::LaTeX) {
            for (const auto &c : cs) {
                use(c.source);
                s += c.locator.empty() ? "\\cite{" + c.source + "}" : "\\cite[" + latexEscape(c.locator) + "]{" + c.source + "}";
            }
            return "~" + s;
        }
        s = " [";
        for (size_t i = 0; i < cs.size(); ++i) {
            use(cs[i].source);
            s += (i ? "; @" : "@") + cs[i].source;
            if (!cs[i].locator.empty()) s += ", " + md(cs[i].locator);
        }
        return s + "]";
    }
    std::string citeKeys(const std::vector<std::string> &keys) {
        std::vector<Citation> cs;
        for (const auto &k : keys) cs.push_back({k, "", ""});
        return cite(cs);
    }

private:
    MethodsFormat f_;
    const SourceLibrary &lib_;
    MethodsText &out_;
};

// A ladder's summary (rulelab-cli ladder) as a run's: each reading as its top rung's self-play.
QJsonObject ladderAsRun(const QJsonObject &ladder) {
    QJsonObject root = ladder;
    QJsonArray readings;
    for (const auto &rv : ladder.value(QStringLiteral("readings")).toArray()) {
        const QJsonArray rungs = rv.toObject().value(QStringLiteral("rungs")).toArray();
        if (!rungs.isEmpty()) readings.append(rungs.last().toObject());
    }
    root.insert(QStringLiteral("readings"), readings);
    return root;
}

// The agents and the rating procedure of a ladder (docs/metrics.md, "Strength ladder").
std::string ladderText(const QJsonObject &root, const Writer &w) {
    const QJsonObject ladder = root.value(QStringLiteral("ladder")).toObject();
    std::ostringstream s;
    s << "Each reading was played along a ladder of agents, weakest first:";
    bool first = true, reuse = false, timed = false;
    for (const auto &a : ladder.value(QStringLiteral("rungs")).toArray()) {
        const std::string t = a.toString().toStdString();
        s << (first ? " " : ", ") << w.code(t);
        first = false;
        reuse = reuse || t.find(":reuse") != std::string::npos;
        const std::string budget = t.rfind("mcts:", 0) == 0 ? t.substr(5, t.find(':', 5) - 5) : std::string();
        timed = timed || (!budget.empty() && budget.back() == 's');
    }
    s << " (" << w.code("random") << " plays uniformly at random, " << w.code("greedy")
      << " takes the largest immediate score gain, " << w.code("mcts:N") << " is UCT with N random playouts per decision, "
      << w.code("search:D") << " alpha-beta with expectimax to depth D)."
      << (reuse ? " An agent marked reuse kept the subtree of the position reached between its decisions within a "
                  "match (never from one match to the next) and added its playouts to it."
                : "")
      << (timed ? " An MCTS agent with a budget of time (in seconds) played as many playouts as fitted in that time on "
                  "the machine that ran it: its matches, and the ratings and metrics of this ladder, are not "
                  "reproducible, and a second run will give other numbers."
                : "")
      << " Every rung played against "
         "itself, giving the rung's metrics, and against the next rung, with the seats swapped in every other match. "
         "From the matches between rungs each rung was rated by the Bradley-Terry model (Bradley and Terry 1952), "
         "P(i beats j) = g_i / (g_i + g_j), fitted by maximum likelihood with the MM algorithm (Hunter 2004); a draw or "
         "a match without a result counts half a win to each side, and one virtual draw is added to every pair that "
         "met, so that a rung that won every match has a finite rating. Ratings are on the Elo scale (400 / ln 10 per "
         "unit of log strength) with "
      << w.code(root.value(QStringLiteral("rating")).toObject().value(QStringLiteral("anchor")).toString().toStdString())
      << " at 0, with 95% normal intervals from the observed information. Whether a metric had settled between the two "
         "top rungs was judged by the comparison test RuleLab uses for that metric between readings: settled when the "
         "95% interval of the difference lies within a margin (0.05 for shares and scores, else 10% of the top rung's "
         "value";
    const QJsonObject margins = ladder.value(QStringLiteral("settle_margins")).toObject();
    for (auto it = margins.begin(); it != margins.end(); ++it)
        s << "; " << w.code(it.key().toStdString()) << ": " << QString::number(it.value().toDouble(), 'g', 6).toStdString();
    s << "). Where a reading's state graph has at most " << ladder.value(QStringLiteral("solve_nodes")).toInteger()
      << " states it was solved exactly (retrograde analysis, or value iteration with chance), and the first mover's "
         "value under best play is the ladder's limit. ";
    return s.str();
}

}  // namespace

std::string latexEscape(const std::string &s) {
    return replacingChars(s, {{'\\', "\\textbackslash{}"}, {'{', "\\{"}, {'}', "\\}"}, {'$', "\\$"}, {'&', "\\&"},
                              {'#', "\\#"}, {'%', "\\%"}, {'_', "\\_"}, {'^', "\\^{}"}, {'~', "\\~{}"},
                              {'<', "\\textless{}"}, {'>', "\\textgreater{}"}});
}

bool readSummaryFile(const QString &path, QByteArray &out, std::string &error) {
    const QString file = QFileInfo(path).isDir() ? QDir(path).filePath(QStringLiteral("summary.json")) : path;
    return readFileCapped(file, kResultFileCap, out, error);
}

namespace {

// The run (or ladder) summary's root, its experiment and its readings, as the methods text needs them.
bool readMethodsSummary(const QByteArray &summary, const std::string &origin, QJsonObject &root, bool &ladder, Experiment &e,
                        std::vector<SummaryReading> &readings, std::string &error) {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(summary, &pe);
    if (!doc.isObject()) {
        error = origin + ": not valid JSON (" + pe.errorString().toStdString() + " at offset " + std::to_string(pe.offset) + ")";
        return false;
    }
    ladder = doc.object().value(QStringLiteral("format")).toString() == QLatin1String("rulelab-ladder");
    // A ladder's readings are described at its top rung (their options and matches are those of every rung).
    root = ladder ? ladderAsRun(doc.object()) : doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-summary") && !ladder) {
        error = origin + ": field 'format': expected \"rulelab-summary\" or \"rulelab-ladder\"";
        return false;
    }
    if (!root.value(QStringLiteral("experiment")).isObject()) {
        error = origin + ": field 'experiment' is missing (expected the embedded experiment object)";
        return false;
    }
    if (!parseExperiment(QJsonDocument(root.value(QStringLiteral("experiment")).toObject()).toJson(), origin + " (experiment)", e,
                         error))
        return false;
    if (!root.value(QStringLiteral("readings")).isArray() || root.value(QStringLiteral("readings")).toArray().isEmpty()) {
        error = origin + ": field 'readings': expected a non-empty array";
        return false;
    }
    const QJsonArray ra = root.value(QStringLiteral("readings")).toArray();
    for (int i = 0; i < ra.size(); ++i) {
        const QJsonObject o = ra[i].toObject();
        SummaryReading r;
        r.id = jsonText(o, "reading");
        r.name = jsonText(o, "name");
        r.source = jsonText(o, "source");
        r.matches = o.value(QStringLiteral("matches")).toInteger(-1);
        if (r.id.empty() || !o.value(QStringLiteral("options")).isObject() || r.matches < 0) {
            error = origin + ": readings[" + std::to_string(i) + "]: expected 'reading' (text), 'options' (object) and 'matches' (number)";
            return false;
        }
        const QJsonObject opts = o.value(QStringLiteral("options")).toObject();
        for (auto it = opts.begin(); it != opts.end(); ++it) {
            if (!optionValueText(it.value(), r.options[it.key().toStdString()])) {
                error = origin + ": readings[" + std::to_string(i) + "].options." + it.key().toStdString() +
                        " must be a string, number or boolean";
                return false;
            }
        }
        readings.push_back(std::move(r));
    }
    return true;
}

// Game and provenance.
void gameSection(std::ostringstream &s, Writer &w, const GameInfo &game, const SourceLibrary &library) {
    s << w.heading(2, "Game");
    std::string gameLine = "We simulated " + w.emph(game.name);
    if (!game.localName.empty() && game.localName != game.name) gameLine += " (" + w.esc(game.localName) + ")";
    gameLine += ", " + w.esc(game.region);
    if (!game.period.empty()) gameLine += ", " + w.esc(game.period);
    std::vector<std::string> gameKeys;
    // The pages the plugins cite, then the printed works they paraphrase (their "related" field).
    auto addKey = [&](const std::string &k) {
        if (!isCatalogueKey(k) && std::find(gameKeys.begin(), gameKeys.end(), k) == gameKeys.end()) gameKeys.push_back(k);
    };
    for (const auto &k : game.bibliography) addKey(k);
    for (size_t i = 0; i < gameKeys.size(); ++i)
        if (const BibEntry *b = library.entry(gameKeys[i])) {
            for (QString r : QString::fromStdString(b->field("related")).split(QLatin1Char(','), Qt::SkipEmptyParts))
                addKey(r.trimmed().toStdString());
        }
    s << gameLine << w.citeKeys(gameKeys) << ". " << w.esc(game.summary) << "\n\n";
    s << "Where the sources are ambiguous or silent, the rules are parameterised by " << game.options.size()
      << " rule options, each tied to the passage it interprets and catalogued, with the competing readings, in the "
         "project's rules catalogue"
      << w.citeKeys({"CAT"}) << ". A reading is a complete set of option values.\n\n";
}

// One option's line of a reading: its value, meaning, sources and the verdict against the followed source.
void optionLine(std::ostringstream &s, Writer &w, bool tex, const RuleOption &opt, const OptionValues &values,
                const std::string &verdictText) {
    auto it = values.find(opt.id);
    const std::string value = it == values.end() ? opt.defaultValue : it->second;
    std::string valueLabel = value, meaning = opt.description;
    std::vector<Citation> cites;
    if (const OptionChoice *c = opt.type == OptionType::Choice ? opt.findChoice(value) : nullptr) {
        valueLabel = c->label.empty() ? value : c->label;
        meaning = c->explanation;
        cites = c->citations;
    }
    for (const auto &c : opt.citations) {
        const bool dup =
            std::any_of(cites.begin(), cites.end(), [&](const Citation &x) { return x.source == c.source && x.locator == c.locator; });
        if (!dup) cites.push_back(c);
    }
    if (tex) {
        s << "  \\item " << w.bold(opt.label) << " (" << w.code(opt.id) << ", " << latexEscape(opt.rulePoint)
          << "): " << w.emph(valueLabel) << " [" << w.code(value) << "] --- " << latexEscape(meaning) << w.cite(cites)
          << ". \\emph{" << latexEscape(verdictText) << "}.\n";
    } else {
        s << "| " << md(opt.rulePoint) << " | " << md(opt.label) << " (`" << opt.id << "`) | " << md(valueLabel) << " (`"
          << value << "`) | " << md(meaning) << " |" << w.cite(cites) << " | " << verdictText << " |\n";
    }
}

// One reading: what it follows, and every option's value with its sources.
void readingSection(std::ostringstream &s, Writer &w, bool tex, const GameInfo &game, const SummaryReading &r,
                    const PluginRegistry &registry, const SourceLibrary &library) {
    s << w.heading(3, (r.name.empty() ? r.id : r.name) + " (" + r.id + ")");
    Reading rd = namedReading(game.id, r.id, r.name, r.options);
    rd.source = r.source;
    const Reading *builtinReading = registry.findReading(game.id, r.id);
    rd.origin = builtinReading && builtinReading->source == r.source ? "builtin" : "summary";
    const std::vector<std::string> followed = library.followedSources(rd);
    if (!r.source.empty()) s << "It follows " << w.esc(r.source) << w.citeKeys(followed) << ". ";
    if (builtinReading && !builtinReading->description.empty()) s << w.esc(builtinReading->description);
    s << "\n\n";
    std::map<std::string, OptionVerdict> verdicts;
    for (auto &v : library.verdicts(game, rd)) verdicts[v.option] = v;
    if (tex) s << "\\begin{itemize}\n";
    else s << "| Rule point | Option | Value | Meaning | Sources | Against the followed source |\n|---|---|---|---|---|---|\n";
    for (const auto &opt : game.options) {
        std::string verdict = library.isNonHistorical(game, opt.id) ? "not historical (simulation setting)" : "";
        if (auto v = verdicts.find(opt.id); v != verdicts.end()) {
            verdict = verdictName(v->second.kind);
            if (v->second.kind == OptionVerdict::Departs) {
                verdict += " (cites";
                for (const auto &k : v->second.cited) verdict += " " + k;
                verdict += ")";
            }
        }
        optionLine(s, w, tex, opt, r.options, verdict);
    }
    s << (tex ? "\\end{itemize}\n\n" : "\n");
    s << "Against the sources it follows, \"follows\" means the chosen value cites one of them, \"departs\" that it "
         "cites only other sources, and \"completion\" that no source speaks to it (an inference or a neutral "
         "default).\n\n";
}

// Agents, matches, seeds, the precision stop and the limits.
void simulationSection(std::ostringstream &s, Writer &w, const QJsonObject &root, bool ladder, const Experiment &e,
                       const std::vector<SummaryReading> &readings, const std::string &engine) {
    s << w.heading(2, "Simulation");
    int64_t total = 0;
    for (const auto &r : readings) total += r.matches;
    if (ladder) s << ladderText(root, w);
    else
        s << "Each reading was played by " << w.code(e.agents[0].text()) << " (seat A) against " << w.code(e.agents[1].text())
          << " (seat B)" << (e.swapSeats ? ", with the seats swapped in every other match" : "") << ". ";
    s << "We played " << e.matches << " matches per reading" << (ladder ? " in every cell of the ladder" : "") << " (" << total
      << " in all";
    for (const auto &r : readings) s << "; " << w.code(r.id) << ": " << r.matches;
    s << ") with experiment seed " << e.seed
      << "; the random stream of match i is derived from the seed, the reading and i alone, so every match can "
         "be replayed exactly and results do not depend on the number of threads. ";
    if (!e.precision.empty()) {
        s << "Each reading was played to a precision: in blocks ending at multiples of 1,000 match indices, stopping after "
             "the first block in which every named metric's 95% interval had a half-width, (upper - lower) / 2, of at most ";
        bool firstTarget = true;
        for (const auto &[metric, target] : e.precision) {
            s << (firstTarget ? "" : ", ") << w.code(metric) << " " << QString::number(target, 'g', 6).toStdString();
            firstTarget = false;
        }
        s << " (or at the maximum number of matches). Because the stop depends on the matches, the estimates carry a "
             "small optional-stopping bias: a block whose matches happen to vary less stops sooner, and for skewed "
             "lengths such blocks also tend to be shorter, so means of lengths lean slightly low. With blocks of 1,000 "
             "and a stop on the width rather than the estimate the effect is small: in RuleLab's calibration (skewed "
             "lengths to a half-width of 4 turns) the mean leaned low by about 4% of the half-width and the 95% "
             "interval kept its coverage. ";
    }
    s << "Limits: ";
    const QJsonObject limits = limitsToJson(e.limits);
    bool first = true;
    for (auto it = limits.begin(); it != limits.end(); ++it) {
        s << (first ? "" : ", ") << w.code(it.key().toStdString()) << " = "
          << QString::number(it.value().toDouble(), 'g', 12).toStdString();
        first = false;
    }
    s << ". Software: " << w.esc(engine.empty() ? std::string("RuleLab") : engine) << ".\n\n";
}

// The metrics' definitions, and those with no matches to rest on.
void metricsSection(std::ostringstream &s, Writer &w, bool tex, const QJsonObject &root) {
    s << w.heading(2, "Metrics");
    const QJsonObject mdefs = root.value(QStringLiteral("metric_definitions")).toObject();
    s << "Metrics carry 95% intervals (definitions version "
      << mdefs.value(QStringLiteral("version")).toVariant().toString().toStdString() << "; " << w.esc(jsonText(mdefs, "document"))
      << ").\n\n";
    const QJsonObject defs = mdefs.value(QStringLiteral("definitions")).toObject();
    if (tex) s << "\\begin{description}\n";
    for (auto it = defs.begin(); it != defs.end(); ++it) {
        if (tex)
            s << "  \\item[" << latexEscape(it.key().toStdString()) << "] " << latexEscape(it.value().toString().toStdString())
              << "\n";
        else s << "- **" << it.key().toStdString() << "**: " << it.value().toString().toStdString() << "\n";
    }
    s << (tex ? "\\end{description}\n\n" : "\n");
    // Metrics with no matches to rest on (no match of the reading ended by the rules, say) have
    // no value: the summary holds null, and the text says n/a rather than a number.
    std::string missing;
    for (const auto &rv : root.value(QStringLiteral("readings")).toArray()) {
        const QJsonObject ro = rv.toObject();
        std::string keys;
        const QJsonObject ms = ro.value(QStringLiteral("metrics")).toObject();
        for (auto it = ms.begin(); it != ms.end(); ++it)
            if (it.value().toObject().value(QStringLiteral("value")).isNull())
                keys += (keys.empty() ? "" : ", ") + w.code(it.key().toStdString());
        if (!keys.empty()) missing += (missing.empty() ? "" : "; ") + w.code(jsonText(ro, "reading")) + ": " + keys;
    }
    if (!missing.empty())
        s << "Some metrics have no matches to rest on and are not available (n/a), not 0, and are not compared: " << missing
          << ".\n\n";
}

// The answers in words (as the CLI and the workbench give them, core/experiment/answers.h) and
// the sources cited (the BibTeX file holds them; this list is for reading the text alone).
void answersAndReferences(std::ostringstream &s, Writer &w, bool tex, const QJsonObject &root, bool ladder,
                          const SourceLibrary &library, const MethodsText &out) {
    if (const auto answers = ladder ? std::vector<Answer>{} : answersFromSummary(root, true); !answers.empty()) {
        s << w.heading(2, "Results in words");
        for (const Answer &a : answers) {
            s << (tex ? "\\paragraph{" + latexEscape(questionText(a.question, true).toStdString()) + "}"
                      : "**" + questionText(a.question, true).toStdString() + "**");
            for (const QString &line : a.lines) s << " " << w.esc(line.toStdString());
            s << "\n\n";
        }
    }
    s << w.heading(2, "Sources cited");
    if (tex) s << "\\begin{itemize}\n";
    for (const auto &k : out.citedKeys) {
        const BibEntry *b = library.entry(k);
        const std::string ref = b ? b->shortReference() : std::string("(not in the bibliography)");
        if (tex) s << "  \\item " << latexEscape(k) << ": " << latexEscape(ref) << "\n";
        else s << "- " << k << ": " << ref << "\n";
    }
    s << (tex ? "\\end{itemize}\n" : "");
}

}  // namespace

bool buildMethods(const QByteArray &summary, const std::string &origin, const PluginRegistry &registry,
                  const SourceLibrary &library, MethodsFormat format, MethodsText &out, std::string &error) {
    out = MethodsText{};
    QJsonObject root;
    bool ladder = false;
    Experiment e;
    std::vector<SummaryReading> readings;
    if (!readMethodsSummary(summary, origin, root, ladder, e, readings, error)) return false;
    const LoadedGame *lg = registry.find(e.game);
    if (!lg) {
        error = origin + ": game '" + e.game + "' is not installed (its options and citations are needed)";
        return false;
    }
    const GameInfo &game = lg->plugin->info();
    const std::string engine = jsonText(root, "engine");

    Writer w(format, library, out);
    const bool tex = format == MethodsFormat::LaTeX;
    std::ostringstream s;
    if (tex)
        s << "% Methods text generated by " << (engine.empty() ? "RuleLab" : engine) << " from " << latexEscape(origin)
          << ".\n% Adapt freely; \\cite keys are in the BibTeX file written with it.\n\n";
    else
        s << "<!-- Methods text generated by " << (engine.empty() ? "RuleLab" : engine) << " from " << origin
          << ". Adapt freely. Citations use pandoc syntax ([@key, locator]); the keys are in the BibTeX file "
             "written with it. -->\n\n";
    s << w.heading(1, "Methods");
    gameSection(s, w, game, library);
    s << w.heading(2, "Readings");
    if (!e.overrides.empty()) {
        s << "Set for every reading:";
        for (const auto &o : e.overrides) s << " " << w.code(o);
        s << ".\n\n";
    }
    for (const auto &r : readings) readingSection(s, w, tex, game, r, registry, library);
    simulationSection(s, w, root, ladder, e, readings, engine);
    metricsSection(s, w, tex, root);
    answersAndReferences(s, w, tex, root, ladder, library, out);
    out.text = s.str();
    out.bibtex = "% Sources cited by the methods text generated from " + origin + "\n\n" + library.bibtex(out.citedKeys);
    return true;
}

}  // namespace rulelab
