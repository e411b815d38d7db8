import type { sanitizeHtml } from './sanitize-html';

type Sanitize = typeof sanitizeHtml;

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * The sanitizer (DOMPurify, about 11 kB gzipped) arrives when CMS HTML first needs it, not with the first
 * screen: the HTML of a server-drawn screen was sanitized by the server (see drawn-html.ts). A failed fetch is
 * forgotten, so the next render asks again.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (module) => (ready = module.sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sanitizer if it has arrived, so a render that has it never suspends. */
export const sanitizerNow = (): Sanitize | null => ready;

/** The server's renderer imports the sanitizer itself and hands it in, so its render never waits. */
export function provideSanitizer(sanitize: Sanitize): void {
  ready = sanitize;
}
