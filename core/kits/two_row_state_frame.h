#pragma once
// The frame of a two-row state's text, shared by the two-row engine's state and Khutka Boia's:
// the head, the game's own fields, the recent history, the guards and the logs, written and read
// in this order (the parts are in two_row_text.h). Each state passes its own fields as a lambda.

#include "kits/two_row_text.h"

#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace rulelab::kits {

// Writes a state's text under `tag` ("khutka-boia/1"); `own(os)` writes the game's fields after
// the head. `guards`: rounds stalled, Ludii's turns and moves.
template <class Own>
std::string writeStateFrame(const char *tag, const RoundPosition &p, const BoardSize &bs, const MatchProgress &progress,
                            const int32_t (&guards)[3], const StallDetector &stall, const RoundLog &log, Own own) {
    std::ostringstream os;
    writeStateHead(os, tag, p, bs);
    own(os);
    writeStateRecent(os, p, progress);
    os << " guards=" << guards[0] << ',' << guards[1] << ',' << guards[2];
    writeStateLogs(os, stall, log);
    return os.str();
}

// What readStateFrame reads besides the position (TwoRowState::adoptParsed takes it).
struct StateFrameTail {
    MatchProgress progress;
    int32_t guards[3] = {0, 0, 0};
    StallDetector stall;
    RoundLog log;
};

// Reads what writeStateFrame wrote for `game` ("khutka-boia") under `tag`, with `statusCount`
// values of the head's status field (readStateHead). `own(v, get)` reads the game's fields into
// `p`: `v` holds the head's status values, `get(name, minCount)` reads a field into `v`; false on
// an error. At least `minGuards` guards, those not written 0. Checks the counter total.
template <class Pos, class Own>
bool readStateFrame(std::string_view text, const char *game, const char *tag, const BoardSize &bs, size_t statusCount,
                    size_t minGuards, Pos &p, StateFrameTail &tail, std::string &error, Own own) {
    StateText st;
    if (!st.parse(text, game, tag, error)) return false;
    std::vector<long long> v;
    auto get = [&](const char *name, size_t minCount) { return st.ints(name, minCount, v, error); };
    if (!readStateHead(st, p, bs, statusCount, v, error)) return false;
    if (!own(v, get)) return false;
    if (!readStateRecent(st, p, tail.progress, v, error)) return false;
    if (!get("guards", minGuards)) return false;
    tail.guards[0] = static_cast<int32_t>(v[0]);
    for (size_t i = 1; i < 3; ++i) tail.guards[i] = v.size() >= 3 ? static_cast<int32_t>(v[i]) : 0;
    if (!readStateLogs(st, tail.stall, tail.log, error)) return false;
    return checkCounterTotal(game, p, bs, error);
}

}  // namespace rulelab::kits
