import { describe, expect, it } from 'vitest';
import { ProposalCopiesAtLogout } from '@/application/proposals/proposal-copies-at-logout';
import { SessionStore } from '@/application/session/session-store';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { aSession } from '../support/builders';

const CONFIG = { appName: 'necs' };
const KEY = 'necs.proposal-copies.7.event-1';

function memberWithCopies() {
  const storage = new InMemoryStorage();
  const sessions = new SessionStore(new InMemoryStorage(), CONFIG);
  new ProposalCopiesAtLogout(storage, CONFIG, sessions);
  sessions.update({ session: aSession({ userId: 7 }) });
  storage.write(KEY, JSON.stringify({ version: 2, value: {} }));
  return { storage, sessions };
}

// An expiry is no logout: the member logs in again in place, and the copies' saves go then.
describe('copies on this device when a session ends', () => {
  it('stay through an expiry', () => {
    const { storage, sessions } = memberWithCopies();
    sessions.reset({ expired: true });
    expect(storage.read(KEY)).not.toBeNull();
  });

  it('go with a logout', () => {
    const { storage, sessions } = memberWithCopies();
    sessions.reset();
    expect(storage.read(KEY)).toBeNull();
  });
});
