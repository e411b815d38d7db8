#!/bin/sh
# The checks .ci/run runs one after another beside the deploy path, which leaves part of the two cores idle
# while it waits on restarts, health checks and readers (issue 62): each prints its seconds. dist/ is built.
# The deploy path's readers measure what two renderers carry while one restarts, so nothing runs beside them
# (scripts/deploy-path/beside-signals.ts): the checks below pause for them, before the action path and the
# browsers, through files in DEPLOY_PATH_SIGNALS (unset: no pause).
set -e
timed() {
  name=$1
  shift
  started=$(date +%s)
  "$@"
  echo "beside the deploy path: $name in $(($(date +%s) - started)) s"
}
signal() {
  if [ -n "${DEPLOY_PATH_SIGNALS:-}" ]; then : >"$DEPLOY_PATH_SIGNALS/$1"; fi
}
# At most ten minutes: the deploy path says `readers-done` whenever it ends, so a longer wait is its hang.
pause_for_the_readers() {
  signal beside-paused
  [ -n "${DEPLOY_PATH_SIGNALS:-}" ] || return 0
  started=$(date +%s)
  tries=0
  while [ ! -e "$DEPLOY_PATH_SIGNALS/readers-done" ] && [ "$tries" -lt 2400 ]; do
    sleep 0.25
    tries=$((tries + 1))
  done
  echo "beside the deploy path: paused $(($(date +%s) - started)) s for its readers"
}
# A check that fails ends the script: the readers need not wait for the rest.
trap 'signal beside-paused' EXIT

# Issue 53: the alert rules as Prometheus reads them, a test per alert; Alertmanager paging each alert within a
# minute of firing (issue 82); nginx's status through Debian's exporter; the pages' probe and the file systems
# through its blackbox and node exporters;
# the TLS server block against a self-signed certificate (docs/runbook.md, docs/deploy.md section 6).
timed 'the alert rules' scripts/monitoring/check-rules.sh
timed 'pages through Alertmanager' npx tsx scripts/monitoring/try-alertmanager-pages.ts
timed "nginx's status through the exporter" npx tsx scripts/monitoring/try-nginx-status.ts
timed 'pages, certificate and disks through the blackbox and node exporters' npx tsx scripts/monitoring/try-probes.ts
timed 'the TLS server block' npx tsx scripts/edge/check-tls.ts

# Issue 83: the tests of the build itself (tests/built/: the chunks in dist/ and dist-server/, `npm run
# preview:nginx` over them), which need the build that `npm test` runs before: browser tests until then, only
# because the browser suite's server made the build.
timed 'the tests of the build (tests/built)' npx vitest run --config tests/built/vitest.config.ts

# Issue 62: the mutation run as docs/mutation-testing.md has a maintainer start it, over one small file: Stryker's
# initial run of every domain and application test under its own Vitest setup must pass, which it once did not.
timed 'npm run test:mutation:one' npm run test:mutation:one

pause_for_the_readers

# Issue 17: each traced action runs at most 25 files from the button to the request and back, and no wiring.
# After the readers: the checks before them took longer than the deploy path's build and first release (the
# readers waited up to 8 s for them), and the deploy path's part after the readers leaves time to spare.
timed 'npm run action-path' npm run action-path

# The journeys in Firefox and WebKit (tests/engines/: Debian's firefox-esr through Puppeteer over WebDriver BiDi,
# WebKitGTK's MiniBrowser through WebdriverIO and WebKitWebDriver), on the dist/ the browser suite serves next.
timed 'the journeys in Firefox and WebKit' npx tsx tests/engines/main.ts
