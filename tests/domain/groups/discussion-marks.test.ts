import { describe, expect, it } from 'vitest';
import {
  HISTORY_READ_LIMIT_MS,
  isNewTo,
  isNewTopic,
  latestHoldNews,
  mayHoldNews,
  newsOf,
} from '@/domain/groups/discussion-marks';

const lastRead = '2026-11-25T12:00:00.000Z';
const reader = 7;
const other = 9;

describe('a new comment', () => {
  it.each([
    ['written after the last read', true, '2026-11-25T12:00:01.000Z', '2026-11-25T12:00:01.000Z'],
    ['written at the last read', false, lastRead, lastRead],
    ['written before the last read', false, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    // Issue 61: a typo fixed in a comment already read is "edited", not new.
    [
      'written before, its typo fixed after the last read',
      false,
      '2026-11-01T00:00:00.000Z',
      '2026-11-26T09:00:00.000Z',
    ],
  ])('%s: new %s', (_, fresh, created, changed) => {
    const comment = { created, changed, authorUid: other };
    expect(isNewTo(reader, comment, lastRead)).toBe(fresh);
  });

  it('is nothing in a topic never read: the topic itself is new then', () => {
    expect(isNewTo(reader, { created: '2026-11-25T12:00:01.000Z', authorUid: other }, null)).toBe(false);
    expect(mayHoldNews({ newComments: 4, lastCommentAt: lastRead }, null)).toBe(false);
    expect(mayHoldNews({ newComments: 4, lastCommentAt: lastRead }, undefined)).toBe(false);
  });

  it('is never what the reader wrote', () => {
    expect(isNewTo(reader, { created: '2026-11-25T12:00:01.000Z', authorUid: reader }, lastRead)).toBe(false);
    expect(isNewTo(null, { created: '2026-11-25T12:00:01.000Z', authorUid: null }, lastRead)).toBe(true);
  });
});

describe('a new topic', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();

  it.each([
    ['never opened, written yesterday by another', true, daysAgo(1), other, null],
    ['never opened, written 29 days ago', true, daysAgo(29), other, null],
    // Core's HISTORY_READ_LIMIT: a member who has read nothing yet is not told that every topic is new.
    ['never opened, written 30 days ago', false, daysAgo(30), other, null],
    ['never opened, written a year ago', false, daysAgo(365), other, null],
    ['opened before', false, daysAgo(1), other, daysAgo(0.5)],
    ['never opened, written by the reader', false, daysAgo(1), reader, null],
    ['of a history that did not answer', false, daysAgo(1), other, undefined],
  ])('%s: new %s', (_, fresh, created, authorUid, read) => {
    expect(isNewTopic(reader, { created, authorUid }, read, now)).toBe(fresh);
  });

  it('goes by core’s thirty days', () => {
    expect(HISTORY_READ_LIMIT_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});

describe('what is new in a topic', () => {
  // Issue 51: read, wrote, another wrote once: one new, though core's views count says two.
  const comments = [
    { id: 1, authorUid: other, created: '2026-11-25T11:00:00.000Z' },
    { id: 2, authorUid: reader, created: '2026-11-25T12:05:00.000Z' },
    { id: 4, authorUid: other, created: '2026-11-25T12:30:00.000Z' },
    { id: 3, authorUid: 8, created: '2026-11-25T12:10:00.000Z' },
  ];

  it('counts what others wrote since the last read, never the reader’s own', () => {
    expect(newsOf(reader, comments, lastRead)).toEqual({
      count: 2,
      firstNewId: 4,
      latestAt: '2026-11-25T12:30:00.000Z',
    });
  });

  it('counts by the same rule as the markers', () => {
    const marked = comments.filter((comment) => isNewTo(reader, comment, lastRead)).length;
    expect(newsOf(reader, comments, lastRead).count).toBe(marked);
  });

  it('counts no typo fix', () => {
    const fixed = [
      { id: 1, authorUid: other, created: '2026-11-25T11:00:00.000Z', changed: '2026-11-26T08:00:00.000Z' },
    ];
    expect(newsOf(reader, fixed, lastRead).count).toBe(0);
  });

  it('finds nothing new in a topic never read or without comments', () => {
    const none = { count: 0, firstNewId: null, latestAt: null };
    expect(newsOf(reader, comments, null)).toEqual(none);
    expect(newsOf(reader, [], lastRead)).toEqual(none);
  });

  it('takes the list’s count as a hint of news, not as the news', () => {
    expect(mayHoldNews({ newComments: 1, lastCommentAt: null }, lastRead)).toBe(true);
    expect(mayHoldNews({ newComments: 0, lastCommentAt: '2026-11-26T00:00:00.000Z' }, lastRead)).toBe(false);
  });

  it('goes by the last comment’s time when the list has no count', () => {
    expect(mayHoldNews({ newComments: null, lastCommentAt: '2026-11-25T12:00:01.000Z' }, lastRead)).toBe(
      true,
    );
    expect(mayHoldNews({ newComments: null, lastCommentAt: lastRead }, lastRead)).toBe(false);
    expect(mayHoldNews({ newComments: null, lastCommentAt: null }, lastRead)).toBe(false);
  });
});

describe('whether a topic’s latest comments hold its news (issue 80)', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');
  const changed = (...times: string[]) => times.map((at) => ({ changed: at }));
  const before = '2026-11-20T00:00:00.000Z';
  const after = '2026-11-25T13:00:00.000Z';

  it.each([
    [
      'a topic never read, whatever it holds',
      { commentCount: 120, newComments: null },
      changed(),
      null,
      true,
    ],
    [
      'every comment of the topic',
      { commentCount: 2, newComments: null },
      changed(before, after),
      lastRead,
      true,
    ],
    [
      'as many changed since the read as the row counts',
      { commentCount: 120, newComments: 2 },
      changed(before, after, after),
      lastRead,
      true,
    ],
    [
      'fewer changed since the read than the row counts: one is on an earlier page',
      { commentCount: 120, newComments: 3 },
      changed(before, after, after),
      lastRead,
      false,
    ],
    [
      'a row without the count, and not every comment',
      { commentCount: 120, newComments: null },
      changed(after),
      lastRead,
      false,
    ],
    [
      'a read older than core’s count goes back',
      { commentCount: 120, newComments: 1 },
      changed(after),
      new Date(now - HISTORY_READ_LIMIT_MS - 1).toISOString(),
      false,
    ],
  ])('%s', (_, row, latest, read, holds) => {
    expect(latestHoldNews(row, latest, read, now)).toBe(holds);
  });
});
