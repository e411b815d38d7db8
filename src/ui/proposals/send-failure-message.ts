import type { SendFailure } from '@/application/proposals/sync-status';

/** Why a send did not go, in words. A refusal also shows the event's own error text, as HTML, beside it. */
export function sendFailureMessage(failure: SendFailure): string {
  switch (failure.kind) {
    case 'offline':
      return 'Your proposal was not sent: there is no connection. Everything is kept on this device; try again when you are back online.';
    case 'login':
      return 'Your proposal was not sent because your session has ended. Log in again, then send it; nothing is lost.';
    case 'refused':
      return `Your proposal was not sent (${failure.message}).`;
  }
}
