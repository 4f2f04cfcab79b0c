#pragma once
// The historian's questions answered in words from a summary document: does each reading end
// by its rules, how long is a match, does the first mover gain and is that real, which readings
// differ and on what. Each answer is built only from the figures that can carry it: a reading
// with too few matches ended by its rules gets "cannot tell", never a verdict resting on the
// matches a guard ended. The CLI prints these answers above its tables (run, compare), the
// workbench shows them on top of Results, the methods text carries them. Texts are translated
// in the context "rulelab::answers"; numbers are rounded for reading (p < 0.001, 97.3%).

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rulelab {

struct Answer {
    enum class Question { Ends, Length, FirstMover, Differences };
    Question question = Question::Ends;
    QStringList lines;  // plain sentences, no markup: one per reading, then any across them
    QString text() const { return lines.join(QLatin1Char(' ')); }
    QStringList metrics;  // the metric keys of the rows behind it (summary.json, the tables)
};

// The question in words ("Does it end by its rules?"); `english`: untranslated.
QString questionText(Answer::Question q, bool english = false);

// The answers for a summary (a run's, a comparison's, a sweep's, a merge's). The questions
// about differences need its comparisons (2+ readings, complete and unsharded); without them
// that answer is left out. `english`: untranslated (for the methods text), whatever the language.
std::vector<Answer> answersFromSummary(const QJsonObject &summary, bool english = false);

// The answers as plain text: the question, then each line indented and wrapped at `width`
// columns.
QString answersText(const std::vector<Answer> &answers, int width = 100);

// Fewest rule-ended matches for a verdict on the first mover's advantage.
inline constexpr int kMinRuleEndedForAdvantage = 30;

}  // namespace rulelab
