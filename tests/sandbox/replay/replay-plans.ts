import { FIFTH } from './fifth-plan';
import type { ReplayPlan } from './recording-replay';

/**
 * How each recording's site stands in the sandbox (tests/sandbox/recorded/README.md): its accounts as the demo
 * accounts (the recordings' passwords were the name before the @ with `-pass`), its nodes as seeded topics,
 * the comments it had before its steps.
 */

/** The recordings' two topics, as their site had them. */
const TOPIC_A = { title: 'Topic A', body: '<p>Body of topic A</p>' };
const TOPIC_B = { title: 'Topic B', body: '<p>Body of topic B</p>' };

/** A comment the recording's site had before its steps: by `as` on node `node`, its words its subject. */
const commentBy = (as: string, node: number, recordedCid: number | undefined, words: string) => ({
  as,
  node,
  ...(recordedCid !== undefined && { recordedCid }),
  html: `<p>${words}</p>`,
  subject: words,
});

/** The first: accounts and comments, in one browser session; uid 2 the member, uid 1 another account. */
export const FIRST: ReplayPlan = {
  recording: 'first',
  accounts: { member: 'member', other: 'organizer', blocked: 'blocked' },
  loggedInFirst: [],
  defaultAs: 'browser',
  recordedUids: { 2: 'member', 1: 'other' },
  seededNodes: {},
  keptCookies: true,
};

const uidOnly = (entry: { what: string }) => entry.what.startsWith('flood(uid_only=true)');

/**
 * The second: editing, replies, history and the login flood. Node A (the member's) is topic 906 with the
 * member's comment 10 (comment 1) and Emma Schneider's comment 9 (comment 3), node B (hers) is topic 905 with
 * her comment 6 (comment 2), node C the member's topic 901; uid 3, the other, is Emma Schneider, the editor.
 * The recording site trusted the proxy at 127.0.0.1 (`reverse_proxy`).
 */
export const SECOND: ReplayPlan = {
  recording: 'second',
  takes: (entry) => !uidOnly(entry),
  sandbox: { reverseProxyAddresses: ['127.0.0.1'] },
  accounts: { member: 'member', other: 'editor' },
  loggedInFirst: ['member', 'other'],
  recordedUids: { 2: 'member', 3: 'other' },
  seededNodes: {
    1: { nid: 906, ...TOPIC_A },
    2: { nid: 905, ...TOPIC_B },
    3: { nid: 901, title: 'Own node C', body: '' },
  },
  writtenBefore: [
    commentBy('member', 1, 1, 'Comment by member on A'),
    commentBy('other', 2, 2, 'Comment by other on B'),
    commentBy('other', 1, 3, 'Comment by other on A'),
  ],
  promoted: true,
  keptCookies: false,
};

/** The second's steps sent after `uid_only` was turned on: to a sandbox built so. */
export const SECOND_UID_ONLY: ReplayPlan = {
  ...SECOND,
  takes: uidOnly,
  sandbox: { ...SECOND.sandbox, drupalFloodUidOnly: true },
  loggedInFirst: [],
  seededNodes: {},
  writtenBefore: [],
};

/**
 * The third: reading, stale saves, titles, pictures, ids, sticky, statistics, search, history. Node 1 is the
 * member's topic 901, node 2 the organizer's 902 (group 1); the other member is the organizer, the
 * administrator the site's; comments 1 to 3 are written first. The reader who may not view node B (entry 13)
 * is the guest; the node's HTML page (entry 66) is the topic's single view.
 */
export const THIRD: ReplayPlan = {
  recording: 'third',
  accounts: { member: 'member', other: 'organizer', admin: 'admin', guest: 'guest' },
  loggedInFirst: ['member', 'other', 'admin', 'guest'],
  sentBy: { 13: 'guest' },
  recordedUids: { 1: 'admin', 2: 'member', 3: 'other' },
  seededNodes: { 1: { nid: 901, ...TOPIC_A }, 2: { nid: 902, ...TOPIC_B } },
  // Written without a subject, as the third recording's were.
  writtenBefore: [
    { ...commentBy('member', 1, 1, 'First comment by member'), subject: undefined },
    { ...commentBy('other', 2, 2, 'Comment by other on B'), subject: undefined },
    { ...commentBy('other', 1, 3, 'Comment by other on A'), subject: undefined },
  ],
  promoted: true,
  keptCookies: false,
  route: (step, number) =>
    number === 66 ? `/cms/rest/views/group_topics/single/901?_format=json` : undefined,
};

/** The fourth's 55 comments on node C, not recorded one by one: N1 was cid 20, N55 cid 74. */
const PAGED_COMMENTS = 55;
const FIRST_PAGED_CID = 20;

/**
 * The fourth: moderation, statistics, forbidden fields, filters, search after edits, paging, logout. Its
 * site is the third's with an editor; node A and B as there, node C posted by the replay.
 */
export const FOURTH: ReplayPlan = {
  recording: 'fourth',
  sandbox: { reverseProxyAddresses: ['127.0.0.1'] },
  accounts: { admin: 'admin', member: 'member', other: 'organizer', editor: 'editor' },
  loggedInFirst: ['admin', 'member', 'other'],
  recordedUids: { 1: 'admin', 2: 'member', 3: 'other', 4: 'editor' },
  seededNodes: { 1: { nid: 901, ...TOPIC_A }, 2: { nid: 902, ...TOPIC_B } },
  // The latest comment of node A the member's, of node B the other's, as on the recording's site.
  writtenBefore: [
    commentBy('other', 2, undefined, 'Comment by other on B'),
    commentBy('member', 1, undefined, 'Comment by member on A'),
  ],
  promoted: true,
  nodeLabels: { 1: 'A', 2: 'B', 3: 'C' },
  commentLabels: new Map(
    Array.from({ length: PAGED_COMMENTS }, (_none, index) => [FIRST_PAGED_CID + index, `N${index + 1}`]),
  ),
  keptCookies: true,
  secondPerStep: true,
  async note(what, replay) {
    const session = /logs in another session, (member\d)/.exec(what)?.[1];
    if (session) await replay.logIn(session);
    if (!what.startsWith(`${PAGED_COMMENTS} comments posted on node C`)) return;
    for (let n = 1; n <= PAGED_COMMENTS; n += 1)
      await replay.postUnrecorded('member', 3, `<p>paging comment ${n}</p>`, FIRST_PAGED_CID + n - 1);
  },
};

export const REPLAY_PLANS: readonly ReplayPlan[] = [FIRST, SECOND, SECOND_UID_ONLY, THIRD, FOURTH, FIFTH];
