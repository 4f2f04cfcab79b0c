#!/usr/bin/env bash
# Installs what is missing, builds RuleLab (Release, in build/), and runs the whole test suite.
# In CI (CI=true) or with RULELAB_SANITIZE=1 it then also builds the core, plugins and CLI with
# clang, AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer (in build-asan/) and runs
# their tests and short fuzz runs there (all but the interruption tests and the Python
# recomputations, which check timing and numbers, not memory, and run in the Release build).
# That build is also the headless one: no workbench and no figures (RULELAB_BUILD_CHARTS=OFF),
# so the CLI is checked to build and work without Qt Widgets. In CI the Release build treats
# warnings as errors (scripts/deps.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/deps.sh"
rulelab_install_deps
rulelab_build
export QT_QPA_PLATFORM=offscreen
# The SLURM test (label cluster) spends most of its two minutes waiting for the scheduler's
# one-minute time limit, so it runs beside the others instead of holding one of their slots.
slurm_log="$BUILD_DIR/slurm-test.log"
(cd "$BUILD_DIR" && ctest --output-on-failure -L cluster --timeout 900 >"$slurm_log" 2>&1) &
slurm_pid=$!
rc=0
(cd "$BUILD_DIR" && ctest --output-on-failure --parallel "$(nproc)" --timeout 600 -LE cluster) || rc=$?
slurm_rc=0
wait "$slurm_pid" || slurm_rc=$?
cat "$slurm_log"
[ "$rc" -eq 0 ] && [ "$slurm_rc" -eq 0 ] || exit 1

if [ "${CI:-}" = "true" ] || [ "${RULELAB_SANITIZE:-0}" = "1" ]; then
  echo
  echo "rulelab: sanitizer and fuzz stage (build-asan/)"
  ASAN_DIR="$ROOT/build-asan"
  gen=()
  [ -f "$ASAN_DIR/CMakeCache.txt" ] || gen=(-G Ninja)
  # Line tables only: all the sanitizers' reports need, and a fifth less compile time than
  # RelWithDebInfo's full debug information (-O2 kept: -O1 compiled no faster and ran the tests
  # up to 1.7 times slower).
  CC=clang CXX=clang++ cmake -S "$ROOT" -B "$ASAN_DIR" "${gen[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" \
    -DRULELAB_UNITY_BUILD="${RULELAB_UNITY_BUILD:-ON}" -DRULELAB_SANITIZE=ON -DRULELAB_FUZZ=ON -DRULELAB_BUILD_GUI=OFF -DRULELAB_BUILD_CHARTS=OFF -DRULELAB_BUILD_BENCH=OFF
  cmake --build "$ASAN_DIR" --parallel "$(nproc)"
  (cd "$ASAN_DIR" && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure --parallel "$(nproc)" --timeout 600)
fi
