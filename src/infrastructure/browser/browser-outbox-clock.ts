import type { OutboxClock } from '@/application/groups/outbox-sender';

/** The outbox's time in the app: the device's clock and the browser's timers. */
export const browserOutboxClock: OutboxClock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};
