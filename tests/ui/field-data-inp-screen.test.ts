import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDataBody } from '@/infrastructure/field-data/field-data-wire';

type Report = (metric: { name: string; value: number; entries: { startTime: number }[] }) => void;
const reporters = vi.hoisted(() => ({ inp: null as Report | null, lcp: null as Report | null }));
vi.mock('web-vitals', () => ({
  onINP: (report: Report) => (reporters.inp = report),
  onLCP: (report: Report) => (reporters.lcp = report),
  onCLS: () => undefined,
}));
const { reportFieldData } = await import('@/infrastructure/field-data/report-field-data');

/**
 * A key pressed on the screen at `path`; its time, as its Event Timing entry's startTime would be. A few ms after
 * the last, so that two presses never share a timestamp (a fast run gave the same one to three presses).
 */
async function pressKeyOn(path: string): Promise<number> {
  await new Promise((later) => setTimeout(later, 3));
  history.pushState(null, '', path);
  const key = new KeyboardEvent('keydown', { key: 'a' });
  window.dispatchEvent(key);
  return key.timeStamp;
}

describe('field data: INP by the screen it happened on', () => {
  const sent: FieldDataBody[] = [];
  beforeEach(() => {
    sent.length = 0;
    history.pushState(null, '', '/news');
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_path: string, body: string) => sent.push(JSON.parse(body) as FieldDataBody),
    });
  });
  afterEach(() => Reflect.deleteProperty(navigator, 'sendBeacon'));

  it('sends INP with the path of its interaction, LCP with the landing page’s', async () => {
    reportFieldData();
    await pressKeyOn('/group');
    const slow = await pressKeyOn('/group/1');
    await pressKeyOn('/about-us');

    reporters.inp?.({ name: 'INP', value: 180, entries: [{ startTime: slow }] });
    reporters.lcp?.({ name: 'LCP', value: 900, entries: [] });

    expect(sent).toEqual([
      { path: '/group/1', metric: 'INP', value: 180 },
      { path: '/news', metric: 'LCP', value: 900 },
    ]);
  });
});
