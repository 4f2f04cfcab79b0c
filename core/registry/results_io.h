#pragma once
// Result files: `summary.json` (per reading: options, outcomes, end reasons, durations) and
// `matches.csv` (one row per match). The summary key names are a stable contract: later
// versions add keys but never rename them.

#include "sim/summary.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <string>
#include <vector>

namespace rulelab {

inline constexpr int kSummaryFormatVersion = 1;
const char *engineVersion();

// What produced a result; embedded in the summary so that it can be reproduced.
struct RunInfo {
    std::string game;
    std::vector<std::string> readings;   // as given (ids or files)
    std::vector<std::string> overrides;  // --set assignments
    int64_t matches = 0;
    uint64_t seed = 0;
    Limits limits;
    std::string agents = "random,random";
    bool cancelled = false;
};

QJsonObject summaryToJson(const ReadingSummary &s);
QByteArray summaryDocument(const RunInfo &info, const std::vector<ReadingSummary> &summaries);

struct ReadingRecords {
    std::string reading;
    const std::vector<MatchRecord> *records = nullptr;
};
QByteArray matchesCsv(const std::vector<ReadingRecords> &all);

// Writes summary.json and matches.csv into `dir` (created if needed), each atomically.
bool writeResults(const QString &dir, const QByteArray &summaryJson, const QByteArray &csv, std::string &error);

}  // namespace rulelab
