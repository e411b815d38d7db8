import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CONTROL_SECRET_ENV, newControlSecret } from './sandbox/host/control-secret';
import { E2E_PORT_OFFSETS, e2eBasePort } from './scripts/e2e-ports';

/**
 * Workers, each against stacks of its own (scripts/e2e-ports.ts): three on two cores, since a test waits as much
 * as it works (a page's answers, an assertion's next poll, a 4x-throttled processor). The whole suite on this
 * machine, quiet: 756 s in two workers, 554 s in three, 590 s in four (issue 62). Each worker takes the next test
 * file as it finishes one, so all finish together. `E2E_WORKERS=1` starts one set (to run a single file).
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);
/** This worker's first port (in the runner, the first worker's): this file is loaded again in each worker. */
const port = e2eBasePort();
/**
 * The test controls' secret for this run, handed to the servers below and, through the environment the
 * workers inherit (they load this file again and keep it), to tests/e2e/support/accounts.ts.
 */
const controlSecret = (process.env[CONTROL_SECRET_ENV] ??= newControlSecret());
/**
 * The sandboxes' password hashes at a low scrypt cost, as in Vitest's `node` project (sandbox/drupal/passwords.ts):
 * every login of every test checked one at 50 ms of processor, and every fresh database hashed seven; a fifth of
 * a stack's work on a member's journeys. What the browser tests show of a login does not hang on the cost; the
 * bench measures the login's timing at the real one. Set here, it reaches the stacks and the workers alike.
 */
process.env.SANDBOX_PASSWORD_COST ??= '16';
const at = (offset: number) => `http://localhost:${port + offset}`;
const baseURL = at(E2E_PORT_OFFSETS.site);
/** The same portal against a sandbox that answers as a stock Drupal would (docs/wire-drupal.md). */
const coreBaseURL = at(E2E_PORT_OFFSETS.core);
/** The same build served by Debian's nginx with deploy/nginx.conf, the sandbox behind it on the port after. */
const nginxBaseURL = at(E2E_PORT_OFFSETS.nginx);
/** The production stack again, before a sandbox playing a stock Drupal. */
const nginxCoreBaseURL = at(E2E_PORT_OFFSETS.nginxCore);

/**
 * Debian's chromium-headless-shell: the same Blink as /usr/bin/chromium in Chromium's headless-only build, the
 * one Playwright itself runs headless tests in. It draws the same pages with well under half the processor
 * time (measured here: a fresh context, the login screen and a login took 1.7 s of CPU in the full browser,
 * 0.7 s in the shell), and the browser tests are bound by the processor on a 2-core machine.
 */
const E2E_CHROMIUM = '/usr/bin/chromium-headless-shell';

/**
 * The journeys that must hold against a stock Drupal too: a visitor's, a member's, the remote systems'; of them,
 * those tagged STOCK_DRUPAL_TOO (tests/e2e/support/drupal-mode.ts), whose outcome a stock Drupal's answers change.
 * With nginx they run once, against a stock Drupal through nginx (`nginx-core-drupal`), as the conversations do:
 * the association's Drupal answers the same calls in its own shape, which the ports' contract suites hold in
 * both modes, and the browser's side is the same. Without nginx, in `desktop` and again in `desktop-core-drupal`.
 */
const BOTH_DRUPALS =
  /(public-site|accounts|remote-systems|working-groups|content-languages|proposal-call-texts|proposal-season)\.spec\.ts$/;
/**
 * The members' conversations (issues 51 and 61) hold in both Drupal modes and through nginx: those tagged
 * CORE_THROUGH_NGINX (tests/e2e/support/drupal-mode.ts: where a stock Drupal's answers or nginx change what a
 * member meets) run against the core-mode sandbox through nginx (`nginx-core-drupal`), the others against the
 * site-mode one directly (`desktop`); without nginx, all of them in `desktop`.
 */
const CONVERSATIONS = /conversation-[\w-]+\.spec\.ts$/;
/** A proposal's versions between two devices (issue 73), tagged CORE_THROUGH_NGINX the same way. */
const PROPOSAL_VERSIONS = /proposal-season\.spec\.ts$/;

/**
 * Needs Debian's nginx, which .ci/run installs. On a machine without it the project and its server are left out
 * with a notice; in CI (`CI` set) they stay, so a missing nginx fails the run instead of passing unnoticed.
 */
const withNginx = existsSync('/usr/sbin/nginx') || Boolean(process.env.CI);
/**
 * Specs whose subject is the browser's side alone (the take-over of a drawn page, tabs hearing each other, what
 * the device keeps for the next account): the same whichever server drew the page, so they run once, through
 * nginx, where a page may also come from its cache; without nginx, in `desktop`. The sandbox's own answers'
 * headers are tests/sandbox's (proposal-answers-not-kept.test.ts).
 */
const BROWSER_SIDE_EDGES =
  /edge-(chosen|typed)-before-takeover|edge-logout-(other-tab|leaves-no-cache)|edge-next-account-reads-nothing/;
/**
 * A visitor's site and feeds as the association serves them, through nginx and its page cache (`nginx`, the
 * site-mode Drupal behind it), once: the sandbox serves the same pages to nginx as to `desktop`, and what it
 * answers a raw request is tests/sandbox's. A stock Drupal's public site is `nginx-core-drupal`'s.
 */
const THROUGH_NGINX_ONCE = /(public-site|feeds)\.spec\.ts$/;
if (!withNginx) {
  console.warn(
    'No nginx (apt-get install -y nginx libnginx-mod-http-brotli-static): the nginx project is skipped.',
  );
}
const nginxProject = {
  name: 'nginx',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: nginxBaseURL },
  testMatch: /(public-site|production-serving|readme-paths|feeds|page-cache[\w-]*|edge-[\w-]*)\.spec\.ts$/,
};
const nginxCoreProject = {
  name: 'nginx-core-drupal',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: nginxCoreBaseURL },
  testMatch: [CONVERSATIONS, PROPOSAL_VERSIONS, BOTH_DRUPALS],
  grep: /@core-through-nginx|@stock-drupal-too/,
};
const nginxStack = (drupal: 'site' | 'core', stacks: number) => ({
  command: `npx tsx scripts/serve-nginx-e2e.ts --drupal ${drupal}`,
  url: `http://localhost:${stacks + E2E_PORT_OFFSETS[drupal === 'core' ? 'nginxCore' : 'nginx']}/config.json`,
  env: { E2E_PORT: String(stacks) },
});

/**
 * One worker's stacks, from its first port. The first worker's portal builds dist/ first (unless E2E_BUILT says
 * it is built), which every other server then serves, the nginx stacks included.
 */
const workerStacks = (stacks: number, build: boolean) => [
  {
    command: build ? 'npm run serve:e2e' : 'npx tsx scripts/serve-e2e.ts',
    url: `http://localhost:${stacks + E2E_PORT_OFFSETS.core}/config.json`,
    env: { E2E_PORT: String(stacks) },
    first: build,
  },
  ...(withNginx ? [nginxStack('site', stacks), nginxStack('core', stacks)] : []),
];
const building = !process.env.E2E_BUILT;

/**
 * Browser tests in Debian's Chromium against the built portal served by the sandbox, as `npm start` serves
 * it, in both of the sandbox's Drupal modes, and through Debian's nginx with deploy/nginx.conf (`nginx`). Each
 * run starts from fresh sandbox databases so that flood control and proposals start clean.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A guard against a test that hangs, not a goal: a journey of 20-odd s on a quiet machine (the axe runs of
  // accessibility.spec.ts, a member's screens in one language) met 30 s beside other work, and failed for it.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The portal's service worker answers navigations from the device (docs/offline.md), where page.route and
    // the page cache's tests could not see them: kept out, except in the specs about it (offline.spec.ts).
    serviceWorkers: 'block',
    // Recording a trace costs a quarter of the run's time, so only a retried test (CI retries once) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: [
        /phone|page-cache|edge-nginx/,
        ...(withNginx ? [BROWSER_SIDE_EDGES, THROUGH_NGINX_ONCE] : []),
      ],
      // The journeys tagged for nginx-core-drupal run there alone: the association's Drupal answers the same calls
      // in its own shape, which the ports' contract suites hold in both modes; the browser's side is the same.
      ...(withNginx ? { grepInvert: /@core-through-nginx|@stock-drupal-too/ } : {}),
    },
    // Without nginx, the journeys tagged STOCK_DRUPAL_TOO again, against a stock Drupal.
    ...(withNginx
      ? []
      : [
          {
            name: 'desktop-core-drupal',
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 900 },
              baseURL: coreBaseURL,
            },
            testMatch: BOTH_DRUPALS,
            grep: /@stock-drupal-too/,
          },
        ]),
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /phone/ },
    ...(withNginx ? [nginxProject, nginxCoreProject] : []),
  ],
  // Every worker's stacks side by side (scripts/serve-e2e-stacks.ts), where Playwright would start them one
  // after the other: the first worker's portal first when it builds dist/, which the others serve.
  webServer: {
    command: 'npx tsx scripts/serve-e2e-stacks.ts',
    wait: { stdout: /e2e stacks ready/ },
    timeout: building ? 240_000 : 90_000,
    reuseExistingServer: false,
    env: {
      E2E_STACKS: JSON.stringify(
        Array.from({ length: workers }, (_, worker) =>
          workerStacks(e2eBasePort(worker), worker === 0 && building),
        ).flat(),
      ),
      E2E_STACKS_TIMEOUT_MS: String(building ? 180_000 : 60_000),
      [CONTROL_SECRET_ENV]: controlSecret,
    },
    // So every stack stops, nginx's with its temporary folder removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
