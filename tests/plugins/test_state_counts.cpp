// State counts on small boards (a perft table): the positions first reached at each depth (plies:
// decisions and chance outcomes alike) from the start of every reading on disk, on the smallest
// board its options allow (smallBoard). Counted here by a plain breadth-first search over exact
// keys (State::appendKey) and pinned by an independent enumeration, the state graph's
// (core/graph, explore: its own storage, hashing and order), level by level; and for one reading,
// counted by hand from its rules (PachgarhwaOnTheOneCounterBoard below).

#include "graph/state_graph.h"

#include "readings_on_disk.h"

#include <gtest/gtest.h>

#include <iostream>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace rulelab;
using harness::GameReading;

struct Levels {
    std::vector<int64_t> fresh;  // positions first reached at depth d
    std::vector<int64_t> exact;  // distinct positions reached in exactly d plies
    std::string inexact;         // two states of one key whose moves lead to different keys, if found
};

// What a state's moves lead to: each move (or chance outcome) and the key after it.
std::string successors(const State &s, const MoveList &moves) {
    std::string out;
    for (int i = 0; i < moves.size; ++i) {
        auto c = s.clone();
        c->apply(moves[i]);
        out += std::to_string(moves[i]) + ":" + c->key() + "|";
    }
    return out;
}

// Breadth-first from the initial state, to `maxDepth` or until `maxStates` positions are known
// (the last level is then left out).
Levels countByDepth(const Game &game, int maxDepth, size_t maxStates) {
    Levels out{{1}, {1}, {}};
    std::set<std::string> seen;
    std::map<std::string, std::unique_ptr<State>> level;
    auto start = game.newInitialState();
    seen.insert(start->key());
    level.emplace(start->key(), std::move(start));
    MoveList moves;
    ChanceList chance;
    std::map<std::string, std::pair<std::string, std::string>> expanded;  // key -> successors, text of the state
    for (int d = 1; d <= maxDepth; ++d) {
        std::map<std::string, std::unique_ptr<State>> next;
        for (const auto &[key, s] : level) {
            moves.clear();
            if (s->isChance()) {
                s->chanceOutcomes(chance);
                for (int i = 0; i < chance.size; ++i) moves.push(chance[i].move);
            } else if (!s->isTerminal()) {
                s->legalMoves(moves);
            }
            // appendKey is exact (game.h): a key reached again by another path has the same future.
            const std::string after = successors(*s, moves);
            const auto [it, first] = expanded.try_emplace(key, after, s->serialize());
            if (!first && it->second.first != after && out.inexact.empty())
                out.inexact = "one key, different moves or successors: " + it->second.second + " and " + s->serialize();
            for (int i = 0; i < moves.size; ++i) {
                auto c = s->clone();
                c->apply(moves[i]);
                std::string k = c->key();
                if (!next.count(k)) next.emplace(std::move(k), std::move(c));
            }
        }
        int64_t fresh = 0;
        for (const auto &[key, s] : next) fresh += seen.insert(key).second;
        if (seen.size() > maxStates) break;
        out.fresh.push_back(fresh);
        out.exact.push_back(static_cast<int64_t>(next.size()));
        level = std::move(next);
        if (fresh == 0) break;  // nothing new: every deeper level repeats known positions
    }
    return out;
}

// The same first-reached counts from the state graph: the nodes of each breadth-first depth, for
// the depths the exploration completed (a node past depth d, or a complete graph).
std::vector<int64_t> graphLevels(const Game &game, size_t maxNodes) {
    ExploreOptions options;
    options.maxNodes = maxNodes;
    const StateGraph g = explore(game, nullptr, options);
    std::vector<int64_t> levels;
    int deepest = 0;
    for (uint32_t n = 0; n < g.nodes.size(); ++n) {
        const int d = g.depth(n);
        deepest = std::max(deepest, d);
        if (static_cast<size_t>(d) >= levels.size()) levels.resize(static_cast<size_t>(d) + 1, 0);
        ++levels[static_cast<size_t>(d)];
    }
    if (!g.complete) levels.resize(static_cast<size_t>(deepest));  // the deepest level may be partial
    return levels;
}

std::string text(const std::vector<int64_t> &v) {
    std::ostringstream os;
    for (size_t i = 0; i < v.size(); ++i) os << (i ? " " : "") << v[i];
    return os.str();
}

// The smallest board a reading takes: the first of these option sets (limited to the options its
// game has) that it accepts, or the reading as it is.
std::shared_ptr<const Game> smallBoard(const GameReading &gr, std::string &board) {
    const std::vector<std::vector<std::string>> candidates = {
        {"holes_per_row=3", "counters_per_hole=2", "row_length=3", "pieces_per_side=2"},
        {"holes_per_row=2", "counters_per_hole=2", "row_length=4", "pieces_per_side=1"},
        {}};
    // G-2's stall verdict starts from a repetition count that keys leave out (a trigger, not a
    // position), so two states of one key may differ in whether the next move ends the round:
    // its triggers are off here, and the keys are exact.
    Limits limits;
    limits.repeatK = 0;
    limits.noCaptureTurns = 0;
    const auto full = harness::gameOf(gr, limits);
    if (!full) return nullptr;
    for (const auto &set : candidates) {
        std::vector<std::string> overrides;
        for (const std::string &o : set)
            if (full->info().findOption(o.substr(0, o.find('=')))) overrides.push_back(o);
        if (overrides.empty() && !set.empty()) continue;
        if (auto g = harness::gameOf(gr, limits, overrides, true)) {
            board.clear();
            for (const auto &o : overrides) board += (board.empty() ? "" : ",") + o;
            if (board.empty()) board = "as read";
            return g;
        }
    }
    return full;
}

class EveryReadingStateCounts : public ::testing::TestWithParam<GameReading> {};

TEST_P(EveryReadingStateCounts, OnASmallBoardTheStateGraphFindsTheSameCounts) {
    const GameReading gr = GetParam();
    std::string board;
    const auto game = smallBoard(gr, board);
    ASSERT_TRUE(game);
    const Levels counted = countByDepth(*game, 12, 30000);
    const std::vector<int64_t> graph = graphLevels(*game, 4 * 30000);
    const size_t depths = std::min(counted.fresh.size(), graph.size());
    std::cout << gr.game << "/" << gr.reading << " (" << board << "): first reached " << text(counted.fresh)
              << "; in exactly d plies " << text(counted.exact) << "\n";
    EXPECT_EQ(counted.inexact, "") << gr.game << "/" << gr.reading << " (" << board << ")";
    ASSERT_GE(depths, 4u) << "too few depths to compare: counted " << text(counted.fresh) << ", graph " << text(graph);
    for (size_t d = 0; d < depths; ++d)
        EXPECT_EQ(counted.fresh[d], graph[d]) << gr.game << "/" << gr.reading << " (" << board << ") depth " << d << ": counted "
                                              << text(counted.fresh) << ", graph " << text(graph);
}

// Pachgarhwa, Humphries's literal reading (R1), on the board of one hole a row and one counter a
// hole (holes_per_row = counters_per_hole = 1; South's hole h0, North's h1), G-2's triggers off.
// Counted by hand from the rules (PG-3 to PG-7 as the reading sets them: relay next_hole, capture
// chain that never takes L, lap_origin include, no_move pass, round_end all_exhausted: only an
// empty board ends the round):
//   d0  the chance move that draws the starter                                   1
//   d1  (h0 h1) = (1 1), South to move; (1 1), North to move                      2
//   d2  South sows h0: its one counter falls in h1, L = h1; L+1 = h0 is empty, so no relay, and
//       the chain starts at L+2 = h1 = L, which it never takes: (0 2), North to move.
//       North's sowing from the other start, alike: (2 0), South to move          2
//   d3  North sows h1's two counters: h0, then h1 again (lap_origin include), L = h1; L+1 = h0
//       is loaded, so the relay lifts h0's counter and sows it from L+2 = h1: h1 = 2, h0 = 0; L+1
//       is empty and the chain would start at L: (0 2), South to move. Alike (2 0), North to move 2
//   d4  the player to move has nothing to sow and passes: (0 2), North to move and (2 0), South
//       to move, both first reached at d2                                         2, none new
// So 1 2 2 2 0 positions first reached at depths 0..4 (7 in all, and no more), and 2 in exactly d
// plies for every d >= 1 (play goes round for ever: only the stall guard could end it).
TEST(HarnessStateCountsByHand, PachgarhwaLiteralOnTheOneCounterBoard) {
    Limits limits;
    limits.repeatK = 0;
    limits.noCaptureTurns = 0;
    const auto game =
        harness::gameOf({"pachgarhwa", "humphries-literal", "", false}, limits, {"holes_per_row=1", "counters_per_hole=1"});
    ASSERT_TRUE(game);
    const Levels counted = countByDepth(*game, 8, 1000);
    EXPECT_EQ(counted.inexact, "");
    EXPECT_EQ(text(counted.fresh), "1 2 2 2 0");
    EXPECT_EQ(text(counted.exact), "1 2 2 2 2");
    EXPECT_EQ(text(graphLevels(*game, 1000)), "1 2 2 2");  // complete: no depth 4
}

INSTANTIATE_TEST_SUITE_P(OnDisk, EveryReadingStateCounts, ::testing::ValuesIn(harness::readingsOnDisk()), harness::caseNameOf);

}  // namespace
