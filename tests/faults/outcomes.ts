import type { GroupActionFailure } from '@/application/groups/group-action-failure';
import type { CommentFailure } from '@/application/groups/post-comment';
import { waitsToBeSent } from '@/application/groups/waits-to-be-sent';
import type { SendFailure } from '@/application/proposals/sync-status';
import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';
import type { LogInError } from '@/application/session/log-in';
import { ANSWER_TIMEOUT_MS } from '@/infrastructure/http/http-client';
import { actionFailureMessage } from '@/ui/groups/action-failure-message';
import { commentFailureText } from '@/ui/groups/comment-failure-text';
import { isWorthRetrying, topicOutcomeMessage, type TopicFailure } from '@/ui/groups/topic-outcome-message';
import type { ShellKey } from '@/ui/i18n/shell-messages';
import { loginErrorMessage } from '@/ui/session/login-error-message';
import { remoteSystemNames } from '@/ui/session/remote-system-names';
import type { SessionKey } from '@/ui/session/session-messages';
import type { SessionStatusKey } from '@/ui/session/session-status-messages';
import { failureDetail } from '@/ui/shared/failure-detail';
import { englishWords } from '../support/english-words';
import { GROUPS_ENGLISH } from '../support/groups-english';
import { faultError, type Fault, type FaultError } from './faults';
import { sendFailureInEnglish } from './proposal-words';

/**
 * The outcomes a fault can have, each with the words the person sees (from the ui's own message functions
 * where they exist, so a changed message changes the table), the retry offered and what is kept. The
 * `expect` part is what tests/faults/fault-behaviour.test.ts checks against the real adapters.
 */
export type OutcomeKind =
  | 'error-state'
  | 'silently-ignored'
  | 'answer-not-read'
  | 'login-message'
  | 'action-message'
  | 'outbox-waits'
  | 'topic-not-posted'
  | 'topic-may-be-posted'
  | 'upload-waits'
  | 'proposal-status'
  | 'proposal-not-sent'
  | 'logout-incomplete'
  | 'not-found-words'
  | 'not-called';

/** What the use case the screen calls does, as the behaviour test observes it. */
export type Expectation =
  /** Throws this RemoteSystemError; the screen shows its error state. */
  | { readonly type: 'throws'; readonly error: FaultError }
  /** Ends in a failure value that the ui words exactly so. */
  | { readonly type: 'shows'; readonly text: string }
  /** Completes as if nothing went wrong (the driver checks what still shows). */
  | { readonly type: 'resolves' }
  /** A proposal's status line turns to this (its time aside). */
  | { readonly type: 'sync'; readonly sync: SyncWithoutTime };

export type SyncWithoutTime =
  | { readonly state: 'device'; readonly waitingFor: 'network' | 'login' }
  | { readonly state: 'failed'; readonly message: string };

export interface Outcome {
  readonly kind: OutcomeKind;
  /** What the person sees; `{time}` stands for the moment shown. */
  readonly message: string;
  /** What they can do about it. */
  readonly retry: string;
  /** What stays as it was. */
  readonly kept: string;
  readonly expect: Expectation;
  /**
   * A 401/403 from Drupal's cookie session also makes the portal ask who is logged in; when
   * the answer is "nobody", the "Your session has ended" panel offers a login in place.
   */
  readonly sessionCheck?: boolean;
}

export const TRY_AGAIN = 'Try again';
const NOTHING_SHOWN = 'nothing: no message';

export const SESSION_ENDED_TITLE = 'Your session has ended';
export const LOGOUT_INCOMPLETE_TITLE = 'Logout not complete';

const shellWords = englishWords<ShellKey>('shell');

/** A screen's or a part's error state (ErrorState): its title, the failure worded by its reason and Try again. */
export function errorState(title: string, fault: Fault, system: RemoteSystem, kept: string): Outcome {
  const error = faultError(fault, system);
  const shown = new RemoteSystemError(system, error.status, {
    ...error,
    waitedMs: fault === 'stalled' ? ANSWER_TIMEOUT_MS : undefined,
  });
  return {
    kind: 'error-state',
    message: `${title}. ${failureDetail(shown, shellWords)}`,
    retry: TRY_AGAIN,
    kept,
    expect: { type: 'throws', error },
  };
}

/** The main menu's own line: no detail, a Try again beside it. */
export function menuError(fault: Fault, kept: string): Outcome {
  return {
    ...errorState('The menu could not be loaded.', fault, 'drupal', kept),
    message: 'The menu could not be loaded.',
  };
}

/** An outcome with nothing to read: `kept` says what the person sees instead. */
const quiet = (kind: OutcomeKind, kept: string): Outcome => ({
  kind,
  message: NOTHING_SHOWN,
  retry: 'none needed',
  kept,
  expect: { type: 'resolves' },
});

/** docs/behaviour.md, Error catalogue: "silently ignored": nothing is said; `stillShows` is what the person sees instead. */
export const silentlyIgnored = (stillShows: string): Outcome => quiet('silently-ignored', stillShows);

/** No answer of this call is read: any 2xx counts as done, whatever its body. */
export const answerNotRead = (done: string): Outcome => quiet('answer-not-read', done);

/** The session screens' words, as an English reader sees them. */
export const sessionWords = englishWords<SessionKey>('session');
const statusWords = englishWords<SessionStatusKey>('session-status');

/** A failure value the ui words as `text`, exactly. */
export const shows = (kind: OutcomeKind, text: string, retry: string, kept: string): Outcome => ({
  kind,
  message: text,
  retry,
  kept,
  expect: { type: 'shows', text },
});

/** The login form's message; the typed e-mail address and password stay in the form. */
export function loginMessage(error: LogInError): Outcome {
  return shows(
    'login-message',
    loginErrorMessage(error, sessionWords),
    'Log in again (the same button)',
    'the typed e-mail address and password; nobody is left half logged in',
  );
}

/** Join or Leave that did not happen: the reason, Try again, and the group page as it was. */
export function actionMessage(failure: GroupActionFailure): Outcome {
  return shows(
    'action-message',
    actionFailureMessage(failure, GROUPS_ENGLISH),
    TRY_AGAIN,
    'the group page as it was',
  );
}

/** What the status line says when a comment, a reply or an edit could not go and waits in the outbox. */
const WAITING_WORDS = {
  comment: 'commentWaiting',
  reply: 'replyWaiting',
  edit: 'commentEditWaiting',
} as const;

/**
 * A comment, reply or edit that could not go (nothing answered, or a 5xx): it waits in the outbox, "Waiting to be
 * sent" with Cancel, and goes by itself, once, when the network and the content system are back.
 */
export const outboxWaits = (what: keyof typeof WAITING_WORDS): Outcome =>
  shows(
    'outbox-waits',
    GROUPS_ENGLISH(WAITING_WORDS[what]),
    'none needed: sent by itself, once, when the network and the content system are back; Cancel takes it back',
    `the ${what}, “Waiting to be sent” under the comments, through reloads, for this account only`,
  );

/** A comment that failed: it waits in the outbox, or the reason and Try again; the typed comment stays. */
export function commentMessage(failure: CommentFailure): Outcome {
  return waitsToBeSent(failure)
    ? outboxWaits('comment')
    : shows('action-message', commentFailureText(failure, GROUPS_ENGLISH), TRY_AGAIN, 'the typed comment');
}

const TOPIC_KEPT =
  'title, message and attached files in the form; title and message also in this tab’s draft store';

/** A New Topic form that did not post: the reason, and everything typed or attached stays. */
export function topicNotPosted(failure: Exclude<TopicFailure, { kind: 'maybe-posted' }>): Outcome {
  return shows(
    'topic-not-posted',
    topicOutcomeMessage(failure, GROUPS_ENGLISH),
    isWorthRetrying(failure) ? TRY_AGAIN : 'Create Topic again',
    TOPIC_KEPT,
  );
}

type MaybePostedCause = Extract<TopicFailure, { kind: 'maybe-posted' }>['cause'];

/**
 * A post Drupal may have stored: no Try again (it could post the topic twice); the group's
 * topics reload so the member can look, and Create Topic sends again if they decide to.
 */
export function topicMayBePosted(cause: MaybePostedCause, message: string): Outcome {
  return shows(
    'topic-may-be-posted',
    topicOutcomeMessage({ kind: 'maybe-posted', cause, message }, GROUPS_ENGLISH),
    'no Try again; the group’s topics reload, and Create Topic sends it again if it is not there',
    TOPIC_KEPT,
  );
}

/** The words the New Topic form shows once the member has pressed Cancel on an upload whose body had gone. */
const CANCELLED_AFTER_SENDING = topicOutcomeMessage(
  { kind: 'maybe-posted', cause: 'cancelled', message: '' },
  GROUPS_ENGLISH,
);

/**
 * An upload that reports progress has no answer limit: it shows it moves, and Cancel stops the wait. Here the
 * whole body had gone before the answer stalled, so the topic may have been posted.
 */
export const uploadWaits: Outcome = {
  kind: 'upload-waits',
  message: `Sending… with the upload’s progress; after Cancel: “${CANCELLED_AFTER_SENDING}”`,
  retry: 'Cancel; the group’s topics reload, and Create Topic sends it again if it is not there',
  kept: 'title, message and attached files',
  expect: { type: 'shows', text: `after Cancel: ${CANCELLED_AFTER_SENDING}` },
};

const SYNC_TEXT: Record<SyncWithoutTime['state'] | 'login', string> = {
  device: 'Saved on this device only at {time}: it will be saved when the connection is back.',
  login: 'Saved on this device only at {time}: log in again to save it.',
  failed: 'Not saved at {time} ({message}). A copy is kept on this device.',
};

/** The status line's words for a sync state, `{time}` standing for the time it shows. */
export function syncText(sync: SyncWithoutTime): string {
  if (sync.state === 'failed') return SYNC_TEXT.failed.replace('{message}', sync.message);
  return SYNC_TEXT[sync.waitingFor === 'login' ? 'login' : 'device'];
}

/** A proposal's save that did not reach the proposal system: the status line says where the edits are. */
export function proposalStatus(sync: SyncWithoutTime): Outcome {
  return {
    kind: 'proposal-status',
    message: syncText(sync),
    retry:
      sync.state === 'device'
        ? sync.waitingFor === 'network'
          ? 'automatic when the connection is back, and with the next edit'
          : 'Log in again in place; the saves follow'
        : 'the next edit saves again',
    kept: 'every field as typed, and a copy on this device (localStorage) offered after a reload',
    expect: { type: 'sync', sync },
  };
}

/** A send that did not go: why, and the form stays unsent and editable. */
export function proposalNotSent(failure: SendFailure): Outcome {
  return shows(
    'proposal-not-sent',
    sendFailureInEnglish(failure),
    'Send again',
    'the whole form, unsent and editable, and its copy on this device',
  );
}

/** Logout: this portal forgets the member; the notice names the sessions that may still be open. */
export function logoutIncomplete(systems: readonly RemoteSystem[]): Outcome {
  return shows(
    'logout-incomplete',
    `${LOGOUT_INCOMPLETE_TITLE}: You are logged out of this portal, but ${remoteSystemNames(systems, 'subject', statusWords, 'en')} could not be reached to end your session there.`,
    'Try again (only the sessions named)',
    'nothing of the member on this device (local state is cleared: docs/behaviour.md, Logout); a copy of unsaved proposals only if the member chose to keep it',
  );
}

/** A call the adapter offers but no screen makes. */
export const notCalled = (what: string, expect: Expectation): Outcome => ({
  kind: 'not-called',
  message: NOTHING_SHOWN,
  retry: 'none',
  kept: what,
  expect,
});

/** The same outcome with the session check a refused cookie call triggers. */
export const withSessionCheck = (outcome: Outcome): Outcome => ({ ...outcome, sessionCheck: true });
