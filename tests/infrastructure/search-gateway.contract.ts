import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchGateway } from '@/application/search/search-gateway';
import type { Paged } from '@/domain/lists/pager';
import type { SearchHit } from '@/domain/search/search-hit';
import { credentials } from '../support/demo-accounts';

export interface SearchContractWorld {
  readonly search: SearchGateway;
  /** True when lists arrive paged (pager_serializer); false for a stock REST export's bare array. */
  readonly pages: boolean;
  /** Logs this browser in (the demo accounts' mail and password). */
  logIn(mail: string, password: string): Promise<void>;
}

const READING_LIST = { kind: 'topic', nid: 902, path: '/group_topics/single/902' } as const;
/** Topic 903 of the second group, found by its comment 4 ("It forgets faster."), which the member wrote. */
const STREAMING_BY_ITS_COMMENT = {
  kind: 'topic',
  nid: 903,
  path: '/group_topics/single/903#comment-4',
  comment: expect.objectContaining({ cid: 4 }),
} as const;
const titles = (answer: Paged<SearchHit>) => answer.rows.map((hit) => hit.title);
const kinds = (answer: Paged<SearchHit>) => new Set(answer.rows.map((hit) => hit.kind));
/** An excerpt without its `<strong>` is escaped text: no tag, no raw ampersand. */
const withoutStrong = (html: string) => html.replace(/<\/?strong>/g, '');

/** What every SearchGateway does (docs/search.md), stated once: run against the fake and the Drupal adapter. */
export function searchGatewayContract(name: string, setup: () => Promise<SearchContractWorld>): void {
  describe(`${name} (SearchGateway contract)`, () => {
    let world: SearchContractWorld;
    let search: SearchGateway;
    beforeEach(async () => {
      world = await setup();
      ({ search } = world);
      expect(typeof world.pages, 'world.pages').toBe('boolean');
    });

    it('finds pages, news and conferences, each hit with a portal path, a date and a highlighted excerpt', async () => {
      const found = await search.search('Lisbon', 0);
      expect(kinds(found)).toEqual(new Set(['page', 'news', 'conference']));
      for (const hit of found.rows) {
        expect(Number.isInteger(hit.nid)).toBe(true);
        expect(hit.title).toMatch(/\S/);
        expect(hit.path).toMatch(/^\/(?!\/)/);
        expect(hit.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
        expect(withoutStrong(hit.excerptHtml)).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|#0?39;)/);
      }
      expect(found.rows.some((hit) => /<strong>Lisbon/i.test(hit.excerptHtml))).toBe(true);
    });

    it('finds a node in the language asked for: its translation there, else its original, once', async () => {
      const vienna = 'Anmeldung für NECS 2026 in Wien geöffnet';
      expect(titles(await search.search('Wien', 0, { language: 'de' }))).toContain(vienna);
      expect(titles(await search.search('Wien', 0, { language: 'en' }))).not.toContain(vienna);
      expect(titles(await search.search('Wien', 0))).not.toContain(vienna);
      // The English original's own words find the German version in German, never the original itself.
      const german = titles(await search.search('Vienna', 0, { language: 'de' }));
      expect(german).not.toContain('Registration opens for NECS 2026 in Vienna');
      expect(german.length, 'untranslated items are still found by their words').toBeGreaterThan(0);
      const lisbon = titles(await search.search('Lisbon', 0, { language: 'de' }));
      expect(lisbon).toEqual(titles(await search.search('Lisbon', 0)));
    });

    it('puts hits with the word in their title first', async () => {
      const found = titles(await search.search('Lisbon', 0));
      const inTitle = found.map((title) => /lisbon/i.test(title));
      expect(inTitle[0]).toBe(true);
      expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    });

    it('matches each word as a prefix, and every word must match', async () => {
      const [prefix, both] = await Promise.all([search.search('cinem', 0), search.search('call lisbon', 0)]);
      expect(prefix.rows.some((hit) => /cinema/i.test(hit.title + hit.excerptHtml))).toBe(true);
      expect(both.rows.length).toBeGreaterThan(0);
      expect(both.rows.length).toBeLessThanOrEqual((await search.search('lisbon', 0)).rows.length);
    });

    it('answers a word nothing holds, or search syntax, with an empty page rather than an error', async () => {
      const none = await search.search('xylophonequartz', 0);
      expect(none.rows).toEqual([]);
      expect(none.pager.totalItems).toBe(0);
      for (const text of ['"', 'cinema OR', 'NEAR(', '-film*']) await search.search(text, 0);
    });

    it('pages the hits ten at a time; an answer without a pager is one page of its hits', async () => {
      const first = await search.search('film', 0);
      if (!world.pages) {
        const { length } = first.rows;
        expect(first.pager).toEqual({
          currentPage: 0,
          totalItems: length,
          totalPages: 1,
          itemsPerPage: length,
        });
        return;
      }
      expect(first.pager).toMatchObject({ currentPage: 0, itemsPerPage: 10 });
      expect(first.pager.totalPages).toBeGreaterThan(1);
      const second = await search.search('film', 1);
      expect(second.pager.currentPage).toBe(1);
      expect(second.rows.some((hit) => first.rows.some((seen) => seen.nid === hit.nid))).toBe(false);
    });

    it('shows a visitor and a logged-in non-member of the association no topic', async () => {
      expect(kinds(await search.search('reading list', 0)).has('topic')).toBe(false);
      await world.logIn(...credentials('guest'));
      expect(kinds(await search.search('reading list', 0)).has('topic')).toBe(false);
      expect(titles(await search.search('screening notes', 0))).not.toContain('Screening notes');
    });

    it('shows a member of the association the topics of every group, as the topic views do', async () => {
      await world.logIn(...credentials('member'));
      const asMember = await search.search('reading list', 0);
      expect(asMember.rows).toContainEqual(expect.objectContaining(READING_LIST));
      // Documentary Film's topic, a group the member is not in.
      expect(titles(await search.search('screening notes', 0))).toContain('Screening notes');
    });

    it('shows a member of the association a topic by a word only its comment holds, leading to that comment', async () => {
      await world.logIn(...credentials('member'));
      const { rows } = await search.search('forgets', 0);
      expect(rows).toEqual([expect.objectContaining(STREAMING_BY_ITS_COMMENT)]);
      expect(rows[0]!.comment!.author).toMatch(/\S/);
      expect(rows[0]!.excerptHtml).toMatch(/<strong>forgets<\/strong>/);
      const byOwnWords = (await search.search('streaming archive', 0)).rows.find((hit) => hit.nid === 903);
      expect(byOwnWords).toMatchObject({ path: '/group_topics/single/903' });
      expect(byOwnWords!.comment).toBeUndefined();
    });

    it('never shows a topic by its comments’ words to a visitor or a logged-in non-member', async () => {
      expect((await search.search('forgets', 0)).rows).toEqual([]);
      await world.logIn(...credentials('guest'));
      expect((await search.search('forgets', 0)).rows).toEqual([]);
    });

    // One rule for reading and finding: every member of the association reads every group's discussion.
    it('shows a member of the association outside the topic’s group the topic by its comments’ words', async () => {
      // The organizer is a member of the association, in the first group only.
      await world.logIn(...credentials('organizer'));
      const outside = await search.search('forgets', 0);
      expect(outside.rows).toEqual([expect.objectContaining(STREAMING_BY_ITS_COMMENT)]);
      expect(outside.rows[0]!.excerptHtml).toMatch(/<strong>forgets<\/strong>/);
    });
  });
}
