import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import {
  fetchPage,
  logInAs,
  postForm,
  sewobeCredentials,
  startTestSandbox,
  type TestSandbox,
} from './sandbox-harness';

describe('test controls', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  const expire = (payload?: object) => sandbox.control('expire-sessions', payload);

  it('expires every session: the next page answer is anonymous, the membership session invalid', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const membership = await postForm(sandbox.app, 'KP_LOGIN', {
      ...sewobeCredentials('member'),
      SESSION_GUELTIG: '24',
      MANDANT_KEY: 'necs-sandbox-key',
    });

    expect((await expire()).statusCode).toBe(204);

    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(0);
    const check = await postForm(sandbox.app, 'KP_CHECK_SESSION', {
      SESSION_CHECK: membership.json().SESSION,
    });
    expect(check.json().STATUSCODE).toBe(-2);
    const record = await sandbox.app.inject({ url: '/cms/user/7?_format=json', cookies: member.cookies });
    expect(record.statusCode).toBe(403);
  });

  it('expires only the sessions of the given e-mail address', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const editor = await logInAs(sandbox.app, 'editor');

    expect((await expire({ mail: demoAccount('member').mail })).statusCode).toBe(204);

    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(0);
    expect((await fetchPage(sandbox.app, '/', editor.cookies)).session.user_id).toBe(4);
  });
});

describe('single-page app', () => {
  const distFolder = mkdtempSync(join(tmpdir(), 'necs-dist-'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    mkdirSync(join(distFolder, 'assets'));
    writeFileSync(join(distFolder, 'index.html'), '<!doctype html><title>NECS</title><div id="root"></div>');
    writeFileSync(join(distFolder, 'assets', 'index-abc123.js'), 'console.log("app")');
    sandbox = await startTestSandbox({ staticDir: distFolder });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(distFolder, { recursive: true, force: true });
  });

  it.each(['/', '/about-us', '/news/some-item?page=2', '/user/login'])(
    'answers %s with index.html',
    async (url) => {
      const response = await sandbox.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long immutable cache, and a missing one as 404', async () => {
    const asset = await sandbox.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sandbox.app.inject('/assets/index-gone.js')).statusCode).toBe(404);
  });

  it('keeps remote-system URLs out of the fallback', async () => {
    for (const url of [
      '/cms/no-such-route',
      '/membership/zugang/api/NOPE',
      '/proposals/login',
      '/__sandbox/nope',
    ]) {
      const response = await sandbox.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('explains how to build when there is no build', async () => {
    const unbuilt = await startTestSandbox({ staticDir: join(distFolder, 'missing') });
    const response = await unbuilt.app.inject('/about-us');
    expect(response.body).toContain('npm run build');
    await unbuilt.dispose();
  });
});
