import { demoAccount } from '../../../sandbox/demo-data/accounts';
import { GROUP_SEEDS } from '../../../sandbox/demo-data/groups';
import { TOPIC_SEEDS } from '../../../sandbox/demo-data/topics';
import { MEMBER, MEMBER_AREA, MEMBERS_GROUP } from '../pages';

/** Whose browser a screen is measured in: Lighthouse's fresh one, or the one that logged in (member-browser.ts). */
export type Reader = 'visitor' | 'member';

export interface Screen {
  reader: Reader;
  path: string;
}

const topicPath = (nid: number) => `/group_topics/single/${nid}`;
const groupPath = (id: number) => `/group/${id}`;
const topicsOf = (groupId: number) => TOPIC_SEEDS.filter((topic) => topic.groupId === groupId);

/** The discussions scripts/grow-discussions.ts grows: the member's group (Film History) and its reading list. */
export const GROWN_GROUP = 1;
export const GROWN_TOPIC = 902;
const grownGroup = GROUP_SEEDS.find((group) => group.id === GROWN_GROUP);
if (groupPath(GROWN_GROUP) !== MEMBERS_GROUP || !grownGroup)
  throw new Error('The grown group is not the member’s.');
export const GROWN_GROUP_TITLE = grownGroup.label;

/** A small group's topics: the member's other group holds three since issue 45's demo threads. */
const FEW_TOPICS = 3;

/**
 * What the grown ones are held against, read from the sandbox's seed data so they stay what they say: a topic
 * of the same group with one comment, and another group of the member's with a few topics.
 */
const oneCommentTopic = topicsOf(GROWN_GROUP).find((topic) => topic.comments.length === 1);
const smallGroup = GROUP_SEEDS.find(
  (group) =>
    group.id !== GROWN_GROUP &&
    group.members.some((member) => member.uid === MEMBER.uid) &&
    topicsOf(group.id).length <= FEW_TOPICS,
);
if (!oneCommentTopic || !smallGroup)
  throw new Error('The seed data has no small discussion to compare with.');

/** Issue 45's conversation: the member's topic whose opening comment has twenty replies, the last ones new. */
const repliedTopic = TOPIC_SEEDS.find(
  (topic) => topic.comments.filter((comment) => comment.replyTo).length >= 20,
);
if (!repliedTopic) throw new Error('The seed data has no topic with twenty replies.');

/**
 * Issue 51's long discussion: a topic of the member's other group, grown to 200 comments before the
 * side-by-side run by another member of that group: others' words, on a topic the member opens for the first
 * time.
 */
const LONG_TOPIC_NID = 903;
const LONG_TOPIC_COMMENTS = 200;
const longTopicSeed = TOPIC_SEEDS.find((topic) => topic.nid === LONG_TOPIC_NID);
const longTopicGroup = GROUP_SEEDS.find((group) => group.id === longTopicSeed?.groupId);
const longTopicPoster = demoAccount('editor');
if (
  !longTopicSeed ||
  !longTopicGroup ||
  ![MEMBER.uid, longTopicPoster.uid].every((uid) =>
    longTopicGroup.members.some((member) => member.uid === uid),
  )
)
  throw new Error('The long topic is not in a group of the member and its poster.');
export const LONG_TOPIC = {
  path: topicPath(LONG_TOPIC_NID),
  comments: LONG_TOPIC_COMMENTS,
  /** What scripts/grow-discussions.ts is given to grow it. */
  growth: {
    groupId: longTopicGroup.id,
    groupTitle: longTopicGroup.label,
    topicNid: LONG_TOPIC_NID,
    topics: 0,
    comments: LONG_TOPIC_COMMENTS - longTopicSeed.comments.length,
    mail: longTopicPoster.mail,
    password: longTopicPoster.password,
  },
} as const;

/** The visitor's home page: what every screen of the side-by-side run is held against. */
export const REFERENCE: Screen = { reader: 'visitor', path: '/' };

/** The member's topics: issue 30's reading list, issue 45's twenty replies, issue 51's long discussion. */
const MEMBER_TOPICS = [topicPath(GROWN_TOPIC), topicPath(repliedTopic.nid), LONG_TOPIC.path];
const asMember = (path: string): Screen => ({ reader: 'member', path });

/** Issue 30's screens, in the order each round runs them: the reference first, then the member's, then the visitor's. */
export const SIDE_BY_SIDE: readonly Screen[] = [
  REFERENCE,
  ...['/', MEMBERS_GROUP, ...MEMBER_TOPICS, '/conference-proposals', MEMBER_AREA].map(asMember),
  { reader: 'visitor', path: '/group' },
  { reader: 'visitor', path: MEMBERS_GROUP },
];

/** `--only member-topics`: the reference and the member's topics alone. */
export const TOPIC_SCREENS: readonly Screen[] = [REFERENCE, ...MEMBER_TOPICS.map(asMember)];

/** A grown discussion beside a small one of its kind, both as the member, after the growth. */
export interface GrownPair {
  kind: 'topic' | 'group';
  grown: string;
  small: string;
}

/** The reply typed on the long topic is typed on the one-comment topic in the same rounds too. */
export const SHORT_TOPIC = {
  path: topicPath(oneCommentTopic.nid),
  comments: oneCommentTopic.comments.length,
};

export const GROWN_PAIRS: readonly GrownPair[] = [
  { kind: 'topic', grown: topicPath(GROWN_TOPIC), small: topicPath(oneCommentTopic.nid) },
  { kind: 'group', grown: MEMBERS_GROUP, small: groupPath(smallGroup.id) },
];
