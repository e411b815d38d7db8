import type { Page } from '@playwright/test';
import { WATCH_INTERVAL_MS } from '../../src/domain/groups/comment-arrivals';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { discussion, organizerComments, postTopicAndOpen } from './support/topic-steps';

/**
 * Issue 61: "typing while comments arrive keeps every key within the interaction targets at 4× CPU" (the
 * worst key ≤ 100 ms, docs/performance.md). A cheap stand-in for the bench's Event Timing: each key's time from
 * its keydown to the task after the next frame's callbacks (requestAnimationFrame, then a message). The
 * statistics' answer is held through the first half of the typing (what typing costs now, without an arrival)
 * and let go for the second, so "1 new comment" is drawn between its keys. Both are reported; the target is held
 * with E2E_KEY_TARGETS=1, on a quiet machine, as the bench holds its own.
 *
 * Only a browser shows: each key's latency under Chromium's 4x CPU throttling, from its keydown to the next frame,
 * while the offer is drawn between keys.
 */
const HALF = 'Slow cinema and the archive, dur';
const CPU_SLOWDOWN = 4;
const WORST_KEY_MS = 100;
/** Set to 1 on a quiet machine to hold the keys to the target (the bench's condition); else they are reported. */
const KEY_TARGETS_ENV = 'E2E_KEY_TARGETS';

/**
 * Records each key's latency into `window.__keyMs`: from the keydown's time stamp to that of a message sent
 * once the next frame's callbacks run. Both stamps are the browser's own (the fake clock moves neither).
 */
const recordKeys = () => {
  const keys: number[] = [];
  Object.assign(window, { __keyMs: keys });
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (message) => keys.push(message.timeStamp - start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
};

const keyLatencies = (page: Page) =>
  page.evaluate(() => (window as unknown as { __keyMs: number[] }).__keyMs);

test('typing while comments arrive keeps every key within the interaction targets at 4× CPU', async ({
  page,
}) => {
  await page.addInitScript(recordKeys);
  await page.clock.install();
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
  await postTopicAndOpen(page, `Typing ${test.info().project.name} ${Date.now().toString(36)}`);
  await organizerComments(page.url(), 'Written while you type.');
  await page.getByRole('textbox', { name: 'Your comment' }).last().click();
  await page.evaluate(() => ((window as unknown as { __keyMs: number[] }).__keyMs.length = 0));

  // The statistics' answer is held, and let go in the middle of the typing: the offer is drawn between keys.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/node\/\d+\?_format=json$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.clock.fastForward(WATCH_INTERVAL_MS);
    await expect.poll(() => asked).toBe(true);
    // The first half, the answer held: what typing costs on this machine now, without an arrival.
    await page.keyboard.type(HALF, { delay: 30 });
    await expect.poll(async () => (await keyLatencies(page)).length).toBe(HALF.length);
    // The second half, the answer let go: "1 new comment" is drawn between its keys.
    release();
    await page.keyboard.type(HALF, { delay: 30 });
    await expect(discussion(page).getByText('1 new comment', { exact: true })).toBeVisible();
    await expect.poll(async () => (await keyLatencies(page)).length).toBe(2 * HALF.length);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const latencies = await keyLatencies(page);
  const without = summary(latencies.slice(0, HALF.length));
  const arriving = summary(latencies.slice(HALF.length));
  const figures = `without an arrival ${without.text}; as comments arrive ${arriving.text}`;
  test.info().annotations.push({ type: 'key latency at 4× CPU', description: figures });
  console.log(`key latency at 4× CPU: ${figures}`);
  // Every key landed, in order, and the box kept them through the offer's drawing.
  await expect(page.getByRole('textbox', { name: 'Your comment' }).last()).toHaveValue(HALF + HALF);
  // Timings hold on a quiet machine only: on one shared with other runs, typing alone misses the target.
  if (process.env[KEY_TARGETS_ENV] === '1') expect(arriving.worst).toBeLessThanOrEqual(WORST_KEY_MS);
});

/** The median and worst of some keys' latencies, and both in words. */
function summary(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const worst = sorted.at(-1) ?? 0;
  return { worst, text: `median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms` };
}
