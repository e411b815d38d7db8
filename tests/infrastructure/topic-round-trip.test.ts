import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { MAX_TITLE_CHARACTERS } from '@/domain/groups/topic-title';
import { MAX_NODE_TITLE_CHARACTERS, NODE_TITLE_TOO_LONG } from '../../sandbox/drupal/node-title';
import { basicHtml } from '../../sandbox/drupal/wire/basic-html';
import { credentials, DEMO_ACCOUNTS, logInOrFail } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { asFormPosts, HARD_CHARACTERS, hardMessages, hardTitles } from '../support/hard-text';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';

const GROUP = DEMO_GROUP_IDS.televisionStudies;
const ALL_HARD = HARD_CHARACTERS.join('');
const LONG_MESSAGE = `<p>${ALL_HARD.repeat(Math.ceil(100_000 / ALL_HARD.length)).slice(0, 100_000)}</p>`;

/**
 * A topic's title and message go through the real Drupal adapter (multipart, CSRF) to the sandbox and are
 * read back through the topic view: byte for byte, except where every browser or Drupal itself changes
 * them, each row saying how. The view draws the message through the site's text format, as Drupal does
 * (docs/wire-groups.md): what comes back is the message sent as that format draws it (`drawn`), so these rows
 * hold the way there and back, and tests/sandbox/basic-html-filter.test.ts the format.
 */
const drawn = (html: string) => basicHtml(html, { host: '', drupal: 'site' });
describe('a topic’s title and message, posted to the content system and read back', () => {
  let sandbox: RunningSandbox;
  let groups: GroupGateway;
  beforeAll(async () => {
    sandbox = await startSandbox();
    const browser = connectToSandbox(sandbox.url);
    await logInOrFail(browser.accounts, ...credentials('member'));
    groups = browser.container.get(GroupGateway);
  });
  afterAll(() => sandbox.close());

  const roundTrip = async (title: string, message: string) => {
    const { nid } = await groups.postTopic(DEMO_ACCOUNTS.member.user.uid, {
      groupId: GROUP,
      group: 'Television Studies',
      title,
      message,
      files: [],
    });
    const topic = await groups.getTopic(nid);
    return { title: topic?.title, message: topic?.messageHtml };
  };

  it.each([
    ['emoji with skin tones, joiners and flags', '👩🏽‍🔬 🎬 👍🏿 🇪🇺', '<p>🎬 👩🏽‍🔬</p>'],
    ['right-to-left text and marks', 'שלום \u200fعليكم\u202e', '<p dir="rtl">مرحبا بكم ‏ש</p>'],
    ['combining marks', 'e\u0301\u0323 Z\u0351\u0325\u0358', '<p>a\u0300\u0301\u0302</p>'],
    [
      'control characters, NUL included',
      'a\u0000b\u0001\u001b\u007f\u0085',
      'm\u0000\u0007\u000b\u000c\u007f',
    ],
    [
      'markup and entities as text',
      '<script>alert(1)</script> &amp; "q" \'s\'',
      '<p>&lt;b&gt; &amp;amp; " \\ \'</p>',
    ],
    ['non-characters and look-alike spaces', 'a\uffff\ufdd0b\u00a0c\u2028d', '\ufeff\u00a0\u3000'],
    ['255 emoji: the longest title Drupal keeps', '🎬'.repeat(MAX_TITLE_CHARACTERS), 'x'],
    ['a message of 100,000 characters', 'Long', LONG_MESSAGE],
  ])('keeps %s intact', async (_, title, message) => {
    expect(await roundTrip(title, message)).toEqual({ title, message: drawn(message) });
  });

  it.each([
    // HTML's multipart encoding (every browser, and Node's fetch and axios alike) sends line breaks as CRLF.
    ['line breaks in the message', 'Breaks', 'a\nb\rc\r\nd', 'Breaks', 'a\r\nb\r\nc\r\nd'],
    // A form field is a string of Unicode scalar values: a lone surrogate goes as U+FFFD.
    ['lone surrogates', 'half \ud83c', 'half \udfac', 'half \ufffd', 'half \ufffd'],
    // Drupal's module trims the title (and only the title).
    ['white space around the title', '  padded\t', '  padded\t', 'padded', '  padded\t'],
  ])('changes %s as every browser or Drupal does', async (_, title, message, storedTitle, storedMessage) => {
    expect(await roundTrip(title, message)).toEqual({ title: storedTitle, message: drawn(storedMessage) });
  });

  it('keeps generated titles and messages intact', async () => {
    await fc.assert(
      fc.asyncProperty(hardTitles, hardMessages, async (title, message) => {
        expect(await roundTrip(title, message)).toEqual({ title, message: drawn(asFormPosts(message)) });
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['256 emoji', '🎬'.repeat(MAX_TITLE_CHARACTERS + 1)],
    ['100,000 characters', `${ALL_HARD}x`.repeat(100_000 / (ALL_HARD.length + 1))],
  ])('refuses a title of %s with 422, as Drupal’s title field does, and stores nothing', async (_, title) => {
    const before = await groups.getTopics(GROUP, 0);
    await expect(
      groups.postTopic(DEMO_ACCOUNTS.member.user.uid, {
        groupId: GROUP,
        group: 'Television Studies',
        title,
        message: '<p>m</p>',
        files: [],
      }),
    ).rejects.toMatchObject({
      name: 'RemoteSystemError',
      status: 422,
      serverMessage: NODE_TITLE_TOO_LONG,
    });
    expect(await groups.getTopics(GROUP, 0)).toEqual(before);
  });

  it('holds the sandbox to the portal’s limit', () => {
    expect(MAX_NODE_TITLE_CHARACTERS).toBe(MAX_TITLE_CHARACTERS);
  });
});
