#!/bin/sh
# npm test's Vitest run, readable where it is read. In a terminal: a dot per test, in colour. In a log (CI, a
# file, a pipe), where Vitest would wrap every dot in colour codes (it colours whether or not it writes to a
# terminal): one plain line per test file, with its count and its slow tests, and no colour (NO_COLOR).
if [ -t 1 ]; then
  exec npx vitest run --reporter=dot "$@"
fi
NO_COLOR=1 exec npx vitest run --reporter=default "$@"
