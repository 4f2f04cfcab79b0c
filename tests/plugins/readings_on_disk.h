#pragma once
// The game x reading cases of the shared harness (test_every_reading, test_harness), read from
// disk each time a test program starts, so that ctest (which lists the programs' tests when it
// runs: rulelab_add_test ... LIST_AT_TEST_TIME) has a test for every reading on disk:
//  - the built-in readings, data/readings/<game id>/<reading id>.json;
//  - the readings of every rules file (data/games/*.json, docs/rules-files.md) in the games
//    folders the tests use: data/games, and the folders of $RULELAB_TEST_GAMES_DIR
//    (colon-separated; a rules file there is tested without rebuilding anything).
// The registry the cases play through holds the built plugins (build/plugins) and the rules files
// on disk the built rules-file plugin does not hold; what could not be added, and any file the
// built plugins hold in another version than the one on disk, is in registryProblems().

#include "game/game.h"
#include "plugin/plugin_registry.h"

#include <gtest/gtest.h>

#include <memory>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace rulelab::harness {

struct GameReading {
    std::string game, reading;
    std::string file;        // the file on disk that defines it (a reading file or a rules file)
    bool rulesFile = false;  // defined by a rules file
};
// How GoogleTest names a case's parameter in its output.
inline void PrintTo(const GameReading &gr, std::ostream *os) { *os << gr.game << '/' << gr.reading; }
// The case's name in test names: "<game>_<reading>" with every other character than a letter or
// a digit made '_'.
std::string caseName(const GameReading &gr);
std::string caseNameOf(const ::testing::TestParamInfo<GameReading> &info);

// The games folders the tests use: data/games, then $RULELAB_TEST_GAMES_DIR's.
std::vector<std::string> testGamesDirs();
// Every reading on disk, sorted by game and reading.
std::vector<GameReading> readingsOnDisk();

const PluginRegistry &registry();
// Rules files on disk that could not be added, files the built plugins hold in another version.
const std::vector<std::string> &registryProblems();

// The game of a case (with `overrides`, "option=value"), or null with a test failure naming it
// (or, with `quiet`, without one). A built-in reading that the built plugin does not hold is
// played from its file.
std::shared_ptr<const Game> gameOf(const GameReading &gr, const Limits &limits = Limits{},
                                   const std::vector<std::string> &overrides = {}, bool quiet = false,
                                   std::string *whyNot = nullptr);

// Runs ctest with `args` in this program's build folder (tests/plugins), with `environment`
// ("VAR=value") added to this process's; its exit code (-1: it did not finish in two minutes), its
// standard output in `output` and its standard error in `*errors` (null: after the output).
int runCtest(const std::vector<std::string> &args, const std::vector<std::string> &environment, std::string &output,
             std::string *errors = nullptr);
// The names of the tests ctest would run there now, with `environment` added.
std::set<std::string> ctestTests(const std::vector<std::string> &environment, std::string &error);

// The guard against readings that go untested: every reading on disk has, in every parameterised
// suite of this program instantiated over readingsOnDisk() (prefix "OnDisk/"), each of the suite's
// tests among the tests the program registers, and its test "<program>/<case>" (which runs them
// all: cmake/RuleLabListTests.cmake) among the tests ctest would run now (`ctest
// --show-only=json-v1` in this program's build folder). Fails naming each missing one.
void expectEveryReadingHasItsTests();

}  // namespace rulelab::harness
