#pragma once
// Rules files (docs/rules-files.md): a two-row sowing game as data, played by the two-row engine
// (core/kits/two_row_engine.h). A file names every rule of the engine's vocabulary
// (kits::engine::vocabulary()) as fixed (one value) or open (the gaps: several values and a default),
// with citations, and named readings. This library parses and checks a file (every refusal names
// the file, the field and what is allowed), writes one back (the workbench's form), and makes a
// GamePlugin of it with the same API as the compiled plugins.

#include "game/game.h"
#include "game/reading.h"
#include "plugin/game_plugin.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rulelab::rulesfile {

inline constexpr int kRulesFileVersion = 1;
inline constexpr const char *kRulesFileFormat = "rulelab-rules";

// The rules a file can use: the two-row engine's options (ids, types, values, explanations),
// kits::engine::vocabulary().
const GameInfo &vocabulary();
// The rules a file may leave out: the simulation guards and Ludii compatibility (their defaults
// apply), and the added mechanics (isAddedRule).
bool isOptionalRule(const std::string &ruleId);
// A mechanic the engine has for other games of the family (e.g. four_rule): a file that leaves it
// out does not have it, and its game has no such option (so earlier files keep their games).
bool isAddedRule(const std::string &ruleId);

// One rule of a file.
struct RuleEntry {
    std::string rule;                                             // the vocabulary's option id
    bool open = false;                                            // a gap of the text: readings choose among `values`
    std::vector<std::string> values;                              // fixed: one value; open: the values allowed (choice ids, or
                                                                  // for an integer rule the range's ends, min then max)
    std::string defaultValue;                                     // open only
    std::string rulePoint;                                        // optional; the vocabulary's rule point otherwise
    std::string description;                                      // optional; the vocabulary's description otherwise
    std::vector<Citation> citations;                              // at least one
    std::map<std::string, std::string> explanations;              // value -> text (optional)
    std::map<std::string, std::vector<Citation>> valueCitations;  // value -> citations (optional)
};

// A whole file, as read (or as the workbench's form builds it).
struct RulesSpec {
    std::string id, name, localName, region, period, summary;
    std::vector<std::string> players;  // two seat names
    std::vector<std::string> sources;  // bibliography keys cited (data/sources/bibliography.bib)
    int holesPerRow = 5, countersPerHole = 5;
    std::vector<Citation> boardCitations;
    std::vector<RuleEntry> rules;   // in the vocabulary's order
    std::vector<Reading> readings;  // values for open rules (others are filled in by gameInfo())
    // language -> English text of the file -> its translation (the file's "translations")
    std::map<std::string, std::map<std::string, std::string>> translations;
    // What loading passed over without refusing the file, "ORIGIN: FIELD: message": a translation
    // whose English text is no longer a text of the file (left out of `translations`).
    std::vector<std::string> warnings;
    const RuleEntry *findRule(const std::string &id) const;
};

// Parses and checks a file. Every problem is reported, one line each: "ORIGIN: FIELD: message".
// Returns true when there is none.
bool parseRulesSpec(const QByteArray &data, const std::string &origin, RulesSpec &out, std::vector<std::string> &errors);
// Checks a spec built in memory (the form) exactly as a file is checked.
std::vector<std::string> checkRulesSpec(const RulesSpec &spec, const std::string &origin);
// The file text of a spec (indented JSON, the fields in the documented order).
QByteArray rulesSpecToJson(const RulesSpec &spec);
// A JSON Schema (draft 2020-12) of the format, generated from the vocabulary, for editors that
// check a file while it is written (docs/rules-file.schema.json; a test keeps it current).
QByteArray rulesFileSchema();
// Atomic save (QSaveFile) after checking; false with `errors` when the spec is refused or the file
// cannot be written.
bool saveRulesFile(const QString &path, const RulesSpec &spec, std::vector<std::string> &errors);

// The GameInfo of a checked spec: every vocabulary option, fixed rules with their one value, the
// board size as experimental options; and its readings with every option's value.
GameInfo gameInfoOf(const RulesSpec &spec);
std::vector<Reading> readingsOf(const RulesSpec &spec, const GameInfo &info);

// A game defined by a rules file.
class FileGame final : public GamePlugin {
public:
    FileGame(RulesSpec spec, std::string sourceFile, std::string sha256);
    const GameInfo &info() const override { return info_; }
    std::vector<Reading> readings() const override { return readings_; }
    std::unique_ptr<Game> createGame(const Options &options, const Limits &limits, std::string &error) const override;
    const RulesSpec &spec() const { return spec_; }
    const std::string &sourceFile() const { return sourceFile_; }
    const std::string &sha256() const { return sha256_; }  // of the file's bytes

private:
    RulesSpec spec_;
    GameInfo info_;
    std::vector<Reading> readings_;
    std::string sourceFile_, sha256_;
};

// Loads one file; null with every problem in `error` (one per line).
std::unique_ptr<FileGame> loadRulesFile(const QString &path, std::string &error);
std::unique_ptr<FileGame> parseRulesFile(const QByteArray &data, const std::string &origin, std::string &error);

}  // namespace rulelab::rulesfile
