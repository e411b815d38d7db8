import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '@/infrastructure/http/http-request';
import { BudgetExhausted } from '@/server/budgets';
import type { CallOutcome } from '@/server/call-outcome';
import { createDrupalPolicy, type DrupalPolicySettings } from '@/server/drupal-policy';
import { fakeDrupal } from '../support/fake-drupal-calls';

const SETTINGS: DrupalPolicySettings = {
  maxCalls: 16,
  queuedCalls: 32,
  callTimeoutMs: 1000,
  failuresToOpen: 3,
  halfOpenAfterMs: 5000,
};
const READ: HttpRequest = { method: 'get', url: 'necs-json/get/page' };
/** What Drupal took for each answer when the portal drew 0.15 % of its pages under 50 readers. */
const SLOW_ANSWER_MS = 800;

describe('slow is not down: the policy toward a Drupal that answers within the render’s budget', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('keeps the breaker closed when renders give up on calls before their own limit, however many', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    const outcomes: CallOutcome[] = [];
    policy.onCallEnd((outcome) => outcomes.push(outcome));
    const renders = Array.from({ length: 10 }, () => new AbortController());
    const calls = renders.map((render) =>
      policy.call(drupal.send, { ...READ, signal: render.signal }).catch((error: unknown) => error),
    );
    await vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 100);
    // Each render's own limit ran out while its call was on its way, 700 ms into a call of 800.
    for (const render of renders) render.abort(new BudgetExhausted('render', 2000));
    expect(await Promise.all(calls)).toEqual(renders.map(() => new BudgetExhausted('render', 2000)));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual(renders.map(() => 'abandoned'));
    expect(policy.state()).toBe('closed');
    expect(policy.admission()).toBeNull();
  });

  it('draws from a Drupal answering every call in 800 ms, renders out of time giving up between its answers', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    for (let round = 0; round < 5; round++) {
      const answered = policy.call(drupal.send, READ);
      const render = new AbortController();
      // More in a row than open the breaker, each given up 400 ms into its call.
      const given = Array.from({ length: SETTINGS.failuresToOpen }, () =>
        policy.call(drupal.send, { ...READ, signal: render.signal }).catch(() => 'left'),
      );
      await vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS / 2);
      render.abort(new BudgetExhausted('render', 2000));
      expect(await Promise.all(given)).toEqual(given.map(() => 'left'));
      await vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS / 2);
      drupal.held.at(-SETTINGS.failuresToOpen - 1)!.answer();
      await expect(answered).resolves.toMatchObject({ status: 200 });
    }
    expect(policy.state()).toBe('closed');
  });

  it('opens on calls that cannot finish within their own limit, and names that limit', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    const calls = Array.from({ length: SETTINGS.failuresToOpen }, () =>
      policy.call(drupal.send, READ).catch((error: unknown) => error),
    );
    await vi.advanceTimersByTimeAsync(SETTINGS.callTimeoutMs);
    for (const failure of await Promise.all(calls))
      expect(String(failure)).toBe(
        "TimeoutError: Drupal did not answer within one call's time limit (DRUPAL_CALL_TIMEOUT_MS=1000)",
      );
    expect(policy.state()).toBe('open');
  });
});
