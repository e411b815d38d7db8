import type { SandboxDatabase } from '../storage/database';
import { clearFailures, isFloodBlocked, registerFailure, type FloodRule } from './tables/flood';
import type { SandboxUser } from './tables/users';
import { verifyPassword, verifyPasswordOfNobody } from './passwords';

/** One system's login limits: failures per client address and per account. */
export interface LoginFlood {
  perIp: FloodRule;
  perAccount: FloodRule;
}

const HOUR_MS = 3_600_000;

/** Drupal's default limits (user.flood: 50 per IP an hour, 5 per account in 6 hours). */
export const DRUPAL_LOGIN_FLOOD: LoginFlood = {
  perIp: { event: 'user.failed_login_ip', limit: 50, windowMs: HOUR_MS },
  perAccount: { event: 'user.failed_login_user', limit: 5, windowMs: 6 * HOUR_MS },
};

/** SEWOBE keeps its own count, with the same limits: failures at Drupal's login do not count here. */
export const SEWOBE_LOGIN_FLOOD: LoginFlood = {
  perIp: { event: 'sewobe.failed_login_ip', limit: 50, windowMs: HOUR_MS },
  perAccount: { event: 'sewobe.failed_login_user', limit: 5, windowMs: 6 * HOUR_MS },
};

/** Whether the address, or the account when there is one, has failed too often to be let try again. */
export function isLoginFlooded(
  db: SandboxDatabase,
  flood: LoginFlood,
  ip: string,
  user: SandboxUser | undefined,
): boolean {
  if (isFloodBlocked(db, flood.perIp, ip)) return true;
  return user !== undefined && isFloodBlocked(db, flood.perAccount, String(user.uid));
}

/**
 * Checks the password, at the same cost whether the account exists or not (an unknown one is checked
 * against a dummy hash, as Drupal's UserAuth does), so timing does not tell which accounts exist. A
 * failure counts against the address and the account; a success clears the account's failures.
 */
export function passwordMatches(
  db: SandboxDatabase,
  flood: LoginFlood,
  ip: string,
  user: SandboxUser | undefined,
  password: string,
): user is SandboxUser {
  if (user ? verifyPassword(password, user.passwordHash) : verifyPasswordOfNobody(password)) {
    if (user) clearFailures(db, flood.perAccount, String(user.uid));
    return user !== undefined;
  }
  registerFailure(db, flood.perIp, ip);
  if (user) registerFailure(db, flood.perAccount, String(user.uid));
  return false;
}
