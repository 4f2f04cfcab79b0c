#pragma once
// Strength ratings from matches between players: the Bradley-Terry model (Bradley and Terry
// 1952), P(i beats j) = g_i / (g_i + g_j), fitted by maximum likelihood with the MM algorithm
// of Hunter (2004). A draw (or a match no side won) counts as half a win for each side. Every
// pair that met also gets `priorDraws` virtual draws (default one), so that a rung that won all
// its matches has a finite rating; the fit is then the maximum of that penalised likelihood, and
// scripts/recompute.py maximises the same function by a general optimiser. Ratings are
// theta_i = ln g_i with theta_anchor = 0; standard errors come from the observed information of
// that likelihood with the anchor held fixed. The Elo scale is 400 / ln 10 times theta.
// Plain C++ (no Qt).

#include <cstdint>
#include <string>
#include <vector>

namespace rulelab::stats {

// The matches between players a and b: a's wins, b's wins and the draws (halved in the fit).
struct PairTally {
    int a = 0, b = 0;
    double winsA = 0, winsB = 0, draws = 0;
};

struct BradleyTerryFit {
    bool ok = false;
    std::string error;          // not ok: why (a player that met no one connected to the anchor)
    std::vector<double> theta;  // log strength, theta[anchor] = 0
    std::vector<double> se;     // its standard error (0 for the anchor)
    int iterations = 0;
    bool converged = false;
};

inline constexpr double kEloPerNatural = 173.71779276130073;  // 400 / ln 10
inline constexpr double kDefaultPriorDraws = 1.0;

BradleyTerryFit fitBradleyTerry(int players, const std::vector<PairTally> &pairs, int anchor = 0,
                                double priorDraws = kDefaultPriorDraws);

}  // namespace rulelab::stats
