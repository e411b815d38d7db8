/** At the latest this long after it is asked for, idle work runs, idle or not. */
const IDLE_WAIT_LIMIT_MS = 300;

/**
 * Calls `run` when the main thread is idle (or after IDLE_WAIT_LIMIT_MS), never inside the frame that asked
 * for it; the returned function cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const stop = cancelIdleCallback;
    const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_LIMIT_MS });
    return () => stop(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
