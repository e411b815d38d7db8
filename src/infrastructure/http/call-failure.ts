import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';
import { HttpStatusFailure } from './http-request';

/*
 * How a call to a remote system fails, in one place: the deadline on its answer, and whatever it threw
 * turned into the one RemoteSystemError the layers above understand.
 */

/** One call's wait for its answer: a signal that aborts at the limit or when the caller's own signal does. */
export interface AnswerDeadline {
  readonly signal: AbortSignal;
  /** The error for a call that failed: a timeout when the limit ended it, otherwise what it threw. */
  failure(error: unknown): RemoteSystemError;
  /** Stops the timer once the call has settled. */
  clear(): void;
  /** Ends the call as its caller's abort would ("cancelled"). */
  cancel(): void;
}

/**
 * Aborts the call itself at the limit, so the connection is freed instead of a promise merely abandoned. The
 * caller's abort is passed on without a reason, so the transport rejects with an AbortError ("cancelled"),
 * while the timer's abort is told apart by its flag ("network": nothing answered, worth trying again).
 */
export function answerDeadline(
  system: RemoteSystem,
  callerSignal: AbortSignal | undefined,
  limitMs: number | null,
): AnswerDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const passOn = () => controller.abort();
  if (callerSignal?.aborted) passOn();
  else callerSignal?.addEventListener('abort', passOn, { once: true });
  const timer =
    limitMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, limitMs);
  return {
    signal: controller.signal,
    failure: (error) =>
      timedOut
        ? new RemoteSystemError(system, null, {
            reason: 'network',
            message: noAnswerWithin(limitMs ?? 0),
            waitedMs: limitMs ?? 0,
          })
        : toRemoteSystemError(system, error),
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', passOn);
    },
    cancel: passOn,
  };
}

const noAnswerWithin = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `No answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
};

/**
 * Turns whatever a call threw into the one transport error. The failure text of an error body is kept:
 * Drupal sends `{"message": ...}`, SEWOBE `{"ERROR": ...}`.
 */
export function toRemoteSystemError(system: RemoteSystem, error: unknown): RemoteSystemError {
  if (error instanceof RemoteSystemError) return error;
  if (error instanceof HttpStatusFailure) {
    return new RemoteSystemError(system, error.response.status, {
      serverMessage: failureText(error.response.data),
    });
  }
  // fetch rejects an aborted call with an AbortError, axios with a CanceledError.
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'CanceledError')) {
    return new RemoteSystemError(system, null, { reason: 'cancelled' });
  }
  return new RemoteSystemError(system, null, {
    message: error instanceof Error ? error.message : String(error),
  });
}

function failureText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, ERROR } = body as { message?: unknown; ERROR?: unknown };
  if (typeof message === 'string') return message;
  return typeof ERROR === 'string' ? ERROR : null;
}
