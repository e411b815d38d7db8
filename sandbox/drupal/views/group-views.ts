import type { SandboxDatabase } from '../../storage/database';
import { countGroups, findGroup, listGroups, type GroupOrder } from '../tables/groups';
import { findUserById } from '../tables/users';
import {
  commentsOfTopic,
  countTopicsOfGroup,
  filesOfTopic,
  findTopic,
  NEWEST_TOPICS_FIRST,
  topicsOfGroup,
  type TopicSort,
} from '../tables/topics';
import type { Query } from '../../host/query';
import { toGroupRow, toLeaderRow } from '../wire/group-row';
import { basicHtml, type TextPlace } from '../wire/basic-html';
import { commentsOnPage } from '../comment-pages';
import { processedText } from '../text-formats';
import { toTopicListRow, toTopicRow } from '../wire/topic-row';
import { LEADER_ROLE } from '../../demo-data/groups';
import { readSortOrder, type SortChoice } from './sort-order';
import type { RowWindow, ViewDefinition } from './view-display';

const NEWEST_FIRST: SortChoice<GroupOrder['column']> = { column: 'created', direction: 'DESC' };
const SORTS: Record<string, SortChoice<GroupOrder['column']>> = {
  label: { column: 'label', direction: 'ASC' },
  created: NEWEST_FIRST,
};

/**
 * `rest/views/group_workgroups/standard`: every group, newest first unless asked otherwise (an unknown
 * `sort_by`, such as the portal's own word `title`, falls back to that), 10 a page. As a
 * stock REST export it sends every group (the site's export shows "all items" when it cannot page).
 */
export const groupWorkgroupsView: ViewDefinition = {
  displays: ['standard'],
  paging: { itemsPerPage: 10, stock: 'none' },
  select(db: SandboxDatabase, query: Query, window: RowWindow) {
    const order = readSortOrder(query, SORTS, NEWEST_FIRST);
    return {
      rows: listGroups(db, order, window.limit, window.offset).map(toGroupRow),
      total: countGroups(db),
    };
  },
};

/**
 * The other views with a contextual argument (the group's or topic's id): no pager in either Drupal, no rows
 * when the argument names nothing (views' "no results" for an argument that does not validate).
 */

export function groupSingleRows(db: SandboxDatabase, id: number | null) {
  const group = id === null ? undefined : findGroup(db, id);
  return group ? [toGroupRow(group)] : [];
}

export function groupLeaderRows(db: SandboxDatabase, id: number | null) {
  const group = id === null ? undefined : findGroup(db, id);
  const leaders = (group?.members ?? []).filter(({ roles }) => roles.includes(LEADER_ROLE));
  return leaders.flatMap(({ uid }) => {
    const user = findUserById(db, uid);
    return user ? [toLeaderRow(user)] : [];
  });
}

/** The topics view's exposed sorts, by `sort_by` (docs/wire-groups.md). */
const TOPIC_SORTS: Record<string, SortChoice<TopicSort['column']>> = {
  created: NEWEST_TOPICS_FIRST,
  last_comment_timestamp: { column: 'last_comment_timestamp', direction: 'DESC' },
};

/**
 * `rest/views/group_topics/list/{groupId}`: the group's topics, pinned ones first, then newest first or as
 * `sort_by` asks (an unknown one falls back to newest first, as an exposed sort does), 50 a page with the
 * site's pager; as a stock REST export (no pager) every topic, so none is out of reach. No rows when the
 * argument names no group. The argument allows several groups, `1+2+3`, as views' "Allow multiple values"
 * (`break_phrase`) reads it: the topics of any of them, in one list. `new_comments` counts for `readerUid`
 * (0: a visitor, none new).
 */
export const groupTopicsView = (groupIds: readonly number[] | null, readerUid: number): ViewDefinition => ({
  displays: ['list'],
  // The view's own setting, as a site configures it; the portal pages as many (TOPICS_PER_PAGE in
  // src/domain/groups/group.ts), which tests/sandbox/group-views.test.ts holds the two to.
  paging: { itemsPerPage: 50, stock: 'none' },
  select(db: SandboxDatabase, query: Query, window: RowWindow) {
    if (groupIds === null) return { rows: [], total: 0 };
    const sort = readSortOrder(query, TOPIC_SORTS, NEWEST_TOPICS_FIRST);
    return {
      rows: topicsOfGroup(db, groupIds, readerUid, sort, window.limit, window.offset).map(toTopicListRow),
      total: countTopicsOfGroup(db, groupIds),
    };
  },
});

/**
 * One topic, its message and comments drawn through basic_html (basic-html.ts); or several,
 * `1+2+3` (views' "Allow multiple values"), a row for each that exists, in the order asked, each once. No rows
 * when any part of the argument is no id, as for one. `commentPage` null: every comment (the site's view);
 * a number: that page of each topic's comments, as core's comment field pages them (comment-pages.ts).
 */
export function topicSingleRows(
  db: SandboxDatabase,
  nids: readonly number[] | null,
  place: TextPlace,
  commentPage: number | null = null,
) {
  return [...new Set(nids ?? [])].flatMap((nid) => topicRow(db, nid, place, commentPage));
}

function topicRow(db: SandboxDatabase, nid: number, place: TextPlace, commentPage: number | null) {
  const topic = findTopic(db, nid);
  if (!topic) return [];
  const drawn = (html: string) => basicHtml(html, place);
  const all = commentsOfTopic(db, topic.nid);
  const shown = commentPage === null ? all : commentsOnPage(all, commentPage);
  const comments = shown.map((comment) => ({
    ...comment,
    body: processedText(comment.body, comment.format, place),
  }));
  return [toTopicRow({ ...topic, body: drawn(topic.body) }, filesOfTopic(db, topic.nid), comments)];
}
