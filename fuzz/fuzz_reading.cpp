// libFuzzer target: the reading-file parser must never crash, and what it accepts must survive
// a save/parse round trip unchanged.
#include "plugin/reading_json.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rulelab::Reading r;
    std::string error;
    const QByteArray in(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (!rulelab::parseReadingJson(in, "fuzz.json", r, error)) {
        if (error.empty()) std::abort();  // a refusal always says why
        return 0;
    }
    rulelab::Reading back;
    if (!rulelab::parseReadingJson(rulelab::readingToJson(r), "again.json", back, error)) std::abort();
    if (back.values != r.values || back.id != r.id || back.game != r.game) std::abort();
    return 0;
}
