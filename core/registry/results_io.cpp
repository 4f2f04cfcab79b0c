#include "results_io.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace rulelab {

const char *engineVersion() { return "RuleLab " RULELAB_VERSION; }

static QJsonObject distributionJson(const Distribution &d) {
    QJsonObject o;
    o.insert(QStringLiteral("mean"), d.mean);
    o.insert(QStringLiteral("median"), d.median);
    o.insert(QStringLiteral("p10"), d.p10);
    o.insert(QStringLiteral("p90"), d.p90);
    o.insert(QStringLiteral("max"), d.max);
    return o;
}

QJsonObject summaryToJson(const ReadingSummary &s) {
    QJsonObject o;
    o.insert(QStringLiteral("game"), QString::fromStdString(s.game));
    o.insert(QStringLiteral("reading"), QString::fromStdString(s.reading));
    QJsonObject opts;
    for (const auto &[k, v] : s.options) opts.insert(QString::fromStdString(k), QString::fromStdString(v));
    o.insert(QStringLiteral("options"), opts);
    o.insert(QStringLiteral("matches"), static_cast<qint64>(s.matches));
    QJsonObject outcomes;
    outcomes.insert(QStringLiteral("first_wins"), static_cast<qint64>(s.firstWins));
    outcomes.insert(QStringLiteral("second_wins"), static_cast<qint64>(s.secondWins));
    outcomes.insert(QStringLiteral("draws"), static_cast<qint64>(s.draws));
    outcomes.insert(QStringLiteral("undecided"), static_cast<qint64>(s.undecided));
    o.insert(QStringLiteral("outcomes"), outcomes);
    QJsonObject ends;
    for (int i = 1; i < kEndReasonCount; ++i)
        ends.insert(QString::fromLatin1(endReasonKey(static_cast<EndReason>(i))),
                    static_cast<qint64>(s.endReasons[static_cast<size_t>(i)]));
    o.insert(QStringLiteral("end_reasons"), ends);
    o.insert(QStringLiteral("turns"), distributionJson(s.turns));
    o.insert(QStringLiteral("laps"), distributionJson(s.laps));
    o.insert(QStringLiteral("rounds"), distributionJson(s.rounds));
    return o;
}

QByteArray summaryDocument(const RunInfo &info, const std::vector<ReadingSummary> &summaries) {
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("rulelab-summary"));
    root.insert(QStringLiteral("version"), kSummaryFormatVersion);
    root.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    QJsonObject exp;
    exp.insert(QStringLiteral("game"), QString::fromStdString(info.game));
    QJsonArray readings;
    for (const auto &r : info.readings) readings.append(QString::fromStdString(r));
    exp.insert(QStringLiteral("readings"), readings);
    QJsonArray overrides;
    for (const auto &r : info.overrides) overrides.append(QString::fromStdString(r));
    exp.insert(QStringLiteral("set"), overrides);
    exp.insert(QStringLiteral("matches"), static_cast<qint64>(info.matches));
    exp.insert(QStringLiteral("seed"), QString::number(info.seed));
    exp.insert(QStringLiteral("agents"), QString::fromStdString(info.agents));
    QJsonObject lim;
    lim.insert(QStringLiteral("max_turns"), static_cast<qint64>(info.limits.maxTurns));
    lim.insert(QStringLiteral("max_relay_laps"), static_cast<qint64>(info.limits.maxRelayLaps));
    lim.insert(QStringLiteral("repeat_k"), info.limits.repeatK);
    lim.insert(QStringLiteral("no_capture_turns"), info.limits.noCaptureTurns);
    lim.insert(QStringLiteral("max_rounds"), info.limits.maxRounds);
    lim.insert(QStringLiteral("max_throws"), static_cast<qint64>(info.limits.maxThrows));
    exp.insert(QStringLiteral("limits"), lim);
    root.insert(QStringLiteral("experiment"), exp);
    if (info.cancelled) root.insert(QStringLiteral("cancelled"), true);
    QJsonArray arr;
    for (const auto &s : summaries) arr.append(summaryToJson(s));
    root.insert(QStringLiteral("readings"), arr);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray matchesCsv(const std::vector<ReadingRecords> &all) {
    QByteArray out = "reading,match,seed,first_player,result,first_mover_outcome,end_reason,score0,score1,"
                     "turns,laps,rounds,captures\n";
    for (const auto &rr : all) {
        const QByteArray id = QByteArray::fromStdString(rr.reading);
        for (const auto &r : *rr.records) {
            const int fmo = r.firstMoverOutcome();
            const char *fm = fmo == 1 ? "first" : fmo == -1 ? "second" : fmo == 0 ? "draw" : "undecided";
            out += id + ',' + QByteArray::number(static_cast<qint64>(r.index)) + ',' +
                   QByteArray::number(static_cast<qulonglong>(r.seed)) + ',' + QByteArray::number(r.firstPlayer) +
                   ',' + resultKey(r.result) + ',' + fm + ',' + endReasonKey(r.endReason) + ',' +
                   QByteArray::number(r.scores[0]) + ',' + QByteArray::number(r.scores[1]) + ',' +
                   QByteArray::number(static_cast<qint64>(r.progress.turns)) + ',' +
                   QByteArray::number(static_cast<qint64>(r.progress.laps)) + ',' +
                   QByteArray::number(r.progress.rounds) + ',' +
                   QByteArray::number(static_cast<qint64>(r.progress.captures)) + '\n';
        }
    }
    return out;
}

static bool saveAtomically(const QString &path, const QByteArray &data, std::string &error) {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        error = path.toStdString() + ": cannot write: " + f.errorString().toStdString();
        return false;
    }
    if (f.write(data) != data.size() || !f.commit()) {
        error = path.toStdString() + ": cannot save: " + f.errorString().toStdString();
        return false;
    }
    return true;
}

bool writeResults(const QString &dir, const QByteArray &summaryJson, const QByteArray &csv, std::string &error) {
    if (!QDir().mkpath(dir)) {
        error = dir.toStdString() + ": cannot create the output folder";
        return false;
    }
    const QDir d(dir);
    return saveAtomically(d.filePath(QStringLiteral("matches.csv")), csv, error) &&
           saveAtomically(d.filePath(QStringLiteral("summary.json")), summaryJson, error);
}

}  // namespace rulelab
