import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { fetchPage, logInAs, startTestSandbox, type TestSandbox } from './sandbox-harness';

const NEWS_URL = '/cms/rest/views/public_news/title?_format=json';

describe('sandbox database', () => {
  const sandboxes: TestSandbox[] = [];
  afterEach(async () => {
    for (const sandbox of sandboxes.splice(0).reverse()) await sandbox.dispose();
  });

  it('seeds the demo content into a new file', async () => {
    const sandbox = await startTestSandbox();
    sandboxes.push(sandbox);
    const news = (await sandbox.app.inject(NEWS_URL)).json<{ pager: { total_items: string } }>();
    expect(Number(news.pager.total_items)).toBeGreaterThanOrEqual(28);

    const db = new Database(sandbox.dbFile, { readonly: true });
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('users')).toBe(8);
    expect(count('conference_details')).toBeGreaterThanOrEqual(10);
    expect(count('timeline_entries')).toBe(10);
    const hashes = db.prepare('SELECT password_hash FROM users').all() as { password_hash: string }[];
    expect(hashes.every(({ password_hash }) => password_hash.startsWith('scrypt$'))).toBe(true);
    expect(hashes.some(({ password_hash }) => password_hash.includes(demoAccount('member').password))).toBe(
      false,
    );
    db.close();
  });

  it('reopens an existing file without seeding again, keeping sessions and changes', async () => {
    const first = await startTestSandbox();
    sandboxes.push(first);
    const member = await logInAs(first.app, 'member');
    await first.close();

    const db = new Database(first.dbFile);
    db.prepare("DELETE FROM node_terms WHERE nid = (SELECT MIN(nid) FROM nodes WHERE type = 'news')").run();
    db.prepare("DELETE FROM nodes WHERE nid = (SELECT MIN(nid) FROM nodes WHERE type = 'news')").run();
    const remaining = (
      db.prepare("SELECT COUNT(*) AS n FROM nodes WHERE type = 'news'").get() as { n: number }
    ).n;
    db.close();

    const second = await startTestSandbox({ dbFile: first.dbFile });
    sandboxes.push(second);
    const news = (await second.app.inject(NEWS_URL)).json<{ pager: { total_items: string } }>();
    expect(news.pager.total_items).toBe(String(remaining));
    expect((await fetchPage(second.app, '/', member.cookies)).session.user_id).toBe(7);
  });
});
