import { stackPorts } from '../../scripts/nginx-stack';
import { expect, test } from './support/test';

/** One count of the service's metrics (its own listener, stackPorts().metrics), 0 when not yet there. */
async function counted(baseURL: string, series: string): Promise<number> {
  const { metrics } = stackPorts(Number(new URL(baseURL).port));
  const text = await (await fetch(`http://127.0.0.1:${metrics}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.split(' ')[1]);
}

const SERIES = [
  'necs_field_web_vitals_seconds_count{metric="LCP",screen="group-list"}',
  'necs_field_cls_count{screen="group-list"}',
  'necs_field_errors_total{kind="error",screen="group-list"}',
];

/**
 * Issue 43, point 8 (docs/privacy.md): a sampled visit's field data from the browser, through nginx, to the
 * first-screen service's metrics. `edge-nginx-*` runs in the nginx project alone (playwright.config.ts), whose
 * stack serves the service's metrics on a port of their own.
 *
 * Only a browser shows: web-vitals' LCP and CLS as Chromium measures them, an uncaught error caught by the window, and
 * the beacon the browser sends when the page is left, through nginx.
 */
// The first load, not a service worker's copy, so the config.json below is the one read.
test.use({ serviceWorkers: 'block' });

test('a sampled visit sends its LCP, CLS and an uncaught error through nginx, counted by screen kind', async ({
  page,
  baseURL,
}) => {
  // Sampling forced on for this visit alone: the served config.json says 1 instead of the stack's 0.
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, fieldDataSample: 1 } });
  });
  const before = await Promise.all(SERIES.map((series) => counted(baseURL!, series)));
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/field-data') beacons.push(request.postData() ?? '');
  });

  await page.goto('/group');
  // The reporter loads once the browser is idle: an uncaught error is sent as soon as it listens.
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('an uncaught error for the field data');
        }, 0),
      );
      return beacons.some((body) => body.includes('"error":"error"'));
    })
    .toBe(true);
  await page.mouse.click(5, 5);
  // Leaving the page hides it: web-vitals reports LCP and CLS then.
  await page.goto('/about-static');

  // Only the path, the metric or error kind and a value: no message, no query, no identifier.
  for (const body of beacons) expect(Object.keys(JSON.parse(body) as object).sort()).not.toContain('message');
  expect(beacons.join('\n')).not.toContain('uncaught error for the field data');
  await expect
    .poll(async () => {
      const after = await Promise.all(SERIES.map((series) => counted(baseURL!, series)));
      return after.map((count, index) => count > before[index]!);
    })
    .toEqual([true, true, true]);
});
