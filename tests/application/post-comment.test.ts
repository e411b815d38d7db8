import { beforeEach, describe, expect, it } from 'vitest';
import { commentHtml, commentText } from '@/application/groups/comment-html';
import { RemoteSystemError } from '@/application/remote-system-error';
import { CommentOutbox } from '@/application/groups/comment-outbox';
import { PostComment } from '@/application/groups/post-comment';
import { ReadGroups } from '@/application/groups/read-groups';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

describe('commentHtml', () => {
  it.each([
    ['Thanks!', '<p>Thanks!</p>'],
    ['<b>bold</b> & "quoted"', '<p>&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;</p>'],
    ["<img src=x onerror='alert(1)'>", '<p>&lt;img src=x onerror=&#39;alert(1)&#39;&gt;</p>'],
    ['one\ntwo', '<p>one<br>two</p>'],
    ['first\r\n\r\n  \n second ', '<p>first</p><p>second</p>'],
    ['   \n\n ', ''],
    ['\u200b\u00a0\n\nkept\n\n\u2060', '<p>kept</p>'],
  ])('turns %j into %j', (text, html) => {
    expect(commentHtml(text)).toBe(html);
  });
});

describe('commentText', () => {
  it.each([
    ['<p>Agreed &lt;3<br>See you there</p>', 'Agreed <3\nSee you there'],
    ['<p>first</p><p>second</p>', 'first\n\nsecond'],
    [
      '<p>It is <em>very</em> good &amp; &quot;fine&quot; &#39;ok&#39; &#x263A; &#9786;</p>',
      'It is very good & "fine" \'ok\' ☺ ☺',
    ],
    ['<p>&unknown; &#0; stays</p>', '&unknown; &#0; stays'],
  ])('reads %j as %j', (html, text) => {
    expect(commentText(html)).toBe(text);
  });

  it.each(['Thanks!', '<b>bold</b> & "quoted"', 'one\ntwo', 'first\n\nsecond'])(
    'gives back what commentHtml stored of %j',
    (text) => {
      expect(commentText(commentHtml(text))).toBe(text);
    },
  );
});

describe('PostComment', () => {
  let worldTab: WorldTab;
  const post = (text: string, nid: number = DEMO_TOPIC_NIDS.readingList) =>
    worldTab.container.get(PostComment).execute(nid, text);
  const topic = () => worldTab.container.get(ReadGroups).topic(DEMO_TOPIC_NIDS.readingList);

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('posts the text as escaped paragraphs, and the topic shows it', async () => {
    expect(await post('Agreed <3\nSee you there')).toEqual({ ok: true, value: 'posted' });
    expect((await topic())?.comments.at(-1)).toMatchObject({
      authorName: 'Marta Kowalska',
      bodyHtml: '<p>Agreed &lt;3<br>See you there</p>',
    });
  });

  it.each([
    ['blank text', ' \n '],
    ['no-break spaces', '\u00a0\u00a0'],
    ['zero-width spaces and joiners', '\u200b\u200d\n\u200c'],
  ])('posts nothing for %s', async (_, text) => {
    expect(await post(text)).toEqual({ ok: false, error: { kind: 'empty' } });
    expect(worldTab.world.groups.postedComments).toEqual([]);
  });

  it('says "not allowed" to someone outside the topic’s group', async () => {
    const guest = openWorldTab();
    await logInAs(guest, DEMO_ACCOUNTS.guest);
    const result = await guest.container.get(PostComment).execute(DEMO_TOPIC_NIDS.readingList, 'Hi');
    expect(result).toEqual({ ok: false, error: { kind: 'not-allowed' } });
  });

  it('says "topic removed" when the topic is gone (core’s 422 for its reference), and nothing else of it', async () => {
    expect(await post('Hello', 424242)).toEqual({ ok: false, error: { kind: 'topic-removed' } });
  });

  it('reads a reply to a comment gone as such, core’s words kept for the record only', async () => {
    const result = await worldTab.container
      .get(PostComment)
      .execute(DEMO_TOPIC_NIDS.readingList, 'Hello', 99_999);
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', reason: 'reply-target-removed' } });
  });

  // What waits, and how it goes, is tests/application/comment-outbox.test.ts's.
  it.each([
    ['nothing answered', new RemoteSystemError('drupal', null)],
    ['a 5xx: it may pass by itself', new RemoteSystemError('drupal', 502)],
  ])('keeps the comment waiting on the device when %s', async (_, error) => {
    worldTab.world.groups.outage.start(error);
    expect(await post('Hello')).toEqual({ ok: true, value: 'waiting' });
    expect(worldTab.container.get(CommentOutbox).items()).toMatchObject([
      { topicNid: DEMO_TOPIC_NIDS.readingList, text: 'Hello' },
    ]);
  });
});
