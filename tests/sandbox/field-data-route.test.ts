import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

/** `npm start` answers a sampled visit's beacons as the service does, so the browser shows no error there. */
describe('the sandbox host’s /field-data', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.dispose();
  });

  const post = (payload: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: '/field-data',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload,
    });

  it('answers a beacon 204', async () => {
    const answer = await post('{"path":"/","metric":"LCP","value":1200}');
    expect([answer.statusCode, answer.body]).toEqual([204, '']);
  });

  it('refuses a body past 2 kB', async () => {
    expect((await post('x'.repeat(2049))).statusCode).toBe(413);
  });
});
