import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccount, type DemoAccountKey } from '../../sandbox/demo-data/accounts';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { comparedAnswer, comparedRecording, type RecordedRequest } from './replay/answer-comparison';
import { answerFacts } from './replay/answer-facts';
import { BodyFacts, named } from './replay/body-facts';
import { HttpVisitor, type HttpAnswer, type HttpRequest } from './replay/http-visitor';
import { recordedEntries } from './replay/recorded-entries';
import { notReplayed } from './replay/steps-not-replayed';
import { multipart } from './group-requests';

/**
 * The fourth recording (tests/sandbox/recorded/README.md), entry by entry in its order, sent over HTTP to a
 * stock-Drupal sandbox listening on a port of its own, as the member, the other member (the organizer), the
 * administrator, an anonymous visitor or the flood's and logout's own sessions; each answer compared whole
 * with Drupal's (replay/answer-comparison.ts) and its body's facts with the recording's `facts`, or with the
 * facts read from the recorded body where it has none (replay/body-facts.ts). Steps held otherwise are in
 * the one list, replay/steps-not-replayed.ts.
 */
const ENTRIES = recordedEntries('fourth');
const MODE = 'core';

/** The recording's accounts, by its uid and its `as`: the demo accounts standing in for them. */
const ACCOUNTS: Record<string, DemoAccountKey> = {
  admin: 'admin',
  member: 'member',
  other: 'organizer',
  editor: 'editor',
};
const RECORDED_UIDS: Record<number, string> = { 1: 'admin', 2: 'member', 3: 'other', 4: 'editor' };
/** Node A is the member's topic 901, node B the organizer's 902 (group 1); node C is posted by the replay. */
const SEEDED_NODES: Record<number, { nid: number; title: string }> = {
  1: { nid: 901, title: 'Topic A' },
  2: { nid: 902, title: 'Topic B' },
};
const NODE_LABELS: Record<number, string> = { 1: 'A', 2: 'B', 3: 'C' };
/** The 55 comments of node C, not recorded one by one: N1 was cid 20, N55 cid 74. */
const PAGED_COMMENTS = 55;
/** The recording site's address, which its bodies name where a picture is the site's own. */
const RECORDING_ORIGIN = 'http://127.0.0.1:41090';
/** The replay's clock: each step a second after the one before, from the recording's day. */
const STEPS_START = Date.UTC(2026, 10, 28, 10);
const FIRST_PAGED_CID = 20;

/** The recording's label of each comment it created (its `facts`), by its cid. */
const recordedCommentLabels = new Map<number, string>();
for (const entry of ENTRIES) {
  const label = entry.method && entry.facts?.comment;
  const cid =
    entry.method &&
    entry.body?.startsWith('{"cid"') &&
    (JSON.parse(entry.body) as { cid: [{ value: number }] }).cid[0].value;
  if (typeof label === 'string' && typeof cid === 'number') recordedCommentLabels.set(cid, label);
}
for (let n = 1; n <= PAGED_COMMENTS; n += 1) recordedCommentLabels.set(FIRST_PAGED_CID + n - 1, `N${n}`);

describe('the stock-Drupal sandbox answers the fourth recording as Drupal 10.3.7 did, over HTTP', () => {
  let sandbox: RunningSandbox;
  const visitors = new Map<string, HttpVisitor>();
  /** The sandbox's ids by the recording's. */
  const nodes = new Map<number, number>(
    Object.entries(SEEDED_NODES).map(([id, { nid }]) => [Number(id), nid]),
  );
  const comments = new Map<number, number>();
  /** The sandbox's seconds of a date field by the recording's, per entity and field (`comment/5 changed`). */
  const times = new Map<string, Map<number, number>>();
  const sandboxUids = Object.fromEntries(
    Object.entries(RECORDED_UIDS).map(([uid, as]) => [demoAccount(ACCOUNTS[as]!).uid, Number(uid)]),
  );
  const recordedNid = (nid: number) => [...nodes].find(([, site]) => site === nid)?.[0];
  const recordedCid = (cid: number) => [...comments].find(([, site]) => site === cid)?.[0];
  const recordedFacts = new BodyFacts({
    node: (id) => NODE_LABELS[id] ?? String(id),
    comment: (id) => recordedCommentLabels.get(id) ?? 'unlabelled',
    user: (id) => RECORDED_UIDS[id] ?? String(id),
    title: (_id, title) => title,
  });
  const sandboxFacts = new BodyFacts({
    node: (id) => NODE_LABELS[recordedNid(id) ?? -1] ?? String(id),
    comment: (id) => recordedCommentLabels.get(recordedCid(id) ?? -1) ?? 'unlabelled',
    user: (id) => RECORDED_UIDS[sandboxUids[id] ?? -1] ?? String(id),
    title: (id, title) => {
      const seeded = Object.entries(SEEDED_NODES).find(([, { nid }]) => nid === id);
      return seeded && title === seededTitles.get(id) ? seeded[1].title : title;
    },
  });
  const seededTitles = new Map<number, string>();
  /** What the facts that compare with an earlier answer compare with. */
  const remembered = { readAnswer: '', firstAnonymousToken: '', tokens: new Map<string, string>() };

  function visitor(as: string): HttpVisitor {
    if (as === 'anonymous') return new HttpVisitor(sandbox.url);
    let found = visitors.get(as);
    if (!found) visitors.set(as, (found = new HttpVisitor(sandbox.url)));
    return found;
  }

  async function logIn(as: string, key: DemoAccountKey) {
    const { mail, password } = demoAccount(key);
    const answer = await visitor(as).logIn(mail, password);
    if (answer.status !== 200) throw new Error(`${as} could not log in: ${answer.text}`);
  }

  beforeAll(async () => {
    // The recording's site had its comments written before the steps: the latest of node A the member's.
    vi.useFakeTimers({ toFake: ['Date'], now: STEPS_START - 3_600_000 });
    sandbox = await startSandbox({ drupal: MODE, reverseProxyAddresses: ['127.0.0.1'] });
    for (const as of ['admin', 'member', 'other']) await logIn(as, ACCOUNTS[as]!);
    for (const nid of [901, 902]) {
      const answer = await visitor('admin').send({ method: 'GET', path: `/cms/node/${nid}?_format=json` });
      seededTitles.set(nid, (JSON.parse(answer.text) as { title: [{ value: string }] }).title[0].value);
    }
    await postComment(visitor('other'), 902, '<p>written before the steps</p>');
    await postComment(visitor('member'), 901, '<p>written before the steps</p>');
    // Both topics were promoted on the recording's site, as Drupal's articles are by default.
    for (const nid of [901, 902])
      await visitor('admin').send({
        method: 'PATCH',
        path: `/cms/node/${nid}?_format=json`,
        headers: { 'content-type': 'application/json', 'x-csrf-token': visitor('admin').csrfToken },
        body: JSON.stringify({ type: [{ target_id: 'group_topic' }], promote: [{ value: true }] }),
      });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await sandbox.close();
  });

  function postComment(who: HttpVisitor, nid: number, html: string, subject = true): Promise<HttpAnswer> {
    return who.send({
      method: 'POST',
      path: '/cms/comment?_format=json',
      headers: { 'content-type': 'application/json', 'x-csrf-token': who.csrfToken },
      body: JSON.stringify({
        entity_type: [{ value: 'node' }],
        entity_id: [{ target_id: nid }],
        field_name: [{ value: 'comment' }],
        comment_type: [{ target_id: 'comment' }],
        ...(subject && { subject: [{ value: html.replace(/<[^>]+>/g, '') }] }),
        comment_body: [{ value: html, format: 'basic_html' }],
      }),
    });
  }

  /** A note's set-up: the member's other sessions, the 55 comments of node C; a cron run has nothing to do. */
  async function playNote(what: string) {
    const session = /logs in another session, (member\d)/.exec(what)?.[1];
    if (session) await logIn(session, 'member');
    if (what.startsWith(`${PAGED_COMMENTS} comments posted on node C`))
      for (let n = 1; n <= PAGED_COMMENTS; n += 1) {
        const answer = await postComment(
          visitor('member'),
          nodes.get(3)!,
          `<p>paging comment ${n}</p>`,
          false,
        );
        comments.set(
          FIRST_PAGED_CID + n - 1,
          (JSON.parse(answer.text) as { cid: [{ value: number }] }).cid[0].value,
        );
      }
  }

  const siteNode = (id: string) => nodes.get(Number(id)) ?? id;
  const siteComment = (id: string) => comments.get(Number(id)) ?? id;

  function sitePath(step: RecordedRequest, who: HttpVisitor): string {
    const token = step.what.includes('CSRF token in ?token=') ? who.csrfToken : who.logoutToken;
    return `/cms/${step.path}`
      .replace(/\/(node|history)\/(\d+)/, (_all, kind: string, id: string) => `/${kind}/${siteNode(id)}`)
      .replace(/\/comment\/(\d+)/, (_all, id: string) => `/comment/${siteComment(id)}`)
      .replace(
        /\/user\/(\d+)/,
        (_all, uid: string) => `/user/${demoAccount(ACCOUNTS[RECORDED_UIDS[Number(uid)] ?? '']!).uid}`,
      )
      .replace('token=<token>', `token=${token}`);
  }

  /** A recorded date value (seconds, a number, RFC 3339 or ISO 8601) as the sandbox's, in the same form. */
  function siteTime(entity: string, field: string, value: unknown): unknown {
    const recorded =
      typeof value === 'number'
        ? value
        : /^\d+$/.test(String(value))
          ? Number(value)
          : Date.parse(String(value)) / 1000;
    if (Number.isNaN(recorded)) return value;
    const known = times.get(`${entity} ${field}`) ?? new Map<number, number>();
    // A value the sandbox never gave (a day older) keeps its distance from the nearest one it did.
    const [nearest, site] = [...known].sort(
      (a, b) => Math.abs(a[0] - recorded) - Math.abs(b[0] - recorded),
    )[0] ?? [recorded, recorded];
    const seconds = site + recorded - nearest;
    if (typeof value === 'number') return seconds;
    if (/^\d+$/.test(String(value))) return String(seconds);
    const iso = new Date(seconds * 1000).toISOString().replace(/\.000Z$/, '+00:00');
    return String(value).endsWith('+0000') ? iso.replace(/\+00:00$/, '+0000') : iso;
  }

  function siteBody(step: RecordedRequest): string | undefined {
    const body = step.request_body;
    if (body === null || body === undefined) return undefined;
    if (typeof body === 'string')
      return body
        .replace(/node_ids\[\]=(\d+)/g, (_all, id: string) => `node_ids%5B%5D=${siteNode(id)}`)
        .replace(/^name=other%40/, 'name=organizer%40');
    const entity = step.path.split('?')[0]!;
    const swap: Record<string, (id: number) => unknown> = {
      entity_id: (id) => nodes.get(id) ?? id,
      pid: (id) => comments.get(id) ?? id,
      uid: (id) => demoAccount(ACCOUNTS[RECORDED_UIDS[id] ?? '']!).uid,
    };
    const fields = Object.entries(body as Record<string, unknown>).map(([name, items]) => {
      if (name === 'name' && typeof items === 'string') {
        const account = Object.entries(ACCOUNTS).find(([as]) => items.toLowerCase() === `${as}@example.org`);
        return [
          name,
          account
            ? items.replace(/^[^@]+/, (local) =>
                local === local.toUpperCase() ? account[1].toUpperCase() : account[1],
              )
            : items,
        ];
      }
      if (name === 'pass' && typeof items === 'string')
        return [name, items === 'other-pass' ? demoAccount('organizer').password : items];
      if (!Array.isArray(items)) return [name, items];
      if (name === 'comment_body' || name === 'body')
        return [
          name,
          items.map((item: { value: string }) => ({
            ...item,
            value: item.value.replaceAll(RECORDING_ORIGIN, `${sandbox.url}/cms`),
          })),
        ];
      const first = items[0] as { target_id?: number; value?: unknown } | undefined;
      if (swap[name] && first?.target_id !== undefined)
        return [name, [{ ...first, target_id: swap[name](first.target_id) }]];
      if ((name === 'changed' || name === 'created') && first?.value !== undefined)
        return [name, [{ ...first, value: siteTime(entity, name, first.value) }]];
      return [name, items];
    });
    return JSON.stringify(Object.fromEntries(fields));
  }

  async function send(step: RecordedRequest, who: HttpVisitor): Promise<HttpAnswer> {
    if (step.method === 'POST' && step.path.startsWith('node?')) {
      // The portal posts topics through the module's post-topic, in the member's group 1.
      const title = (step.request_body as { title: [{ value: string }] }).title[0].value;
      const { body, contentType } = await multipart({ group_id: '1', title });
      return who.send({
        method: 'POST',
        path: '/cms/necs-workgroup/post-topic',
        headers: { 'content-type': contentType, 'x-csrf-token': who.csrfToken },
        body: new Uint8Array(body),
      });
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(step.request_headers ?? {}))
      headers[name.toLowerCase()] =
        value === '<token>'
          ? step.what.includes('session/token value')
            ? (remembered.tokens.get(step.as ?? '') ?? '')
            : who.csrfToken
          : value;
    const body = siteBody(step);
    return who.send({
      method: step.method,
      path: sitePath(step, who),
      headers,
      ...(body !== undefined && { body }),
    } satisfies HttpRequest);
  }

  /** Learns the ids and times the sandbox gave where Drupal gave the recorded ones. */
  function learn(step: RecordedRequest, answer: HttpAnswer) {
    if (step.method === 'POST' && step.path.startsWith('node?') && answer.status === 201 && step.body)
      nodes.set(
        (JSON.parse(step.body) as { nid: [{ value: number }] }).nid[0].value,
        (JSON.parse(answer.text) as { nid: number }).nid,
      );
    let recorded: Record<string, [{ value: unknown }] | undefined>;
    let site: typeof recorded;
    try {
      recorded = JSON.parse(step.body ?? '') as typeof recorded;
      site = JSON.parse(answer.text) as typeof recorded;
    } catch {
      return;
    }
    if (typeof recorded !== 'object' || recorded === null || typeof site !== 'object' || site === null)
      return;
    const [kind, ids] = recorded.cid
      ? (['comment', comments] as const)
      : recorded.nid
        ? (['node', nodes] as const)
        : [];
    if (!kind) return;
    const recordedId = Number(recorded[kind === 'comment' ? 'cid' : 'nid']?.[0]?.value);
    const siteId = Number(site[kind === 'comment' ? 'cid' : 'nid']?.[0]?.value);
    if (Number.isNaN(siteId)) return;
    ids.set(recordedId, siteId);
    for (const field of ['changed', 'created']) {
      const key = `${kind}/${recordedId} ${field}`;
      const known = times.get(key) ?? new Map<number, number>();
      const secondsOf = (value: unknown) => Date.parse(String(value)) / 1000;
      known.set(secondsOf(recorded[field]?.[0]?.value), secondsOf(site[field]?.[0]?.value));
      times.set(key, known);
    }
  }

  /** The facts compared: the recording's `facts`, or those read from its body. */
  function factsOf(step: RecordedRequest, answer: HttpAnswer, type: string | null) {
    const fromRecording =
      recordedFacts.of(step.body) ?? answerFacts(comparedRecording(step, true).type, step.body ?? '', String);
    const nodeLabel = (id: string) => NODE_LABELS[recordedNid(Number(id)) ?? -1] ?? id;
    const read = sandboxFacts.of(answer.text) ?? answerFacts(type, answer.text, nodeLabel);
    const who = step.as ?? '';
    const extra = {
      equals_read_answer: read && answer.text.includes(remembered.readAnswer),
      same_as_first: answer.text === remembered.firstAnonymousToken,
      equals_login_csrf_token: answer.text === visitor(who).csrfToken,
      equals_old_csrf_token: answer.text === visitor(who).csrfToken,
    };
    if (step.path.startsWith('history/1/read') && /^\d+$/.test(answer.text))
      remembered.readAnswer = answer.text;
    if (step.path.startsWith('session/token')) {
      if (who === 'anonymous') remembered.firstAnonymousToken ||= answer.text;
      remembered.tokens.set(who, answer.text);
    }
    const expected = step.facts ?? fromRecording;
    return { expected, read, actual: expected ? named({ ...read, ...extra }, expected) : read };
  }

  /** The recording's words with the sandbox's ids, and its `article` as the site's `group_topic`. */
  const siteMessage = (message: string | null) =>
    message
      ?.replace(
        /\((comment|node): (\d+)\)/,
        (_all, kind: string, id: string) => `(${kind}: ${kind === 'node' ? siteNode(id) : siteComment(id)})`,
      )
      .replace(' article ', ' group_topic ') ?? null;
  /** A seeded topic's page titled as the recording's node it stands for. */
  const siteTitle = (title: string | null) => {
    const seeded = [...seededTitles].find(([, seededTitle]) => seededTitle === title);
    return seeded
      ? (Object.values(SEEDED_NODES).find(({ nid }) => nid === seeded[0])?.title ?? title)
      : title;
  };
  const recordedNodeId = (label: unknown) =>
    Number(Object.entries(NODE_LABELS).find(([, one]) => one === label)?.[0]);
  const countOf = (text: string) =>
    (JSON.parse(text) as { comment?: [{ comment_count: number }] }).comment?.[0]?.comment_count ?? 0;

  let clock = 0;
  for (const [index, entry] of ENTRIES.entries()) {
    const number = index + 1;
    if (!entry.method) {
      it(`${number}. (note) ${entry.what}`, async () => playNote(entry.what));
      continue;
    }
    const step = entry;
    const listed = notReplayed('fourth', number, MODE);
    const name = `${number}. ${step.what} (${step.as})${listed ? ` [${listed.kind}: ${listed.reason}]` : ''}`;
    const replay = async () => {
      // Each step a second after the one before, as the recording's were sent: saves fall in seconds of their own.
      vi.setSystemTime(STEPS_START + (clock += 1000));
      const who = visitor(step.as ?? 'anonymous');
      const answer = await send(step, who);
      learn(step, answer);
      const compared = comparedAnswer(answer);
      if (step.facts?.comment_count_delta === 0 && step.facts.node) {
        sandboxFacts.rebase(nodes.get(recordedNodeId(step.facts.node))!, countOf(answer.text));
        recordedFacts.rebase(recordedNodeId(step.facts.node), countOf(step.body ?? ''));
      }
      const { expected, read, actual } = factsOf(step, answer, compared.type);
      const factsNone = listed?.instead?.facts === null;
      const recorded = comparedRecording(step, true);
      const location = (url: string | undefined) => url?.replace(/^https?:\/\/[^/]+(\/cms)?/, '');
      const recordedLocation = location(step.headers.location)?.replace(
        /\/(comment|node)\/(\d+)$/,
        (_all, kind: string, id: string) => `/${kind}/${kind === 'comment' ? siteComment(id) : siteNode(id)}`,
      );
      expect({
        ...compared,
        title: siteTitle(compared.title),
        location: location(answer.headers.location),
        facts: factsNone ? read : actual,
      }).toEqual({
        ...recorded,
        message: siteMessage(recorded.message),
        title: recorded.title,
        location: step.path.startsWith('node?') ? undefined : recordedLocation,
        ...listed?.instead,
        facts: factsNone ? null : expected && { ...expected, ...listed?.instead?.facts },
      });
    };
    if (listed?.kind === 'never sent') it.skip(name, replay);
    else if (listed?.kind === 'not yet matched') it.fails(name, replay);
    else it(name, replay);
  }
});
