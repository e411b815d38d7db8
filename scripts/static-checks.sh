#!/bin/sh
# npm test's checks that wait on no clock, side by side: the type check and lint each keep one core busy (tsc 20 s,
# ESLint then Prettier under a minute cold), so on two cores both are done in the time of the longer (issue 62).
# Each one's output is printed whole, the type check's first, once both are done; either one's failure fails it.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT INT TERM
echo 'npm test: the type check and lint, side by side'
npm run --silent typecheck >"$scratch/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$scratch/lint" 2>&1 &
lint=$!
wait "$typecheck"
typechecked=$?
wait "$lint"
linted=$?
cat "$scratch/typecheck" "$scratch/lint"
[ "$typechecked" -eq 0 ] || echo "npm test: the type check failed (npm run typecheck)"
[ "$linted" -eq 0 ] || echo "npm test: lint failed (npm run lint)"
[ "$typechecked" -eq 0 ] && [ "$linted" -eq 0 ]
