import type { AccountGateway } from '@/application/session/account-gateway';
import type { SessionStore } from '@/application/session/session-store';
import { isLoggedIn } from '@/domain/session/session';

/**
 * The CSRF token for unsafe content-system calls: the one from login, or, after a reload in a new tab,
 * a fresh one from `session/token`. Anonymous visitors send none.
 */
export function csrfTokenSource(store: () => SessionStore, accounts: () => AccountGateway) {
  let pending: Promise<string> | null = null;
  return async (): Promise<string | null> => {
    const { tokens, session } = store().snapshot();
    if (tokens?.csrfToken) return tokens.csrfToken;
    if (!isLoggedIn(session)) return null;
    pending ??= accounts()
      .fetchCsrfToken()
      .finally(() => (pending = null));
    const csrfToken = await pending;
    store().update({ tokens: { csrfToken, logoutToken: tokens?.logoutToken ?? '' } });
    return csrfToken;
  };
}
