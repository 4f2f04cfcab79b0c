// The answers in words (core/experiment/answers.h): each sentence is built only from the figures
// that can carry it. Summaries are written here by hand, so every expected sentence is traced
// from the numbers below, not from the program's output.
#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

#include "experiment/answers.h"

using namespace rulelab;

namespace {

QJsonObject iv(double v, double lo, double hi) { return {{"value", v}, {"lo", lo}, {"hi", hi}}; }

// A reading: `rule` of `matches` ended by its rules, the others by `stop` (an end reason key).
QJsonObject reading(const char *id, const char *name, int matches, int rule, const char *stop, QJsonObject metrics) {
    QJsonObject reasons{{"finished", rule}};
    if (matches > rule) reasons.insert(QLatin1String(stop), matches - rule);
    return {{"reading", id},          {"name", name},
            {"matches", matches},     {"ended_by", QJsonObject{{"rule", rule}, {"proven", matches - rule}, {"cap", 0}}},
            {"end_reasons", reasons}, {"metrics", metrics}};
}

QJsonObject lengths(QJsonObject m, double median, double lo, double hi, double p10, double p90) {
    m.insert("turns_median", iv(median, lo, hi));
    m.insert("turns_p10", iv(p10, p10, p10));
    m.insert("turns_p90", iv(p90, p90, p90));
    return m;
}

const Answer &answerTo(const std::vector<Answer> &as, Answer::Question q) {
    for (const Answer &a : as)
        if (a.question == q) return a;
    static const Answer none;
    ADD_FAILURE() << "no answer to question " << static_cast<int>(q);
    return none;
}
// Not of a temporary: the answer would outlive its vector.
const Answer &answerTo(std::vector<Answer> &&, Answer::Question) = delete;

// Two readings: A ends always and favours the first mover; B ends by its rules in 8 of 1,000
// matches, and Ludii's count (every match, a stopped match as a draw) shows an advantage there.
QJsonObject twoReadings(double pAdjustedOfWinRates) {
    const QJsonObject a = reading(
        "ra", "Reading A", 1000, 1000, "",
        lengths({{"AdvantageP1", iv(0.56, 0.53, 0.59)}, {"AdvantageP1_ludii", iv(0.56, 0.53, 0.59)}}, 53, 50, 58, 29, 112));
    const QJsonObject b = reading("rb", "Reading B", 1000, 8, "round_stalled",
                                  lengths({{"AdvantageP1", iv(0.625, 0.3, 0.9)}, {"AdvantageP1_ludii", iv(0.66, 0.63, 0.69)}},
                                          1715.5, 1704, 1724, 1614, 1791));
    // The comparison rows: AdvantageP1 repeats the test of first_mover_win_rate (no draws).
    const QJsonArray rows{
        QJsonObject{{"metric", "Completion"}, {"a", iv(1, 1, 1)}, {"b", iv(0.008, 0.003, 0.016)}, {"p_adjusted", 1e-200}},
        QJsonObject{{"metric", "AdvantageP1"}, {"duplicate_of", "first_mover_win_rate"}},
        QJsonObject{{"metric", "first_mover_win_rate"},
                    {"a", iv(0.56, 0.53, 0.59)},
                    {"b", iv(0.625, 0.3, 0.9)},
                    {"p_adjusted", pAdjustedOfWinRates}},
        QJsonObject{{"metric", "turns_mean"}, {"a", iv(63.2, 60, 66)}, {"b", iv(1660.4, 1650, 1670)}, {"p_adjusted", 0.04}},
        QJsonObject{{"metric", "Balance"}, {"a", iv(0.97, 0.9, 1)}, {"b", iv(0.99, 0.9, 1)}, {"p_adjusted", 0.051}},
    };
    return {{"readings", QJsonArray{a, b}},
            {"comparisons", QJsonObject{{"pairs", QJsonArray{QJsonObject{{"a", "ra"}, {"b", "rb"}, {"metrics", rows}}}}}}};
}

}  // namespace

TEST(Answers, EndingsSayHowManyMatchesTheRulesEndedAndWhatStoppedTheOthers) {
    const auto as = answersFromSummary(twoReadings(0.5));
    const Answer &ends = answerTo(as, Answer::Question::Ends);
    ASSERT_EQ(ends.lines.size(), 2);
    EXPECT_EQ(ends.lines[0], QStringLiteral("Reading A: every match (1,000) ended by its rules."));
    EXPECT_EQ(ends.lines[1], QStringLiteral("Reading B: 0.8% of matches (8 of 1,000) ended by its rules; the other 992: stalled "
                                            "round (proven, G-2)."));
    EXPECT_TRUE(ends.metrics.contains(QStringLiteral("Completion")));
}

TEST(Answers, LengthsAreMediansWithTheirIntervalAndSayWhenAGuardCutThemShort) {
    const std::vector<Answer> answers = answersFromSummary(twoReadings(0.5));
    const Answer &len = answerTo(answers, Answer::Question::Length);
    EXPECT_EQ(len.lines[0],
              QStringLiteral("Reading A: a median of 53 decisions a match (95%: 50 to 58), most between 29 and 112."));
    EXPECT_EQ(len.lines[1], QStringLiteral("Reading B: a median of 1,715.5 decisions a match (95%: 1,704 to 1,724), most between "
                                           "1,614 and 1,791, counting the matches a guard stopped up to where it stopped them."));
}

// 8 rule-ended matches carry no verdict, whatever Ludii's count says; a lone reading with an
// advantage is not ranked.
TEST(Answers, TheFirstMoverQuestionSaysCannotTellOnTooFewRuleEndedMatches) {
    const std::vector<Answer> answers = answersFromSummary(twoReadings(0.5));
    const Answer &fm = answerTo(answers, Answer::Question::FirstMover);
    ASSERT_EQ(fm.lines.size(), 2);
    EXPECT_EQ(fm.lines[0],
              QStringLiteral("Reading A: the first mover gains: the first mover scores 0.56 points a match (95%: 0.53 "
                             "to 0.59; 0.5 is even) over 1,000 matches ended by the rules."));
    EXPECT_TRUE(fm.lines[1].startsWith(QStringLiteral("Reading B: cannot tell: only 8 of 1,000 matches ended by the rules.")))
        << fm.lines[1].toStdString();
    EXPECT_TRUE(fm.lines[1].contains(QStringLiteral("Ludii's count (0.66"))) << fm.lines[1].toStdString();
}

// Three readings with enough rule-ended matches: the top one is ranked against the next, and
// the verdict follows the adjusted p of the row that carries the test (AdvantageP1 repeats
// first_mover_win_rate's).
TEST(Answers, TheLeaderIsRealOnlyWhenItsAdjustedTestSaysSo) {
    for (const double p : {0.0004, 0.21}) {
        QJsonObject s = twoReadings(p);
        QJsonArray readings = s.value("readings").toArray();
        QJsonObject b = readings[1].toObject();
        b.insert("ended_by", QJsonObject{{"rule", 900}, {"proven", 100}, {"cap", 0}});
        b.insert("end_reasons", QJsonObject{{"finished", 900}, {"round_stalled", 100}});
        QJsonObject m = b.value("metrics").toObject();
        m.insert("AdvantageP1", iv(0.49, 0.45, 0.53));
        b.insert("metrics", m);
        readings[1] = b;
        s.insert("readings", readings);
        const std::vector<Answer> answers = answersFromSummary(s);
        const Answer &fm = answerTo(answers, Answer::Question::FirstMover);
        ASSERT_EQ(fm.lines.size(), 3);
        EXPECT_TRUE(fm.lines[1].startsWith(QStringLiteral("Reading B: no advantage either way can be shown")));
        EXPECT_EQ(fm.lines[2], p < 0.05 ? QStringLiteral("Reading A favours the first mover most, and its lead over Reading B is "
                                                         "real (p < 0.001, adjusted for the other comparisons).")
                                        : QStringLiteral("Reading A favours the first mover most, but its lead over Reading B is "
                                                         "not shown (p = 0.21, adjusted for the other comparisons)."));
    }
}

// Only rows whose adjusted p is below 0.05 are named (Balance's 0.051 is not), with their
// values in the pair's order; a pair stored the other way round reads the same.
TEST(Answers, DifferencesNameOnlyTheRowsTheirAdjustedTestsCarry) {
    const std::vector<Answer> answers = answersFromSummary(twoReadings(0.5));
    const Answer &d = answerTo(answers, Answer::Question::Differences);
    ASSERT_EQ(d.lines.size(), 1);
    EXPECT_EQ(d.lines[0], QStringLiteral("Reading A and Reading B differ in how often matches end by the rules (100% against "
                                         "0.8%); mean length in decisions (63 against 1,660)."));
    // No comparisons (one reading, or a shard): no such answer.
    QJsonObject one = twoReadings(0.5);
    one.remove("comparisons");
    for (const Answer &a : answersFromSummary(one)) EXPECT_NE(a.question, Answer::Question::Differences);
}

TEST(Answers, TheTextIndentsAndWrapsEachSentence) {
    const Answer a{Answer::Question::Ends, {QStringLiteral("one two three four five six"), QStringLiteral("seven")}, {}};
    EXPECT_EQ(answersText({a}, 16),
              QStringLiteral("Does it end by its rules?\n  one two three\n    four five\n    six\n  seven\n"));
}
