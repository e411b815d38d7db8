import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  describeTarget,
  FIRST_DRAWN_KEY,
  firstDrawnFrom,
  noteFirstDrawn,
  poll,
  REACT_ERROR,
  wireTarget,
  type EnginePage,
  type Target,
} from './engine-page';
import { findInPage, HAS_QUERIES, isEnabledInPage, TESTING_LIBRARY_SOURCE } from './in-page-queries';

/** Debian's firefox-esr. Playwright's Firefox needs its own patched build, which cannot be downloaded here. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/lib/firefox-esr/firefox-esr';

/**
 * The oldest Firefox the journeys run in: ESR 140, which Debian bookworm's mirror serves, with what its WebDriver
 * BiDi lacks worked around here (docs/engines.md, "Firefox ESR 140"): no \`emulation.setScreenOrientationOverride\`
 * (widthOf), no word to Puppeteer of the app's own moves (waitForPath asks the page), and an error a preload
 * script draws (PRELOAD_ARTEFACT). They were written against ESR 153, which has none of these faults.
 */
const OLDEST_FIREFOX = 140;
const FIRST_WITHOUT_ESR_140_FAULTS = 153;

/**
 * Before ESR 153, a page with any preload script, even an empty one (\`'void 0'\`), reports this uncaught error
 * now and then, with no stack; with no preload script, none (probed on 2026-11-25 with evaluateOnNewDocument).
 * It is BiDi's, not the page's: the page's own code has no object it could be denied. Left out of the errors
 * there, and only there; every other one still fails the journey.
 */
const PRELOAD_ARTEFACT = /^Error: (Error: )?Permission denied to access property "length"$/;

function firefoxMajor(): number {
  const version = /Firefox (\d+)/.exec(execFileSync(FIREFOX_PATH, ['--version'], { encoding: 'utf8' }));
  return Number(version?.[1] ?? 0);
}

/**
 * Whether this machine's Firefox can run the journeys; an older one is left out with a notice saying so, and
 * `REQUIRE_FIREFOX=1` makes that a failure instead.
 */
export function firefoxIsSupported(): boolean {
  const major = firefoxMajor();
  if (major >= OLDEST_FIREFOX) return true;
  const notice = `Firefox ${major || '(unknown)'} at ${FIREFOX_PATH} is older than ${OLDEST_FIREFOX}: the Firefox journeys are left out.`;
  if (process.env.REQUIRE_FIREFOX === '1') throw new Error(notice);
  console.warn(`⚠ ${notice}`);
  return false;
}

/**
 * Firefox over WebDriver BiDi, driven by Puppeteer: Playwright 1.65 speaks BiDi too but asks ESR 153 for a
 * command it does not have yet (`emulation.setMediaFeaturesOverride`), so Puppeteer it is.
 */
export async function launchFirefox(): Promise<{
  open(origin: string): Promise<EnginePage>;
  close(): Promise<void>;
}> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The desktop width the journeys are written for, as the window's own size: Puppeteer's setViewport also
    // sets a screen orientation, a command Firefox ESR 140 (Debian's today) does not have, and its refusal went
    // unhandled. Every context's window opens at this size.
    defaultViewport: null,
    args: ['--width=1280', '--height=900'],
  });
  const preloadArtefact = firefoxMajor() < FIRST_WITHOUT_ESR_140_FAULTS ? PRELOAD_ARTEFACT : null;
  return {
    async open(origin) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument(noteFirstDrawn, FIRST_DRAWN_KEY);
      return firefoxPage(page, origin, preloadArtefact, () => context.close());
    },
    close: () => browser.close(),
  };
}

/**
 * Puppeteer sets the viewport and a screen orientation together, in parallel; Firefox ESR 140 (Debian's today)
 * has no \`emulation.setScreenOrientationOverride\` and refuses that half at once, before the viewport has
 * taken: the page's own width, once it has, says the half that matters went through.
 */
async function widthOf(page: Page, width: number): Promise<void> {
  const setting = page.setViewport({ width, height: 900 });
  await setting.catch(async (error: unknown) => {
    if (!/setScreenOrientationOverride/.test(String(error))) throw error;
    await poll(`the page ${width} px wide`, async () =>
      (await page.evaluate(() => window.innerWidth)) === width ? true : null,
    );
  });
}

function firefoxPage(
  page: Page,
  origin: string,
  preloadArtefact: RegExp | null,
  closeContext: () => Promise<void>,
): EnginePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    if (!preloadArtefact?.test(String(error))) errors.push(`uncaught: ${String(error)}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && REACT_ERROR.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });

  // Polled from here: Puppeteer's waitForFunction builds its predicate with \`new Function\` in the page, which
  // the portal's CSP refuses in Firefox ESR 140 (an uncaught EvalError on every wait).
  const taken = () =>
    poll('the page taken over', async () =>
      (await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))) ? true : null,
    );

  /** The target, once the page has it: the page may still be drawing, or between two documents. */
  const element = (target: Target): Promise<ElementHandle<Element>> =>
    poll(describeTarget(target), async () => {
      if (!(await page.evaluate(HAS_QUERIES))) await page.evaluate(TESTING_LIBRARY_SOURCE);
      return (
        await page.evaluateHandle(findInPage, wireTarget(target))
      ).asElement() as ElementHandle<Element> | null;
    });

  const until = async (what: string, check: () => Promise<boolean>): Promise<void> => {
    await poll(what, async () => (await check()) || null);
  };

  return {
    errors,
    async goto(path) {
      await page.goto(new URL(path, origin).href);
      await taken();
    },
    async reload() {
      await page.reload();
      await taken();
    },
    setWidth: (width) => widthOf(page, width),
    async click(target) {
      // Found and clicked again when React replaced the element in between (taking a drawn page over, or
      // drawing it in another language): Firefox then says the node "is either not clickable or not an Element".
      await poll(`a click on ${describeTarget(target)}`, async () => {
        const found = await element(target);
        if (!(await found.evaluate(isEnabledInPage))) return null;
        // Centred first: Puppeteer's own scrolling over BiDi left some links under the sticky header in Firefox.
        await found.evaluate((node) => node.scrollIntoView({ block: 'center' }));
        await found.click();
        return true;
      });
    },
    async fill(target, text) {
      const field = await element(target);
      await field.click();
      await field.evaluate((input) => (input as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    async choose(target, label) {
      const select = await element(target);
      const value = await select.evaluate(
        (list, wanted) =>
          [...(list as HTMLSelectElement).options].find((option) => option.label === wanted)?.value,
        label,
      );
      if (value === undefined) throw new Error(`No option "${label}" in ${describeTarget(target)}`);
      await select.select(value);
    },
    type: (text) => page.keyboard.type(text),
    async attachFile(target, file) {
      await ((await element(target)) as ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    waitForText: (text) =>
      until(`the text "${text}"`, () =>
        page.evaluate((wanted) => document.body.innerText.includes(wanted), text),
      ).catch(async (error: unknown) => {
        // What the page said instead, so a failure in CI can be read without a screenshot.
        const main = await page
          .evaluate(() => document.querySelector('main')?.innerText ?? '')
          .catch(() => '');
        throw new Error(
          `${String(error)}; the page's main part read: ${main.slice(0, 400).replace(/\s+/g, ' ')}`,
        );
      }),
    waitForValue: async (target, value) => {
      const field = await element(target);
      await until(
        `${describeTarget(target)} to read "${value}"`,
        async () => (await field.evaluate((input) => (input as HTMLInputElement).value)) === value,
      );
    },
    // Asked of the page: Firefox ESR 140's BiDi tells Puppeteer of no move the app makes itself (history.pushState),
    // so page.url() stayed at the login form while the page showed the member area.
    waitForPath: (path) =>
      until(`the address ${String(path)}`, async () => {
        const pathname = await page.evaluate(() => location.pathname).catch(() => null);
        if (pathname === null) return false;
        return typeof path === 'string' ? pathname === path : path.test(pathname);
      }),
    firstDrawn: async () =>
      firstDrawnFrom(
        await page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], FIRST_DRAWN_KEY),
      ),
    close: closeContext,
  };
}
