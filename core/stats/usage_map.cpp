#include "usage_map.h"
#include "csv.h"

#include "game/rng.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <numeric>
#include <sstream>

namespace rulelab::stats {

namespace {

constexpr const char *kMeasureKeys[] = {"all", "lifted", "sown", "captured", "landed"};

size_t ix(int i) { return static_cast<size_t>(i); }
bool validCell(int cell) { return cell >= 0 && cell < kMaxUsageCells; }

// Average ranks (1-based), ties sharing the mean of their positions.
std::vector<double> ranks(const std::vector<double> &v) {
    std::vector<size_t> order(v.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return v[a] < v[b]; });
    std::vector<double> r(v.size());
    for (size_t i = 0; i < order.size();) {
        size_t j = i;
        while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
        const double mean = (static_cast<double>(i) + static_cast<double>(j)) / 2 + 1;
        for (size_t k = i; k <= j; ++k) r[order[k]] = mean;
        i = j + 1;
    }
    return r;
}

std::string trim(const std::string &s) {
    size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
    std::string t = s.substr(a, b - a);
    if (t.size() >= 2 && t.front() == '"' && t.back() == '"') t = t.substr(1, t.size() - 2);
    return t;
}

std::string lower(std::string s) {
    for (char &c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// A whole field as a finite number.
bool number(const std::string &text, double &out) {
    if (text.empty()) return false;
    char *end = nullptr;
    out = std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size() && std::isfinite(out);
}

// The simulated map of `measure` at `cells`, over every match or without group `skip`.
std::vector<double> simulatedAt(const UsageStats &s, UsageMeasure measure, const std::vector<int> &cells) {
    std::vector<double> v;
    v.reserve(cells.size());
    for (int c : cells) v.push_back(static_cast<double>(s.value(measure, c)));
    return v;
}

}  // namespace

const char *usageMeasureKey(UsageMeasure m) { return kMeasureKeys[static_cast<int>(m)]; }

bool usageMeasureFromKey(const std::string &key, UsageMeasure &out) {
    for (int i = 0; i < 5; ++i)
        if (key == kMeasureKeys[i]) {
            out = static_cast<UsageMeasure>(i);
            return true;
        }
    return false;
}

void UsageStats::add(int64_t matchIndex, const CellUsage &usage) {
    const int g = static_cast<int>(((matchIndex % kUsageGroups) + kUsageGroups) % kUsageGroups);
    ++matches_;
    ++groupMatches_[ix(g)];
    auto &group = group_[ix(g)];
    for (size_t k = 0; k < static_cast<size_t>(kUsageKinds); ++k)
        for (size_t c = 0; c < static_cast<size_t>(kMaxUsageCells); ++c) {
            const uint64_t n = usage.count[k][c];
            total_[k][c] += n;
            group[k][c] += n;
        }
}

void UsageStats::merge(const UsageStats &o) {
    matches_ += o.matches_;
    for (size_t g = 0; g < static_cast<size_t>(kUsageGroups); ++g) {
        groupMatches_[g] += o.groupMatches_[g];
        for (size_t k = 0; k < static_cast<size_t>(kUsageKinds); ++k)
            for (size_t c = 0; c < static_cast<size_t>(kMaxUsageCells); ++c) group_[g][k][c] += o.group_[g][k][c];
    }
    for (size_t k = 0; k < static_cast<size_t>(kUsageKinds); ++k)
        for (size_t c = 0; c < static_cast<size_t>(kMaxUsageCells); ++c) total_[k][c] += o.total_[k][c];
}

void UsageStats::addCounts(int group, UsageKind kind, int cell, uint64_t n) {
    if (!validCell(cell)) return;
    const size_t k = static_cast<size_t>(kind);
    total_[k][ix(cell)] += n;
    if (group >= 0 && group < kUsageGroups) group_[ix(group)][k][ix(cell)] += n;
}

void UsageStats::addMatches(int group, int64_t matches) {
    matches_ += matches;
    if (group >= 0 && group < kUsageGroups) groupMatches_[ix(group)] += matches;
}

uint64_t UsageStats::total(UsageKind kind, int cell) const {
    return validCell(cell) ? total_[static_cast<size_t>(kind)][ix(cell)] : 0;
}

uint64_t UsageStats::value(UsageMeasure measure, int cell) const {
    if (!validCell(cell)) return 0;
    if (measure != UsageMeasure::All) return total_[static_cast<size_t>(measure) - 1][ix(cell)];
    uint64_t n = 0;
    for (size_t k = 0; k < static_cast<size_t>(kUsageKinds); ++k) n += total_[k][ix(cell)];
    return n;
}

uint64_t UsageStats::groupValue(int group, UsageMeasure measure, int cell) const {
    if (!validCell(cell) || group < 0 || group >= kUsageGroups) return 0;
    const auto &g = group_[ix(group)];
    if (measure != UsageMeasure::All) return g[static_cast<size_t>(measure) - 1][ix(cell)];
    uint64_t n = 0;
    for (size_t k = 0; k < static_cast<size_t>(kUsageKinds); ++k) n += g[k][ix(cell)];
    return n;
}

bool parseObservedUsage(const std::string &text, const std::string &origin, ObservedUsage &out, std::string &error) {
    ObservedUsage o;
    o.origin = origin;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    bool sawRow = false;  // a header may only come first
    auto fail = [&](const std::string &what) {
        error = origin + ":" + std::to_string(lineNo) + ": " + what;
        return false;
    };
    while (std::getline(in, line)) {
        ++lineNo;
        const std::string t = trim(line);
        if (t.empty() || t[0] == '#') continue;
        const std::vector<std::string> fields = splitCsvLine(line);
        if (fields.size() != 2) return fail("expected two fields, a cell and its value (\"h3,0.8\")");
        const std::string label = trim(fields[0]), field = trim(fields[1]);
        double v = 0;
        if (!sawRow && o.labels.empty() && !number(field, v)) {
            // The header: "cell,value" or "cell,<measure>".
            if (lower(label) != "cell")
                return fail("expected a header \"cell,value\" (or \"cell,MEASURE\") or a row \"CELL,VALUE\", found '" + t + "'");
            const std::string m = lower(field);
            if (m != "value" && !usageMeasureFromKey(m, o.measure))
                return fail("the header names '" + field + "'; expected value, all, lifted, sown, captured or landed");
            sawRow = true;
            continue;
        }
        sawRow = true;
        if (label.empty()) return fail("the cell is empty");
        if (!number(field, v) || v < 0)
            return fail("the value of '" + label + "' ('" + field + "') is not a number of at least 0");
        if (std::find(o.labels.begin(), o.labels.end(), label) != o.labels.end())
            return fail("cell '" + label + "' is given twice");
        o.labels.push_back(label);
        o.values.push_back(v);
    }
    if (o.labels.size() < 2) {
        error = origin + ": an observed usage map needs at least two cells, found " + std::to_string(o.labels.size());
        return false;
    }
    out = std::move(o);
    return true;
}

bool resolveObservedCells(const ObservedUsage &observed, const BoardView &board, std::vector<int> &cells, std::string &error) {
    std::vector<int> out;
    for (const std::string &label : observed.labels) {
        const BoardCell *found = nullptr;
        for (const BoardCell &c : board.cells)
            if (c.label == label) found = &c;
        if (!found) {  // "H3" for "h3": accepted when only one cell matches so
            int matches = 0;
            for (const BoardCell &c : board.cells)
                if (lower(c.label) == lower(label)) {
                    found = &c;
                    ++matches;
                }
            if (matches != 1) found = nullptr;
        }
        if (!found) {
            std::string names;
            for (const BoardCell &c : board.cells) names += (names.empty() ? "" : ", ") + c.label;
            error = observed.origin + ": cell '" + label + "' is not a cell of the board (its cells: " + names + ")";
            return false;
        }
        if (!validCell(found->id)) {
            error = observed.origin + ": cell '" + label + "' has no usage count (cell id " + std::to_string(found->id) +
                    " is beyond the first " + std::to_string(kMaxUsageCells) + ")";
            return false;
        }
        if (std::find(out.begin(), out.end(), found->id) != out.end()) {
            error = observed.origin + ": cell '" + label + "' names a cell given already";
            return false;
        }
        out.push_back(found->id);
    }
    cells = std::move(out);
    return true;
}

double spearman(const std::vector<double> &x, const std::vector<double> &y) {
    if (x.size() != y.size() || x.size() < 2) return 0;
    const std::vector<double> rx = ranks(x), ry = ranks(y);
    const double n = static_cast<double>(x.size());
    const double mean = (n + 1) / 2;  // the mean of ranks 1..n, ties averaged or not
    double sxy = 0, sxx = 0, syy = 0;
    for (size_t i = 0; i < rx.size(); ++i) {
        const double a = rx[i] - mean, b = ry[i] - mean;
        sxy += a * b;
        sxx += a * a;
        syy += b * b;
    }
    if (sxx <= 0 || syy <= 0) return 0;
    return std::clamp(sxy / std::sqrt(sxx * syy), -1.0, 1.0);
}

Interval usageSimilarity(const UsageStats &simulated, const ObservedUsage &observed, const std::vector<int> &cells,
                         double alpha) {
    Interval r;
    r.available = false;
    if (cells.size() != observed.values.size() || cells.size() < 2) return r;
    r.value = spearman(observed.values, simulatedAt(simulated, observed.measure, cells));
    r.lo = r.hi = r.value;
    // Delete-half (delete-d) jackknife over the groups that hold matches. Spearman's rho is a step
    // function of the counts, and the delete-one jackknife is not consistent for such statistics
    // (leaving out one group of twenty rarely swaps two cells' ranks, so it can report no
    // uncertainty where there is some); deleting half the groups is (Shao and Wu 1989).
    std::vector<int> groups;
    for (int g = 0; g < kUsageGroups; ++g)
        if (simulated.groupMatches(g) > 0) groups.push_back(g);
    const size_t G = groups.size();
    if (G < 2 || !(alpha > 0 && alpha < 1)) return r;
    const size_t d = G / 2;
    std::vector<double> estimates;
    std::vector<double> values(cells.size());
    auto estimateWithout = [&](const std::vector<int> &deleted) {
        for (size_t i = 0; i < cells.size(); ++i) {
            uint64_t n = simulated.value(observed.measure, cells[i]);
            for (int g : deleted) n -= simulated.groupValue(g, observed.measure, cells[i]);
            values[i] = static_cast<double>(n);
        }
        estimates.push_back(spearman(observed.values, values));
    };
    std::vector<int> deleted;
    if (G <= 12) {  // every subset of d groups (at most 924)
        for (uint32_t mask = 0; mask < (1u << G); ++mask) {
            if (static_cast<size_t>(std::popcount(mask)) != d) continue;
            deleted.clear();
            for (size_t k = 0; k < G; ++k)
                if (mask & (1u << k)) deleted.push_back(groups[k]);
            estimateWithout(deleted);
        }
    } else {  // 1,000 random subsets and their complements, from a fixed seed (deterministic)
        Rng rng(0x75a9e5eedULL);
        std::vector<int> order = groups;
        for (int pair = 0; pair < 1000; ++pair) {
            for (size_t k = 0; k < d; ++k) std::swap(order[k], order[k + rng.below(static_cast<uint32_t>(G - k))]);
            deleted.assign(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(d));
            estimateWithout(deleted);
            deleted.assign(order.begin() + static_cast<std::ptrdiff_t>(d), order.end());
            estimateWithout(deleted);
        }
    }
    const double m = static_cast<double>(estimates.size());
    double mean = 0;
    for (double v : estimates) mean += v;
    mean /= m;
    double ss = 0;
    for (double v : estimates) ss += (v - mean) * (v - mean);
    // v = (n - d) / (d m) * sum of squares, n the groups, d the groups deleted, m the subsets.
    const double se = std::sqrt(static_cast<double>(G - d) / (static_cast<double>(d) * m) * ss);
    const double t = studentTQuantile(1 - alpha / 2, static_cast<double>(G) - 1);
    r.lo = std::max(-1.0, r.value - t * se);
    r.hi = std::min(1.0, r.value + t * se);
    r.available = true;
    return r;
}

}  // namespace rulelab::stats
