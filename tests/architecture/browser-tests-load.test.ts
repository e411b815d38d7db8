import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Playwright loads every browser test file before it runs one, with a loader of its own: a module that loads
 * under vitest and tsc (a JSON import without an import attribute, reached through a test's helpers) can make
 * it refuse the whole suite, and nothing of `npm test` would say so. Listing the tests loads them all, in
 * seconds and without a browser.
 */
describe('the browser tests', () => {
  it('all load in Playwright', () => {
    const listed = execFileSync('npx', ['playwright', 'test', '--list'], {
      encoding: 'utf8',
      env: { ...process.env, CI: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const total = /Total: (\d+) tests? in (\d+) files?/.exec(listed);
    expect(total, listed.slice(-2000)).not.toBeNull();
    expect(Number(total![1])).toBeGreaterThan(200);
  }, 60_000);
});
