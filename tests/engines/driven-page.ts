import {
  describeTarget,
  FIRST_DRAWN_KEY,
  firstDrawnFrom,
  poll,
  wireTarget,
  type EnginePage,
  type Target,
} from './engine-page';
import { widthsInPage } from '../support/drawn-widths';
import { findInPage, HAS_QUERIES, isEnabledInPage, TESTING_LIBRARY_SOURCE } from './in-page-queries';

/**
 * What an engine's client does for a page, and no more: the few acts that differ between WebdriverIO (WebKit) and
 * Puppeteer (Firefox). Everything a journey asks on top of them (finding by role, waiting, reading what was first
 * drawn) is drivenPage's, once for every engine. `E` is the client's element (a WebdriverIO element, a Puppeteer
 * element handle).
 */
export interface PageDriver<E> {
  /** Opens an address and returns once the document has loaded. */
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs a script or a self-contained function in the page, with JSON values or the client's elements as its
   * arguments, and answers what it returns (JSON).
   */
  evaluate<T>(script: string | ((...args: never[]) => T), ...args: unknown[]): Promise<T>;
  /** Runs a self-contained function in the page that answers an element, or null. */
  evaluateElement(script: (...args: never[]) => Element | null, ...args: unknown[]): Promise<E | null>;
  /** Clicks the element through the engine's input. */
  click(element: E): Promise<void>;
  /** Focuses a text field and replaces its content with `text`, typed key by key. */
  fill(field: E, text: string): Promise<void>;
  /** Chooses the option at `index` of a `<select>`. */
  choose(select: E, index: number): Promise<void>;
  /** Types into whatever has focus. */
  type(text: string): Promise<void>;
  attachFile(input: E, file: string): Promise<void>;
  setWidth(width: number): Promise<void>;
  /** After every load: the page taken over (WebKit collects the errors its pages noted). */
  loaded(): Promise<void>;
  /** Uncaught errors and React's errors the page has reported so far. */
  readonly errors: readonly string[];
  close(): Promise<void>;
}

/** Set on a document about to be left, so the next one can be told from it. */
const LEFT_KEY = '__necsLeft';

/** A journey's page over an engine's client: the journeys' words, the same in every engine. */
export function drivenPage<E>(driver: PageDriver<E>, origin: string): EnginePage {
  const until = async (what: string, check: () => Promise<boolean>): Promise<void> => {
    await poll(what, async () => (await check()) || null);
  };

  const taken = async (): Promise<void> => {
    await until('the portal to take the page over', () =>
      driver.evaluate(() => document.documentElement.hasAttribute('data-ready')),
    );
    await driver.loaded();
  };

  /**
   * Navigates by `move` and waits for the portal on the new document: a client whose move returns before the
   * old document is gone would otherwise find the old one ready, and read what it first drew.
   */
  const inNewDocument = async (move: () => Promise<void>): Promise<void> => {
    await driver.evaluate((key: string) => {
      (window as unknown as Record<string, boolean>)[key] = true;
    }, LEFT_KEY);
    await move();
    await until('the new document', () =>
      driver.evaluate((key: string) => !(key in window), LEFT_KEY).catch(() => false),
    );
    await taken();
  };

  /** The target, once the page has it: the page may still be drawing, or between two documents. */
  const element = (target: Target): Promise<E> =>
    poll(describeTarget(target), async () => {
      if (!(await driver.evaluate(HAS_QUERIES))) await driver.evaluate(TESTING_LIBRARY_SOURCE);
      return driver.evaluateElement(findInPage, wireTarget(target));
    });

  /** Centred first: the sticky header covers what a driver scrolls just into view. */
  const centre = (found: E) =>
    driver.evaluate((node: Element) => node.scrollIntoView({ block: 'center' }), found);

  return {
    get errors() {
      return driver.errors;
    },
    goto: (path) => inNewDocument(() => driver.navigate(new URL(path, origin).href)),
    reload: () => inNewDocument(() => driver.reload()),
    async unkept() {
      await driver.evaluate(() => addEventListener('unload', () => undefined));
    },
    // The page's own history.back(), the same in every engine: Puppeteer's goBack over Firefox's BiDi waited
    // for a load it was never told of. Done once the address is the previous one and the portal has it.
    async back() {
      const leaving = await driver.evaluate(() => location.href);
      await driver.evaluate(() => history.back());
      await until('the previous address', async () =>
        driver.evaluate((left: string) => location.href !== left, leaving).catch(() => false),
      );
      await taken();
    },
    setWidth: (width) => driver.setWidth(width),
    async click(target) {
      // Found and clicked again when React replaced the element in between (taking a drawn page over, or
      // drawing it in another language): the engine then says the node is gone or not clickable.
      await poll(`a click on ${describeTarget(target)}`, async () => {
        const found = await element(target);
        if (!(await driver.evaluate(isEnabledInPage, found))) return null;
        await centre(found);
        await driver.click(found);
        return true;
      });
    },
    async fill(target, text) {
      const field = await element(target);
      await centre(field);
      await driver.fill(field, text);
    },
    async choose(target, label) {
      const select = await element(target);
      const index = await driver.evaluate(
        (list: HTMLSelectElement, wanted: string) =>
          [...list.options].findIndex((option) => option.label === wanted),
        select,
        label,
      );
      if (index < 0) throw new Error(`No option "${label}" in ${describeTarget(target)}`);
      await centre(select);
      await driver.choose(select, index);
    },
    type: (text) => driver.type(text),
    drawnWidths: (texts) => driver.evaluate(widthsInPage, texts),
    attachFile: async (target, file) => driver.attachFile(await element(target), file),
    waitForText: (text) =>
      until(`the text "${text}"`, () =>
        driver.evaluate((wanted: string) => document.body.innerText.includes(wanted), text),
      ).catch(async (error: unknown) => {
        // What the page said instead, so a failure in CI can be read without a screenshot.
        const main = await driver
          .evaluate(() => document.querySelector('main')?.innerText ?? '')
          .catch(() => '');
        throw new Error(
          `${String(error)}; the page's main part read: ${main.slice(0, 400).replace(/\s+/g, ' ')}`,
        );
      }),
    async waitForValue(target, value) {
      const field = await element(target);
      await until(
        `${describeTarget(target)} to read "${value}"`,
        async () => (await driver.evaluate((input: HTMLInputElement) => input.value, field)) === value,
      );
    },
    // Asked of the page: Firefox ESR 140's BiDi tells its client of no move the app makes itself
    // (history.pushState), so the client's own address stayed at the login form while the page showed the
    // member area.
    waitForPath: (path) =>
      until(`the address ${String(path)}`, async () => {
        const pathname = await driver.evaluate(() => location.pathname);
        return typeof path === 'string' ? pathname === path : path.test(pathname);
      }),
    firstDrawn: async () =>
      firstDrawnFrom(
        await driver.evaluate(
          (key: string) => (window as unknown as Record<string, unknown>)[key] ?? null,
          FIRST_DRAWN_KEY,
        ),
      ),
    close: () => driver.close(),
  };
}
