import { describe, expect, it } from 'vitest';
import { pathsReadmeNames } from '../support/readme-paths';

/**
 * README's "Where to look first" (moved from the browser suite's readme-paths.spec.ts, issue 83: it read README.md
 * and never used the page). That each path it names answers is the browser suite's.
 */
describe('README’s paths for a newcomer', () => {
  it('name the paths a newcomer looks at first, the member area among them', () => {
    expect(pathsReadmeNames()).toEqual(expect.arrayContaining(['/', '/my-necs']));
  });
});
