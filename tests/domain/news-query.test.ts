import { describe, expect, it } from 'vitest';
import {
  emptyNewsFilter,
  isFiltered,
  NEWS_TAG_PARAM,
  NEWS_TERM_PARAM,
  newsQuery,
  parseNewsQuery,
  type NewsFilter,
} from '@/domain/news/news-query';

const filter = (change: Partial<NewsFilter>): NewsFilter => ({ ...emptyNewsFilter, ...change });

describe('newsQuery', () => {
  it.each([
    { name: 'no filter', filter: filter({}), query: 'page=0' },
    { name: 'a page', filter: filter({ page: 3 }), query: 'page=3' },
    {
      name: 'terms as one comma list',
      filter: filter({ terms: [3, 5] }),
      query: 'page=0&field_tax_vocab_news_tid=3,5',
    },
    {
      name: 'tags as a repeated [] parameter',
      filter: filter({ tags: [8, 9] }),
      query: 'page=0&field_tax_vocab_news_tags_tid[]=8&field_tax_vocab_news_tags_tid[]=9',
    },
    {
      name: 'both, with a page',
      filter: { terms: [1], tags: [11], page: 2 },
      query: 'page=2&field_tax_vocab_news_tid=1&field_tax_vocab_news_tags_tid[]=11',
    },
  ])('$name → $query', ({ filter: given, query }) => {
    expect(
      newsQuery(given)
        .map(([key, value]) => `${key}=${value}`)
        .join('&'),
    ).toBe(query);
  });

  it('uses the wire names of the content system', () => {
    expect([NEWS_TERM_PARAM, NEWS_TAG_PARAM]).toEqual([
      'field_tax_vocab_news_tid',
      'field_tax_vocab_news_tags_tid[]',
    ]);
  });
});

describe('parseNewsQuery', () => {
  it.each([
    { search: '', filter: filter({}) },
    { search: 'page=2', filter: filter({ page: 2 }) },
    { search: 'field_tax_vocab_news_tid=3,5', filter: filter({ terms: [3, 5] }) },
    // A URL-encoded comma and bracket, as a browser may write them.
    {
      search: 'field_tax_vocab_news_tid=3%2C5&field_tax_vocab_news_tags_tid%5B%5D=8',
      filter: filter({ terms: [3, 5], tags: [8] }),
    },
    {
      search: 'field_tax_vocab_news_tags_tid[]=8&field_tax_vocab_news_tags_tid[]=9',
      filter: filter({ tags: [8, 9] }),
    },
    { search: 'field_tax_vocab_news_tid=3&field_tax_vocab_news_tid=4', filter: filter({ terms: [3, 4] }) },
    { search: 'page=-1', filter: filter({}) },
    { search: 'page=abc', filter: filter({}) },
    { search: 'page=1.5', filter: filter({}) },
    { search: 'field_tax_vocab_news_tid=3,x,,0,-2', filter: filter({ terms: [3] }) },
  ])('reads "$search"', ({ search, filter: expected }) => {
    expect(parseNewsQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it.each([filter({}), filter({ page: 4 }), { terms: [1, 2], tags: [11, 14], page: 1 }])(
    'reads back what newsQuery wrote: %o',
    (given) => {
      expect(parseNewsQuery(new URLSearchParams(newsQuery(given)))).toEqual(given);
    },
  );
});

describe('isFiltered', () => {
  it.each([
    { filter: filter({}), filtered: false },
    { filter: filter({ page: 3 }), filtered: false },
    { filter: filter({ terms: [1] }), filtered: true },
    { filter: filter({ tags: [2] }), filtered: true },
  ])('$filter → $filtered', ({ filter: given, filtered }) => {
    expect(isFiltered(given)).toBe(filtered);
  });
});
