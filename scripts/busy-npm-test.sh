#!/bin/sh
# Issues 62 and 76: `npm test` passes on a busy machine, three times in a row: beside six CPU-bound loops and a disk
# writer that syncs every block it writes, for the whole of each run (type check and lint too). A test that waits on
# the wall clock, or races another, fails here; run it before a change that touches tests (docs/ci.md says how long
# a run takes).
# Usage: sh scripts/busy-npm-test.sh [runs, 3 by default]; each run's component tests in an order of their own.
set -u
runs=${1:-3}
scratch=$(mktemp -d)
children=""
for _ in 1 2 3 4 5 6; do
  (while :; do :; done) &
  children="$children $!"
done
(while :; do dd if=/dev/zero of="$scratch/writer" bs=1M count=64 oflag=dsync 2>/dev/null; done) &
children="$children $!"
# shellcheck disable=SC2086
trap 'kill $children 2>/dev/null; rm -rf "$scratch"' EXIT INT TERM

for run in $(seq "$runs"); do
  seed=$(($(date +%s) % 100000 + run))
  started=$(date +%s)
  if ! SHUFFLE_UI_SEED=$seed npm test >"$scratch/run.log" 2>&1; then
    cat "$scratch/run.log"
    echo "busy npm test: run $run of $runs failed (SHUFFLE_UI_SEED=$seed, load $(cut -d' ' -f1-3 /proc/loadavg))"
    exit 1
  fi
  grep -E '^ +(Test Files|Tests) ' "$scratch/run.log"
  echo "busy npm test: run $run of $runs passed in $(($(date +%s) - started)) s (SHUFFLE_UI_SEED=$seed, load $(cut -d' ' -f1-3 /proc/loadavg))"
done
