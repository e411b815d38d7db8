import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageNode } from '@/domain/pages/page';
import { aLayout, aPage, aTextParagraph } from '../support/builders';
import { renderPortal } from '../support/render-portal';
import { openWorldTab, type WorldTab } from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';

const PATH = '/working-groups';

/** A page with a two-column section: one paragraph per column, one above, and one hidden by the editor. */
function twoColumnPage(): PageNode {
  const columns = aLayout('layout_twocol');
  return aPage({
    nid: 31,
    title: 'Working groups',
    metaDescription: 'The working groups of NECS and how to join them.',
    paragraphs: [
      columns,
      aTextParagraph('Introduction', '<p>Groups meet at every conference.</p>', {
        parent: columns,
        region: 'top',
      }),
      aTextParagraph('Film history', '<p>Archives and early cinema.</p>', {
        parent: columns,
        region: 'first',
      }),
      aTextParagraph('Media theory', '<p>Screens and platforms.</p>', { parent: columns, region: 'second' }),
      aTextParagraph('Unpublished draft', '<p>Not ready yet.</p>', { parent: columns, region: '_disabled' }),
    ],
  });
}

describe('GenericPage, the content system’s page at any other path', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
    // Title and description live in the shared document: start each test without an earlier test's.
    document.title = '';
    document.querySelector('meta[name="description"]')?.remove();
  });

  const renderPage = async (node: PageNode, path = PATH) => {
    worldTab.world.site.setPage(path, node);
    const rendered = await renderPortal(worldTab, path);
    await screen.findByRole('heading', { level: 1, name: node.title });
    return rendered;
  };

  /** The text headings of one region of the page, in the order shown. */
  const headingsIn = (region: string) => {
    const element = document.querySelector<HTMLElement>(`[data-region="${region}"]`);
    if (!element) throw new Error(`No region "${region}" on the page`);
    return within(element)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
  };

  it('places the paragraphs of a two-column layout into its regions', async () => {
    await renderPage(twoColumnPage());
    const section = document.querySelector('section[data-layout="layout_twocol"]');
    expect(section).not.toBeNull();
    expect(
      [...(section?.querySelectorAll('[data-region]') ?? [])].map((region) =>
        region.getAttribute('data-region'),
      ),
    ).toEqual(['top', 'first', 'second']);
    expect(headingsIn('top')).toEqual(['Introduction']);
    expect(headingsIn('first')).toEqual(['Film history']);
    expect(headingsIn('second')).toEqual(['Media theory']);
    expect(screen.getByText('Archives and early cinema.')).toBeInTheDocument();
  });

  it('does not show a paragraph the editor put in the _disabled region', async () => {
    await renderPage(twoColumnPage());
    expect(screen.queryByText('Unpublished draft')).not.toBeInTheDocument();
    expect(screen.queryByText('Not ready yet.')).not.toBeInTheDocument();
    expect(document.querySelector('[data-region="_disabled"]')).toBeNull();
  });

  it('sanitizes the content system’s HTML: no script, no event handler attributes', async () => {
    const layout = aLayout('layout_onecol');
    const html =
      '<p>Kept text</p><script>window.hacked = true</script>' +
      '<img src="x.png" alt="Kept image" onerror="window.hacked = true"><a href="/news" onclick="steal()">News</a>';
    await renderPage(
      aPage({
        title: 'Unsafe',
        paragraphs: [layout, aTextParagraph('Unsafe HTML', html, { parent: layout })],
      }),
    );
    const main = screen.getByRole('main');
    expect(within(main).getByText('Kept text')).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: 'Kept image' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('[onclick]')).toBeNull();
    expect(main.innerHTML).not.toContain('hacked');
  });

  it('sets the document title (“<title> – NECS”) and the meta description', async () => {
    await renderPage(twoColumnPage());
    await waitFor(() => expect(document.title).toBe('Working groups – NECS'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The working groups of NECS and how to join them.',
    );
  });

  it('leads a path without a node to the not-found page, naming the resource, with a way home', async () => {
    const { router } = await renderPortal(worldTab, '/no/such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/404\//);
    expect(screen.getByRole('main')).toHaveTextContent('/no/such-page');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found – NECS'));
  });

  it('says when the page could not be loaded, and loads it again on “Try again”', async () => {
    const site = worldTab.world.site;
    site.setPage(PATH, twoColumnPage());
    expectConsole('error', 'RemoteSystemError: Network Error');
    site.outage.start();
    await renderPortal(worldTab, PATH);

    const failed = (await screen.findByRole('heading', { name: 'This page could not be loaded' })).closest(
      '[role="alert"]',
    );
    if (!(failed instanceof HTMLElement)) throw new Error('The failure is not announced as an alert');
    expect(failed).toHaveTextContent('The content system did not answer; the connection may have dropped.');
    const callsBefore = site.calls.pages.length;

    site.outage.end();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Working groups' })).toBeInTheDocument();
    expect(site.calls.pages.length).toBeGreaterThan(callsBefore);
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });
});
