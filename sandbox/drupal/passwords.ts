import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/**
 * Hashes a password as `scrypt$<salt>$<hash>` (base64url). Every user gets a fresh salt,
 * so equal passwords never share a stored hash.
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return ['scrypt', salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A hash no password is known for, made on first use. */
let nobodysHash: string | undefined;

/**
 * Checks a password for an account that does not exist: always false, at the cost of a real check (a
 * random password's hash), so that an unknown account answers no sooner than a wrong password.
 */
export function verifyPasswordOfNobody(password: string): boolean {
  nobodysHash ??= hashPassword(randomBytes(32).toString('base64url'));
  verifyPassword(password, nobodysHash);
  return false;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}
