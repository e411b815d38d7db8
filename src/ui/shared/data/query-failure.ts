import { RemoteSystemError } from '@/application/remote-system-error';

const failures = new WeakSet<object>();

/** An Error the cache failed a key with, told apart from any other error a view may throw. */
export function queryFailure(error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  failures.add(failure);
  return failure;
}

/** Whether an error thrown while rendering is a key's failure (a query boundary shows it) or anything else. */
export const isQueryFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && failures.has(error);

/** What a key fails with after the reader's Cancel, or when nobody waits for it any more. */
export const cancelledError = () => new RemoteSystemError('drupal', null, { reason: 'cancelled' });
