import { expect, test } from './support/test';
import {
  FIRST_LOAD_BUDGET_KB,
  KB,
  firstLoadAssets,
  kilobytes,
  privateLibraryAssets,
  sumGzipBytes,
} from '../../scripts/bench/fetched-bytes';

/**
 * Issue 10's byte budget, enforced in CI: what a new visitor's browser fetches of JS and CSS on the first load
 * of a public page, gzipped, counted from the responses (every chunk, not only the entry), and no Quill or
 * react-hook-form among them. Each test has a fresh context, so nothing comes from a cache. `npm run bench`
 * counts the same way (scripts/bench/fetched-bytes.ts) and prints the figures.
 */
interface FirstLoad {
  name: string;
  path: string;
  /** The login form is drawn with react-hook-form: the one public screen that fetches it. */
  withForms?: boolean;
  /** Over the budget today, and reported: the test fails until the route fits, then asks for this to go. */
  overBudget?: string;
}

/** Every public route of the route table (src/ui/app/routes.tsx), content pages of each kind among them. */
const PUBLIC_FIRST_LOADS: FirstLoad[] = [
  { name: 'home', path: '/' },
  { name: 'a CMS page', path: '/about-us' },
  { name: 'news', path: '/news' },
  { name: 'conferences', path: '/conferences' },
  { name: 'the history timeline', path: '/about-us/history' },
  { name: 'the static about page', path: '/about-static' },
  { name: 'the search', path: '/search?q=film' },
  {
    name: 'the working groups',
    path: '/group',
    overBudget: 'about 182 kB: the group list, its cards and the sanitizer they need',
  },
  {
    name: 'the login',
    path: '/user/login',
    withForms: true,
    overBudget: 'about 170 kB: react-hook-form (13 kB) draws the login form',
  },
];

for (const { name, path, withForms, overBudget } of PUBLIC_FIRST_LOADS) {
  test(`the first load of ${name} (${path}) stays within ${FIRST_LOAD_BUDGET_KB} kB of JS and CSS${withForms ? '' : ', without Quill or react-hook-form'}`, async ({
    page,
  }) => {
    test.fail(overBudget !== undefined, `over the budget: ${overBudget}`);
    const assets = await firstLoadAssets(page, path);
    expect(assets.length, 'the page fetched no JS or CSS at all').toBeGreaterThan(0);

    // Soft, so that a failing run also tells how far over the budget such a library takes the page.
    if (!withForms) expect.soft(privateLibraryAssets(assets).map((asset) => asset.url)).toEqual([]);

    const sizes = assets.map((asset) => `${kilobytes(asset.gzipBytes)} kB ${asset.url}`).join('\n');
    expect(
      kilobytes(sumGzipBytes(assets)),
      `JS + CSS of ${path}, gzipped, in kB of ${KB} bytes:\n${sizes}`,
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });
}
