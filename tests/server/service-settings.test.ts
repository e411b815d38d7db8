import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  developmentBuildWarning,
  memoryFlagsWarning,
  SERVICE_NODE_FLAGS,
  serviceSettingsFrom,
} from '@/server/service-settings';
import { DRUPAL_POLICY_DEFAULTS } from '@/server/drupal-policy';

describe('serviceSettingsFrom', () => {
  it('needs only Drupal’s address (a base: with its slash); the rest has defaults', () => {
    expect(serviceSettingsFrom({ DRUPAL_URL: 'http://drupal.internal/site' })).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dist: resolve('dist'),
      drupalUrl: 'http://drupal.internal/site/',
      timeoutMs: 2000,
      freshSeconds: 60,
      siteUrl: null,
      socket: null,
      drupalPolicy: DRUPAL_POLICY_DEFAULTS,
    });
  });

  it('reads every setting from the environment', () => {
    expect(
      serviceSettingsFrom({
        PORT: '4100',
        HOST: '0.0.0.0',
        DIST: '/srv/portal/dist',
        DRUPAL_URL: 'https://cms.internal.example.org/base/',
        RENDER_TIMEOUT_MS: '800',
        FRESH_SECONDS: '120',
        SITE_URL: 'https://portal.example.org/',
        SOCKET: '/run/necs-renderer/9101/http.sock',
        DRUPAL_MAX_CALLS: '8',
        DRUPAL_QUEUED_CALLS: '4',
        DRUPAL_CALL_TIMEOUT_MS: '500',
        DRUPAL_BREAKER_FAILURES: '3',
        DRUPAL_BREAKER_RETRY_MS: '2000',
      }),
    ).toEqual({
      port: 4100,
      host: '0.0.0.0',
      dist: '/srv/portal/dist',
      drupalUrl: 'https://cms.internal.example.org/base/',
      timeoutMs: 800,
      freshSeconds: 120,
      siteUrl: 'https://portal.example.org',
      socket: '/run/necs-renderer/9101/http.sock',
      drupalPolicy: {
        maxCalls: 8,
        queuedCalls: 4,
        callTimeoutMs: 500,
        failuresToOpen: 3,
        halfOpenAfterMs: 2000,
      },
    });
  });

  it.each([
    [{}, /DRUPAL_URL/],
    [{ DRUPAL_URL: '/cms/' }, /DRUPAL_URL/],
    [{ DRUPAL_URL: 'file:///etc/' }, /DRUPAL_URL/],
    [{ DRUPAL_URL: 'http://d/', RENDER_TIMEOUT_MS: 'soon' }, /RENDER_TIMEOUT_MS/],
    [{ DRUPAL_URL: 'http://d/', FRESH_SECONDS: '-1' }, /FRESH_SECONDS/],
    [{ DRUPAL_URL: 'http://d/', PORT: '70000' }, /PORT/],
    [{ DRUPAL_URL: 'http://d/', SITE_URL: 'portal.example.org' }, /SITE_URL/],
    [{ DRUPAL_URL: 'http://d/', SITE_URL: 'https://portal.example.org/?x=1' }, /SITE_URL/],
    [{ DRUPAL_URL: 'http://d/', DRUPAL_MAX_CALLS: '0' }, /DRUPAL_MAX_CALLS/],
    [{ DRUPAL_URL: 'http://d/', DRUPAL_BREAKER_RETRY_MS: '5s' }, /DRUPAL_BREAKER_RETRY_MS/],
  ])('refuses to start on %o, naming the setting', (env, message) => {
    expect(() => serviceSettingsFrom(env)).toThrow(message);
  });
});

describe('developmentBuildWarning: React’s production build, or a word at start', () => {
  it('says nothing when NODE_ENV is production', () => {
    expect(developmentBuildWarning({ NODE_ENV: 'production' })).toBeNull();
  });

  it.each([[{}], [{ NODE_ENV: 'development' }], [{ NODE_ENV: 'Production' }]])(
    'warns, naming the fix, for %j',
    (env) => {
      expect(developmentBuildWarning(env)).toMatch(/development build.*NODE_ENV=production/);
    },
  );
});

describe('the memory flags: the same wherever the service starts, or a word at start', () => {
  const started = `node ${SERVICE_NODE_FLAGS.join(' ')} `;

  it('are in the renderer’s unit file and in npm run serve', () => {
    const unit = /^ExecStart=(.*)$/m.exec(readFileSync('deploy/necs-renderer@.service', 'utf8'))?.[1];
    // The unit's Node is the one docs/deploy.md installs, trusting the system's CAs (an internal Drupal's), on the
    // release its instance's own link names (deploy/release.sh moves it before the restart).
    expect(unit).toBe(
      `/usr/local/bin/node --use-system-ca ${SERVICE_NODE_FLAGS.join(' ')} /srv/necs-portal/renderers/%i/dist-server/serve.js`,
    );
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.serve).toBe(`NODE_ENV=production ${started}dist-server/serve.js`);
  });

  it('says nothing when the process has them all, and names the missing ones otherwise', () => {
    expect(memoryFlagsWarning(['--enable-source-maps', ...SERVICE_NODE_FLAGS])).toBeNull();
    expect(memoryFlagsWarning([])).toMatch(/without --max-semi-space-size=8 --max-old-space-size=384/);
    expect(memoryFlagsWarning([SERVICE_NODE_FLAGS[0]])).toMatch(/without --max-old-space-size=384:/);
  });
});
