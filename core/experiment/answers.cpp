#include "answers.h"

#include "display_names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rulelab {
namespace {

// Set while the answers are written for the methods text, which is in English whatever the
// workbench's language.
thread_local bool tlEnglish = false;
QString translate(const char *context, const char *text) {
    return tlEnglish ? QString::fromUtf8(text) : QCoreApplication::translate(context, text);
}

struct AnsweredReading {
    QString name;
    QJsonObject json;
    qint64 matches = 0, rule = 0;
    QJsonObject metric(const char *key) const {
        return json.value(QStringLiteral("metrics")).toObject().value(QLatin1String(key)).toObject();
    }
};

QString count(qint64 n) { return QLocale(QLocale::English).toString(n); }

// 97.3%, 100%, 0.8%, "< 0.1%".
QString percent(double share) {
    if (share <= 0) return QStringLiteral("0%");
    if (share >= 1) return QStringLiteral("100%");
    if (share < 0.001) return QStringLiteral("< 0.1%");
    if (share > 0.999) return QStringLiteral("> 99.9%");
    return QString::number(share * 100, 'f', 1) + QLatin1Char('%');
}

QString number(double v, int decimals) {
    if (decimals == 0 || std::abs(v - std::round(v)) < 1e-9) return count(static_cast<qint64>(std::llround(v)));
    return QLocale(QLocale::English).toString(v, 'f', decimals);
}

// p for reading: "p < 0.001", "p = 0.012", "p = 0.21", "p = 1".
QString pText(double p) {
    if (p < 0.001) return QStringLiteral("p < 0.001");
    if (p >= 0.995) return QStringLiteral("p = 1");
    return QStringLiteral("p = ") + QString::number(p, 'g', 2);
}

std::vector<AnsweredReading> readingsOf(const QJsonObject &summary) {
    std::vector<AnsweredReading> out;
    for (const QJsonValue &v : summary.value(QStringLiteral("readings")).toArray()) {
        AnsweredReading r;
        r.json = v.toObject();
        r.name = r.json.value(QStringLiteral("name")).toString();
        if (r.name.isEmpty()) r.name = r.json.value(QStringLiteral("reading")).toString();
        r.matches = r.json.value(QStringLiteral("matches")).toInteger();
        r.rule = r.json.value(QStringLiteral("ended_by")).toObject().value(QStringLiteral("rule")).toInteger();
        out.push_back(r);
    }
    return out;
}

// The end reason (other than a finish) most matches of `r` had, with its count.
std::pair<QString, qint64> commonestStop(const AnsweredReading &r) {
    QString best;
    qint64 most = 0;
    const QJsonObject reasons = r.json.value(QStringLiteral("end_reasons")).toObject();
    for (auto it = reasons.begin(); it != reasons.end(); ++it) {
        EndReason reason;
        if (it.key() == QLatin1String("finished") || !endReasonFromKey(it.key().toStdString(), reason)) continue;
        if (it.value().toInteger() > most) {
            most = it.value().toInteger();
            best = endReasonName(reason);
        }
    }
    return {best, most};
}

Answer endsAnswer(const std::vector<AnsweredReading> &rs) {
    QStringList parts;
    for (const AnsweredReading &r : rs) {
        if (r.matches == 0) {
            parts << translate("rulelab::answers", "%1: no matches.").arg(r.name);
        } else if (r.rule == r.matches) {
            parts << translate("rulelab::answers", "%1: every match (%2) ended by its rules.").arg(r.name, count(r.matches));
        } else {
            const auto [stop, n] = commonestStop(r);
            QString s = translate("rulelab::answers", "%1: %2 of matches (%3 of %4) ended by its rules")
                            .arg(r.name, percent(double(r.rule) / double(r.matches)), count(r.rule), count(r.matches));
            if (!stop.isEmpty())
                s += (n == r.matches - r.rule ? translate("rulelab::answers", "; the other %1: %2.")
                                              : translate("rulelab::answers", "; of the other %1, most: %2."))
                         .arg(count(r.matches - r.rule))
                         .arg(stop);
            else s += QLatin1Char('.');
            parts << s;
        }
    }
    return {Answer::Question::Ends, parts, {QStringLiteral("Completion"), QStringLiteral("end_reasons")}};
}

Answer lengthAnswer(const std::vector<AnsweredReading> &rs) {
    QStringList parts;
    for (const AnsweredReading &r : rs) {
        const QJsonObject med = r.metric("turns_median"), p10 = r.metric("turns_p10"), p90 = r.metric("turns_p90");
        if (!med.contains(QStringLiteral("value")) || med.value(QStringLiteral("value")).isNull()) {
            parts << translate("rulelab::answers", "%1: no matches to measure.").arg(r.name);
            continue;
        }
        QString s = translate("rulelab::answers", "%1: a median of %2 decisions a match")
                        .arg(r.name, number(med.value(QStringLiteral("value")).toDouble(), 1));
        if (med.value(QStringLiteral("lo")).isDouble() && med.value(QStringLiteral("hi")).isDouble())
            s += translate("rulelab::answers", " (95%: %1 to %2)")
                     .arg(number(med.value(QStringLiteral("lo")).toDouble(), 1),
                          number(med.value(QStringLiteral("hi")).toDouble(), 1));
        if (p10.value(QStringLiteral("value")).isDouble() && p90.value(QStringLiteral("value")).isDouble())
            s += translate("rulelab::answers", ", most between %1 and %2")
                     .arg(number(p10.value(QStringLiteral("value")).toDouble(), 0),
                          number(p90.value(QStringLiteral("value")).toDouble(), 0));
        if (r.rule < r.matches)
            s += QCoreApplication::translate("rulelab::answers",
                                             ", counting the matches a guard stopped up to where it stopped them");
        parts << s + QLatin1Char('.');
    }
    return {Answer::Question::Length,
            parts,
            {QStringLiteral("turns_median"), QStringLiteral("turns_p10"), QStringLiteral("turns_p90")}};
}

// The comparison row of `metric` for readings a and b (ids), following a row that only repeats
// another's hypothesis to the row with the test; `swapped` when the pair is stored as (b, a).
QJsonObject comparisonRow(const QJsonObject &summary, const QString &a, const QString &b, QString metric, bool &swapped) {
    for (const QJsonValue &pv :
         summary.value(QStringLiteral("comparisons")).toObject().value(QStringLiteral("pairs")).toArray()) {
        const QJsonObject pair = pv.toObject();
        const QString pa = pair.value(QStringLiteral("a")).toString(), pb = pair.value(QStringLiteral("b")).toString();
        if (!((pa == a && pb == b) || (pa == b && pb == a))) continue;
        swapped = pa == b;
        const QJsonArray rows = pair.value(QStringLiteral("metrics")).toArray();
        for (int hop = 0; hop < 3; ++hop) {
            QJsonObject found;
            for (const QJsonValue &mv : rows)
                if (mv.toObject().value(QStringLiteral("metric")).toString() == metric) found = mv.toObject();
            const QString dup = found.value(QStringLiteral("duplicate_of")).toString();
            if (dup.isEmpty() || dup.contains(QLatin1Char(' '))) return found;
            metric = dup;
        }
    }
    return {};
}

QString advantageClause(const AnsweredReading &r, double v, double lo, double hi) {
    const QString lead = lo > 0.5   ? translate("rulelab::answers", "the first mover gains")
                         : hi < 0.5 ? translate("rulelab::answers", "the second mover gains")
                                    : translate("rulelab::answers", "no advantage either way can be shown");
    return QCoreApplication::translate(
               "rulelab::answers",
               "%1: %2: the first mover scores %3 points a match (95%: %4 to %5; 0.5 is even) over %6 matches ended by "
               "the rules.")
        .arg(r.name, lead, number(v, 2), number(lo, 2), number(hi, 2), count(r.rule));
}

Answer firstMoverAnswer(const QJsonObject &summary, const std::vector<AnsweredReading> &rs) {
    QStringList parts;
    std::vector<std::pair<double, size_t>> ranked;  // AdvantageP1, reading index
    for (size_t i = 0; i < rs.size(); ++i) {
        const AnsweredReading &r = rs[i];
        const QJsonObject adv = r.metric("AdvantageP1"), ludii = r.metric("AdvantageP1_ludii");
        if (r.rule < kMinRuleEndedForAdvantage || !adv.value(QStringLiteral("lo")).isDouble()) {
            QString s = translate("rulelab::answers", "%1: cannot tell: only %2 of %3 matches ended by the rules.")
                            .arg(r.name, count(r.rule), count(r.matches));
            const double lv = ludii.value(QStringLiteral("value")).toDouble(0.5);
            if (ludii.value(QStringLiteral("lo")).toDouble(0) > 0.5 || ludii.value(QStringLiteral("hi")).toDouble(1) < 0.5)
                s += QLatin1Char(' ') +
                     QCoreApplication::translate(
                         "rulelab::answers",
                         "Ludii's count (%1, over every match, a stopped match as a draw) rests on the matches the "
                         "guards ended and says nothing of the rules.")
                         .arg(number(lv, 2));
            parts << s;
            continue;
        }
        const double v = adv.value(QStringLiteral("value")).toDouble();
        parts << advantageClause(r, v, adv.value(QStringLiteral("lo")).toDouble(), adv.value(QStringLiteral("hi")).toDouble());
        ranked.push_back({v, i});
    }
    if (ranked.size() >= 2 && summary.contains(QStringLiteral("comparisons"))) {
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto &x, const auto &y) { return x.first > y.first; });
        const AnsweredReading &top = rs[ranked[0].second], &next = rs[ranked[1].second];
        bool swapped = false;
        const QJsonObject row =
            comparisonRow(summary, top.json.value(QStringLiteral("reading")).toString(),
                          next.json.value(QStringLiteral("reading")).toString(), QStringLiteral("AdvantageP1"), swapped);
        if (row.contains(QStringLiteral("p_adjusted"))) {
            const double p = row.value(QStringLiteral("p_adjusted")).toDouble();
            parts << (p < 0.05 ? QCoreApplication::translate(
                                     "rulelab::answers",
                                     "%1 favours the first mover most, and its lead over %2 is real (%3, adjusted for the other "
                                     "comparisons).")
                               : QCoreApplication::translate(
                                     "rulelab::answers",
                                     "%1 favours the first mover most, but its lead over %2 is not shown (%3, adjusted for the "
                                     "other comparisons)."))
                         .arg(top.name, next.name, pText(p));
        }
    }
    return {Answer::Question::FirstMover,
            parts,
            {QStringLiteral("AdvantageP1"), QStringLiteral("first_mover_win_rate"), QStringLiteral("AdvantageP1_ludii")}};
}

// How a headline metric's two values read: "100% against 0.8%", "63 against 1,720".
QString valuesText(const QString &metric, const QJsonObject &row, bool swapped) {
    const double a = row.value(QStringLiteral("a")).toObject().value(QStringLiteral("value")).toDouble();
    const double b = row.value(QStringLiteral("b")).toObject().value(QStringLiteral("value")).toDouble();
    const double x = swapped ? b : a, y = swapped ? a : b;
    const bool share = metric == QLatin1String("Completion") || metric == QLatin1String("Drawishness") ||
                       metric == QLatin1String("first_mover_win_rate");
    const int decimals = metric == QLatin1String("turns_mean") ? 0 : 2;
    return translate("rulelab::answers", "%1 against %2")
        .arg(share ? percent(x) : number(x, decimals), share ? percent(y) : number(y, decimals));
}

// A headline metric in the words of the answer.
QString headlineName(const QString &metric) {
    if (metric == QLatin1String("Completion")) return translate("rulelab::answers", "how often matches end by the rules");
    if (metric == QLatin1String("turns_mean")) return translate("rulelab::answers", "mean length in decisions");
    if (metric == QLatin1String("first_mover_win_rate"))
        return translate("rulelab::answers", "the first mover's wins among rule-ended matches");
    if (metric == QLatin1String("Drawishness")) return translate("rulelab::answers", "draws among rule-ended matches");
    if (metric == QLatin1String("Balance")) return translate("rulelab::answers", "balance between the seats");
    if (metric == QLatin1String("captures_per_turn")) return translate("rulelab::answers", "captures per decision");
    return metricName(metric.toStdString());
}

Answer differencesAnswer(const QJsonObject &summary, const std::vector<AnsweredReading> &rs) {
    static const char *const headline[] = {"Completion",  "turns_mean", "first_mover_win_rate",
                                           "Drawishness", "Balance",    "captures_per_turn"};
    const QJsonArray pairs = summary.value(QStringLiteral("comparisons")).toObject().value(QStringLiteral("pairs")).toArray();
    QStringList parts;
    QStringList same;
    const int shown = 6;
    int listed = 0;
    for (const QJsonValue &pv : pairs) {
        const QString a = pv.toObject().value(QStringLiteral("a")).toString(),
                      b = pv.toObject().value(QStringLiteral("b")).toString();
        QString na = a, nb = b;
        for (const AnsweredReading &r : rs) {
            if (r.json.value(QStringLiteral("reading")).toString() == a) na = r.name;
            if (r.json.value(QStringLiteral("reading")).toString() == b) nb = r.name;
        }
        QStringList differ;
        for (const char *m : headline) {
            bool swapped = false;
            const QJsonObject row = comparisonRow(summary, a, b, QString::fromLatin1(m), swapped);
            if (row.value(QStringLiteral("p_adjusted")).toDouble(1) < 0.05)
                differ << translate("rulelab::answers", "%1 (%2)")
                              .arg(headlineName(QString::fromLatin1(m)), valuesText(QString::fromLatin1(m), row, swapped));
        }
        if (differ.isEmpty()) {
            same << translate("rulelab::answers", "%1 and %2").arg(na, nb);
        } else if (listed++ < shown) {
            parts << translate("rulelab::answers", "%1 and %2 differ in %3.").arg(na, nb, differ.join(QStringLiteral("; ")));
        }
    }
    if (listed > shown)
        parts << translate("rulelab::answers", "%1 more pairs differ: see the comparisons table.").arg(listed - shown);
    if (!same.isEmpty())
        parts << QCoreApplication::translate(
                     "rulelab::answers",
                     "No difference is shown between %1 (in completion, length, the first mover's wins, draws, balance and "
                     "captures, each adjusted for the other comparisons).")
                     .arg(same.join(QStringLiteral(", ")));
    QStringList keys;
    for (const char *m : headline) keys << QString::fromLatin1(m);
    return {Answer::Question::Differences, parts, keys};
}

}  // namespace

QString questionText(Answer::Question q, bool english) {
    const bool was = tlEnglish;
    tlEnglish = english;
    QString text;
    switch (q) {
    case Answer::Question::Ends: text = translate("rulelab::answers", "Does it end by its rules?"); break;
    case Answer::Question::Length: text = translate("rulelab::answers", "How long is a match?"); break;
    case Answer::Question::FirstMover:
        text = translate("rulelab::answers", "Does the first mover gain, and is that real?");
        break;
    case Answer::Question::Differences: text = translate("rulelab::answers", "Which readings differ, and on what?"); break;
    }
    tlEnglish = was;
    return text;
}

std::vector<Answer> answersFromSummary(const QJsonObject &summary, bool english) {
    struct Language {
        bool was = tlEnglish;
        explicit Language(bool e) { tlEnglish = e; }
        ~Language() { tlEnglish = was; }
    } language(english);
    const std::vector<AnsweredReading> rs = readingsOf(summary);
    if (rs.empty()) return {};
    std::vector<Answer> out{endsAnswer(rs), lengthAnswer(rs), firstMoverAnswer(summary, rs)};
    if (rs.size() >= 2 && summary.value(QStringLiteral("comparisons")).toObject().contains(QStringLiteral("pairs")))
        out.push_back(differencesAnswer(summary, rs));
    return out;
}

QString answersText(const std::vector<Answer> &answers, int width) {
    QString out;
    for (const Answer &a : answers) {
        out += questionText(a.question) + QLatin1Char('\n');
        for (const QString &sentence : a.lines) {
            QString line = QStringLiteral("  ");
            for (const QString &word : sentence.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (line.size() > 2 && line.size() + 1 + word.size() > width) {
                    out += line + QLatin1Char('\n');
                    line = QStringLiteral("    ");
                }
                line += (line.trimmed().isEmpty() ? QString() : QStringLiteral(" ")) + word;
            }
            out += line + QLatin1Char('\n');
        }
    }
    return out;
}

}  // namespace rulelab
