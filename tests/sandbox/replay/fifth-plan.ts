import type { RecordedRequest } from './answer-comparison';
import type { ReplayContext, ReplayPlan } from './recording-replay';

/**
 * The fifth: whose token, stale tokens, comment edits, paging, filters, flood. Its site is the fourth's with the
 * accounts the flood steps name; node A and B as there, node D and E posted by the replay. Sessions `wA` and
 * `wB` are the member in two browsers, `wO` the other member, `wC` one browser that logs in, out and in again.
 */

/** D1 to D51, node D's comments not recorded one by one, were cids 11 to 61; Dr, the late reply, 62. */
const D_COMMENTS = 51;
const FIRST_D_CID = 11;

/** The two comments of each round posted in one second on node E, under ids of their own (never recorded). */
const roundLabel = (round: number, which: number) => -(round * 10 + which);

const loginAnswer = (text: string) => {
  try {
    return JSON.parse(text) as { current_user?: { uid: string }; csrf_token: string; logout_token: string };
  } catch {
    return undefined;
  }
};

interface SentToken {
  readonly login?: number;
  readonly answer?: number;
  readonly logout?: number;
  readonly made?: true;
}
const each = (entries: readonly number[], token: SentToken) =>
  Object.fromEntries(entries.map((n) => [n, token]));

/** The token each step sends that is not its sender's own, by entry: a login's (its number) or a session/token's. */
const SENT_TOKENS: Readonly<Record<number, SentToken>> = {
  // Session A's, with session B's cookie or the other account's.
  ...each([9, 11, 12, 13, 14, 15, 16], { login: 1 }),
  10: { answer: 4 },
  17: { made: true },
  19: { answer: 7 },
  // Jar C's: before its login, of its first session after a logout and a new login.
  25: { answer: 22 },
  ...each([29, 32, 35], { answer: 24 }),
  33: { login: 23 },
  36: { logout: 23 },
  40: { answer: 31 },
};

function sentToken(number: number, replay: ReplayContext): string | undefined {
  const sent = SENT_TOKENS[number];
  if (!sent) return undefined;
  if (sent.made) return 'made-up-token-of-43-characters-aaaaaaaaaaaa';
  if (sent.answer) return replay.answered(sent.answer);
  const login = loginAnswer(replay.answered((sent.login ?? sent.logout)!));
  return sent.logout ? login?.logout_token : login?.csrf_token;
}

/** What each `session/token` or login entry is compared with: earlier answers, by entry number. */
const LIKENESS: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  4: { equals_login_token: 1 },
  5: { same_as_before: 4 },
  6: { same_as_get: 5 },
  7: { same_as_session_A: 4 },
  21: { same_as_before: 20 },
  22: { same_as_get: 21 },
  24: { same_as_anonymous_token: 22, equals_login_token: 23 },
  28: { same_as_logged_in_token: 24 },
  31: { same_as_first_session: 24, same_as_anonymous_after_logout: 28 },
};

const tokenOf = (text: string) => loginAnswer(text)?.csrf_token ?? text;

function fifthFacts(number: number, step: RecordedRequest, answer: string, replay: ReplayContext) {
  const likeness = LIKENESS[number];
  if (likeness)
    return {
      length: answer.length,
      ...Object.fromEntries(
        Object.entries(likeness).map(([fact, other]) => [fact, answer === tokenOf(replay.answered(other))]),
      ),
    };
  const login = step.path.startsWith('user/login') ? loginAnswer(answer) : undefined;
  if (login?.current_user) {
    const first = loginAnswer(replay.answered(23));
    return {
      account: replay.mapping.recordedAs(Number(login.current_user.uid)),
      token_lengths: [login.csrf_token.length, login.logout_token.length],
      csrf_token_same_as_first_login: login.csrf_token === first?.csrf_token,
      logout_token_same_as_first_login: login.logout_token === first?.logout_token,
    };
  }
  if (number === 37) return { logged_in: /"uid":\[\{"value":\d+/.test(answer) };
  if (number === 46)
    return { changed_moved_since_first_read: changedOf(answer) !== changedOf(replay.answered(44)) };
  const sent = (step.request_body as { comment_body?: [{ value: string }] } | null)?.comment_body?.[0]?.value;
  if (sent !== undefined && step.facts && 'sent' in step.facts) {
    const item = (JSON.parse(answer) as { comment_body?: [{ value: string; processed: string }] })
      .comment_body?.[0];
    return {
      sent,
      value_equals_sent: item?.value === sent,
      processed_matches_sent_as_drawn: item?.processed === step.facts.processed,
    };
  }
  return undefined;
}

/** Node D's pages (entries 75 to 81) and the stock REST export of it (163 to 166) as the one-topic view's pages. */
function route(step: RecordedRequest, number: number, replay: ReplayContext): string | undefined {
  const page = /[?&]page=([^&]*)/.exec(step.path)?.[1];
  const view = `/cms/rest/views/group_topics/single/${replay.mapping.nodes.get(3)}?_format=json`;
  if ((number >= 75 && number <= 81) || number >= 163)
    return page === undefined ? view : `${view}&page=${page}`;
  return undefined;
}

export const FIFTH: ReplayPlan = {
  recording: 'fifth',
  sandbox: { reverseProxyAddresses: ['127.0.0.1'] },
  accounts: {
    admin: 'admin',
    member: 'member',
    other: 'organizer',
    editor: 'editor',
    locked: 'locked',
    blocked: 'blocked',
    developer: 'developer',
    wA: 'member',
    wB: 'member',
    wC: 'member',
    wO: 'organizer',
  },
  loggedInFirst: ['admin', 'member', 'other'],
  recordedUids: { 1: 'admin', 2: 'member', 3: 'other', 4: 'editor', 5: 'developer', 6: 'locked' },
  seededNodes: {
    1: { nid: 901, title: 'Topic A', body: '<p>Body of topic A</p>' },
    2: { nid: 902, title: 'Topic B', body: '<p>Body of topic B</p>' },
  },
  promoted: true,
  nodeLabels: { 1: 'A', 2: 'B', 3: 'D', 4: 'E' },
  commentLabels: new Map([
    ...Array.from({ length: D_COMMENTS }, (_none, index) => [FIRST_D_CID + index, `D${index + 1}`] as const),
    ...[1, 2, 3].flatMap((round) => [
      [roundLabel(round, 1), `s${round}.1`] as const,
      [roundLabel(round, 2), `s${round}.2`] as const,
    ]),
  ]),
  keptCookies: true,
  token: sentToken,
  route,
  facts: fifthFacts,
  async note(what, replay) {
    const round = Number(/^round (\d+)/.exec(what)?.[1]);
    if (round) {
      for (const which of [1, 2])
        await replay.postUnrecorded('member', 4, `<p>s${round}.${which}</p>`, roundLabel(round, which));
      return;
    }
    if (!what.startsWith(`${D_COMMENTS} comments posted on node D`)) return;
    for (let n = 1; n <= D_COMMENTS; n += 1)
      await replay.postUnrecorded('member', 3, `<p>page comment ${n}</p>`, FIRST_D_CID + n - 1);
  },
};

const changedOf = (text: string) =>
  (JSON.parse(text) as { changed?: [{ value: string }] }).changed?.[0]?.value;
