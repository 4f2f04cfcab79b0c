// The glossary: every id a summary, a comparison or the workbench shows is explained, under the
// same name as everywhere else (display_names), with unique ids.
#include "experiment/display_names.h"
#include "experiment/glossary.h"
#include "experiment/results_io.h"
#include "experiment/session.h"
#include "stats/reading_stats.h"

#include <QJsonObject>
#include <gtest/gtest.h>

#include <array>
#include <set>

using namespace rulelab;

namespace {

// Every key of a reading's summary: its metrics, outcomes, ways of ending and end reasons (two
// different agents, so that the agents' win rates are there too).
QJsonObject summaryOfAReading() {
    std::array<AgentSpec, 2> agents;
    agents[1].kind = AgentSpec::Greedy;
    return readingResultToJson(ReadingResult{}, agents);
}

void expectExplained(const std::string &id) {
    const auto e = glossaryEntry(id);
    ASSERT_TRUE(e.has_value()) << id;
    EXPECT_FALSE(e->term.isEmpty()) << id;
    EXPECT_FALSE(e->category.isEmpty()) << id;
    EXPECT_FALSE(e->explanation.trimmed().isEmpty()) << id;
    EXPECT_EQ(glossaryExplanation(id), e->explanation) << id;
}

}  // namespace

TEST(Glossary, IdsAreUniqueAndEveryEntryIsComplete) {
    const auto all = glossary();
    EXPECT_GE(all.size(), 70u);
    std::set<std::string> ids;
    for (const auto &e : all) {
        EXPECT_TRUE(ids.insert(e.id).second) << "duplicate id " << e.id;
        EXPECT_FALSE(e.term.isEmpty()) << e.id;
        EXPECT_FALSE(e.explanation.trimmed().isEmpty()) << e.id;
    }
    // Each category is listed in one piece.
    std::set<QString> seen;
    QString current;
    for (const auto &e : all) {
        if (e.category == current) continue;
        EXPECT_TRUE(seen.insert(e.category).second) << e.category.toStdString() << " is split";
        current = e.category;
    }
    EXPECT_EQ(seen.size(), 9u);
}

TEST(Glossary, EveryEndReasonAndWayOfEndingIsExplainedUnderItsName) {
    for (int i = 0; i < kEndReasonCount; ++i) {
        const auto reason = static_cast<EndReason>(i);
        SCOPED_TRACE(endReasonKey(reason));
        expectExplained(endReasonKey(reason));
        EXPECT_EQ(glossaryEntry(endReasonKey(reason))->term, endReasonName(reason));
    }
    for (int i = 0; i < kEndedByCount; ++i) {
        const char *key = endedByKey(static_cast<EndedBy>(i));
        expectExplained(key);
        EXPECT_EQ(glossaryEntry(key)->term, endedByName(key));
    }
}

TEST(Glossary, EveryKeyOfASummaryIsExplainedUnderItsName) {
    const QJsonObject summary = summaryOfAReading();
    for (const char *table : {"outcomes", "outcomes_by_rule"})
        for (const QString &k : summary.value(QLatin1String(table)).toObject().keys()) {
            expectExplained(k.toStdString());
            EXPECT_EQ(glossaryEntry(k.toStdString())->term, outcomeName(k.toStdString()));
        }
    for (const QString &k : summary.value(QStringLiteral("ended_by")).toObject().keys()) expectExplained(k.toStdString());
    for (const QString &k : summary.value(QStringLiteral("end_reasons")).toObject().keys()) expectExplained(k.toStdString());
    const QStringList metrics = summary.value(QStringLiteral("metrics")).toObject().keys();
    ASSERT_TRUE(metrics.contains(QStringLiteral("agent_a_win_rate")));
    for (const QString &k : metrics) {
        const std::string key = k.toStdString();
        EXPECT_FALSE(glossaryExplanation(key).isEmpty()) << key;
        // end_rate_<reason> is explained by its end reason; every other metric has an entry.
        if (k.startsWith(QLatin1String("end_rate_"))) {
            EXPECT_TRUE(glossaryExplanation(key).contains(glossaryExplanation(key.substr(9)))) << key;
            continue;
        }
        expectExplained(key);
        EXPECT_EQ(glossaryEntry(key)->term, metricName(key)) << key;
    }
}

TEST(Glossary, EveryComparedMetricSweptMetricAndTestIsExplained) {
    for (const std::string &key : stats::comparisonMetricKeys()) {
        EXPECT_FALSE(glossaryExplanation(key).isEmpty()) << key;
        if (key.rfind("end_rate_", 0) == 0) continue;  // explained by its end reason (above)
        expectExplained(key);
        EXPECT_EQ(glossaryEntry(key)->term, metricName(key)) << key;
    }
    for (const std::string &key : defaultSweepMetrics()) expectExplained(key);
    // The "test" ids of the comparisons (stats::testName knows each, so the list is real).
    for (const char *test : {"score", "welch", "brunner-munzel", "exact-separation", "median-bootstrap", "balance-t", "delta",
                             "chi-square", "exact-monte-carlo", "no-data", "welch-permutation", "brunner-munzel-permutation",
                             "delta-permutation"}) {
        EXPECT_STRNE(stats::testName(test), "?") << test;
        expectExplained(test);
    }
    // The agents, by the forms their specs take.
    for (const char *agent : {"random", "greedy", "mcts:N", "search:D", "search:D:NODES"}) expectExplained(agent);
    // The guards.
    for (const char *guard : {"G-1", "G-2", "G-3", "G-4", "guard", "caps"}) expectExplained(guard);
}

TEST(Glossary, MatchCycleSaysWhatIsProvenAndThatNoGameProvesItYet) {
    const auto e = glossaryEntry("match_cycle");
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->term, endReasonName(EndReason::MatchCycle));
    EXPECT_TRUE(e->explanation.contains(QStringLiteral("G-3"))) << e->explanation.toStdString();
    EXPECT_TRUE(e->explanation.contains(QStringLiteral("never end"))) << e->explanation.toStdString();
    EXPECT_TRUE(e->explanation.contains(QStringLiteral("No game proves this at present"))) << e->explanation.toStdString();
    EXPECT_TRUE(glossaryExplanation("nothing_of_the_kind").isEmpty());
    EXPECT_FALSE(glossaryEntry("end_rate_match_cycle").has_value());
    EXPECT_TRUE(glossaryExplanation("end_rate_match_cycle").endsWith(e->explanation));
}

TEST(Glossary, SearchIsCaseInsensitiveOverTermIdCategoryAndExplanation) {
    const GlossaryEntry e = *glossaryEntry("relay_loop");
    EXPECT_TRUE(glossaryMatches(e, QString()));
    EXPECT_TRUE(glossaryMatches(e, QStringLiteral("  ")));
    EXPECT_TRUE(glossaryMatches(e, QStringLiteral("PERPETUAL")));           // term
    EXPECT_TRUE(glossaryMatches(e, QStringLiteral("relay_LOOP")));          // id
    EXPECT_TRUE(glossaryMatches(e, QStringLiteral("end reasons")));         // category
    EXPECT_TRUE(glossaryMatches(e, QStringLiteral("would go round for")));  // explanation
    EXPECT_FALSE(glossaryMatches(e, QStringLiteral("cowrie")));
}
