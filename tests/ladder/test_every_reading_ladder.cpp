// A short ladder (random, greedy, mcts:8; two matches a cell) on every shipped reading, one ladder
// per game with all its readings, as docs/ladder-findings.md climbs them: every rung has its
// metrics (a number within its interval, or n/a), every rating is finite or the summary says why
// there is none, every settle row has a status and every reading an exact value or a reason.
#include "experiment/ladder.h"
#include "support/shipped_experiment.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <set>

using namespace rulelab;
using namespace rulelab::testsupport;

namespace {

Ladder shortLadder(const LoadedGame &g) {
    Ladder l;
    l.base.game = g.plugin->info().id;
    for (const Reading &r : g.readings) {
        ReadingRef ref;
        ref.spec = r.id;
        l.base.readings.push_back(ref);
    }
    l.base.matches = 2;
    l.base.seed = 7;
    // Short matches: the test is of the ladder's form, not of the games (a capped match is a result).
    l.base.limits.maxTurns = 30;
    l.base.limits.maxRounds = 2;
    l.solveNodes = 2000;
    std::string error;
    EXPECT_TRUE(parseLadderAgents("random,greedy,mcts:8", l.rungs, error)) << error;
    return l;
}

// A metric's {value, lo, hi}: a finite value within its interval, or no value (n/a).
void expectWellFormedMetric(const QString &key, const QJsonValue &m, const std::string &where) {
    const QJsonObject o = m.toObject();
    ASSERT_TRUE(o.contains(QStringLiteral("value"))) << where << ' ' << key.toStdString();
    const QJsonValue v = o[QStringLiteral("value")];
    if (v.isNull()) return;
    ASSERT_TRUE(v.isDouble()) << where << ' ' << key.toStdString();
    EXPECT_TRUE(std::isfinite(v.toDouble())) << where << ' ' << key.toStdString();
    if (o[QStringLiteral("lo")].isDouble() && o[QStringLiteral("hi")].isDouble()) {
        EXPECT_LE(o[QStringLiteral("lo")].toDouble(), v.toDouble() + 1e-9) << where << ' ' << key.toStdString();
        EXPECT_GE(o[QStringLiteral("hi")].toDouble(), v.toDouble() - 1e-9) << where << ' ' << key.toStdString();
    }
}

void expectWellFormedReading(const QJsonObject &r, const std::string &game) {
    const std::string where = game + "/" + r[QStringLiteral("reading")].toString().toStdString();
    const QJsonArray rungs = r[QStringLiteral("rungs")].toArray();
    ASSERT_EQ(rungs.size(), 3) << where;
    const bool rated = !r[QStringLiteral("ratings")].toObject().contains(QStringLiteral("error"));
    if (!rated) {
        EXPECT_FALSE(r[QStringLiteral("ratings")][QStringLiteral("error")].toString().isEmpty()) << where;
    }
    for (const QJsonValue &rv : rungs) {
        const QJsonObject rung = rv.toObject();
        EXPECT_EQ(rung[QStringLiteral("matches")].toInt(), 2) << where;
        const QJsonObject metrics = rung[QStringLiteral("metrics")].toObject();
        for (const char *key : {"AdvantageP1", "Completion", "turns_mean", "first_mover_win_rate"})
            EXPECT_TRUE(metrics.contains(QLatin1String(key))) << where << ' ' << key;
        for (auto it = metrics.begin(); it != metrics.end(); ++it) expectWellFormedMetric(it.key(), it.value(), where);
        if (!rated) continue;
        const QJsonObject elo = rung[QStringLiteral("elo")].toObject();
        for (const char *key : {"elo", "se", "lo", "hi"})
            EXPECT_TRUE(elo[QLatin1String(key)].isDouble() && std::isfinite(elo[QLatin1String(key)].toDouble()))
                << where << ' ' << rung[QStringLiteral("agent")].toString().toStdString() << ' ' << key;
    }
    EXPECT_EQ(rungs.at(0)[QStringLiteral("elo")][QStringLiteral("elo")].toDouble(), 0.0) << where << ": random is the anchor";
    const std::set<QString> statuses{QStringLiteral("settled"), QStringLiteral("still changing"), QStringLiteral("untested")};
    const QJsonArray settle = r[QStringLiteral("settle")][QStringLiteral("rows")].toArray();
    EXPECT_FALSE(settle.isEmpty()) << where;
    for (const QJsonValue &row : settle) EXPECT_TRUE(statuses.count(row[QStringLiteral("status")].toString())) << where;
    const QJsonObject exact = r[QStringLiteral("exact")].toObject();
    EXPECT_TRUE(exact[QStringLiteral("solved")].toBool() || !exact[QStringLiteral("reason")].toString().isEmpty()) << where;
}

}  // namespace

TEST(LadderOnEveryReading, EveryRungHasItsMetricsAndEveryRatingIsFiniteOrExplained) {
    const PluginRegistry &reg = shippedPlugins();
    ASSERT_TRUE(reg.errors().empty());
    size_t readings = 0;
    for (const LoadedGame &g : reg.games()) {
        const Ladder l = shortLadder(g);
        const std::vector<PreparedReading> prepared = prepareShipped(l.base);
        ASSERT_EQ(prepared.size(), g.readings.size()) << l.base.game;
        LadderOptions o;
        o.threads = 2;
        const LadderResult res = runLadder(l, prepared, o);
        ASSERT_TRUE(res.ok) << l.base.game << ": " << res.error;
        EXPECT_EQ(res.cells.size(), 5u) << l.base.game;
        const QJsonArray rs = res.summary[QStringLiteral("readings")].toArray();
        ASSERT_EQ(static_cast<size_t>(rs.size()), g.readings.size()) << l.base.game;
        for (const QJsonValue &r : rs) expectWellFormedReading(r.toObject(), l.base.game);
        readings += g.readings.size();
    }
    EXPECT_GE(readings, 49u) << "every shipped reading (49 in 13 games when this was written)";
}
