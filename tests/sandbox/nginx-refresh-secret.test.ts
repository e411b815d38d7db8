import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHttpContext, REFRESH_SECRET, refreshSecretKey } from '../../deploy/page-locations';
import { hasNginx, NGINX, startMapsHarness } from './nginx-harness';

const pages = (folder: string, refreshSecret: string) =>
  pageHttpContext(
    { renderers: ['127.0.0.1:3001'], cachePath: join(folder, 'pages'), freshSeconds: 60, refreshSecret },
    (value) => value,
  );

/** A secret of `length` characters as docs/deploy.md makes one (`openssl rand -hex`), in lower and upper case. */
const hexSecret = (length: number) => randomBytes(length / 2).toString('hex');
const flipCase = (text: string) =>
  [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

describe('the refresh secret: any length from 32 to 128, compared exactly', () => {
  it.each([
    ['32 characters', 'a'.repeat(31) + 'b', true],
    ['128 characters', 'x'.repeat(128), true],
    ['base64url', 'Ab-_'.repeat(10), true],
    ['31 characters', 'a'.repeat(31), false],
    ['129 characters', 'a'.repeat(129), false],
    ['a quote', `${'a'.repeat(40)}"`, false],
    ['a regex character', `${'a'.repeat(40)}.*`, false],
    ['a space', `${'a'.repeat(40)} b`, false],
  ])('%s is a secret: %s', (_kind, secret, valid) => {
    expect(REFRESH_SECRET.test(secret)).toBe(valid);
    if (valid) expect(refreshSecretKey(secret)).toBe(`    "~^${secret}$" 1;`);
    else expect(() => refreshSecretKey(secret)).toThrow(/REFRESH_SECRET must be 32 to 128/);
  });

  it('never names the secret when refusing it', () => {
    const secret = `${'s'.repeat(40)}!`;
    expect(() => refreshSecretKey(secret)).toThrow(/has 41, some of them others$/);
  });
});

/**
 * Debian 12's nginx 1.22 refused a 48-character exact map key (`could not build map_hash, you should increase
 * map_hash_bucket_size: 64`) and folded its case; these have nginx itself check the config and evaluate the map.
 */
describe.skipIf(!hasNginx && !process.env.CI)('the refresh secret in nginx', () => {
  it.each([32, 48, 64, 128])('a %i-character secret passes nginx -t', (length) => {
    const folder = mkdtempSync(join(tmpdir(), 'necs-refresh-secret-'));
    try {
      writeFileSync(
        join(folder, 'nginx.conf'),
        `pid ${join(folder, 'nginx.pid')};\nerror_log stderr;\nevents {}\nhttp {\n${pages(folder, hexSecret(length))}\n}\n`,
      );
      const check = spawnSync(NGINX, ['-t', '-q', '-e', 'stderr', '-p', folder, '-c', 'nginx.conf'], {
        encoding: 'utf8',
      });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each([32, 48, 64, 128])('a %i-character secret refreshes only when sent exactly', async (length) => {
    const secret = hexSecret(length);
    const nginx = await startMapsHarness((folder) => pages(folder, secret), '$necs_refresh');
    try {
      const refresh = (value: string) => nginx.ask({ 'x-necs-refresh': value });
      expect(await refresh(secret)).toBe('1');
      expect(await refresh(flipCase(secret))).toBe('0');
      expect(await refresh(secret.slice(1))).toBe('0');
      expect(await refresh(secret.slice(0, -1))).toBe('0');
      expect(await refresh(`${secret}0`)).toBe('0');
      expect(await refresh(`0${secret}`)).toBe('0');
      expect(await nginx.ask({})).toBe('0');
    } finally {
      await nginx.stop();
    }
  });
});
