import { describe, expect, it } from 'vitest';
import { defaultConfig, loadConfig } from '@/infrastructure/config/load-config';

/** Spec: "on a local host everything counts as logged in and member" — only ever behind a development flag. */
describe('loadConfig: localhostAsMember', () => {
  it.each([
    ['off by default, in development', null, true, false],
    ['off by default, in production', null, false, false],
    ['on when asked for, in a development build', { localhostAsMember: true }, true, true],
    ['ignored in a production build even when asked for', { localhostAsMember: true }, false, false],
    ['off when switched off, in development', { localhostAsMember: false }, true, false],
  ])('%s', async (_case, file, isDevelopment, expected) => {
    const config = await loadConfig(async () => file, isDevelopment);
    expect(config.localhostAsMember).toBe(expected);
  });

  it('is off in the defaults', () => {
    expect(defaultConfig.localhostAsMember).toBe(false);
  });
});
