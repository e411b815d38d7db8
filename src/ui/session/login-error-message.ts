import type { LogInError } from '@/application/session/log-in';

/** The membership system's refusal codes, in words a member understands (the code stays visible). */
const MEMBERSHIP_CODES: Record<number, string> = {
  [-1]: 'The membership system does not recognise this portal. Please tell the office.',
  [-2]: 'Your membership session has ended.',
  [-3]: 'The membership system did not accept this e-mail and password.',
  [-5]: 'Your membership account is locked. Please contact the office.',
};

export function loginErrorMessage(error: LogInError): string {
  switch (error.kind) {
    case 'rejected':
      return error.message || 'login failed';
    case 'membership-refused':
      if (error.statusCode === null) return 'login failed';
      return `${MEMBERSHIP_CODES[error.statusCode] ?? 'The membership system refused the login.'} (code ${error.statusCode})`;
    case 'unreachable':
      return `The login service could not be reached (${error.message}). Please try again in a moment.`;
  }
}
