import type { SendingTurn } from '@/application/groups/sending-turn';
import type { KeyValueStorage } from '@/application/storage/key-value-storage';

/** How long a lease held in storage lasts without being renewed: a tab closed mid-send frees it after this. */
export const LEASE_MS = 10_000;
/** How long a tab waits after writing a lease before reading whose it is: another tab may have written too. */
const SETTLE_MS = 50;

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * The browser's turns: the Web Locks API (`navigator.locks`, exclusive, queued, freed when a tab closes),
 * or, where a browser has none, a lease in localStorage (leasedTurn).
 */
export function browserSendingTurn(storage: KeyValueStorage): SendingTurn {
  const locks = globalThis.navigator?.locks;
  if (locks?.request) return { take: (name, run) => locks.request(name, run) };
  return leasedTurn(storage, () => Date.now());
}

interface Lease {
  readonly holder: string;
  readonly until: number;
}

const leaseOf = (text: string | null): Lease | null => {
  try {
    const lease = JSON.parse(text ?? 'null') as Partial<Lease> | null;
    return typeof lease?.holder === 'string' && typeof lease.until === 'number' ? (lease as Lease) : null;
  } catch {
    return null;
  }
};

/**
 * A turn kept as a lease in shared storage: a tab writes itself in where no live lease stands, reads it back
 * once other writers have had their moment (the last one written wins), renews it while it runs and takes it
 * out at the end. Weaker than a lock (a tab stalled past a lease may overlap), which the ledger's "look
 * before sending again" covers.
 */
export function leasedTurn(storage: KeyValueStorage, now: () => number): SendingTurn {
  const me = `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const write = (key: string) => storage.write(key, JSON.stringify({ holder: me, until: now() + LEASE_MS }));
  const acquire = async (key: string): Promise<boolean> => {
    const standing = leaseOf(storage.read(key));
    if (standing && standing.holder !== me && standing.until > now()) return false;
    write(key);
    await wait(SETTLE_MS);
    return leaseOf(storage.read(key))?.holder === me;
  };
  return {
    async take(name, run) {
      const key = `${name}.lease`;
      while (!(await acquire(key))) await wait(LEASE_MS / 4);
      const renewing = setInterval(() => write(key), LEASE_MS / 2);
      try {
        await run();
      } finally {
        clearInterval(renewing);
        if (leaseOf(storage.read(key))?.holder === me) storage.remove(key);
      }
    },
  };
}
