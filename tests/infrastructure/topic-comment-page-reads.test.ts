import { describe, expect, it } from 'vitest';
import type { Topic, TopicComment } from '@/domain/groups/group';
import { COMMENTS_PER_PAGE, withEveryCommentPage } from '@/infrastructure/drupal/topic-comment-pages';

const comment = (id: number): TopicComment => ({
  id,
  authorName: 'Anna',
  authorUid: 3,
  created: '2026-11-28T10:00:00+00:00',
  changed: '2026-11-28T10:00:00+00:00',
  parentId: null,
  bodyHtml: `<p>${id}</p>`,
});
const ids = (from: number, count: number) => Array.from({ length: count }, (_, n) => comment(from + n));
const topicWith = (comments: TopicComment[]): Topic => ({
  nid: 7,
  groupId: 1,
  groupTitle: 'Film History',
  title: 'Reading list',
  created: '2026-11-28T10:00:00+00:00',
  changed: '2026-11-28T10:00:00+00:00',
  authorName: 'Anna',
  authorUid: 3,
  messageHtml: '<p>list</p>',
  attachments: [],
  comments,
  sticky: false,
});

/** A Drupal answering `pages[n]` for page n (the last one for any page past it, as core's pager does). */
function drupal(pages: TopicComment[][]) {
  const asked: number[] = [];
  const readPage = async (page: number) => {
    asked.push(page);
    return topicWith(pages[Math.min(page, pages.length - 1)]!);
  };
  return { asked, readPage, first: topicWith(pages[0]!) };
}

describe('reading a topic’s comment pages (issue 75): a read more only where a page may follow', () => {
  it('reads no page more when the first answer held more than a page: the view sent them all', async () => {
    const { asked, readPage, first } = drupal([ids(1, 60)]);
    expect((await withEveryCommentPage(first, readPage)).comments).toHaveLength(60);
    expect(asked).toEqual([]);
  });

  it('reads the next page after a full one, and stops at a page that is not', async () => {
    const { asked, readPage, first } = drupal([
      ids(1, COMMENTS_PER_PAGE),
      ids(51, COMMENTS_PER_PAGE),
      ids(101, 5),
    ]);
    expect((await withEveryCommentPage(first, readPage)).comments.map(({ id }) => id)).toEqual(
      ids(1, 105).map(({ id }) => id),
    );
    expect(asked).toEqual([1, 2]);
  });

  it('stops at a page past the last, which core answers with the last again', async () => {
    const { asked, readPage, first } = drupal([ids(1, COMMENTS_PER_PAGE), ids(51, COMMENTS_PER_PAGE)]);
    expect((await withEveryCommentPage(first, readPage)).comments).toHaveLength(100);
    expect(asked).toEqual([1, 2]);
  });

  it('reads no page more for a topic with fewer comments than a page', async () => {
    const { asked, readPage, first } = drupal([ids(1, 3)]);
    expect(await withEveryCommentPage(first, readPage)).toBe(first);
    expect(asked).toEqual([]);
  });
});
