#!/usr/bin/env bash
# Installs what is missing, builds RuleLab (Release, in build/), and runs the whole test suite.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/deps.sh"
rulelab_install_deps
rulelab_build
export QT_QPA_PLATFORM=offscreen
cd "$BUILD_DIR"
ctest --output-on-failure --parallel "$(nproc)" --timeout 600
