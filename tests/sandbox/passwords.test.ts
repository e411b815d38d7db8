import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOfNobody } from '../../sandbox/drupal/passwords';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the sandbox's password hashes", () => {
  it('are scrypt at its default cost, written as before the cost was named, unless told otherwise', () => {
    vi.stubEnv('SANDBOX_PASSWORD_COST', undefined);
    const stored = hashPassword('correct horse');
    expect(stored.split('$')).toHaveLength(3);
    expect(verifyPassword('correct horse', stored)).toBe(true);
    expect(verifyPassword('correct hors', stored)).toBe(false);
  });

  it('name a lower cost when SANDBOX_PASSWORD_COST sets one, and check against it', () => {
    vi.stubEnv('SANDBOX_PASSWORD_COST', '16');
    const stored = hashPassword('correct horse');
    expect(stored.split('$')[3]).toBe('16');
    expect(verifyPassword('correct horse', stored)).toBe(true);
    expect(verifyPassword('Correct horse', stored)).toBe(false);
  });

  it('get a fresh salt each, so equal passwords never share a stored hash', () => {
    expect(hashPassword('same')).not.toBe(hashPassword('same'));
  });

  it('refuse a stored hash of another scheme or a cost scrypt cannot take', () => {
    const [, salt, hash] = hashPassword('pw').split('$');
    expect(verifyPassword('pw', `bcrypt$${salt}$${hash}`)).toBe(false);
    expect(verifyPassword('pw', `scrypt$${salt}$${hash}$1000`)).toBe(false);
    expect(verifyPassword('pw', `scrypt$${salt}$${hash}$65536`)).toBe(false);
    expect(verifyPasswordOfNobody('pw')).toBe(false);
  });
});
