import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Preferences } from '@/application/preferences/preferences';
import { SearchGateway } from '@/application/search/search-gateway';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import { ServicesProvider } from '@/ui/app/services';
import { HeaderSearch } from '@/ui/search/header-search';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_USER_NAMES } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { stallCalls } from '../support/stalled-calls';
import { expectConsole } from '../support/console-expectations';

describe('the search screen (/search)', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  const results = async () => within(await screen.findByRole('list', { name: 'Search results' }));
  const resultTitles = async () =>
    (await results()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  const field = () => within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search the site' });

  it('shows each result with its type, a link, its date and the excerpt with the matches in bold', async () => {
    await renderPortal(worldTab, '/search?q=Lisbon');
    const titles = await resultTitles();
    expect(titles.length).toBeGreaterThan(2);
    const first = within((await results()).getAllByRole('article')[0]!);
    const link = first.getByRole('link', { name: titles[0]! });
    expect(link.getAttribute('href')).toMatch(/^\//);
    expect(first.getByText(/^(Page|News|Conference)$/)).toBeInTheDocument();
    expect(first.getByRole('time')).toHaveTextContent(/\d{4}/);
    const bold = (await results()).getAllByText(/^Lisbon$/i, { selector: 'strong' });
    expect(bold.length).toBeGreaterThan(0);
    expect(screen.getByText(/^\d+ results? for “Lisbon”$/)).toBeInTheDocument();
    expect(field()).toHaveValue('Lisbon');
    await waitFor(() => expect(document.title).toBe('Search: Lisbon – NECS'));
  });

  it('says when nothing matches, showing the query as text only', async () => {
    const typed = '<img src=x onerror=alert(1)> zzzq';
    await renderPortal(worldTab, `/search?q=${encodeURIComponent(typed)}`);
    expect(await screen.findByText(`No results for “${typed}”`)).toBeInTheDocument();
    expect(document.querySelector('main img')).toBeNull();
    expect(field()).toHaveValue(typed);
  });

  it('asks nothing and explains itself without a query', async () => {
    await renderPortal(worldTab, '/search?q=%20%20');
    // The search screen's code is loaded on demand: on a busy machine it may come after the first render.
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/Enter one or more words/)).toBeInTheDocument();
    expect(worldTab.world.search.requests).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Search – NECS'));
  });

  it('shows a loading state, then an error with a retry that works', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    worldTab.world.search.outage.start();
    const calls = stallCalls(worldTab.world.search, 'search');
    const { router } = await renderPortal(worldTab, '/search?q=film');
    // Held until released: first in the file, the screen's own code may still be on its way.
    expect(await screen.findByText('Searching…')).toBeVisible();
    calls.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The search could not be completed');
    worldTab.world.search.outage.end();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await resultTitles()).length).toBe(10);
    expect(router.state.location.search).toBe('?q=film');
  });

  it('pages the results through the address', async () => {
    const { router } = await renderPortal(worldTab, '/search?q=film');
    const firstPage = await resultTitles();
    const pager = screen.getByRole('navigation', { name: 'Search result pages' });
    await userEvent.setup().click(within(pager).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=film&page=1'));
    await waitFor(async () => expect((await resultTitles())[0]).not.toBe(firstPage[0]));
  });

  it('searches again from its own field, starting at the first page', async () => {
    const { router } = await renderPortal(worldTab, '/search?q=film&page=1');
    await resultTitles();
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), 'call lisbon{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=call+lisbon'));
    expect(await screen.findByText(/results? for “call lisbon”/)).toBeInTheDocument();
  });

  it('finds a visitor no working group topic', async () => {
    await renderPortal(worldTab, '/search?q=reading%20list');
    expect(await screen.findByText('No results for “reading list”')).toBeInTheDocument();
  });

  it('finds a member the topics of their own groups', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, '/search?q=reading%20list');
    const link = await screen.findByRole('link', { name: 'Reading list for the autumn seminar' });
    expect(link).toHaveAttribute('href', '/group_topics/single/902');
  });

  it('shows a member of the group a topic found by a comment: whose comment, its words, a link to it', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, '/search?q=forgets');
    const hit = within((await results()).getByRole('article'));
    expect(hit.getByRole('link', { name: 'Streaming and the archive' })).toHaveAttribute(
      'href',
      '/group_topics/single/903#comment-4',
    );
    expect(hit.getByText(`Found in a comment by ${DEMO_USER_NAMES[7]}`)).toBeInTheDocument();
    expect(hit.getByText('forgets', { selector: 'strong' }).closest('p')).toHaveTextContent(
      'It forgets faster.',
    );
    expect(hit.getByText('Working group topic')).toBeInTheDocument();
  });

  it('finds a visitor nothing by a comment’s words', async () => {
    await renderPortal(worldTab, '/search?q=forgets');
    expect(await screen.findByText('No results for “forgets”')).toBeInTheDocument();
  });

  it('speaks the reader’s language, and asks for the results in it', async () => {
    const asked = vi.spyOn(worldTab.container.get(SearchGateway), 'search');
    await renderPortal(worldTab, '/search?q=Lisbon');
    await resultTitles();
    await act(async () => {
      await prepareLanguage('de');
      worldTab.container.get(Preferences).setLanguage('de');
    });
    expect(await screen.findByRole('list', { name: 'Suchergebnisse' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ Ergebnisse? für „Lisbon“$/)).toBeInTheDocument();
    expect(asked.mock.calls.map(([, , options]) => options?.language)).toEqual(['en', 'de']);
  });
});

describe('the header’s search field', () => {
  it('takes a query by keyboard and Enter to its results', async () => {
    const worldTab = openWorldTab();
    const { router } = await renderPortal(worldTab, '/');
    const user = userEvent.setup();
    const search = within(screen.getByRole('banner')).getByRole('search');
    const field = within(search).getByRole('searchbox', { name: 'Search the site' });
    await user.click(field);
    await user.keyboard('  Lisbon  {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=Lisbon');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('unfolds from its button, which says whether it is open, and takes the focus', async () => {
    const worldTab = openWorldTab();
    await renderPortal(worldTab, '/');
    const user = userEvent.setup();
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Open the search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('banner')).getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('is drawn on the server with a link to the search page in place of the button nothing could work yet', () => {
    document.body.innerHTML = renderToString(
      <ServicesProvider container={openWorldTab().container}>
        <StaticRouter location="/">
          <HeaderSearch />
        </StaticRouter>
      </ServicesProvider>,
    );
    expect(screen.getByRole('link', { name: 'Open the search' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('button', { name: 'Open the search' })).toBeNull();
    // The field itself is a GET form to the results.
    expect(screen.getByRole('search', { name: 'Search the site' })).toHaveAttribute('action', '/search');
    document.body.innerHTML = '';
  });
});
