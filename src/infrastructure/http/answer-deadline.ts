import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';
import { toRemoteSystemError } from './to-remote-system-error';

/** One call's wait for its answer: a signal that aborts at the limit or when the caller's own signal does. */
export interface AnswerDeadline {
  readonly signal: AbortSignal;
  /** The error for a call that failed: a timeout when the limit ended it, otherwise what it threw. */
  failure(error: unknown): RemoteSystemError;
  /** Stops the timer once the call has settled. */
  clear(): void;
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
        ? new RemoteSystemError(system, null, { reason: 'network', message: noAnswerWithin(limitMs ?? 0) })
        : toRemoteSystemError(system, error),
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', passOn);
    },
  };
}

const noAnswerWithin = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `No answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
};
