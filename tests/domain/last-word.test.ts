import { describe, expect, it } from 'vitest';
import { lastWordOf, type LastWordKey } from '@/domain/groups/last-word';

const row = (more: Partial<LastWordKey>): LastWordKey => ({
  commentCount: 2,
  lastCommentAt: '2026-11-20T16:00:00+00:00',
  lastCommentAuthor: 'Luca Bianchi',
  ...more,
});

describe('the last word of a topic’s row', () => {
  it.each<[string, LastWordKey, ReturnType<typeof lastWordOf>]>([
    [
      'a commented topic: the last comment’s author and time',
      row({}),
      { kind: 'comment', authorName: 'Luca Bianchi', at: '2026-11-20T16:00:00+00:00' },
    ],
    [
      'no comment: none yet, whatever the statistics carry for the node itself',
      row({ commentCount: 0 }),
      { kind: 'none' },
    ],
    [
      'an unknown count with a last comment: that comment',
      row({ commentCount: null }),
      { kind: 'comment', authorName: 'Luca Bianchi', at: '2026-11-20T16:00:00+00:00' },
    ],
    [
      'an unknown count and no last comment: unknown, never "none"',
      row({ commentCount: null, lastCommentAt: null }),
      { kind: 'unknown' },
    ],
    ['comments without a time: unknown', row({ lastCommentAt: null }), { kind: 'unknown' }],
    ['comments without an author’s name: unknown', row({ lastCommentAuthor: null }), { kind: 'unknown' }],
  ])('%s', (_, topic, expected) => {
    expect(lastWordOf(topic)).toEqual(expected);
  });
});
