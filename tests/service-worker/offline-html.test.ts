import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_STARTER } from '@/server/after-first-paint-starter';
import { securityHeadersFor } from '../../deploy/security-policy';
import {
  isProposalFormPath,
  offlineHeaders,
  offlinePage,
  savedTime,
  withSavedAtLine,
} from '@/service-worker/offline-html';
import { offlineWord } from '@/service-worker/offline-words';

const DRAWN = `<!doctype html>
<html lang="de">
  <head><title>Über uns</title></head>
  <body>
    <div id="root"><header><nav><a href="/news">Neuigkeiten</a></nav></header><main id="main" class="m" tabindex="-1"><h1>Über uns</h1></main><footer>NECS</footer></div>
    <script type="application/json" id="first-screen">{"a":1}</script>
    <script defer src="/after-first-paint.js" data-entry="/assets/index-abc.js"></script>
  </body>
</html>`;

describe('what the worker shows without a network', () => {
  it('puts the saved-at line, in the page’s language, before the drawn screen and outside it', () => {
    const savedAt = Date.UTC(2026, 10, 25, 15, 40);
    const html = withSavedAtLine(DRAWN, savedAt);
    const line = offlineWord('de', 'savedAt', { time: savedTime(savedAt, 'de') });
    expect(line).toMatch(
      /^Sie sind offline: Diese Seite wurde am 25\.11\.2026, \d\d:40 auf diesem Gerät gespeichert\.$/,
    );
    expect(html).toContain(`<p id="saved-at" class="saved-at" role="status">${line}</p>`);
    expect(html.indexOf('saved-at')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('<script type="application/json" id="first-screen">');
    // Its style and its script come with it, in the head, as files the CSP allows.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/saved-at.css">');
    expect(head).toContain('<script defer src="/saved-at.js"></script>');
  });

  it('starts no app from a copy drawn with the take-over’s starter either', () => {
    const starter = DRAWN.replace(
      '<script defer src="/after-first-paint.js" data-entry="/assets/index-abc.js"></script>',
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/x.js">${AFTER_FIRST_PAINT_STARTER}</script>`,
    );
    const html = offlinePage(starter, 'en', []);
    expect(html).not.toContain('data-entry');
    expect(html).not.toContain('after-first-paint');
    expect(html).toContain('</body>');
  });

  it('draws the offline page in a copy’s header and menu, lists what can be read, and starts no app', () => {
    const html = offlinePage(DRAWN, 'fr', [
      { path: '/about-us', title: 'À propos <de nous>' },
      { path: '/news', title: '' },
    ]);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Vous êtes hors ligne</title>');
    expect(html).toContain('<nav><a href="/news">Neuigkeiten</a></nav>');
    expect(html).toContain('<main id="main" class="m" tabindex="-1"><h1>Vous êtes hors ligne</h1>');
    expect(html).toContain('<li><a href="/about-us">À propos &#60;de nous&#62;</a></li>');
    expect(html).toContain('<li><a href="/news">/news</a></li>');
    expect(html).not.toContain('first-screen');
    expect(html).not.toContain('after-first-paint');
  });

  it('has its own page when nothing was ever saved', () => {
    const html = offlinePage(null, 'es', []);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<main id="main"><h1>Está sin conexión</h1>');
    expect(html).toContain(offlineWord('es', 'nothingSaved'));
  });

  it('says on a proposal form’s offline page that the words are kept, and names the script that brings it back', () => {
    const html = offlinePage(DRAWN, 'de', [{ path: '/news', title: 'Neuigkeiten' }], true);
    expect(html).toContain(
      `<h1>Sie sind offline</h1><p id="words-kept">${offlineWord('de', 'proposalWordsKept')}</p>`,
    );
    expect(html).not.toContain(offlineWord('de', 'offlineIntro'));
    expect(html).toContain('<li><a href="/news">Neuigkeiten</a></li>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script defer src="/saved-at.js"></script>');
    expect(html).not.toContain('after-first-paint');
    // Without any copy too: the plain page.
    expect(offlinePage(null, 'en', [], true)).toMatch(
      /<head>.*<script defer src="\/saved-at\.js"><\/script>\n {2}<\/head>.*<p id="words-kept">What you typed/s,
    );
  });

  it('keeps the offline page of any other page as it was: no words kept, no coming back by itself', () => {
    const html = offlinePage(DRAWN, 'en', []);
    expect(html).toContain(offlineWord('en', 'offlineIntro'));
    expect(html).not.toContain('words-kept');
    expect(html).not.toContain('saved-at');
  });

  it.each([
    '/conference-proposals',
    '/conference-proposals/',
    '/conference-proposals/paper',
    '/conference-proposals/panel',
    '/conference-proposals/workshop/',
  ])('knows %s for a proposal form', (path) => expect(isProposalFormPath(path)).toBe(true));

  it.each([
    '/conferences',
    '/conference-proposals/poster',
    '/conference-proposals/paper/x',
    '/conference-proposals-old',
    '/x/conference-proposals',
  ])('knows %s for no proposal form', (path) => expect(isProposalFormPath(path)).toBe(false));
});

describe('the offline page’s headers', () => {
  // As the sandbox and nginx answer every file: the portal's policy from the one source.
  const served = new Headers({
    ...securityHeadersFor({ cmsUrl: 'https://cms.example.org/' }),
    'content-type': 'application/json',
  });
  const policy = served.get('content-security-policy');

  it('without any copy, carry the portal’s policy as the server sent it with a file the worker keeps', () => {
    const headers = offlineHeaders(null, served);
    expect(policy).toContain("script-src 'self'");
    expect(headers.get('content-security-policy')).toBe(policy);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('are the copy’s when a copy lends the page its header and menu', () => {
    const copy = new Headers({
      'content-type': 'text/html',
      'content-security-policy': "default-src 'self'",
    });
    expect(offlineHeaders(copy, served).get('content-security-policy')).toBe("default-src 'self'");
  });
});
