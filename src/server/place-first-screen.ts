import { escapeHtml } from '@/domain/shared/escape-html';
import { AFTER_FIRST_PAINT_STARTER } from './after-first-paint-starter';

/** What the renderer drew for a path (render-first-screen.tsx). */
export interface DrawnScreen {
  readonly html: string;
  readonly answers: unknown;
  readonly title: string | null;
  readonly description: string | null;
  /**
   * Where the app stands on this screen when that is not the address asked for: the not-found screen is
   * drawn at `/404/…`, as the app moves there itself, so the browser must be there before React takes it over.
   */
  readonly location?: string | null;
  /** The language the screen is written in, for `<html lang>` (index.html says English). */
  readonly lang?: string;
  /**
   * What a reader without JavaScript is told under a drawn screen, in its language: the screen itself works,
   * so index.html's "This portal needs JavaScript." would say too much.
   */
  readonly withoutScript?: string;
  /** The member it was drawn for, for the browser to take it over only as them (member-render.ts). */
  readonly drawnFor?: unknown;
  /** The choices kept in the browser it was drawn with, for it to take over only with the same (take-over.ts). */
  readonly choices?: unknown;
  /** The time zone its moments are drawn in, for the browser to draw in too (take-over.ts). */
  readonly timeZone?: unknown;
}

/** The entry's tag as Vite writes it into index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** Vite's modulepreload links for the entry's imports, one a line. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * index.html with a drawn screen in `#root`, the answers it was drawn with beside it, its language, title,
 * description, stylesheets and the head's other tags (`headTags`: canonical link, OpenGraph, written elsewhere), and the
 * entry started after the first paint (after-first-paint-starter.ts). Vite's modulepreload links go with it, and then the screen's own code
 * (`screenScripts`): in the head they are fetched at high priority beside the page's styles, and on a phone's
 * slow link they held the first paint back by a second (Lighthouse mobile FCP 2.2 s against the snapshot's 0.9 s). Every insertion goes through a function: a replacement string would
 * expand `$&`, `` $` `` and `$'` in CMS text (`` $` `` inserts the whole head).
 */
export function placeFirstScreen(
  indexHtml: string,
  screen: DrawnScreen,
  stylesheetLinks: string,
  headTags: string,
  screenScripts: readonly string[] = [],
): string {
  const head = [stylesheetLinks, headTags].filter(Boolean).join('\n    ');
  const location = screen.location ? ` data-location="${escapeHtml(screen.location)}"` : '';
  const entry = ENTRY_TAG.exec(indexHtml)?.[1];
  const entryImports = [...indexHtml.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
  // The entry's imports first (the libraries lead), then what only the screen needs; the entry has its own tag.
  const preloads = [...new Set([...entryImports, ...screenScripts])].filter((file) => file !== entry);
  const preload = preloads.length ? ` data-preload="${escapeHtml(preloads.join(' '))}"` : '';
  let page = indexHtml
    .replace(MODULE_PRELOAD, () => '')
    .replace('</head>', () => `${head}\n  </head>`)
    .replace(
      ENTRY_TAG,
      (_tag, entry: string) =>
        `<script data-entry="${entry}"${preload}${location}>${AFTER_FIRST_PAINT_STARTER}</script>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${screen.html}</div>\n    <script type="application/json" id="first-screen">${jsonInHtml(screen.answers)}</script>${servedScripts(screen)}`,
    );
  const { title, description, lang, withoutScript } = screen;
  if (lang) page = page.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(lang)}">`);
  if (withoutScript)
    page = page.replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeHtml(withoutScript)}</noscript>`,
    );
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${escapeHtml(description)}${after}`,
    );
  return page;
}

/**
 * What the screen came with, each in a script of its own for src/ui/app/take-over.ts: whom a member's was drawn
 * for (null: a session Drupal no longer knows; a visitor's says nothing), the choices it was drawn with, and
 * the time zone its moments are drawn in.
 */
const servedScripts = ({ drawnFor, choices, timeZone }: DrawnScreen) =>
  [
    jsonScript('first-screen-reader', drawnFor),
    jsonScript('first-screen-choices', choices),
    jsonScript('first-screen-zone', timeZone),
  ].join('');

const jsonScript = (id: string, value: unknown) =>
  value === undefined ? '' : `\n    <script type="application/json" id="${id}">${jsonInHtml(value)}</script>`;

/** JSON that cannot end its `<script>` element early. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
