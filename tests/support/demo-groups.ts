import type { GroupDetails, Topic } from '@/domain/groups/group';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { InMemoryGroupGateway } from '@/infrastructure/fakes/in-memory-group-gateway';
import { GROUP_SEEDS } from '../../sandbox/demo-data/groups';
import { READ_HISTORY_SEEDS, READING_LIST_PDF, TOPIC_SEEDS } from '../../sandbox/demo-data/topics';
import { InMemoryReadingHistory } from '@/infrastructure/fakes/in-memory-reading-history';
import { DEMO_ACCOUNTS, isDemoMember } from './demo-accounts';

/**
 * The sandbox's working groups, topics and comments (sandbox/demo-data/groups.ts, topics.ts: the same
 * source) as the adapter reads them: names from the demo accounts, attachment URLs resolved against
 * Drupal's base (`drupalBase`, the default configuration's unless given).
 */

/** "First Last" of every demo account, by uid: how the views name leaders, authors and commenters. */
export const DEMO_USER_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.values(DEMO_ACCOUNTS).map(({ user }) => [user.uid, `${user.firstName} ${user.lastName}`]),
);

const nameOf = (uid: number) => DEMO_USER_NAMES[uid] ?? `user ${uid}`;

export const DEMO_GROUPS: readonly GroupDetails[] = GROUP_SEEDS.map((seed) => ({
  id: seed.id,
  uuid: seed.uuid,
  title: seed.label,
  summaryHtml: seed.summary,
  descriptionHtml: seed.description,
  created: seed.created,
  members: seed.members.map(({ uid, roles }) => ({ uid, groupRoles: [...roles] })),
}));

export function demoTopics(drupalBase = defaultConfig.cmsUrl): Topic[] {
  return TOPIC_SEEDS.map((seed) => ({
    nid: seed.nid,
    groupId: seed.groupId,
    groupTitle: GROUP_SEEDS.find((group) => group.id === seed.groupId)?.label ?? '',
    title: seed.title,
    created: seed.created,
    changed: seed.created,
    authorName: nameOf(seed.uid),
    authorUid: seed.uid,
    messageHtml: seed.body,
    attachments: seed.files.map((file) => ({
      name: file.name,
      size: file.content.length,
      url: `${drupalBase}system/files/topics/${file.storedName}`,
    })),
    comments: seed.comments.map((comment) => ({
      id: comment.cid,
      authorName: nameOf(comment.uid),
      authorUid: comment.uid,
      created: comment.created,
      changed: comment.changed ?? comment.created,
      parentId: comment.replyTo ?? null,
      bodyHtml: comment.body,
    })),
    sticky: seed.sticky === true,
  }));
}

export const DEMO_TOPICS: readonly Topic[] = demoTopics();

/** Named entries of the demo data that tests (and browser journeys) refer to. */
export const DEMO_GROUP_IDS = {
  /** Led by the organizer (uid 5); the member (uid 7) is a participant with no roles. */
  filmHistory: 1,
  /** The member holds `workgroup-participant` here. */
  televisionStudies: 2,
  /** The member is not in it: the one to join. */
  documentaryFilm: 3,
} as const;

export const DEMO_TOPIC_NIDS = {
  /** Group 1, newest topic, two comments and the PDF. */
  readingList: 902,
  /** Group 1, written by the member, one comment. */
  callForContributions: 901,
  /** Group 2, the JPEG and a thread of replies; its last comment is new to the member ("1 new"). */
  screeningStills: 905,
  /** Group 2, written by the member, one comment and twenty replies to it; the last five new to the member. */
  readingGroupSessions: 906,
  /** Group 2, its oldest topic: one comment, in August. */
  streamingArchive: 903,
  /** Group 3, pinned (sticky) though older than the group's other topic. */
  houseRules: 910,
} as const;

/** The PDF attached to the reading-list topic: its name, bytes (latin1/ASCII) and size. */
export const DEMO_PDF = {
  name: READING_LIST_PDF.name,
  content: READING_LIST_PDF.content,
  size: READING_LIST_PDF.content.length,
} as const;

/** The demo history (sandbox/demo-data/topics.ts, READ_HISTORY_SEEDS), for one browser's logged-in uid. */
export function demoReadingHistory(currentUid: () => number): InMemoryReadingHistory {
  const history = new InMemoryReadingHistory(currentUid);
  for (const { uid, nid, readAt } of READ_HISTORY_SEEDS) history.record(uid, nid, readAt);
  return history;
}

/**
 * A fake seeded with the demo groups, for one browser whose logged-in uid `currentUid` reports; with
 * `history`, its topic rows count new comments.
 */
/** Whether Drupal lets the demo account `uid` moderate: the site grants it to the administrator role. */
const isDemoModerator = (uid: number): boolean =>
  Object.values(DEMO_ACCOUNTS).some(({ user, roles }) => user.uid === uid && roles.includes('administrator'));

export function demoGroupGateway(
  currentUid: () => number,
  drupalBase?: string,
  history?: InMemoryReadingHistory,
): InMemoryGroupGateway {
  return new InMemoryGroupGateway({
    history,
    groups: DEMO_GROUPS,
    topics: demoTopics(drupalBase),
    pinned: TOPIC_SEEDS.filter((seed) => seed.sticky).map((seed) => seed.nid),
    userNames: DEMO_USER_NAMES,
    currentUid,
    isMember: isDemoMember,
    moderates: isDemoModerator,
    drupalBase,
  });
}
