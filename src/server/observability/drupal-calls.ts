import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';

/** How a call to Drupal ended: its status's class, no answer at all, or cancelled by the render's limit. */
export type CallOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'error' | 'aborted';

/** Drupal answered, whatever it said: a 404 is an answer (a page it has not), a 5xx or silence is not. */
export const answered = (outcome: CallOutcome): boolean => /^[234]xx$/.test(outcome);

/** Marks readiness.ts's probe, which is no render's call: neither counted nor judged twice. */
export const PROBE_HEADER = 'x-necs-readiness-probe';

export type CallObserver = (outcome: CallOutcome, seconds: number) => void;

/**
 * Every call this process sends to the Drupal at `drupalUrl` (an http(s) request to its origin, below its
 * path), as Node's own HTTP client reports it on its diagnostics channels: the renders', the members', the
 * feeds', whatever transport sends them and whatever wraps it (sharing, limits), without a hook in any of
 * them. `observe` hears each call once, when its whole answer has arrived or it failed. Returns the way to
 * stop listening.
 */
export function observeDrupalCalls(drupalUrl: string, observe: CallObserver): () => void {
  const base = new URL(drupalUrl);
  const started = new WeakMap<ClientRequest, number>();
  const end = (request: ClientRequest, outcome: CallOutcome) => {
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    observe(outcome, (performance.now() - at) / 1000);
  };

  const onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    if (isDrupal(request, base)) started.set(request, performance.now());
  };
  const onResponse = (message: unknown) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    if (!started.has(request)) return;
    // Published once the head has arrived: the call ends with its body, or when that is cut off.
    response.once('close', () =>
      end(request, response.complete ? statusClass(response.statusCode) : 'error'),
    );
  };
  const onError = (message: unknown) => {
    const { request, error } = message as { request: ClientRequest; error: unknown };
    end(request, outcomeOf(error));
  };

  const channels = [
    ['http.client.request.start', onStart],
    ['http.client.response.finish', onResponse],
    ['http.client.request.error', onError],
  ] as const;
  for (const [name, listener] of channels) subscribe(name, listener);
  return () => {
    for (const [name, listener] of channels) unsubscribe(name, listener);
  };
}

function isDrupal(request: ClientRequest, base: URL): boolean {
  return (
    request.protocol === base.protocol &&
    request.getHeader('host') === base.host &&
    request.path.startsWith(base.pathname) &&
    !request.hasHeader(PROBE_HEADER)
  );
}

const statusClass = (status: number | undefined): CallOutcome =>
  `${Math.min(Math.max(Math.floor((status ?? 500) / 100), 2), 5)}xx` as CallOutcome;

/** A call the render's signal cancelled (node-transport.ts destroys it with the signal's reason) is aborted. */
function outcomeOf(error: unknown): CallOutcome {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'AbortError' || name === 'TimeoutError' ? 'aborted' : 'error';
}
