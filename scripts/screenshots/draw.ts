import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { CONTROL_SECRET_HEADER } from '../../sandbox/host/control-secret';
import type { Scene } from './actions';
import { fileName, REFUSED, type Screen, type Who, type Width } from './screens';

/**
 * The moment every picture is taken at, by the page's clock (it runs on from there): the sandbox's data is
 * dated around it ("today being late 2026"), so relative dates read the same in every run.
 */
const PAGE_TIME = new Date('2026-11-26T10:00:00+01:00');

export interface Stage {
  readonly browser: Browser;
  readonly origin: string;
  readonly controlSecret: string;
  readonly folder: string;
}

/** A browser as a person at this width would have it: a phone's touch screen, or a desktop's window. */
async function openContext(stage: Stage, width: Width): Promise<BrowserContext> {
  const phone = width < 960;
  const context = await stage.browser.newContext({
    baseURL: stage.origin,
    viewport: { width, height: phone ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
    // The service worker would answer navigations from the device; each picture shows what the network sends.
    serviceWorkers: 'block',
  });
  await context.clock.install({ time: PAGE_TIME });
  return context;
}

/** Through the login screen, as a person logs in; refused accounts (REFUSED) stay visitors. */
async function logIn(page: Page, who: Who): Promise<void> {
  if (who === 'visitor' || REFUSED.includes(who)) return;
  const account = demoAccount(who);
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(account.mail);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible({
    timeout: 15_000,
  });
}

/** Network quiet, nothing loading, fonts and images in, two frames drawn. */
async function settle(page: Page, loaded = true): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A screen's or a list's own load (a language switch, the list after the page) may start after the page's:
  // its loading line (loading-overlay.tsx: a status led by the spinner) or a list marked busy says so.
  const loading = '[aria-busy="true"], div[role="status"] > span[aria-hidden="true"]:first-child';
  if (loaded) await expect(page.locator(loading)).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => image.addEventListener('loadend', done, { once: true })),
      ),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function shoot(page: Page, screen: Screen, path: string): Promise<void> {
  const options = { path, animations: 'disabled', caret: 'hide' } as const;
  if (screen.frame === 'header') await page.getByRole('banner').screenshot(options);
  else await page.screenshot({ ...options, fullPage: (screen.frame ?? 'page') === 'page' });
}

async function drawOne(stage: Stage, page: Page, screen: Screen, who: Who, width: Width): Promise<string> {
  const scene: Scene = {
    page,
    width,
    who,
    control: async (name, body = {}) => {
      const answer = await page.request.post(`/__sandbox/${name}`, {
        data: body,
        headers: { [CONTROL_SECRET_HEADER]: stage.controlSecret },
      });
      if (answer.status() !== 204)
        throw new Error(`The sandbox control ${name} answered ${answer.status()}.`);
    },
  };
  await page.goto(screen.path);
  await settle(page);
  await screen.act?.(scene);
  await settle(page, !screen.busy);
  // The pointer rests where the last click was: out of the way, so nothing under it shows its hover state.
  await page.mouse.move(0, 0);
  const file = fileName(screen, who, width);
  await shoot(page, screen, join(stage.folder, file));
  return file;
}

export interface Drawn {
  readonly file: string;
  readonly seconds?: number;
  readonly error?: string;
}

/**
 * One person at one width: the screens that leave everything as it was in one browser (one login), or else
 * each of the `alone` ones in a browser of its own. A screen that fails is reported and the rest are drawn.
 */
export async function drawAs(
  stage: Stage,
  who: Who,
  width: Width,
  screens: readonly Screen[],
  drawn: (result: Drawn) => void,
): Promise<void> {
  const groups = screens.some((screen) => screen.alone) ? screens.map((screen) => [screen]) : [screens];
  for (const group of groups.filter((list) => list.length > 0)) {
    const context = await openContext(stage, width);
    try {
      const page = await context.newPage();
      // A screen that never comes fails in seconds, not in Playwright's 30.
      page.setDefaultTimeout(10_000);
      await logIn(page, who);
      for (const screen of group) {
        const started = Date.now();
        try {
          const file = await drawOne(stage, page, screen, who, width);
          drawn({ file, seconds: (Date.now() - started) / 1000 });
        } catch (error) {
          // What the page showed when the step failed, to see why (not in the pictures' folder).
          const seen = join(tmpdir(), `failed-${fileName(screen, who, width)}`);
          await page.screenshot({ path: seen }).catch(() => undefined);
          drawn({
            file: fileName(screen, who, width),
            error: `${String(error).split('\n')[0]} (see ${seen})`,
          });
        }
      }
    } catch (error) {
      for (const screen of group)
        drawn({ file: fileName(screen, who, width), error: String(error).split('\n')[0] });
    } finally {
      await context.close();
    }
  }
}
