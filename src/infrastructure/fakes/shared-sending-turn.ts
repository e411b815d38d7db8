import type { SendingTurn } from '@/application/groups/sending-turn';

/**
 * The turns of one browser's tabs, shared by every container of a test's world: a run under a name waits for
 * the runs begun before it, as the Web Locks API queues a lock's requests.
 */
export class SharedSendingTurn implements SendingTurn {
  private readonly queues = new Map<string, Promise<void>>();
  /** The names taken, in order, for tests that look at who asked. */
  readonly taken: string[] = [];

  take(name: string, run: () => Promise<void>): Promise<void> {
    this.taken.push(name);
    const turn = (this.queues.get(name) ?? Promise.resolve()).then(run);
    this.queues.set(
      name,
      turn.catch(() => undefined),
    );
    return turn;
  }
}
