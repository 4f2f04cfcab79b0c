#pragma once
// Helpers shared by the explore_*.cpp files (not part of the API: explore.h is).

#include "explore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace rulelab::explore_detail {

// The shortest text that reads back as the same double ("0.98", "120", "1e-05").
inline std::string numText(double v) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

inline std::string trimmed(const std::string &s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

inline std::vector<std::string> words(const std::string &s) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

inline void replaceAll(std::string &s, const std::string &from, const std::string &to) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
}

// A finite number, the whole text (locale-independent).
inline bool parseNumber(const std::string &text, double &out) {
    const std::string t = trimmed(text);
    if (t.empty()) return false;
    const char *b = t.data(), *e = t.data() + t.size();
    if (*b == '+') ++b;
    const auto r = std::from_chars(b, e, out);
    return r.ec == std::errc() && r.ptr == e && std::isfinite(out);
}

inline std::string fileNameOf(const std::string &path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

inline std::string joined(const std::vector<std::string> &parts, const std::string &sep) {
    std::string s;
    for (const auto &p : parts) s += (s.empty() ? "" : sep) + p;
    return s;
}

inline bool knownMetric(const std::string &key) {
    const auto &keys = requirementMetricKeys();
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

inline const char *opKey(Requirement::Op op) {
    switch (op) {
    case Requirement::Op::AtLeast: return "at_least";
    case Requirement::Op::AtMost: return "at_most";
    case Requirement::Op::Between: return "between";
    }
    return "at_least";
}

inline QString qs(const std::string &s) { return QString::fromStdString(s); }
inline std::string ss(const QJsonValue &v) { return v.toString().toStdString(); }

// 128-bit products: budgets and block sizes times candidate counts cannot overflow.
__extension__ typedef __int128 Wide;

inline int64_t saturated(Wide v) {
    return v > static_cast<Wide>(std::numeric_limits<int64_t>::max()) ? std::numeric_limits<int64_t>::max()
                                                                      : static_cast<int64_t>(v);
}

// `data` as one JSON object; false with `error` "ORIGIN: invalid JSON[: why]" and then `hint`.
bool parseJsonObject(const QByteArray &data, const std::string &origin, const std::string &hint, QJsonObject &out,
                     std::string &error);
// The varied options as JSON: [{"option": O, "values": [V, ...]}, ...] (a spec's "vary", a
// result's "space.varied").
QJsonArray varyJson(const std::vector<std::pair<std::string, std::vector<std::string>>> &vary);
// The candidate's description: its values, the overrides and the requirements.
std::string candidateDescription(const PreparedExplore &p, const std::vector<std::pair<std::string, std::string>> &values);
// Intervals in and out of the result JSON (null for a value that is not finite).
QJsonObject intervalJson(const stats::Interval &i);
stats::Interval intervalFromJson(const QJsonObject &o);
int64_t countVerdict(const ExploreResult &r, Verdict v);
// The matches of runExplore: played by the runner (explore_race.cpp); explore_resume.cpp serves
// the ones a folder kept before it plays the rest.
ExploreMatchSource runnerMatchSource(const PreparedExplore &prepared, const ExploreRunOptions &options);

}  // namespace rulelab::explore_detail
