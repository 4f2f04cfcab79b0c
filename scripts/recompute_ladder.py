"""The ladder part of scripts/recompute.py (a folder written by `rulelab-cli ladder --out`, or
one shard of it, `--shard K/N --out PART`, whose cells are checked alone: a shard has no ratings).

Every cell of the ladder is an ordinary results folder: each is recomputed by recompute.py itself
(metrics, comparisons, integrity). The ratings are then refitted independently of RuleLab's MM
algorithm: for each reading, the wins of every pair cell are counted from its matches.csv (agent A
won when seat 0 won an unswapped match or seat 1 a swapped one; a draw or an undecided match is
half a win each), one virtual draw is added per pair (RuleLab's stated prior), and the penalised
Bradley-Terry log-likelihood is maximised by scipy.optimize.minimize (BFGS) with the anchor rung
at 0. Standard errors come from a finite-difference Hessian of that log-likelihood (central
differences of its analytic gradient). Ratings must agree with summary.json to `tol_elo` Elo
points (default 1e-4), standard errors to a relative 1e-4; the counts of each pair exactly. The
ladder summary's own integrity record is checked as a run's is."""
import csv, hashlib, json, math, os, subprocess, sys
from collections import defaultdict

import numpy as np
from scipy import optimize

ELO = 400 / math.log(10)
PRIOR_DRAWS = 1.0


def pair_counts(folder, reading):
    """(a_wins, b_wins, draws) of agent A against agent B in a pair cell's matches.csv."""
    a = b = d = 0
    with open(os.path.join(folder, 'matches.csv'), newline='') as f:
        for row in csv.DictReader(f):
            if row['reading'] != reading:
                continue
            seat = {'win0': 0, 'win1': 1}.get(row['result'])
            if seat is None:
                d += 1
            elif (seat == 0) == (row['swapped'] == '0'):
                a += 1
            else:
                b += 1
    return a, b, d


def fit(players, pairs, anchor):
    """theta (anchor 0) and standard errors of the penalised Bradley-Terry likelihood."""
    free = [i for i in range(players) if i != anchor]

    def full(x):
        t = np.zeros(players)
        t[free] = x
        return t

    def nll(x):
        t = full(x)
        s = 0.0
        for i, j, wi, wj in pairs:
            s -= wi * (t[i] - np.logaddexp(t[i], t[j])) + wj * (t[j] - np.logaddexp(t[i], t[j]))
        return s

    def grad(x):
        t = full(x)
        g = np.zeros(players)
        for i, j, wi, wj in pairs:
            p = 1 / (1 + math.exp(t[j] - t[i]))
            g[i] -= wi - (wi + wj) * p
            g[j] += wi - (wi + wj) * p
        return g[free]

    res = optimize.minimize(nll, np.zeros(len(free)), jac=grad, method='BFGS', options={'gtol': 1e-12, 'maxiter': 10000})
    h = 1e-5
    hess = np.zeros((len(free), len(free)))
    for k in range(len(free)):
        e = np.zeros(len(free))
        e[k] = h
        hess[:, k] = (grad(res.x + e) - grad(res.x - e)) / (2 * h)
    cov = np.linalg.inv((hess + hess.T) / 2)
    theta, se = full(res.x), np.zeros(players)
    se[free] = np.sqrt(np.diag(cov))
    return theta, se


def check_cells(folder, summary, integrity):
    """The ladder's (or shard's) own integrity record, each cell's summary against the checksum it
    records, and each cell recomputed by recompute.py as a run."""
    passed, failed, messages = integrity(folder)
    for m in messages:
        print(m)
    here = os.path.dirname(os.path.abspath(__file__))
    for entry in summary['cells']:
        cell = entry['folder']
        with open(os.path.join(folder, cell, 'summary.json'), 'rb') as f:
            mine = hashlib.sha256(f.read()).hexdigest()
        if mine == entry.get('summary_sha256'):
            passed += 1
        else:
            failed += 1
            print(f'MISMATCH integrity: {cell}/summary.json has SHA-256 {mine}, the ladder records {entry.get("summary_sha256")}')
        rc = subprocess.run([sys.executable, '-W', 'ignore::RuntimeWarning', os.path.join(here, 'recompute.py'),
                             os.path.join(folder, cell)], capture_output=True, text=True)
        last = rc.stdout.strip().splitlines()[-1] if rc.stdout.strip() else ''
        if rc.returncode == 0:
            passed += 1
        else:
            failed += 1
            print(f'MISMATCH cell {cell}: {last or rc.stderr.strip()}')
    return passed, failed


def check_ladder_shard(folder, integrity):
    """A shard of a ladder (ladder --shard K/N --out PART): its cells only (a shard has no ratings)."""
    summary = json.load(open(os.path.join(folder, 'summary.json'), encoding='utf-8'))
    passed, failed = check_cells(folder, summary, integrity)
    print(f'recompute (ladder shard): {passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


def check_ladder(folder, tol_elo, integrity):
    summary = json.load(open(os.path.join(folder, 'summary.json'), encoding='utf-8'))
    passed, failed = check_cells(folder, summary, integrity)
    rungs = summary['ladder']['rungs']
    anchor = rungs.index(summary['rating']['anchor'])
    for reading in summary['readings']:
        rid = reading['reading']
        pairs = []
        for p in reading['ratings']['pairs']:
            a, b, d = pair_counts(os.path.join(folder, p['folder']), rid)
            for name, mine in (('a_wins', a), ('b_wins', b), ('draws_or_undecided', d)):
                if mine == p[name]:
                    passed += 1
                else:
                    failed += 1
                    print(f'MISMATCH {rid} {p["folder"]} {name}: {mine} recounted, {p[name]} in summary.json')
            i, j = rungs.index(p['a']), rungs.index(p['b'])
            pairs.append((i, j, a + 0.5 * d + 0.5 * PRIOR_DRAWS, b + 0.5 * d + 0.5 * PRIOR_DRAWS))
        theta, se = fit(len(rungs), pairs, anchor)
        for k, r in enumerate(reading['ratings']['rungs']):
            for name, mine, tol in (('elo', theta[k] * ELO, tol_elo), ('se', se[k] * ELO, 1e-4 * max(1.0, se[k] * ELO))):
                if abs(mine - r[name]) <= tol:
                    passed += 1
                else:
                    failed += 1
                    print(f'MISMATCH {rid} {r["agent"]} {name}: {mine!r} recomputed, {r[name]!r} in summary.json')
    print(f'recompute (ladder): {passed} passed, {failed} failed')
    return 0 if failed == 0 else 1
