// libFuzzer target: a row of matches.csv parses or is refused; an accepted row prints back to a
// row that parses to the same record.
#include "experiment/result_merge.h"
#include "experiment/results_io.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray in(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    std::string reading, error;
    rulelab::MatchRecord r;
    if (!rulelab::parseCsvRow(in, reading, r, error)) {
        if (error.empty()) std::abort();
        return 0;
    }
    QByteArray row = rulelab::csvRow(QByteArray::fromStdString(reading), r);
    row.chop(1);
    std::string reading2;
    rulelab::MatchRecord r2;
    if (!rulelab::parseCsvRow(row, reading2, r2, error)) std::abort();
    if (reading2 != reading || r2.index != r.index || r2.seed != r.seed || r2.result != r.result || r2.endReason != r.endReason ||
        r2.scores != r.scores || r2.leadChanges != r.leadChanges)
        std::abort();
    return 0;
}
