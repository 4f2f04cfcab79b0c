// Golden traces: for each reading, three matches of the experiment seed 1 (the runner's
// match seeds), summarised by their move count, a hash of the moves, final scores, end reason,
// rounds and turns. Any change to the rules engine that alters play fails here. When a change
// is intended, the failing test prints the current table: paste it into golden_traces.inc and
// say why in the commit.
#include "pach_test_util.h"

#include "game/rng.h"
#include "registry/reading_json.h"
#include "sim/runner.h"

using namespace pgtest;

namespace {

struct Golden {
    const char *reading;
    int index;
    size_t moves;
    uint64_t hash;
    int south, north;
    const char *endReason;
    int rounds;
    int64_t turns;
};

uint64_t hashMoves(const std::vector<Move> &moves) {
    std::string bytes;
    for (Move m : moves) bytes.push_back(static_cast<char>(m));
    return fnv1a64(bytes);
}

const Golden kGolden[] = {
#include "golden_traces.inc"
};

}  // namespace

TEST(Golden, TracesPerReading) {
    std::vector<std::string> errors;
    const auto readings = loadReadingDir(QStringLiteral(PACH_READINGS_DIR), errors);
    ASSERT_TRUE(errors.empty());
    const GameInfo info = pachInfo();
    int checked = 0;
    std::string table;
    for (const auto &r : readings) {
        Options o;
        ASSERT_TRUE(resolveOptions(info, r, o, errors));
        std::string error;
        auto g = makePachGame(o, Limits{}, error);
        for (int i = 0; i < 3; ++i) {
            const MatchRecord rec = playMatch(*g, matchSeed(1, r.id, static_cast<uint64_t>(i)), i, true);
            const uint64_t h = hashMoves(rec.moves);
            char line[256];
            std::snprintf(line, sizeof line, "    {\"%s\", %d, %zu, 0x%016llxULL, %d, %d, \"%s\", %d, %lld},\n", r.id.c_str(), i,
                          rec.moves.size(), static_cast<unsigned long long>(h), rec.scores[0], rec.scores[1],
                          endReasonKey(rec.endReason), rec.progress.rounds, static_cast<long long>(rec.progress.turns));
            table += line;
            for (const auto &gd : kGolden) {
                if (r.id != gd.reading || gd.index != i) continue;
                ++checked;
                EXPECT_EQ(rec.moves.size(), gd.moves) << r.id << " #" << i;
                EXPECT_EQ(h, gd.hash) << r.id << " #" << i;
                EXPECT_EQ(rec.scores, (std::array<int, 2>{gd.south, gd.north})) << r.id << " #" << i;
                EXPECT_STREQ(endReasonKey(rec.endReason), gd.endReason) << r.id << " #" << i;
                EXPECT_EQ(rec.progress.rounds, gd.rounds) << r.id << " #" << i;
                EXPECT_EQ(rec.progress.turns, gd.turns) << r.id << " #" << i;
            }
        }
    }
    EXPECT_EQ(checked, 15) << "golden_traces.inc should hold these lines:\n" << table;
    if (HasFailure()) std::printf("current traces:\n%s", table.c_str());
}
