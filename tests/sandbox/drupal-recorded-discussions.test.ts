import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCUSSIONS_REFUSAL } from '../../sandbox/drupal/discussion-access';
import {
  DISCUSSIONS_AND_FLOOD_STEPS,
  expectAsRecorded,
  messageOf,
  type RecordedStep,
} from '../support/recorded-drupal-answers';
import { logInAs, startTestSandbox, type LoggedIn, type TestSandbox } from './sandbox-harness';

/**
 * The second recording's editing, reply and history steps (tests/sandbox/recorded/README.md), in their order,
 * sent to the stock-Drupal sandbox as the member or as an anonymous visitor, and the status, the message and
 * the headers a client or proxy acts on compared with Drupal's. The recording's `article` is the site's
 * `group_topic`; its nodes, comments and accounts are the demo's that stand in for them (below).
 */
const DISCUSSION_STEPS = DISCUSSIONS_AND_FLOOD_STEPS.filter((step) => !step.what.startsWith('flood'));

/**
 * The recording's node A (the member's, with the member's comment 1 and the other's comment 3), node B (the
 * other's, with the other's comment 2) and node C (the member's, deleted): the member's sessions topic with
 * its first reply by the member and its opening comment by Emma Schneider, her stills topic with her reply,
 * and the member's call for contributions.
 */
const NODES: Record<string, number> = { 1: 906, 2: 905, 3: 901 };
const SEEDED_COMMENTS: Record<string, number> = { 1: 10, 2: 6, 3: 9 };
/** The recording's member (uid 2) and other (uid 3): the demo member and Emma Schneider. */
const UIDS: Record<string, number> = { 2: 7, 3: 4 };

const NEVER_SENT: Readonly<Record<string, string>> = {
  'POST create own node C (to delete instead of A, A is needed later)':
    'the portal posts topics through the module’s post-topic (node C stands in already)',
  'login member': 'the member logs in before the first step, as the first recording holds the login',
  'get CSRF token (member)': 'the member’s token comes with the login',
};

/** Where the association's site is configured otherwise than the recording site (as in the first replay). */
const SITE_DIFFERENCES: Readonly<Record<string, { status: number; message: string }>> = {
  'GET user 3 (other) as member': {
    status: 403,
    message: "The 'access user profiles' permission is required.",
  },
  // A topic is for the discussions' readers only; the recording's article was for everyone.
  'GET node A as anonymous': { status: 403, message: DISCUSSIONS_REFUSAL },
};

/** The recording's words for its `article`, said of the site's `group_topic`. */
function asGroupTopic(step: RecordedStep): { status: number; message: string } | undefined {
  const message = messageOf(step.body);
  return message?.includes(' article ')
    ? { status: step.status, message: message.replace(' article ', ' group_topic ') }
    : undefined;
}

describe('the stock-Drupal sandbox edits, replies and keeps the history as Drupal 10.3.7 did, step by step', () => {
  let sandbox: TestSandbox;
  let member: LoggedIn;
  /** The comments the replay created, by the cid the recording gave them. */
  const created: Record<string, number> = {};

  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'core' });
    member = await logInAs(sandbox.app, 'member');
  });
  afterAll(() => sandbox.dispose());

  const commentId = (id: string) => created[id] ?? SEEDED_COMMENTS[id] ?? Number(id);
  const sitePath = (path: string) =>
    path
      .replace(/^(node|history)\/(\d+)/, (_all, kind: string, id: string) => `${kind}/${NODES[id] ?? id}`)
      .replace(/^comment\/(\d+)/, (_all, id: string) => `comment/${commentId(id)}`)
      .replace(/^user\/(\d+)/, (_all, uid: string) => `user/${UIDS[uid] ?? uid}`);

  /** A recorded body with the recording's ids swapped for the stand-ins'. */
  function siteBody(body: unknown): string | undefined {
    if (body === null) return undefined;
    if (typeof body === 'string')
      return body.replace(/node_ids\[\]=(\d+)/g, (_all, id: string) => `node_ids%5B%5D=${NODES[id] ?? id}`);
    const swap: Record<string, (id: string) => number> = {
      entity_id: (id) => NODES[id] ?? Number(id),
      pid: commentId,
      uid: (id) => UIDS[id] ?? Number(id),
    };
    const fields = Object.entries(body as Record<string, { target_id?: unknown }[]>).map(([name, items]) => {
      const target = items[0]?.target_id;
      if (name === 'node_ids') return [name, (items as unknown as number[]).map((id) => NODES[id] ?? id)];
      return swap[name] && target !== undefined
        ? [name, [{ target_id: swap[name](String(target)) }]]
        : [name, items];
    });
    return JSON.stringify(Object.fromEntries(fields));
  }

  function send(step: RecordedStep): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    const recorded = step.request_headers ?? {};
    if (recorded['Content-Type']) headers['content-type'] = recorded['Content-Type'];
    if (recorded['X-CSRF-Token'])
      headers['x-csrf-token'] = step.what.includes('WRONG') ? 'wrong-token' : member.csrfToken;
    const payload = siteBody(step.request_body);
    return sandbox.app.inject({
      method: step.method,
      url: `/cms/${sitePath(step.path)}`,
      cookies: step.as === 'member' ? member.cookies : {},
      headers,
      ...(payload !== undefined && { payload }),
    });
  }

  it('finds the recording’s 49 editing, reply and history steps', () => {
    expect(DISCUSSION_STEPS).toHaveLength(49);
  });

  for (const step of DISCUSSION_STEPS) {
    const reason = NEVER_SENT[step.what];
    it.skipIf(reason !== undefined)(
      `${step.step}. ${step.what}${reason ? ` (never sent: ${reason})` : ''}`,
      async () => {
        const answer = await send(step);
        if (step.method === 'POST' && step.path.startsWith('comment') && step.status === 201)
          created[String(JSON.parse(step.body).cid[0].value)] = answer.json<{
            cid: [{ value: number }];
          }>().cid[0].value;
        expectAsRecorded(answer, step, SITE_DIFFERENCES[step.what] ?? asGroupTopic(step));
      },
    );
  }
});
