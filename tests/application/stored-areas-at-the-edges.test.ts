import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthState, SessionStore } from '@/application/session/session-store';
import { isRecord, StoredArea } from '@/application/storage/stored-area';
import { anonymousSession } from '@/domain/session/session';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { aSession } from '../support/builders';

const CONFIG = { appName: 'necs' };

describe('stored areas at the edges', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['a text', 'x', false],
    ['a number', 7, false],
    ['a flag', true, false],
    ['null', null, false],
    ['nothing', undefined, false],
    ['an object', { version: 1 }, true],
  ])('takes %s for a record: %s', (_, value, record) => {
    expect(isRecord(value)).toBe(record);
  });

  it('loads the fallback of an area never written, quietly and without touching storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new InMemoryStorage();
    const remove = vi.spyOn(storage, 'remove');
    const area = new StoredArea(
      storage,
      'necs.area',
      1,
      (value): value is string => typeof value === 'string',
      'x',
    );
    expect(area.load()).toBe('x');
    expect(warn).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('refuses a stored session without a user name', () => {
    const state = { session: { ...aSession(), userName: 42 }, user: null, expired: false };
    expect(isAuthState(state)).toBe(false);
  });

  // A reload must not swallow the notice that the session ended: the visitor has not read it yet.
  it('restores a stored "session ended" notice, which has no user', () => {
    const storage = new InMemoryStorage();
    const notice = { session: anonymousSession, user: null, expired: true };
    storage.write('necs.auth', JSON.stringify({ version: 2, value: notice }));
    expect(new SessionStore(storage, CONFIG).snapshot()).toEqual(notice);
  });
});
