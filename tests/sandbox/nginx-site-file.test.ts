import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** deploy/render-nginx-conf.ts --out, as docs/deploy.md's nginx step runs it (with the umask root's shell has). */
function render(out: string, dist: string, env: Record<string, string>) {
  return spawnSync(
    'sh',
    ['-c', 'umask 022 && exec node_modules/.bin/tsx deploy/render-nginx-conf.ts --out "$0" "$1"', out, dist],
    { env: { PATH: process.env.PATH!, ...env }, encoding: 'utf8' },
  );
}

describe('the rendered site file (render-nginx-conf.ts --out)', () => {
  let folder: string;
  let dist: string;
  const site = () => join(folder, 'necs-portal.conf');
  const env = {
    CMS_UPSTREAM: 'https://cms.internal.example.org/',
    MEMBERSHIP_UPSTREAM: 'https://verein.sewobe.de/',
    PROPOSALS_UPSTREAM: 'https://proposals.internal.example.org/',
    RENDERERS: 'unix:/run/necs-renderer/9101/http.sock',
    REFRESH_SECRET: 'a'.repeat(48),
    NGINX_BROTLI: '0',
    PORTAL_URL: 'https://portal.example.org',
  };
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'necs-site-file-'));
    dist = join(folder, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(dist, 'config.json'), readFileSync('public/config.json'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('holds the refresh secret readable by its owner only, and the renderers’ sockets', () => {
    const run = render(site(), dist, env);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(statSync(site()).mode & 0o777).toBe(0o600);
    const text = readFileSync(site(), 'utf8');
    expect(text).toContain(env.REFRESH_SECRET);
    expect(text).toMatch(/server unix:\/run\/necs-renderer\/9101\/http\.sock max_fails/);
  });

  it('stays as it was when the rendering fails, and leaves no file beside it', () => {
    writeFileSync(site(), '# the site nginx serves\n', { mode: 0o600 });
    const { MEMBERSHIP_UPSTREAM: _, ...withoutMembership } = env;
    const run = render(site(), dist, withoutMembership);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(
      /membershipUrl is \/membership\/ on the portal's origin: set MEMBERSHIP_UPSTREAM/,
    );
    expect(readFileSync(site(), 'utf8')).toBe('# the site nginx serves\n');
    expect(readdirSync(folder).sort()).toEqual(['dist', 'necs-portal.conf']);
  });
});
