/** The Prioritized Task Scheduling API where the browser has it (Chromium, Firefox; not WebKit yet). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between:
 * start-up work cut this way shows in no long task (Total Blocking Time counts each task's time past 50 ms).
 * `scheduler.yield()` goes on ahead of other queued tasks; without it (WebKit), a message to a channel of our
 * own comes back as a task of its own, without the 4 ms a nested `setTimeout` waits.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
