#include "display_names.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>

namespace rulelab {

QString endReasonName(EndReason reason) {
    switch (reason) {
    case EndReason::None: return QCoreApplication::translate("rulelab::names", "not ended");
    // Not "ended by the rules": a round of the match may have been settled after a proven stall
    // (EndedBy tells the two apart, and the tables show both).
    case EndReason::Finished: return QCoreApplication::translate("rulelab::names", "finished with a result");
    case EndReason::RelayLoop: return QCoreApplication::translate("rulelab::names", "perpetual relay (proven, G-1)");
    case EndReason::RoundStalled: return QCoreApplication::translate("rulelab::names", "stalled round (proven, G-2)");
    case EndReason::MatchCycle: return QCoreApplication::translate("rulelab::names", "repeating match (proven, G-3)");
    case EndReason::Deadlock: return QCoreApplication::translate("rulelab::names", "deadlock (proven, G-4)");
    case EndReason::CapReached: return QCoreApplication::translate("rulelab::names", "stopped by a cap");
    case EndReason::LudiiLimit: return QCoreApplication::translate("rulelab::names", "stopped at Ludii's limit");
    }
    return QString::fromLatin1(endReasonKey(reason));
}

QString metricName(const std::string &key) {
    // The names are looked up (and translated) when asked, so a language switch takes effect.
    static const std::map<std::string, const char *> names = {
        {"Completion", QT_TRANSLATE_NOOP("rulelab::names", "completion (share ended by the rules)")},
        {"Timeouts", QT_TRANSLATE_NOOP("rulelab::names", "share stopped by a cap")},
        {"AdvantageP1", QT_TRANSLATE_NOOP("rulelab::names", "first mover's points, rule-ended matches")},
        {"AdvantageP1_ludii", QT_TRANSLATE_NOOP("rulelab::names", "first mover's points, Ludii's count")},
        {"Balance", QT_TRANSLATE_NOOP("rulelab::names", "balance between the seats")},
        {"Drawishness", QT_TRANSLATE_NOOP("rulelab::names", "share of draws, rule-ended matches")},
        {"first_mover_win_rate", QT_TRANSLATE_NOOP("rulelab::names", "first mover's win rate, rule-ended matches")},
        {"agent_a_win_rate", QT_TRANSLATE_NOOP("rulelab::names", "agent A's win rate")},
        {"agent_b_win_rate", QT_TRANSLATE_NOOP("rulelab::names", "agent B's win rate")},
        {"branching_factor", QT_TRANSLATE_NOOP("rulelab::names", "legal moves per decision")},
        {"forced_move_share", QT_TRANSLATE_NOOP("rulelab::names", "share of forced decisions")},
        {"captures_per_turn", QT_TRANSLATE_NOOP("rulelab::names", "captures per decision")},
        {"turns_mean", QT_TRANSLATE_NOOP("rulelab::names", "mean turns per match")},
        {"laps_mean", QT_TRANSLATE_NOOP("rulelab::names", "mean laps per match")},
        {"rounds_mean", QT_TRANSLATE_NOOP("rulelab::names", "mean rounds per match")},
        {"lead_changes_mean", QT_TRANSLATE_NOOP("rulelab::names", "mean lead changes per match")},
        {"score_margin_mean", QT_TRANSLATE_NOOP("rulelab::names", "mean final score margin")},
        {"second_mover_win_rate", QT_TRANSLATE_NOOP("rulelab::names", "second mover's win rate, rule-ended matches")},
        {"ended_by_proven", QT_TRANSLATE_NOOP("rulelab::names", "share ended by a proven guard")},
        {"outcomes", QT_TRANSLATE_NOOP("rulelab::names", "outcomes (the whole table of counts)")},
        {"end_reasons", QT_TRANSLATE_NOOP("rulelab::names", "end reasons (the whole table of counts)")},
    };
    const auto it = names.find(key);
    if (it != names.end()) return QCoreApplication::translate("rulelab::names", it->second);
    EndReason reason;
    if (key.rfind("end_rate_", 0) == 0 && endReasonFromKey(key.substr(9), reason))
        return QCoreApplication::translate("rulelab::names", "share of matches: %1").arg(endReasonName(reason));
    // turns_median and the like: the measure, then the statistic.
    static const std::map<std::string, const char *> measures = {
        {"turns", QT_TRANSLATE_NOOP("rulelab::names", "turns per match")},
        {"laps", QT_TRANSLATE_NOOP("rulelab::names", "laps per match")},
        {"rounds", QT_TRANSLATE_NOOP("rulelab::names", "rounds per match")},
    };
    static const std::map<std::string, const char *> statistics = {
        {"median", QT_TRANSLATE_NOOP("rulelab::names", "median")},
        {"p10", QT_TRANSLATE_NOOP("rulelab::names", "10th percentile")},
        {"p90", QT_TRANSLATE_NOOP("rulelab::names", "90th percentile")},
        {"dominance", QT_TRANSLATE_NOOP("rulelab::names", "which reading's matches are longer (dominance)")},
    };
    const size_t cut = key.find('_');
    if (cut != std::string::npos) {
        const auto m = measures.find(key.substr(0, cut));
        const auto st = statistics.find(key.substr(cut + 1));
        if (m != measures.end() && st != statistics.end())
            return QCoreApplication::translate("rulelab::names", "%1, %2")
                .arg(QCoreApplication::translate("rulelab::names", m->second),
                     QCoreApplication::translate("rulelab::names", st->second));
    }
    return QString::fromStdString(key);
}

QString outcomeName(const std::string &key) {
    static const std::map<std::string, const char *> names = {
        {"first_wins", QT_TRANSLATE_NOOP("rulelab::names", "first mover wins")},
        {"second_wins", QT_TRANSLATE_NOOP("rulelab::names", "second mover wins")},
        {"draws", QT_TRANSLATE_NOOP("rulelab::names", "draws")},
        {"undecided", QT_TRANSLATE_NOOP("rulelab::names", "undecided")},
        {"seat0_wins", QT_TRANSLATE_NOOP("rulelab::names", "first seat wins")},
        {"seat1_wins", QT_TRANSLATE_NOOP("rulelab::names", "second seat wins")},
    };
    const auto it = names.find(key);
    return it == names.end() ? QString::fromStdString(key) : QCoreApplication::translate("rulelab::names", it->second);
}

QString endedByName(const std::string &key) {
    if (key == "rule") return QCoreApplication::translate("rulelab::names", "ended by the rules");
    if (key == "proven") return QCoreApplication::translate("rulelab::names", "ended by a proven guard");
    if (key == "cap") return QCoreApplication::translate("rulelab::names", "stopped by a cap");
    return QString::fromStdString(key);
}

QString testNameText(const QString &testName) {
    // The texts of stats::testName(), word for word.
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("rulelab::names",
                          "difference of shares, continuity-corrected score test (Yates) and the interval that inverts it"),
        QT_TRANSLATE_NOOP("rulelab::names", "difference of means, Welch t interval and test"),
        QT_TRANSLATE_NOOP("rulelab::names", "dominance P(first longer) - P(second longer), Brunner-Munzel interval and test"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "dominance at its bound (every match of one reading longer than every match of the other): exact "
                          "permutation test, no interval"),
        QT_TRANSLATE_NOOP("rulelab::names", "difference of medians, bootstrap interval, no test"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "difference of Balance (|seat imbalance|), Welch t interval and intersection-union test (both d_a = "
                          "d_b and d_a = -d_b rejected)"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "difference of ratios, delta-method interval and t test (Welch-Satterthwaite degrees of freedom)"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "difference of means, studentized permutation test of Welch's t (9,999 splits) and the interval "
                          "inverting it"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "dominance P(first longer) - P(second longer), studentized permutation test of Brunner-Munzel's "
                          "statistic (9,999 splits) and the interval inverting it"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "difference of ratios, studentized permutation test of the delta-method t (9,999 splits) and the "
                          "interval inverting it"),
        QT_TRANSLATE_NOOP("rulelab::names", "chi-square test of homogeneity, no interval"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "exact conditional test of homogeneity (Monte Carlo, 20000 tables with the observed totals; used "
                          "when an expected count is below 5), no interval"),
        QT_TRANSLATE_NOOP("rulelab::names", "no test: the same value in both readings"),
        QT_TRANSLATE_NOOP("rulelab::names", "no test of its own: the same hypothesis as another row"),
        QT_TRANSLATE_NOOP("rulelab::names", "no test: a reading has no matches this metric rests on"),
        QT_TRANSLATE_NOOP("rulelab::names", "no test: neither reading has matches this metric rests on"),
        QT_TRANSLATE_NOOP("rulelab::names", "no test"),
    };
    for (const char *n : names)
        if (testName == QLatin1String(n)) return QCoreApplication::translate("rulelab::names", n);
    // A row with no matches to rest on names its reading (results_io's comparisonsJson).
    static const QRegularExpression noData(QStringLiteral("^no test: reading (.+) has no matches this metric rests on$"));
    if (const QRegularExpressionMatch m = noData.match(testName); m.hasMatch())
        return QCoreApplication::translate("rulelab::names", "no test: reading %1 has no matches this metric rests on")
            .arg(m.captured(1));
    return testName;
}

QString equivalenceNoteText(const QString &note) {
    // The texts of stats::noEquivalenceReason(), word for word.
    static const char *const notes[] = {
        QT_TRANSLATE_NOOP("rulelab::names", "no equivalence test: a reading has no matches this metric rests on"),
        QT_TRANSLATE_NOOP("rulelab::names",
                          "no equivalence test: the row has no test (the same value in both readings, a duplicate, or too "
                          "few matches)"),
        QT_TRANSLATE_NOOP("rulelab::names", "no equivalence test: the row has no standard error (medians, tables of counts)"),
    };
    for (const char *n : notes)
        if (note == QLatin1String(n)) return QCoreApplication::translate("rulelab::names", n);
    return note;
}

QString warningText(const QString &warning) {
    static const QRegularExpression fewMatches(
        QStringLiteral("^only (\\d+) matches \\(fewer than (\\d+)\\): intervals are rough, and some are not available$"));
    static const QRegularExpression notByRule(QStringLiteral(
        "^most matches did not end by the rules \\((\\d+) of (\\d+)\\): outcome metrics rest on the rule-ended ones only$"));
    static const QRegularExpression missingKey(QStringLiteral("^source key '(.*)' is not in the bibliography$"));
    QRegularExpressionMatch m;
    if ((m = fewMatches.match(warning)).hasMatch())
        return QCoreApplication::translate("rulelab::warnings",
                                           "only %1 matches (fewer than %2): intervals are rough, and some are not available")
            .arg(m.captured(1), m.captured(2));
    if ((m = notByRule.match(warning)).hasMatch())
        return QCoreApplication::translate(
                   "rulelab::warnings",
                   "most matches did not end by the rules (%1 of %2): outcome metrics rest on the rule-ended ones only")
            .arg(m.captured(1), m.captured(2));
    if ((m = missingKey.match(warning)).hasMatch())
        return QCoreApplication::translate("rulelab::warnings", "source key '%1' is not in the bibliography").arg(m.captured(1));
    return warning;
}

}  // namespace rulelab
