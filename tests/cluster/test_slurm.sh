#!/bin/bash
# A real SLURM on this one machine runs docs/cluster.md's SLURM section as written: it starts
# munged, slurmctld and slurmd (private key, socket, ports and state, as root), submits the
# shipped array script, lets one task reach its time limit and cancels another, submits again,
# and checks the merged result byte for byte against a single unsharded run. Then it stops its
# daemons by PID. Usage: test_slurm.sh BUILD_DIR SOURCE_DIR
# Needs root and Debian's slurm-wlm and munge (scripts/deps.sh installs them): without them it
# is skipped (exit 77), except in CI (CI=true), where it fails.
set -euo pipefail
BUILD="$(realpath "$1")"; SRC="$(realpath "$2")"
skip() {
    echo "SKIP: $*"
    [ "${CI:-}" = "true" ] && { echo "FAIL: CI must run the SLURM test"; exit 1; }
    exit 77
}
[ "$(id -u)" -eq 0 ] || skip "not root: SLURM's daemons are started as root"
for c in munged mungekey slurmctld slurmd sbatch squeue scontrol scancel; do
    command -v "$c" >/dev/null || skip "$c is not installed (Debian: slurm-wlm, munge)"
done

T="$(mktemp -d /tmp/rulelab-slurm.XXXXXX)"
pids=()
cleanup() {
    local rc=$?
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    for p in "${pids[@]}"; do for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done; done
    pkill -KILL -f "$T/" 2>/dev/null || true
    if [ $rc -ne 0 ]; then
        echo "--- logs (the test failed) ---"
        tail -n 30 "$T"/log/*.log "$T"/work/logs/* 2>/dev/null || true
    fi
    rm -rf "$T"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }

# --- the daemons -------------------------------------------------------------------------
mkdir -p "$T/munge" "$T/state" "$T/spool" "$T/log" "$T/work" "$T/home"
chmod 700 "$T/munge"
mungekey --create --keyfile="$T/munge/munge.key" >/dev/null
munged --force --socket="$T/munge/sock" --key-file="$T/munge/munge.key" --log-file="$T/log/munged.log" \
    --pid-file="$T/munge/munged.pid" --seed-file="$T/munge/seed"
pids+=("$(cat "$T/munge/munged.pid")")
free_port() {
    local p
    while :; do
        p=$((20000 + RANDOM % 20000))
        ss -Htln "sport = :$p" 2>/dev/null | grep -q . || ss -Htln "sport = :$((p + 1))" 2>/dev/null | grep -q . || break
    done
    echo "$p"
}
port="$(free_port)"
node="$(hostname -s)"
export SLURM_CONF="$T/slurm.conf"
cat > "$SLURM_CONF" <<CONF
ClusterName=rulelabtest
SlurmctldHost=${node}(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$T/munge/sock
CredType=cred/munge
SlurmctldPort=$port
SlurmdPort=$((port + 1))
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/slurmctld.pid
SlurmdPidFile=$T/slurmd.pid
SlurmctldLogFile=$T/log/slurmctld.log
SlurmdLogFile=$T/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
KillWait=10
MinJobAge=600
InactiveLimit=0
MpiDefault=none
SwitchType=switch/none
NodeName=${node} NodeAddr=127.0.0.1 CPUs=2 RealMemory=2000 State=UNKNOWN
PartitionName=test Nodes=${node} Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld -f "$SLURM_CONF" -i
for _ in $(seq 100); do [ -s "$T/slurmctld.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$T/slurmctld.pid")")
slurmd -f "$SLURM_CONF"
for _ in $(seq 100); do [ -s "$T/slurmd.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$T/slurmd.pid")")
for _ in $(seq 300); do sinfo -h -o %t 2>/dev/null | grep -q idle && break; sleep 0.2; done
sinfo -h -o %t | grep -q idle || fail "the SLURM node did not come up"

# --- docs/cluster.md, block by block -----------------------------------------------------
block() {  # the fenced block after <!-- slurm-test: $1 -->
    awk -v name="$1" '$0 == "<!-- slurm-test: " name " -->" {want = 1; next}
        want && /^```/ {if (inside) exit; inside = 1; next}
        inside {print}' "$SRC/docs/cluster.md"
}
for b in install settings submit watch results; do [ -n "$(block "$b")" ] || fail "docs/cluster.md has no block '$b'"; done
cd "$T/work"
ln -s "$BUILD" build
ln -s "$SRC/scripts" scripts
export HOME="$T/home"
unset RULELAB_PLUGIN_PATH
eval "$(block install)" >/dev/null
[ "$(command -v rulelab-cli)" = "$HOME/rulelab/bin/rulelab-cli" ] || fail "the installed rulelab-cli is not the one on PATH"
# A shard of 6,000 matches with an MCTS agent takes a few seconds: long enough to be stopped.
cat > exp.json <<'JSON'
{"format": "rulelab-experiment", "version": 1, "game": "pachgarhwa", "readings": ["humphries-literal"],
 "agents": "mcts:20,random", "matches": 12000, "seed": 7}
JSON
# The settings block is the one place where the test differs: two shards of one CPU each and a
# one-minute limit (SLURM's shortest).
[ "$(block settings | head -1)" = "EXPERIMENT=exp.json SHARDS=32" ] || fail "the settings block changed: update the test"
EXPERIMENT=exp.json SHARDS=2
OPTIONS=(--time=1 --cpus-per-task=1)
eval "$(block submit)"
array="$(squeue -h -o '%F %j' | awk '$2 == "rulelab" {print $1; exit}')"
[ -n "$array" ] || fail "no array job in the queue"

# Both tasks run; once each has checkpointed finished matches, stop it (SIGSTOP), so that the
# interruptions come mid-run however fast this machine is.
pid_of() { pgrep -f -- "--out $T/work/parts/part$1 --progress" | head -1; }
for k in 1 2; do
    for _ in $(seq 600); do
        p="$(pid_of $k || true)"
        [ -n "$p" ] && [ "$( { wc -l < "parts/part$k/matches.csv.partial"; } 2>/dev/null || echo 0)" -ge 20 ] && break
        sleep 0.1
    done
    [ -n "$p" ] || fail "task $k did not start"
    kill -STOP "$p"
done
eval "$(block watch)" > watch1.txt 2>&1 || true
grep -q "part1" watch1.txt || fail "the watch block did not list the parts: $(cat watch1.txt)"
# Task 2 is cancelled; task 1 reaches its time limit (SLURM continues it, then sends SIGTERM).
scancel "${array}_2"
for _ in $(seq 1500); do
    [ -z "$(squeue -h -j "$array" 2>/dev/null)" ] && [ -z "$(squeue -h -n rulelab-merge 2>/dev/null)" ] && break
    sleep 0.2
done
[ -z "$(squeue -h)" ] || fail "jobs still queued after 5 minutes: $(squeue)"
state() { scontrol show job "$1" | grep -o 'JobState=[A-Z_]*' | head -1; }
[ "$(state "${array}_1")" = "JobState=TIMEOUT" ] || fail "task 1: $(state "${array}_1"), not TIMEOUT"
[ "$(state "${array}_2")" = "JobState=CANCELLED" ] || fail "task 2: $(state "${array}_2"), not CANCELLED"
for k in 1 2; do
    grep -q '"cancelled": true' "parts/part$k/summary.json" || fail "part$k: not saved as cancelled"
    grep -q "Interrupted: [1-9][0-9]* finished matches kept" logs/rulelab_${array}_$k.out || fail "part$k's log: no kept matches"
    grep -q "matches of all readings" logs/rulelab_${array}_$k.out || fail "part$k's log: no progress line"
done
grep -q "not every shard is done" logs/rulelab-merge_*.out || fail "the merge job did not say that shards are missing"
[ ! -e results/summary.json ] || fail "a merge of unfinished shards was written"

# The same submit command again: both shards continue, the merge follows.
eval "$(block submit)"
for _ in $(seq 1500); do [ -z "$(squeue -h)" ] && break; sleep 0.2; done
[ -z "$(squeue -h)" ] || fail "the second submission did not end in 5 minutes"
[ -s results/summary.json ] || fail "no merged result: $(cat logs/rulelab-merge_*.out)"
grep -q "already holds [1-9][0-9]* finished matches of this experiment: continuing it" logs/rulelab_*_1.out ||
    fail "task 1 did not continue its part"
rulelab-cli status parts/part* > status.txt || fail "status after the second submission: $(cat status.txt)"
eval "$(block results)"
[ -s results/chart.pdf ] || fail "the results block made no chart"

# One unsharded run of the same experiment: the same files, byte for byte.
rulelab-cli run --experiment exp.json --threads 2 --out single > /dev/null
cmp results/summary.json single/summary.json || fail "summary.json differs from the single run"
cmp results/matches.csv single/matches.csv || fail "matches.csv differs from the single run"
echo "PASS: SLURM array (time limit, scancel, resubmission, merge) = one unsharded run, byte for byte"
