import type { AccountCopiesOnDevice } from '@/application/session/account-copies';
import type { SessionStore } from '@/application/session/session-store';
import { MEMBER_SESSION_CACHE, mayHoldMemberData, PAGE_COPIES_CACHE } from '@/domain/offline/device-caches';

/**
 * At every end of a session (logout, a session the server ended, another account's login), deletes each Cache
 * Storage cache that could hold a member's data. The service worker never puts a member's answer in one (it
 * keeps only pages the server marked `public`), so this is the second lock: should a copy ever be written while a
 * member reads, it does not outlive their session. The code caches stay: they hold the build, the same for all.
 *
 * A session no tab saw end (it expired with the tab closed) leaves the member-session marker behind, and it names
 * its account: when the tab's session names another account (AccountCopiesOnDevice), the caches go as at a
 * session's end; the member who comes back first keeps them.
 */
export function dropDeviceCopiesAtSessionEnd(
  sessions: Pick<SessionStore, 'ended$'>,
  device: Pick<AccountCopiesOnDevice, 'register'>,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): void {
  // One change at a time: a takeover's marking of the new account must not meet the old session's deletion.
  let turn = Promise.resolve();
  const inTurn = (change: (caches: CacheStorage) => Promise<void>) => {
    if (cacheStorage !== undefined) turn = turn.then(() => change(cacheStorage));
    return turn;
  };
  sessions.ended$.subscribe(() => void inTurn(dropCopies));
  // While a member is logged in, the worker asks the network first (src/service-worker/service-worker.ts).
  device.register({
    keeps: 'the service worker’s page copies, and the marker of a member’s session',
    places: [`caches:${PAGE_COPIES_CACHE}`, `caches:${MEMBER_SESSION_CACHE}`],
    dropAllBut: (userId) => inTurn((caches) => markMemberSession(caches, userId)),
  });
}

/** The marker's one entry: whose session it stands for. */
const markerEntry = (userId: number): string => `/__member-session/${userId}`;

async function markMemberSession(cacheStorage: CacheStorage, userId: number): Promise<void> {
  try {
    if (await cacheStorage.has(MEMBER_SESSION_CACHE)) {
      if (await (await cacheStorage.open(MEMBER_SESSION_CACHE)).match(markerEntry(userId))) return;
      // Another account's session (or an older build's marker, naming nobody) never ended in a tab here.
      await dropCopies(cacheStorage);
    }
    await (await cacheStorage.open(MEMBER_SESSION_CACHE)).put(markerEntry(userId), new Response(null));
  } catch {
    // Without Cache Storage the worker keeps nothing either.
  }
}

/** Deletes the caches that may hold member data; resolves once they are gone (a failure is left to the next end). */
export async function dropCopies(cacheStorage: CacheStorage): Promise<void> {
  try {
    const names = await cacheStorage.keys();
    await Promise.all(names.filter(mayHoldMemberData).map((name) => cacheStorage.delete(name)));
  } catch {
    // Cache Storage refused (a private window, storage turned off): there is nothing in it to delete.
  }
}
