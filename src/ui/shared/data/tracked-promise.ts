/** A promise carrying its outcome the way React's `use` reads it (`status`, `value`, `reason`). */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Writes a promise's outcome onto it as it settles, so that `use()` reads a settled one at once instead
 * of suspending for a tick (a screen drawn from the cache paints in its first frame). Idempotent.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Tracked<T>;
  if (marked.status) return promise;
  marked.status = 'pending';
  // The listeners return nothing: returning `marked` (what Object.assign returns) would make the promise that
  // `then` makes follow it, and reject, unhandled, whenever it rejects (WebKit's journeys caught one each time
  // a page was left while a part's code was loading).
  promise.then(
    (value) => void Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(marked, { status: 'rejected', reason }),
  );
  return promise;
}

/** A promise already fulfilled with `value`, as `use()` reads it without waiting. */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** Marks the outcome now, before the listeners run (React's retry then finds it). */
export function markSettled(promise: Promise<unknown>, outcome: { value: unknown } | { reason: unknown }) {
  Object.assign(
    promise,
    'value' in outcome ? { status: 'fulfilled', ...outcome } : { status: 'rejected', ...outcome },
  );
}
