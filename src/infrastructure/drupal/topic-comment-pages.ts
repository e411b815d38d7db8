import type { Topic } from '@/domain/groups/group';
import type { HttpClient } from '../http/http-client';
import { madeOnce } from '../wire/made-once';
import { drupalView, wholeId } from './drupal-views';
import { topicRowSchema } from './wire/topic-schema';
import { viewsSingle } from './wire/views-single';

/**
 * A page of a topic's comments as core's comment field draws them: "Comments per page" of the standard
 * profile's article, the most a stock Drupal's one-topic view sends without `?page` (docs/wire-groups.md).
 */
export const COMMENTS_PER_PAGE = 50;

/**
 * A page past the last of any topic's comments: core's pager answers such a page with the last
 * (PagerSelectExtender), so one read of several topics gives each its latest comments, whatever its length.
 */
export const PAST_THE_LAST_PAGE = 2 ** 31 - 1;

const oneTopicOf = madeOnce((drupalBase: string) => viewsSingle(topicRowSchema(drupalBase)));

/** `group_topics/single/{nid}` at one page of its comments; the first page is asked for without `page`. */
export function readTopicPage(
  http: HttpClient,
  drupalBase: string,
  nid: number,
  page: number,
  signal?: AbortSignal,
): Promise<Topic | null> {
  const path = `rest/views/group_topics/single/${wholeId(nid)}`;
  return drupalView(http, path, oneTopicOf(drupalBase), { params: page === 0 ? {} : { page }, signal });
}

/**
 * The topic with every one of its comments, in thread order: while a page came exactly full, the next is read and
 * its comments not seen yet follow. An answer of more than a page was never paged (the association's view sends
 * every comment), so it ends the reading at once; core's pager answers a page past the last with the last, which
 * brings nothing new and ends it too. A topic costs a read more only per full page of core's, and once in the
 * view when it has exactly 50. A comment written between two reads that moves another to the next page is not
 * counted twice.
 */
export async function withEveryCommentPage(
  first: Topic,
  readPage: (page: number) => Promise<Topic | null>,
): Promise<Topic> {
  const comments = [...first.comments];
  const seen = new Set(comments.map(({ id }) => id));
  let last = first.comments;
  for (let page = 1; last.length === COMMENTS_PER_PAGE; page += 1) {
    last = (await readPage(page))?.comments ?? [];
    const fresh = last.filter(({ id }) => !seen.has(id));
    if (fresh.length === 0) break;
    for (const comment of fresh) seen.add(comment.id);
    comments.push(...fresh);
  }
  return comments.length === first.comments.length ? first : { ...first, comments };
}
