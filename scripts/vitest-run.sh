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
# wait on no clock), as on a newcomer's busy laptop: no test may wait on the wall clock or fail for it (.ci/run
# sets 2). Each loop is a child of this shell, ended when it exits, however it exits.
if [ "${BESIDE_CPU_LOOPS:-0}" -gt 0 ]; then
  loops=""
  for _ in $(seq "$BESIDE_CPU_LOOPS"); do
    (while :; do :; done) &
    loops="$loops $!"
  done
  # shellcheck disable=SC2086
  trap 'kill $loops 2>/dev/null' EXIT INT TERM
fi

# SHUFFLE_UI_SEED=<number>: the component tests (the ui projects) in an order drawn from that seed, their files
# and the tests in each, to show that none depends on what ran before it in its worker (.ci/run sets a new seed
# on every run and prints it). Vitest's order is one for all projects, so the node project runs first in its
# usual order and the ui projects after it, shuffled: the same tests, one more start of Vitest. Files named
# after `npm test --` may all be of one kind, which leaves the other run nothing to do (--passWithNoTests).
if [ -n "${SHUFFLE_UI_SEED:-}" ]; then
  vitest_run --project node --passWithNoTests "$@" &&
    vitest_run --project ui --project ui-server-drawn --passWithNoTests \
      --sequence.shuffle --sequence.seed="$SHUFFLE_UI_SEED" "$@"
  exit
fi
vitest_run "$@"
