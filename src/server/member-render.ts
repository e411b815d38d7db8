import type { Container } from 'inversify';
import { Preferences } from '@/application/preferences/preferences';
import { SessionStore, type DrawnReader } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { LoadPage } from '@/application/site/load-page';
import { isLoggedIn } from '@/domain/session/session';
import type { FirstScreen } from './portal-screens';

/**
 * Who a member's render draws for, learnt before it draws, so that the header and the page are drawn for the
 * same person: from the content page's own answer (asked now, taken by its view: one call), else from the
 * home page's, as a browser tab learns it (SyncSession); their account is loaded with it. A failure fails the
 * render, which then leaves the screen to the browser.
 */
export async function learnSession(container: Container, contentPath: string | null): Promise<void> {
  const sync = container.get(SyncSession);
  if (contentPath === null) return sync.reload();
  container.get(LoadPage).prefetch(contentPath, container.get(Preferences).snapshot().language);
  await sync.askOnce();
}

/** A member's screen with the person it was drawn for: none when Drupal no longer knows the session. */
export function drawnFor(outcome: FirstScreen, container: Container): FirstScreen {
  if (outcome.kind !== 'page' && outcome.kind !== 'not-found') return outcome;
  const { session, user } = container.get(SessionStore).snapshot();
  const reader: DrawnReader | null = isLoggedIn(session) ? { session, user } : null;
  return { ...outcome, screen: { ...outcome.screen, drawnFor: reader } };
}
