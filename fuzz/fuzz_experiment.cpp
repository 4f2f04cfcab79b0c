// libFuzzer target: experiment files (and summaries) parse or are refused with a message; an
// accepted experiment is a fixed point of write-then-parse.
#include "experiment/experiment.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rulelab::Experiment e;
    std::string error;
    const QByteArray in(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (!rulelab::parseExperiment(in, "fuzz.json", e, error)) {
        if (error.empty()) std::abort();
        return 0;
    }
    const QByteArray once = QJsonDocument(rulelab::experimentToJson(e)).toJson();
    rulelab::Experiment again;
    if (!rulelab::parseExperiment(once, "again.json", again, error)) std::abort();
    if (QJsonDocument(rulelab::experimentToJson(again)).toJson() != once) std::abort();
    return 0;
}
