import { describe, expect, it } from 'vitest';
import { attachmentType } from '@/domain/files/attachment-type';
import { EDITED_AFTER_MS, isEdited } from '@/domain/groups/discussion-marks';
import {
  mayChangeTopic,
  mayEditComment,
  mayModerateDiscussion,
  mayReply,
} from '@/domain/groups/discussion-rights';

describe('who may do what in a discussion', () => {
  const member = { uid: 7, inGroup: true, moderates: false };
  const outsider = { uid: 8, inGroup: false, moderates: false };
  const visitor = { uid: null, inGroup: false, moderates: false };
  const moderator = { uid: 2, inGroup: false, moderates: true };

  it.each([
    ['a moderator, in the group or not', moderator, true],
    ['a member of the group', member, false],
    ['a member outside it', outsider, false],
    ['a visitor', visitor, false],
    ['no one logged out, whatever else is said', { ...visitor, moderates: true }, false],
  ])('removes comments and pins topics: %s → %s', (_who, reader, may) => {
    expect(mayModerateDiscussion(reader)).toBe(may);
  });

  it('gives a moderator no one else’s comment or topic to edit', () => {
    expect(mayEditComment(moderator, { authorUid: 7 })).toBe(false);
    expect(mayChangeTopic(moderator, { authorUid: 7 })).toBe(false);
  });

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
    expect(mayReply({ uid: null, inGroup: true, moderates: false })).toBe(false);
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
