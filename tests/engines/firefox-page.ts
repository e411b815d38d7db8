import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser, type ElementHandle, type JSHandle, type Page } from 'puppeteer-core';
import { drivenPage, type PageDriver } from './driven-page';
import { FIRST_DRAWN_KEY, noteFirstDrawn, poll, REACT_ERROR, type EnginePage } from './engine-page';

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

/**
 * Firefox's word, in the console of a page being left, for a request of it the service worker was still
 * answering (from its cache: the precached code) when the move to the next address cancelled it. The page that
 * needed the file never hears of it; code a page on screen cannot load still fails the journey, as the import
 * that fails (an uncaught error, or React's) or as a page that is never taken over (goto waits for \`data-ready\`).
 */
const CANCELLED_ON_LEAVING =
  /^Error: Failed to load ‘[^’]+’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

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
 * Firefox over its own WebDriver BiDi, driven by Puppeteer. WebdriverIO, WebKit's client here, reaches Firefox
 * only through geckodriver, which Debian 12 does not ship (docs/engines.md, "Why two clients"); Playwright 1.65
 * speaks BiDi too but asks ESR 153 for a command it does not have yet (`emulation.setMediaFeaturesOverride`).
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
      return drivenPage(
        firefoxDriver(page, preloadArtefact, () => context.close()),
        origin,
      );
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

function firefoxDriver(
  page: Page,
  preloadArtefact: RegExp | null,
  closeContext: () => Promise<void>,
): PageDriver<ElementHandle<Element>> {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    const said = String(error);
    if (!preloadArtefact?.test(said) && !CANCELLED_ON_LEAVING.test(said)) errors.push(`uncaught: ${said}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && REACT_ERROR.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return {
    errors,
    navigate: (url) => page.goto(url).then(() => undefined),
    reload: () => page.reload().then(() => undefined),
    // Polled by drivenPage, never with Puppeteer's waitForFunction: it builds its predicate with `new Function`
    // in the page, which the portal's CSP refuses in Firefox ESR 140 (an uncaught EvalError on every wait).
    evaluate: (script, ...args) => page.evaluate(script as never, ...(args as never[])),
    async evaluateElement(script, ...args) {
      const handle: JSHandle = await page.evaluateHandle(script as never, ...(args as never[]));
      return handle.asElement() as ElementHandle<Element> | null;
    },
    click: (element) => element.click(),
    async fill(field, text) {
      await field.click();
      await field.evaluate((input) => (input as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    async choose(select, index) {
      await select.select(
        await select.evaluate((list, at) => (list as HTMLSelectElement).options[at]!.value, index),
      );
    },
    type: (text) => page.keyboard.type(text),
    attachFile: (input, file) => (input as ElementHandle<HTMLInputElement>).uploadFile(file),
    setWidth: (width) => widthOf(page, width),
    loaded: async () => undefined,
    close: closeContext,
  };
}
