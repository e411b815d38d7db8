import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';

const SYSTEM_NAMES: Record<RemoteSystem, string> = {
  drupal: 'content system',
  sewobe: 'membership system',
  proposals: 'proposal system',
};

/**
 * The error of an answer of the wrong shape: the call itself succeeded (2xx, or a status whose body the adapter
 * reads), and retrying it would get the same answer. Without zod, so that the checks a first load runs by hand
 * (the session's tokens) can say it too.
 */
export function unexpectedAnswer(system: RemoteSystem, cause: unknown, status = 200): RemoteSystemError {
  const unexpected = new RemoteSystemError(system, status, {
    reason: 'unexpected-answer',
    message: `Unexpected answer from the ${SYSTEM_NAMES[system]}`,
  });
  unexpected.cause = cause;
  return unexpected;
}
