import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** Debian's WebKitGTK MiniBrowser (package webkit2gtk-driver brings it and WebKitWebDriver). */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4444);
/** Longer than any command of a journey takes (a page's load included), far shorter than CI's limit. */
const COMMAND_LIMIT_MS = 60_000;

/** How classic WebDriver writes an element reference. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { readonly [ELEMENT]: string };

/**
 * The error collector, the first script of every page WebKit is served (collector-proxy below). Classic WebDriver
 * reads no console, and MiniBrowser's `--enable-write-console-messages-to-stdout` prints nothing in automation
 * mode (its sessions are ephemeral, and WebKit writes no ephemeral page's console out). So the page notes its
 * uncaught errors, unhandled rejections and React's console errors itself, in sessionStorage, which outlives the
 * navigations of a journey; the driver reads them after each load and at the end. It also notes how the page was
 * first drawn (noteFirstDrawn).
 */
const ERRORS_KEY = 'necs-engine-errors';
const COLLECTOR_PATH = '/__engine-errors.js';
const COLLECTOR_SOURCE = `(() => {
  const note = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
      list.push(text + ' (on ' + location.pathname + ')');
      sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (event) => note('uncaught: ' + (event.error ? String(event.error) : event.message)));
  addEventListener('unhandledrejection', (event) => note('uncaught (in promise): ' + String(event.reason)));
  const react = new RegExp(${JSON.stringify(REACT_ERROR.source)}, ${JSON.stringify(REACT_ERROR.flags)});
  const original = console.error;
  console.error = function (...parts) {
    const text = parts.map(String).join(' ');
    if (react.test(text)) note('console: ' + text);
    return original.apply(this, parts);
  };
})();
(${noteFirstDrawn.toString()})(${JSON.stringify(FIRST_DRAWN_KEY)});`;

/**
 * A proxy in front of the sandbox for WebKit only: every HTML answer gets the collector as its first script (the
 * portal's CSP allows its own origin's scripts; the portal itself is untouched), and answers come uncompressed
 * so the HTML can be read.
 */
async function collectorProxy(target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === COLLECTOR_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(COLLECTOR_SOURCE);
      return;
    }
    const headers = { ...incoming.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, (head) => `${head}<script src="${COLLECTOR_PATH}"></script>`);
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.end(html);
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** One classic WebDriver command: the answer's `value`, or an Error with WebDriver's own message. */
async function command<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    // A driver that never answers fails the journey instead of holding the run until CI's limit.
    signal: AbortSignal.timeout(COMMAND_LIMIT_MS),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${path}: ${value.error ?? ''} ${value.message ?? ''}`);
  return value;
}

/**
 * WebKit (Safari's engine) as Debian ships it for Linux: WebKitGTK's MiniBrowser under Xvfb, driven over classic
 * W3C WebDriver by `WebKitWebDriver`, with plain fetch. Each journey opens a session of its own, that is a fresh
 * MiniBrowser with an ephemeral store: no cookie or storage from the previous journey.
 */
export async function launchWebKit(): Promise<{
  open(origin: string): Promise<EnginePage>;
  close(): Promise<void>;
}> {
  let driver = await startDriver();
  let proxy: Server | null = null;
  /**
   * A new session, that is a new MiniBrowser. Once in a CI run the driver never answered the request for one
   * (no MiniBrowser came up, 2026-11-25): after the command's limit the driver is started afresh and asked once more.
   */
  const newSession = async (): Promise<string> => {
    try {
      return await createSession(driver.base);
    } catch (error) {
      console.warn(`WebKit: no new session (${String(error)}); starting the driver afresh.`);
      driver.stop();
      driver = await startDriver();
      return createSession(driver.base);
    }
  };
  return {
    async open(origin) {
      proxy ??= await collectorProxy(origin);
      const session = `${driver.base}/session/${await newSession()}`;
      const page = webkitPage(
        <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
          command<T>(session, method, path, body),
        `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      );
      await page.setWidth(1280);
      return page;
    },
    async close() {
      await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
      driver.stop();
    },
  };
}

/** WebKitWebDriver under its own Xvfb, once it listens. */
async function startDriver(): Promise<{ base: string; stop(): void }> {
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${DRIVER_PORT}`],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let driverOutput = '';
  driver.stderr?.on('data', (chunk: Buffer) => (driverOutput += chunk.toString()));
  const base = `http://127.0.0.1:${DRIVER_PORT}`;
  // xvfb-run, its Xvfb and the driver share a process group of their own.
  const stop = () => {
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
  };
  await poll('WebKitWebDriver to listen', async () =>
    (await fetch(`${base}/status`)).ok ? true : null,
  ).catch((error: unknown) => {
    stop();
    throw new Error(`${String(error)}: ${driverOutput}`);
  });
  return { base, stop };
}

async function createSession(base: string): Promise<string> {
  const { sessionId } = await command<{ sessionId: string }>(base, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      },
    },
  });
  return sessionId;
}

type Send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<T>;

function webkitPage(send: Send, origin: string): EnginePage {
  const errors: string[] = [];
  const run = <T>(script: string, ...args: unknown[]): Promise<T> =>
    send<T>('POST', '/execute/sync', { script, args });

  /** Moves what the pages of this session noted into `errors`. */
  const collect = async (): Promise<void> => {
    const noted = await run<string[]>(
      `const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
       sessionStorage.removeItem(${JSON.stringify(ERRORS_KEY)});
       return list;`,
    ).catch(() => []);
    errors.push(...noted);
  };

  const until = async (what: string, check: () => Promise<boolean>): Promise<void> => {
    await poll(what, async () => (await check()) || null);
  };

  const taken = async (): Promise<void> => {
    await until('the portal to take the page over', () =>
      run<boolean>("return document.documentElement.hasAttribute('data-ready')"),
    );
    await collect();
  };

  const element = (target: Target): Promise<ElementRef> =>
    poll(describeTarget(target), async () => {
      if (!(await run<boolean>(`return (${HAS_QUERIES.toString()})()`)))
        await run(`${TESTING_LIBRARY_SOURCE}; return null`);
      return run<ElementRef | null>(`return (${findInPage.toString()})(arguments[0])`, wireTarget(target));
    });

  /**
   * Types into whatever has focus, through that element's Send Keys: WebDriver's key actions reach no page here
   * (Xvfb has no window manager to give MiniBrowser's window the keyboard focus).
   */
  const typeKeys = async (text: string) => {
    const focused = await send<ElementRef>('GET', '/element/active');
    await send('POST', `/element/${focused[ELEMENT]}/value`, { text });
  };

  const click = async (found: ElementRef) => {
    // Centred first, as in Firefox: the sticky header covers what WebDriver scrolls just into view.
    await run("arguments[0].scrollIntoView({ block: 'center' })", found);
    await send('POST', `/element/${found[ELEMENT]}/click`);
  };

  return {
    errors,
    async goto(path) {
      await send('POST', '/url', { url: new URL(path, origin).href });
      await taken();
    },
    async reload() {
      await send('POST', '/refresh');
      await taken();
    },
    async setWidth(width) {
      // The window's size includes what MiniBrowser draws around the page (its toolbar, 38 px high); measured and
      // added. MiniBrowser's window is never narrower than its toolbar, 447 px: asked for 390, the page gets 447,
      // still the phone's layout (the menu folds below 960 px).
      await send('POST', '/window/rect', { width, height: 900 });
      const [inner, innerHeight] = await run<[number, number]>('return [innerWidth, innerHeight]');
      if (inner !== width || innerHeight !== 900)
        await send('POST', '/window/rect', { width: 2 * width - inner, height: 1800 - innerHeight });
    },
    click: async (target) =>
      click(
        await poll(`${describeTarget(target)}, enabled`, async () => {
          const found = await element(target);
          return (await run<boolean>(`return (${isEnabledInPage.toString()})(arguments[0])`, found))
            ? found
            : null;
        }),
      ),
    async fill(target, text) {
      const field = await element(target);
      await click(field);
      await send('POST', `/element/${field[ELEMENT]}/clear`);
      await send('POST', `/element/${field[ELEMENT]}/value`, { text });
    },
    async choose(target, label) {
      const select = await element(target);
      const option = await run<ElementRef | null>(
        'return [...arguments[0].options].find((option) => option.label === arguments[1]) ?? null',
        select,
        label,
      );
      if (!option) throw new Error(`No option "${label}" in ${describeTarget(target)}`);
      await click(select);
      await send('POST', `/element/${option[ELEMENT]}/click`);
    },
    type: typeKeys,
    async attachFile(target, file) {
      const input = await element(target);
      await send('POST', `/element/${input[ELEMENT]}/value`, { text: file });
    },
    waitForText: (text) =>
      until(`the text "${text}"`, () =>
        run<boolean>('return document.body.innerText.includes(arguments[0])', text),
      ).catch(async (error: unknown) => {
        const main = await run<string>("return document.querySelector('main')?.innerText ?? ''").catch(
          () => '',
        );
        throw new Error(
          `${String(error)}; the page's main part read: ${main.slice(0, 400).replace(/\s+/g, ' ')}`,
        );
      }),
    async waitForValue(target, value) {
      const field = await element(target);
      await until(
        `${describeTarget(target)} to read "${value}"`,
        async () => (await run<string>('return arguments[0].value', field)) === value,
      );
    },
    waitForPath: (path) =>
      until(`the address ${String(path)}`, async () => {
        const { pathname } = new URL(await send<string>('GET', '/url'));
        return typeof path === 'string' ? pathname === path : path.test(pathname);
      }),
    firstDrawn: () =>
      run<unknown>(`return window[arguments[0]] ?? null`, FIRST_DRAWN_KEY).then(firstDrawnFrom),
    async close() {
      await collect();
      await send('DELETE', '');
    },
  };
}
