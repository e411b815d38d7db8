import { expect } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { ChangeGroupStanding } from '@/application/groups/change-group-standing';
import { PostComment } from '@/application/groups/post-comment';
import { PostTopic } from '@/application/groups/post-topic';
import { ReadGroups } from '@/application/groups/read-groups';
import { DiscussionDraftStore } from '@/application/groups/discussion-draft-store';
import { DRAFT_PLACES } from '@/application/groups/discussion-draft-keys';
import { ReadListings } from '@/application/listing/read-listings';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { LoadMenu } from '@/application/site/load-menu';
import { LoadPage } from '@/application/site/load-page';
import { SearchSite } from '@/application/search/search-site';
import type { GroupDetails } from '@/domain/groups/group';
import { emptyNewsFilter } from '@/domain/news/news-query';
import { ANSWER_TIMEOUT_MS } from '@/infrastructure/http/http-client';
import { actionFailureMessage } from '@/ui/groups/action-failure-message';
import { NEW_COMMENT_WORDS } from '@/ui/groups/comment-failure-text';
import { topicOutcomeMessage } from '@/ui/groups/topic-outcome-message';
import { aSession } from '../support/builders';
import { GROUPS_ENGLISH } from '../support/groups-english';
import { MEMBER_ID } from './healthy-answers';
import { attempt, commentShown, shownOr, type Driver } from './observation';
import { openDesk, logInAgain, logOutAndSay } from './session-drivers';

const GROUP_ID = 3;
/** The group every group row is driven in; the member is in it. */
export const A_GROUP: GroupDetails = {
  id: GROUP_ID,
  uuid: 'group-3',
  title: 'Film and Media History',
  summaryHtml: '',
  descriptionHtml: '',
  created: '2024-01-01T00:00:00+00:00',
  members: [{ uid: MEMBER_ID, groupRoles: [] }],
};

/** A list or screen read through its use case: it throws, and the screen shows its error state. */
const reading =
  (read: (bed: Parameters<Driver>[0]) => Promise<unknown>): Driver =>
  async (bed, arm) => {
    arm();
    return attempt(() => read(bed));
  };

const TOPIC = { title: 'Screening in May', message: '<p>Who comes?</p>' };

/** The New Topic form's post, as the form makes it: with upload progress (so no answer limit) and Cancel. */
const postTopic: Driver = async (bed, arm) => {
  const { container } = bed;
  const drafts = container.get(DiscussionDraftStore);
  drafts.save(DRAFT_PLACES.newTopic(GROUP_ID), TOPIC);
  arm();
  const cancel = new AbortController();
  // The member gives up after waiting longer than any answer limit; a stalled upload must still be going.
  setTimeout(() => cancel.abort(), ANSWER_TIMEOUT_MS + 5_000);
  let endedByCancel = false;
  const posting = container
    .get(PostTopic)
    .execute(
      { groupId: GROUP_ID, group: A_GROUP.title, files: [], ...TOPIC },
      { signal: cancel.signal, onProgress: () => undefined },
    );
  const result = await posting.finally(() => (endedByCancel = cancel.signal.aborted));
  // Whatever happened, the typed title and message are still in this tab's draft store (read raw: after
  // an ended session nobody is logged in, and the store keeps the member's draft for their login in place).
  expect(
    JSON.parse(bed.session.read(`necs.draft.${MEMBER_ID}.new-topic.${GROUP_ID}`) ?? 'null'),
  ).toMatchObject({
    value: TOPIC,
  });
  if (result.ok) return { resolved: true };
  const shown =
    result.error.kind === 'cancelled' ? 'cancelled' : topicOutcomeMessage(result.error, GROUPS_ENGLISH);
  return { shown: endedByCancel ? `after Cancel: ${shown}` : shown };
};

const changeStanding =
  (change: 'join' | 'leave'): Driver =>
  async ({ container }, arm) => {
    arm();
    const result = await container.get(ChangeGroupStanding).execute(A_GROUP, change);
    return shownOr(result.ok, () => (result.ok ? '' : actionFailureMessage(result.error, GROUPS_ENGLISH)));
  };

export const DRUPAL_DRIVERS: Record<string, Driver> = {
  news: reading(({ container }) => container.get(ReadListings).news(emptyNewsFilter)),
  conferences: reading(({ container }) => container.get(ReadListings).conferences(0)),
  group: reading(({ container }) => container.get(ReadGroups).group(GROUP_ID)),
  topic: reading(({ container }) => container.get(ReadGroups).topic(5)),
  leaders: reading(({ container }) => container.get(ReadGroups).leaders(GROUP_ID)),
  workgroups: reading(({ container }) =>
    container.get(ReadGroups).list({ page: 0, sortBy: 'title', sortOrder: 'ASC' }),
  ),
  vocabularies: reading(({ container }) => container.get(ReadListings).newsFilterOptions()),
  'list-at-url': reading(({ container }) =>
    container.get(ReadListings).news(emptyNewsFilter, { jsonUrl: 'custom/news-feed' }),
  ),
  view: reading(({ container }) => container.get(ReadGroups).topics(GROUP_ID)),
  timeline: reading(({ container }) => container.get(ReadListings).timeline()),
  search: reading(({ container }) => container.get(SearchSite).search('archive')),
  menu: async ({ container }, arm) => {
    arm();
    const menus = container.get(LoadMenu);
    // The footer fails the same way and is left out quietly; the main menu says so.
    expect(await attempt(() => menus.load('footer'))).toHaveProperty('thrown');
    return attempt(() => menus.load('main'));
  },
  page: reading(({ container }) => firstValueFrom(container.get(LoadPage).load('/about-us'))),
  nothing: async ({ container }, arm) => {
    arm();
    return attempt(() => container.get(SyncSession).refresh());
  },
  user: async ({ container }, arm) => {
    const store = container.get(SessionStore);
    store.reset();
    arm();
    const observed = await attempt(() => container.get(SyncSession).apply(aSession({ userId: MEMBER_ID })));
    // Logged in without the account record: the header falls back to the session's user name.
    expect(store.snapshot().user).toBeNull();
    return observed;
  },
  login: async (bed, arm) => logInAgain(bed, arm),
  logout: async (bed, arm) => logOutAndSay(bed, arm),
  comment: async ({ container }, arm) => {
    arm();
    const result = await container.get(PostComment).execute(5, 'A first comment');
    return commentShown(result, NEW_COMMENT_WORDS, 'commentWaiting');
  },
  join: changeStanding('join'),
  leave: changeStanding('leave'),
  'post-topic': postTopic,
  'event-settings': async (bed, arm) => {
    arm();
    return openDesk(bed);
  },
};
