/** What fetch rejects with when its signal aborts: the signal's reason, else an AbortError. */
export const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
