#pragma once
// The bibliography (data/sources/bibliography.bib) and, per game, the rule points in our own
// words (data/sources/<game>.json), each with the passages it comes from and the rule options
// that interpret it. Both are compiled into this library as Qt resources under :/sources, so
// every program and test sees the same files; SourceLibrary::loadDir reads another copy (e.g.
// a user's edited folder) with the same checks. Qt Core only: no widgets here.

#include "game/game_info.h"
#include "game/reading.h"

#include <QString>

#include <map>
#include <string>
#include <vector>

namespace rulelab {

// One BibTeX entry, kept verbatim for export, with the fields the workbench displays.
struct BibEntry {
    std::string key, type;
    std::map<std::string, std::string> fields;  // lower-case field name -> value without outer braces
    std::string text;                           // the entry exactly as written in the .bib
    std::string field(const std::string &name) const;
    // "Author (Year), Title" in plain text (braces and simple TeX accents removed).
    std::string shortReference() const;
};

// Parses BibTeX text. Returns false and names the line on a malformed entry.
bool parseBibtex(const std::string &text, std::vector<BibEntry> &out, std::string &error);

struct RulePoint {
    std::string id;  // catalogue rule point, e.g. "KB-7"
    std::string title;
    std::string text;  // what the sources say, in our own words
    std::vector<Citation> citations;
    std::vector<std::string> options;  // ids of the rule options that interpret it
};

struct GameSources {
    std::string game;
    std::vector<RulePoint> points;
    std::map<std::string, std::vector<std::string>> readingSources;  // built-in reading id -> followed source keys
    std::vector<std::string> nonHistorical;                          // options that interpret no source (simulation guards)
    const RulePoint *find(const std::string &id) const;
    std::vector<const RulePoint *> pointsForOption(const std::string &option) const;
    // Source keys cited by the rule points, in first-seen order.
    std::vector<std::string> sourceKeys() const;
};

// How the value a reading chooses for one option stands to the sources the reading follows.
//   Follows    the chosen value (for choices) or the option (other types) cites a followed source;
//   Departs    it cites sources, but none the reading follows (e.g. Ludii's code, an analogue);
//   Completion it cites no source, or only our catalogue: the followed texts are silent and the
//              value is an inference [I] or a neutral default.
// Options marked experimental or non-historical are left out.
struct OptionVerdict {
    enum Kind { Follows, Departs, Completion };
    std::string option;
    std::string value;
    Kind kind = Completion;
    std::vector<std::string> cited;  // source keys behind the verdict
};
const char *verdictName(OptionVerdict::Kind k);

class SourceLibrary {
public:
    // The copy compiled into the program (:/sources). Loaded once; a load error there is a
    // build defect and is reported by builtinError().
    static const SourceLibrary &builtin();
    static const std::string &builtinError();

    // Reads bibliography.bib and every <game>.json of `dir` (a folder or a resource path).
    bool loadDir(const QString &dir, std::string &error);

    const std::vector<BibEntry> &entries() const { return entries_; }
    const BibEntry *entry(const std::string &key) const;
    const GameSources *game(const std::string &gameId) const;
    const std::map<std::string, GameSources> &games() const { return games_; }

    // BibTeX text holding exactly these entries (unknown keys are skipped), in the given order.
    std::string bibtex(const std::vector<std::string> &keys) const;

    // The sources a reading follows: the list in <game>.json for a built-in reading, else every
    // bibliography key named as a whole word in the reading's "source" text.
    std::vector<std::string> followedSources(const Reading &reading) const;
    std::vector<OptionVerdict> verdicts(const GameInfo &game, const Reading &reading) const;
    bool isNonHistorical(const GameInfo &game, const std::string &option) const;

private:
    std::vector<BibEntry> entries_;
    std::map<std::string, GameSources> games_;
};

// Keys that stand for our own catalogue rather than for a historical source.
bool isCatalogueKey(const std::string &key);

}  // namespace rulelab
