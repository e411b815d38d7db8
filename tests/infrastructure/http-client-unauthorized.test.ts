import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { useRecordingServer } from '../support/recording-server';

/** The option that lets the session notice that a call was refused because the session ended. */
describe('createHttpClient({ onUnauthorized })', () => {
  const server = useRecordingServer();
  const clientTelling = (onUnauthorized: (url: string) => void) =>
    createHttpClient({ system: 'content', baseURL: `${server.origin}/cms/`, onUnauthorized });

  it.each([401, 403])(
    'tells of a %s answer, with the URL asked for, and still fails the call',
    async (status) => {
      server.reply = { status, body: { message: 'denied' } };
      const onUnauthorized = vi.fn();
      await expect(clientTelling(onUnauthorized).get('necs-workgroup/join/3')).rejects.toMatchObject({
        status,
      });
      expect(onUnauthorized).toHaveBeenCalledWith('necs-workgroup/join/3');
    },
  );

  it.each([200, 400, 404, 500])('says nothing of a %s answer', async (status) => {
    server.reply = { status };
    const onUnauthorized = vi.fn();
    await clientTelling(onUnauthorized)
      .get('anything')
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
