import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { remote } from 'webdriverio';
import { drivenPage, type PageDriver } from './driven-page';
import { poll, type EnginePage } from './engine-page';
import { ERRORS_KEY, takeNoted } from './webkit-error-collector';

/** Debian's WebKitGTK MiniBrowser (package webkit2gtk-driver brings it and WebKitWebDriver). */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4444);
/** Longer than any command of a journey takes (a page's load included), far shorter than CI's limit. */
const COMMAND_LIMIT_MS = 60_000;

/**
 * WebKit (Safari's engine) as Debian ships it for Linux: WebKitGTK's MiniBrowser under Xvfb, driven over classic
 * W3C WebDriver by `WebKitWebDriver`, through WebdriverIO. Each journey opens a session of its own, that is a
 * fresh MiniBrowser with an ephemeral store: no cookie or storage from the previous journey.
 */
export async function launchWebKit(): Promise<{
  open(origin: string): Promise<EnginePage>;
  close(): Promise<void>;
}> {
  let driver: { stop(): Promise<void> } | null = null;
  /**
   * A new session, that is a new MiniBrowser, from a driver and an Xvfb of its own. With one driver for every
   * journey, its sixth session went unanswered in two of four CI runs: no MiniBrowser came up, and the journey
   * waited out the command's limit, a minute. After that limit the driver is started afresh and asked once more.
   */
  const newSession = async (): Promise<WebdriverIO.Browser> => {
    await driver?.stop();
    driver = await startDriver();
    try {
      return await session();
    } catch (error) {
      console.warn(`WebKit: no new session (${String(error)}); starting the driver afresh.`);
      await driver.stop();
      driver = await startDriver();
      return session();
    }
  };
  return {
    async open(origin) {
      const page = drivenPage(webkitDriver(await newSession()), origin);
      await page.setWidth(1280);
      return page;
    },
    close: async () => driver?.stop(),
  };
}

/** WebKitWebDriver under its own Xvfb, once it listens. */
async function startDriver(): Promise<{ stop(): Promise<void> }> {
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${DRIVER_PORT}`],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let driverOutput = '';
  driver.stderr.on('data', (chunk: Buffer) => (driverOutput += chunk.toString()));
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  // xvfb-run, its Xvfb and the driver share a process group of their own. Stopped once xvfb-run has ended (after
  // its Xvfb) and the port is free, so that the next driver's listening is its own.
  const stop = async () => {
    if (driver.pid && driver.exitCode === null) process.kill(-driver.pid, 'SIGTERM');
    await exited;
    await poll('WebKitWebDriver to leave its port', async () =>
      (await listening(DRIVER_PORT)) ? null : true,
    );
  };
  await poll('WebKitWebDriver to listen', () => listening(DRIVER_PORT)).catch(async (error: unknown) => {
    await stop();
    throw new Error(`${String(error)}: ${driverOutput}`);
  });
  return { stop };
}

/** Whether something accepts connections on the port (the driver's own status is WebdriverIO's to ask). */
const listening = (port: number) =>
  new Promise<true | null>((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.end();
        resolve(true);
      })
      .once('error', () => resolve(null));
  });

/** WebKitGTK's own capability, which WebdriverIO's types do not know. */
const MINIBROWSER: Record<string, unknown> = {
  'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
};

/** An element as classic WebDriver answers it, which WebdriverIO's `$` takes. */
type ElementReference = Parameters<WebdriverIO.Browser['$']>[0];

const session = () =>
  remote({
    hostname: '127.0.0.1',
    port: DRIVER_PORT,
    path: '/',
    logLevel: 'silent',
    // A driver that never answers fails the journey instead of holding the run until CI's limit; a command is
    // never sent twice (a second click is not the same journey).
    connectionRetryTimeout: COMMAND_LIMIT_MS,
    connectionRetryCount: 0,
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      ...MINIBROWSER,
    },
  });

function webkitDriver(browser: WebdriverIO.Browser): PageDriver<WebdriverIO.Element> {
  const errors: string[] = [];
  const evaluate = <T>(script: string | ((...args: never[]) => T), ...args: unknown[]): Promise<T> =>
    browser.execute(script as string, ...args) as Promise<T>;
  /** Moves what the pages of this session noted into `errors`. */
  const collect = async () => {
    errors.push(...(await evaluate(takeNoted, ERRORS_KEY).catch(() => [])));
  };
  return {
    errors,
    navigate: (url) => browser.url(url).then(() => undefined),
    reload: () => browser.refresh(),
    evaluate,
    async evaluateElement(script, ...args) {
      const found = await evaluate<unknown>(script, ...args);
      return found ? browser.$(found as ElementReference).getElement() : null;
    },
    click: (element) => element.click(),
    async fill(field, text) {
      await field.click();
      await field.clearValue();
      await field.addValue(text);
    },
    async choose(select, index) {
      await select.click();
      await select.selectByIndex(index);
    },
    /**
     * Through the focused element's Send Keys: WebDriver's key actions reach no page here (Xvfb has no window
     * manager to give MiniBrowser's window the keyboard focus).
     */
    type: async (text) => browser.$((await browser.getActiveElement()) as ElementReference).addValue(text),
    attachFile: (input, file) => input.addValue(file),
    async setWidth(width) {
      // The window's size includes what MiniBrowser draws around the page (its toolbar, 38 px high); measured and
      // added. MiniBrowser's window is never narrower than its toolbar, 447 px: asked for 390, the page gets 447,
      // still the phone's layout (the menu folds below 960 px).
      await browser.setWindowSize(width, 900);
      const [pageWidth, pageHeight] = await evaluate<[number, number]>(() => [
        window.innerWidth,
        window.innerHeight,
      ]);
      if (pageWidth !== width || pageHeight !== 900)
        await browser.setWindowSize(2 * width - pageWidth, 1800 - pageHeight);
    },
    loaded: collect,
    async close() {
      await collect();
      await browser.deleteSession();
    },
  };
}
