import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { disableCache, presetContext } from './emulation';
import {
  firstLoadAssets,
  privateLibraryAssets,
  recordFetchedAssets,
  sumGzipBytes,
  sumTransferredBytes,
  type FetchedAsset,
} from './fetched-bytes';
import { MEMBER_AREA, MEMBERS_GROUP, PROPOSAL_FORM, PUBLIC_PAGES, logInAsMember } from './pages';
import { watchNetwork } from './network-quiet';
import { PUBLIC_ADDRESSES } from '../../src/ui/app/route-access';

export interface AssetSize {
  file: string;
  gzipBytes: number;
}

export interface FirstLoadBytes {
  name: string;
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  totalGzipBytes: number;
  transferredBytes: number;
  /** How the server sent them: `gzip`, `br`, … or `identity`, with how many files each. */
  encodings: Record<string, number>;
  /** Quill or react-hook-form fetched by this public first load (must stay empty). */
  privateLibraries: string[];
  assets: AssetSize[];
}

export interface LazyPartBytes {
  part: string;
  path: string;
  /** JS + CSS that screen fetched and a public first load does not, gzipped. */
  newGzipBytes: number;
  /** Of which the library the part is about (Quill, react-hook-form), gzipped. */
  library: { name: string; gzipBytes: number } | null;
  assets: AssetSize[];
}

/**
 * Each public screen as a new visitor's first load, at every address the CI budget test opens (route-access.ts):
 * a fresh context, the HTTP cache bypassed. Named as issue 10's pages are, the others by their address.
 */
export async function measureFirstLoadBytes(browser: Browser, origin: string): Promise<FirstLoadBytes[]> {
  const results: FirstLoadBytes[] = [];
  for (const path of PUBLIC_ADDRESSES) {
    const name = PUBLIC_PAGES.find((page) => page.path === path)?.name ?? path;
    const context = await presetContext(browser, 'desktop', origin);
    const page = await context.newPage();
    await disableCache(page);
    const assets = await firstLoadAssets(page, path);
    await context.close();
    results.push({
      name,
      path,
      jsGzipBytes: sumGzipBytes(assets.filter((asset) => asset.kind === 'js')),
      cssGzipBytes: sumGzipBytes(assets.filter((asset) => asset.kind === 'css')),
      totalGzipBytes: sumGzipBytes(assets),
      transferredBytes: sumTransferredBytes(assets),
      encodings: countEncodings(assets),
      privateLibraries: privateLibraryAssets(assets).map((asset) => fileOf(asset.url)),
      assets: sizes(assets),
    });
  }
  return results;
}

/** A part of the portal a visitor never loads, and what shows it has loaded. */
interface LazyPart {
  part: string;
  path: string;
  library: { name: string; holds: (asset: FetchedAsset) => boolean } | null;
  shown: (page: Page) => Locator;
}

const QUILL = {
  name: 'Quill',
  holds: (asset: FetchedAsset) => asset.containsQuill || /quill/i.test(asset.url),
};
const FORMS = { name: 'react-hook-form', holds: (asset: FetchedAsset) => /react-hook-form/.test(asset.url) };

const LAZY_PARTS: LazyPart[] = [
  { part: 'member area', path: MEMBER_AREA, library: null, shown: (page) => page.locator('h1').first() },
  {
    part: 'editor (group page, New Topic)',
    path: MEMBERS_GROUP,
    library: QUILL,
    shown: (page) =>
      page.getByRole('region', { name: 'New topic' }).getByRole('textbox', { name: 'Message' }),
  },
  {
    part: 'forms (proposal form)',
    path: PROPOSAL_FORM,
    library: FORMS,
    shown: (page) => page.getByRole('textbox', { name: /^Title/ }),
  },
];

/**
 * What each screen a visitor never sees costs on top of a public first load: the screen loaded afresh (cache
 * bypassed) as the member, minus every file the first load of the home page fetched. The login screen is
 * loaded as a visitor. Each part counts on its own, so a library two parts use counts with both.
 */
export async function measureLazyPartBytes(browser: Browser, origin: string): Promise<LazyPartBytes[]> {
  const context = await presetContext(browser, 'desktop', origin);
  const page = await context.newPage();
  await disableCache(page);
  const publicFiles = new Set((await firstLoadAssets(page, '/')).map((asset) => asset.url));
  const results: LazyPartBytes[] = [];
  const measure = async (part: string, path: string, library: LazyPart['library'], show: Locator) => {
    const recording = recordFetchedAssets(page);
    const network = watchNetwork(page);
    await page.goto(path);
    await expect(show).toBeVisible({ timeout: 30_000 });
    await network.quiet();
    network.stop();
    const own = (await recording.collect()).filter((asset) => !publicFiles.has(asset.url));
    results.push({
      part,
      path,
      newGzipBytes: sumGzipBytes(own),
      library: library && { name: library.name, gzipBytes: sumGzipBytes(own.filter(library.holds)) },
      assets: sizes(own),
    });
  };

  await measure('login screen', '/user/login', FORMS, page.getByLabel('Password'));
  await logInAsMember(page);
  for (const { part, path, library, shown } of LAZY_PARTS) await measure(part, path, library, shown(page));
  await context.close();
  return results;
}

const fileOf = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '');

const sizes = (assets: readonly FetchedAsset[]): AssetSize[] =>
  assets
    .map((asset) => ({ file: fileOf(asset.url), gzipBytes: asset.gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

function countEncodings(assets: readonly FetchedAsset[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const asset of assets) {
    const encoding = asset.encoding ?? 'identity';
    counts[encoding] = (counts[encoding] ?? 0) + 1;
  }
  return counts;
}
