import type { Scheduler } from '@/application/scheduler';

/**
 * The Scheduler of the browser (and of Node): its own clock and timers, read at each call, so a browser test
 * that installs a fake clock (Playwright's `page.clock`) moves the repeats on too.
 */
export const timerScheduler: Scheduler = {
  now: () => Date.now(),
  after: (ms, task) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};
