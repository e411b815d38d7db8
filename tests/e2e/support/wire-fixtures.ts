import { request, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoAccount } from './accounts';
import { expect, test } from './test';

/**
 * A test's fixtures written through the wire the portal itself writes on (docs/wire-groups.md), not through its
 * forms: each page a browser loads costs a second of processor on a busy machine, so a topic or comment that is
 * not what a journey is about is sent as a request. Every write carries Drupal's session token as the portal's do.
 */

/** Who writes: the logged-in browser (its `page.request` shares the context's cookies) or a session of its own. */
export type Writer = Page | APIRequestContext;

export const wireOf = (writer: Writer): APIRequestContext => ('request' in writer ? writer.request : writer);

/** Drupal's session token for the writer's session cookie, as the portal asks for it before a write. */
export async function csrfToken(writer: Writer): Promise<string> {
  const answer = await wireOf(writer).get('/cms/session/token');
  expect(answer.ok()).toBe(true);
  return answer.text();
}

/** A topic's address in the portal. */
export const topicPath = (nid: number) => `/group_topics/single/${nid}`;

/** Film History (group 1), where the member and the organizer are both in the group. */
const FILM_HISTORY_GROUP = { id: 1, title: 'Film History' } as const;

/**
 * Posts a topic in Film History as the writer, through the custom module's multipart `post-topic` (the same in
 * both Drupals); answers its address in the portal.
 */
export async function topicThroughRequest(writer: Writer, title: string, message = ''): Promise<string> {
  const wire = wireOf(writer);
  const { appName } = (await (await wire.get('/config.json')).json()) as { appName: string };
  const answer = await wire.post(`/cms/${appName}-workgroup/post-topic`, {
    headers: { 'X-CSRF-Token': await csrfToken(writer) },
    multipart: { group_id: String(FILM_HISTORY_GROUP.id), title, message, group: FILM_HISTORY_GROUP.title },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { nid } = (await answer.json()) as { nid: number };
  return topicPath(nid);
}

/**
 * Comments `html` on topic `nid` as the writer, through core's comment resource, under comment `parent` when
 * given (a reply); answers the new comment's id.
 */
export async function commentThroughCore(
  writer: Writer,
  nid: number,
  html: string,
  parent?: number,
): Promise<number> {
  const answer = await wireOf(writer).post('/cms/comment?_format=json', {
    headers: { 'X-CSRF-Token': await csrfToken(writer), 'Content-Type': 'application/json' },
    data: {
      entity_type: [{ value: 'node' }],
      entity_id: [{ target_id: nid }],
      field_name: [{ value: 'comment' }],
      comment_type: [{ target_id: 'comment' }],
      ...(parent === undefined ? {} : { pid: [{ target_id: parent }] }),
      comment_body: [{ value: html, format: 'basic_html' }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { cid } = (await answer.json()) as { cid: [{ value: number }] };
  return cid[0].value;
}

/** The topic's number in a portal address (`/group_topics/single/{nid}`). */
export const nidOf = (path: string): number =>
  Number(new URL(path, 'http://portal').pathname.split('/').pop());

/**
 * `account` logged in to Drupal alone (core's `user/login`), without a browser, does `act` and is gone: another
 * member writing, where how they write is not what the test is about.
 */
export async function asAnotherAccount<T>(
  account: DemoAccount,
  act: (wire: APIRequestContext) => Promise<T>,
): Promise<T> {
  const wire = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await wire.post('/cms/user/login?_format=json', {
      data: { name: account.mail, pass: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    return await act(wire);
  } finally {
    await wire.dispose();
  }
}

/**
 * Changes comment `cid`'s body to `html` as the writer, through core's comment resource, made from the version
 * it reads first (a PATCH names the `changed` it was made from, as the portal's edits do).
 */
export async function editCommentThroughCore(writer: Writer, cid: number, html: string): Promise<void> {
  const path = `/cms/comment/${cid}?_format=json`;
  const read = await wireOf(writer).get(path);
  expect(read.status(), await read.text()).toBe(200);
  const { changed } = (await read.json()) as { changed: [{ value: string }] };
  // The stored version's value alone, as the portal sends it (entity-versions.ts).
  const answer = await wireOf(writer).patch(path, {
    headers: { 'X-CSRF-Token': await csrfToken(writer), 'Content-Type': 'application/json' },
    data: {
      comment_type: [{ target_id: 'comment' }],
      changed: [{ value: changed[0].value }],
      comment_body: [{ value: html, format: 'basic_html' }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
