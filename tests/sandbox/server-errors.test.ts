import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getView } from './view-answers';
import { postForm, startTestSandbox, type TestSandbox } from './sandbox-harness';

const GENERIC = 'The website encountered an unexpected error. Try again later.';

describe('a page number no pager can reach', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'site' });
  });
  afterAll(() => sandbox.dispose());

  it.each(['99999999999999999999', '1e300', String(Number.MAX_SAFE_INTEGER)])(
    'answers 400 for page=%s, without the database’s words',
    async (page) => {
      const response = await sandbox.app.inject(
        `/cms/rest/views/public_news/title?_format=json&page=${page}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The page number is out of range.' });
    },
  );

  it('still answers an ordinary page past the end with no rows', async () => {
    expect(await getView(sandbox.app, 'public_news/title', '&page=9')).toMatchObject({ rows: [] });
  });
});

describe('a fault inside the sandbox (a table gone from under it)', () => {
  const logged: string[] = [];
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    const db = new Database(sandbox.dbFile);
    db.pragma('foreign_keys = OFF');
    db.exec('DROP TABLE terms; DROP TABLE membership_sessions; DROP TABLE proposal_tokens');
    db.close();
  });
  afterAll(() => sandbox.dispose());

  const expectLoggedOnce = (words: string) => {
    const lines = logged.filter((line) => line.includes(words));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      err: { message: expect.stringContaining(words) },
    });
    logged.length = 0;
  };

  it('answers the content system’s 500 with Drupal’s generic message, and logs the cause', async () => {
    const response = await sandbox.app.inject('/cms/rest/views/vocab_news/as_filter?_format=json');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC });
    expectLoggedOnce('no such table: terms');
  });

  it('answers the membership system’s 500 as {"ERROR"} with the same generic text', async () => {
    const response = await postForm(sandbox.app, 'KP_CHECK_SESSION', { SESSION_CHECK: 'x' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ ERROR: GENERIC });
    expectLoggedOnce('no such table: membership_sessions');
  });

  it('answers the proposal system’s 500 generically too', async () => {
    const response = await sandbox.app.inject({
      url: '/proposals/count/2027/paper',
      headers: { authorization: 'Bearer some-token' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC });
    expectLoggedOnce('no such table: proposal_tokens');
  });

  it('keeps the messages of refusals (4xx), which are the systems’ own words', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/cms/user/login?_format=json',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(GENERIC);
    expect(logged).toEqual([]);
  });
});
