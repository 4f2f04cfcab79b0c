// Khutka Boia's golden traces (tworowtest::checkGoldenTraces says what they hold and how to renew
// them): every shipped reading plays as it did.
#include "khutka_test_util.h"
#include "../kits/two_row_test_checks.h"

TEST(Golden, TracesPerReading) {
    static const tworowtest::Golden golden[] = {
#include "golden_traces.inc"
    };
    tworowtest::checkGoldenTraces(kbtest::khutkaInfo(), kbtest::makeKhutkaGame, QStringLiteral(KHUTKA_READINGS_DIR), golden, 12);
}
