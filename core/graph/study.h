#pragma once
// A state-graph study, the same for `rulelab-cli graph` and the workbench's State graph view:
// explore from a start -> analyse (cycles, dead ends, terminals) -> solve when asked -> the
// JSON the CLI prints and the GraphML/Graphviz text it saves. Also the JSON of a round-level
// graph. Qt Core (for JSON); the graph itself stays in plain C++ (state_graph.h).

#include "graph/round_graph.h"
#include "graph/state_graph.h"

#include <QJsonObject>

#include <cstdint>
#include <functional>
#include <string>

namespace rulelab {

// The stages of a study, in order (for a caller showing progress).
enum class StudyStage : uint8_t { Exploring, Analysing, Solving };

struct StudyOptions {
    ExploreOptions explore;
    bool solve = false;  // the exact value of every state (complete graphs only)
    // Optional, for a caller in the background. `explore.cancel` stops the exploration only (what
    // was found is still analysed, as the CLI does on Ctrl-C); `cancel` stops the analysis and
    // the solving, whose results then say `cancelled` (nothing after them is done). `stage` is
    // called on the study's thread as each stage begins.
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(StudyStage)> stage;
};

struct GraphStudy {
    StateGraph graph;
    GraphAnalysis analysis;
    GraphSolution solution;  // solved when asked and the graph is complete; else `error` says why
    // Stopped through StudyOptions::cancel during the analysis or the solving.
    bool cancelled() const { return analysis.cancelled || solution.cancelled; }
};

// Explores from `start` (null: the initial state), analyses, and solves when asked.
GraphStudy runStudy(const Game &game, const State *start, const StudyOptions &options);

// The analysis as JSON (`graph --json`): sizes, why exploration stopped, terminals, cycles,
// dead states, depth and branching, and the value when solved.
QJsonObject studyJson(const GraphStudy &study, const std::string &gameId, const std::string &readingId);

// The graph as GraphML (`dot` false) or Graphviz text.
std::string studyGraphText(const GraphStudy &study, bool dot);

// A round-level graph as JSON (`graph --rounds --json`).
QJsonObject roundGraphJson(const RoundGraph &rg, const std::string &gameId, const std::string &readingId);

}  // namespace rulelab
