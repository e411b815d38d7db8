import { describe, expect, it, vi } from 'vitest';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

/** A fields display's row (tid a string), and the same term as an entity display writes it. */
const fieldsRow = (tid: number) => ({ tid: String(tid), name: `Term ${tid}` });
const entityRow = (tid: number) => ({
  tid: [{ value: tid }],
  uuid: [{ value: `t${tid}` }],
  name: [{ value: `Term ${tid}` }],
  vid: [{ target_id: 'news', target_type: 'taxonomy_vocabulary' }],
});

/** A vocabulary view with pager_serializer: `perPage` terms a page, `tids` in order. */
function pagedVocabulary(tids: readonly number[], perPage: number, claimedPages?: number) {
  return (page: number) => ({
    rows: tids.slice(page * perPage, (page + 1) * perPage).map(fieldsRow),
    pager: {
      current_page: page,
      total_items: String(tids.length),
      total_pages: claimedPages ?? Math.ceil(tids.length / perPage),
      items_per_page: String(perPage),
    },
  });
}

/** How DrupalListingGateway reads the filter vocabularies (`vocab_news`, `vocab_tags`). */
describe('DrupalListingGateway filter vocabularies', () => {
  const server = useRecordingServer();
  /** Answers a request for a page of a vocabulary view, by view name. */
  const answerWith = (answer: (view: string, page: number) => unknown) => {
    server.reply = (request) => {
      const url = new URL(request.url, server.origin);
      const view = url.pathname.split('/')[4] ?? '';
      return { body: answer(view, Number(url.searchParams.get('page') ?? 0)) };
    };
  };
  const requestsOf = (view: string) =>
    server.requests
      .map((request) => new URL(request.url, server.origin))
      .filter((url) => url.pathname === `/cms/rest/views/${view}/as_filter`);
  const filterOptions = () => containerAt(server.origin).get(ListingGateway).getNewsFilterOptions();

  it('reads fields rows and entity rows, row by row, leaving out one without an id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith((view) =>
      view === 'vocab_news'
        ? [fieldsRow(4), entityRow(3), { name: 'No id' }, { tid: '', name: 'Blank id' }]
        : {
            rows: [entityRow(11)],
            pager: { current_page: 0, total_items: 1, total_pages: 1, items_per_page: 50 },
          },
    );
    expect(await filterOptions()).toEqual({
      terms: [
        { tid: 4, name: 'Term 4' },
        { tid: 3, name: 'Term 3' },
      ],
      tags: [{ tid: 11, name: 'Term 11' }],
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reads every page of a paged vocabulary, each request with _format=json', async () => {
    const news = pagedVocabulary([1, 2, 3, 4, 5], 2);
    answerWith((view, page) => (view === 'vocab_news' ? news(page) : []));
    const { terms } = await filterOptions();
    expect(terms.map((term) => term.tid)).toEqual([1, 2, 3, 4, 5]);
    const asked = requestsOf('vocab_news');
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual([null, '1', '2']);
    for (const url of asked) expect(url.searchParams.get('_format')).toBe('json');
  });

  it('asks once for a bare array: it is the whole vocabulary', async () => {
    answerWith(() => [fieldsRow(1), fieldsRow(2)]);
    expect((await filterOptions()).tags).toHaveLength(2);
    expect(requestsOf('vocab_tags')).toHaveLength(1);
  });

  it('stops after 20 pages when a pager claims hundreds, and offers a term shifted onto two pages once', async () => {
    const runaway = pagedVocabulary([1, 2, 3], 1, 500);
    // Page 1 repeats term 1, as when a term is added between two requests.
    answerWith((view, page) => (view === 'vocab_tags' ? runaway(page === 1 ? 0 : page) : []));
    const { tags } = await filterOptions();
    expect(requestsOf('vocab_tags')).toHaveLength(20);
    expect(tags.map((tag) => tag.tid)).toEqual([1, 3]);
  });
});
