#!/bin/sh
# npm test's checks that wait on no clock, on both cores (issue 62): ESLint on one (half a minute cold); on the
# other the type check (TypeScript 7's native compiler, under 10 s) then Prettier's check (half a minute cold).
# The type check is TypeScript 7's, the same checker as the TypeScript 6 that typescript-eslint and editors load
# (it has no JavaScript API yet) in a third of the time; both read tsconfig.json (docs/ci.md).
. "$(dirname "$0")/lib/side-by-side.sh"
echo 'npm test: the type check then the formatting, beside ESLint'
side_by_side 'the type check then the formatting (npm run typecheck, npm run format:check)' \
  'npm run --silent typecheck && npm run --silent format:check' \
  'ESLint (npm run lint:code)' 'npm run --silent lint:code'
