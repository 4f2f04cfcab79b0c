#!/usr/bin/env bash
# scripts/recompute.py on a ladder of a real game: every cell recomputed as a run (to 1e-9), the
# pairs' counts recounted from their matches.csv and the ratings refitted by scipy.optimize (to
# 1e-4 Elo points, standard errors to a relative 1e-4). Then a ladder of Nim, whose greedy rung
# plays one match over and over (every metric of its self-play a constant, differing between
# the readings), and one shard of it, whose cells are checked alone.
set -euo pipefail
cli="$1"
root="$2"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
recompute() {
  local said
  said="$(/usr/bin/python3 -W ignore::RuntimeWarning "$root/scripts/recompute.py" "$1")"
  echo "$said" | tail -1
  # Something was checked, and nothing failed (the exit status says so too).
  echo "$said" | tail -1 | grep -Eq "^recompute \\(ladder( shard)?\\): [1-9][0-9]* passed, 0 failed$"
}
"$cli" ladder khutka-boia --reading aibdd-literal --reading reconstruction --agents random,greedy,mcts:8 \
  --matches 40 --seed 5 --solve-nodes 0 --threads 2 --out "$out/ladder" > /dev/null
recompute "$out/ladder"
nim=(ladder nim --reading normal --reading misere --agents random,greedy,mcts:20 --matches 30 --seed 2 --threads 2)
"$cli" "${nim[@]}" --out "$out/nim" > /dev/null
recompute "$out/nim"
"$cli" "${nim[@]}" --shard 1/2 --out "$out/nim-part" > /dev/null
recompute "$out/nim-part"
