#pragma once
// The glossary: what every term RuleLab shows means, in plain words and in the user's language
// (translation context "rulelab::glossary"). One table serves Help > Glossary, the tooltips of
// the results tables and `rulelab-cli glossary`. The names of metrics, end reasons, outcomes and
// ways of ending are those of display_names.h (one table of names); the glossary adds what they
// mean, and the terms of the tests, agents, state graphs, rules and replay.
// Ids are those of the files where there is one (metric keys, end reasons, test ids of the
// comparisons, graph fields); otherwise a short id of our own ("reading", "G-1", "newcombe").

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace rulelab {

struct GlossaryEntry {
    std::string id;
    QString category;
    QString term;
    QString explanation;
};

// Every entry, by category, in the current language (looked up when called, so a change of
// language takes effect).
std::vector<GlossaryEntry> glossary();
// The entry with this id, if any.
std::optional<GlossaryEntry> glossaryEntry(const std::string &id);
// What the id means, empty when the glossary has nothing for it. Also covers the metric
// families without an entry of their own (end_rate_<reason>). Used for tooltips.
QString glossaryExplanation(const std::string &id);
// Whether `text` occurs (case-insensitive) in the entry's term, id, category or explanation;
// an empty text matches everything. The search of the dialog and of the CLI.
bool glossaryMatches(const GlossaryEntry &entry, const QString &text);

}  // namespace rulelab
