import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountGateway } from '@/application/session/account-gateway';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { aSession } from '../support/builders';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';

/** The server has forgotten the session: pages answer for user 0, everything else is refused. */
const ANONYMOUS_PAGE = {
  data: { node: null, session: { user_id: 0, user_name: '', is_member: false, roles: [] } },
};
/** A page answer of a logged-in session, with the logout token the custom module adds. */
const MEMBER_PAGE = {
  data: {
    node: null,
    session: { user_id: 7, user_name: 'm', is_member: true, roles: [], logout_token: 'stale-token' },
  },
};

describe('the container wires refused content-system calls to SessionExpiry', () => {
  let server: RecordingServer;
  let pageAnswer: object = ANONYMOUS_PAGE;
  beforeAll(async () => {
    server = await startRecordingServer(({ url }) => {
      if (url.includes('/get/page')) return { body: pageAnswer };
      if (url.endsWith('/session/token')) return { body: 'csrf', contentType: 'text/plain' };
      return { status: 403, body: { message: 'Access denied' } };
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    pageAnswer = ANONYMOUS_PAGE;
  });
  const paths = () => server.requests.map((request) => request.url.split('?')[0]);

  function loggedInContainer() {
    const container = createContainer({ ...defaultConfig, cmsUrl: `${server.origin}/cms/` }, [
      override(PersistentStorage, new InMemoryStorage()),
      override(SessionStorage, new InMemoryStorage()),
    ]);
    container.get(SessionStore).update({ session: aSession() });
    return container;
  }

  it('a 403 while logged in leads to a session check, and user 0 to the "session ended" state', async () => {
    const container = loggedInContainer();
    const store = container.get(SessionStore);
    await container
      .get(AccountGateway)
      .getUser(7)
      .catch(() => undefined);
    await vi.waitFor(() => expect(store.snapshot()).toMatchObject({ session: { userId: 0 }, expired: true }));
    expect(paths()).toEqual(['/cms/user/7', '/cms/necs-json/get/page']);
  });

  it('a refused login or logout is not taken for an ended session', async () => {
    pageAnswer = MEMBER_PAGE;
    const container = loggedInContainer();
    await container
      .get(AccountGateway)
      .logOut()
      .catch(() => undefined);
    await container.get(AccountGateway).logIn('a', 'b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The logout token comes from a page answer; a refused one is asked for once more, then given up.
    const tokenAndLogout = ['/cms/necs-json/get/page', '/cms/session/token', '/cms/user/logout'];
    expect(paths()).toEqual([...tokenAndLogout, ...tokenAndLogout, '/cms/user/login']);
    expect(container.get(SessionStore).snapshot().expired).toBe(false);
  });

  it('a page answer with the session a logout could not end starts that logout again, before any screen asks for LogOut', async () => {
    pageAnswer = MEMBER_PAGE;
    const container = loggedInContainer();
    const pending = container.get(PendingLogout);
    pending.begin(7);
    pending.failed();
    await container.get(SyncSession).reload();
    await vi.waitFor(() => expect(paths()).toContain('/cms/user/logout'));
    expect(container.get(SessionStore).snapshot().session.userId).toBe(0);
  });
});
