// rulelab-cli status PARTS...: where the shards of a sharded run stand (core/experiment/part_status.h).
#include "cli.h"

#include "cli_common.h"
#include "experiment/part_status.h"

#include <QDateTime>
#include <QDir>
#include <QJsonDocument>

#include <cmath>

namespace rulelab {

namespace {

QString stateText(PartState s) {
    switch (s) {
    case PartState::Done: return QCoreApplication::translate("Cli", "done");
    case PartState::Cancelled: return QCoreApplication::translate("Cli", "cancelled");
    case PartState::Killed: return QCoreApplication::translate("Cli", "killed");
    case PartState::Torn: return QCoreApplication::translate("Cli", "torn");
    case PartState::Missing: return QCoreApplication::translate("Cli", "missing");
    case PartState::Repeated: return QCoreApplication::translate("Cli", "repeated");
    case PartState::Foreign: return QCoreApplication::translate("Cli", "foreign");
    }
    return QString();
}

// "40 s", "12 min", "3 h 5 min", "4 days".
QString duration(double seconds) {
    const qint64 s = static_cast<qint64>(std::llround(seconds));
    if (s < 90) return QCoreApplication::translate("Cli", "%1 s").arg(s);
    if (s < 90 * 60) return QCoreApplication::translate("Cli", "%1 min").arg((s + 30) / 60);
    if (s < 48 * 3600) return QCoreApplication::translate("Cli", "%1 h %2 min").arg(s / 3600).arg((s % 3600 + 30) / 60);
    return QCoreApplication::translate("Cli", "%1 days").arg((s + 43200) / 86400);
}

QString shardList(const std::vector<int> &shards) {
    QStringList l;
    for (int k : shards) l << QString::number(k + 1);
    return l.join(QStringLiteral(", "));
}

}  // namespace

int Cli::cmdStatus(const QStringList &args) {
    CommandParser p(
        QStringLiteral("status"),
        tr("Say where the shards of a sharded run or ladder stand (run, compare, sweep or ladder with --shard K/N --out "
           "PART): which are done, cancelled, killed (or still running), torn or missing, the matches each has played of "
           "its planned ones, and roughly how long the rest takes at the speed the parts ran. Exit status 0 when every "
           "shard is done (the parts can be merged), 1 otherwise."));
    p.addPositionalArgument(QStringLiteral("PART"), tr("a folder written by run or ladder --shard K/N --out PART"),
                            QStringLiteral("PART..."));
    QCommandLineOption jsonOpt(QStringLiteral("json"), tr("print the status as JSON"));
    p.addOption(jsonOpt);
    p.expectPositional(1, -1, tr("give the folders of the shards"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    const StatusReport r = partsStatus(p.positionalArguments(), static_cast<double>(QDateTime::currentSecsSinceEpoch()));
    if (p.isSet(jsonOpt)) {
        out_ << QString::fromUtf8(QJsonDocument(statusJson(r)).toJson(QJsonDocument::Indented));
        return r.allDone() ? 0 : 1;
    }
    QList<QStringList> rows;
    rows << QStringList{tr("shard"), tr("state"), tr("matches"), tr("of"), tr("per second"), tr("left"), tr("folder")};
    QStringList notes;
    for (const PartStatus &s : r.parts) {
        QString folder = s.dir.isEmpty() ? QStringLiteral("-") : s.dir;
        if (s.state == PartState::Killed && s.lastWriteAgo >= 0 && s.lastWriteAgo < 120)
            folder += QLatin1Char(' ') + tr("(written %1 ago: may still be running)").arg(duration(s.lastWriteAgo));
        if (!s.detail.empty()) notes << q(s.detail);
        const bool counted = s.state != PartState::Repeated && s.state != PartState::Foreign;
        rows << QStringList{
            s.shard >= 0 ? QString::number(s.shard + 1) : QStringLiteral("-"),
            stateText(s.state),
            QString::number(s.played),
            s.planned > 0 ? QString::number(s.planned) : QStringLiteral("-"),
            s.rate > 0 ? (s.rate >= 10 ? QString::number(std::llround(s.rate)) : num(s.rate)) : QStringLiteral("-"),
            counted && s.secondsLeft >= 0 ? duration(s.secondsLeft) : QStringLiteral("-"),
            folder};
    }
    out_ << formatTable(rows);
    for (const QString &n : notes) out_ << tr("Note: %1").arg(n) << '\n';
    out_ << '\n';
    if (r.shardCount == 0) {
        out_ << tr("None of the %1 folders holds a readable shard of a run or ladder: nothing to report.")
                    .arg(p.positionalArguments().size())
             << '\n';
        return 1;
    }
    QString verdict;
    if (r.notDone.empty()) verdict = tr("All %1 shards are done (%2 matches).").arg(r.shardCount).arg(r.played);
    else if (static_cast<int>(r.notDone.size()) == r.shardCount)
        verdict = tr("None of the %1 shards is done: resubmit tasks %2.").arg(r.shardCount).arg(shardList(r.notDone));
    else
        verdict = tr("%1 of %2 shards not done: resubmit tasks %3; the others are complete.")
                      .arg(r.notDone.size())
                      .arg(r.shardCount)
                      .arg(shardList(r.notDone));
    if (r.secondsLeftLongest >= 0)
        verdict += QLatin1Char(' ') + tr("About %1 left if they run at once (%2 of work in all), at the speed the parts ran.")
                                          .arg(duration(r.secondsLeftLongest), duration(r.secondsLeftTotal));
    else if (!r.notDone.empty()) verdict += QLatin1Char(' ') + tr("No part recorded its speed, so the time left is not known.");
    if (r.foreign + r.repeated + r.tornUnplaced > 0)
        verdict += QLatin1Char(' ') +
                   tr("Leave %n folder(s) out of the merge (see the notes).", nullptr, r.foreign + r.repeated + r.tornUnplaced);
    else if (r.allDone()) verdict += QLatin1Char(' ') + tr("Merge them with 'rulelab-cli merge PART... --out RESULTS'.");
    out_ << verdict << '\n';
    return r.allDone() ? 0 : 1;
}

}  // namespace rulelab
