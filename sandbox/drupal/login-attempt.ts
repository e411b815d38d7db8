import type { SandboxDatabase } from '../storage/database';
import { findUserByLogin, type SandboxUser } from './tables/users';
import { DRUPAL_LOGIN_FLOOD, loginFloodBlock, passwordMatches, type LoginFlood } from './login-flood';

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
  // Drupal's flood texts (UserAuthenticationController::floodControl), one for each kind of block, as a
  // genuine Drupal 10.3.7 answered them (tests/sandbox/recorded/drupal-10.3.7-discussions-and-flood.json).
  /** The address's own limit, whatever the account. */
  floodedIp: 'Access is blocked because of IP based flood prevention.',
  /** The account's limit from this address (`uid_only` off): Drupal words it as the address's block. */
  floodedAccountFromIp:
    'Too many failed login attempts from your IP address. This IP address is temporarily blocked.',
  /** The account's limit from every address (`uid_only` on). */
  floodedAccount: `There have been more than ${DRUPAL_LOGIN_FLOOD.perAccount.limit} failed login attempts for this account. It is temporarily blocked. Try again later or request a new password.`,
} as const;

/** Drupal's login flood settings (user.flood), `uid_only` as the site has it. */
export const drupalLoginFlood = (uidOnly: boolean): LoginFlood => ({ ...DRUPAL_LOGIN_FLOOD, uidOnly });

/**
 * Drupal's login order (UserAuthenticationController::login): flood limits before anything else (so a blocked
 * attacker learns nothing), the address's before the account's, then the blocked flag, then the password
 * (login-flood.ts: the same cost for unknown accounts, failures counted, a success clearing the account's).
 * Drupal counts an account's failures only while it is active, so a blocked account has no limit of its own.
 */
export function attemptLogin(
  db: SandboxDatabase,
  credentials: Credentials,
  ip: string,
  flood: LoginFlood,
): LoginOutcome {
  const user = findUserByLogin(db, credentials.name);
  const block = loginFloodBlock(db, flood, ip, user?.blocked ? undefined : user);
  if (block === 'ip') return refused(403, LOGIN_MESSAGES.floodedIp);
  if (block === 'account')
    return refused(403, flood.uidOnly ? LOGIN_MESSAGES.floodedAccount : LOGIN_MESSAGES.floodedAccountFromIp);
  if (user?.blocked) return refused(400, LOGIN_MESSAGES.blocked);
  if (passwordMatches(db, flood, ip, user, credentials.pass)) return { kind: 'success', user };
  return refused(400, LOGIN_MESSAGES.unrecognized);
}

/**
 * The login body's credentials, or Drupal's refusal of what is missing (UserAuthenticationController::login):
 * neither field, `Missing credentials.`; one, `Missing credentials.name.` or `Missing credentials.pass.`.
 */
export function readCredentials(body: unknown): Credentials | { missing: string } {
  const { name, pass } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof name === 'string' && typeof pass === 'string') return { name, pass };
  if (typeof name !== 'string' && typeof pass !== 'string')
    return { missing: LOGIN_MESSAGES.missingCredentials };
  return { missing: `${LOGIN_MESSAGES.missingCredentials}${typeof name === 'string' ? 'pass' : 'name'}.` };
}

function refused(status: 400 | 403, message: string): LoginOutcome {
  return { kind: 'refused', status, message };
}
