import { describe, expect, it } from 'vitest';
import { isPendingLogoutState, PendingLogout } from '@/application/session/pending-logout';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';

const CONFIG = { appName: 'necs' };
const KEY = 'necs.pending-logout';

function pending() {
  const storage = new InMemoryStorage();
  return { storage, logout: new PendingLogout(storage, CONFIG) };
}

describe('the record of an unfinished logout', () => {
  it.each([
    ['nobody', { userId: null, failed: false }, true],
    ['a member', { userId: 7, failed: true }, true],
    ['user id 0', { userId: 0, failed: false }, false],
    ['a user id as text', { userId: '7', failed: false }, false],
    ['no failed flag', { userId: 7 }, false],
  ])('takes a stored record for %s as valid: %s', (_, value, valid) => {
    expect(isPendingLogoutState(value)).toBe(valid);
  });

  it('is kept under necs.pending-logout, as not failed yet, when a logout starts', () => {
    const { storage, logout } = pending();
    logout.begin(7);
    expect(logout.snapshot()).toEqual({ userId: 7, failed: false });
    expect(JSON.parse(storage.read(KEY) ?? 'null')).toEqual({
      version: 1,
      value: { userId: 7, failed: false },
    });
  });

  it('is not made for a visitor, nor marked failed when no logout is under way', () => {
    const { logout } = pending();
    logout.begin(0);
    logout.failed();
    expect(logout.snapshot()).toEqual({ userId: null, failed: false });
  });

  it('leaves nothing stored once cleared', () => {
    const { storage, logout } = pending();
    logout.begin(7);
    logout.clear();
    expect(storage.read(KEY)).toBeNull();
    expect(logout.blocks(7)).toBe(false);
  });
});
