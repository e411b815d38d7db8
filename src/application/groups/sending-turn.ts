import { token } from '../token';

/**
 * Turns between the tabs of one browser: a tab the browser duplicated carries a copy of the outbox, and two
 * tabs sending the same item at once would post it twice. Whoever holds the turn for a name is the only tab
 * that runs under it until its run has ended.
 */
export interface SendingTurn {
  /** Runs `run` once no other tab runs under `name`, and holds the others off until it has ended. */
  take(name: string, run: () => Promise<void>): Promise<void>;
}
export const SendingTurn = token<SendingTurn>('SendingTurn');
