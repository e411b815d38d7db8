import type { FastifyInstance } from 'fastify';
import type { LoggedIn } from './sandbox-harness';

/**
 * Raw requests of issue 45's routes (docs/wire-groups.md), as a stranger could send them: the adapter's
 * bodies, the session's CSRF header unless `csrf` is false.
 */

const headersOf = (who: LoggedIn | undefined, csrf: boolean, type?: string): Record<string, string> => ({
  ...(type && { 'content-type': type }),
  ...(who && csrf && { 'x-csrf-token': who.csrfToken }),
});

export const commentEdit = (html: string) => ({
  comment_type: [{ target_id: 'comment' }],
  comment_body: [{ value: html, format: 'basic_html' }],
});

export const topicEdit = (title: string, message = '<p>Edited.</p>') => ({
  type: [{ target_id: 'group_topic' }],
  title: [{ value: title }],
  body: [{ value: message, format: 'basic_html' }],
});

export const replyBody = (nid: number, pid: number, html: string) => ({
  entity_type: [{ value: 'node' }],
  entity_id: [{ target_id: nid }],
  field_name: [{ value: 'comment' }],
  comment_type: [{ target_id: 'comment' }],
  pid: [{ target_id: pid }],
  comment_body: [{ value: html, format: 'basic_html' }],
});

/** `PATCH` or `DELETE` of `comment/{id}` or `node/{id}`, `_format=json`. */
export function entityCall(
  app: FastifyInstance,
  who: LoggedIn | undefined,
  method: 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  csrf = true,
) {
  return app.inject({
    method,
    url: `/cms/${path}?_format=json`,
    cookies: who?.cookies,
    headers: headersOf(who, csrf, body === undefined ? undefined : 'application/json'),
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

export function markRead(app: FastifyInstance, who: LoggedIn | undefined, nid: number, csrf = true) {
  return app.inject({
    method: 'POST',
    url: `/cms/history/${nid}/read`,
    cookies: who?.cookies,
    headers: headersOf(who, csrf),
  });
}

/** The form core's own script sends (`node_ids[]` repeated); `json` sends the ids as a JSON body instead. */
export function readTimestamps(
  app: FastifyInstance,
  who: LoggedIn | undefined,
  nids: readonly number[],
  { csrf = true, json = false } = {},
) {
  const payload = json
    ? JSON.stringify({ node_ids: nids })
    : nids.map((nid) => `node_ids%5B%5D=${nid}`).join('&');
  return postTimestamps(app, who, payload, { csrf, json });
}

/** The timestamps asked for with a body of the caller's own (a form unless `json`). */
export function postTimestamps(
  app: FastifyInstance,
  who: LoggedIn | undefined,
  payload: string,
  { csrf = true, json = false } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/cms/history/get_node_read_timestamps',
    cookies: who?.cookies,
    headers: headersOf(who, csrf, json ? 'application/json' : 'application/x-www-form-urlencoded'),
    payload,
  });
}

export interface TopicListRow {
  nid: string;
  uid: string;
  changed: string;
  comment_count: string;
  last_comment_timestamp: string;
  new_comments: string;
  /** Node `sticky` as the fields display renders it: "1" pinned, "0" not. */
  sticky: string;
}

/** A group's topic rows as its list view answers `reader`. */
export async function topicListRows(app: FastifyInstance, reader: LoggedIn, groupId: number) {
  const answer = await app.inject({
    url: `/cms/rest/views/group_topics/list/${groupId}?_format=json`,
    cookies: reader.cookies,
  });
  const body = answer.json<TopicListRow[] | { rows: TopicListRow[] }>();
  return Array.isArray(body) ? body : body.rows;
}
