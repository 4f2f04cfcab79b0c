#!/usr/bin/env bash
# scripts/recompute.py on a ladder of a real game: every cell recomputed as a run (to 1e-9), the
# pairs' counts recounted from their matches.csv and the ratings refitted by scipy.optimize (to
# 1e-4 Elo points, standard errors to a relative 1e-4).
set -euo pipefail
cli="$1"
root="$2"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$cli" ladder khutka-boia --reading aibdd-literal --reading reconstruction --agents random,greedy,mcts:8 \
  --matches 40 --seed 5 --solve-nodes 0 --threads 2 --out "$out/ladder" > /dev/null
/usr/bin/python3 -W ignore::RuntimeWarning "$root/scripts/recompute.py" "$out/ladder"
