import type { SandboxDatabase } from '../storage/database';
import { findUserByLogin, type SandboxUser } from './tables/users';
import { DRUPAL_LOGIN_FLOOD, isLoginFlooded, passwordMatches } from './login-flood';

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
  // docs/wire-drupal.md ("Login") names one flood text for both limits, so the account limit reuses it.
  flooded: 'Too many failed login attempts from your IP address. This IP address is temporarily blocked.',
} as const;

/**
 * Drupal's login order (UserLoginHttp): flood limits before anything else (so a blocked attacker learns
 * nothing), then the blocked flag, then the password (login-flood.ts: the same cost for unknown accounts,
 * failures counted, a success clearing the account's).
 */
export function attemptLogin(db: SandboxDatabase, credentials: Credentials, ip: string): LoginOutcome {
  const user = findUserByLogin(db, credentials.name);
  if (isLoginFlooded(db, DRUPAL_LOGIN_FLOOD, ip, user)) return refused(403, LOGIN_MESSAGES.flooded);
  if (user?.blocked) return refused(400, LOGIN_MESSAGES.blocked);
  if (passwordMatches(db, DRUPAL_LOGIN_FLOOD, ip, user, credentials.pass)) return { kind: 'success', user };
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
