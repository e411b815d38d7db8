import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { freePort } from '../../scripts/local-ports';
import { CONTROL_SECRET_ENV, CONTROL_SECRET_HEADER } from '../../sandbox/host/control-secret';
import { fetchPage, logInAs, startTestSandbox, type TestSandbox } from './sandbox-harness';
import { getView, type WirePager } from './view-answers';

const CONTROLS = [
  'expire-sessions',
  'reset-flood',
  'expire-proposal-tokens',
  'open-call',
  'retitle-page',
  'add-older-topics',
  'restore-start',
] as const;

describe('the test controls, when the tests start the sandbox with them', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  const post = (name: string, headers: Record<string, string> = {}) =>
    sandbox.app.inject({ method: 'POST', url: `/__sandbox/${name}`, headers });

  it.each(CONTROLS)(
    'refuse %s without the run’s secret, or with another, as if they did not exist',
    async (name) => {
      const attempts: Record<string, string>[] = [
        {},
        { [CONTROL_SECRET_HEADER]: 'guessed' },
        { [CONTROL_SECRET_HEADER]: '' },
      ];
      for (const headers of attempts) {
        const response = await post(name, headers);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toMatch(/secret|control/i);
      }
    },
  );

  it('leave the sessions alone when refused', async () => {
    const member = await logInAs(sandbox.app, 'member');
    await post('expire-sessions');
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(7);
  });

  it('answer the same for an e-mail address with an account and one without', async () => {
    const known = await sandbox.control('expire-sessions', { mail: demoAccount('member').mail });
    const unknown = await sandbox.control('expire-sessions', { mail: 'nobody@example.org' });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(known.statusCode).toBe(204);
  });

  it('retitle a page as an editor saves it, and refuse what names no page', async () => {
    const retitled = await sandbox.control('retitle-page', { path: '/about-us/board', title: 'The Board' });
    expect(retitled.statusCode).toBe(204);
    expect((await fetchPage(sandbox.app, '/about-us/board')).node?.title).toBe('The Board');
    expect((await sandbox.control('retitle-page', { path: '/nowhere', title: 'X' })).statusCode).toBe(404);
    expect((await sandbox.control('retitle-page', { path: '/about-us/board' })).statusCode).toBe(400);
  });

  it('make a group longer than a page, the topics added older than its own, until the start is restored', async () => {
    const page = async (number: number) =>
      (await getView(
        sandbox.app,
        'group_topics/list/1',
        `&page=${number}`,
        (await logInAs(sandbox.app, 'member')).cookies,
      )) as {
        rows: { title: string }[];
        pager: WirePager;
      };
    expect((await sandbox.control('add-older-topics', { group_id: 1, count: 60 })).statusCode).toBe(204);
    const last = await page(1);
    expect(last.pager.total_items).toBe('63');
    // Newest first, after the group's three: one a minute, the first added the oldest.
    expect(last.rows.map(({ title }) => title)).toEqual(
      Array.from({ length: 13 }, (_, index) => `Older topic ${13 - index}`),
    );
    expect((await sandbox.control('add-older-topics', { group_id: 999, count: 1 })).statusCode).toBe(404);
    for (const body of [{ group_id: 1 }, { group_id: 1, count: 0 }, { group_id: '1', count: 2 }])
      expect((await sandbox.control('add-older-topics', body)).statusCode).toBe(400);
    // Its sessions too: read afresh as the member.
    await sandbox.control('restore-start');
    expect((await page(0)).pager.total_items).toBe('3');
  });

  it('restore the database as it was at the start: content and sessions alike', async () => {
    const member = await logInAs(sandbox.app, 'member');
    await sandbox.control('retitle-page', { path: '/about-us/board', title: 'Retitled' });
    expect((await sandbox.control('restore-start')).statusCode).toBe(204);
    expect((await fetchPage(sandbox.app, '/about-us/board')).node?.title).not.toBe('Retitled');
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(0);
    // The restored database takes writes again, and a second restore undoes them too.
    await sandbox.control('retitle-page', { path: '/about-us/board', title: 'Retitled again' });
    expect((await fetchPage(sandbox.app, '/about-us/board')).node?.title).toBe('Retitled again');
    await sandbox.control('restore-start');
    expect((await fetchPage(sandbox.app, '/about-us/board')).node?.title).not.toMatch(/Retitled/);
  });
});

describe('a sandbox started without the test controls', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ controls: false });
  });
  afterAll(() => sandbox.dispose());

  it.each(CONTROLS)('answers 404 for %s, with or without a secret header', async (name) => {
    for (const headers of [{}, { [CONTROL_SECRET_HEADER]: 'anything' }]) {
      const response = await sandbox.app.inject({ method: 'POST', url: `/__sandbox/${name}`, headers });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('`npm start` (sandbox/host/main.ts)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-sandbox-main-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('serves no test controls, even with a secret in its environment', async () => {
    const port = await freePort();
    const secret = 'a-secret-someone-exported';
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/host/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        SANDBOX_DB: join(folder, 'sandbox.sqlite'),
        [CONTROL_SECRET_ENV]: secret,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('running at') && resolve());
        child.once('exit', (code) => reject(new Error(`sandbox/host/main.ts exited with ${code}`)));
      });
      for (const name of CONTROLS) {
        const response = await fetch(`http://127.0.0.1:${port}/__sandbox/${name}`, {
          method: 'POST',
          headers: { [CONTROL_SECRET_HEADER]: secret },
        });
        expect(response.status).toBe(404);
      }
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
