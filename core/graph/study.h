#pragma once
// A state-graph study, the same for `rulelab-cli graph` and the workbench's State graph view:
// explore from a start -> analyse (cycles, dead ends, terminals) -> solve when asked -> the
// JSON the CLI prints and the GraphML/Graphviz text it saves. Also the JSON of a round-level
// graph. Qt Core (for JSON); the graph itself stays in plain C++ (state_graph.h).

#include "graph/round_graph.h"
#include "graph/state_graph.h"

#include <QJsonObject>

#include <string>

namespace rulelab {

struct StudyOptions {
    ExploreOptions explore;
    bool solve = false;  // the exact value of every state (complete graphs only)
};

struct GraphStudy {
    StateGraph graph;
    GraphAnalysis analysis;
    GraphSolution solution;  // solved when asked and the graph is complete; else `error` says why
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
