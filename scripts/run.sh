#!/usr/bin/env bash
# Installs what is missing, builds RuleLab (Release, in build/), and starts the workbench.
# Without a display it runs a headless demo instead: rulelab-cli comparing two readings.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/deps.sh"
rulelab_install_deps
rulelab_build

BIN="$BUILD_DIR/bin"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$BIN/rulelab" "$@"
fi

echo
echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): running the headless demo."
OUT="$ROOT/results/demo"
# The demo compares two readings of the first game it finds (Khutka Boia when installed).
GAME=$("$BIN/rulelab-cli" games | awk 'NR>1 {print $1}' | grep -x 'khutka-boia' || true)
if [ -z "$GAME" ]; then
  GAME=$("$BIN/rulelab-cli" games | awk 'NR==2 {print $1}')
fi
if [ -z "$GAME" ]; then
  echo "No game plugin is installed; nothing to demonstrate." >&2
  exit 1
fi
mapfile -t READINGS < <("$BIN/rulelab-cli" readings "$GAME" | awk 'NR>1 {print $1}' | head -n 2)
echo "Comparing readings '${READINGS[0]}' and '${READINGS[1]:-${READINGS[0]}}' of $GAME, 2000 matches each:"
echo
args=()
for r in "${READINGS[@]}"; do args+=(--reading "$r"); done
"$BIN/rulelab-cli" run "$GAME" "${args[@]}" --matches 2000 --seed 1 --out "$OUT"
echo
echo "Replay any match with: $BIN/rulelab-cli replay $GAME --reading ${READINGS[0]} --seed 1 --match 0"
