import type { Send } from '@/infrastructure/http/http-request';
import {
  createDrupalPolicy,
  DRUPAL_POLICY_DEFAULTS,
  type BreakerClock,
  type BreakerState,
  type DrupalPolicy,
  type DrupalPolicySettings,
} from './drupal-policy';
import type { CallOutcome } from './call-outcome';
import { nodeTransport } from './node-transport';
import { uncompressed } from './uncompressed';
import { tracedAs } from './tracing/traced-calls';
import { currentTrace } from './tracing/trace-context';

/** One policy per Drupal address for the process: every render's and feed's calls count against the same. */
const policies = new Map<string, DrupalPolicy>();
const listeners = new Set<(state: BreakerState, drupalUrl: string) => void>();
type CallEndListener = (outcome: CallOutcome, seconds: number, drupalUrl: string, failure?: unknown) => void;
const callEndListeners = new Set<CallEndListener>();

/**
 * The policy for the Drupal at `drupalUrl` from now on (the service's settings, at its start), in place of the
 * defaults or an earlier one: a fresh breaker, closed, on `now` (the system's clock unless a test brings one).
 */
export function useDrupalPolicy(
  drupalUrl: string,
  settings: DrupalPolicySettings = DRUPAL_POLICY_DEFAULTS,
  now?: BreakerClock,
) {
  const policy = createDrupalPolicy(settings, now);
  const current = () => policies.get(drupalUrl) === policy;
  policy.onStateChange((state) => {
    if (current()) for (const listener of listeners) listener(state, drupalUrl);
  });
  policy.onCallEnd((outcome, seconds, failure) => {
    if (current()) for (const listener of callEndListeners) listener(outcome, seconds, drupalUrl, failure);
  });
  policies.set(drupalUrl, policy);
}

/** The address's policy; made with `settings` (else the defaults) when it has none yet: the first use sets it. */
function policyOf(drupalUrl: string, settings?: DrupalPolicySettings): DrupalPolicy {
  if (!policies.has(drupalUrl)) useDrupalPolicy(drupalUrl, settings);
  return policies.get(drupalUrl)!;
}

/**
 * Every call the server makes to the Drupal at `drupalUrl`, a visitor's (drupal-reads.ts), a member's
 * (member-reads.ts) or a feed's, goes out here: over Node's own HTTP, uncompressed, under the process's policy
 * for that Drupal (drupal-policy.ts).
 */
export function drupalCalls(drupalUrl: string): Send {
  const send = uncompressed(nodeTransport(drupalUrl));
  // Each call carries its request's trace, taken as it is asked (tracing/traced-calls.ts).
  return (request) => callsThroughPolicy(drupalUrl, tracedAs(currentTrace(), send))(request);
}

/**
 * What `send` sends, under the policy of the Drupal at `drupalUrl`: capped, timed, refused while its breaker is
 * open, counted by it and heard by onDrupalCallEnd. For a call that is no render's (readiness's probe), which
 * must meet the breaker as the renders' calls do.
 */
export function callsThroughPolicy(drupalUrl: string, send: Send): Send {
  return (request) => policyOf(drupalUrl).call(send, request);
}

/**
 * Throws what the policy refuses calls with while the breaker is open (DrupalPolicy.admission): a render or a
 * feed calls it before it starts, and answers its 503 at once instead of drawing up to its first call to Drupal.
 * `settings` make the address's policy if it has none yet (the sandbox's looser one, which no service sets).
 */
export function refuseWhileDrupalFails(drupalUrl: string, settings?: DrupalPolicySettings): void {
  const refused = policyOf(drupalUrl, settings).admission();
  if (refused) throw refused;
}

/**
 * The breaker's state for the Drupal at `drupalUrl`; without one, the worst of the process's (a service has
 * one Drupal), 'closed' before any call. For a metrics gauge or a readiness check.
 */
export function drupalBreakerState(drupalUrl?: string): BreakerState {
  if (drupalUrl !== undefined) return policyOf(drupalUrl).state();
  const states = new Set([...policies.values()].map((policy) => policy.state()));
  return states.has('open') ? 'open' : states.has('half-open') ? 'half-open' : 'closed';
}

/** Calls `listener` on every change of a breaker's state, until disposed. */
export function onDrupalBreakerChange(listener: (state: BreakerState, drupalUrl: string) => void) {
  listeners.add(listener);
  return { dispose: () => void listeners.delete(listener) };
}

/**
 * Calls `listener` as each call the policy sent to a Drupal ends, whatever sent it (a render, a member, a feed,
 * the readiness probe), with its outcome and how long it took, until disposed: the one account of the calls to
 * Drupal, which the breaker counts and the service's metrics and readiness hear (observability/health.ts), with
 * what a failed call failed with.
 */
export function onDrupalCallEnd(listener: CallEndListener) {
  callEndListeners.add(listener);
  return { dispose: () => void callEndListeners.delete(listener) };
}
