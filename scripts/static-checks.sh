#!/bin/sh
# npm test's checks that wait on no clock, side by side: the type check and lint each keep one core busy (tsc 20 s,
# ESLint then Prettier under a minute cold), so on two cores both are done in the time of the longer (issue 62).
. "$(dirname "$0")/lib/side-by-side.sh"
echo 'npm test: the type check and lint, side by side'
side_by_side 'the type check (npm run typecheck)' 'npm run --silent typecheck' \
  'lint (npm run lint)' 'npm run --silent lint'
