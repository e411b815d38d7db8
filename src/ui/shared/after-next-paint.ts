/** How long a move waits at most for a frame: a tab the browser draws no frames for (hidden, occluded). */
const FRAME_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the browser has painted the frame after now: work started then stays out of the frame that
 * shows what the reader just did (issue 52: the click's own response on screen within four frames). A task
 * queued from the frame's animation callback runs after that frame is drawn. Where no frame comes (a hidden
 * tab, a document without rendering), it resolves after a task, or at the latest after FRAME_WAIT_LIMIT_MS.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    const drawn = typeof document !== 'undefined' && document.visibilityState === 'visible';
    if (drawn && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => setTimeout(finish, 0));
      setTimeout(finish, FRAME_WAIT_LIMIT_MS);
    } else setTimeout(finish, 0);
  });
}
