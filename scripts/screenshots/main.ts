import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildSandbox } from '../../sandbox/host/app';
import { newControlSecret } from '../../sandbox/host/control-secret';
import playwrightConfig from '../../playwright.config';
import { drawAs, type Drawn } from './draw';
import { pictures, SCREENS, WIDTHS, type Who } from './screens';

/**
 * `npm run screenshots`: builds the portal, serves it with a fresh sandbox on a port of its own and draws every
 * screen of screens.ts at 390 and 1280 px, as a visitor and as the demo accounts each lists, into
 * docs/screenshots/ (docs/screenshots.md). A full run removes the folder's pictures it did not draw.
 *
 * `--only home,login` draws those screens alone (and removes nothing); `--skip-build` (or
 * SCREENSHOTS_SKIP_BUILD=1) takes the dist/ already there; `--out <folder>` writes elsewhere; SCREENSHOTS_PORT
 * picks the port (by default one the system gives); CHROMIUM_PATH the browser.
 */
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/screenshots' },
  },
});
const only = values.only?.split(',').filter(Boolean);
const unknown = only?.filter((name) => !SCREENS.some(({ screen }) => screen === name)) ?? [];
if (unknown.length > 0)
  throw new Error(`No screen named ${unknown.join(', ')} in scripts/screenshots/screens.ts.`);
const screens = only ? SCREENS.filter(({ screen }) => only.includes(screen)) : SCREENS;
const folder = values.out;
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

if (values['skip-build'] || process.env.SCREENSHOTS_SKIP_BUILD === '1') console.error('build skipped');
else {
  console.error('npm run build …');
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('The build failed.');
}
if (!existsSync('dist/index.html')) throw new Error('No dist/: run without --skip-build.');

const database = mkdtempSync(join(tmpdir(), 'necs-screenshots-'));
const controlSecret = newControlSecret();
const app = await buildSandbox({
  dbFile: join(database, 'sandbox.sqlite'),
  staticDir: 'dist',
  controlSecret,
});
const origin = await app.listen({ port: Number(process.env.SCREENSHOTS_PORT ?? 0), host: '127.0.0.1' });
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const browser = await chromium.launch({
  executablePath,
  args: playwrightConfig.use?.launchOptions?.args ?? [],
});
console.error(`${origin}, ${browser.version()}, ${pictures(screens).length} pictures into ${folder}/`);

const results: Drawn[] = [];
try {
  mkdirSync(folder, { recursive: true });
  const stage = { browser, origin, controlSecret, folder };
  const people = [...new Set(screens.flatMap((screen) => screen.as))] as Who[];
  // The screens that change the sandbox (a draft saved, a session ended) come after all the others, so that
  // a partial run (--only) draws what a full one does.
  for (const alone of [false, true])
    for (const width of WIDTHS)
      for (const who of people) {
        const theirs = screens.filter(
          (screen) =>
            Boolean(screen.alone) === alone &&
            screen.as.includes(who) &&
            (screen.widths ?? WIDTHS).includes(width),
        );
        if (theirs.length === 0) continue;
        await drawAs(stage, who, width, theirs, (result) => {
          results.push(result);
          console.error(
            result.error
              ? `FAILED ${result.file}: ${result.error}`
              : `${result.file} ${result.seconds?.toFixed(1)} s`,
          );
        });
      }
} finally {
  await browser.close();
  await app.close();
  rmSync(database, { recursive: true, force: true });
}

const failed = results.filter((result) => result.error);
const made = new Set(results.filter((result) => !result.error).map((result) => result.file));
if (!only && failed.length === 0)
  for (const old of readdirSync(folder).filter((file) => file.endsWith('.png') && !made.has(file))) {
    rmSync(join(folder, old));
    console.error(`removed ${old}: no screen draws it`);
  }
const bytes = readdirSync(folder)
  .filter((file) => file.endsWith('.png'))
  .reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
console.log(
  `${made.size} pictures in ${seconds()}; ${folder}/ holds ${(bytes / 1024 / 1024).toFixed(1)} MB of PNG` +
    (failed.length > 0 ? `; ${failed.length} FAILED: ${failed.map((result) => result.file).join(', ')}` : ''),
);
process.exitCode = failed.length > 0 ? 1 : 0;
