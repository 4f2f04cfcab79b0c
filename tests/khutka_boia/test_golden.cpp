// Golden traces: for each reading, three matches of the experiment seed 1 (the runner's
// match seeds), summarised by their move count, a hash of the moves, final scores, end reason,
// rounds and turns. Any change to the rules engine that alters play fails here. When a change
// is intended, the failing test prints the current table: paste it into golden_traces.inc and
// say why in the commit.
#include "khutka_test_util.h"
#include "../kits/two_row_test_checks.h"

using namespace kbtest;

namespace {

const tworowtest::Golden kGolden[] = {
#include "golden_traces.inc"
};

}  // namespace

TEST(Golden, TracesPerReading) {
    tworowtest::checkGoldenTraces(khutkaInfo(), makeKhutkaGame, QStringLiteral(KHUTKA_READINGS_DIR), kGolden, 12);
}
