import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every browser test file of the e2e suite, as Playwright's projects find them (playwright.config.ts). */
const specFiles = readdirSync('tests/e2e', { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.spec.ts'),
);

/**
 * Playwright loads every browser test file before it runs one, with a loader of its own: a module that loads
 * under vitest and tsc (a JSON import without an import attribute, reached through a test's helpers) can make
 * it refuse the whole suite, and nothing of `npm test` would say so. Listing the tests loads them all, in
 * seconds and without a browser.
 */
describe('the browser tests', () => {
  it('all load in Playwright, every file of tests/e2e', () => {
    const listed = execFileSync('npx', ['playwright', 'test', '--list'], {
      encoding: 'utf8',
      // CI keeps the nginx project (and its files) even on a machine without nginx; listing starts no server.
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const total = /Total: (\d+) tests? in (\d+) files?/.exec(listed);
    expect(total, listed.slice(-2000)).not.toBeNull();
    expect(specFiles.length).toBeGreaterThan(30);
    expect(Number(total![2])).toBe(specFiles.length);
  }, 60_000);
});
