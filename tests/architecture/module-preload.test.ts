import { describe, expect, it } from 'vitest';
import { portalConfig } from '../../vite.config';

/**
 * A lazy import preloads the chunks it needs, but never the entry: the entry is running whenever a lazy import
 * runs, and Firefox fires `error` on a modulepreload link to it (issue 34, item 7; docs/engines.md).
 */
describe('what a lazy import preloads', () => {
  const modulePreload = portalConfig.build?.modulePreload;
  const resolve =
    typeof modulePreload === 'object' && modulePreload.resolveDependencies
      ? modulePreload.resolveDependencies
      : null;

  it('leaves the entry chunk out and keeps every other chunk', () => {
    const dependencies = [
      'assets/login-page-CBvMRq-D.js',
      'assets/index-BJzwHASd.js',
      'assets/XKyaHtl9.js',
      'assets/index-DuqFrfyR.css',
    ];
    expect(resolve?.('assets/login-page-CBvMRq-D.js', dependencies, { hostId: '', hostType: 'js' })).toEqual([
      'assets/login-page-CBvMRq-D.js',
      'assets/XKyaHtl9.js',
      'assets/index-DuqFrfyR.css',
    ]);
  });
});
