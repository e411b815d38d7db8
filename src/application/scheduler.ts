import { token } from './token';

/**
 * Time as the use cases that repeat themselves see it: injected, so tests move it on without waiting
 * (ManualScheduler in the fakes), and the browser's timers everywhere else.
 */
export interface Scheduler {
  /** Milliseconds since some fixed moment: only differences between two calls mean anything. */
  now(): number;
  /** Runs `task` once after `ms`; the answer cancels it if it has not run. */
  after(ms: number, task: () => void): () => void;
}
export const Scheduler = token<Scheduler>('Scheduler');
