import { describe, expect, it, vi } from 'vitest';
import { authenticateWithCookie } from '@/infrastructure/http/cookie-authentication';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { useRecordingServer } from '../support/recording-server';

/** The cookie session's hook that lets the portal notice that a call was refused because the session ended. */
describe('cookie authentication: onRefused', () => {
  const server = useRecordingServer();
  const clientTelling = (onRefused: (url: string) => void) =>
    createHttpClient({
      system: 'drupal',
      baseURL: `${server.origin}/cms/`,
      withCredentials: true,
      authenticate: (send) =>
        authenticateWithCookie(send, { csrfToken: async () => 't', csrfTokenRefused: () => {}, onRefused }),
    });

  it.each([401, 403])(
    'tells of a %s answer, with the URL asked for, and still fails the call',
    async (status) => {
      server.reply = { status, body: { message: 'denied' } };
      const onRefused = vi.fn();
      await expect(clientTelling(onRefused).get('necs-workgroup/join/3')).rejects.toMatchObject({ status });
      expect(onRefused).toHaveBeenCalledWith('necs-workgroup/join/3');
    },
  );

  it.each([200, 400, 404, 500])('says nothing of a %s answer', async (status) => {
    server.reply = { status };
    const onRefused = vi.fn();
    await clientTelling(onRefused)
      .get('anything')
      .catch(() => undefined);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('says nothing of a refusal the request itself declares unrelated to the session', async () => {
    server.reply = { status: 403 };
    const onRefused = vi.fn();
    await clientTelling(onRefused)
      .post('user/login', {}, { refusalMayEndSession: false })
      .catch(() => undefined);
    expect(onRefused).not.toHaveBeenCalled();
  });
});
