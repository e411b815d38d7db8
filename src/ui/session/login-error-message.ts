import type { LogInError } from '@/application/session/log-in';
import type { SessionKey, SessionTranslate } from './session-messages';

/** The membership system's refusal codes, in words a member understands (the code stays visible). */
const MEMBERSHIP_CODES: Record<number, SessionKey> = {
  [-1]: 'membershipUnknownPortal',
  [-2]: 'membershipSessionEnded',
  [-3]: 'membershipWrongCredentials',
  [-5]: 'membershipLocked',
};

/** A refused login in the reader's language; the content system's own message is shown as it came. */
export function loginErrorMessage(error: LogInError, t: SessionTranslate): string {
  switch (error.kind) {
    case 'rejected':
      return error.message || t('loginFailed');
    case 'membership-refused':
      if (error.statusCode === null) return t('loginFailed');
      return t('loginRefusedWithCode', {
        reason: t(MEMBERSHIP_CODES[error.statusCode] ?? 'membershipRefused'),
        code: error.statusCode,
      });
    case 'unreachable':
      return t('loginUnreachable', { detail: error.message });
  }
}
