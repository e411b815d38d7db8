import { createServer } from 'node:http';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { DownFigures } from '../../scripts/bench/drupal-down/down-and-back';
import { drupalDownTable } from '../../scripts/bench/drupal-down/lines';
import { startSwitchableDrupal } from '../../scripts/bench/drupal-down/switchable-drupal';

const figures = (overrides: Partial<DownFigures> = {}): DownFigures => ({
  answers: 90_000,
  unavailable: 90_000,
  drawn: 0,
  others: 0,
  p50Ms: 6,
  p99Ms: 50,
  p99AllMs: 1000,
  drupalCalls: 60,
  mostHeld: 16,
  rssBeforeMb: 150,
  rssEndMb: 180,
  rssMostMb: 250,
  recoverySeconds: 10,
  ...overrides,
});

describe('the bench’s drupal-down column', () => {
  it('holds this build to issue 43’s goal: p99 50 ms, 60 calls, 250 MB, drawn again within 10 s', () => {
    const earlier = { commit: '05be11c0ffee', figures: figures({ p99Ms: 2376, drupalCalls: 1502 }) };
    const table = (current: DownFigures) => drupalDownTable({ earlier, current });
    expect(table(figures())).not.toContain('❌');
    expect(table(figures())).toContain('| before (05be11c) | this build | target |');
    expect(table(figures({ p99Ms: 51 }))).toMatch(
      /p99 after the first 2 s \| 2376 ms \| 51 ms \| ≤ 50 ms ❌/,
    );
    expect(table(figures({ drupalCalls: 61 }))).toMatch(/≤ 60 ❌/);
    expect(table(figures({ rssMostMb: 251 }))).toMatch(/≤ 250 MB ❌/);
    expect(table(figures({ recoverySeconds: 10.1 }))).toMatch(/≤ 10 s ❌/);
    expect(table(figures({ recoverySeconds: null }))).toMatch(/none in 15 s \| ≤ 10 s ❌/);
  });

  it('plays a Drupal that hangs, counting the calls it holds, and one that answers again', async () => {
    const upstream = createServer((_request, response) => response.end('{"ok":true}')).listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const drupal = await startSwitchableDrupal(
      `http://127.0.0.1:${(upstream.address() as { port: number }).port}`,
      0,
    );
    try {
      expect(await (await fetch(`${drupal.origin}/cms/x`)).json()).toEqual({ ok: true });
      drupal.hang();
      const held = [1, 2, 3].map(() => fetch(`${drupal.origin}/cms/x`, { signal: AbortSignal.timeout(200) }));
      await expect(Promise.all(held)).rejects.toThrow();
      expect(drupal.hungCalls()).toBe(3);
      expect(drupal.mostHeld()).toBe(3);
      drupal.answer();
      expect((await fetch(`${drupal.origin}/cms/x`)).status).toBe(200);
      expect(drupal.hungCalls()).toBe(3);
    } finally {
      await drupal.close();
      upstream.close();
    }
  });
});
