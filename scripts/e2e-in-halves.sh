#!/bin/sh
# The browser suite in two halves side by side (Playwright's --shard), each against stacks of its own (E2E_PORT
# 100 apart: the sandboxes, renderers and nginx of one never see the other's tests), after one build for both
# (E2E_BUILT). One Playwright worker left a third of the two cores idle while it waited on pages and answers
# (vmstat: 20–49 % idle); two halves keep them busy (issue 62). Each half writes its own results folder.
# Arguments (a spec, a project) go to both halves.
. "$(dirname "$0")/lib/side-by-side.sh"
npm run build || exit 1
half() {
  printf 'E2E_BUILT=1 E2E_PORT=%s npx playwright test --shard=%s/2 --output=test-results/half-%s' \
    $((8181 + ($1 - 1) * 100)) "$1" "$1"
}
args=''
for arg in "$@"; do args="$args '$(printf '%s' "$arg" | sed "s/'/'\\\\''/g")'"; done
side_by_side 'the browser suite, half 1 of 2' "$(half 1)$args" 'the browser suite, half 2 of 2' "$(half 2)$args"
