import { BrokenCircuitError } from 'cockatiel';
import { describe, expect, it } from 'vitest';
import {
  drupalBreakerState,
  drupalCalls,
  onDrupalBreakerChange,
  refuseWhileDrupalFails,
  useDrupalPolicy,
} from '@/server/drupal-calls';
import { DRUPAL_POLICY_DEFAULTS } from '@/server/drupal-policy';

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
