"""Monte Carlo and permutation p-values for scripts/recompute.py: NumPy's own draws, checked against
RuleLab's within their sampling error (docs/metrics.md, "Checking the numbers independently")."""
import hashlib
import math

import numpy as np

MC_DRAWS = 20000


class MonteCarlo(float):
    """A p-value estimated by Monte Carlo: two independent estimates agree within 5 standard errors."""
    def tolerance(self):
        return 5 * math.sqrt(2) * math.sqrt(max(self * (1 - self), 1.0 / MC_DRAWS) / MC_DRAWS)

    def agrees(self, other):
        return abs(self - other) <= self.tolerance()
# The permutation rows (docs/metrics.md, "Comparing readings"): a comparison whose smaller reading
# has fewer than PERMUTATION_BELOW matches tests its means, dominance and ratios (the ratios only
# when both readings have fewer than RATIO_PAIRS_KEPT) by the studentized permutation test with
# PERMUTATIONS splits. They are recomputed with NumPy's own splits: p within its Monte Carlo
# error, and the interval's critical value checked against NumPy's permutation distribution.
PERMUTATIONS = 9999
PERMUTATION_BELOW = 2000
RATIO_PAIRS_KEPT = 8000


class PermutationP(MonteCarlo):
    """A permutation p-value from PERMUTATIONS splits: two independent estimates agree within 5
    standard errors (and two splits)."""
    def tolerance(self):
        se = math.sqrt(max(self * (1 - self), 1.0 / PERMUTATIONS) / PERMUTATIONS)
        return 5 * math.sqrt(2) * se + 2.0 / PERMUTATIONS


def permutation_draws(n_units, m, statistic, seed):
    """|T*| of PERMUTATIONS random splits of n_units into a first group of m and the rest, largest
    first; statistic(mask) takes a (splits x n_units) boolean array of the first groups."""
    rng = np.random.default_rng(seed)
    chunk = max(1, 2_000_000 // n_units)
    out = []
    for start in range(0, PERMUTATIONS, chunk):
        c = min(chunk, PERMUTATIONS - start)
        idx = np.argpartition(rng.random((c, n_units)), m - 1, axis=1)[:, :m]
        mask = np.zeros((c, n_units), bool)
        np.put_along_axis(mask, idx, True, axis=1)
        t = np.abs(statistic(mask))
        out.append(np.where(np.isnan(t), 0.0, t))
    return np.sort(np.concatenate(out))[::-1]


def permutation_p(draws, observed):
    return PermutationP(min(1.0, (1 + np.count_nonzero(draws >= abs(observed) * (1 - 1e-12))) / (PERMUTATIONS + 1)))


def welch_t_masks(x):
    x = np.asarray(x, float)
    s, q, n = x.sum(), (x * x).sum(), len(x)
    def t(mask):
        n1 = mask.sum(axis=1).astype(float)
        n2 = n - n1
        s1, q1 = mask @ x, mask @ (x * x)
        s2, q2 = s - s1, q - q1
        v1 = np.maximum(0, (q1 - s1 * s1 / n1) / (n1 - 1)) / n1
        v2 = np.maximum(0, (q2 - s2 * s2 / n2) / (n2 - 1)) / n2
        d = s1 / n1 - s2 / n2
        with np.errstate(divide='ignore', invalid='ignore'):
            return np.where(v1 + v2 > 0, d / np.sqrt(v1 + v2), np.where(d == 0, 0.0, np.inf))
    return t


def brunner_munzel_masks(x):
    """Brunner and Munzel's statistic from midranks (their 2000 paper's formula), for many splits."""
    x = np.asarray(x, float)
    values, code = np.unique(x, return_inverse=True)
    onehot = np.zeros((len(x), len(values)))
    onehot[np.arange(len(x)), code] = 1
    total = onehot.sum(axis=0)
    pooled_rank = np.cumsum(total) - total + (total + 1) / 2  # midrank of each value among all
    n = len(x)
    def t(mask):
        c1 = mask.astype(float) @ onehot
        c2 = total - c1
        n1 = c1.sum(axis=1, keepdims=True)
        n2 = n - n1
        own1 = np.cumsum(c1, axis=1) - c1 + (c1 + 1) / 2  # midrank within the first group
        own2 = np.cumsum(c2, axis=1) - c2 + (c2 + 1) / 2
        r1 = (c1 * pooled_rank).sum(axis=1, keepdims=True) / n1
        r2 = (c2 * pooled_rank).sum(axis=1, keepdims=True) / n2
        s1 = (c1 * (pooled_rank - own1 - r1 + (n1 + 1) / 2) ** 2).sum(axis=1, keepdims=True) / (n1 - 1)
        s2 = (c2 * (pooled_rank - own2 - r2 + (n2 + 1) / 2) ** 2).sum(axis=1, keepdims=True) / (n2 - 1)
        num = n1 * n2 * (r2 - r1)
        den = (n1 + n2) * np.sqrt(n1 * s1 + n2 * s2)
        with np.errstate(divide='ignore', invalid='ignore'):
            return np.where(den > 0, num / den, np.where(num == 0, 0.0, np.inf))[:, 0]
    return t


def delta_t_masks(xs, ys):
    xs, ys = np.asarray(xs, float), np.asarray(ys, float)
    tot = [xs.sum(), ys.sum(), (xs * xs).sum(), (ys * ys).sum(), (xs * ys).sum()]
    n = len(xs)
    def var(k, sx, sy, sxx, syy, sxy):
        with np.errstate(divide='ignore', invalid='ignore'):
            r = sx / sy
            s2 = np.maximum(0, (sxx - 2 * r * sxy + r * r * syy) / (k - 1))
            return s2 / (k * (sy / k) ** 2)
    def t(mask):
        mf = mask.astype(float)
        k1 = mf.sum(axis=1)
        g = [mf @ xs, mf @ ys, mf @ (xs * xs), mf @ (ys * ys), mf @ (xs * ys)]
        h = [tt - gg for tt, gg in zip(tot, g)]
        k2 = n - k1
        with np.errstate(divide='ignore', invalid='ignore'):
            d = g[0] / g[1] - h[0] / h[1]
            v = var(k1, *g) + var(k2, *h)
            out = np.where(v > 0, d / np.sqrt(v), np.where(d == 0, 0.0, np.inf))
        return np.where((g[1] > 0) & (h[1] > 0), out, np.inf)
    return t


def key_seed(key, na, nb):
    return int.from_bytes(hashlib.sha256(f'{key}/{na}/{nb}'.encode()).digest()[:8], 'little')


def check_permutation_row(m, permuted):
    """A permutation row: the right test, its interval agreeing with its own p, and its critical
    value (interval half-width / standard error) at the level of NumPy's permutation distribution."""
    test, se, draws = permuted
    if m['test'] in ('duplicate', 'constant', 'none', 'exact-separation'):
        return True, ''  # no permutation test on this row (another row tests it, or nothing can)
    if m['test'] != test:
        return False, f"test {m['test']!r}, expected {test!r} (the permutation rule of docs/metrics.md)"
    d = m.get('difference', {})
    if not d.get('available', True) or d.get('value') is None:
        return True, ''
    if abs(m['p'] - 0.05) > 1e-9 and (d['lo'] > 0 or d['hi'] < 0) != (m['p'] < 0.05):
        return False, f"interval {d} and p {m['p']} disagree"
    if not se:
        return True, ''
    halves = [h for h, clamped in ((d['hi'] - d['value'], d['hi'] >= 1 and test.startswith('brunner')),
                                   (d['value'] - d['lo'], d['lo'] <= -1 and test.startswith('brunner'))) if not clamped]
    if not halves:
        return True, ''
    critical = max(halves) / se
    # The tool's critical value is its (k + 1)-th largest |T*|, k = ceil(0.05 (B + 1)) - 2: NumPy's
    # splits put about (k + 1) / B of theirs at or above it.
    k = math.ceil(0.05 * (PERMUTATIONS + 1) - 1e-9) - 2
    want = (k + 1) / PERMUTATIONS
    # With ties in |T*| (discrete lengths, points), many splits can share the critical value:
    # NumPy's share strictly above it must be at most (k + 1) / B, its share at or above at least.
    above = np.count_nonzero(draws > critical * (1 + 1e-9)) / PERMUTATIONS
    reach = np.count_nonzero(draws >= critical * (1 - 1e-9)) / PERMUTATIONS
    tol = 5 * math.sqrt(2 * want * (1 - want) / PERMUTATIONS) + 2.0 / PERMUTATIONS
    if above > want + tol or reach < want - tol:
        return False, (f'critical value {critical:.6g}: {above:.4f} of NumPy\'s splits lie above it and {reach:.4f} reach it; '
                       f'(k + 1) / B = {want:.4f} must lie between (+- {tol:.4f})')
    return True, ''


