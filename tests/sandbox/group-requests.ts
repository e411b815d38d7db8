import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import Database from 'better-sqlite3';
import type { DrupalMode } from '../../sandbox/drupal/drupal-mode';
import { addMember } from '../../sandbox/drupal/tables/groups';
import { logInAs, startTestSandbox, type LoggedIn, type TestSandbox } from './sandbox-harness';

/** Requests of the working-group routes, made as the adapter makes them unless a test says otherwise. */

export interface UploadFile {
  name: string;
  bytes: Buffer | string;
}

export interface TopicForm {
  group_id: string;
  title: string;
  message?: string;
  group?: string;
  files?: UploadFile[];
}

/**
 * Makes `who` a member of group `groupId` straight in the database (as an administrator could), whatever
 * the join route would say.
 */
export function inGroup(dbFile: string, groupId: string | number, who: LoggedIn): void {
  const db = new Database(dbFile);
  try {
    addMember(db, Number(groupId), Number(who.uid));
  } finally {
    db.close();
  }
}

/** A fresh sandbox for a describe block, and the member (uid 7) logged in to it; read both inside tests. */
export function sandboxWithMember(drupal: DrupalMode): { sandbox: TestSandbox; member: LoggedIn } {
  const world = {} as { sandbox: TestSandbox; member: LoggedIn };
  beforeAll(async () => {
    world.sandbox = await startTestSandbox({ drupal });
    world.member = await logInAs(world.sandbox.app, 'member');
  });
  afterAll(() => world.sandbox.dispose());
  return world;
}

/** sandboxWithMember's, with the administrator (uid 2) logged in too, as `admin`. */
export function sandboxWithMemberAndAdministrator(drupal: DrupalMode) {
  const world = sandboxWithMember(drupal) as ReturnType<typeof sandboxWithMember> & { admin: LoggedIn };
  beforeAll(async () => {
    world.admin = await logInAs(world.sandbox.app, 'admin');
  });
  return world;
}

/** A multipart body as a browser's FormData encodes it, with its boundary in the content type. */
export async function multipart(form: TopicForm): Promise<{ body: Buffer; contentType: string }> {
  const data = new FormData();
  data.append('group_id', form.group_id);
  data.append('title', form.title);
  data.append('message', form.message ?? '<p>Hello</p>');
  data.append('group', form.group ?? 'Film History');
  for (const file of form.files ?? [])
    data.append(
      'field_files[]',
      new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)]),
      file.name,
    );
  const request = new Request('http://sandbox.test/', { method: 'POST', body: data });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** `csrf: false` leaves the header out; a string sends that token instead of the session's. */
export type CsrfChoice = boolean | string;

const csrfHeader = (who: LoggedIn | undefined, csrf: CsrfChoice): Record<string, string> => {
  if (!who || csrf === false) return {};
  return { 'x-csrf-token': csrf === true ? who.csrfToken : csrf };
};

export async function postTopic(
  app: FastifyInstance,
  who: LoggedIn | undefined,
  form: TopicForm,
  csrf: CsrfChoice = true,
) {
  const { body, contentType } = await multipart(form);
  return app.inject({
    method: 'POST',
    url: '/cms/necs-workgroup/post-topic',
    cookies: who?.cookies,
    headers: { 'content-type': contentType, ...csrfHeader(who, csrf) },
    payload: body,
  });
}

export function changeMembership(
  app: FastifyInstance,
  who: LoggedIn | undefined,
  action: 'join' | 'leave',
  id: string | number,
  csrf: CsrfChoice = true,
) {
  return app.inject({
    url: `/cms/necs-workgroup/${action}/${id}`,
    cookies: who?.cookies,
    headers: csrfHeader(who, csrf),
  });
}

/** The comment body of docs/wire-drupal.md ("Comments"). */
export const commentBody = (nid: number, html: string) => ({
  entity_type: [{ value: 'node' }],
  entity_id: [{ target_id: nid }],
  field_name: [{ value: 'comment' }],
  comment_type: [{ target_id: 'comment' }],
  subject: [{ value: 'A comment' }],
  comment_body: [{ value: html, format: 'basic_html' }],
});

export function postComment(
  app: FastifyInstance,
  who: LoggedIn | undefined,
  body: unknown,
  csrf: CsrfChoice = true,
  query = '?_format=json',
) {
  return app.inject({
    method: 'POST',
    url: `/cms/comment${query}`,
    cookies: who?.cookies,
    headers: { 'content-type': 'application/json', ...csrfHeader(who, csrf) },
    payload: JSON.stringify(body),
  });
}

/** The members of a group, from its single view. */
export async function membersOf(
  app: FastifyInstance,
  id: number,
): Promise<{ uid: string; group_roles: string[] }[]> {
  const rows = (await app.inject(`/cms/rest/views/group/single/${id}?_format=json`)).json<
    { users: { uid: string; group_roles: string[] }[] }[]
  >();
  return rows[0]?.users ?? [];
}

export interface TopicRow {
  nid: string;
  title: string;
  body: string;
  group_id: string;
  field_files: { name: string; size: string; url: string }[];
  comments: { cid: string; name: string; created: string; comment_body: string }[];
}

/** A topic as its single view answers a reader of the discussions (a member of the association). */
export async function topicRow(
  app: FastifyInstance,
  reader: LoggedIn,
  nid: number | string,
): Promise<TopicRow | undefined> {
  const url = `/cms/rest/views/group_topics/single/${nid}?_format=json`;
  return (await app.inject({ url, cookies: reader.cookies })).json<TopicRow[]>()[0];
}
