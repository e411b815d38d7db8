import { BrokenCircuitError } from 'cockatiel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpStatusFailure, type HttpRequest } from '@/infrastructure/http/http-request';
import { BudgetExhausted } from '@/server/budgets';
import { createDrupalPolicy, type DrupalPolicySettings } from '@/server/drupal-policy';
import { fakeDrupal } from '../support/fake-drupal-calls';

const SETTINGS: DrupalPolicySettings = {
  maxCalls: 2,
  queuedCalls: 1,
  callTimeoutMs: 1000,
  failuresToOpen: 3,
  halfOpenAfterMs: 5000,
};

const READ: HttpRequest = { method: 'get', url: 'necs-json/get/page' };
const settled = () => vi.advanceTimersByTimeAsync(0);

describe('the policy of a process’s calls to Drupal', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** `count` calls that fail at once, one after the other. */
  async function failing(
    policy: ReturnType<typeof createDrupalPolicy>,
    drupal: ReturnType<typeof fakeDrupal>,
    count: number,
  ) {
    for (let failure = 0; failure < count; failure++) {
      const call = policy.call(drupal.send, READ);
      drupal.held.at(-1)!.fail();
      await expect(call).rejects.toThrow('ECONNREFUSED');
    }
  }

  it('opens after the set number of failures in a row, then refuses at once without calling Drupal', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    await failing(policy, drupal, SETTINGS.failuresToOpen - 1);
    expect(policy.state()).toBe('closed');
    expect(policy.admission()).toBeNull();
    await failing(policy, drupal, 1);
    expect(policy.state()).toBe('open');
    expect(policy.admission()).toBeInstanceOf(BrokenCircuitError);

    // At once: the clock stands still (fake timers), so no timer of the policy's can be what ends the call.
    await expect(policy.call(drupal.send, READ)).rejects.toBeInstanceOf(BrokenCircuitError);
    expect(drupal.calls()).toBe(SETTINGS.failuresToOpen);
  });

  it('counts 5xx answers, but not a 4xx: Drupal answered', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    for (let call = 0; call < 5; call++) {
      const notFound = policy.call(drupal.send, READ);
      drupal.held.at(-1)!.answer(404);
      await expect(notFound).rejects.toBeInstanceOf(HttpStatusFailure);
    }
    expect(policy.state()).toBe('closed');
    for (let call = 0; call < SETTINGS.failuresToOpen; call++) {
      const failed = policy.call(drupal.send, READ);
      drupal.held.at(-1)!.answer(502);
      await expect(failed).rejects.toBeInstanceOf(HttpStatusFailure);
    }
    expect(policy.state()).toBe('open');
  });

  it('lets one render and its trial call through after the delay, refuses the others meanwhile, and closes when it succeeds', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    await failing(policy, drupal, SETTINGS.failuresToOpen);
    await vi.advanceTimersByTimeAsync(SETTINGS.halfOpenAfterMs - 10);
    expect(policy.admission()).toBeInstanceOf(BrokenCircuitError);
    await expect(policy.call(drupal.send, READ)).rejects.toBeInstanceOf(BrokenCircuitError);
    await vi.advanceTimersByTimeAsync(10);
    expect(policy.admission()).toBeNull();
    expect(policy.admission()).toBeInstanceOf(BrokenCircuitError);

    const trial = policy.call(drupal.send, READ);
    await settled();
    expect(policy.state()).toBe('half-open');
    expect(policy.admission()).toBeInstanceOf(BrokenCircuitError);
    await expect(policy.call(drupal.send, READ)).rejects.toBeInstanceOf(BrokenCircuitError);
    expect(drupal.calls()).toBe(SETTINGS.failuresToOpen + 1);

    drupal.held.at(-1)!.answer();
    await expect(trial).resolves.toMatchObject({ status: 200 });
    expect(policy.state()).toBe('closed');
    const next = policy.call(drupal.send, READ);
    drupal.held.at(-1)!.answer();
    await expect(next).resolves.toMatchObject({ status: 200 });
  });

  it('opens again for another delay when the trial call fails', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    await failing(policy, drupal, SETTINGS.failuresToOpen);
    await vi.advanceTimersByTimeAsync(SETTINGS.halfOpenAfterMs);
    const trial = policy.call(drupal.send, READ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SETTINGS.callTimeoutMs);
    expect(await trial).toBeInstanceOf(Error);
    expect(policy.state()).toBe('open');
    await vi.advanceTimersByTimeAsync(SETTINGS.halfOpenAfterMs - 10);
    expect(policy.admission()).toBeInstanceOf(BrokenCircuitError);
    await vi.advanceTimersByTimeAsync(10);
    expect(policy.admission()).toBeNull();
  });

  it('lets another render through once a call’s time has passed when the one let through made no call', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    await failing(policy, drupal, SETTINGS.failuresToOpen);
    await vi.advanceTimersByTimeAsync(SETTINGS.halfOpenAfterMs);
    expect(policy.admission()).toBeNull();
    await vi.advanceTimersByTimeAsync(SETTINGS.callTimeoutMs - 10);
    expect(policy.admission()).toBeInstanceOf(BrokenCircuitError);
    await vi.advanceTimersByTimeAsync(10);
    expect(policy.admission()).toBeNull();
    expect(policy.state()).toBe('open');
  });

  it('sends at most the cap at once, queues a few and refuses the rest at once', async () => {
    const policy = createDrupalPolicy(SETTINGS);
    const drupal = fakeDrupal();
    const calls = Array.from({ length: SETTINGS.maxCalls + SETTINGS.queuedCalls }, () =>
      policy.call(drupal.send, READ),
    );
    await expect(policy.call(drupal.send, READ)).rejects.toThrow(
      new BudgetExhausted('queue', 'DRUPAL_MAX_CALLS=2 on their way, DRUPAL_QUEUED_CALLS=1 waiting'),
    );
    await settled();
    expect(drupal.calls()).toBe(SETTINGS.maxCalls);
    drupal.held[0]!.answer();
    await settled();
    expect(drupal.calls()).toBe(SETTINGS.maxCalls + 1);
    for (const held of drupal.held.slice(1)) held.answer();
    await expect(Promise.all(calls)).resolves.toHaveLength(calls.length);
    expect(drupal.mostAtOnce()).toBe(SETTINGS.maxCalls);
  });

  it('refuses a call that waited in the queue while the breaker opened, never sending it', async () => {
    const policy = createDrupalPolicy({ ...SETTINGS, failuresToOpen: SETTINGS.maxCalls });
    const drupal = fakeDrupal();
    const sent = Array.from({ length: SETTINGS.maxCalls }, () =>
      policy.call(drupal.send, READ).catch((error: unknown) => error),
    );
    const queued = policy.call(drupal.send, READ);
    await settled();
    for (const held of drupal.held) held.fail();
    await Promise.all(sent);
    await expect(queued).rejects.toBeInstanceOf(BrokenCircuitError);
    expect(drupal.calls()).toBe(SETTINGS.maxCalls);
  });

  it('cuts a call Drupal does not answer at its time, aborting it, and counts it as a failure', async () => {
    const policy = createDrupalPolicy({ ...SETTINGS, failuresToOpen: 1 });
    const drupal = fakeDrupal();
    let outcome: unknown = 'pending';
    void policy.call(drupal.send, READ).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(SETTINGS.callTimeoutMs - 1);
    expect(outcome).toBe('pending');
    expect(drupal.held[0]!.request.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Its line names the limit that ran out, not "The operation was aborted due to timeout".
    expect(outcome).toEqual(new BudgetExhausted('call', SETTINGS.callTimeoutMs));
    expect(String(outcome)).toMatch(/DRUPAL_CALL_TIMEOUT_MS=1000/);
    expect(drupal.held[0]!.request.signal?.aborted).toBe(true);
    expect(policy.state()).toBe('open');
  });

  it('leaves a call at once, with the render’s reason, when the render’s own signal aborts, even in the queue', async () => {
    const policy = createDrupalPolicy({ ...SETTINGS, maxCalls: 1 });
    const drupal = fakeDrupal();
    void policy.call(drupal.send, READ).catch(() => undefined);
    const render = new AbortController();
    const queued = policy.call(drupal.send, { ...READ, signal: render.signal });
    render.abort(new Error('render time limit'));
    await expect(queued).rejects.toThrow('render time limit');
    expect(drupal.calls()).toBe(1);
  });
});
