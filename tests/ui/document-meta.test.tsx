import { readFileSync } from 'node:fs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageNode } from '@/domain/pages/page';
import { aLayout, anImageParagraph, aPage, aTextParagraph } from '../support/builders';
import { MemoryRouter } from 'react-router-dom';
import { ServicesProvider } from '@/ui/app/services';
import { useDocumentTitle } from '@/ui/shared/use-document-title';
import { renderPortal, renderView } from '../support/render-portal';
import { openWorldTab } from '../support/session-fakes';

const SITE_DESCRIPTION = 'The European Network for Cinema and Media Studies.';
const SITE_NAME = 'European Network for Cinema and Media Studies';

function newsItem(): PageNode {
  const layout = aLayout();
  return aPage({
    nid: 41,
    title: 'Anniversary programme',
    contentType: 'news',
    metaDescription: 'Twenty years of NECS: screenings and a birthday session.',
    paragraphs: [
      layout,
      aTextParagraph('', '<p>Read <a href="/about-us">about us</a>.</p>', { parent: layout }),
      anImageParagraph('/cms/files/projector.jpg', 'A projector', { parent: layout }),
    ],
  });
}

function aboutUs(): PageNode {
  const layout = aLayout();
  return aPage({
    nid: 4,
    title: 'About us',
    contentType: 'page',
    metaDescription: '',
    paragraphs: [
      layout,
      aTextParagraph(
        '',
        '<p>A network of <em>scholars</em>. See <a href="/about-static">the short story</a>.</p>',
        {
          parent: layout,
        },
      ),
    ],
  });
}

/** Every tag of the head this feature writes, in document order: a duplicate or a stale one shows here. */
const headTags = () =>
  [
    ...document.head.querySelectorAll(
      'meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]',
    ),
  ].map((tag) =>
    tag instanceof HTMLLinkElement
      ? `canonical ${tag.href}`
      : `${tag.getAttribute('property') ?? tag.getAttribute('name')} ${tag.getAttribute('content')}`,
  );

/**
 * The head of a server-drawn /news/anniversary, as the browser finds it before the app runs: the page's
 * description in index.html's element, which still names the site's.
 */
function serverDrawnHead(): void {
  document.head.innerHTML = `
    <meta name="description" content="Twenty years of NECS: screenings and a birthday session." data-site-description="${SITE_DESCRIPTION}">
    <title>Anniversary programme – NECS</title>
    <link rel="canonical" href="${location.origin}/news/anniversary">
    <meta property="og:title" content="Anniversary programme">
    <meta property="og:image" content="${location.origin}/cms/files/projector.jpg">
    <meta property="og:image:alt" content="A projector">
    <meta name="twitter:card" content="summary_large_image">`;
}

describe('the head follows the screen: title, description, canonical, OpenGraph, Twitter card', () => {
  beforeEach(() => {
    serverDrawnHead();
  });

  it('keeps the server-drawn head of the first screen, then replaces every tag on each navigation, none stale or twice', async () => {
    const worldTab = openWorldTab();
    worldTab.world.site.setPage('/news/anniversary', newsItem());
    worldTab.world.site.setPage('/about-us', aboutUs());
    const origin = location.origin;
    await renderPortal(worldTab, '/news/anniversary');

    // The server drew this screen's head (its canonical names this path): the app keeps it as it came.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anniversary programme' }),
    ).toBeInTheDocument();
    expect(headTags()).toEqual([
      'description Twenty years of NECS: screenings and a birthday session.',
      `canonical ${origin}/news/anniversary`,
      'og:title Anniversary programme',
      `og:image ${origin}/cms/files/projector.jpg`,
      'og:image:alt A projector',
      'twitter:card summary_large_image',
    ]);
    expect(document.title).toBe('Anniversary programme – NECS');

    await userEvent.click(screen.getByRole('link', { name: 'about us' }));
    await waitFor(() => expect(document.title).toBe('About us – NECS'));
    expect(headTags()).toEqual([
      'description A network of scholars. See the short story.',
      `canonical ${origin}/about-us`,
      'og:title About us',
      'og:description A network of scholars. See the short story.',
      `og:url ${origin}/about-us`,
      'og:type website',
      `og:image ${origin}/og-image.png`,
      'og:image:width 1200',
      'og:image:height 630',
      `og:image:alt ${SITE_NAME}`,
      `og:site_name ${SITE_NAME}`,
      'twitter:card summary_large_image',
    ]);

    // A screen with no description of its own: the site's stays in the meta description, none in OpenGraph.
    await userEvent.click(screen.getByRole('link', { name: 'the short story' }));
    await waitFor(() => expect(document.title).toBe('About – NECS'));
    expect(headTags()).toEqual([
      `description ${SITE_DESCRIPTION}`,
      `canonical ${origin}/about-static`,
      'og:title About',
      `og:url ${origin}/about-static`,
      'og:type website',
      `og:image ${origin}/og-image.png`,
      'og:image:width 1200',
      'og:image:height 630',
      `og:image:alt ${SITE_NAME}`,
      `og:site_name ${SITE_NAME}`,
      'twitter:card summary_large_image',
    ]);
  });

  it('writes the head once the first screen changes from what the server drew (its answer refreshed)', async () => {
    function Titled({ title }: { title: string }) {
      useDocumentTitle(title);
      return null;
    }
    const worldTab = openWorldTab();
    const { rerender } = await renderView(
      worldTab,
      <Titled title="Anniversary programme" />,
      '/news/anniversary',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Anniversary programme – NECS');
    expect(headTags()).not.toContain(`og:url ${location.origin}/news/anniversary`);

    rerender(
      <ServicesProvider container={worldTab.container}>
        <MemoryRouter initialEntries={['/news/anniversary']}>
          <Titled title="Anniversary programme, with screenings" />
        </MemoryRouter>
      </ServicesProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Anniversary programme, with screenings – NECS'));
    expect(headTags()).toContain('og:title Anniversary programme, with screenings');
  });

  it('keeps the head the server drew without sharing tags, the login form’s noindex with it', async () => {
    // The login form as the server draws it (portal-screens.ts): its title, the site's description, noindex.
    document.head.innerHTML = `
      <meta name="description" content="${SITE_DESCRIPTION}">
      <title>Login – NECS</title>
      <meta name="robots" content="noindex">`;
    await renderPortal(openWorldTab(), '/user/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();

    // What the app would write has had its chance: the rules' module has arrived and a task has passed.
    await import('@/ui/shared/document-head');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
    expect(headTags()).toEqual([`description ${SITE_DESCRIPTION}`]);
    expect(document.title).toBe('Login – NECS');
  });

  it('names the configured public address rather than the origin the page is served from', async () => {
    const worldTab = openWorldTab({ siteUrl: 'https://necs.example' });
    worldTab.world.site.setPage('/news/anniversary', newsItem());
    // Drawn in the browser (no server-drawn head), the whole head is written.
    document.head.querySelector('link[rel="canonical"]')?.remove();
    await renderPortal(worldTab, '/news/anniversary');

    await waitFor(() => expect(headTags()).toContain('og:url https://necs.example/news/anniversary'));
    expect(headTags()).toEqual(
      expect.arrayContaining([
        'canonical https://necs.example/news/anniversary',
        'og:image https://necs.example/cms/files/projector.jpg',
      ]),
    );
  });

  it('finds the site’s description in index.html beside the one a drawn page replaces', () => {
    const shell = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
    const description = shell.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toMatch(/\w/);
    expect(description?.dataset.siteDescription).toBe(description?.content);
  });
});
