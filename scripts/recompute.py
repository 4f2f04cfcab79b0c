#!/usr/bin/env python3
"""Recomputes every metric and every comparison of a RuleLab results folder with independent code
(NumPy and SciPy; Debian: python3-numpy python3-scipy) from matches.csv, and compares the numbers
with summary.json. Rows whose interval comes from a bootstrap with RuleLab's own random stream
(the difference of medians, Balance near zero) are checked for their estimate only; the exact
table test (Monte Carlo) is recomputed with NumPy's own draws and checked within its sampling error.

  scripts/recompute.py RESULTS_DIR [--tolerance 1e-9] [--golden-out FILE]

--golden-out writes every recomputed value with its place in summary.json, as JSON: the golden
values a unit test checks the tool against without Python (Monte Carlo estimates and values
smaller than 1e-9, which are compared only to the absolute tolerance, are left out).

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
from scipy import optimize, stats

Z = stats.norm.ppf(0.975)


def t_ppf(p, df):
    """Student's t quantile, solved on SciPy's t CDF: SciPy 1.10's own t.ppf (cephes stdtrit) is
    off by up to ~1e-10 in probability at fractional degrees of freedom, e.g. df = 57.3."""
    guess = stats.t.ppf(p, df)
    return optimize.brentq(lambda x: stats.t.cdf(x, df) - p, guess - 1e-3, guess + 1e-3, xtol=1e-15, rtol=1e-15)

MC_DRAWS = 20000


class MonteCarlo(float):
    """A p-value estimated by Monte Carlo: two independent estimates agree within 5 standard errors."""
    def agrees(self, other):
        se = math.sqrt(max(self * (1 - self), 1.0 / MC_DRAWS) / MC_DRAWS)
        return abs(self - other) <= 5 * math.sqrt(2) * se
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
    return clopper_pearson(k, n) if n < 50 else wilson(k, n)


def mean_t(x, clamp01=False):
    x = np.asarray(x, dtype=float)
    n = len(x)
    m = float(x.mean()) if n else 0.0
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
    value = float(np.quantile(x, p)) if n else 0.0
    if n == 0:
        return value, value, value
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
        return 0.0, 0.0, 0.0, 0.0
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
        m['AdvantageP1'] = (a[0], max(0.0, a[1]), min(1.0, a[2]))
        m['first_mover_win_rate'] = share(self.count(lambda r: r['first_mover_outcome'] == 'first', rule), nr)
        m['second_mover_win_rate'] = share(self.count(lambda r: r['first_mover_outcome'] == 'second', rule), nr)
        a = mean_t(self.adv)
        m['AdvantageP1_ludii'] = (a[0], max(0.0, a[1]), min(1.0, a[2]))
        d = mean_t(self.seat)
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
        m['forced_move_share'] = (f[0], max(0.0, f[1]), min(1.0, f[2]))
        m['lead_changes_mean'] = mean_t(self.col('lead_changes'))
        m['captures_per_turn'] = ratio(self.col('captures'), self.col('turns'))[:3]
        m['score_margin_mean'] = mean_t(self.margin_rule)
        for reason in ('finished', 'relay_loop', 'round_stalled', 'match_cycle', 'deadlock', 'cap_reached', 'ludii_limit'):
            m['end_rate_' + reason] = share(self.count(lambda r, e=reason: r['end_reason'] == e), n)
        return m


def newcombe(k1, n1, k2, n2):
    p1, l1, u1 = wilson(k1, n1)
    p2, l2, u2 = wilson(k2, n2)
    d = p1 - p2
    return d, d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)


def compare_rows(A, B):
    """Yields (metric, quantity, interval or None, p or None)."""
    out = {}
    def prop(key, ka, na, kb, nb):
        if na <= 0 or nb <= 0 or ka + kb == 0 or ka + kb == na + nb:
            out[key] = (newcombe(ka, na, kb, nb) if na > 0 and nb > 0 else None, None)
            return
        pooled = (ka + kb) / (na + nb)
        expected = min(na * pooled, na * (1 - pooled), nb * pooled, nb * (1 - pooled))
        if expected < 5:
            p = stats.fisher_exact([[ka, na - ka], [kb, nb - kb]])[1]
        else:
            se = math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb))
            p = 2 * stats.norm.sf(abs(ka / na - kb / nb) / se)
        out[key] = (newcombe(ka, na, kb, nb), floor_p(p))
    def welch(key, xa, xb, scale=1.0):
        xa, xb = np.asarray(xa, float), np.asarray(xb, float)
        if len(xa) < 2 or len(xb) < 2 or (xa.var() == 0 and xb.var() == 0 and xa.mean() == xb.mean()):
            out[key] = (None, None)
            return
        va, vb = xa.var(ddof=1) / len(xa), xb.var(ddof=1) / len(xb)
        se = math.sqrt(va + vb)
        df = (va + vb) ** 2 / (va ** 2 / (len(xa) - 1) + vb ** 2 / (len(xb) - 1))
        d = xa.mean() - xb.mean()
        t = t_ppf(0.975, df)
        p = stats.ttest_ind(xa, xb, equal_var=False).pvalue
        out[key] = ((d * scale, (d - t * se) * scale, (d + t * se) * scale), floor_p(p))
    def dominance(key, xa, xb):
        xa, xb = np.asarray(xa, float), np.asarray(xb, float)
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
    for k in ('turns', 'laps', 'rounds'):
        welch(k + '_mean', A.col(k), B.col(k))
        dominance(k + '_dominance', A.col(k), B.col(k))
    welch('lead_changes_mean', A.col('lead_changes'), B.col('lead_changes'))
    welch('score_margin_mean', A.margin_rule, B.margin_rule)
    for key, xs, ys in (('branching_factor', 'branch_sum', 'decisions'), ('forced_move_share', 'forced', 'decisions'),
                        ('captures_per_turn', 'captures', 'turns')):
        a, b = ratio(A.col(xs), A.col(ys)), ratio(B.col(xs), B.col(ys))
        se = math.sqrt(a[3] + b[3])
        d = a[0] - b[0]
        out[key] = ((d, d - Z * se, d + Z * se), floor_p(2 * stats.norm.sf(abs(d) / se)) if se > 0 else None)
    for reason in ('relay_loop', 'round_stalled', 'match_cycle', 'deadlock', 'cap_reached', 'ludii_limit'):
        c = lambda R, e=reason: R.count(lambda r: r['end_reason'] == e)
        prop('end_rate_' + reason, c(A), A.n, c(B), B.n)
    def table(key, cats, field):
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
    table('outcomes', ('first', 'second', 'draw', 'undecided'), 'first_mover_outcome')
    table('end_reasons', ('finished', 'relay_loop', 'round_stalled', 'match_cycle', 'deadlock', 'cap_reached', 'ludii_limit'),
          'end_reason')
    return out


def holm(ps):
    order = sorted(range(len(ps)), key=lambda i: ps[i])
    adj, running = [0.0] * len(ps), 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (len(ps) - rank) * ps[i]))
        adj[i] = running
    return adj


class RawNumber(str):
    """A JSON number kept as the file wrote it, so that it is written back unchanged."""


def canonical_json(value):
    """Compact JSON with sorted keys and the numbers as read: the form RuleLab seals (Qt's compact
    writer: UTF-8, only '"', '\\' and control characters escaped)."""
    if isinstance(value, RawNumber):
        return str(value)
    if isinstance(value, dict):
        return '{' + ','.join(canonical_json(k) + ':' + canonical_json(value[k]) for k in sorted(value)) + '}'
    if isinstance(value, list):
        return '[' + ','.join(canonical_json(v) for v in value) + ']'
    if value is True:
        return 'true'
    if value is False:
        return 'false'
    if value is None:
        return 'null'
    return json.dumps(value, ensure_ascii=False)


def check_integrity(folder):
    """(passed, failed, messages) of the summary's integrity record."""
    text = open(os.path.join(folder, 'summary.json'), encoding='utf-8').read()
    doc = json.loads(text, parse_int=RawNumber, parse_float=RawNumber)
    record = doc.get('integrity')
    if record is None:
        return 0, 0, ['note: summary.json has no integrity record (written before RuleLab sealed its results)']
    passed, failed, messages = 0, 0, []
    for name, digest in sorted(record.get('files', {}).items()):
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            continue
        with open(path, 'rb') as f:
            mine = hashlib.sha256(f.read()).hexdigest()
        if mine == digest:
            passed += 1
        else:
            failed += 1
            messages.append(f'MISMATCH integrity: {name} has SHA-256 {mine}, summary.json records {digest}')
    stripped = dict(record)
    recorded = stripped.pop('summary_sha256', None)
    doc['integrity'] = stripped
    mine = hashlib.sha256(canonical_json(doc).encode('utf-8')).hexdigest()
    if mine == recorded:
        passed += 1
    else:
        failed += 1
        messages.append(f'MISMATCH integrity: summary.json content has SHA-256 {mine}, it records {recorded}')
    return passed, failed, messages


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
        if where is not None and not isinstance(mine, MonteCarlo) and not (0 < abs(mine) < 1e-9):
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
        primary = set(comparisons.get('primary', []))
        families = defaultdict(list)
        for pair in comparisons['pairs']:
            mine = compare_rows(readings[pair['a']], readings[pair['b']])
            for m in pair['metrics']:
                key = m['metric']
                label = f"{pair['a']} - {pair['b']} {key}"
                if key not in mine:
                    continue
                interval, p = mine[key]
                at = ['pairs', pair['a'], pair['b'], key]
                if 'p' in m:
                    check(label + ' p', p, m['p'], at + ['p'])
                    families['primary' if key in primary else key].append((m['p'], m['p_adjusted'], label, at))
                if interval and 'difference' in m and m['test'] not in ('median-bootstrap', 'balance-bootstrap'):
                    check(label + ' difference', interval[0], m['difference']['value'], at + ['difference', 'value'])
                    if interval[1] is not None:
                        check(label + ' difference.lo', interval[1], m['difference']['lo'], at + ['difference', 'lo'])
                        check(label + ' difference.hi', interval[2], m['difference']['hi'], at + ['difference', 'hi'])
        for name, rows in families.items():
            for adj, (p, theirs, label, at) in zip(holm([r[0] for r in rows]), rows):
                check(label + ' p_adjusted', floor_p(adj), theirs, at + ['p_adjusted'])
    if golden_out:
        with open(golden_out, 'w') as f:
            json.dump({'tolerance': tol, 'values': golden}, f, indent=0)
    print(f'recompute: {passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
