/**
 * The names of the Cache Storage caches the portal's service worker fills (src/service-worker), shared with the
 * code that empties them at the end of a session (src/infrastructure/offline), so the two cannot drift apart.
 */

/** The build's code and styles by their hashed names: the same for every reader, kept across sessions. */
export const CODE_CACHE_PREFIX = 'necs-code-';

/** Copies of the public pages read on this device, one per page and language. */
export const PAGE_COPIES_CACHE = 'necs-pages';

/**
 * A marker, no data: present while a member is logged in on this device, so the worker shows them the network's
 * page rather than a visitor's copy (which would flash the visitor's header before the member's). It is not a
 * code cache, so the end of the session deletes it with the copies.
 */
export const MEMBER_SESSION_CACHE = 'necs-member-session';

/**
 * Whether a cache may hold anything of a member's. Only the code caches are known to hold nothing but the build's
 * files; every other cache of the origin (the page copies, anything an older build or a library left) is treated
 * as if it could, and is deleted when a session ends.
 */
export const mayHoldMemberData = (cacheName: string): boolean => !cacheName.startsWith(CODE_CACHE_PREFIX);
