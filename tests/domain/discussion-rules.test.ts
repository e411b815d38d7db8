import { describe, expect, it } from 'vitest';
import { attachmentType } from '@/domain/files/attachment-type';
import { EDITED_AFTER_MS, isEdited, isNewTo, mayHoldNews, newsOf } from '@/domain/groups/discussion-marks';
import { mayChangeTopic, mayEditComment, mayReply } from '@/domain/groups/discussion-rights';

describe('who may do what in a discussion', () => {
  const member = { uid: 7, inGroup: true };
  const outsider = { uid: 8, inGroup: false };
  const visitor = { uid: null, inGroup: false };

  it('lets a member edit their own comment and change their own topic, no one else’s', () => {
    expect(mayEditComment(member, { authorUid: 7 })).toBe(true);
    expect(mayChangeTopic(member, { authorUid: 7 })).toBe(true);
    expect(mayEditComment(member, { authorUid: 9 })).toBe(false);
    expect(mayChangeTopic(member, { authorUid: 9 })).toBe(false);
  });

  it('gives no one what the wire does not say is theirs', () => {
    expect(mayEditComment(member, { authorUid: null })).toBe(false);
    expect(mayChangeTopic(visitor, { authorUid: null })).toBe(false);
  });

  it('lets members of the topic’s group reply, no one else', () => {
    expect(mayReply(member)).toBe(true);
    expect(mayReply(outsider)).toBe(false);
    expect(mayReply(visitor)).toBe(false);
    expect(mayReply({ uid: null, inGroup: true })).toBe(false);
  });
});

describe('"edited"', () => {
  const created = '2026-11-20T10:00:00.000Z';
  const after = (ms: number) => new Date(Date.parse(created) + ms).toISOString();

  it.each([
    [0, false],
    [EDITED_AFTER_MS, false],
    [EDITED_AFTER_MS + 1, true],
    [3_600_000, true],
  ])('changed %i ms after it was written: edited %s', (ms, edited) => {
    expect(isEdited({ created, changed: after(ms) })).toBe(edited);
  });

  it('is not said of an unreadable time', () => {
    expect(isEdited({ created, changed: 'soon' })).toBe(false);
  });
});

describe('"new"', () => {
  const lastRead = '2026-11-25T12:00:00.000Z';

  it('marks what changed after the last read, not what changed at it or before', () => {
    expect(isNewTo(7, { changed: '2026-11-25T12:00:01.000Z', authorUid: 9 }, lastRead)).toBe(true);
    expect(isNewTo(7, { changed: lastRead, authorUid: 9 }, lastRead)).toBe(false);
    expect(isNewTo(7, { changed: '2026-11-01T00:00:00.000Z', authorUid: 9 }, lastRead)).toBe(false);
  });

  it('marks nothing on a first visit', () => {
    expect(isNewTo(7, { changed: '2026-11-25T12:00:01.000Z', authorUid: 9 }, null)).toBe(false);
    expect(mayHoldNews({ newComments: 4, lastCommentAt: lastRead }, null)).toBe(false);
    expect(mayHoldNews({ newComments: 4, lastCommentAt: lastRead }, undefined)).toBe(false);
  });

  it('never marks what the reader wrote', () => {
    expect(isNewTo(7, { changed: '2026-11-25T12:00:01.000Z', authorUid: 7 }, lastRead)).toBe(false);
    expect(isNewTo(null, { changed: '2026-11-25T12:00:01.000Z', authorUid: null }, lastRead)).toBe(true);
  });

  // Issue 51: read, wrote, another wrote once: one new, though core's views count says two.
  const comments = [
    { id: 1, authorUid: 9, changed: '2026-11-25T11:00:00.000Z' },
    { id: 2, authorUid: 7, changed: '2026-11-25T12:05:00.000Z' },
    { id: 4, authorUid: 9, changed: '2026-11-25T12:30:00.000Z' },
    { id: 3, authorUid: 8, changed: '2026-11-25T12:10:00.000Z' },
  ];

  it('counts what others wrote or changed since the last read, never the reader’s own', () => {
    expect(newsOf(7, comments, lastRead)).toEqual({
      count: 2,
      firstNewId: 4,
      latestAt: '2026-11-25T12:30:00.000Z',
    });
  });

  it('counts by the same rule as the markers', () => {
    const marked = comments.filter((comment) => isNewTo(7, comment, lastRead)).length;
    expect(newsOf(7, comments, lastRead).count).toBe(marked);
  });

  it('finds nothing new on a first visit or in a topic without comments', () => {
    const none = { count: 0, firstNewId: null, latestAt: null };
    expect(newsOf(7, comments, null)).toEqual(none);
    expect(newsOf(7, [], lastRead)).toEqual(none);
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

describe('an attachment’s type', () => {
  it.each([
    ['poster.jpg', 'JPG', true],
    ['Poster.JPEG', 'JPEG', true],
    ['reading-list.pdf', 'PDF', false],
    ['notes.docx', 'DOCX', false],
    ['README', null, false],
    ['photo.jpg\u200B', null, false],
    ['uni\u202Egpj.pdf', 'PDF', false],
  ])('of %j is %j (a picture: %s)', (name, type, isImage) => {
    expect(attachmentType(name)).toEqual({ name: type, isImage });
  });
});
