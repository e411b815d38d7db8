import { inject, injectable } from 'inversify';
import { RemoteSystemError } from '../remote-system-error';
import type { ReadOptions } from '../read-options';
import { SessionStore } from '../session/session-store';
import { ReadingHistory } from './reading-history';

/**
 * When the member last read each topic asked about (ISO 8601), by nid; null for one never read, absent for one
 * the history did not answer. A plain object, so a server-drawn page's answers travel to the browser as JSON.
 */
export type LastReads = Readonly<Record<number, string | null>>;

/**
 * What the member has read of the discussions, for the "new" marks (issue 45; Drupal's history module). The
 * marks are an aid, not the content: when the history cannot be read the topics show as they are, unmarked
 * (an empty answer: nothing known to be new), and a read that cannot be recorded is left unrecorded, as
 * Drupal does when it fails to. A cancelled read stays cancelled, so the query that asked drops it.
 */
@injectable()
export class TopicReading {
  constructor(
    @inject(ReadingHistory) private readonly history: ReadingHistory,
    @inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async lastReads(nids: readonly number[], options?: ReadOptions): Promise<LastReads> {
    if (nids.length === 0) return {};
    try {
      return Object.fromEntries(await this.history.lastRead(nids, options));
    } catch (error) {
      if (!(error instanceof RemoteSystemError) || error.reason === 'cancelled') throw error;
      return {};
    }
  }

  /** Records that the member has read the topic now; true when it was recorded. */
  async markRead(nid: number): Promise<boolean> {
    try {
      await this.history.markRead(this.sessions.writer(), nid);
      return true;
    } catch (error) {
      if (!(error instanceof RemoteSystemError)) throw error;
      return false;
    }
  }
}
