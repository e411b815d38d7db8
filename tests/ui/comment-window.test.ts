import { describe, expect, it } from 'vitest';
import type { TopicComment } from '@/domain/groups/group';
import { commentWindow } from '@/ui/groups/use-comment-window';

const comment = (id: number, parentId: number | null = null): TopicComment => ({
  id,
  authorName: 'A',
  authorUid: 1,
  created: '2026-11-26T10:00:00Z',
  changed: '2026-11-26T10:00:00Z',
  parentId,
  bodyHtml: '<p>x</p>',
});
const ids = (comments: readonly TopicComment[]) => comments.map((each) => each.id);

describe('which comments are drawn (commentWindow)', () => {
  const thread = [1, 2, 3, 4, 5].map((id) => comment(id));
  const opened = new Set(ids(thread));

  it('draws the first ones, and counts the rest until they are drawn', () => {
    const drawn = commentWindow(thread, opened, 2);
    expect(ids(drawn.head)).toEqual([1, 2]);
    expect(drawn.hidden).toBe(3);
    expect(drawn.nextHidden?.id).toBe(3);
    expect(commentWindow(thread, opened, 5)).toMatchObject({ hidden: 0, tail: [], nextHidden: undefined });
  });

  it('keeps a comment drawn when a reply posted since comes before it in the thread', () => {
    // A reply to comment 1 sits after it in Drupal's thread order: by index, comment 2 would fall out of view.
    const withReply = [thread[0]!, comment(9, 1), ...thread.slice(1)];
    const drawn = commentWindow(withReply, opened, 2);
    expect(ids(drawn.head)).toEqual([1, 9, 2]);
    expect(drawn.hidden).toBe(3);
  });

  it('draws a comment posted since after those not drawn yet, and in thread order once all are', () => {
    const posted = [...thread, comment(10)];
    expect(ids(commentWindow(posted, opened, 2).tail)).toEqual([10]);
    expect(ids(commentWindow(posted, opened, 5).head)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(commentWindow(posted, opened, 5).tail)).toEqual([10]);
  });

  it('draws every comment of a topic opened empty', () => {
    const drawn = commentWindow([comment(7)], new Set(), 20);
    expect(drawn).toMatchObject({ head: [], hidden: 0 });
    expect(ids(drawn.tail)).toEqual([7]);
  });
});
