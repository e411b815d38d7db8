import type { HttpRequest, HttpResponse, Send } from '@/infrastructure/http/http-request';
import { abortReason } from './abort-reason';
import { readsShared } from './observability/metrics';

interface InFlight {
  readonly answer: Promise<HttpResponse>;
  /** Aborts the one call when every render that waits on it has stopped waiting. */
  readonly controller: AbortController;
  /** Takes the call out of the map, so that a read asked afterwards is sent anew. */
  readonly forget: () => void;
  waiting: number;
}

/**
 * Reads sent through `send` that are already on their way are not sent again: a render asking for what
 * another render is waiting for (the menus, a page many readers open at once, a feed) waits for the same
 * answer. The answer is never kept past its arrival, so nothing is older than a call's own trip; renders
 * under load ask Drupal once where they asked once each. Each render still leaves when its own signal
 * aborts (its time limit); the call itself is cancelled when the last one waiting has left.
 */
export function sharedReads(send: Send): Send {
  const inFlight = new Map<string, InFlight>();
  return (request) => {
    if (request.signal?.aborted) return Promise.reject(abortReason(request.signal));
    const key = keyOf(request);
    let call = inFlight.get(key);
    if (!call) {
      const controller = new AbortController();
      // Only this call: one cancelled may still be settling after a new one took its place.
      const forget = () => inFlight.get(key) === created && inFlight.delete(key);
      const answer = send({ ...request, signal: controller.signal }).finally(forget);
      // Each render's own wait rejects on its own; the shared promise has no reader of its failure otherwise.
      answer.catch(() => undefined);
      const created: InFlight = { answer, controller, forget, waiting: 0 };
      inFlight.set(key, (call = created));
    } else {
      // Another render's call answers this one too: a call Drupal was spared (observability/metrics.ts).
      readsShared.inc();
    }
    return waitFor(call, request.signal);
  };
}

/** Two reads are the same when they ask the same address in the same way. */
const keyOf = ({ method, url, params, headers, responseType }: HttpRequest): string =>
  JSON.stringify([method, url, params ?? null, headers ?? null, responseType ?? 'json']);

function waitFor(call: InFlight, signal: AbortSignal | undefined): Promise<HttpResponse> {
  call.waiting++;
  // A wait without a signal never leaves, so the call is never cancelled under it.
  if (!signal) return call.answer;
  return new Promise<HttpResponse>((resolve, reject) => {
    const leave = () => {
      // The last one gone: a render asking now gets a call of its own, not this cancelled one.
      if (--call.waiting === 0) {
        call.forget();
        call.controller.abort(abortReason(signal));
      }
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', leave, { once: true });
    call.answer.then(
      (answer) => {
        signal.removeEventListener('abort', leave);
        resolve(answer);
      },
      (failure: unknown) => {
        signal.removeEventListener('abort', leave);
        reject(failure);
      },
    );
  });
}
