#!/usr/bin/env bash
# scripts/recompute.py recomputes every metric and comparison of a real run with NumPy and
# SciPy and must agree with the tool to 1e-9: three Khutka Boia readings (one ending by rule,
# one mostly by proven stalls and caps, one at Ludii's limit), primary metrics and margins
# (Balance's own equivalence test among them); and five Pachgarhwa readings on 60 matches,
# whose outcome tables have expected counts below 5 and take the exact test (Monte Carlo:
# checked within its sampling error, not to 1e-9).
set -euo pipefail
cli="$1"
root="$2"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$cli" compare khutka-boia --reading aibdd-literal --reading ludii-portal --reading ludii-code \
  --matches 300 --seed 11 --primary AdvantageP1 --primary turns_mean --margin turns_mean=20 --margin Balance=0.05 --out "$out" > /dev/null
/usr/bin/python3 "$root/scripts/recompute.py" "$out"
"$cli" compare pachgarhwa --reading humphries-literal --reading humphries-baykhom --reading humphries-exhaustible \
  --reading humphries-rounds --reading ludii-code --matches 60 --seed 4 --out "$out/small" > /dev/null
/usr/bin/python3 -W ignore::RuntimeWarning "$root/scripts/recompute.py" "$out/small"
