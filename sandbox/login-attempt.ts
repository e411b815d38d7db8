import type { SandboxDatabase } from './db/database';
import { clearFailures, FLOOD_RULES, isFloodBlocked, registerFailure } from './db/flood';
import { findUserByLogin, type SandboxUser } from './db/users';
import { verifyPassword } from './passwords';

export interface Credentials {
  name: string;
  pass: string;
}

export type LoginOutcome =
  { kind: 'success'; user: SandboxUser } | { kind: 'refused'; status: 400 | 403; message: string };

export const LOGIN_MESSAGES = {
  missingCredentials: 'Missing credentials.',
  unrecognized: 'Sorry, unrecognized username or password.',
  blocked: 'The user has not been activated or is blocked.',
  // contracts.md names one flood text for both limits, so the account limit reuses it.
  flooded: 'Too many failed login attempts from your IP address. This IP address is temporarily blocked.',
} as const;

/**
 * Drupal's login order: flood limits before anything else (so a blocked attacker learns nothing),
 * then the blocked flag, then the password. A failure counts against the IP and, when the account
 * exists, against the account; a success clears the account's failures.
 */
export function attemptLogin(db: SandboxDatabase, credentials: Credentials, ip: string): LoginOutcome {
  if (isFloodBlocked(db, FLOOD_RULES.perIp, ip)) return refused(403, LOGIN_MESSAGES.flooded);
  const user = findUserByLogin(db, credentials.name);
  const accountId = user ? String(user.uid) : undefined;
  if (accountId && isFloodBlocked(db, FLOOD_RULES.perAccount, accountId)) {
    return refused(403, LOGIN_MESSAGES.flooded);
  }
  if (user?.blocked) return refused(400, LOGIN_MESSAGES.blocked);
  if (user && accountId && verifyPassword(credentials.pass, user.passwordHash)) {
    clearFailures(db, FLOOD_RULES.perAccount, accountId);
    return { kind: 'success', user };
  }
  registerFailure(db, FLOOD_RULES.perIp, ip);
  if (accountId) registerFailure(db, FLOOD_RULES.perAccount, accountId);
  return refused(400, LOGIN_MESSAGES.unrecognized);
}

/** The login body, when it names both fields as strings (Drupal's "Missing credentials." otherwise). */
export function readCredentials(body: unknown): Credentials | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { name, pass } = body as Record<string, unknown>;
  return typeof name === 'string' && typeof pass === 'string' ? { name, pass } : undefined;
}

function refused(status: 400 | 403, message: string): LoginOutcome {
  return { kind: 'refused', status, message };
}
