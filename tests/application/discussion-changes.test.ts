import type { ServiceIdentifier } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChangeTopic } from '@/application/groups/post-topic';
import { EditComment } from '@/application/groups/post-comment';
import { PostComment } from '@/application/groups/post-comment';
import { ReadGroups } from '@/application/groups/read-groups';
import { TopicReading } from '@/application/groups/topic-reading';
import { RemoteSystemError } from '@/application/remote-system-error';
import { SessionStore } from '@/application/session/session-store';
import { MAX_TITLE_CHARACTERS } from '@/domain/groups/topic-title';
import { fakeWith } from '../support/fake-with';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/** The member's comment on the reading list (cid 2), and another member's there (cid 3). */
const OWN_COMMENT = 2;
const OTHERS_COMMENT = 3;

describe('a member’s changes to what they wrote (issue 45)', () => {
  let worldTab: WorldTab;
  const get = <T>(service: ServiceIdentifier<T>): T => worldTab.container.get(service);
  const topic = (nid: number) => get(ReadGroups).topic(nid);
  /** The version of the member's comment as read now. */
  const read = async () =>
    (await topic(DEMO_TOPIC_NIDS.readingList))!.comments.find(({ id }) => id === OWN_COMMENT)!.changed;
  const topicVersion = async (nid: number) => (await topic(nid))!.changed;

  const editComment = (cid: number, text: string, version: string) =>
    get(EditComment).execute(cid, text, version, DEMO_TOPIC_NIDS.readingList);

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('saves a new text for their own comment, as escaped paragraphs', async () => {
    expect(await editComment(OWN_COMMENT, 'Now <em>less</em> sure', await read())).toEqual({
      ok: true,
      value: 'saved',
    });
    const comment = (await topic(DEMO_TOPIC_NIDS.readingList))?.comments.find(({ id }) => id === OWN_COMMENT);
    expect(comment?.bodyHtml).toBe('<p>Now &lt;em&gt;less&lt;/em&gt; sure</p>');
  });

  it('is refused another member’s comment, and says "not allowed"', async () => {
    const result = await editComment(OTHERS_COMMENT, 'Mine now', await read());
    expect(result).toEqual({ ok: false, error: { kind: 'not-allowed' } });
  });

  it('sends no blank edit, and says why an edit did not go as posting does', async () => {
    expect(await editComment(OWN_COMMENT, ' \u200b\u00a0 ', await read())).toEqual({
      ok: false,
      error: { kind: 'empty' },
    });
    const version = await read();
    worldTab.world.groups.outage.start(new RemoteSystemError('drupal', 502));
    // A 5xx is no refusal: the edit waits to be sent (tests/application/comment-outbox.test.ts).
    expect(await editComment(OWN_COMMENT, 'Again', version)).toEqual({ ok: true, value: 'waiting' });
  });

  it('never saves over a newer text: answers a conflict with it, and saves over it only from its version', async () => {
    const read1 = await read();
    expect((await editComment(OWN_COMMENT, 'From the other tab', read1)).ok).toBe(true);
    const newer = await read();
    expect(await editComment(OWN_COMMENT, 'From this tab', read1)).toEqual({
      ok: false,
      error: { kind: 'conflict', newer: { html: '<p>From the other tab</p>', changed: newer } },
    });
    expect(await editComment(OWN_COMMENT, 'From this tab', newer)).toEqual({
      ok: true,
      value: 'saved',
    });
  });

  it('answers an edited topic’s conflict with the newer title and message, and a removed topic as removed', async () => {
    const change = get(ChangeTopic);
    const nid = DEMO_TOPIC_NIDS.callForContributions;
    const version = await topicVersion(nid);
    await change.edit(nid, { title: 'Theirs', message: '<p>B</p>' }, version);
    expect(await change.edit(nid, { title: 'Mine', message: '<p>A</p>' }, version)).toEqual({
      ok: false,
      error: {
        kind: 'conflict',
        newer: { title: 'Theirs', messageHtml: '<p>B</p>', changed: await topicVersion(nid) },
      },
    });
    await change.delete(nid);
    expect(await change.edit(nid, { title: 'Mine', message: '<p>A</p>' }, version)).toEqual({
      ok: false,
      error: { kind: 'topic-removed' },
    });
  });

  it('replies to a comment, the reply following it in the thread', async () => {
    expect(
      await get(PostComment).execute(DEMO_TOPIC_NIDS.readingList, 'Yes, add it', OTHERS_COMMENT),
    ).toEqual({
      ok: true,
      value: 'posted',
    });
    const comments = (await topic(DEMO_TOPIC_NIDS.readingList))!.comments;
    const at = comments.findIndex(({ id }) => id === OTHERS_COMMENT);
    expect(comments[at + 1]).toMatchObject({ parentId: OTHERS_COMMENT, bodyHtml: '<p>Yes, add it</p>' });
  });

  it('edits their own topic’s title and message, and refuses a title the content system would not keep', async () => {
    const change = get(ChangeTopic);
    const nid = DEMO_TOPIC_NIDS.callForContributions;
    const version = await topicVersion(nid);
    expect(await change.edit(nid, { title: ' \u200b\u3000', message: '<p>x</p>' }, version)).toEqual({
      ok: false,
      error: { kind: 'missing-title' },
    });
    const long = 'x'.repeat(MAX_TITLE_CHARACTERS + 1);
    expect((await change.edit(nid, { title: long, message: '' }, version)).ok).toBe(false);
    expect(await change.edit(nid, { title: ' Call, again ', message: '<p>Now open</p>' }, version)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await topic(nid)).toMatchObject({ title: 'Call, again', messageHtml: '<p>Now open</p>' });
  });

  it('reads the content system’s reason when it rejects an edited topic, keeping its words for the record', async () => {
    const serverMessage =
      'Unprocessable Entity: validation failed.\ntitle.0.value: Title: may not be longer than 255 characters.\n';
    const rejected = new RemoteSystemError('drupal', 422, { serverMessage });
    const groups = fakeWith(worldTab.world.groups, { editTopic: () => Promise.reject(rejected) });
    const result = await new ChangeTopic(groups, get(SessionStore)).edit(
      DEMO_TOPIC_NIDS.callForContributions,
      { title: 'T', message: '' },
      '2026-11-01T00:00:00+00:00',
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', reason: 'title-too-long', message: serverMessage },
    });
  });

  it('deletes their own topic, and is refused another’s', async () => {
    const change = get(ChangeTopic);
    expect(await change.delete(DEMO_TOPIC_NIDS.readingList)).toEqual({
      ok: false,
      error: { kind: 'not-allowed' },
    });
    expect(await change.delete(DEMO_TOPIC_NIDS.callForContributions)).toEqual({ ok: true, value: undefined });
    expect(await topic(DEMO_TOPIC_NIDS.callForContributions)).toBeNull();
  });
});

describe('what a member has read (TopicReading)', () => {
  let worldTab: WorldTab;
  const reading = () => worldTab.container.get(TopicReading);

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('tells when each topic was last read, null for one never read', async () => {
    const { screeningStills, readingList } = DEMO_TOPIC_NIDS;
    const reads = await reading().lastReads([screeningStills, readingList]);
    expect(reads[screeningStills]).toMatch(/^2026-11-08/);
    expect(reads[readingList]).toBeNull();
  });

  it('records a read, so the topic has nothing new after it', async () => {
    const { screeningStills } = DEMO_TOPIC_NIDS;
    expect(await reading().markRead(screeningStills)).toBe(true);
    expect(Date.parse((await reading().lastReads([screeningStills]))[screeningStills]!)).toBeGreaterThan(
      Date.parse('2026-11-20T16:00:00Z'),
    );
  });

  it('shows topics unmarked when the history cannot be read, and leaves an unrecorded read unrecorded', async () => {
    worldTab.world.history.outage.start();
    expect(await reading().lastReads([DEMO_TOPIC_NIDS.screeningStills])).toEqual({});
    expect(await reading().markRead(DEMO_TOPIC_NIDS.screeningStills)).toBe(false);
  });

  it('asks nothing for no topics, and lets a cancelled read stay cancelled', async () => {
    const asked: number[][] = [];
    const history = fakeWith(worldTab.world.history, {
      lastRead: (nids) => (
        asked.push([...nids]),
        Promise.reject(new RemoteSystemError('drupal', null, { reason: 'cancelled' }))
      ),
    });
    const own = new TopicReading(history, worldTab.container.get(SessionStore));
    expect(await own.lastReads([])).toEqual({});
    expect(asked).toEqual([]);
    await expect(own.lastReads([1])).rejects.toMatchObject({ reason: 'cancelled' });
  });
});
