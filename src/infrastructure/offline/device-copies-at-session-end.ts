import type { SessionStore } from '@/application/session/session-store';
import { isLoggedIn } from '@/domain/session/session';
import { MEMBER_SESSION_CACHE, mayHoldMemberData } from '@/domain/offline/device-caches';

/**
 * At every end of a session (logout, a session the server ended, another account's login), deletes each Cache
 * Storage cache that could hold a member's data. The service worker never puts a member's answer in one (it
 * keeps only pages the server marked `public`), so this is the second lock: should a copy ever be written while a
 * member reads, it does not outlive their session. The code caches stay: they hold the build, the same for all.
 */
export function dropDeviceCopiesAtSessionEnd(
  sessions: Pick<SessionStore, 'ended$' | 'state$'>,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): void {
  if (cacheStorage === undefined) return;
  sessions.ended$.subscribe(() => void dropCopies(cacheStorage));
  // While a member is logged in, the worker asks the network first (src/service-worker/service-worker.ts).
  sessions.state$.subscribe(({ session }) => {
    if (isLoggedIn(session)) void markMemberSession(cacheStorage);
  });
}

async function markMemberSession(cacheStorage: CacheStorage): Promise<void> {
  try {
    if (!(await cacheStorage.has(MEMBER_SESSION_CACHE))) await cacheStorage.open(MEMBER_SESSION_CACHE);
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
