#!/bin/sh
# The browser suite in two halves side by side (Playwright's --shard), each against stacks of its own (E2E_PORT
# 100 apart: the sandboxes, renderers and nginx of one never see the other's tests), after one build for both
# (E2E_BUILT). One Playwright worker left a third of the two cores idle while it waited on pages and answers
# (vmstat: 20–49 % idle); two halves keep them busy (issue 62). Each half writes its own results folder, and its
# output is printed whole once both are done; either one's failure fails the run. Arguments go to both halves.
set -u
npm run build || exit 1
scratch=$(mktemp -d)
trap 'kill $first $second 2>/dev/null; rm -rf "$scratch"' EXIT INT TERM
half() {
  n=$1
  shift
  E2E_BUILT=1 E2E_PORT=$((8181 + (n - 1) * 100)) npx playwright test --shard="$n/2" \
    --output="test-results/half-$n" "$@" >"$scratch/$n" 2>&1
}
half 1 "$@" &
first=$!
half 2 "$@" &
second=$!
wait "$first"
firsts=$?
wait "$second"
seconds=$?
for shard in 1 2; do
  printf '\n--- the browser suite, half %s of 2\n' "$shard"
  cat "$scratch/$shard"
done
[ "$firsts" -eq 0 ] || echo "the browser suite's first half failed"
[ "$seconds" -eq 0 ] || echo "the browser suite's second half failed"
[ "$firsts" -eq 0 ] && [ "$seconds" -eq 0 ]
