import type { ReadOptions } from '../read-options';
import { token } from '../token';

/**
 * What a member has read of the discussions: Drupal's history module, which stamps a topic read and tells
 * when each topic was last read. Members only; every method throws RemoteSystemError when a call fails (403
 * for a visitor).
 */
export interface ReadingHistory {
  /**
   * Records that `writer`, the member reading, has now read topic `nid`: with their content-system session only,
   * as every write (GroupGateway), never marking another account's reading.
   */
  markRead(writer: number, nid: number): Promise<void>;
  /** When the member last read each topic (ISO 8601), by nid; null for one never read. */
  lastRead(nids: readonly number[], options?: ReadOptions): Promise<ReadonlyMap<number, string | null>>;
}
export const ReadingHistory = token<ReadingHistory>('ReadingHistory');
