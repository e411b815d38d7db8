import autocannon from 'autocannon';
import { loadOutcome, type LoadOutcome } from '../load-outcome';

/** What Chromium sends for a page: HTML first, and the encodings it takes. */
export const BROWSER_PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** 200 connections at the cached page through nginx (issue 18); a renderer draws one page at a time. */
export const CACHED_CONNECTIONS = 200;
export const RENDER_CONNECTIONS = 10;

/** One autocannon run on loopback, every request a browser's request for the page. */
export interface LoadFigures extends LoadOutcome {
  path: string;
  connections: number;
  seconds: number;
  /** Answers 2xx a second: for the renderer, pages drawn a second. */
  answersPerSecond: number;
  /** Bytes on the wire an answer, headers included: says whether it came compressed. */
  bytesPerAnswer: number;
}

export interface CachedPageLoad extends LoadFigures {
  /** X-Cache-Status of a request just before the load (after warming it) and just after. */
  cacheStatus: { before: string; after: string };
}

/** The page as nginx keeps it: warmed until X-Cache-Status says HIT, then 200 connections at it. */
export async function loadCachedPage(origin: string, path: string, seconds: number): Promise<CachedPageLoad> {
  let before = 'none';
  for (let tries = 0; tries < 5 && before !== 'HIT'; tries += 1) before = await cacheStatus(origin, path);
  const figures = await load(`${origin}${path}`, CACHED_CONNECTIONS, seconds);
  return { ...figures, cacheStatus: { before, after: await cacheStatus(origin, path) } };
}

/** Pages drawn afresh, by the first-screen service itself, with nothing in front to keep them. */
export function loadRenderer(rendererOrigin: string, path: string, seconds: number): Promise<LoadFigures> {
  return load(`${rendererOrigin}${path}`, RENDER_CONNECTIONS, seconds);
}

async function cacheStatus(origin: string, path: string): Promise<string> {
  const answer = await fetch(`${origin}${path}`, { headers: BROWSER_PAGE_HEADERS });
  await answer.arrayBuffer();
  return `${answer.headers.get('x-cache-status') ?? 'none'}${answer.ok ? '' : ` (${answer.status})`}`;
}

async function load(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_PAGE_HEADERS });
  return {
    path: new URL(url).pathname,
    connections,
    seconds: result.duration,
    answersPerSecond: result['2xx'] / result.duration,
    ...loadOutcome(result),
    bytesPerAnswer: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}
