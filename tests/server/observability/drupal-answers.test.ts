import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DrupalAnswers, DRUPAL_ANSWERS_DEFAULTS } from '@/server/observability/drupal-answers';
import type { BreakerState } from '@/server/drupal-policy';
import { readinessOf } from '@/server/observability/readiness';

const CLOSED = (): BreakerState => 'closed';

/** A clock a test moves by hand. */
function clock() {
  let now = 1_000_000;
  return { now: () => now, pass: (ms: number) => void (now += ms) };
}

describe('whether Drupal answers, by what the latest calls saw', () => {
  it('knows nothing before a call, and forgets calls older than the window', () => {
    const time = clock();
    const drupal = new DrupalAnswers(time.now);
    expect(drupal.verdict()).toEqual({ state: 'unknown' });
    drupal.record(true, '2xx');
    expect(drupal.verdict()).toEqual({ state: 'answering' });
    time.pass(DRUPAL_ANSWERS_DEFAULTS.windowMs + 1);
    expect(drupal.verdict()).toEqual({ state: 'unknown' });
  });

  it('fails after three failures in a row, not after one among answers, and answers again from the first answer', () => {
    const time = clock();
    const drupal = new DrupalAnswers(time.now);
    for (const answered of [true, false, true, false, false])
      drupal.record(answered, answered ? '2xx' : 'error');
    expect(drupal.verdict().state).toBe('answering');
    time.pass(2000);
    drupal.record(false, 'aborted');
    expect(drupal.verdict()).toEqual({
      state: 'failing',
      reason: 'the last 3 calls to Drupal failed (error, error, aborted), the latest 0 s ago',
    });
    drupal.record(true, '4xx');
    expect(drupal.verdict().state).toBe('answering');
  });

  it('fails on fewer failures when there were no more calls', () => {
    const drupal = new DrupalAnswers(clock().now);
    drupal.record(false, 'error');
    expect(drupal.verdict().state).toBe('failing');
  });

  it('is quiet when no call has ended for a while', () => {
    const time = clock();
    const drupal = new DrupalAnswers(time.now);
    expect(drupal.quiet()).toBe(true);
    drupal.record(true, '2xx');
    expect(drupal.quiet()).toBe(false);
    time.pass(DRUPAL_ANSWERS_DEFAULTS.quietMs + 1);
    expect(drupal.quiet()).toBe(true);
  });
});

describe('readiness', () => {
  const dist = join(tmpdir(), 'necs-no-such-build');

  it('is not ready while the build cannot be read, whatever Drupal says', async () => {
    const drupal = new DrupalAnswers(clock().now);
    drupal.record(true, '2xx');
    const verdict = await readinessOf(dist, drupal, vi.fn(), CLOSED)();
    expect(verdict).toMatchObject({
      ready: false,
      reason: expect.stringMatching(/^the build in .* cannot be read: ENOENT/),
    });
  });

  describe('with a readable build', () => {
    const built = mkdtempSync(join(tmpdir(), 'necs-ready-'));
    mkdirSync(join(built, '.vite'));
    for (const file of ['index.html', '.vite/manifest.json', 'config.json'])
      writeFileSync(join(built, file), '{}');
    afterAll(() => rmSync(built, { recursive: true, force: true }));

    it('goes by recent calls alone while there is traffic: no probe', async () => {
      const drupal = new DrupalAnswers(clock().now);
      const probe = vi.fn();
      drupal.record(true, '2xx');
      expect(await readinessOf(built, drupal, probe, CLOSED)()).toEqual({ ready: true });
      for (let i = 0; i < 3; i++) drupal.record(false, 'error');
      expect(await readinessOf(built, drupal, probe, CLOSED)()).toMatchObject({ ready: false });
      expect(probe).not.toHaveBeenCalled();
    });

    it('probes once when quiet, one probe for every check asked meanwhile, and goes by what it met', async () => {
      const time = clock();
      const drupal = new DrupalAnswers(time.now);
      let settle: (answer: { answered: boolean; what: string }) => void = () => undefined;
      // The probe's call ends through the policy, which tells DrupalAnswers as it tells of every call.
      const probe = vi.fn(
        () =>
          new Promise<void>(
            (resolve) =>
              (settle = ({ answered, what }) => {
                drupal.record(answered, what);
                resolve();
              }),
          ),
      );
      const ready = readinessOf(built, drupal, probe, CLOSED);
      const asked = [ready(), ready(), ready()];
      await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
      settle({ answered: false, what: 'probe: connect ECONNREFUSED' });
      expect(await Promise.all(asked)).toEqual(
        Array(3).fill({ ready: false, reason: expect.stringContaining('(probe: connect ECONNREFUSED)') }),
      );
      // Not quiet now: the probe's failure is recent.
      expect(await ready()).toMatchObject({ ready: false });
      expect(probe).toHaveBeenCalledTimes(1);
      time.pass(DRUPAL_ANSWERS_DEFAULTS.quietMs + 1);
      const again = ready();
      await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(2));
      settle({ answered: true, what: 'probe 404' });
      expect(await again).toEqual({ ready: true });
    });

    it('is not ready while Drupal’s breaker is open, whatever the calls before it saw', async () => {
      const drupal = new DrupalAnswers(clock().now);
      drupal.record(true, '2xx');
      let state: BreakerState = 'open';
      // Refused by the open breaker, or its trial call once due: asked whatever the calls before it saw.
      const probe = vi.fn(async () => undefined);
      const ready = readinessOf(built, drupal, probe, () => state);
      expect(await ready()).toEqual({
        ready: false,
        reason: "Drupal's breaker is open: pages are refused until a trial call succeeds",
      });
      state = 'half-open';
      expect(await ready()).toMatchObject({ ready: false, reason: expect.stringContaining('half-open') });
      expect(probe).toHaveBeenCalledTimes(2);
      state = 'closed';
      expect(await ready()).toEqual({ ready: true });
      expect(probe).toHaveBeenCalledTimes(2);
    });
  });
});
