#include "bradley_terry.h"

#include <cmath>

namespace rulelab::stats {

namespace {

// Inverts the symmetric positive definite matrix `m` (n x n, row-major) in place by Gauss-Jordan
// elimination; false when it is singular.
bool invert(std::vector<double> &m, int n) {
    std::vector<double> inv(static_cast<size_t>(n * n), 0.0);
    for (int i = 0; i < n; ++i) inv[static_cast<size_t>(i * n + i)] = 1;
    auto at = [n](std::vector<double> &v, int r, int c) -> double & { return v[static_cast<size_t>(r * n + c)]; };
    for (int c = 0; c < n; ++c) {
        int pivot = c;
        for (int r = c + 1; r < n; ++r)
            if (std::fabs(at(m, r, c)) > std::fabs(at(m, pivot, c))) pivot = r;
        if (std::fabs(at(m, pivot, c)) < 1e-300) return false;
        for (int k = 0; k < n; ++k) {
            std::swap(at(m, c, k), at(m, pivot, k));
            std::swap(at(inv, c, k), at(inv, pivot, k));
        }
        const double d = at(m, c, c);
        for (int k = 0; k < n; ++k) {
            at(m, c, k) /= d;
            at(inv, c, k) /= d;
        }
        for (int r = 0; r < n; ++r) {
            if (r == c) continue;
            const double f = at(m, r, c);
            for (int k = 0; k < n; ++k) {
                at(m, r, k) -= f * at(m, c, k);
                at(inv, r, k) -= f * at(inv, c, k);
            }
        }
    }
    m = inv;
    return true;
}

// Whether every player is linked to the anchor through pairs that met.
bool connected(int players, const std::vector<PairTally> &pairs, int anchor) {
    std::vector<bool> seen(static_cast<size_t>(players), false);
    seen[static_cast<size_t>(anchor)] = true;
    for (bool grew = true; grew;) {
        grew = false;
        for (const PairTally &p : pairs) {
            if (p.winsA + p.winsB + p.draws <= 0) continue;
            const bool sa = seen[static_cast<size_t>(p.a)], sb = seen[static_cast<size_t>(p.b)];
            if (sa != sb) {
                seen[static_cast<size_t>(sa ? p.b : p.a)] = true;
                grew = true;
            }
        }
    }
    for (bool s : seen)
        if (!s) return false;
    return true;
}

// A pair's wins (draws halved, the virtual draws added) and matches.
struct Pair {
    int a, b;
    double wa, wb, n;
};

// The standard errors of `fit.theta` from the observed information with the anchor held fixed.
bool standardErrors(int players, int anchor, const std::vector<Pair> &ps, BradleyTerryFit &fit) {
    // Observed information of theta: sum over pairs of n p (1 - p) on the Laplacian of the pairs.
    std::vector<int> slot(static_cast<size_t>(players), -1);
    int free = 0;
    for (int i = 0; i < players; ++i)
        if (i != anchor) slot[static_cast<size_t>(i)] = free++;
    std::vector<double> info(static_cast<size_t>(free * free), 0.0);
    for (const Pair &p : ps) {
        const double pa = 1 / (1 + std::exp(fit.theta[static_cast<size_t>(p.b)] - fit.theta[static_cast<size_t>(p.a)]));
        const double w = p.n * pa * (1 - pa);
        const int sa = slot[static_cast<size_t>(p.a)], sb = slot[static_cast<size_t>(p.b)];
        if (sa >= 0) info[static_cast<size_t>(sa * free + sa)] += w;
        if (sb >= 0) info[static_cast<size_t>(sb * free + sb)] += w;
        if (sa >= 0 && sb >= 0) {
            info[static_cast<size_t>(sa * free + sb)] -= w;
            info[static_cast<size_t>(sb * free + sa)] -= w;
        }
    }
    fit.se.assign(static_cast<size_t>(players), 0.0);
    if (free > 0 && !invert(info, free)) {
        fit.error = "the information matrix is singular";
        return false;
    }
    for (int i = 0; i < players; ++i)
        if (slot[static_cast<size_t>(i)] >= 0)
            fit.se[static_cast<size_t>(i)] = std::sqrt(info[static_cast<size_t>(slot[static_cast<size_t>(i)] * (free + 1))]);
    return true;
}

}  // namespace

BradleyTerryFit fitBradleyTerry(int players, const std::vector<PairTally> &pairs, int anchor, double priorDraws) {
    BradleyTerryFit fit;
    if (players < 1 || anchor < 0 || anchor >= players) {
        fit.error = "no players, or the anchor is not one of them";
        return fit;
    }
    for (const PairTally &p : pairs)
        if (p.a < 0 || p.b < 0 || p.a >= players || p.b >= players || p.a == p.b) {
            fit.error = "a pair names a player that does not exist, or a player against itself";
            return fit;
        }
    if (!connected(players, pairs, anchor)) {
        fit.error = "some player met no one linked to the anchor: its rating is not determined";
        return fit;
    }
    // Wins (draws halved, the virtual draws added) and matches per pair.
    std::vector<Pair> ps;
    std::vector<double> wins(static_cast<size_t>(players), 0.0);
    for (const PairTally &p : pairs) {
        const double n = p.winsA + p.winsB + p.draws;
        if (n <= 0) continue;
        const double wa = p.winsA + 0.5 * p.draws + 0.5 * priorDraws, wb = p.winsB + 0.5 * p.draws + 0.5 * priorDraws;
        ps.push_back({p.a, p.b, wa, wb, wa + wb});
        wins[static_cast<size_t>(p.a)] += wa;
        wins[static_cast<size_t>(p.b)] += wb;
    }
    // Hunter's MM update: g_i <- W_i / sum_j n_ij / (g_i + g_j), renormalised to g_anchor = 1.
    std::vector<double> g(static_cast<size_t>(players), 1.0), denom(static_cast<size_t>(players));
    for (fit.iterations = 1; fit.iterations <= 100000; ++fit.iterations) {
        std::fill(denom.begin(), denom.end(), 0.0);
        for (const Pair &p : ps) {
            const double d = p.n / (g[static_cast<size_t>(p.a)] + g[static_cast<size_t>(p.b)]);
            denom[static_cast<size_t>(p.a)] += d;
            denom[static_cast<size_t>(p.b)] += d;
        }
        double change = 0;
        std::vector<double> next(static_cast<size_t>(players));
        for (size_t i = 0; i < g.size(); ++i) next[i] = wins[i] > 0 ? wins[i] / denom[i] : g[i];
        const double scale = next[static_cast<size_t>(anchor)];
        for (size_t i = 0; i < g.size(); ++i) {
            next[i] /= scale;
            change = std::max(change, std::fabs(std::log(next[i]) - std::log(g[i])));
        }
        g = next;
        if (change < 1e-13) {
            fit.converged = true;
            break;
        }
    }
    fit.theta.resize(g.size());
    for (size_t i = 0; i < g.size(); ++i) fit.theta[i] = std::log(g[i]);
    if (!standardErrors(players, anchor, ps, fit)) return fit;
    fit.ok = true;
    return fit;
}

}  // namespace rulelab::stats
