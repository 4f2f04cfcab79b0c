#!/usr/bin/env bash
# Installs the Debian packages RuleLab needs that are not installed yet, then configures
# and builds a Release build in build/. Sourced by run.sh and test.sh.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${RULELAB_BUILD_DIR:-$ROOT/build}"

PACKAGES=(
  build-essential cmake ninja-build pkg-config clang libclang-rt-14-dev
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqcustomplot-dev libboost-graph-dev libgtest-dev libgmock-dev
  libbenchmark-dev libgl-dev xvfb xauth parallel poppler-utils fonts-lohit-deva fonts-hosny-amiri fonts-dejavu-core
  python3-numpy python3-scipy slurm-wlm munge
)

rulelab_install_deps() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "rulelab: installing missing Debian packages: ${missing[*]}"
  local SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "rulelab: these packages are missing and I am not root and have no sudo: ${missing[*]}" >&2
      return 1
    fi
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

rulelab_build() {
  local generator=()
  if [ ! -f "$BUILD_DIR/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
  fi
  # In CI every warning is an error (cmake/RuleLab.cmake); locally they stay warnings.
  local werror=OFF
  [ "${CI:-}" = "true" ] && werror=ON
  # A target's files are compiled in batches (RULELAB_UNITY_BUILD): a clean build in about a
  # third of the time. RULELAB_UNITY_BUILD=OFF in the environment turns it off, for quicker
  # rebuilds after editing one file.
  cmake -S "$ROOT" -B "$BUILD_DIR" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DRULELAB_WERROR=$werror \
    -DRULELAB_UNITY_BUILD="${RULELAB_UNITY_BUILD:-ON}"
  cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}
