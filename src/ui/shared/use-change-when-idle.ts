import { useCallback, useEffect, useEffectEvent, useRef } from 'react';

/** At the latest this long after a change it is passed on, idle or not. */
const IDLE_WAIT_LIMIT_MS = 300;

/** Calls `run` when the main thread is idle (or after IDLE_WAIT_LIMIT_MS); the returned function cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const stop = cancelIdleCallback;
    const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_LIMIT_MS });
    return () => stop(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/**
 * Passes a field's changes on (`passOn`: to a form's state, and from there to its draft) when the page is idle, only the
 * last of those made meanwhile: a field that keeps what was typed itself (a rich-text editor) then answers
 * each key within its frame, and a fast typist's keys do not each pay for the form's render and the draft's
 * write (issue 52). `flush` passes a held change on at once (before the form is read, and when the page is
 * left, so a reload keeps it); `discard` forgets it (the form was reset); `latest` is what the field holds.
 * A change made `now` is passed on at once, with any held before it (what the page draws from the value).
 * A change held when the field goes away goes to `leftBehind` (a form's draft, which knows the account it was
 * typed under), or else is forgotten: the form it was for is gone.
 */
export function useChangeWhenIdle<T>(leftBehind?: (value: T) => void) {
  const held = useRef<{ value: T; passOn: (value: T) => void } | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  const keepLeft = useEffectEvent((value: T) => leftBehind?.(value));

  const discard = useCallback(() => {
    cancel.current?.();
    cancel.current = null;
    held.current = null;
  }, []);
  const flush = useCallback(() => {
    const waiting = held.current;
    discard();
    if (waiting) waiting.passOn(waiting.value);
  }, [discard]);
  const changed = useCallback(
    (value: T, passOn: (value: T) => void, now = false) => {
      held.current = { value, passOn };
      if (now) flush();
      else cancel.current ??= whenIdle(flush);
    },
    [flush],
  );
  /** What the field holds: the held change, or else `passed`, the value the form has. */
  const latest = useCallback((passed: T) => (held.current ? held.current.value : passed), []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      const left = held.current;
      discard();
      if (left) keepLeft(left.value);
    };
  }, [flush, discard]);

  return { changed, flush, discard, latest };
}
