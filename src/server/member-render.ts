import type { Container } from 'inversify';
import { Preferences } from '@/application/preferences/preferences';
import { SessionStore, type DrawnReader } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { LoadPage } from '@/application/site/load-page';
import { isLoggedIn } from '@/domain/session/session';
import type { Params } from 'react-router-dom';
import { memberAreaPath, type AppConfig } from '@/application/config/app-config';
import type { Topic } from '@/domain/groups/group';
import { isProposalKind } from '@/domain/proposals/proposal-kind';
import { COMMENT_ROUTE, PROPOSAL_ROUTE, TOPIC_ROUTE } from '@/ui/app/routes';
import { GROUP_QUERIES } from '@/ui/groups/group-queries';
import { keyHash } from '@/ui/shared/data/query-key';
import { idOf } from './matched-route';
import { memberAreaScreen, proposalScreen, topicScreen, type Drawn } from './member-screens';
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

/** Whether the screen is drawn for a logged-in member: a session Drupal knows. */
export const drawnForMember = (container: Container): boolean =>
  isLoggedIn(container.get(SessionStore).snapshot().session);

/** A member's screen with the person it was drawn for: none when Drupal no longer knows the session. */
export function drawnFor(outcome: FirstScreen, container: Container): FirstScreen {
  if (outcome.kind !== 'page' && outcome.kind !== 'not-found') return outcome;
  const { session, user } = container.get(SessionStore).snapshot();
  const reader: DrawnReader | null = isLoggedIn(session) ? { session, user } : null;
  return { ...outcome, screen: { ...outcome.screen, drawnFor: reader } };
}

/**
 * A member's own screens the server draws for them: a topic (the content system answers it to their session
 * only), the member area, and the proposal form's frame (the parts that read the proposal system wait for the
 * browser: BrowserOnly). The account screen, the login form and an address naming nothing stay the browser's.
 */
export type OwnScreen =
  | { readonly kind: 'topic'; readonly nid: number }
  /** A comment's link (`/comment/{cid}`), answered with where it leads rather than drawn (comment-link-move.ts). */
  | { readonly kind: 'comment-link'; readonly cid: number }
  | { readonly kind: 'member-area' }
  | { readonly kind: 'proposals' };

/** Which own screen `route` is, with its parameters; null for any other, or one whose address names nothing. */
export function ownScreenAt(route: string, params: Params, config: AppConfig): OwnScreen | null {
  if (route === TOPIC_ROUTE) {
    const nid = idOf(params.id);
    return nid === null ? null : { kind: 'topic', nid };
  }
  if (route === COMMENT_ROUTE) {
    const cid = idOf(params.cid);
    return cid === null ? null : { kind: 'comment-link', cid };
  }
  if (route === memberAreaPath(config)) return { kind: 'member-area' };
  if (route === PROPOSAL_ROUTE && (params.kind === undefined || isProposalKind(params.kind)))
    return { kind: 'proposals' };
  return null;
}

/** An own screen as drawn, with what its document needs around it; a topic Drupal did not give is the browser's. */
export function ownScreenOf(own: OwnScreen, drawn: Drawn, config: AppConfig): FirstScreen {
  if (own.kind === 'member-area') return { kind: 'page', screen: memberAreaScreen(drawn, config) };
  if (own.kind === 'proposals') return { kind: 'page', screen: proposalScreen(drawn, config) };
  if (own.kind === 'comment-link') return { kind: 'browser' };
  const topic = drawn.answers[keyHash(GROUP_QUERIES.topic(own.nid).key)] as Topic | null | undefined;
  return topic ? { kind: 'page', screen: topicScreen(drawn, topic, config) } : { kind: 'browser' };
}
