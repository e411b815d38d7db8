import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeFirstScreen } from '@/server/place-first-screen';
import { contentSecurityPolicy, readServedConfig, securityHeadersFor } from '../../deploy/security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const INDEX_HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const DRAWN = { html: '<main></main>', answers: {}, title: null, description: null };

const SANDBOX = { cmsUrl: '/cms/', membershipUrl: '/membership/', proposalsUrl: '/proposals/' };

describe('security headers', () => {
  it('are strict for scripts, objects, framing, base and forms', () => {
    const policy = contentSecurityPolicy(SANDBOX);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    // The portal's files, and the starter a drawn page carries, by the hash of what the server writes.
    const starter = /<script data-entry="[^"]*">([\s\S]*?)<\/script>/.exec(
      placeFirstScreen(INDEX_HTML, DRAWN, '', ''),
    )?.[1];
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256')
        .update(starter ?? '', 'utf8')
        .digest('base64')}'`,
    ]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("read relative base URLs as the portal's own origin", () => {
    const policy = contentSecurityPolicy(SANDBOX);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(contentSecurityPolicy({})).toBe(policy);
  });

  it('add the origin of each absolute base URL once; images come from the content system only', () => {
    const policy = contentSecurityPolicy({
      cmsUrl: 'https://cms.example.org/drupal/',
      membershipUrl: 'https://verein.sewobe.de:8443/',
      proposalsUrl: 'https://cms.example.org/proposals/',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cms.example.org',
      'https://verein.sewobe.de:8443',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://cms.example.org']);
  });

  it('take further connect sources the sandbox is given (its own systems under another host name)', () => {
    const policy = contentSecurityPolicy(SANDBOX, ['http://127.0.0.1:8181']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:8181']);
  });

  it('keep a protocol-relative base URL on the page’s scheme', () => {
    expect(directive(contentSecurityPolicy({ cmsUrl: '//cms.example.org/' }), 'connect-src')).toEqual([
      "'self'",
      'cms.example.org',
    ]);
  });

  it('come with nosniff and the referrer policy', () => {
    expect(securityHeadersFor(SANDBOX)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('read the base URLs and the app’s name of a deployment’s config.json, and nothing from a missing one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'necs-config-'));
    try {
      const file = join(folder, 'config.json');
      writeFileSync(
        file,
        JSON.stringify({ cmsUrl: 'https://cms.example.org/', appName: 'necs', proposalsUrl: 3 }),
      );
      expect(readServedConfig(file)).toEqual({ cmsUrl: 'https://cms.example.org/', appName: 'necs' });
      expect(readServedConfig(join(folder, 'missing.json'))).toEqual({});
      expect(readServedConfig(undefined)).toEqual({});
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
