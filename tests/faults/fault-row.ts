import type { RemoteSystem } from '@/application/remote-system-error';
import { FAULTS, type Fault } from './faults';
import type { Outcome } from './outcomes';

/** One remote call of docs/behaviour.md, Remote calls, and what each fault does to the person using it. */
export interface FaultRow {
  /** Names the row in tests (the drivers drive it by this id). */
  readonly id: string;
  readonly system: RemoteSystem;
  /** The call as docs/behaviour.md, Remote calls, writes it. */
  readonly call: string;
  /** The screen and use case that make it. */
  readonly usedBy: string;
  /** Which requests the fault transport breaks: `METHOD path` (no query, relative to the system's base). */
  readonly route: RegExp;
  readonly outcomes: Readonly<Record<Fault, Outcome>>;
}

/** Builds a row's outcomes, one per fault. */
export const perFault = (outcome: (fault: Fault) => Outcome): Record<Fault, Outcome> =>
  Object.fromEntries(FAULTS.map((fault) => [fault, outcome(fault)])) as Record<Fault, Outcome>;

/** 401 and 403: what a cookie session refuses with, and an ended session too. */
export const isRefusal = (fault: Fault): boolean => fault === 'status-401' || fault === 'status-403';

/** Faults whose answer arrived (2xx) but did not read. */
export const isUnreadable = (fault: Fault): boolean => fault === 'not-json' || fault === 'wrong-shape';
