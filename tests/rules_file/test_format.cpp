// The rules-file format (docs/rules-files.md): a sound file loads, and every field's fault is
// refused with the file, the field and what is allowed named. One case per field.
#include "rules_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QFile>

#include <gtest/gtest.h>

#include <functional>

using namespace rulelab;
using namespace rulelab::rulesfile;

namespace {

// A small sound file: a three-hole board, every rule fixed but capture (open: single, chain).
const char *kSound = R"({
  "format": "rulelab-rules", "version": 1,
  "id": "test-game", "name": "Test game", "summary": "A game for the format's tests.",
  "players": ["South", "North"],
  "sources": ["S2", "own"],
  "board": {"holes_per_row": 3, "counters_per_hole": 2, "citations": [{"source": "own", "locator": "p. 1"}]},
  "rules": {
    "first_player": {"value": "south", "citations": [{"source": "own", "locator": "p. 1"}]},
    "start_hole": {"value": "any_own_nonempty", "citations": [{"source": "own", "locator": "p. 1"}]},
    "lap_origin": {"value": "include", "citations": [{"source": "own", "locator": "p. 1"}]},
    "relay": {"value": "next_hole", "citations": [{"source": "S2", "locator": "p. 2"}]},
    "capture": {"values": ["single", "chain"], "default": "single", "rule_point": "T-1",
                "description": "How much is taken.", "citations": [{"source": "own", "locator": "p. 2"}],
                "explanations": {"chain": "Every further hole beyond an empty one."},
                "value_citations": {"chain": [{"source": "S2", "locator": "p. 3"}]}},
    "capture_zone": {"value": "any_row", "citations": [{"source": "own", "locator": "p. 2"}]},
    "no_move": {"value": "pass", "citations": [{"source": "own", "locator": "p. 2"}]},
    "round_end": {"value": "all_exhausted", "citations": [{"source": "own", "locator": "p. 2"}]},
    "leftover": {"value": "row_owner", "citations": [{"source": "own", "locator": "p. 2"}]},
    "multi_round": {"value": "none", "citations": [{"source": "own", "locator": "p. 2"}]},
    "fill_order": {"value": "from_own_left", "citations": [{"source": "own", "locator": "p. 2"}]},
    "round_starter": {"value": "round_loser", "citations": [{"source": "own", "locator": "p. 2"}]},
    "match_end": {"value": "cannot_fill", "citations": [{"source": "own", "locator": "p. 2"}]},
    "rounds": {"range": [1, 9], "default": 3, "citations": [{"source": "own", "locator": "p. 2"}]}
  },
  "readings": [
    {"id": "as-written", "name": "T1 as written", "source": "own", "description": "Single capture.",
     "options": {"capture": "single"}},
    {"id": "chained", "name": "T2 chained", "source": "S2", "options": {"capture": "chain", "rounds": 5}}
  ]
})";

QJsonObject sound() { return QJsonDocument::fromJson(kSound).object(); }

// Edits a nested value: path "rules.capture.default" etc.
QJsonObject edit(QJsonObject o, const QStringList &path, const std::function<void(QJsonValueRef)> &f) {
    if (path.size() == 1) {
        f(o[path[0]]);
        return o;
    }
    o[path[0]] = edit(o.value(path[0]).toObject(), path.mid(1), f);
    return o;
}
QJsonObject set(const QJsonObject &o, const QString &path, const QJsonValue &v) {
    return edit(o, path.split(QLatin1Char('.')), [&](QJsonValueRef r) { r = v; });
}
QJsonObject removed(const QJsonObject &o, const QString &path) {
    QStringList p = path.split(QLatin1Char('.'));
    const QString last = p.takeLast();
    if (p.isEmpty()) {
        QJsonObject c = o;
        c.remove(last);
        return c;
    }
    return edit(o, p, [&](QJsonValueRef r) {
        QJsonObject c = r.toObject();
        c.remove(last);
        r = c;
    });
}

std::string errorsOf(const QByteArray &data) {
    std::string error;
    auto g = parseRulesFile(data, "games/t.json", error);
    EXPECT_FALSE(g) << "accepted";
    return error;
}
std::string errorsOf(const QJsonObject &o) { return errorsOf(QJsonDocument(o).toJson()); }

#define EXPECT_REFUSED(obj, text)                                                                  \
    do {                                                                                           \
        const std::string e_ = errorsOf(obj);                                                      \
        EXPECT_NE(e_.find(text), std::string::npos) << "expected: " << (text) << "\ngot:\n" << e_; \
    } while (0)

// The value at `path` below `v`, one object key after another (undefined where a key is missing).
QJsonValue valueAt(QJsonValue v, std::initializer_list<const char *> path) {
    for (const char *key : path) v = v.toObject().value(QLatin1String(key));
    return v;
}

}  // namespace

TEST(RulesFileFormat, ASoundFileLoadsWithItsRulesAndReadings) {
    std::string error;
    auto g = parseRulesFile(kSound, "games/t.json", error);
    ASSERT_TRUE(g) << error;
    const GameInfo &info = g->info();
    EXPECT_EQ(info.id, "test-game");
    EXPECT_EQ(info.playerNames, (std::vector<std::string>{"South", "North"}));
    // A fixed rule is an option with one value; an open one keeps its values and default.
    const RuleOption *relay = info.findOption("relay");
    ASSERT_TRUE(relay);
    ASSERT_EQ(relay->choices.size(), 1u);
    EXPECT_EQ(relay->choices[0].id, "next_hole");
    const RuleOption *capture = info.findOption("capture");
    ASSERT_EQ(capture->choices.size(), 2u);
    EXPECT_EQ(capture->defaultValue, "single");
    EXPECT_EQ(capture->rulePoint, "T-1");
    EXPECT_EQ(capture->description, "How much is taken.");
    EXPECT_EQ(capture->choices[1].explanation, "Every further hole beyond an empty one.");
    ASSERT_EQ(capture->choices[1].citations.size(), 1u);
    EXPECT_EQ(capture->choices[1].citations[0].locator, "p. 3");
    const RuleOption *rounds = info.findOption("rounds");
    EXPECT_EQ(rounds->minInt, 1);
    EXPECT_EQ(rounds->maxInt, 9);
    EXPECT_EQ(rounds->defaultValue, "3");
    // The board's size is the experimental options' default.
    EXPECT_EQ(info.findOption("holes_per_row")->defaultValue, "3");
    EXPECT_EQ(info.findOption("counters_per_hole")->defaultValue, "2");
    // The guards the file leaves out keep the vocabulary's values and cite the catalogue.
    EXPECT_EQ(info.findOption("stall")->choices.size(), vocabulary().findOption("stall")->choices.size());
    EXPECT_NE(std::find(info.bibliography.begin(), info.bibliography.end(), "CAT"), info.bibliography.end());
    // Readings carry every option's value.
    const auto readings = g->readings();
    ASSERT_EQ(readings.size(), 2u);
    EXPECT_EQ(readings[1].values.at("capture"), "chain");
    EXPECT_EQ(readings[1].values.at("rounds"), "5");
    EXPECT_EQ(readings[0].values.at("rounds"), "3");
    EXPECT_EQ(readings[0].values.at("relay"), "next_hole");
    EXPECT_EQ(readings[0].values.size(), info.options.size());
    // And it plays: a three-hole board with two counters a hole.
    Options opts;
    std::vector<std::string> errs;
    ASSERT_TRUE(resolveOptions(info, readings[0], opts, errs));
    auto game = g->createGame(opts, Limits{}, error);
    ASSERT_TRUE(game) << error;
    auto s = game->newInitialState();
    MoveList moves;
    s->legalMoves(moves);
    EXPECT_EQ(s->currentPlayer(), 0);
    EXPECT_EQ(moves.size, 3);  // three nonempty holes for South, who starts
}

TEST(RulesFileFormat, WritingAndReadingBackGivesTheSameFile) {
    RulesSpec spec;
    std::vector<std::string> errors;
    ASSERT_TRUE(parseRulesSpec(kSound, "t.json", spec, errors));
    const QByteArray text = rulesSpecToJson(spec);
    RulesSpec back;
    ASSERT_TRUE(parseRulesSpec(text, "written.json", back, errors)) << (errors.empty() ? "" : errors[0]);
    EXPECT_EQ(rulesSpecToJson(back), text);
    EXPECT_EQ(back.findRule("capture")->valueCitations.at("chain")[0].locator, "p. 3");

    QTemporaryDir dir;
    const QString path = dir.path() + QStringLiteral("/g.json");
    ASSERT_TRUE(saveRulesFile(path, spec, errors));
    std::string error;
    EXPECT_TRUE(loadRulesFile(path, error)) << error;
    // A refused spec is not written, and an existing file is left as it was.
    RulesSpec bad = spec;
    bad.players.pop_back();
    EXPECT_FALSE(saveRulesFile(path, bad, errors));
    ASSERT_FALSE(errors.empty());
    EXPECT_NE(errors[0].find("players"), std::string::npos) << errors[0];
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), text);
}

TEST(RulesFileFormat, TheDocumentAndItsHeader) {
    EXPECT_REFUSED(QByteArray("{\n  \"format\": \"rulelab-rules\",\n  \"version\": 1,\n  oops\n}"),
                   "games/t.json:4: invalid JSON");
    EXPECT_REFUSED(QByteArray("[1, 2]"), "games/t.json: expected a JSON object");
    EXPECT_REFUSED(set(sound(), "format", "rulelab-reading"),
                   "games/t.json: format: is 'rulelab-reading', expected \"rulelab-rules\"");
    EXPECT_REFUSED(set(sound(), "version", 2), "games/t.json: version: must be 1");
    EXPECT_REFUSED(set(sound(), "colour", "red"), "games/t.json: colour: not a field here (allowed: format, version, id");
    EXPECT_REFUSED(set(sound(), "id", "Test Game"), "games/t.json: id: 'Test Game' may hold only lower-case letters");
    EXPECT_REFUSED(removed(sound(), "name"), "games/t.json: name: missing (expected a string)");
    EXPECT_REFUSED(set(sound(), "summary", ""), "games/t.json: summary: is empty");
    EXPECT_REFUSED(set(sound(), "region", 5), "games/t.json: region: must be a string");
    EXPECT_REFUSED(set(sound(), "players", QJsonArray{"South"}), "games/t.json: players: needs exactly two seat names");
    EXPECT_REFUSED(set(sound(), "players", QJsonArray{"South", 2}), "games/t.json: players[1]: must be a string");
    EXPECT_REFUSED(set(sound(), "sources", QJsonArray{}), "games/t.json: sources: needs at least one bibliography key");
    EXPECT_REFUSED(set(sound(), "sources", QJsonArray{"own", "own", "S2"}), "games/t.json: sources: a key is listed twice");
    EXPECT_REFUSED(set(sound(), "bibliography", QJsonObject{{"own", "Someone, 1900."}}),
                   "games/t.json: bibliography: not read: references come from RuleLab's bibliography");
}

TEST(RulesFileFormat, TheBoard) {
    EXPECT_REFUSED(removed(sound(), "board"), "games/t.json: board: missing");
    EXPECT_REFUSED(set(sound(), "board.holes_per_row", 9), "games/t.json: board.holes_per_row: 9 is not");
    EXPECT_REFUSED(set(sound(), "board.counters_per_hole", 2.5), "games/t.json: board.counters_per_hole: must be a whole number");
    EXPECT_REFUSED(removed(sound(), "board.citations"), "games/t.json: board.citations: missing");
    EXPECT_REFUSED(set(sound(), "board.shape", "round"), "games/t.json: board.shape: not a field here");
}

TEST(RulesFileFormat, TheRules) {
    EXPECT_REFUSED(removed(sound(), "rules"), "games/t.json: rules: missing");
    EXPECT_REFUSED(removed(sound(), "rules.relay"),
                   "games/t.json: rules.relay: missing (every rule of the vocabulary needs an entry");
    EXPECT_REFUSED(set(sound(), "rules.sowing_speed", QJsonObject{{"value", "fast"}}),
                   "games/t.json: rules.sowing_speed: not a rule of the vocabulary (one of: first_player");
    EXPECT_REFUSED(set(sound(), "rules.holes_per_row", QJsonObject{{"value", 4}}),
                   "games/t.json: rules.holes_per_row: the board's size is given in 'board'");
    EXPECT_REFUSED(set(sound(), "rules.relay.value", "nxt_hole"),
                   "games/t.json: rules.relay.value: 'nxt_hole' is not a value of relay (one of: next_hole, landing_hole");
    EXPECT_REFUSED(set(sound(), "rules.relay", "next_hole"), "games/t.json: rules.relay: must be an object with 'value'");
    EXPECT_REFUSED(set(sound(), "rules.relay.values", QJsonArray{"next_hole", "landing_hole"}),
                   "games/t.json: rules.relay: needs exactly one of 'value'");
    EXPECT_REFUSED(set(sound(), "rules.capture.values", QJsonArray{"single", "chian"}),
                   "games/t.json: rules.capture.values[1]: 'chian' is not a value of capture");
    EXPECT_REFUSED(set(sound(), "rules.capture.values", QJsonArray{"single"}),
                   "games/t.json: rules.capture.values: an open rule needs two or more values");
    EXPECT_REFUSED(set(sound(), "rules.capture.values", QJsonArray{"single", "single"}),
                   "games/t.json: rules.capture.values[1]: 'single' twice");
    EXPECT_REFUSED(set(sound(), "rules.capture.default", "chain_wrap"),
                   "games/t.json: rules.capture.default: 'chain_wrap' is not one of this rule's values (single, chain)");
    EXPECT_REFUSED(removed(sound(), "rules.capture.default"), "games/t.json: rules.capture.default: missing");
    EXPECT_REFUSED(set(sound(), "rules.capture.colour", "red"), "games/t.json: rules.capture.colour: not a field here");
    EXPECT_REFUSED(set(sound(), "rules.capture.explanations.chain_wrap", "Around the board."),
                   "games/t.json: rules.capture.explanations.chain_wrap: not one of this rule's values");
    EXPECT_REFUSED(set(sound(), "rules.capture.value_citations.first_loaded",
                       QJsonArray{QJsonObject{{"source", "own"}, {"locator", "p. 9"}}}),
                   "games/t.json: rules.capture.value_citations.first_loaded: not one of this rule's values");
    EXPECT_REFUSED(set(sound(), "rules.capture.range", QJsonArray{1, 2}), "needs exactly one of");
    EXPECT_REFUSED(removed(set(set(sound(), "rules.first_player.range", QJsonArray{1, 2}), "rules.first_player.default", "south"),
                           "rules.first_player.value"),
                   "games/t.json: rules.first_player.range: first_player is a choice: use 'values'");
    EXPECT_REFUSED(removed(set(sound(), "rules.rounds.values", QJsonArray{1, 2}), "rules.rounds.range"),
                   "games/t.json: rules.rounds.values: rounds is a number: use 'range': [min, max]");
    // A range's values are not listed one by one: nothing to explain per value (and no "range" in a list).
    EXPECT_REFUSED(set(sound(), "rules.rounds.explanations.3", "Three rounds."),
                   "games/t.json: rules.rounds.explanations.3: a rule given as a 'range' has no single values to explain");
    EXPECT_REFUSED(set(sound(), "rules.rounds.range", QJsonArray{9, 1}),
                   "games/t.json: rules.rounds.range: min must be below max");
    EXPECT_REFUSED(set(sound(), "rules.rounds.range", QJsonArray{1, 5000}),
                   "games/t.json: rules.rounds.range[1]: '5000' is not a value of rounds");
    EXPECT_REFUSED(set(sound(), "rules.rounds.default", 12), "games/t.json: rules.rounds.default: '12' is outside the range");
    EXPECT_REFUSED(set(sound(), "rules.rounds.range", "1-9"), "games/t.json: rules.rounds.range: must be [min, max]");
    // Not a number at either end: refused by name (never a crash on the comparison).
    EXPECT_REFUSED(set(sound(), "rules.rounds.range", QJsonArray{"few", 9}),
                   "games/t.json: rules.rounds.range[0]: 'few' is not a value of rounds");
    EXPECT_REFUSED(set(sound(), "rules.relay.value", true),
                   "games/t.json: rules.relay.value: must be a string (a value id) or a whole number");
}

// An added mechanic (four_rule): a file may leave it out, and its game then has no such option
// (so files written before the rule existed keep their games); a file that names it is checked
// like any rule, and a fixed or open four_rule becomes an option of its game.
TEST(RulesFileFormat, AnAddedRuleMayBeLeftOutOrGiven) {
    EXPECT_TRUE(isOptionalRule("four_rule"));
    EXPECT_TRUE(isAddedRule("four_rule"));
    EXPECT_FALSE(isAddedRule("stall"));
    ASSERT_TRUE(vocabulary().findOption("four_rule"));
    std::string error;
    auto without = parseRulesFile(kSound, "games/t.json", error);
    ASSERT_TRUE(without) << error;
    EXPECT_FALSE(without->info().findOption("four_rule"));
    EXPECT_EQ(without->readings()[0].values.count("four_rule"), 0u);

    const QJsonObject cite{{"source", "own"}, {"locator", "p. 4"}};
    const QJsonObject open{
        {"values", QJsonArray{"owner_on_drop", "mover_on_drop"}}, {"default", "owner_on_drop"}, {"citations", QJsonArray{cite}}};
    auto with = parseRulesFile(QJsonDocument(set(sound(), "rules.four_rule", open)).toJson(), "games/t.json", error);
    ASSERT_TRUE(with) << error;
    const RuleOption *four = with->info().findOption("four_rule");
    ASSERT_TRUE(four);
    ASSERT_EQ(four->choices.size(), 2u);
    EXPECT_EQ(four->defaultValue, "owner_on_drop");
    EXPECT_EQ(with->readings()[0].values.at("four_rule"), "owner_on_drop");

    EXPECT_REFUSED(set(sound(), "rules.four_rule", QJsonObject{{"value", "at_five"}, {"citations", QJsonArray{cite}}}),
                   "games/t.json: rules.four_rule.value: 'at_five' is not a value of four_rule (one of: none, owner_on_drop");
    EXPECT_REFUSED(set(sound(), "rules.four_rule", QJsonObject{{"value", "owner_on_drop"}}),
                   "games/t.json: rules.four_rule.citations: missing");
    // Rules the engine cannot play together are refused when the file loads, naming the reading:
    // the test board has three holes a row, so ownership = halves leaves h1 and h4 to nobody, and
    // its leftover rule (row_owner) cannot say whose they are.
    const QJsonObject halves{{"value", "halves"}, {"citations", QJsonArray{cite}}};
    EXPECT_REFUSED(set(sound(), "rules.ownership", halves),
                   "games/t.json: readings[0].options: the engine cannot play this reading: ownership = halves leaves the "
                   "middle holes to nobody, so leftover = row_owner cannot say whose they are");
    EXPECT_REFUSED(
        set(set(sound(), "rules.middle_holes", QJsonObject{{"value", "one_and_empty"}, {"citations", QJsonArray{cite}}}),
            "board.holes_per_row", 4),
        "readings[0].options: the engine cannot play this reading: middle_holes = one_and_empty needs an odd "
        "number of holes a row (holes_per_row is 4)");
    // The loser's short hole is made by hole_loss's refill: refused in a single game.
    EXPECT_REFUSED(set(sound(), "rules.short_hole", QJsonObject{{"value", "loser_remainder"}, {"citations", QJsonArray{cite}}}),
                   "readings[0].options: the engine cannot play this reading: short_hole needs multi_round = hole_loss "
                   "(it is made at its refill)");
    // The capture values added for the family's other games are values of capture.
    EXPECT_TRUE(vocabulary().findOption("capture")->findChoice("opposite"));
    EXPECT_TRUE(vocabulary().findOption("capture")->findChoice("next_after_empty_landing"));
}

TEST(RulesFileFormat, TheCitations) {
    EXPECT_REFUSED(removed(sound(), "rules.relay.citations"),
                   "games/t.json: rules.relay.citations: missing (every rule cites the passage it follows)");
    EXPECT_REFUSED(set(sound(), "rules.relay.citations", QJsonArray{QJsonObject{{"source", "nobody"}, {"locator", "p. 1"}}}),
                   "games/t.json: rules.relay.citations[0].source: 'nobody' is not in 'sources' (S2, own)");
    EXPECT_REFUSED(set(sound(), "rules.relay.citations", QJsonArray{QJsonObject{{"source", ""}, {"locator", "p. 1"}}}),
                   "games/t.json: rules.relay.citations[0].source: '' is not in 'sources'");
    EXPECT_REFUSED(set(sound(), "board.citations", QJsonArray{QJsonObject{{"source", "nobody"}, {"locator", "p. 1"}}}),
                   "games/t.json: board.citations[0].source: 'nobody' is not in 'sources'");
    EXPECT_REFUSED(set(sound(), "board.citations", QJsonArray{QJsonObject{{"source", "own"}, {"locator", ""}}}),
                   "games/t.json: board.citations[0].locator: is empty");
    EXPECT_REFUSED(set(sound(), "rules.relay.citations", QJsonArray{QJsonObject{{"source", "own"}, {"locator", ""}}}),
                   "games/t.json: rules.relay.citations[0].locator: is empty");
    EXPECT_REFUSED(set(sound(), "rules.relay.citations", QJsonArray{QJsonObject{{"source", "own"}}}),
                   "games/t.json: rules.relay.citations[0].locator: missing");
    EXPECT_REFUSED(set(sound(), "rules.relay.citations", QJsonArray{"own p. 1"}),
                   "games/t.json: rules.relay.citations[0]: must be an object {source, locator, note}");
    EXPECT_REFUSED(
        set(sound(), "rules.relay.citations", QJsonArray{QJsonObject{{"source", "own"}, {"locator", "p. 1"}, {"page", 1}}}),
        "games/t.json: rules.relay.citations[0].page: not a field here");
}

TEST(RulesFileFormat, TheReadings) {
    auto withReading = [](const QJsonObject &r) {
        QJsonObject o = sound();
        QJsonArray a = o.value(QStringLiteral("readings")).toArray();
        a.append(r);
        o.insert(QStringLiteral("readings"), a);
        return o;
    };
    EXPECT_REFUSED(removed(sound(), "readings"), "games/t.json: readings: missing");
    EXPECT_REFUSED(set(sound(), "readings", QJsonArray{}), "games/t.json: readings: needs at least one reading");
    EXPECT_REFUSED(withReading({{"id", "as-written"}, {"name", "again"}}),
                   "games/t.json: readings[2].id: 'as-written' is used by another reading");
    EXPECT_REFUSED(withReading({{"id", "Bad Id"}, {"name", "x"}}), "games/t.json: readings[2].id: 'Bad Id' may hold only");
    EXPECT_REFUSED(withReading({{"id", "x"}}), "games/t.json: readings[2].name: missing");
    EXPECT_REFUSED(withReading({{"id", "x"}, {"name", "x"}, {"options", QJsonObject{{"speed", "fast"}}}}),
                   "games/t.json: readings[2].options.speed: not a rule of this game");
    EXPECT_REFUSED(withReading({{"id", "x"}, {"name", "x"}, {"options", QJsonObject{{"relay", "landing_hole"}}}}),
                   "games/t.json: readings[2].options.relay: 'landing_hole': this file fixes relay to 'next_hole'");
    EXPECT_REFUSED(withReading({{"id", "x"}, {"name", "x"}, {"options", QJsonObject{{"capture", "chain_wrap"}}}}),
                   "games/t.json: readings[2].options.capture: 'chain_wrap' is not one of this game's values");
    EXPECT_REFUSED(withReading({{"id", "x"}, {"name", "x"}, {"options", QJsonObject{{"rounds", 10}}}}),
                   "games/t.json: readings[2].options.rounds: '10' is not one of this game's values");
    EXPECT_REFUSED(withReading({{"id", "x"}, {"name", "x"}, {"year", 1906}}), "games/t.json: readings[2].year: not a field here");
    EXPECT_REFUSED(withReading({{"id", "x"}, {"name", "x"}}),
                   "games/t.json: readings[2].source: missing (the bibliography key(s)");
    EXPECT_REFUSED(withReading({{"id", "x"}, {"name", "x"}, {"source", "my grandmother"}}),
                   "games/t.json: readings[2].source: 'my grandmother' names none of the file's sources (S2, own)");
}

// A file's own translations (docs/rules-files.md#translations): keyed by its English texts,
// refused field by field when malformed, a key that is no longer a text of the file left out
// with a warning (the file still loads), and written back as read.
TEST(RulesFileFormat, TheTranslations) {
    const QJsonObject hi{{"Test game", "परीक्षण खेल"},
                         {"T1 as written", "ज्यों का त्यों"},
                         {"Every further hole beyond an empty one.", "आगे का हर गड्ढा"}};
    const QJsonObject o = set(sound(), "translations", QJsonObject{{"hi", hi}});
    std::string error;
    const auto game = parseRulesFile(QJsonDocument(o).toJson(), "games/t.json", error);
    ASSERT_TRUE(game) << error;
    EXPECT_EQ(game->spec().translations.at("hi").at("Test game"), "परीक्षण खेल");
    RulesSpec back;
    std::vector<std::string> errors;
    ASSERT_TRUE(parseRulesSpec(rulesSpecToJson(game->spec()), "written.json", back, errors)) << (errors.empty() ? "" : errors[0]);
    EXPECT_EQ(back.translations, game->spec().translations);
    QJsonObject stale = hi;
    stale.insert(QStringLiteral("Test gaem"), QStringLiteral("x"));
    const auto loaded = parseRulesFile(QJsonDocument(set(sound(), "translations", QJsonObject{{"hi", stale}})).toJson(), "games/t.json", error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->spec().translations, game->spec().translations) << "the stale key left out, the others kept";
    ASSERT_EQ(loaded->spec().warnings.size(), 1u);
    EXPECT_EQ(loaded->spec().warnings[0].rfind("games/t.json: translations.hi.\"Test gaem\": is not a text of this file", 0), 0u)
        << loaded->spec().warnings[0];
    // A language whose every key is stale goes, with a warning for each.
    const auto allStale = parseRulesFile(
        QJsonDocument(set(sound(), "translations", QJsonObject{{"ur", QJsonObject{{"Test gaem", "x"}, {"T9", "y"}}}})).toJson(),
        "games/t.json", error);
    ASSERT_TRUE(allStale) << error;
    EXPECT_TRUE(allStale->spec().translations.empty());
    EXPECT_EQ(allStale->spec().warnings.size(), 2u);
    EXPECT_TRUE(game->spec().warnings.empty());
    EXPECT_REFUSED(set(sound(), "translations", QJsonObject{{"Hindi", hi}}),
                   "games/t.json: translations.Hindi: 'Hindi' is not a language code");
    EXPECT_REFUSED(set(sound(), "translations", QJsonObject{{"en", hi}}),
                   "games/t.json: translations.en: 'en' is not a language code");
    EXPECT_REFUSED(set(sound(), "translations", QJsonObject{{"ur", QJsonObject{{"Test game", " "}}}}),
                   "games/t.json: translations.ur.\"Test game\": the translation is empty");
    EXPECT_REFUSED(set(sound(), "translations", QJsonObject{{"ur", QJsonObject{{"Test game", 3}}}}),
                   "games/t.json: translations.ur.\"Test game\": must be a string");
    EXPECT_REFUSED(set(sound(), "translations", QJsonArray{}), "games/t.json: translations: must be an object");
}

TEST(RulesFileFormat, CommentsAreAllowedInEveryObject) {
    QJsonObject o = set(sound(), "comment", "top");
    o = set(o, "rules.comment", "the rules");
    o = set(o, "rules.capture.explanations.comment", "why these words");
    o = set(o, "rules.capture.value_citations.comment", "and these");
    o = set(o, "board.comment", "the board");
    std::string error;
    EXPECT_TRUE(parseRulesFile(QJsonDocument(o).toJson(), "games/t.json", error)) << error;
}

TEST(RulesFileFormat, EveryProblemIsReportedNotOnlyTheFirst) {
    QJsonObject o = set(sound(), "rules.relay.value", "nxt_hole");
    o = set(o, "rules.lap_origin.value", "sometimes");
    o = removed(o, "rules.leftover");
    const std::string e = errorsOf(o);
    EXPECT_NE(e.find("rules.relay.value"), std::string::npos) << e;
    EXPECT_NE(e.find("rules.lap_origin.value"), std::string::npos) << e;
    EXPECT_NE(e.find("rules.leftover: missing"), std::string::npos) << e;
}

// docs/rules-file.schema.json is the schema the vocabulary gives (for editors). After a change
// to the vocabulary, regenerate it:
//   RULELAB_UPDATE_GOLDEN=1 build/tests/rules_file/test_rules_file --gtest_filter='*Schema*'
TEST(RulesFileFormat, TheShippedSchemaIsTheVocabularys) {
    const QString path = QStringLiteral(RULELAB_SOURCE_DIR "/docs/rules-file.schema.json");
    const QByteArray schema = rulesFileSchema();
    if (qEnvironmentVariableIsSet("RULELAB_UPDATE_GOLDEN")) {
        QFile out(path);
        ASSERT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(schema);
        GTEST_SKIP() << "wrote " << path.toStdString();
    }
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    EXPECT_EQ(f.readAll(), schema) << "regenerate with RULELAB_UPDATE_GOLDEN=1 (see above)";
    // It names every rule, and every value of each.
    const QJsonObject rules = valueAt(QJsonDocument::fromJson(schema).object(), {"properties", "rules", "properties"}).toObject();
    const QJsonArray captures = valueAt(rules, {"capture", "properties", "value", "enum"}).toArray();
    EXPECT_EQ(captures.size(), static_cast<qsizetype>(vocabulary().findOption("capture")->choices.size()));
    EXPECT_TRUE(rules.contains(QStringLiteral("relay_loop")));
    EXPECT_FALSE(rules.contains(QStringLiteral("holes_per_row")));
}
