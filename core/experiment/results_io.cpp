#include "results_io.h"

#include "plugin/file_access.h"
#include "plugin/reading_json.h"
#include "stats/csv.h"

#include <QDir>
#include <QFileDevice>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryFile>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <unistd.h>
#include <cstring>

namespace rulelab {

const char *engineVersion() { return "RuleLab " RULELAB_VERSION; }

QJsonObject pluginProvenanceJson(const PluginProvenance &p) {
    QJsonObject o;
    o.insert(QStringLiteral("id"), QString::fromStdString(p.id));
    o.insert(QStringLiteral("file"), QString::fromStdString(p.file));
    o.insert(QStringLiteral("version"), QString::fromStdString(p.version));
    o.insert(QStringLiteral("sha256"), QString::fromStdString(p.sha256));
    return o;
}

PluginProvenance pluginProvenanceFromJson(const QJsonObject &o) {
    PluginProvenance p;
    p.id = o.value(QStringLiteral("id")).toString().toStdString();
    p.file = o.value(QStringLiteral("file")).toString().toStdString();
    p.version = o.value(QStringLiteral("version")).toString().toStdString();
    p.sha256 = o.value(QStringLiteral("sha256")).toString().toStdString();
    return p;
}

std::string provenanceDifference(const PluginProvenance &here, const PluginProvenance &there) {
    const auto diff = [](const char *field, const std::string &a, const std::string &b) {
        return a == b ? std::string() : std::string(field) + " '" + a + "' here, '" + b + "' there";
    };
    // The file name may differ between machines (lib prefix, suffix); the content may not.
    for (const std::string &d :
         {diff("id", here.id, there.id), diff("version", here.version, there.version), diff("sha256", here.sha256, there.sha256)})
        if (!d.empty()) return d;
    return {};
}

namespace {

QJsonObject summaryIntervalJson(const stats::Interval &i) {
    QJsonObject o;
    if (!i.hasValue) {  // no matches to rest on: no value at all, never 0
        o.insert(QStringLiteral("value"), QJsonValue::Null);
        o.insert(QStringLiteral("lo"), QJsonValue::Null);
        o.insert(QStringLiteral("hi"), QJsonValue::Null);
        o.insert(QStringLiteral("available"), false);
        return o;
    }
    o.insert(QStringLiteral("value"), i.value);
    o.insert(QStringLiteral("lo"), i.lo);
    o.insert(QStringLiteral("hi"), i.hi);
    if (!i.available) o.insert(QStringLiteral("available"), false);  // no interval with 95% coverage exists
    return o;
}

QJsonObject distributionJson(const stats::IntHistogram &h) {
    QJsonObject o;
    o.insert(QStringLiteral("mean"), h.mean());
    o.insert(QStringLiteral("median"), h.quantile(0.5));
    o.insert(QStringLiteral("p10"), h.quantile(0.1));
    o.insert(QStringLiteral("p90"), h.quantile(0.9));
    o.insert(QStringLiteral("max"), static_cast<double>(h.max()));
    // The whole distribution as [value, count] pairs, so charts need no match file.
    QJsonArray hist;
    for (const auto &[v, c] : h.bins()) hist.append(QJsonArray{static_cast<qint64>(v), static_cast<qint64>(c)});
    o.insert(QStringLiteral("histogram"), hist);
    return o;
}

// {"key": count, ...} of the counts by an enum's values from `first` on, keyed by `key`.
template <class E, size_t N>
QJsonObject countsByKey(const std::array<int64_t, N> &counts, const char *(*key)(E), size_t first) {
    QJsonObject o;
    for (size_t i = first; i < N; ++i) o.insert(QString::fromLatin1(key(static_cast<E>(i))), static_cast<qint64>(counts[i]));
    return o;
}

}  // namespace

void insertReadingIdentity(QJsonObject &o, const ReadingResult &r) {
    o.insert(QStringLiteral("reading"), QString::fromStdString(r.reading));
    if (!r.name.empty()) o.insert(QStringLiteral("name"), QString::fromStdString(r.name));
    if (!r.source.empty()) o.insert(QStringLiteral("source"), QString::fromStdString(r.source));
    o.insert(QStringLiteral("options"), optionValuesJson(r.options));
}

QJsonObject readingResultToJson(const ReadingResult &r, const std::array<AgentSpec, 2> &agents) {
    const auto &s = r.stats;
    QJsonObject o;
    o.insert(QStringLiteral("game"), QString());
    insertReadingIdentity(o, r);
    o.insert(QStringLiteral("matches"), static_cast<qint64>(s.matches));
    QJsonObject outcomes;
    outcomes.insert(QStringLiteral("first_wins"), static_cast<qint64>(s.firstWins));
    outcomes.insert(QStringLiteral("second_wins"), static_cast<qint64>(s.secondWins));
    outcomes.insert(QStringLiteral("draws"), static_cast<qint64>(s.draws));
    outcomes.insert(QStringLiteral("undecided"), static_cast<qint64>(s.undecided));
    outcomes.insert(QStringLiteral("seat0_wins"), static_cast<qint64>(s.seatWins[0]));
    outcomes.insert(QStringLiteral("seat1_wins"), static_cast<qint64>(s.seatWins[1]));
    o.insert(QStringLiteral("outcomes"), outcomes);
    // How the matches ended (rule, proven guard, cap), and the outcomes of the rule-ended ones only.
    o.insert(QStringLiteral("ended_by"), countsByKey(s.endedBy, endedByKey, 0));
    QJsonObject byRule;
    byRule.insert(QStringLiteral("first_wins"), static_cast<qint64>(s.ruleFirstWins));
    byRule.insert(QStringLiteral("second_wins"), static_cast<qint64>(s.ruleSecondWins));
    byRule.insert(QStringLiteral("draws"), static_cast<qint64>(s.ruleDraws));
    o.insert(QStringLiteral("outcomes_by_rule"), byRule);
    QJsonObject roundEnds;
    roundEnds.insert(QStringLiteral("by_rule"), static_cast<qint64>(s.roundsByRule));
    roundEnds.insert(QStringLiteral("by_guard"), static_cast<qint64>(s.roundsByGuard));
    o.insert(QStringLiteral("round_ends"), roundEnds);
    o.insert(QStringLiteral("end_reasons"), countsByKey(s.endReasons, endReasonKey, 1));  // from 1: not EndReason::None
    o.insert(QStringLiteral("turns"), distributionJson(s.turns));
    o.insert(QStringLiteral("laps"), distributionJson(s.laps));
    o.insert(QStringLiteral("rounds"), distributionJson(s.rounds));
    o.insert(QStringLiteral("score_margin"), distributionJson(s.margin));
    const bool differ = !(agents[0] == agents[1]);
    QJsonObject ag;
    ag.insert(QStringLiteral("a"), QString::fromStdString(agents[0].text()));
    ag.insert(QStringLiteral("b"), QString::fromStdString(agents[1].text()));
    if (differ) {
        ag.insert(QStringLiteral("a_wins"), static_cast<qint64>(s.agentAWins));
        ag.insert(QStringLiteral("b_wins"), static_cast<qint64>(s.agentBWins));
    }
    o.insert(QStringLiteral("agents"), ag);
    QJsonObject metrics;
    for (const auto &m : stats::computeMetrics(s, differ))
        metrics.insert(QString::fromStdString(m.key), summaryIntervalJson(m.interval));
    o.insert(QStringLiteral("metrics"), metrics);
    const auto warnings = stats::readingWarnings(s);
    if (!warnings.empty()) o.insert(QStringLiteral("warnings"), stringsJson(warnings));
    return o;
}

QJsonObject metricDefinitionsJson() {
    QJsonObject d;
    d.insert(QStringLiteral("version"), stats::kMetricDefinitionsVersion);
    d.insert(QStringLiteral("interval"), QStringLiteral("95%"));
    QJsonObject defs;
    for (const auto &m : stats::metricDefinitions()) defs.insert(QString::fromLatin1(m.key), QString::fromLatin1(m.definition));
    d.insert(QStringLiteral("definitions"), defs);
    d.insert(QStringLiteral("document"), QStringLiteral("docs/metrics.md"));
    return d;
}

QJsonObject summaryObject(const ExperimentResult &result) {
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("rulelab-summary"));
    root.insert(QStringLiteral("version"), kSummaryFormatVersion);
    root.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    root.insert(QStringLiteral("plugin"), pluginProvenanceJson(result.plugin));
    root.insert(QStringLiteral("experiment"), experimentToJson(result.experiment));
    if (result.cancelled) root.insert(QStringLiteral("cancelled"), true);
    QJsonArray arr;
    for (const auto &r : result.readings) {
        QJsonObject o = readingResultToJson(r, result.experiment.agents);
        o.insert(QStringLiteral("game"), QString::fromStdString(result.experiment.game));
        if (!result.experiment.precision.empty()) {
            // A run to a precision says why each reading stopped, and how precise it got.
            QJsonObject pr, metrics;
            for (const auto &[metric, target] : result.experiment.precision) {
                QJsonObject m;
                m.insert(QStringLiteral("target"), target);
                m.insert(QStringLiteral("half_width"), halfWidth(r.stats, metric));
                metrics.insert(QString::fromStdString(metric), m);
            }
            pr.insert(QStringLiteral("metrics"), metrics);
            pr.insert(QStringLiteral("reached"), r.precisionReached);
            pr.insert(QStringLiteral("stopped"), r.precisionReached ? QStringLiteral("precision reached")
                                                 : result.cancelled ? QStringLiteral("cancelled")
                                                                    : QStringLiteral("maximum matches reached"));
            o.insert(QStringLiteral("precision"), pr);
        }
        arr.append(o);
    }
    root.insert(QStringLiteral("readings"), arr);
    root.insert(QStringLiteral("metric_definitions"), metricDefinitionsJson());
    return root;
}

bool metricMeansTheSameInEveryGame(const std::string &key) {
    static const char *const inUnitsOfOneEngine[] = {"turns_", "laps_", "rounds_", "lead_changes", "captures_", "score_margin"};
    for (const char *prefix : inUnitsOfOneEngine)
        if (key.rfind(prefix, 0) == 0) return false;
    return true;
}

QJsonObject comparisonsJson(const ExperimentResult &result, const std::vector<std::string> &omit) {
    // Every pair of readings; one Bonferroni family per metric across the pairs, or the primary
    // metrics together (stats::compareAll).
    auto omitted = [&](const std::string &key) { return std::find(omit.begin(), omit.end(), key) != omit.end(); };
    std::vector<const stats::ReadingStats *> readings;
    for (const auto &r : result.readings) readings.push_back(&r.stats);
    stats::ComparisonOptions options;
    for (const auto &k : result.experiment.primary)
        if (!omitted(k)) options.primary.push_back(k);
    options.margins = result.experiment.margins;
    const auto pairs = stats::compareAll(readings, options);
    int64_t tests = 0;
    QJsonArray out;
    for (const auto &pc : pairs) {
        QJsonObject o;
        o.insert(QStringLiteral("a"), QString::fromStdString(result.readings[pc.a].reading));
        o.insert(QStringLiteral("b"), QString::fromStdString(result.readings[pc.b].reading));
        QJsonArray ms;
        for (const auto &m : pc.metrics) {
            if (omitted(m.key)) continue;
            QJsonObject mo;
            mo.insert(QStringLiteral("metric"), QString::fromStdString(m.key));
            mo.insert(QStringLiteral("test"), QString::fromStdString(m.test));
            if (!m.noData.empty()) {
                // The reason names the reading(s): "no test: reading X has no matches this metric rests on".
                const std::string &ia = result.readings[pc.a].reading, &ib = result.readings[pc.b].reading;
                QJsonArray which;
                if (m.noData != "b") which.append(QString::fromStdString(ia));
                if (m.noData != "a") which.append(QString::fromStdString(ib));
                mo.insert(QStringLiteral("no_data"), which);
                mo.insert(QStringLiteral("test_name"),
                          m.noData == "both" ? QStringLiteral("no test: neither reading has matches this metric rests on")
                                             : QStringLiteral("no test: reading %1 has no matches this metric rests on")
                                                   .arg(QString::fromStdString(m.noData == "a" ? ia : ib)));
            } else {
                mo.insert(QStringLiteral("test_name"), QString::fromLatin1(stats::testName(m.test)));
            }
            if (!m.duplicateOf.empty()) mo.insert(QStringLiteral("duplicate_of"), QString::fromStdString(m.duplicateOf));
            if (m.diff.available) {
                mo.insert(QStringLiteral("a"), summaryIntervalJson(m.a));
                mo.insert(QStringLiteral("b"), summaryIntervalJson(m.b));
                mo.insert(QStringLiteral("difference"), summaryIntervalJson(m.diff));
            }
            if (m.hasTest) {
                ++tests;
                mo.insert(QStringLiteral("p"), m.p);
                mo.insert(QStringLiteral("p_adjusted"), m.pAdjusted);
                mo.insert(QStringLiteral("family"), QString::fromStdString(m.family));
                mo.insert(QStringLiteral("role"), m.primary ? QStringLiteral("primary") : QStringLiteral("exploratory"));
                if (m.diff.available) mo.insert(QStringLiteral("difference_adjusted"), summaryIntervalJson(m.diffAdjusted));
            }
            if (m.hasEquivalence) {
                QJsonObject eq;
                eq.insert(QStringLiteral("test"), QStringLiteral("tost"));
                eq.insert(QStringLiteral("margin"), m.equivalenceMargin);
                eq.insert(QStringLiteral("p"), m.equivalenceP);
                mo.insert(QStringLiteral("equivalence"), eq);
            } else if (!m.equivalenceNote.empty()) {
                QJsonObject eq;
                eq.insert(QStringLiteral("test"), QStringLiteral("none"));
                eq.insert(QStringLiteral("margin"), m.equivalenceMargin);
                eq.insert(QStringLiteral("note"), QString::fromLatin1(m.equivalenceNote.c_str()));
                mo.insert(QStringLiteral("equivalence"), eq);
            }
            ms.append(mo);
        }
        o.insert(QStringLiteral("metrics"), ms);
        out.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("adjustment"), QStringLiteral("bonferroni"));
    root.insert(QStringLiteral("families"), result.experiment.primary.empty()
                                                ? QStringLiteral("per metric")
                                                : QStringLiteral("primary metrics together, others per metric"));
    if (!result.experiment.primary.empty()) root.insert(QStringLiteral("primary"), stringsJson(result.experiment.primary));
    root.insert(QStringLiteral("tests"), static_cast<qint64>(tests));
    root.insert(QStringLiteral("pairs"), out);
    return root;
}

QJsonObject mainEffectsJson(const std::vector<MainEffect> &effects) {
    QJsonArray arr;
    for (const auto &e : effects) {
        QJsonObject o;
        o.insert(QStringLiteral("option"), QString::fromStdString(e.option));
        o.insert(QStringLiteral("metric"), QString::fromStdString(e.metric));
        o.insert(QStringLiteral("grand"), summaryIntervalJson(e.grand));
        o.insert(QStringLiteral("range"), e.range);
        QJsonArray levels;
        for (const auto &l : e.levels) {
            QJsonObject lo;
            lo.insert(QStringLiteral("value"), QString::fromStdString(l.value));
            lo.insert(QStringLiteral("metric"), summaryIntervalJson(l.metric));
            lo.insert(QStringLiteral("effect"), summaryIntervalJson(l.effect));
            if (l.hasLogOdds) lo.insert(QStringLiteral("log_odds_effect"), summaryIntervalJson(l.logOdds));
            levels.append(lo);
        }
        o.insert(QStringLiteral("levels"), levels);
        arr.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("effects"), arr);
    root.insert(
        QStringLiteral("method"),
        QStringLiteral("balanced cell means: each cell's metric counts once; 95% intervals from the cells' standard errors; "
                       "for shares also on the log-odds scale (saturated logistic model, delta method)"));
    return root;
}

QJsonArray interactionsJson(const std::vector<Interaction> &interactions) {
    QJsonArray arr;
    for (const auto &in : interactions) {
        QJsonObject o;
        o.insert(QStringLiteral("options"), QJsonArray{QString::fromStdString(in.optionA), QString::fromStdString(in.optionB)});
        o.insert(QStringLiteral("metric"), QString::fromStdString(in.metric));
        QJsonArray cs;
        for (const auto &c : in.contrasts) {
            QJsonObject co = summaryIntervalJson(c.contrast);
            co.insert(QStringLiteral("a"), QString::fromStdString(c.levelA));
            co.insert(QStringLiteral("b"), QString::fromStdString(c.levelB));
            co.insert(QStringLiteral("adjusted"), summaryIntervalJson(c.adjusted));
            if (c.hasLogOdds) co.insert(QStringLiteral("log_odds"), summaryIntervalJson(c.logOdds));
            cs.append(co);
        }
        o.insert(QStringLiteral("contrasts"), cs);
        o.insert(QStringLiteral("largest"), in.largest);
        o.insert(QStringLiteral("main_effect"), in.mainEffect);
        o.insert(QStringLiteral("family_size"), in.familySize);
        o.insert(QStringLiteral("adjusted_level"), in.adjustedLevel);
        o.insert(QStringLiteral("exceeds_main_effect"), in.exceedsMainEffect);
        o.insert(QStringLiteral("flagged_contrast"), in.flagged >= 0 ? QJsonValue(in.flagged) : QJsonValue());
        arr.append(o);
    }
    return arr;
}

QByteArray csvRow(const QByteArray &reading, const MatchRecord &r) {
    const int fmo = r.firstMoverOutcome();
    const char *fm = fmo == 1 ? "first" : fmo == -1 ? "second" : fmo == 0 ? "draw" : "undecided";
    const QByteArray q = QByteArray::fromStdString(csvQuoted(std::string_view(reading.constData(), static_cast<size_t>(reading.size()))));
    return q + ',' + QByteArray::number(static_cast<qint64>(r.index)) + ',' +
           QByteArray::number(static_cast<qulonglong>(r.seed)) + ',' + QByteArray::number(r.firstPlayer) + ',' +
           QByteArray::number(r.swapped) + ',' + resultKey(r.result) + ',' + fm + ',' + endReasonKey(r.endReason) + ',' +
           QByteArray::number(r.scores[0]) + ',' + QByteArray::number(r.scores[1]) + ',' +
           QByteArray::number(static_cast<qint64>(r.progress.turns)) + ',' +
           QByteArray::number(static_cast<qint64>(r.progress.laps)) + ',' + QByteArray::number(r.progress.rounds) + ',' +
           QByteArray::number(static_cast<qint64>(r.progress.captures)) + ',' +
           QByteArray::number(static_cast<qint64>(r.decisions)) + ',' + QByteArray::number(static_cast<qint64>(r.branchSum)) +
           ',' + QByteArray::number(static_cast<qint64>(r.forced)) + ',' + QByteArray::number(r.leadChanges) + ',' +
           endedByKey(r.endedBy) + ',' + QByteArray::number(r.progress.roundsByRule) + ',' +
           QByteArray::number(r.progress.roundsByGuard) + '\n';
}

CsvRecordWriter::CsvRecordWriter(const QString &path) : path_(path), file_(partialPath(path)) {}

CsvRecordWriter::~CsvRecordWriter() {
    // Not committed (an error, or the program stopped): the partial file stays for --resume.
    if (!committed_ && file_.isOpen()) flush(true);
}

bool CsvRecordWriter::open(std::string &error) {
    if (!file_.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        error = file_.fileName().toStdString() + ": cannot write: " + file_.errorString().toStdString();
        return false;
    }
    buffer_ = kHeader;
    lastCheckpoint_ = std::chrono::steady_clock::now();
    return true;
}

// Writes the buffer out, hashing what is written; with `sync`, to the disk itself (fsync), a
// checkpoint. A failed write (a full disk) is noticed at once: the writer stops writing, and
// commit() reports it with the system's reason.
bool CsvRecordWriter::flush(bool sync) {
    if (failed_) return false;
    if (!buffer_.isEmpty()) {
        hash_.addData(buffer_);
        bytes_ += buffer_.size();
        errno = 0;
        if (file_.write(buffer_) != buffer_.size() || !file_.flush()) {
            failed_ = true;
            writeError_ = systemError(file_);
        }
        buffer_.clear();
    }
    if (sync && !failed_) {
        errno = 0;
        if (::fsync(file_.handle()) != 0) {
            failed_ = true;
            writeError_ = systemError(file_);
        }
        lastCheckpoint_ = std::chrono::steady_clock::now();
    }
    return !failed_;
}

void CsvRecordWriter::consume(const MatchRecord &r) {
    if (failed_) return;
    buffer_ += csvRow(reading_, r);
    ++rows_;
    if (!usagePath_.isEmpty()) {
        if (r.hasUsage) usage_[current_].second.add(r.index, r.usage);
        else usageComplete_ = false;
    }
    if (buffer_.size() > (1 << 20)) flush(false);
    if (std::chrono::steady_clock::now() - lastCheckpoint_ >= checkpointEvery_) checkpoint();
}

bool CsvRecordWriter::commit(std::string &error) {
    flush(true);
    if (!failed_) {
        file_.close();
        errno = 0;
        if (::rename(QFile::encodeName(file_.fileName()).constData(), QFile::encodeName(path_).constData()) != 0) {
            failed_ = true;
            writeError_ = systemError(file_);
        }
    }
    if (failed_) {
        error = path_.toStdString() + ": cannot save: " + writeError_.toStdString();
        return false;
    }
    committed_ = true;
    return true;
}

QJsonObject csvRecordJson(const CsvRecordWriter &csv) {
    QJsonObject o;
    o.insert(QStringLiteral("rows"), static_cast<qint64>(csv.rows()));
    o.insert(QStringLiteral("sha256"), csv.sha256());
    return o;
}

bool prepareOutputDir(const QString &dir, std::string &error) {
    const QFileInfo fi(dir);
    if (fi.exists() && !fi.isDir()) {
        error = dir.toStdString() + ": exists and is not a folder";
        return false;
    }
    if (!QDir().mkpath(dir)) {
        error = dir.toStdString() + ": cannot create the output folder";
        return false;
    }
    QTemporaryFile probe(QDir(dir).filePath(QStringLiteral(".rulelab-write-test-XXXXXX")));
    if (!probe.open()) {
        error = dir.toStdString() + ": the output folder is not writable";
        return false;
    }
    return true;
}

bool copyAtomically(const QString &from, const QString &to, std::string &error) {
    if (!checkRegularFile(from, error) || !checkOutputFile(to, error)) return false;
    QFile in(from);
    if (!in.open(QIODevice::ReadOnly)) {
        error = from.toStdString() + ": cannot open: " + in.errorString().toStdString();
        return false;
    }
    QSaveFile out(to);
    if (!out.open(QIODevice::WriteOnly)) {
        error = to.toStdString() + ": cannot write: " + out.errorString().toStdString();
        return false;
    }
    errno = 0;
    while (!in.atEnd()) {
        const QByteArray chunk = in.read(qint64{1} << 20);
        if (chunk.isEmpty() && in.error() != QFileDevice::NoError) {
            error = from.toStdString() + ": cannot read: " + in.errorString().toStdString();
            return false;  // QSaveFile discards what it wrote
        }
        if (out.write(chunk) != chunk.size()) break;
    }
    if (!out.commit()) {
        error = to.toStdString() + ": cannot save: " + systemError(out).toStdString();
        return false;
    }
    return true;
}

void writeRowsInRunOrder(CsvRecordWriter &csv, const std::vector<std::string> &readingIds,
                         const std::vector<std::vector<MatchRecord>> &rows) {
    std::vector<size_t> at(rows.size(), 0);
    for (;;) {
        int64_t block = -1;
        for (size_t i = 0; i < rows.size(); ++i)
            if (at[i] < rows[i].size()) {
                const int64_t b = rows[i][at[i]].index / kPrecisionBlock;
                if (block < 0 || b < block) block = b;
            }
        if (block < 0) return;
        for (size_t i = 0; i < rows.size(); ++i) {
            if (at[i] >= rows[i].size() || rows[i][at[i]].index / kPrecisionBlock != block) continue;
            csv.setReading(readingIds[i]);
            while (at[i] < rows[i].size() && rows[i][at[i]].index / kPrecisionBlock == block) csv.consume(rows[i][at[i]++]);
        }
    }
}

}  // namespace rulelab
