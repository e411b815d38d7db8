import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { placeFirstScreen } from '@/server/place-first-screen';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>NECS</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/libraries-def.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const DRAWN_PAGE = placeFirstScreen(
  INDEX_HTML,
  { html: '<main>Drawn</main>', answers: {}, title: null, description: null, location: '/404/x' },
  '',
  '',
);

interface BrowserParts {
  /** Whether the browser reports paint timing (Safari before 14.1 does not). */
  paintTiming: boolean;
  observer: boolean;
}

/**
 * The drawn page in a browser whose clock, frames and paint reports the test drives: the starter runs as the
 * page is parsed, and what it then waits for happens only when the test says so.
 */
function openDrawnPage({ paintTiming, observer }: BrowserParts) {
  const timers: { run: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  let reportPaint: (names: string[]) => void = () => {};
  const { window } = new JSDOM(DRAWN_PAGE, {
    runScripts: 'dangerously',
    beforeParse(page) {
      const browser = page as unknown as Record<string, unknown>;
      browser.setTimeout = (run: () => void, delay = 0) => timers.push({ run, delay });
      browser.requestAnimationFrame = (run: () => void) => frames.push(run);
      class PaintObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'mark'] : ['mark'];
        constructor(private readonly report: (list: unknown) => void) {}
        observe() {
          reportPaint = (names) =>
            this.report({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) });
        }
      }
      browser.PerformanceObserver = observer ? PaintObserver : undefined;
    },
  });
  const loaders = () => [...window.document.querySelectorAll('script[src="/after-first-paint.js"]')];
  const runTimers = (upTo: number) =>
    timers.splice(0).forEach((timer) => (timer.delay <= upTo ? timer.run() : timers.push(timer)));
  return { window, loaders, reportPaint: (names: string[]) => reportPaint(names), runTimers, frames };
}

describe('the drawn page’s starter (src/server/after-first-paint-starter.ts)', () => {
  it('asks for the loader only at the first contentful paint, once, with the page’s data for it', () => {
    const page = openDrawnPage({ paintTiming: true, observer: true });
    expect(page.loaders()).toEqual([]);
    page.reportPaint(['first-paint']);
    expect(page.loaders()).toEqual([]);
    page.reportPaint(['first-contentful-paint']);
    const [loader, ...more] = page.loaders();
    expect(more).toEqual([]);
    expect(loader?.getAttribute('data-entry')).toBe('/assets/index-abc.js');
    expect(loader?.getAttribute('data-preload')).toBe('/assets/libraries-def.js');
    expect(loader?.getAttribute('data-location')).toBe('/404/x');
    expect(loader?.parentElement).toBe(page.window.document.head);
    // The fallback for a page that paints nothing contentful comes later, and adds nothing a second time.
    page.runTimers(3000);
    expect(page.loaders()).toHaveLength(1);
  });

  it('asks for it after 3 s when nothing contentful is painted', () => {
    const page = openDrawnPage({ paintTiming: true, observer: true });
    page.runTimers(2999);
    expect(page.loaders()).toEqual([]);
    page.runTimers(3000);
    expect(page.loaders()).toHaveLength(1);
  });

  it.each([
    ['without paint timing', { paintTiming: false, observer: true }],
    ['without PerformanceObserver', { paintTiming: false, observer: false }],
  ])('asks for it after the first frame in a browser %s', (_case, parts) => {
    const page = openDrawnPage(parts);
    page.runTimers(0);
    expect(page.loaders()).toEqual([]);
    page.frames.splice(0).forEach((frame) => frame());
    page.runTimers(0);
    expect(page.loaders()).toHaveLength(1);
  });
});

/**
 * The loader the starter adds, as it runs once added: in a browser that never reports a paint and whose timers
 * the test holds, so that all it does is its own doing at once. Six files to preload: five go in its first task.
 */
function runLoader() {
  const loader = readFileSync('public/after-first-paint.js', 'utf8');
  const preloads = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js'].join(' ');
  const { window } = new JSDOM(
    `<!doctype html><head><script data-entry="/assets/index-abc.js" data-preload="${preloads}">${loader}</script></head>`,
    {
      runScripts: 'dangerously',
      beforeParse(page) {
        const browser = page as unknown as Record<string, unknown>;
        browser.setTimeout = () => 0;
        browser.requestAnimationFrame = () => 0;
        browser.PerformanceObserver = class {
          static supportedEntryTypes = ['paint'];
          observe() {}
        };
      },
    },
  );
  return [...window.document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
}

describe('the loader (public/after-first-paint.js)', () => {
  it('starts at once, without waiting for a paint of its own: the starter alone waits for it', () => {
    expect(runLoader()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
  });
});
