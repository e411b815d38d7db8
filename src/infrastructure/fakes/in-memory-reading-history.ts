import type { ReadingHistory } from '@/application/groups/reading-history';
import { NotTheWriter } from '@/application/groups/not-the-writer';
import { RemoteSystemError } from '@/application/remote-system-error';
import { SimulatedOutage } from './simulated-outage';

/** Drupal's `history/*` answer a visitor with an HTML "Access denied" page: no message to pass on. */
const visitorRefused = () => new RemoteSystemError('drupal', 403);

/**
 * The history module in memory: when each user last read each topic. The group gateway's fake asks it which
 * comments are new (`readAt`), as views' "New comments" field asks the history table.
 */
export class InMemoryReadingHistory implements ReadingHistory {
  private readonly stamps = new Map<string, string>();
  readonly outage = new SimulatedOutage('drupal');
  /** Every markRead call in order, refused ones included. */
  readonly marked: number[] = [];

  /** `currentUid`: who is logged in (0: nobody), asked on every call as the session cookie decides. */
  constructor(
    private readonly currentUid: () => number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async markRead(writer: number, nid: number): Promise<void> {
    // As the Drupal adapter: with the writer's session only, never marking another account's reading.
    if (writer !== this.currentUid()) throw new NotTheWriter(writer);
    this.marked.push(nid);
    this.outage.check();
    const uid = this.loggedIn();
    this.record(
      uid,
      nid,
      this.now()
        .toISOString()
        .replace(/\.\d+Z$/, '+00:00'),
    );
  }

  async lastRead(nids: readonly number[]): Promise<ReadonlyMap<number, string | null>> {
    this.outage.check();
    const uid = this.loggedIn();
    return new Map(nids.map((nid) => [nid, this.readAt(uid, nid)]));
  }

  /** When `uid` last read topic `nid` (ISO 8601); null when never. */
  readAt(uid: number, nid: number): string | null {
    return this.stamps.get(`${uid}:${nid}`) ?? null;
  }

  /** Sets a read as it stood, for a test's or the demo's history (`at` ISO 8601). */
  record(uid: number, nid: number, at: string): void {
    this.stamps.set(`${uid}:${nid}`, at);
  }

  private loggedIn(): number {
    const uid = this.currentUid();
    if (uid <= 0) throw visitorRefused();
    return uid;
  }
}
