#!/usr/bin/env bash
# Installs what is missing, builds RuleLab (Release, in build/), and runs the whole test suite.
# In CI (CI=true) or with RULELAB_SANITIZE=1 it then also builds the core, plugins and CLI with
# clang, AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer (in build-asan/) and runs
# their tests and short fuzz runs there. That build is also the headless one: no workbench and
# no figures (RULELAB_BUILD_CHARTS=OFF), so the CLI is checked to build and work without Qt
# Widgets. In CI the Release build treats warnings as errors (scripts/deps.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/deps.sh"
rulelab_install_deps
rulelab_build
export QT_QPA_PLATFORM=offscreen
(cd "$BUILD_DIR" && ctest --output-on-failure --parallel "$(nproc)" --timeout 600)

if [ "${CI:-}" = "true" ] || [ "${RULELAB_SANITIZE:-0}" = "1" ]; then
  echo
  echo "rulelab: sanitizer and fuzz stage (build-asan/)"
  ASAN_DIR="$ROOT/build-asan"
  gen=()
  [ -f "$ASAN_DIR/CMakeCache.txt" ] || gen=(-G Ninja)
  CC=clang CXX=clang++ cmake -S "$ROOT" -B "$ASAN_DIR" "${gen[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DRULELAB_SANITIZE=ON -DRULELAB_FUZZ=ON -DRULELAB_BUILD_GUI=OFF -DRULELAB_BUILD_CHARTS=OFF -DRULELAB_BUILD_BENCH=OFF
  cmake --build "$ASAN_DIR" --parallel "$(nproc)"
  (cd "$ASAN_DIR" && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure --parallel "$(nproc)" --timeout 600)
fi
