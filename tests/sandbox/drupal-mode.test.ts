import { describe, expect, it } from 'vitest';
import { readDrupalMode } from '../../sandbox/drupal/drupal-mode';

describe('SANDBOX_DRUPAL', () => {
  it.each([
    [undefined, 'site'],
    ['', 'site'],
    ['site', 'site'],
    ['core', 'core'],
  ])('reads %j as %s', (value, mode) => {
    expect(readDrupalMode(value)).toBe(mode);
  });

  it.each(['Core', 'stock', 'core '])('refuses %j rather than playing the wrong Drupal', (value) => {
    expect(() => readDrupalMode(value)).toThrow(/SANDBOX_DRUPAL must be "site" or "core"/);
  });
});
