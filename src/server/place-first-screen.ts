import { escapeHtml } from './escape-html';

/** What the renderer drew for a path (src/server/render-first-screen.tsx). */
export interface DrawnScreen {
  readonly html: string;
  readonly answers: unknown;
  readonly title: string | null;
  readonly description: string | null;
}

/** The entry's tag as Vite writes it into index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with a drawn screen in `#root`, the answers it was drawn with beside it, its title, description
 * and stylesheets, and the entry started after the first paint. Every insertion goes through a function: a
 * replacement string would expand `$&`, `` $` `` and `$'` in CMS text (`` $` `` inserts the whole head).
 */
export function placeFirstScreen(indexHtml: string, screen: DrawnScreen, stylesheetLinks: string): string {
  let page = indexHtml
    .replace('</head>', () => `${stylesheetLinks}\n  </head>`)
    .replace(
      ENTRY_TAG,
      (_tag, entry: string) => `<script defer src="/after-first-paint.js" data-entry="${entry}"></script>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${screen.html}</div>\n    <script type="application/json" id="first-screen">${jsonInHtml(screen.answers)}</script>`,
    );
  const { title, description } = screen;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${escapeHtml(description)}${after}`,
    );
  return page;
}

/** JSON that cannot end its `<script>` element early. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
