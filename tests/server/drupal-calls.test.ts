import { BrokenCircuitError } from 'cockatiel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutcome } from '@/server/call-outcome';
import {
  drupalBreakerState,
  drupalCalls,
  onDrupalBreakerChange,
  onDrupalCallEnd,
  refuseWhileDrupalFails,
  useDrupalPolicy,
} from '@/server/drupal-calls';
import { DRUPAL_POLICY_DEFAULTS } from '@/server/drupal-policy';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';
import { startStallingServer, type StallingServer } from '../support/stalling-server';

/** Nothing listens on port 1: every call is refused at once, a failure the breaker counts. */
const refusedAt = (name: string) => `http://127.0.0.1:1/${name}/`;
const READ = { method: 'get', url: 'necs-json/get/page' } as const;

describe('the process’s calls to each Drupal', () => {
  it('take their policy from the first settings an address is used with', async () => {
    const drupalUrl = refusedAt('first-settings');
    refuseWhileDrupalFails(drupalUrl, { ...DRUPAL_POLICY_DEFAULTS, failuresToOpen: 1 });
    refuseWhileDrupalFails(drupalUrl, DRUPAL_POLICY_DEFAULTS);
    await expect(drupalCalls(drupalUrl)(READ)).rejects.toThrow(/ECONNREFUSED/);
    expect(drupalBreakerState(drupalUrl)).toBe('open');
    expect(() => refuseWhileDrupalFails(drupalUrl)).toThrow(BrokenCircuitError);
  });

  it('report each change of a breaker’s state, and the worst state of all without an address', async () => {
    const drupalUrl = refusedAt('reported');
    const changes: string[] = [];
    const listening = onDrupalBreakerChange((state, url) => changes.push(`${url} ${state}`));
    useDrupalPolicy(drupalUrl, { ...DRUPAL_POLICY_DEFAULTS, failuresToOpen: 2 });
    await expect(drupalCalls(drupalUrl)(READ)).rejects.toThrow();
    expect(drupalBreakerState(drupalUrl)).toBe('closed');
    await expect(drupalCalls(drupalUrl)(READ)).rejects.toThrow();
    expect(changes).toEqual([`${drupalUrl} open`]);
    expect(drupalBreakerState()).toBe('open');
    // The service's settings at its start replace the policy: a fresh breaker, closed.
    useDrupalPolicy(drupalUrl);
    expect(drupalBreakerState(drupalUrl)).toBe('closed');
    listening.dispose();
  });
});

describe('what the process’s calls to Drupal are heard to end with (metrics and readiness hear it)', () => {
  let drupal: RecordingServer;
  let hanging: StallingServer;
  beforeAll(async () => {
    drupal = await startRecordingServer(({ url }) => ({
      status: Number(/status=(\d+)/.exec(url)?.[1] ?? 200),
    }));
    hanging = await startStallingServer();
  });
  afterAll(() => Promise.all([drupal.close(), hanging.close()]));

  /** The outcomes heard for calls to `drupalUrl` while `calls` run, and the failures they came with. */
  async function heard(drupalUrl: string, calls: () => Promise<unknown>) {
    const outcomes: CallOutcome[] = [];
    const failures: unknown[] = [];
    const listening = onDrupalCallEnd((outcome, seconds, url, failure) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      if (url !== drupalUrl) return;
      outcomes.push(outcome);
      failures.push(failure);
    });
    try {
      await calls();
    } finally {
      listening.dispose();
    }
    return { outcomes, failures };
  }

  it('hears each call once, by its status’s class', async () => {
    const drupalUrl = `${drupal.origin}/classes/`;
    const { outcomes } = await heard(drupalUrl, async () => {
      for (const status of [200, 404, 503])
        await drupalCalls(drupalUrl)({ ...READ, params: { status } }).catch(() => undefined);
    });
    expect(outcomes).toEqual(['2xx', '4xx', '5xx']);
  });

  it('hears a call with no answer as an error with its cause, one its render gave up on as abandoned, and none it refused', async () => {
    const drupalUrl = refusedAt('heard');
    useDrupalPolicy(drupalUrl, { ...DRUPAL_POLICY_DEFAULTS, failuresToOpen: 1 });
    const { outcomes, failures } = await heard(drupalUrl, async () => {
      await drupalCalls(drupalUrl)(READ).catch(() => undefined);
      // The breaker is open now: refused, never sent, never heard.
      await drupalCalls(drupalUrl)(READ).catch(() => undefined);
    });
    expect(outcomes).toEqual(['error']);
    expect(String(failures[0])).toMatch(/ECONNREFUSED/);
    const slow = `${hanging.url}slow/`;
    const cut: CallOutcome[] = [];
    const listening = onDrupalCallEnd((outcome, _seconds, url) => url === slow && cut.push(outcome));
    await drupalCalls(slow)({ ...READ, signal: AbortSignal.timeout(50) }).catch(() => undefined);
    // The render leaves at once; the call is heard once its socket is closed.
    await expect.poll(() => cut).toEqual(['abandoned']);
    listening.dispose();
  });
});
