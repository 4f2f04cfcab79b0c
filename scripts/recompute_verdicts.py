#!/usr/bin/env python3
"""Recomputes the intervals behind explore's verdicts (docs/metrics.md, "Exploring") with
independent code (NumPy and SciPy) on fixed test cases, and writes them as golden values that a
unit test (tests/explore/test_explore_verdicts.cpp) checks the tool against without Python:

  scripts/recompute_verdicts.py --golden-out tests/explore/golden/verdict_intervals.json

The cases: betting confidence bounds for bounded means (the boundary where the bettor's largest
capital reaches 2/alpha, found by SciPy's brentq rather than by the tool's bisection),
Clopper-Pearson intervals (SciPy's beta quantiles) and order-statistic intervals of quantiles
with exact binomial ranks (SciPy's binomial distribution) beyond the 5,000 matches where the
95% intervals switch to the normal approximation."""
import json, math, sys

import numpy as np
from scipy import optimize, stats

CAP = 0.5  # the bet is at most CAP of the largest the range allows


def plug_in_bets(x, lo, hi, delta):
    """lambda*_i = sqrt(2 log(1/delta) / (n v_{i-1})): v the prior (hi - lo)^2 / 4 before two
    values, then the sample variance of the values before i, floored at 1e-12 (hi - lo)^2."""
    n = len(x)
    rng = hi - lo
    s1 = np.concatenate(([0.0], np.cumsum(x)))[:-1]        # sums of x[0:i]
    s2 = np.concatenate(([0.0], np.cumsum(x * x)))[:-1]
    i = np.arange(n, dtype=float)
    with np.errstate(divide='ignore', invalid='ignore'):
        var = (s2 - s1 * s1 / i) / (i - 1)
    var = np.where(i < 2, rng * rng / 4, np.maximum(var, rng * rng * 1e-12))
    return np.sqrt(2 * math.log(1 / delta) / (n * var))


def max_log_capital(x, bets, lo, hi, m, side):
    room = (m - lo) if side > 0 else (hi - m)
    lam = np.minimum(bets, CAP / room) if room > 0 else bets
    return float(np.max(np.cumsum(np.log1p(lam * side * (x - m)))))


def betting_interval(x, lo, hi, alpha):
    x = np.asarray(x, dtype=float)
    delta = alpha / 2
    level = math.log(1 / delta)
    bets = plug_in_bets(x, lo, hi, delta)
    f_low = lambda m: max_log_capital(x, bets, lo, hi, m, +1) - level
    f_high = lambda m: max_log_capital(x, bets, lo, hi, m, -1) - level
    mean = float(x.mean())
    lower = lo if f_low(lo) < 0 else optimize.brentq(f_low, lo, mean, xtol=1e-12 * (hi - lo))
    upper = hi if f_high(hi) < 0 else optimize.brentq(f_high, mean, hi, xtol=1e-12 * (hi - lo))
    return mean, lower, upper


def clopper_pearson(k, n, alpha):
    lo = 0.0 if k == 0 else stats.beta.ppf(alpha / 2, k, n - k + 1)
    hi = 1.0 if k == n else stats.beta.isf(alpha / 2, k + 1, n - k)
    return k / n, float(lo), float(hi)


def exact_quantile(x, p, alpha):
    x = np.sort(np.asarray(x))
    n = len(x)
    value = float(np.quantile(x, p))
    # j: the largest rank with P(R < j) <= alpha/2; k: the smallest with P(R >= k) <= alpha/2.
    j = int(stats.binom.ppf(alpha / 2, n, p))       # smallest r with P(R <= r) >= alpha/2
    while j > 0 and stats.binom.cdf(j - 1, n, p) > alpha / 2:
        j -= 1
    while stats.binom.cdf(j, n, p) <= alpha / 2:
        j += 1
    k = int(stats.binom.isf(alpha / 2, n, p))
    while k > 0 and stats.binom.sf(k - 2, n, p) <= alpha / 2:
        k -= 1
    while stats.binom.sf(k - 1, n, p) > alpha / 2:
        k += 1
    if j < 1 or k > n:
        return value, None, None
    return value, min(value, float(x[j - 1])), max(value, float(x[k - 1]))


def cases():
    rng = np.random.default_rng(20261203)
    out = []
    lengths = lambda n, mean, cap: np.minimum(20 + rng.geometric(1 / (mean - 19), n) - 1, cap)
    for values, scale, lo, hi, alpha in [
        (lengths(300, 131.5, 1000), 1, 0, 1000, 1e-3),
        (lengths(2000, 60, 200), 1, 0, 200, 1e-5),
        (rng.choice([0, 1, 2], 500, p=[0.3, 0.2, 0.5]), 0.5, 0, 1, 1e-4),
        (rng.choice([-1, 0, 1], 400, p=[0.35, 0.1, 0.55]), 1, -1, 1, 0.01),
        (lengths(1000, 100, 100000), 1, 0, 100000, 1e-3),
    ]:
        v, l, h = betting_interval(np.asarray(values) * scale, lo, hi, alpha)
        out.append({'kind': 'betting', 'values': [int(a) for a in values], 'scale': scale, 'lo': lo, 'hi': hi,
                    'alpha': alpha, 'expect': [v, l, h]})
    for k, n, alpha in [(0, 100, 1e-3), (100, 100, 1e-3), (37, 120, 1e-6), (9000, 10000, 1e-5), (3, 40, 0.05)]:
        out.append({'kind': 'clopper-pearson', 'k': k, 'n': n, 'alpha': alpha, 'expect': list(clopper_pearson(k, n, alpha))})
    big = lengths(7000, 131.5, 1000)
    for p, alpha in [(0.5, 1e-6), (0.1, 1e-4), (0.9, 1e-5)]:
        v, l, h = exact_quantile(big, p, alpha)
        out.append({'kind': 'quantile', 'values': [int(a) for a in big], 'p': p, 'alpha': alpha, 'expect': [v, l, h]})
    return out


def main():
    args = sys.argv[1:]
    if len(args) != 2 or args[0] != '--golden-out':
        print(__doc__)
        return 2
    with open(args[1], 'w') as f:
        json.dump({'format': 'rulelab-verdict-golden', 'cases': cases()}, f)
        f.write('\n')
    print('wrote', args[1])
    return 0


if __name__ == '__main__':
    sys.exit(main())
