import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_STARTER } from '@/server/after-first-paint-starter';
import { placeFirstScreen } from '@/server/place-first-screen';
import { BUILT_INDEX_HTML } from '../support/built-index-html';

const INDEX_HTML = BUILT_INDEX_HTML;

const screen = (overrides: Partial<Parameters<typeof placeFirstScreen>[1]> = {}) => ({
  html: '<main><h1>About us</h1></main>',
  answers: { 'page:/about-us': { title: 'About us' } },
  title: 'About us – NECS',
  description: 'Who we are.',
  ...overrides,
});

/** The `#root` element's content and the answers' JSON, as a browser would read them back. */
function readBack(page: string) {
  const root = /<div id="root">([\s\S]*?)<\/div>\n {4}<script type="application\/json"/.exec(page)?.[1];
  const json = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(page)?.[1];
  return { root, answers: json === undefined ? undefined : (JSON.parse(json) as unknown) };
}

describe('placeFirstScreen', () => {
  it('tells a reader without JavaScript what needs it, in the screen’s language, instead of index.html’s line', () => {
    const index = INDEX_HTML.replace(
      '</body>',
      '<noscript>This portal needs JavaScript.</noscript>\n</body>',
    );
    const page = placeFirstScreen(
      index,
      screen({ withoutScript: 'Die Anmeldung braucht JavaScript.' }),
      '',
      '',
    );
    expect(page).toContain('<noscript>Die Anmeldung braucht JavaScript.</noscript>');
    expect(page).not.toContain('This portal needs JavaScript.');
  });

  it('puts the drawn screen in #root, its answers beside it, its title, description, styles and head tags, the entry after paint', () => {
    const page = placeFirstScreen(
      INDEX_HTML,
      screen(),
      '<link rel="stylesheet" href="/assets/page.css">',
      '<link rel="canonical" href="https://x/">',
    );
    expect(readBack(page)).toEqual({ root: screen().html, answers: screen().answers });
    expect(page).toContain('<title>About us – NECS</title>');
    expect(page).toMatch(/<meta\s+name="description"\s+content="Who we are."/);
    expect(page).toContain(
      '<link rel="stylesheet" href="/assets/page.css">\n    <link rel="canonical" href="https://x/">\n  </head>',
    );
    expect(page).toContain(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/libraries-def.js /assets/ghi.js">${AFTER_FIRST_PAINT_STARTER}</script>`,
    );
    // Nothing fetched for the take-over before the paint: the starter adds the loader then.
    expect(page).not.toMatch(/<script[^>]* src=/);
    expect(page).not.toContain('type="module"');
    // Fetched after the first paint, with the entry: in the head they held the paint back on a slow link.
    expect(page).not.toContain('modulepreload');
  });

  it.each(['$&', '$`', "$'", '$1', '$$'])(
    'leaves %s in CMS text as it is, in the HTML, the answers and the title',
    (pattern) => {
      const text = `Price: 10${pattern} off`;
      const page = placeFirstScreen(
        INDEX_HTML,
        screen({
          html: `<main><p>${text}</p></main>`,
          answers: { 'page:/x': { body: text } },
          title: text,
          description: text,
        }),
        '',
        `<meta property="og:title" content="${text}">`,
      );
      expect(readBack(page)).toEqual({
        root: `<main><p>${text}</p></main>`,
        answers: { 'page:/x': { body: text } },
      });
      expect(page).toContain(
        `<title>Price: 10${pattern.replace('&', '&amp;').replace("'", '&#39;')} off</title>`,
      );
      expect(page).toContain(`<meta property="og:title" content="${text}">\n  </head>`);
      expect(page.match(/<head>/g)).toHaveLength(1);
    },
  );

  it('preloads the screen’s own code after the entry’s imports, each file once, never the entry itself', () => {
    const page = placeFirstScreen(INDEX_HTML, screen(), '', '', [
      '/assets/topic-page-jkl.js',
      '/assets/libraries-def.js',
      '/assets/index-abc.js',
      '/assets/mno.js',
    ]);
    expect(page).toContain(
      'data-preload="/assets/libraries-def.js /assets/ghi.js /assets/topic-page-jkl.js /assets/mno.js"',
    );
    expect(page).not.toContain('modulepreload');
  });

  it('writes the language the screen was drawn in on <html>, and leaves index.html’s without one', () => {
    expect(placeFirstScreen(INDEX_HTML, screen({ lang: 'de' }), '', '')).toMatch(
      /^<!doctype html>\n<html lang="de">/,
    );
    expect(placeFirstScreen(INDEX_HTML, screen(), '', '')).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  it('keeps the answers from ending their script element early', () => {
    const page = placeFirstScreen(
      INDEX_HTML,
      screen({ answers: { body: '</script><script>alert(1)</script>' } }),
      '',
      '',
    );
    expect(readBack(page).answers).toEqual({ body: '</script><script>alert(1)</script>' });
    expect(page.match(/<script>alert/g)).toBeNull();
  });
});

describe('placeFirstScreen, for a screen drawn at another address', () => {
  it('tells the browser where the screen stands, so that the app takes it over there', () => {
    const page = placeFirstScreen(INDEX_HTML, screen({ location: '/404/a"b' }), '', '');
    expect(page).toMatch(
      /<script data-entry="[^"]+" [^>]* data-location="\/404\/a&quot;b">\(function \(starter\)/,
    );
  });

  it('says nothing of it for a screen drawn where it was asked for', () => {
    expect(placeFirstScreen(INDEX_HTML, screen(), '', '')).not.toContain('data-location');
  });
});
