import type { SandboxDatabase } from '../storage/database';
import { clearFailures, isFloodBlocked, registerFailure, type FloodRule } from './tables/flood';
import type { SandboxUser } from './tables/users';
import { verifyPassword, verifyPasswordOfNobody } from './passwords';

/** One system's login limits: failures per client address and per account. */
export interface LoginFlood {
  perIp: FloodRule;
  perAccount: FloodRule;
  /**
   * Drupal's `uid_only`: on, an account's failures count from every address and block it everywhere; off,
   * they count per account and address ("uid-ip"), so a stranger's guesses cannot lock the owner out.
   */
  uidOnly: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * Drupal's defaults (user.flood: 50 per IP an hour, 5 per account and address in 6 hours, `uid_only` off),
 * under the events UserAuthenticationController counts JSON logins in.
 */
export const DRUPAL_LOGIN_FLOOD: LoginFlood = {
  perIp: { event: 'user.failed_login_ip', limit: 50, windowMs: HOUR_MS },
  perAccount: { event: 'user.http_login', limit: 5, windowMs: 6 * HOUR_MS },
  uidOnly: false,
};

/**
 * SEWOBE keeps its own count, with the same limits: failures at Drupal's login do not count here. It blocks
 * an account from every address, as the sandbox always has for it: nothing says SEWOBE keys on the address.
 */
export const SEWOBE_LOGIN_FLOOD: LoginFlood = {
  perIp: { event: 'sewobe.failed_login_ip', limit: 50, windowMs: HOUR_MS },
  perAccount: { event: 'sewobe.failed_login_user', limit: 5, windowMs: 6 * HOUR_MS },
  uidOnly: true,
};

/** Which limit refuses a login: the address's, or the account's. */
export type LoginFloodBlock = 'ip' | 'account';

/**
 * Which limit the attempt has reached, the address's checked first (as Drupal does), then the account's when
 * there is one; null when the attempt may go on.
 */
export function loginFloodBlock(
  db: SandboxDatabase,
  flood: LoginFlood,
  ip: string,
  user: SandboxUser | undefined,
): LoginFloodBlock | null {
  if (isFloodBlocked(db, flood.perIp, ip)) return 'ip';
  if (user !== undefined && isFloodBlocked(db, flood.perAccount, accountIdentifier(flood, ip, user)))
    return 'account';
  return null;
}

/**
 * Checks the password, at the same cost whether the account exists or not (an unknown one is checked
 * against a dummy hash, as Drupal's UserAuth does), so timing does not tell which accounts exist. A
 * failure counts against the address and the account; a success clears the account's failures (from this
 * address only, unless `uidOnly`).
 */
export function passwordMatches(
  db: SandboxDatabase,
  flood: LoginFlood,
  ip: string,
  user: SandboxUser | undefined,
  password: string,
): user is SandboxUser {
  if (user ? verifyPassword(password, user.passwordHash) : verifyPasswordOfNobody(password)) {
    if (user) clearFailures(db, flood.perAccount, accountIdentifier(flood, ip, user));
    return user !== undefined;
  }
  registerFailure(db, flood.perIp, ip);
  if (user) registerFailure(db, flood.perAccount, accountIdentifier(flood, ip, user));
  return false;
}

/** Drupal's getLoginFloodIdentifier: the uid alone with `uidOnly`, otherwise the uid and the address. */
const accountIdentifier = (flood: LoginFlood, ip: string, user: SandboxUser) =>
  flood.uidOnly ? String(user.uid) : `${user.uid}-${ip}`;
