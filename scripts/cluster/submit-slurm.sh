#!/bin/bash
# Starts, or continues, a RuleLab experiment on SLURM: a job array of SHARDS tasks, one shard
# each (rulelab-array.sbatch), and a merge job that runs when they have all ended
# (rulelab-merge.sbatch). Run it again with the same arguments after a time limit, a scancel or
# a node failure: finished shards end at once and the others continue where they stopped.
#
#   submit-slurm.sh EXPERIMENT SHARDS [PARTS [RESULTS]] [-- SBATCH_OPTION...]
#
# EXPERIMENT: an experiment file (docs/cli.md); SHARDS: how many tasks (never change it for a
# started experiment: every part records its K/N). PARTS (default parts) holds one folder per
# shard, RESULTS (default results) the merged result; logs go to logs/. Options after -- go to
# both sbatch calls' array job, e.g. -- --time=04:00:00 --cpus-per-task=8 --partition=long.
# RULELAB_COMMAND=sweep (or compare) for a sweep (or comparison) experiment file.
set -euo pipefail
usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 2 ] || usage
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
experiment="$(realpath "$1")"; shards="$2"; shift 2
parts=parts; results=results
if [ $# -gt 0 ] && [ "$1" != "--" ]; then parts="$1"; shift; fi
if [ $# -gt 0 ] && [ "$1" != "--" ]; then results="$1"; shift; fi
[ $# -eq 0 ] || { [ "$1" = "--" ] && shift; } || usage
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "submit-slurm.sh: SHARDS must be a whole number, not '$shards'" >&2; exit 2; }
[ -r "$experiment" ] || { echo "submit-slurm.sh: $experiment: cannot read the experiment file" >&2; exit 2; }
command -v rulelab-cli >/dev/null || { echo "submit-slurm.sh: rulelab-cli is not on PATH (cmake --install, docs/cluster.md)" >&2; exit 2; }
mkdir -p logs "$parts"
export EXPERIMENT="$experiment" PARTS="$(realpath "$parts")" RESULTS="$(realpath -m "$results")"
export RULELAB_COMMAND="${RULELAB_COMMAND:-run}"
array=$(sbatch --parsable --export=ALL --array="1-${shards}" "$@" "$here/rulelab-array.sbatch")
array="${array%%;*}"
merge=$(sbatch --parsable --export=ALL --dependency="afterany:${array}" "$here/rulelab-merge.sbatch")
echo "rulelab: job array ${array} (${shards} shards into ${parts}/), merge job ${merge%%;*} (into ${results}/)"
