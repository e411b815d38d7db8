import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NewsList } from '@/ui/listing/news-list';
import { demoWorld, type DemoWorld } from '../support/demo-world';
import { SAMPLE_NEWS } from '../support/list-fixtures';
import { stallCalls } from '../support/stalled-calls';
import { renderWithServices } from '../support/ui-harness';
import { expectConsole } from '../support/console-expectations';

let world: DemoWorld;
beforeEach(() => {
  world = demoWorld();
  world.listings.seedNews(SAMPLE_NEWS);
});

const renderNews = async (route = '/news', props: Partial<Parameters<typeof NewsList>[0]> = {}) =>
  await renderWithServices(<NewsList display="teaser" limit={0} jsonUrl="" {...props} />, {
    overrides: world.overrides,
    route,
  });

/** The full list is the page's content: its item titles sit right under the page's h1. */
const newsTitles = async () =>
  within(await screen.findByRole('list', { name: 'News' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const lastRequest = () => world.listings.newsRequests.at(-1);

describe('NewsList, the full list', () => {
  it('shows the first page with the vocabulary terms and tags as filters', async () => {
    await renderNews();
    expect(await newsTitles()).toHaveLength(10);
    const category = screen.getByRole('group', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Calls for papers', 'Conferences', 'Publications', 'Awards']);
    expect(within(screen.getByRole('group', { name: 'Subject' })).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('navigation', { name: 'News pages' })).toHaveTextContent('Page 1 of 3');
  });

  it('links each title to its item', async () => {
    await renderNews();
    const list = await screen.findByRole('list', { name: 'News' });
    const first = within(list).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/news\/demo-\d+$/));
  });

  it('filters by a term and a tag, writing both into the address in the wire’s names', async () => {
    const { user, location } = await renderNews('/news?page=1');
    await screen.findByText('Page 2 of 3');

    await user.click(screen.getByRole('checkbox', { name: 'Calls for papers' }));
    // The box is ticked once the router's navigation (a transition) commits, as a reader sees it.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Calls for papers' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Film history' }));

    await waitFor(() => {
      expect(lastRequest()?.filter).toEqual({ terms: [1], tags: [11], page: 0 });
      // Changing a filter starts again at the first page, which the address leaves out.
      expect(location().search).toBe('?field_tax_vocab_news_tid=1&field_tax_vocab_news_tags_tid[]=11');
    });
    expect(await newsTitles()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 items match these filters');
  });

  it('takes two ticks made before the first is painted as one choice, one history entry', async () => {
    const { location, router } = await renderNews();
    await screen.findByRole('group', { name: 'Category' });
    const asked = world.listings.newsRequests.length;

    // Both clicks land before the first tick's frame is drawn (nothing runs between them): one answer, for both.
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Calls for papers' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Conferences' }));
    });

    await waitFor(() => expect(location().search).toBe('?field_tax_vocab_news_tid=1,2'));
    await waitFor(() => expect(lastRequest()?.filter).toEqual({ terms: [1, 2], tags: [], page: 0 }));
    expect(world.listings.newsRequests.slice(asked).map((request) => request.filter.terms)).toEqual([[1, 2]]);
    // One choice, one history entry: Back is the unfiltered list, both boxes clear.
    await act(async () => void (await router.navigate(-1)));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('checkbox', { name: 'Calls for papers' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Conferences' })).not.toBeChecked();
  });

  it('sets the boxes the reader ticked back when the filter changes otherwise: Clear filters, then Back', async () => {
    const { user, router, location } = await renderNews('/news?field_tax_vocab_news_tid=2,3');
    await screen.findByRole('group', { name: 'Category' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Conferences' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Publications' })).not.toBeChecked();

    await waitFor(() => expect(location().search).toBe(''));
    await act(async () => void (await router.navigate(-1)));
    await waitFor(() => expect(location().search).toBe('?field_tax_vocab_news_tid=2,3'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Conferences' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Publications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Calls for papers' })).not.toBeChecked();
  });

  it('reads the filter and page from the address, so a shared link shows the same view', async () => {
    await renderNews('/news?page=1&field_tax_vocab_news_tid=2,3&field_tax_vocab_news_tags_tid[]=12');
    await screen.findByRole('group', { name: 'Category' });
    expect(screen.getByRole('checkbox', { name: 'Conferences' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Publications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Television' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Awards' })).not.toBeChecked();
    expect(lastRequest()?.filter).toEqual({ terms: [2, 3], tags: [12], page: 1 });
  });

  it('pages with links that keep the filter', async () => {
    const { user, location } = await renderNews('/news?field_tax_vocab_news_tid=1,2,3');
    await user.click(await screen.findByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(location().search).toBe('?page=1&field_tax_vocab_news_tid=1,2,3');
    expect(lastRequest()?.filter).toEqual({ terms: [1, 2, 3], tags: [], page: 1 });

    await user.click(screen.getByRole('link', { name: /Previous/ }));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(location().search).toBe('?field_tax_vocab_news_tid=1,2,3');
  });

  it('offers no link beyond either end', async () => {
    await renderNews('/news?page=2');
    const pager = await screen.findByRole('navigation', { name: 'News pages' });
    expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/news?page=1');
    expect(within(pager).queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('shows a list answered as one page, as a stock Drupal sends it without a pager, with no pager', async () => {
    world.listings.seedNews(SAMPLE_NEWS.slice(0, 10));
    await renderNews();
    expect(await newsTitles()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'News pages' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    await renderNews('/news?field_tax_vocab_news_tid=1&field_tax_vocab_news_tags_tid[]=12');
    expect(await screen.findByText('No news match these filters')).toBeVisible();
  });

  it('shows filters and list together on the first visit, never one pushing the other down', async () => {
    // Answers that wait for the test, so that the first render finds both still on their way.
    const news = stallCalls(world.listings, 'getNews');
    const options = stallCalls(world.listings, 'getNewsFilterOptions');
    await renderNews();
    expect(screen.getByText('Loading news…')).toBeVisible();
    expect(screen.queryByText('Loading filters…')).not.toBeInTheDocument();
    news.release();
    options.release();
    expect(await newsTitles()).toHaveLength(10);
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that works', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    world.listings.outage.start();
    const news = stallCalls(world.listings, 'getNews');
    const options = stallCalls(world.listings, 'getNewsFilterOptions');
    const { user } = await renderNews();
    expect(screen.getByText('Loading news…')).toBeVisible();
    news.release();
    options.release();
    // Filters and list fail apart, so the list can still show when only the filters are missing.
    expect(await screen.findAllByRole('alert')).toHaveLength(2);

    world.listings.outage.end();
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await newsTitles()).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the configured display and json_url, in the reader’s language', async () => {
    await renderNews('/news', { display: 'title', jsonUrl: 'rest/views/public_news/custom' });
    await newsTitles();
    expect(lastRequest()?.options).toEqual({
      display: 'title',
      jsonUrl: 'rest/views/public_news/custom',
      language: 'en',
      signal: expect.any(AbortSignal),
    });
  });
});

describe('NewsList, the home page teaser', () => {
  it('shows only the latest items, without filters or pager', async () => {
    await renderNews('/', { limit: 3 });
    const list = await screen.findByRole('list', { name: 'Latest news' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(lastRequest()?.filter).toEqual({ terms: [], tags: [], page: 0 });
  });
});
