import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rawGet } from '../support/raw-request';
import type { LiveSite } from './nginx-live-site';

/** What a browser's request adds of its own, names in lower case: `headers` (any case) go over them. */
export const BROWSER_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

/** A GET as a browser's `request` sends it (BROWSER_HEADERS, overridden by `headers`), its body unpacked. */
export const visitorGet = (portal: string, target: string, headers: Record<string, string> = {}) =>
  rawGet(portal, target, {
    ...BROWSER_HEADERS,
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  });

/** Resolves once `ask` answers true: a background refresh done, say. The test's own time limit says when it never is. */
export async function until(ask: () => Promise<boolean>): Promise<void> {
  while (!(await ask())) await new Promise((resolve) => setTimeout(resolve, 50));
}

let asked = 0;
/** A path no other test asks for (the query is the page's own), so that a test sees the cache from its first request. */
export const uncachedPath = (path: string) => `${path}?cache-test=${process.pid}-${++asked}-${Date.now()}`;

/**
 * Makes the copy nginx's page cache keeps for `path` (the one whose key ends in `path|<language>`, or in `path` for a feed) stale at once,
 * as a freshness period gone by would: the file's `valid_sec` (nginx reads it on every hit from the header it
 * writes before the key: a machine word of version, then `valid_sec`, seconds since 1970) set an hour back. No
 * test waits a freshness period. Waits for the copy's file, which nginx renames into place as the answer ends.
 */
export async function staleInCache(site: LiveSite, path: string): Promise<void> {
  const file = await cacheFileFor(site, path);
  const header = readFileSync(file).subarray(0, 16);
  const validUntil = Number(header.readBigInt64LE(8));
  const now = Math.floor(Date.now() / 1000);
  // The header as this nginx writes it: a copy fresh for the site's freshness (a minute), not already stale.
  if (validUntil < now || validUntil > now + 3600)
    throw new Error(`${file} holds no valid_sec at byte 8 (${validUntil}): nginx's cache header has changed`);
  const handle = openSync(file, 'r+');
  try {
    const past = Buffer.alloc(8);
    past.writeBigInt64LE(BigInt(now - 3600));
    writeSync(handle, past, 0, 8, 8);
  } finally {
    closeSync(handle);
  }
}

/** The cache file whose key ends in `path|<language>` or `path`, once nginx has written it. */
async function cacheFileFor(site: LiveSite, path: string): Promise<string> {
  const folder = join(dirname(site.accessLog), 'pages');
  // A page's key ends in its language (`|en`), a feed's in its path.
  const key = new RegExp(`\nKEY: [^\n]*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\|\\w+)?\n`);
  // Until the file is there: the answer may reach the client a moment before nginx renames the file into place.
  for (;;) {
    const found = filesUnder(folder).find((file) =>
      key.test(readFileSync(file).subarray(0, 4096).toString('latin1')),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const filesUnder = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        // A copy's file is named by its key's MD5; a copy still being written has a suffix.
        .filter((entry) => entry.isFile() && /^[0-9a-f]{32}$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
    : [];
