// What the app does with a screen the server drew: seeds its answers, takes it over only for the reader it was
// drawn for, and ends it once the reader moves on.
import type { Container } from 'inversify';
import { isAuthState, SessionStore, type DrawnReader } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { isLoggedIn } from '@/domain/session/session';
import { useLocation } from 'react-router-dom';
import { queryCacheOf } from '../shared/data/cache-of-container';
import { useQueryCache } from '../shared/data/use-query';
import { FIRST_ENTRY } from '../shared/first-entry';
import { loadSanitizer } from '../shared/html-sanitizer';

/**
 * The one place a server-drawn first screen's answers go (keys name a load and its arguments: `menu:main`,
 * `page:/news`): into the query cache, before React takes that HTML over (hydrates), so that it draws the
 * same screen from the same answers instead of loading states over it. On the server, the render fills the
 * same cache (src/server/render-first-screen.tsx).
 */
export function seedFirstScreen(container: Container, answers: Readonly<Record<string, unknown>>): void {
  queryCacheOf(container).seed(answers);
}

/**
 * Whether this tab's reader is the one the server drew the first screen for, so React may take its HTML over:
 * a visitor's screen (`drawnFor` undefined, or null for a session Drupal no longer knew) for a tab nobody is
 * logged in to; a member's (src/server/member-render.ts) for that member, whom an empty tab takes as logged
 * in (SyncSession.takeDrawn). Anyone else gets the screen drawn afresh, from their own answers.
 */
export function drawnForThisReader(container: Container, drawnFor: unknown): boolean {
  if (drawnFor === undefined || drawnFor === null)
    return !isLoggedIn(container.get(SessionStore).snapshot().session);
  return isDrawnReader(drawnFor) && container.get(SyncSession).takeDrawn(drawnFor);
}

const isDrawnReader = (value: unknown): value is DrawnReader =>
  typeof value === 'object' && value !== null && isAuthState({ ...value, expired: false });

/**
 * Ends the first screen once the reader moves on (back on the first entry later included): its answers
 * are then refreshed when shown again, as any other. Until then they count as fresh, even while a part
 * whose code arrived late is hydrated. The next screens draw CMS HTML themselves: the sanitizer's code
 * starts on its way with the first move, beside the next screen's answer, instead of after it.
 */
export function FirstScreenEnd() {
  const cache = useQueryCache();
  if (useLocation().key === FIRST_ENTRY) return null;
  cache.endFirstScreen();
  loadSanitizer().catch(ignore);
  return null;
}

const ignore = () => undefined;
