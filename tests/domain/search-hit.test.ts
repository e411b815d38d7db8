import { describe, expect, it } from 'vitest';
import { portalPathOf, searchTextOf } from '@/domain/search/search-hit';

describe('portalPathOf', () => {
  it.each([
    ['topic', 902, '/node/902', '/group_topics/single/902'],
    ['topic', 902, '/groups/film/reading-list', '/group_topics/single/902'],
    ['news', 12, '/news/call-for-papers', '/news/call-for-papers'],
    ['page', 1, '/', '/'],
    ['conference', 40, '', '/node/40'],
    ['page', 7, 'https://elsewhere.example/x', '/node/7'],
    ['page', 7, '//elsewhere.example/x', '/node/7'],
    ['page', 7, '/\\elsewhere.example/x', '/node/7'],
  ] as const)('%s %i at %j is shown at %s', (kind, nid, drupalPath, portalPath) => {
    expect(portalPathOf(kind, nid, drupalPath)).toBe(portalPath);
  });

  it('leads to the comment a topic was found by', () => {
    expect(portalPathOf('topic', 903, '/node/903', 4)).toBe('/group_topics/single/903#comment-4');
  });
});

describe('searchTextOf', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['   ', ''],
    ['  film   noir\t', 'film noir'],
    ['<b>x</b>', '<b>x</b>'],
  ])('%j reads %j', (typed, text) => {
    expect(searchTextOf(typed)).toBe(text);
  });
});
