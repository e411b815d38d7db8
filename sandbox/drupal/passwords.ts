import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** scrypt's cost (N) by default: Node's own, and that of every hash stored before the cost was written in it. */
const DEFAULT_COST = 16_384;

/**
 * The cost new hashes are made with: scrypt's default, unless SANDBOX_PASSWORD_COST names a power of two. The
 * sandbox's own tests set it low (vite.config.ts): what they check is who may log in and how failures are
 * counted, and at the default each check takes about 50 ms of processor, hundreds of times in a flood-control
 * file and seven times at every fresh database's seeding.
 */
const newHashCost = (): number => Number(process.env.SANDBOX_PASSWORD_COST ?? DEFAULT_COST);

/**
 * Where every password hash is computed, stored or checked: scrypt at cost N. An object, so that a test can
 * count the work a login does through it (tests/sandbox/login-defences.test.ts: an unknown account's check
 * computes the same hash, at the same cost, as a known one's).
 */
export const passwordHashing = {
  scrypt: (password: string, salt: Buffer, keyLength: number, cost: number): Buffer =>
    scryptSync(password, salt, keyLength, { N: cost }),
};

/**
 * Hashes a password as `scrypt$<salt>$<hash>` (base64url), followed by `$<cost>` when the cost is not the
 * default. Every user gets a fresh salt, so equal passwords never share a stored hash.
 */
export function hashPassword(password: string): string {
  const cost = newHashCost();
  const salt = randomBytes(16);
  const hash = passwordHashing.scrypt(password, salt, KEY_LENGTH, cost);
  const fields = ['scrypt', salt.toString('base64url'), hash.toString('base64url')];
  return [...fields, ...(cost === DEFAULT_COST ? [] : [String(cost)])].join('$');
}

/** Hashes no password is known for, one per cost, each made on first use. */
const nobodysHashes = new Map<number, string>();

/**
 * Checks a password for an account that does not exist: always false, at the cost of a real check (a
 * random password's hash, at the cost new hashes are made with), so that an unknown account answers no sooner
 * than a wrong password.
 */
export function verifyPasswordOfNobody(password: string): boolean {
  const cost = newHashCost();
  let hash = nobodysHashes.get(cost);
  if (hash === undefined)
    nobodysHashes.set(cost, (hash = hashPassword(randomBytes(32).toString('base64url'))));
  verifyPassword(password, hash);
  return false;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash, cost = String(DEFAULT_COST)] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || !isCost(Number(cost))) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = passwordHashing.scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    Number(cost),
  );
  return timingSafeEqual(actual, expected);
}

/** scrypt takes a power of two above 1, and its memory (128 × N × 8 bytes) must stay within Node's 32 MB. */
const isCost = (cost: number): boolean =>
  Number.isInteger(cost) && cost > 1 && cost <= DEFAULT_COST && (cost & (cost - 1)) === 0;
