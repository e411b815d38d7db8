import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccount, type DemoAccountKey } from '../../../sandbox/demo-data/accounts';
import type { DrupalMode } from '../../../sandbox/drupal/drupal-mode';
import type { SandboxOptions } from '../../../sandbox/host/app';
import { startSandbox, type RunningSandbox } from '../../support/sandbox-server';
import { multipart } from '../group-requests';
import { comparedAnswer, comparedRecording, type RecordedRequest } from './answer-comparison';
import { answerFacts } from './answer-facts';
import { BodyFacts, named } from './body-facts';
import { HttpVisitor, type HttpAnswer } from './http-visitor';
import { recordedEntries, type RecordedEntry, type RecordingName } from './recorded-entries';
import { SiteMapping } from './site-mapping';
import { namedOnPages, pageFacts } from './page-facts';
import { notReplayed } from './steps-not-replayed';

/** How one recording's site stands in the sandbox (tests/sandbox/recorded/README.md says it per recording). */
export interface ReplayPlan {
  readonly recording: RecordingName;
  /** Only the entries this replay sends (a second sandbox may take the rest); all when left out. */
  readonly takes?: (entry: RecordedEntry) => boolean;
  /** Built so: the flood's trusted proxy, `uid_only`. */
  readonly sandbox?: Pick<Partial<SandboxOptions>, 'reverseProxyAddresses' | 'drupalFloodUidOnly'>;
  /** The demo account standing in for each of the recording's `as`, and its name before the @. */
  readonly accounts: Readonly<Record<string, DemoAccountKey>>;
  /** The `as` logged in before the first step. */
  readonly loggedInFirst: readonly string[];
  /** The `as` of a step that names none (the first recording's one browser session). */
  readonly defaultAs?: string;
  /** Who sends an entry in place of its `as`, by entry number. */
  readonly sentBy?: Readonly<Record<number, string>>;
  readonly recordedUids: Readonly<Record<number, string>>;
  /** The recording's nodes as the sandbox's seeded topics, given the recording's title and body first. */
  readonly seededNodes: Readonly<Record<number, { nid: number; title: string; body: string }>>;
  /** Comments the recording's site had before its steps, written an hour back: by whom, on which node. */
  readonly writtenBefore?: readonly {
    as: string;
    node: number;
    recordedCid?: number;
    html: string;
    subject?: string;
  }[];
  /** Whether the seeded topics are promoted first, as Drupal's articles are by default. */
  readonly promoted?: boolean;
  /** A node's label in the recording's facts (the fourth's `A`); `n{nid}` when left out. */
  readonly nodeLabels?: Readonly<Record<number, string>>;
  /** A comment's label by its recorded cid, beside those the recording's facts name. */
  readonly commentLabels?: ReadonlyMap<number, string>;
  /**
   * Whether the recording's steps came a second apart at least (the fourth's did); otherwise the replay's clock
   * moves only where a recorded answer names a later time (the first three sent many steps within a second).
   */
  readonly secondPerStep?: boolean;
  /** Whether the recording kept every cookie it was sent (then none set is compared as none). */
  readonly keptCookies: boolean;
  /** The recording site's origin, where its bodies name it. */
  readonly recordingOrigin?: string;
  /** A step's path in the sandbox where it differs from Drupal's (a node's page as the topics' view). */
  readonly route?: (step: RecordedRequest, number: number, replay: ReplayContext) => string | undefined;
  /** A note's set-up (another session, comments not recorded one by one). */
  readonly note?: (what: string, replay: ReplayContext) => Promise<void>;
  /**
   * The token a step sends in its `X-CSRF-Token` and a logout's `?token=` where it is not its sender's own (one of
   * another session, of an earlier one), by entry number; the sender's own when this answers nothing.
   */
  readonly token?: (number: number, replay: ReplayContext) => string | undefined;
  /** Facts of the sandbox's answer the shared readers do not read (a token's likeness to another), by entry. */
  readonly facts?: (
    number: number,
    step: RecordedRequest,
    answer: string,
    replay: ReplayContext,
  ) => Record<string, unknown> | undefined;
}

/** What a plan's notes act with. */
export interface ReplayContext {
  readonly mapping: SiteMapping;
  visitor(as: string): HttpVisitor;
  logIn(as: string): Promise<void>;
  postComment(as: string, nid: number, html: string, subject?: string): Promise<HttpAnswer>;
  /** Posts a comment the recording did not record one by one on its node `node`, as its comment `recordedCid`. */
  postUnrecorded(as: string, node: number, html: string, recordedCid: number): Promise<void>;
  /** The sandbox's answer to an earlier entry (a login's tokens, a `session/token`), by entry number. */
  answered(number: number): string;
}

/** When the replay's first step is sent (a fake clock; the recording's site was set up an hour before). */
const STEPS_START = Date.UTC(2026, 10, 28, 10);

/** The latest time an answer names (its dates, as Drupal writes them): when, at the latest, it was made. */
const latestTimeIn = (body: string | null) =>
  Math.max(
    0,
    ...[...(body ?? '').matchAll(/"value":"(\d{4}-\d\d-\d\dT[\d:]+\+00:00)"/g)].map(
      ([, date]) => Date.parse(date!) / 1000,
    ),
  );

const readLabel = (entry: RecordedEntry) => {
  if (!entry.method || typeof entry.facts?.comment !== 'string' || !entry.body?.startsWith('{"cid"'))
    return [];
  return [
    [(JSON.parse(entry.body) as { cid: [{ value: number }] }).cid[0].value, entry.facts.comment] as const,
  ];
};

/**
 * A recording (tests/sandbox/recorded/README.md), entry by entry in its order, sent over HTTP to a sandbox
 * listening on a port of its own, as `npm start` starts it, as each step's sender; each answer compared with
 * Drupal's whole (answer-comparison.ts) and its body's facts with the recording's `facts`, or with the facts
 * read from the recorded body where it has none (body-facts.ts). A step held otherwise is in the one list,
 * steps-not-replayed.ts.
 */
export function replayRecording(plan: ReplayPlan, mode: DrupalMode) {
  const entries = recordedEntries(plan.recording);
  const labels = new Map([...(plan.commentLabels ?? []), ...entries.flatMap(readLabel)]);
  const namedOnPage = namedOnPages(entries.map((entry) => entry.method && entry.facts));
  const nodeLabel = (id: number | undefined) => {
    if (id === undefined) return 'unmapped';
    return plan.nodeLabels ? (plan.nodeLabels[id] ?? String(id)) : `n${id}`;
  };
  const commentLabel = (id: number | undefined) =>
    id === undefined ? 'unlabelled' : (labels.get(id) ?? (plan.commentLabels ? 'unlabelled' : `c${id}`));

  describe(`the ${mode === 'core' ? 'stock-Drupal' : 'site'} sandbox answers the ${plan.recording} recording${plan.sandbox?.drupalFloodUidOnly ? ' (uid_only)' : ''} as Drupal 10.3.7 did, over HTTP`, () => {
    let sandbox: RunningSandbox;
    const visitors = new Map<string, HttpVisitor>();
    const mapping = new SiteMapping(
      Object.fromEntries(Object.entries(plan.seededNodes).map(([id, { nid }]) => [id, nid])),
      plan.recordedUids,
      plan.accounts,
      plan.recordingOrigin ?? 'http://127.0.0.1:41090',
      () => sandbox.url,
    );
    const recordedFacts = new BodyFacts({
      node: nodeLabel,
      comment: commentLabel,
      user: (id) => plan.recordedUids[id] ?? String(id),
      title: (_id, title) => title,
      text: (markup) => markup,
    });
    const sandboxFacts = new BodyFacts({
      node: (id) => nodeLabel(mapping.recordedNode(id)),
      comment: (id) => commentLabel(mapping.recordedComment(id)),
      user: (id) => mapping.recordedAs(id) ?? String(id),
      title: (_id, title) => title,
      text: (markup) => mapping.recordedText(markup),
    });
    /** What the facts that compare with an earlier answer compare with. */
    const remembered = { readAnswer: '', firstAnonymousToken: '', tokens: new Map<string, string>() };
    const answers = new Map<number, string>();

    const context: ReplayContext = {
      mapping,
      visitor(as) {
        if (as === 'anonymous') return new HttpVisitor(sandbox.url);
        let found = visitors.get(as);
        if (!found) visitors.set(as, (found = new HttpVisitor(sandbox.url)));
        return found;
      },
      async logIn(as) {
        const { mail, password } = demoAccount(plan.accounts[as.replace(/\d+$/, '')]!);
        const answer = await context.visitor(as).logIn(mail, password);
        if (answer.status !== 200) throw new Error(`${as} could not log in: ${answer.text}`);
      },
      postComment(as, nid, html, subject) {
        const who = context.visitor(as);
        return who.send({
          method: 'POST',
          path: '/cms/comment?_format=json',
          headers: { 'content-type': 'application/json', 'x-csrf-token': who.csrfToken },
          body: JSON.stringify({
            entity_type: [{ value: 'node' }],
            entity_id: [{ target_id: nid }],
            field_name: [{ value: 'comment' }],
            comment_type: [{ target_id: 'comment' }],
            ...(subject !== undefined && { subject: [{ value: subject }] }),
            comment_body: [{ value: html, format: 'basic_html' }],
          }),
        });
      },
      async postUnrecorded(as, node, html, recordedCid) {
        const answer = await context.postComment(as, mapping.nodes.get(node)!, html);
        mapping.comments.set(
          recordedCid,
          (JSON.parse(answer.text) as { cid: [{ value: number }] }).cid[0].value,
        );
      },
      answered: (number) => answers.get(number) ?? '',
    };

    beforeAll(async () => {
      // The recording's site had its content written before the steps: an hour before them.
      vi.useFakeTimers({ toFake: ['Date'], now: STEPS_START - 3_600_000 });
      sandbox = await startSandbox({ drupal: mode, ...plan.sandbox });
      for (const as of plan.loggedInFirst) await context.logIn(as);
      const admin = new HttpVisitor(sandbox.url);
      await admin.logIn(demoAccount('admin').mail, demoAccount('admin').password);
      // The seeded topics titled and written as the recording's nodes, and promoted as Drupal's articles are.
      const edit = (nid: number, fields: object) =>
        admin.send({
          method: 'PATCH',
          path: `/cms/node/${nid}?_format=json`,
          headers: { 'content-type': 'application/json', 'x-csrf-token': admin.csrfToken },
          body: JSON.stringify({ type: [{ target_id: 'group_topic' }], ...fields }),
        });
      for (const { nid, title, body } of Object.values(plan.seededNodes)) {
        await edit(nid, { title: [{ value: title }], body: [{ value: body, format: 'basic_html' }] });
        if (plan.promoted) await edit(nid, { promote: [{ value: true }] });
      }
      for (const { as, node, recordedCid, html, subject } of plan.writtenBefore ?? []) {
        const answer = await context.postComment(as, mapping.nodes.get(node)!, html, subject);
        if (recordedCid !== undefined)
          mapping.comments.set(
            recordedCid,
            (JSON.parse(answer.text) as { cid: [{ value: number }] }).cid[0].value,
          );
      }
    });
    afterAll(async () => {
      vi.useRealTimers();
      await sandbox.close();
    });

    async function send(step: RecordedRequest, number: number, who: HttpVisitor): Promise<HttpAnswer> {
      const given = plan.token?.(number, context);
      if (step.method === 'POST' && step.path.startsWith('node?')) {
        // The portal posts topics through the module's post-topic, in the member's group 1.
        const sent = JSON.parse(mapping.body(step.request_body, 'node')!) as {
          title: [{ value: string }];
          body?: [{ value: string }];
        };
        const { body, contentType } = await multipart({
          group_id: '1',
          title: sent.title[0].value,
          ...(sent.body && { message: sent.body[0].value }),
        });
        return who.send({
          method: 'POST',
          path: '/cms/necs-workgroup/post-topic',
          headers: { 'content-type': contentType, 'x-csrf-token': given ?? who.csrfToken },
          body: new Uint8Array(body),
        });
      }
      const recordedHeaders = step.request_headers ??
        // The first recording sent JSON bodies as JSON, and its session's token with "token, body".
        {
          ...(typeof step.request_body === 'object' &&
            step.request_body !== null && { 'Content-Type': 'application/json' }),
          ...(step.what.includes('token, body') && { 'X-CSRF-Token': '<token>' }),
        };
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(recordedHeaders))
        headers[name.toLowerCase()] = value !== '<token>' ? value : (given ?? token(step, who));
      const body = mapping.body(step.request_body, step.path.split('?')[0]!);
      const path = (plan.route?.(step, number, context) ?? mapping.path(step.path)).replace(
        /token=(<token>|[\w-]{20,})/,
        `token=${given ?? (step.what.includes('CSRF token in ?token=') ? who.csrfToken : who.logoutToken)}`,
      );
      const answer = await who.send({
        method: step.method,
        path,
        headers,
        ...(body !== undefined && { body }),
      });
      if (step.path.startsWith('user/login') && answer.status === 200) who.keepTokens(answer.text);
      return answer;
    }

    /** The X-CSRF-Token a step sends: the session's, a wrong one, or the one session/token answered. */
    function token(step: RecordedRequest, who: HttpVisitor): string {
      if (/wrong (x-csrf-)?token/i.test(step.what)) return 'wrong-token';
      if (step.what.includes('session/token value')) return remembered.tokens.get(step.as ?? '') ?? '';
      return who.csrfToken;
    }

    /** The facts compared: the recording's `facts`, or those read from its body. */
    function factsOf(step: RecordedRequest, number: number, answer: HttpAnswer, type: string | null) {
      const fromRecording =
        recordedFacts.of(step.body) ??
        answerFacts(comparedRecording(step, true).type, step.body ?? '', (id) => nodeLabel(Number(id)));
      const read =
        sandboxFacts.of(answer.text) ??
        // A page's comments where the recording read them (its HTML is Drupal's theme, not read here).
        (step.facts && 'comments_shown' in step.facts
          ? pageFacts(answer.text, (cid) => commentLabel(mapping.recordedComment(cid)), namedOnPage)
          : null) ??
        answerFacts(type, answer.text, (id) =>
          /^\d+$/.test(id) ? nodeLabel(mapping.recordedNode(Number(id)) ?? Number(id)) : id,
        );
      const who = context.visitor(step.as ?? '');
      const extra = {
        equals_read_answer: answer.text.includes(remembered.readAnswer),
        same_as_first: answer.text === remembered.firstAnonymousToken,
        equals_login_csrf_token: answer.text === who.csrfToken,
        equals_old_csrf_token: answer.text === who.csrfToken,
      };
      if (/^history\/\d+\/read/.test(step.path) && /^\d+$/.test(answer.text))
        remembered.readAnswer = answer.text;
      if (step.path.startsWith('session/token')) {
        if (step.as === 'anonymous') remembered.firstAnonymousToken ||= answer.text;
        remembered.tokens.set(step.as ?? '', answer.text);
      }
      const expected = step.facts ?? fromRecording;
      const planned = plan.facts?.(number, step, answer.text, context);
      return { expected, read: read || planned ? { ...read, ...extra, ...planned } : null };
    }

    const countOf = (text: string | null) =>
      (JSON.parse(text ?? '{}') as { comment?: [{ comment_count: number }] }).comment?.[0]?.comment_count ??
      0;

    /** The recording's clock: the first and the latest time its answers named so far. */
    const recordedClock = { first: 0, latest: 0 };
    for (const [index, entry] of entries.entries()) {
      const number = index + 1;
      if (plan.takes && !plan.takes(entry)) continue;
      if (!entry.method) {
        it(`${number}. (note) ${entry.what}`, () => plan.note?.(entry.what, context));
        continue;
      }
      const step = entry;
      const listed = notReplayed(plan.recording, number, mode);
      const name = `${number}. ${step.what} (${step.as ?? plan.defaultAs})${listed ? ` [${listed.kind}: ${listed.reason}]` : ''}`;
      const replay = async () => {
        // The sandbox's clock goes as the recording's went: saves Drupal made within one second fall within one
        // second here too, and those seconds apart fall seconds apart (the recording's answers name their times,
        // and the fourth's steps came a second apart).
        const madeAt = latestTimeIn(step.body);
        recordedClock.first ||= madeAt;
        recordedClock.latest = Math.max(
          recordedClock.latest,
          madeAt,
          recordedClock.latest + (plan.secondPerStep ? 1 : 0),
        );
        vi.setSystemTime(STEPS_START + (recordedClock.latest - recordedClock.first) * 1000);
        const who = context.visitor(plan.sentBy?.[number] ?? step.as ?? plan.defaultAs ?? 'anonymous');
        const given = {
          comment: Math.max(0, ...mapping.comments.values()),
          node: Math.max(0, ...mapping.nodes.values()),
        };
        const answer = await send(step, number, who);
        answers.set(number, answer.text);
        mapping.learn(step.body, answer.text);
        // Drupal's serial ids: a new comment or node takes an id above every one given before, never a removed one's.
        if (step.status === 201 && answer.status === 201) {
          const kind = step.path.startsWith('node') ? 'node' : 'comment';
          const ids = kind === 'node' ? mapping.nodes : mapping.comments;
          const recordedId = Number(/\/(\d+)$/.exec(step.headers.location ?? '')?.[1]);
          expect(ids.get(recordedId), `the new ${kind}'s id`).toBeGreaterThan(given[kind]);
        }
        const compared = comparedAnswer(answer);
        // Where the recording reads a delta of 0 it counts a node's comments from there on.
        const node = step.facts?.node;
        if (step.facts?.comment_count_delta === 0 && typeof node === 'string') {
          const recordedNid = Number(
            Object.entries(plan.nodeLabels ?? {}).find(([, one]) => one === node)?.[0],
          );
          recordedFacts.rebase(recordedNid, countOf(step.body));
          sandboxFacts.rebase(mapping.nodes.get(recordedNid)!, countOf(answer.text));
        }
        const facts = factsOf(step, number, answer, compared.type);
        // The list's `facts: null`: no facts compared; facts it names are compared where the recording read none.
        const noFacts = listed?.instead?.facts === null;
        const expected =
          noFacts || !(facts.expected || listed?.instead?.facts)
            ? null
            : { ...facts.expected, ...listed?.instead?.facts };
        const recorded = comparedRecording(step, plan.keptCookies);
        expect({
          ...compared,
          cookies: plan.keptCookies ? compared.cookies : null,
          location: mapping.location(answer.headers.location, false),
          facts: noFacts ? null : expected ? named(facts.read, expected) : facts.read,
        }).toEqual({
          ...recorded,
          message: mapping.message(recorded.message),
          location: step.path.startsWith('node?') ? undefined : mapping.location(step.headers.location, true),
          ...listed?.instead,
          facts: expected,
        });
      };
      if (listed?.kind === 'never sent') it.skip(name, replay);
      // A difference the list pins (`instead`) is compared as the sandbox answers now; one it cannot pin fails.
      else if (listed?.kind === 'not yet matched' && !listed.instead) it.fails(name, replay);
      else it(name, replay);
    }
  });
}
