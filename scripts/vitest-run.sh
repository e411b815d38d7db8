#!/bin/sh
# npm test's Vitest run, readable where it is read. In a terminal: a dot per test, in colour. In a log (CI, a
# file, a pipe), where Vitest would wrap every dot in colour codes (it colours whether or not it writes to a
# terminal): one plain line per test file, with its count and its slow tests, and no colour (NO_COLOR).
vitest_run() {
  if [ -t 1 ]; then
    npx vitest run --reporter=dot "$@"
  else
    NO_COLOR=1 npx vitest run --reporter=default "$@"
  fi
}

# BESIDE_CPU_LOOPS=<n>: n CPU-bound loops run beside Vitest, and only beside it (the type check and lint before it
# wait on no clock), as on a newcomer's busy laptop: no test may wait on the wall clock or fail for it
# (scripts/busy-npm-test.sh runs `npm test` beside six).
if [ "${BESIDE_CPU_LOOPS:-0}" -gt 0 ]; then
  for _ in $(seq "$BESIDE_CPU_LOOPS"); do
    (while :; do :; done) &
    children="${children:-} $!"
  done
fi

# BESIDE_RUN=<command>: a command of real work run beside Vitest, and only beside it, as its load (.ci/run runs the
# node project on Node 26 there: the machine as busy as with CPU loops, and CI's second runtime in the same
# minutes). Its output is kept apart and printed once Vitest is done; its failure fails this run.
if [ -n "${BESIDE_RUN:-}" ]; then
  beside_log=$(mktemp)
  # Without this run's own settings: a beside run that inherited BESIDE_RUN would start another, and so on.
  env -u BESIDE_RUN -u BESIDE_CPU_LOOPS -u SHUFFLE_UI_SEED sh -c "$BESIDE_RUN" >"$beside_log" 2>&1 &
  beside=$!
  children="${children:-} $beside"
  besides() {
    status=0
    wait "$beside" || status=$?
    printf '\n--- beside Vitest: %s\n' "$BESIDE_RUN"
    cat "$beside_log"
    rm -f "$beside_log"
    [ "$status" -eq 0 ] || printf 'beside Vitest: %s failed (exit %s)\n' "$BESIDE_RUN" "$status"
    return "$status"
  }
else
  besides() { :; }
fi

# Whatever runs beside Vitest ends when this shell does, however it ends.
# shellcheck disable=SC2086
[ -z "${children:-}" ] || trap 'kill ${children} 2>/dev/null' EXIT INT TERM

# SHUFFLE_UI_SEED=<number>: the component tests (the ui projects) in an order drawn from that seed, their files
# and the tests in each, to show that none depends on what ran before it in its worker (.ci/run sets a new seed
# on every run and prints it). Vitest's order is one for all projects, so the node project runs in its usual
# order and the ui projects in a second Vitest, shuffled, side by side: the component tests wait on their own
# clocks (a proposal's autosave 2 s after the last key) for a third of their time, which the node project's
# work fills. Each one's output is printed whole once both are done. Files named after `npm test --` may all be
# of one kind, which leaves the other run nothing to do (--passWithNoTests).
if [ -n "${SHUFFLE_UI_SEED:-}" ]; then
  . "$(dirname "$0")/lib/side-by-side.sh"
  # Each a plain run of this script: without the seed and what runs beside (this run's own, started above).
  plain="env -u SHUFFLE_UI_SEED -u BESIDE_RUN -u BESIDE_CPU_LOOPS sh $(dirname "$0")/vitest-run.sh"
  side_by_side 'Vitest: the node project' "$plain --project node --passWithNoTests $*" \
    "Vitest: the ui projects, shuffled (SHUFFLE_UI_SEED=$SHUFFLE_UI_SEED)" \
    "$plain --project ui --project ui-server-drawn --passWithNoTests --sequence.shuffle --sequence.seed=$SHUFFLE_UI_SEED $*"
  ran=$?
else
  vitest_run "$@"
  ran=$?
fi
besides || exit $?
exit "$ran"
