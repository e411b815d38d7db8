import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '@/application/tokens';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { aSession } from '../support/builders';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';

/** The server has forgotten the session: pages answer for user 0, everything else is refused. */
const ANONYMOUS_PAGE = {
  data: { node: null, session: { user_id: 0, user_name: '', is_member: false, roles: [] } },
};

describe('the container wires refused content-system calls to SessionExpiry', () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer(({ url }) =>
      url.includes('/get/page')
        ? { body: ANONYMOUS_PAGE }
        : { status: 403, body: { message: 'Access denied' } },
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });
  const paths = () => server.requests.map((request) => request.url.split('?')[0]);

  function loggedInContainer() {
    const container = createContainer({ ...defaultConfig, cmsUrl: `${server.origin}/cms/` }, [
      override(TOKENS.PersistentStorage, new InMemoryStorage()),
      override(TOKENS.SessionStorage, new InMemoryStorage()),
    ]);
    container
      .get(TOKENS.SessionStore)
      .update({ session: aSession(), tokens: { csrfToken: 'c', logoutToken: 'l' } });
    return container;
  }

  it('a 403 while logged in leads to a session check, and user 0 to the "session ended" state', async () => {
    const container = loggedInContainer();
    const store = container.get(TOKENS.SessionStore);
    await container
      .get(TOKENS.AccountGateway)
      .getUser(7)
      .catch(() => undefined);
    await vi.waitFor(() => expect(store.snapshot()).toMatchObject({ session: { userId: 0 }, expired: true }));
    expect(paths()).toEqual(['/cms/user/7', '/cms/necs-json/get/page']);
  });

  it('a refused login or logout is not taken for an ended session', async () => {
    const container = loggedInContainer();
    await container
      .get(TOKENS.AccountGateway)
      .logOut('l')
      .catch(() => undefined);
    await container.get(TOKENS.AccountGateway).logIn('a', 'b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths()).toEqual(['/cms/user/logout', '/cms/user/login']);
    expect(container.get(TOKENS.SessionStore).snapshot().expired).toBe(false);
  });
});
