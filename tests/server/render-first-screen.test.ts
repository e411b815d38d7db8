import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFirstScreenWith } from '@/server/render-first-screen';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';

/** The portal's own React tree, drawn on the server with the sandbox's answers, as a visitor sees it. */
describe('renderFirstScreenWith', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());
  const render = (path: string) => renderFirstScreenWith(path, { cmsUrl: '/cms/' }, sandbox.url);

  it('draws the page, the menus and the lists, with the answers the browser needs to take over', async () => {
    const screen = await render('/news');
    expect(screen?.title).toBe('News – NECS');
    expect(screen?.html).toMatch(/<h1[^>]*>News<\/h1>/);
    expect(screen?.html).toContain('aria-label="Main"');
    expect(screen?.html).toContain('aria-label="News"');
    expect(Object.keys(screen?.answers ?? {})).toEqual(
      expect.arrayContaining(['menu:main', 'menu:footer', 'page:/news', 'news-filter-options']),
    );
  });

  it('sanitizes the CMS HTML it draws, and draws its addresses as the browser would (relative)', async () => {
    const screen = await render('/about-us');
    expect(screen?.html).not.toMatch(/<script|onerror=|javascript:/i);
    expect(screen?.html).toContain('href="/cms/sites/default/files/necs-statutes.pdf"');
    expect(screen?.html).not.toContain(sandbox.url);
  });

  it('leaves a path without a page, and the portal’s own screens, to the browser', async () => {
    await expect(render('/no-such-page')).resolves.toBeNull();
    await expect(render('/user/login')).resolves.toBeNull();
  });

  it('leaves the page to the browser when an answer fails', async () => {
    await expect(
      renderFirstScreenWith('/news', { cmsUrl: 'http://127.0.0.1:1/cms/' }, sandbox.url),
    ).resolves.toBeNull();
  });
});
