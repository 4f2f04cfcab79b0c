#!/usr/bin/env python3
"""Recomputes every metric and every comparison of a RuleLab results folder with independent code
(NumPy and SciPy; Debian: python3-numpy python3-scipy) from matches.csv, and compares the numbers
with summary.json. Rows whose interval comes from a bootstrap with RuleLab's own random stream
(the difference of medians) are checked for their estimate only; the exact table test (Monte
Carlo) is recomputed with NumPy's own draws and checked within its sampling error. A metric with
no matches to rest on must be null (n/a) in the summary, and its comparison rows "no-data"; the
adjusted p-values are Bonferroni's, and the adjusted intervals (level 1 - 0.05/m) are recomputed
and must agree with them.

  scripts/recompute.py RESULTS_DIR [--tolerance 1e-9] [--golden-out FILE]
A ladder folder (rulelab-cli ladder --out): its cells as runs, its ratings refitted (recompute_ladder.py);
a ladder shard's folder (--shard K/N --out PART): its cells.

--golden-out writes every recomputed value with its place in summary.json, as JSON: the golden
values a unit test checks the tool against without Python (values smaller than 1e-9, which are
compared only to the absolute tolerance, are left out; Monte Carlo and permutation p-values carry
their own "tolerance", their sampling error).

Prints one line per mismatch and a summary line "N passed, M failed"; exit 0 when all agree.
The definitions followed are those of docs/metrics.md.

The summary's integrity record (docs/cli.md, "Results you can trust") is verified too, with
hashlib: the SHA-256 of every data file it lists that is in the folder, and of the summary's
canonical content (the document without integrity.summary_sha256, compact, keys sorted, numbers
as written). A summary without the record (written before RuleLab sealed its results) is noted
and its numbers checked as before."""
import csv, hashlib, json, math, os, sys
from collections import defaultdict

import numpy as np
from scipy import integrate, optimize, stats

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from recompute_integrity import check_integrity  # noqa: E402
from recompute_permutation import (MC_DRAWS, PERMUTATION_BELOW, RATIO_PAIRS_KEPT, MonteCarlo,  # noqa: E402
                                   brunner_munzel_masks, check_permutation_row, delta_t_masks, key_seed,
                                   permutation_draws, permutation_p, welch_t_masks)

Z = stats.norm.ppf(0.975)


def t_ppf(p, df):
    """Student's t quantile, solved on SciPy's t CDF: SciPy 1.10's own t.ppf (cephes stdtrit) is
    off by up to ~1e-10 in probability at fractional degrees of freedom, e.g. df = 57.3."""
    guess = stats.t.ppf(p, df)
    return optimize.brentq(lambda x: stats.t.cdf(x, df) - p, guess - 1e-3, guess + 1e-3, xtol=1e-15, rtol=1e-15)

MIN_P = 1e-300

def floor_p(p):
    return min(1.0, max(MIN_P, p)) if not math.isnan(p) else 1.0


def wilson(k, n, z=Z):
    if n <= 0:
        return 0.0, 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    lo, hi = max(0.0, centre - half), min(1.0, centre + half)
    return p, (0.0 if k == 0 else lo), (1.0 if k == n else hi)


def clopper_pearson(k, n, alpha=0.05):
    if n <= 0:
        return 0.0, 0.0, 1.0
    lo = 0.0 if k == 0 else stats.beta.ppf(alpha / 2, k, n - k + 1)
    hi = 1.0 if k == n else stats.beta.ppf(1 - alpha / 2, k + 1, n - k)
    return k / n, lo, hi


def share(k, n):
    if n <= 0:
        return None, None, None  # no matches to rest on: n/a
    return clopper_pearson(k, n) if n < 50 else wilson(k, n)


def mean_t(x, clamp01=False):
    x = np.asarray(x, dtype=float)
    n = len(x)
    if n == 0:
        return None, None, None  # n/a
    m = float(x.mean())
    if n < 2:
        return m, m, m
    se = float(x.std(ddof=1)) / math.sqrt(n)
    t = t_ppf(0.975, n - 1)
    lo, hi = m - t * se, m + t * se
    if clamp01:
        lo, hi = max(0.0, lo), min(1.0, hi)
    return m, lo, hi


def quantile_interval(x, p):
    x = np.sort(np.asarray(x))
    n = len(x)
    if n == 0:
        return None, None, None  # n/a
    value = float(np.quantile(x, p))
    if n <= 5000:
        cdf = stats.binom.cdf(np.arange(-1, n + 1), n, p)  # cdf[r + 1] = P(R <= r)
        j = max([jj for jj in range(0, n + 1) if cdf[jj - 1 + 1] <= 0.025] or [0])
        k = min([kk for kk in range(1, n + 2) if 1 - cdf[kk - 1 + 1] <= 0.025] or [n + 1])
    else:
        s = math.sqrt(n * p * (1 - p))
        j = math.floor(n * p - Z * s)
        k = math.ceil(n * p + Z * s) + 1
    if j < 1 or k > n:
        return value, None, None
    return value, min(value, float(x[j - 1])), max(value, float(x[k - 1]))


def ratio(xs, ys):
    xs, ys = np.asarray(xs, float), np.asarray(ys, float)
    n = len(xs)
    if ys.sum() == 0:
        return None, None, None, None  # n/a
    r = xs.sum() / ys.sum()
    if n < 2:
        return r, r, r, 0.0
    s2 = max(0.0, float(((xs - r * ys) ** 2).sum()) / (n - 1))
    var = s2 / (n * (ys.mean() ** 2))
    se = math.sqrt(var)
    return r, r - Z * se, r + Z * se, var


class Reading:
    def __init__(self, rows):
        self.rows = rows
        self.n = len(rows)
        self.rule = [r for r in rows if r['ended_by'] == 'rule']
        fmo = lambda r: r['first_mover_outcome']
        pts = {'first': 1.0, 'second': 0.0, 'draw': 0.5, 'undecided': 0.5}
        self.adv = [pts[fmo(r)] for r in rows]
        self.adv_rule = [pts[fmo(r)] for r in self.rule]
        self.seat = [1 if r['result'] == 'win0' else -1 if r['result'] == 'win1' else 0 for r in rows]

        def margin(r):
            f = int(r['first_player'])
            s = [int(r['score0']), int(r['score1'])]
            return s[f] - s[1 - f]
        self.margin_rule = [margin(r) for r in self.rule if int(r['first_player']) >= 0]
        self.col = lambda k: [int(r[k]) for r in rows]

    def count(self, pred, rows=None):
        return sum(1 for r in (self.rows if rows is None else rows) if pred(r))

    def metrics(self):
        n, rule = self.n, self.rule
        nr = len(rule)
        m = {}
        m['Completion'] = share(nr, n)
        m['ended_by_proven'] = share(self.count(lambda r: r['ended_by'] == 'proven'), n)
        m['Timeouts'] = share(self.count(lambda r: r['ended_by'] == 'cap'), n)
        m['Drawishness'] = share(self.count(lambda r: r['first_mover_outcome'] == 'draw', rule), nr)
        a = mean_t(self.adv_rule)
        m['AdvantageP1'] = (a[0], max(0.0, a[1]), min(1.0, a[2])) if a[0] is not None else a
        m['first_mover_win_rate'] = share(self.count(lambda r: r['first_mover_outcome'] == 'first', rule), nr)
        m['second_mover_win_rate'] = share(self.count(lambda r: r['first_mover_outcome'] == 'second', rule), nr)
        a = mean_t(self.adv)
        m['AdvantageP1_ludii'] = (a[0], max(0.0, a[1]), min(1.0, a[2])) if a[0] is not None else a
        d = mean_t(self.seat)
        if d[0] is None:
            m['Balance'] = d
        else:
            far = max(abs(d[1]), abs(d[2]))
            near = 0 if d[1] <= 0 <= d[2] else min(abs(d[1]), abs(d[2]))
            m['Balance'] = (1 - abs(d[0]), max(0.0, 1 - far), min(1.0, 1 - near))
        for k in ('turns', 'laps', 'rounds'):
            x = self.col(k)
            m[k + '_mean'] = mean_t(x)
            m[k + '_median'] = quantile_interval(x, 0.5)
            m[k + '_p10'] = quantile_interval(x, 0.1)
            m[k + '_p90'] = quantile_interval(x, 0.9)
        m['branching_factor'] = ratio(self.col('branch_sum'), self.col('decisions'))[:3]
        f = ratio(self.col('forced'), self.col('decisions'))
        m['forced_move_share'] = (f[0], max(0.0, f[1]), min(1.0, f[2])) if f[0] is not None else f[:3]
        m['lead_changes_mean'] = mean_t(self.col('lead_changes'))
        m['captures_per_turn'] = ratio(self.col('captures'), self.col('turns'))[:3]
        m['score_margin_mean'] = mean_t(self.margin_rule)
        for reason in ('finished', 'relay_loop', 'round_stalled', 'match_cycle', 'deadlock', 'cap_reached', 'ludii_limit'):
            m['end_rate_' + reason] = share(self.count(lambda r, e=reason: r['end_reason'] == e), n)
        return m


def restricted_shares(k1, n1, k2, n2, delta):
    """The maximum-likelihood shares under p1 - p2 = delta: the root of the likelihood's score
    equation in p2, by Brent's method (RuleLab solves Farrington and Manning's cubic instead)."""
    lo, hi = max(0.0, -delta), min(1.0, 1.0 - delta)
    if hi - lo < 1e-9:
        return (lo + hi) / 2 + delta, (lo + hi) / 2
    def score(p2):
        p1 = p2 + delta
        return ((k1 / p1 if k1 else 0) - ((n1 - k1) / (1 - p1) if n1 - k1 else 0) +
                (k2 / p2 if k2 else 0) - ((n2 - k2) / (1 - p2) if n2 - k2 else 0))
    a, b = lo + 1e-15, hi - 1e-15
    if score(a) <= 0:
        p2 = lo
    elif score(b) >= 0:
        p2 = hi
    else:
        p2 = optimize.brentq(score, a, b, xtol=1e-16, rtol=8.9e-16, maxiter=500)
    return p2 + delta, p2


def score_statistic(k1, n1, k2, n2, delta):
    """The continuity-corrected score statistic of p1 - p2 = delta (docs/metrics.md)."""
    d = k1 / n1 - k2 / n2
    excess = max(0.0, abs(d - delta) - 0.5 * (1 / n1 + 1 / n2))
    if excess == 0:
        return 0.0
    q1, q2 = ((k1 + k2) / (n1 + n2),) * 2 if delta == 0 else restricted_shares(k1, n1, k2, n2, delta)
    v = q1 * (1 - q1) / n1 + q2 * (1 - q2) / n2
    return (1 if d > delta else -1) * (math.inf if v <= 0 else excess / math.sqrt(v))


def score_interval(k1, n1, k2, n2, alpha=0.05):
    """The differences the same test does not reject at level alpha (ends by Brent's method)."""
    z = stats.norm.ppf(1 - alpha / 2)
    d, c = k1 / n1 - k2 / n2, 0.5 * (1 / n1 + 1 / n2)
    f = lambda x: abs(score_statistic(k1, n1, k2, n2, x)) - z
    # An end is -1 or 1 itself when the test does not reject even there (within the correction).
    a = max(-1 + 1e-15, d - c)
    lo = -1.0 if d + 1 <= c or f(-1 + 1e-15) <= 0 else optimize.brentq(f, -1 + 1e-15, a, xtol=1e-15, rtol=8.9e-16)
    b = min(1 - 1e-15, d + c)
    hi = 1.0 if 1 - d <= c or f(1 - 1e-15) <= 0 else optimize.brentq(f, b, 1 - 1e-15, xtol=1e-15, rtol=8.9e-16)
    return d, lo, hi


def folded_difference_cdf(x, s_folded, s):
    """P(e - |f| <= x) for independent e ~ N(0, s^2), f ~ N(0, s_folded^2), by SciPy's quad."""
    if s_folded <= 0:
        return stats.norm.cdf(x / s) if s > 0 else float(x >= 0)
    if s <= 0:
        return 1.0 if x >= 0 else 2 * stats.norm.sf(-x / s_folded)
    f = lambda a: 2 * stats.norm.pdf(a, scale=s_folded) * stats.norm.cdf((x + a) / s)
    return min(1.0, integrate.quad(f, 0, math.inf, epsabs=1e-15, epsrel=1e-13, limit=200)[0])


def balance_equivalence_p(xa, xb, margin):
    """Balance's TOST (docs/metrics.md): the largest of the four wedges' apex p-values."""
    da, db = float(np.mean(xa)), float(np.mean(xb))
    sa, sb = math.sqrt(np.var(xa, ddof=1) / len(xa)), math.sqrt(np.var(xb, ddof=1) / len(xb))
    wedge = lambda top, s_top, side, s_side: folded_difference_cdf(top - abs(side) - margin, s_side, s_top)
    return floor_p(max(wedge(db, sb, da, sa), wedge(-db, sb, da, sa), wedge(da, sa, db, sb), wedge(-da, sa, db, sb)))


def compare_rows(A, B, alpha=0.05, permute=True):
    """{metric: (interval or None, p or None)}, the set of rows with no matches to rest on, and the
    permutation rows {metric: (test, standard error, NumPy's |T*| largest first)}."""
    out, no_data, permuted = {}, set(), {}
    def prop(key, ka, na, kb, nb):
        if na <= 0 or nb <= 0:
            no_data.add(key)
            return
        if ka + kb == 0 or ka + kb == na + nb:
            out[key] = (score_interval(ka, na, kb, nb, alpha), None)
            return
        # Yates' chi-square test of the 2x2 table: SciPy's own, independent of the interval's code.
        p = stats.chi2_contingency([[ka, na - ka], [kb, nb - kb]], correction=True)[1]
        out[key] = (score_interval(ka, na, kb, nb, alpha), floor_p(p))
    def welch(key, xa, xb, scale=1.0):
        xa, xb = np.asarray(xa, float), np.asarray(xb, float)
        if len(xa) == 0 or len(xb) == 0:
            no_data.add(key)
            return
        if len(xa) < 2 or len(xb) < 2 or (xa.var() == 0 and xb.var() == 0 and xa.mean() == xb.mean()):
            out[key] = (None, None)
            return
        va, vb = xa.var(ddof=1) / len(xa), xb.var(ddof=1) / len(xb)
        se = math.sqrt(va + vb)
        df = (va + vb) ** 2 / (va ** 2 / (len(xa) - 1) + vb ** 2 / (len(xb) - 1))
        d = xa.mean() - xb.mean()
        if permute and min(len(xa), len(xb)) < PERMUTATION_BELOW:
            pooled = np.concatenate([xa, xb])
            draws = permutation_draws(len(pooled), min(len(xa), len(xb)), welch_t_masks(pooled), key_seed(key, len(xa), len(xb)))
            out[key] = ((d * scale, None, None), permutation_p(draws, d / se))
            permuted[key] = ('welch-permutation', se * scale, draws)
            return
        if se == 0:  # two constants that differ (greedy self-play can be one match played over): RuleLab's welch
            out[key] = ((d * scale, d * scale, d * scale), MIN_P)
            return
        t = t_ppf(1 - alpha / 2, df)
        p = stats.ttest_ind(xa, xb, equal_var=False).pvalue
        out[key] = ((d * scale, (d - t * se) * scale, (d + t * se) * scale), floor_p(p))
    def balance(xa, xb):
        xa, xb = np.asarray(xa, float), np.asarray(xb, float)
        if len(xa) == 0 or len(xb) == 0:
            no_data.add('Balance')
            return
        if len(xa) < 2 or len(xb) < 2:
            out['Balance'] = (None, None)
            return
        # |d_a| = |d_b| holds when d_a = d_b or d_a = -d_b: rejected only when both Welch tests
        # reject (intersection-union), so p is the larger of the two p-values (SciPy's).
        p_same = stats.ttest_ind(xb, xa, equal_var=False).pvalue
        p_mirror = stats.ttest_ind(xb, -xa, equal_var=False).pvalue
        va, vb = xa.var(ddof=1) / len(xa), xb.var(ddof=1) / len(xb)
        se = math.sqrt(va + vb)
        diff = abs(xb.mean()) - abs(xa.mean())
        if se == 0:
            out['Balance'] = ((diff, diff, diff), None if diff == 0 else MIN_P)
            return
        df = (va + vb) ** 2 / (va ** 2 / (len(xa) - 1) + vb ** 2 / (len(xb) - 1))
        t = t_ppf(1 - alpha / 2, df)
        out['Balance'] = ((diff, max(-1.0, diff - t * se), min(1.0, diff + t * se)), floor_p(max(p_same, p_mirror)))
    def dominance(key, xa, xb):
        xa, xb = np.asarray(xa, float), np.asarray(xb, float)
        if len(xa) == 0 or len(xb) == 0:
            no_data.add(key)
            return
        if np.var(xa) == 0 and np.var(xb) == 0 and xa.mean() == xb.mean():
            out[key] = (None, None)
            return
        # delta = P(a > b) - P(a < b)
        gt = sum(np.sum(xb < v) for v in xa)
        lt = sum(np.sum(xb > v) for v in xa)
        delta = (gt - lt) / (len(xa) * len(xb))
        if abs(delta) == 1:
            # Complete separation: Brunner-Munzel is undefined (SciPy returns nan); the exact
            # permutation bound 2 / C(n1 + n2, n1) instead.
            n1, n2 = len(xa), len(xb)
            log_choose = math.lgamma(n1 + n2 + 1) - math.lgamma(n1 + 1) - math.lgamma(n2 + 1)
            out[key] = ((delta, None, None), floor_p(min(1.0, 2 * math.exp(-log_choose))))
            return
        res = stats.brunnermunzel(xa, xb, alternative='two-sided', distribution='t')
        if permute and min(len(xa), len(xb)) < PERMUTATION_BELOW:
            pooled = np.concatenate([xa, xb])
            draws = permutation_draws(len(pooled), min(len(xa), len(xb)), brunner_munzel_masks(pooled),
                                      key_seed(key, len(xa), len(xb)))
            # The interval's standard error: delta / W for SciPy's statistic W (of the other sign).
            se = abs(delta / res.statistic) if res.statistic != 0 else None
            out[key] = ((delta, None, None), permutation_p(draws, res.statistic))
            permuted[key] = ('brunner-munzel-permutation', se, draws)
            return
        out[key] = ((delta, None, None), floor_p(res.pvalue))
    ra, rb = A.rule, B.rule
    prop('Completion', len(ra), A.n, len(rb), B.n)
    prop('ended_by_proven', A.count(lambda r: r['ended_by'] == 'proven'), A.n, B.count(lambda r: r['ended_by'] == 'proven'), B.n)
    prop('Timeouts', A.count(lambda r: r['ended_by'] == 'cap'), A.n, B.count(lambda r: r['ended_by'] == 'cap'), B.n)
    dr = lambda R: R.count(lambda r: r['first_mover_outcome'] == 'draw', R.rule)
    fw = lambda R: R.count(lambda r: r['first_mover_outcome'] == 'first', R.rule)
    prop('Drawishness', dr(A), len(ra), dr(B), len(rb))
    prop('first_mover_win_rate', fw(A), len(ra), fw(B), len(rb))
    welch('AdvantageP1', A.adv_rule, B.adv_rule)
    welch('AdvantageP1_ludii', A.adv, B.adv)
    balance(A.seat, B.seat)
    for k in ('turns', 'laps', 'rounds'):
        welch(k + '_mean', A.col(k), B.col(k))
        dominance(k + '_dominance', A.col(k), B.col(k))
        if A.n == 0 or B.n == 0:
            no_data.add(k + '_median')
    welch('lead_changes_mean', A.col('lead_changes'), B.col('lead_changes'))
    welch('score_margin_mean', A.margin_rule, B.margin_rule)
    z = stats.norm.ppf(1 - alpha / 2)
    for key, xs, ys in (('branching_factor', 'branch_sum', 'decisions'), ('forced_move_share', 'forced', 'decisions'),
                        ('captures_per_turn', 'captures', 'turns')):
        a, b = ratio(A.col(xs), A.col(ys)), ratio(B.col(xs), B.col(ys))
        if a[0] is None or b[0] is None:
            no_data.add(key)
            continue
        se = math.sqrt(a[3] + b[3])
        d = a[0] - b[0]
        # Student t with Welch-Satterthwaite degrees of freedom from the matches of each reading.
        na, nb = len(A.rows), len(B.rows)
        if permute and se > 0 and min(na, nb) < PERMUTATION_BELOW and max(na, nb) < RATIO_PAIRS_KEPT:
            px = np.concatenate([np.asarray(A.col(xs), float), np.asarray(B.col(xs), float)])
            py = np.concatenate([np.asarray(A.col(ys), float), np.asarray(B.col(ys), float)])
            draws = permutation_draws(len(px), min(na, nb), delta_t_masks(px, py), key_seed(key, na, nb))
            out[key] = ((d, None, None), permutation_p(draws, d / se))
            permuted[key] = ('delta-permutation', se, draws)
            continue
        den = (a[3] ** 2 / (na - 1) if a[3] > 0 and na > 1 else 0) + (b[3] ** 2 / (nb - 1) if b[3] > 0 and nb > 1 else 0)
        if den > 0:
            df = (a[3] + b[3]) ** 2 / den
            q = t_ppf(1 - alpha / 2, df)
            p = floor_p(2 * stats.t.sf(abs(d) / se, df))
        else:
            q, p = z, (floor_p(2 * stats.norm.sf(abs(d) / se)) if se > 0 else None)
        out[key] = ((d, d - q * se, d + q * se), p)
    for reason in ('relay_loop', 'round_stalled', 'match_cycle', 'deadlock', 'cap_reached', 'ludii_limit'):
        c = lambda R, e=reason: R.count(lambda r: r['end_reason'] == e)
        prop('end_rate_' + reason, c(A), A.n, c(B), B.n)
    def table(key, cats, field):
        if A.n == 0 or B.n == 0:
            no_data.add(key)
            return
        t = np.array([[R.count(lambda r, c=c: r[field] == c) for c in cats] for R in (A, B)])
        t = t[:, t.sum(axis=0) > 0]
        if t.shape[1] < 2:
            out[key] = (None, None)
            return
        chi2, p, _, expected = stats.chi2_contingency(t, correction=False)
        if expected.min() < 5:
            # The exact conditional test, by Monte Carlo with NumPy's own stream: it agrees with
            # RuleLab's within Monte Carlo error, not to the digit (see MONTE_CARLO below).
            rng = np.random.default_rng(12345)
            rows = rng.multivariate_hypergeometric(t.sum(axis=0), int(t[0].sum()), size=MC_DRAWS)
            sims = np.stack([rows, t.sum(axis=0) - rows], axis=1)
            e = expected[None, :, :]
            stat = ((sims - e) ** 2 / e).sum(axis=(1, 2))
            p = (1 + np.count_nonzero(stat >= chi2 - 1e-9 * max(1.0, chi2))) / (MC_DRAWS + 1)
            out[key] = (None, MonteCarlo(p))
            return
        out[key] = (None, floor_p(p))
    if alpha == 0.05:  # the tables have no interval: nothing to recompute at other levels
        table('outcomes', ('first', 'second', 'draw', 'undecided'), 'first_mover_outcome')
        table('end_reasons', ('finished', 'relay_loop', 'round_stalled', 'match_cycle', 'deadlock', 'cap_reached',
                              'ludii_limit'), 'end_reason')
    return out, no_data, permuted


def bonferroni(ps):
    return [min(1.0, len(ps) * p) for p in ps]


def main():
    args = sys.argv[1:]
    tol = 1e-9
    if '--tolerance' in args:
        i = args.index('--tolerance')
        tol = float(args[i + 1])
        del args[i:i + 2]
    golden_out = None
    if '--golden-out' in args:
        i = args.index('--golden-out')
        golden_out = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        print(__doc__)
        return 2
    folder = args[0]
    fmt = json.load(open(os.path.join(folder, 'summary.json'), encoding='utf-8')).get('format')
    if fmt in ('rulelab-ladder', 'rulelab-ladder-shard'):
        import recompute_ladder  # a ladder folder (rulelab-cli ladder): its cells, and its ratings
        if fmt == 'rulelab-ladder-shard':
            return recompute_ladder.check_ladder_shard(folder, check_integrity)
        return recompute_ladder.check_ladder(folder, 1e-4, check_integrity)
    summary = json.load(open(folder + '/summary.json'))
    by_reading = defaultdict(list)
    with open(folder + '/matches.csv', newline='') as f:
        for row in csv.DictReader(f):
            by_reading[row['reading']].append(row)
    passed, failed, messages = check_integrity(folder)
    for m in messages:
        print(m)
    golden = []

    def check(label, mine, theirs, where=None):
        nonlocal passed, failed
        if mine is None or theirs is None:
            return
        # Golden values leave out Monte Carlo estimates and values below 1e-9 in size: there
        # agreement is only checked to the absolute tolerance (SciPy's Brunner-Munzel, for one,
        # loses far-tail p-values to 1 - cdf), so such a value is no reference.
        if where is not None and isinstance(mine, MonteCarlo):
            # A Monte Carlo or permutation p: golden to within its own sampling error.
            golden.append({'where': where, 'value': float(mine), 'tolerance': mine.tolerance()})
        elif where is not None and not (0 < abs(mine) < 1e-9):
            golden.append({'where': where, 'value': float(mine)})
        if isinstance(mine, MonteCarlo):
            if mine.agrees(theirs):
                passed += 1
            else:
                failed += 1
                print(f'MISMATCH {label}: recomputed {mine!r} by Monte Carlo, RuleLab {theirs!r}')
            return
        if abs(mine - theirs) <= tol * max(1.0, abs(mine)) or (mine <= MIN_P and theirs <= MIN_P):
            passed += 1
        else:
            failed += 1
            print(f'MISMATCH {label}: recomputed {mine!r}, RuleLab {theirs!r}')

    readings = {}
    for r in summary['readings']:
        R = Reading(by_reading[r['reading']])
        readings[r['reading']] = R
        check(f"{r['reading']} matches", R.n, r['matches'])
        for kind in ('rule', 'proven', 'cap'):
            check(f"{r['reading']} ended_by.{kind}", R.count(lambda x, k=kind: x['ended_by'] == k), r['ended_by'][kind])
        for key, (v, lo, hi) in R.metrics().items():
            got = r['metrics'].get(key)
            if got is None:
                continue
            at = ['readings', r['reading'], 'metrics', key]
            if v is None or got['value'] is None:
                # No matches to rest on: no value (null, shown n/a), and no interval.
                if v is None and got['value'] is None and not got.get('available', True):
                    passed += 1
                else:
                    failed += 1
                    print(f"MISMATCH {r['reading']} {key}: recomputed {v!r}, RuleLab {got['value']!r} (n/a is null)")
                continue
            check(f"{r['reading']} {key}", v, got['value'], at + ['value'])
            if lo is None:
                if got.get('available', True):
                    failed += 1
                    print(f"MISMATCH {r['reading']} {key}: no 95% interval exists, RuleLab gives one")
                else:
                    passed += 1
                continue
            if got.get('available', True):
                check(f"{r['reading']} {key}.lo", lo, got['lo'], at + ['lo'])
                check(f"{r['reading']} {key}.hi", hi, got['hi'], at + ['hi'])
    comparisons = summary.get('comparisons')
    if comparisons:
        if comparisons.get('adjustment') != 'bonferroni':
            failed += 1
            print(f"MISMATCH comparisons.adjustment: {comparisons.get('adjustment')!r}, expected 'bonferroni'")
        primary = set(comparisons.get('primary', []))
        families = defaultdict(list)
        for pair in comparisons['pairs']:
            A, B = readings[pair['a']], readings[pair['b']]
            mine, no_data, permuted = compare_rows(A, B)
            for m in pair['metrics']:
                key = m['metric']
                label = f"{pair['a']} - {pair['b']} {key}"
                if (m['test'] == 'no-data') != (key in no_data):
                    failed += 1
                    print(f"MISMATCH {label}: test {m['test']!r}, but the recomputation "
                          f"{'finds no' if key in no_data else 'finds'} matches to rest on")
                    continue
                if key in no_data:
                    passed += 1
                    continue
                if key not in mine:
                    continue
                interval, p = mine[key]
                at = ['pairs', pair['a'], pair['b'], key]
                if 'p' in m:
                    check(label + ' p', p, m['p'], at + ['p'])
                    families['primary' if key in primary else key].append((m, label, at, A, B))
                eq = m.get('equivalence', {})
                if key == 'Balance' and eq.get('test') == 'tost':
                    check(label + ' equivalence.p', balance_equivalence_p(np.asarray(A.seat, float), np.asarray(B.seat, float),
                                                                          eq['margin']), eq['p'], at + ['equivalence', 'p'])
                if key in permuted:
                    ok, why = check_permutation_row(m, permuted[key])
                    passed, failed = passed + ok, failed + (not ok)
                    if not ok:
                        print(f'MISMATCH {label}: {why}')
                if interval and 'difference' in m and m['test'] != 'median-bootstrap':
                    check(label + ' difference', interval[0], m['difference']['value'], at + ['difference', 'value'])
                    if interval[1] is not None:
                        check(label + ' difference.lo', interval[1], m['difference']['lo'], at + ['difference', 'lo'])
                        check(label + ' difference.hi', interval[2], m['difference']['hi'], at + ['difference', 'hi'])
        # Bonferroni within each family; the adjusted interval at level 1 - 0.05/m from the same
        # procedure, recomputed, and agreeing with the adjusted p (it excludes 0 exactly when
        # p_adjusted < 0.05, borderline p aside).
        at_level = {}
        for name, rows in families.items():
            alpha = 0.05 / len(rows)
            for adj, (m, label, at, A, B) in zip(bonferroni([r[0]['p'] for r in rows]), rows):
                check(label + ' p_adjusted', floor_p(adj), m['p_adjusted'], at + ['p_adjusted'])
                d = m.get('difference_adjusted')
                if d is not None and m['test'].endswith('-permutation'):
                    # Read off the same splits at the adjusted level: it must agree with p_adjusted.
                    if abs(m['p_adjusted'] - 0.05) > 1e-9 and d.get('available', True):
                        if (d['lo'] > 0 or d['hi'] < 0) == (m['p_adjusted'] < 0.05):
                            passed += 1
                        else:
                            failed += 1
                            print(f'MISMATCH {label}: adjusted interval {d} and adjusted p {m["p_adjusted"]} disagree')
                    continue
                if d is None or m['test'] not in ('score', 'welch', 'balance-t', 'delta'):
                    continue
                if (id(A), id(B), alpha) not in at_level:
                    at_level[(id(A), id(B), alpha)] = compare_rows(A, B, alpha, permute=False)[0]
                interval = at_level[(id(A), id(B), alpha)][m['metric']][0]
                check(label + ' difference_adjusted.lo', interval[1], d['lo'], at + ['difference_adjusted', 'lo'])
                check(label + ' difference_adjusted.hi', interval[2], d['hi'], at + ['difference_adjusted', 'hi'])
                if abs(m['p_adjusted'] - 0.05) > 1e-9:
                    if (d['lo'] > 0 or d['hi'] < 0) == (m['p_adjusted'] < 0.05):
                        passed += 1
                    else:
                        failed += 1
                        print(f'MISMATCH {label}: adjusted interval {d} and adjusted p {m["p_adjusted"]} disagree')
    if golden_out:
        with open(golden_out, 'w') as f:
            json.dump({'tolerance': tol, 'values': golden}, f, indent=0)
    print(f'recompute: {passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
