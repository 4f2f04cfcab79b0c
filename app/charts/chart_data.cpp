#include "chart_data.h"

#include "experiment/integrity.h"
#include "experiment/ladder.h"
#include "experiment/prepared_reading.h"
#include "experiment/results_io.h"
#include "experiment/usage_io.h"
#include "plugin/file_access.h"
#include "plugin/plugin_registry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace rulelab::charts {

namespace {

// lupdate files these tr() calls under "rulelab::charts", or "rulelab::charts::Reader" for those
// inside struct Reader; look in both so the catalogues apply.
QString tr(const char *s) {
    const QString t = QCoreApplication::translate("rulelab::charts", s);
    return t != QLatin1String(s) ? t : QCoreApplication::translate("rulelab::charts::Reader", s);
}

// Reads fields with errors naming the path of the field, e.g. readings[1].turns.histogram.
struct Reader {
    QString origin;
    QString error;
    bool fail(const QString &field, const QString &expected) {
        if (error.isEmpty()) error = tr("%1: field '%2': expected %3").arg(origin, field, expected);
        return false;
    }
    bool object(const QJsonObject &o, const QString &key, const QString &path, QJsonObject &out) {
        const QJsonValue v = o.value(key);
        if (!v.isObject()) return fail(path, tr("an object"));
        out = v.toObject();
        return true;
    }
    bool number(const QJsonObject &o, const QString &key, const QString &path, double &out) {
        const QJsonValue v = o.value(key);
        if (!v.isDouble()) return fail(path, tr("a number"));
        out = v.toDouble();
        return true;
    }
    bool count(const QJsonValue &v, const QString &path, int64_t &out) {
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() != static_cast<double>(v.toInteger()))
            return fail(path, tr("a whole number of at least 0"));
        out = v.toInteger();
        return true;
    }
    bool interval(const QJsonValue &v, const QString &path, IntervalValue &out) {
        if (!v.isObject()) return fail(path, tr("an object {value, lo, hi}"));
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("value")).isNull()) {  // no matches to rest on: no value, no interval
            out = IntervalValue{};
            out.known = false;
            return true;
        }
        return number(o, QStringLiteral("value"), path + QStringLiteral(".value"), out.value) &&
               number(o, QStringLiteral("lo"), path + QStringLiteral(".lo"), out.lo) &&
               number(o, QStringLiteral("hi"), path + QStringLiteral(".hi"), out.hi);
    }
    bool counts(const QJsonObject &o, const QString &key, const QString &path, std::vector<std::pair<QString, int64_t>> &out) {
        QJsonObject c;
        if (!object(o, key, path, c)) return false;
        for (auto it = c.begin(); it != c.end(); ++it) {
            int64_t n = 0;
            if (!count(it.value(), path + QLatin1Char('.') + it.key(), n)) return false;
            out.emplace_back(it.key(), n);
        }
        return true;
    }
    // each(element, its path) for every element of `array` at `path` (path[0], path[1], ...), as
    // objects; false at the first that fails.
    template <typename Each>
    bool forEach(const QJsonArray &array, const QString &path, Each each) {
        for (qsizetype i = 0; i < array.size(); ++i)
            if (!each(array.at(i).toObject(), path + QStringLiteral("[%1]").arg(i))) return false;
        return true;
    }
    bool distribution(const QJsonObject &o, const QString &key, const QString &path, Distribution &d) {
        QJsonObject j;
        if (!object(o, key, path, j)) return false;
        if (!number(j, QStringLiteral("mean"), path + QStringLiteral(".mean"), d.mean) ||
            !number(j, QStringLiteral("median"), path + QStringLiteral(".median"), d.median) ||
            !number(j, QStringLiteral("p10"), path + QStringLiteral(".p10"), d.p10) ||
            !number(j, QStringLiteral("p90"), path + QStringLiteral(".p90"), d.p90) ||
            !number(j, QStringLiteral("max"), path + QStringLiteral(".max"), d.max))
            return false;
        const QString hp = path + QStringLiteral(".histogram");
        const QJsonValue hv = j.value(QStringLiteral("histogram"));
        if (!hv.isArray()) return fail(hp, tr("an array of [value, count] pairs"));
        const QJsonArray h = hv.toArray();
        for (qsizetype i = 0; i < h.size(); ++i) {
            const QString ip = hp + QStringLiteral("[%1]").arg(i);
            const QJsonArray pair = h.at(i).toArray();
            if (!h.at(i).isArray() || pair.size() != 2 || !pair.at(0).isDouble())
                return fail(ip, tr("a [value, count] pair of whole numbers"));
            int64_t c = 0;
            if (!count(pair.at(1), ip + QStringLiteral("[1]"), c)) return false;
            d.histogram[pair.at(0).toInteger()] += c;
        }
        return true;
    }
};

int lineOf(const QByteArray &data, int offset) { return 1 + static_cast<int>(data.left(offset).count('\n')); }

}  // namespace

void omitEngineUnits(ChartData &data) {
    data.unitsDiffer = true;
    for (ReadingSeries &r : data.readings) {
        std::erase_if(r.metrics, [](const auto &m) { return !metricMeansTheSameInEveryGame(m.first.toStdString()); });
        r.turns = r.laps = r.rounds = r.margin = Distribution{};
    }
    std::erase_if(data.comparisons,
                  [](const ComparisonRow &c) { return !metricMeansTheSameInEveryGame(c.metric.toStdString()); });
}

int64_t Distribution::count() const {
    int64_t n = 0;
    for (const auto &[v, c] : histogram) n += c;
    return n;
}

const IntervalValue *ReadingSeries::metric(const QString &key) const {
    for (const auto &[k, v] : metrics)
        if (k == key) return &v;
    return nullptr;
}

bool ReadingSeries::ruleEnded(int64_t &out) const {
    if (!endedBy.empty()) {
        out = 0;
        for (const auto &[k, v] : endedBy)
            if (k == QLatin1String("rule")) out = v;
        return true;
    }
    if (const IntervalValue *c = metric(QStringLiteral("Completion"))) {
        out = std::llround(c->value * static_cast<double>(matches));
        return true;
    }
    return false;
}

bool ReadingSeries::mostlyNotRuleEnded() const {
    int64_t rule = 0;
    return matches > 0 && ruleEnded(rule) && 2 * rule < matches;
}

const UsageMap *ChartData::usageOf(const QString &readingId) const {
    for (const auto &u : usage)
        if (u.reading == readingId) return &u;
    return nullptr;
}

const Effect *ChartData::effect(const QString &option, const QString &metric) const {
    for (const auto &e : effects)
        if (e.option == option && e.metric == metric) return &e;
    return nullptr;
}

QStringList ChartData::effectMetrics() const {
    QStringList m;
    for (const auto &e : effects)
        if (!m.contains(e.metric)) m << e.metric;
    // First-player advantage first: the figure a sweep is most often asked for (completion is
    // usually flat).
    if (const auto i = m.indexOf(QStringLiteral("AdvantageP1")); i > 0) m.move(i, 0);
    return m;
}

namespace {

// One reading's figures in a summary (a run's reading, or a ladder's rung) at `p`.
bool readSeries(Reader &r, const QJsonObject &o, const QString &p, QString &game, ReadingSeries &s) {
    if (!o.value(QStringLiteral("reading")).isString())
        return r.fail(p + QStringLiteral(".reading"), tr("a reading id"));
    s.id = o.value(QStringLiteral("reading")).toString();
    s.name = o.value(QStringLiteral("name")).toString();
    s.source = o.value(QStringLiteral("source")).toString();
    if (game.isEmpty()) game = o.value(QStringLiteral("game")).toString();
    if (!r.count(o.value(QStringLiteral("matches")), p + QStringLiteral(".matches"), s.matches)) return false;
    if (!r.counts(o, QStringLiteral("outcomes"), p + QStringLiteral(".outcomes"), s.outcomes) ||
        !r.counts(o, QStringLiteral("end_reasons"), p + QStringLiteral(".end_reasons"), s.endReasons) ||
        !r.distribution(o, QStringLiteral("turns"), p + QStringLiteral(".turns"), s.turns) ||
        !r.distribution(o, QStringLiteral("laps"), p + QStringLiteral(".laps"), s.laps) ||
        !r.distribution(o, QStringLiteral("rounds"), p + QStringLiteral(".rounds"), s.rounds) ||
        !r.distribution(o, QStringLiteral("score_margin"), p + QStringLiteral(".score_margin"), s.margin))
        return false;
    if (o.contains(QStringLiteral("ended_by")) &&
        (!r.counts(o, QStringLiteral("ended_by"), p + QStringLiteral(".ended_by"), s.endedBy) ||
         !r.counts(o, QStringLiteral("outcomes_by_rule"), p + QStringLiteral(".outcomes_by_rule"), s.outcomesByRule)))
        return false;
    for (const auto &w : o.value(QStringLiteral("warnings")).toArray()) s.warnings << w.toString();
    if (o.contains(QStringLiteral("precision"))) {
        const QJsonObject pr = o.value(QStringLiteral("precision")).toObject();
        QStringList parts;
        const QJsonObject ms = pr.value(QStringLiteral("metrics")).toObject();
        for (auto it = ms.begin(); it != ms.end(); ++it)
            parts << tr("%1 \u00b1%2 (target %3)")
                         .arg(it.key())
                         .arg(it.value().toObject().value(QStringLiteral("half_width")).toDouble(), 0, 'f', 4)
                         .arg(it.value().toObject().value(QStringLiteral("target")).toDouble(), 0, 'f', 4);
        s.precision = parts.join(QStringLiteral(", ")) + QStringLiteral(": ") +
                      (pr.value(QStringLiteral("reached")).toBool() ? tr("precision reached") : tr("precision not reached"));
    }
    QJsonObject metrics;
    if (!r.object(o, QStringLiteral("metrics"), p + QStringLiteral(".metrics"), metrics)) return false;
    for (auto it = metrics.begin(); it != metrics.end(); ++it) {
        IntervalValue iv;
        if (!r.interval(it.value(), p + QStringLiteral(".metrics.") + it.key(), iv)) return false;
        s.metrics.emplace_back(it.key(), iv);
    }
    const QJsonObject opts = o.value(QStringLiteral("options")).toObject();
    for (auto it = opts.begin(); it != opts.end(); ++it) s.options.emplace_back(it.key(), it.value().toVariant().toString());
    return true;
}


// A ladder's summary (rulelab-cli ladder): per reading its rungs with their ratings and figures,
// and the exact value when solved. `readings` holds each reading at its top rung, so the figures
// of a run show the strongest play.
bool readLadder(Reader &r, const QJsonObject &root, ChartData &out) {
    out.experiment = root.value(QStringLiteral("experiment")).toObject();
    out.game = out.experiment.value(QStringLiteral("game")).toString();
    const QJsonArray readings = root.value(QStringLiteral("readings")).toArray();
    if (readings.isEmpty()) return r.fail(QStringLiteral("readings"), tr("an array of readings"));
    return r.forEach(readings, QStringLiteral("readings"), [&](const QJsonObject &o, const QString &p) {
        LadderReading lr;
        lr.id = o.value(QStringLiteral("reading")).toString();
        lr.name = o.value(QStringLiteral("name")).toString();
        const QJsonArray rungs = o.value(QStringLiteral("rungs")).toArray();
        if (rungs.isEmpty()) return r.fail(p + QStringLiteral(".rungs"), tr("an array of rungs"));
        const bool ok = r.forEach(rungs, p + QStringLiteral(".rungs"), [&](const QJsonObject &g, const QString &rp) {
            LadderRung rung;
            rung.agent = g.value(QStringLiteral("agent")).toString();
            if (g.contains(QStringLiteral("elo"))) {
                const QJsonObject e = g.value(QStringLiteral("elo")).toObject();
                rung.rated = r.number(e, QStringLiteral("elo"), rp + QStringLiteral(".elo.elo"), rung.elo.value) &&
                             r.number(e, QStringLiteral("lo"), rp + QStringLiteral(".elo.lo"), rung.elo.lo) &&
                             r.number(e, QStringLiteral("hi"), rp + QStringLiteral(".elo.hi"), rung.elo.hi);
                if (!rung.rated) return false;
            }
            QString game;
            if (!readSeries(r, g, rp, game, rung.series)) return false;
            lr.rungs.push_back(std::move(rung));
            return true;
        });
        if (!ok) return false;
        const QJsonObject exact = o.value(QStringLiteral("exact")).toObject();
        lr.solved = exact.value(QStringLiteral("solved")).toBool();
        lr.exactFirstMover = exact.value(QStringLiteral("first_mover_value")).toDouble();
        lr.reached = ladderLimit(o) == LadderLimit::Reached;
        ReadingSeries top = lr.rungs.back().series;
        top.name = (lr.name.isEmpty() ? lr.id : lr.name) + QStringLiteral(" (") + lr.rungs.back().agent + QLatin1Char(')');
        out.readings.push_back(std::move(top));
        out.ladder.push_back(std::move(lr));
        return true;
    });
}

// The comparisons of the readings, pair by pair (run --out of a compare).
bool readComparisons(Reader &r, const QJsonObject &root, ChartData &out) {
    if (!root.contains(QStringLiteral("comparisons"))) return true;
    QJsonObject c;
    if (!r.object(root, QStringLiteral("comparisons"), QStringLiteral("comparisons"), c)) return false;
    out.comparisonTests = c.value(QStringLiteral("tests")).toInt();
    const QJsonArray pairs = c.value(QStringLiteral("pairs")).toArray();
    return r.forEach(pairs, QStringLiteral("comparisons.pairs"), [&](const QJsonObject &pair, const QString &pp) {
        const QJsonArray ms = pair.value(QStringLiteral("metrics")).toArray();
        return r.forEach(ms, pp + QStringLiteral(".metrics"), [&](const QJsonObject &m, const QString &mp) {
            ComparisonRow row;
            row.a = pair.value(QStringLiteral("a")).toString();
            row.b = pair.value(QStringLiteral("b")).toString();
            row.metric = m.value(QStringLiteral("metric")).toString();
            row.test = m.value(QStringLiteral("test")).toString();
            row.testName = m.value(QStringLiteral("test_name")).toString();
            row.role = m.value(QStringLiteral("role")).toString();
            if (row.metric.isEmpty()) return r.fail(mp + QStringLiteral(".metric"), tr("a metric name"));
            if (m.contains(QStringLiteral("difference"))) {
                row.hasDifference = true;
                if (!r.interval(m.value(QStringLiteral("difference")), mp + QStringLiteral(".difference"), row.difference))
                    return false;
            }
            if (m.contains(QStringLiteral("p"))) {
                row.hasP = true;
                if (!r.number(m, QStringLiteral("p"), mp + QStringLiteral(".p"), row.p) ||
                    !r.number(m, QStringLiteral("p_adjusted"), mp + QStringLiteral(".p_adjusted"), row.pAdjusted))
                    return false;
            }
            out.comparisons.push_back(row);
            return true;
        });
    });
}

// One level of a main effect: the metric at that value, and its effect.
bool readEffectLevel(Reader &r, const QJsonObject &l, const QString &lp, EffectLevel &lev) {
    lev.value = l.value(QStringLiteral("value")).toString();
    if (!r.interval(l.value(QStringLiteral("metric")), lp + QStringLiteral(".metric"), lev.metric)) return false;
    if (l.value(QStringLiteral("effect")).isDouble()) {  // summaries before effects had intervals
        const double v = l.value(QStringLiteral("effect")).toDouble();
        lev.effect = {v, v - (lev.metric.value - lev.metric.lo), v + (lev.metric.hi - lev.metric.value)};
        return true;
    }
    return r.interval(l.value(QStringLiteral("effect")), lp + QStringLiteral(".effect"), lev.effect);
}

// The main effect of each option on each metric (a sweep).
bool readEffects(Reader &r, const QJsonObject &root, ChartData &out) {
    if (!root.contains(QStringLiteral("main_effects"))) return true;
    QJsonObject me;
    if (!r.object(root, QStringLiteral("main_effects"), QStringLiteral("main_effects"), me)) return false;
    const QJsonArray effects = me.value(QStringLiteral("effects")).toArray();
    return r.forEach(effects, QStringLiteral("main_effects.effects"), [&](const QJsonObject &e, const QString &ep) {
        Effect eff;
        eff.option = e.value(QStringLiteral("option")).toString();
        eff.metric = e.value(QStringLiteral("metric")).toString();
        if (eff.option.isEmpty() || eff.metric.isEmpty()) return r.fail(ep, tr("an object with 'option' and 'metric'"));
        if (!r.interval(e.value(QStringLiteral("grand")), ep + QStringLiteral(".grand"), eff.grand)) return false;
        eff.range = e.value(QStringLiteral("range")).toDouble();
        const QJsonArray levels = e.value(QStringLiteral("levels")).toArray();
        const bool ok = r.forEach(levels, ep + QStringLiteral(".levels"), [&](const QJsonObject &l, const QString &lp) {
            EffectLevel lev;
            if (!readEffectLevel(r, l, lp, lev)) return false;
            eff.levels.push_back(lev);
            return true;
        });
        if (ok) out.effects.push_back(std::move(eff));
        return ok;
    });
}

// The interactions of pairs of options (a sweep of two options or more).
bool readInteractions(Reader &r, const QJsonObject &root, ChartData &out) {
    if (!root.contains(QStringLiteral("interactions"))) return true;
    const QJsonValue iv = root.value(QStringLiteral("interactions"));
    if (!iv.isArray()) return r.fail(QStringLiteral("interactions"), tr("an array"));
    return r.forEach(iv.toArray(), QStringLiteral("interactions"), [&](const QJsonObject &o, const QString &ip) {
        const QJsonArray opts = o.value(QStringLiteral("options")).toArray();
        InteractionData in;
        in.metric = o.value(QStringLiteral("metric")).toString();
        if (opts.size() != 2 || in.metric.isEmpty())
            return r.fail(ip, tr("an object with 'options' (two option names) and 'metric'"));
        in.optionA = opts.at(0).toString();
        in.optionB = opts.at(1).toString();
        in.largest = o.value(QStringLiteral("largest")).toDouble();
        in.exceedsMainEffect = o.value(QStringLiteral("exceeds_main_effect")).toBool();
        const QJsonArray cs = o.value(QStringLiteral("contrasts")).toArray();
        const bool ok = r.forEach(cs, ip + QStringLiteral(".contrasts"), [&](const QJsonObject &c, const QString &cp) {
            InteractionCell cell;
            cell.a = c.value(QStringLiteral("a")).toString();
            cell.b = c.value(QStringLiteral("b")).toString();
            if (!r.interval(c, cp, cell.contrast)) return false;
            in.cells.push_back(std::move(cell));
            return true;
        });
        if (ok) out.interactions.push_back(std::move(in));
        return ok;
    });
}

}  // namespace

bool parseSummary(const QByteArray &json, const QString &origin, ChartData &out, QString &error) {
    out = ChartData();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        error = tr("%1: line %2: not valid JSON (%3)").arg(origin).arg(lineOf(json, pe.offset)).arg(pe.errorString());
        return false;
    }
    if (!doc.isObject()) {
        error = tr("%1: not a RuleLab summary (expected a JSON object)").arg(origin);
        return false;
    }
    const QJsonObject root = doc.object();
    Reader r{origin, {}};
    auto done = [&](bool ok) {
        if (!ok) error = r.error;
        return ok;
    };
    if (root.value(QStringLiteral("format")).toString() == QLatin1String("rulelab-ladder")) {
        out.summary = root;
        return done(readLadder(r, root, out));
    }
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-summary"))
        return done(r.fail(QStringLiteral("format"), tr("\"rulelab-summary\" (this is not a results file)")));
    out.cancelled = root.value(QStringLiteral("cancelled")).toBool();
    out.experiment = root.value(QStringLiteral("experiment")).toObject();
    out.game = out.experiment.value(QStringLiteral("game")).toString();
    const QJsonValue rv = root.value(QStringLiteral("readings"));
    if (!rv.isArray()) return done(r.fail(QStringLiteral("readings"), tr("an array")));
    const QJsonArray readings = rv.toArray();
    for (qsizetype i = 0; i < readings.size(); ++i) {
        const QString p = QStringLiteral("readings[%1]").arg(i);
        if (!readings.at(i).isObject()) return done(r.fail(p, tr("an object")));
        const QJsonObject o = readings.at(i).toObject();
        ReadingSeries s;
        if (!readSeries(r, o, p, out.game, s)) return done(false);
        out.readings.push_back(std::move(s));
    }
    if (!readComparisons(r, root, out) || !readEffects(r, root, out) || !readInteractions(r, root, out)) return done(false);
    out.summary = doc.object();
    return true;
}

bool loadResults(const QString &path, ChartData &out, QString &error, QString *warning) {
    const QString file = summaryPathOf(path);
    QByteArray bytes;
    if (std::string err; !readFileCapped(file, kResultFileCap, bytes, err)) {
        error = QString::fromStdString(err);
        return false;
    }
    // No figure from an edited file (integrity.h).
    IntegrityCheck check;
    std::string err;
    if (!verifySummaryBytes(bytes, file, check, err)) {
        error = QString::fromStdString(err);
        return false;
    }
    if (warning) *warning = QString::fromStdString(check.warning);
    return parseSummary(bytes, file, out, error);
}

bool loadUsage(const QString &path, ChartData &out, bool &found, QString &error) {
    const QString dir = QFileInfo(path).isDir() ? path : QFileInfo(path).dir().path();
    std::vector<ReadingUsage> maps;
    std::string err;
    if (!readUsageFiles(dir, maps, found, err)) {
        error = QString::fromStdString(err);
        return false;
    }
    out.usage.clear();
    for (ReadingUsage &m : maps) {
        UsageMap u;
        u.reading = QString::fromStdString(m.reading);
        u.usage = m.usage;
        // Until the plugin gives the board: the cells in one row, in the file's order.
        u.board.rows = 1;
        u.board.cols = static_cast<int>(m.cells.size());
        for (size_t i = 0; i < m.cells.size(); ++i) {
            BoardCell c;
            c.id = m.cells[i].id;
            c.row = 0;
            c.col = static_cast<int>(i);
            c.label = m.cells[i].label;
            u.board.cells.push_back(std::move(c));
        }
        out.usage.push_back(std::move(u));
    }
    return true;
}

void setUsageBoards(ChartData &data, const PluginRegistry &registry) {
    for (UsageMap &u : data.usage) {
        const ReadingSeries *series = nullptr;
        for (const auto &s : data.readings)
            if (s.id == u.reading) series = &s;
        if (!series) continue;
        Reading r;
        r.game = data.game.toStdString();
        r.id = u.reading.toStdString();
        r.name = series->name.toStdString();
        for (const auto &[k, v] : series->options) r.values[k.toStdString()] = v.toStdString();
        PreparedReading pr;
        std::string err;
        InputError kind = InputError::None;
        if (!prepareReading(registry, r, {}, Limits{}, pr, err, kind) || !pr.game) continue;
        BoardView board = pr.game->newInitialState()->boardView();
        // Only when it has the cells the file counts (the same board).
        bool same = !board.cells.empty();
        for (const BoardCell &c : u.board.cells) {
            bool there = false;
            for (const BoardCell &b : board.cells) there = there || (b.id == c.id && b.label == c.label);
            same = same && there;
        }
        if (same) u.board = std::move(board);
    }
}

}  // namespace rulelab::charts
