import { COMMENT_EDIT_REFUSALS } from '../../../sandbox/drupal/comment-editing-routes';
import { DISCUSSIONS_REFUSAL } from '../../../sandbox/drupal/discussion-access';
import type { DrupalMode } from '../../../sandbox/drupal/drupal-mode';
import type { ComparedAnswer } from './answer-comparison';
import type { RecordingName } from './recorded-entries';

/**
 * Every recorded step the replay does not hold to Drupal's answer as it stands, and why: the one list. A step
 * not in it is sent and compared whole (status, the headers a client or proxy acts on, cookies, message, HTML
 * title, the body's facts).
 *
 * - `never sent`: the portal never sends it, or the sandbox keeps nothing it could answer from; not sent.
 * - `answered otherwise`: the association's site is configured otherwise, or the sandbox stands in otherwise
 *   on purpose; sent, and compared with `instead` in place of what it names (a fact left `undefined` is not
 *   compared).
 * - `not yet matched`: a difference the sandbox has still to close. Sent; with `instead`, compared with what the
 *   sandbox answers now in place of what it names, all else as recorded; without, expected to fail. Either
 *   way the step fails the replay once the difference is gone, and its entry is then to be deleted.
 *
 * A step may be listed more than once (a fact answered otherwise, another not yet matched).
 */
export interface StepNotReplayed {
  readonly recording: RecordingName;
  /** The entry's number in its recording, from 1, notes counted. */
  readonly entry: number;
  /** Only in this mode; both when left out. */
  readonly mode?: DrupalMode;
  readonly kind: 'never sent' | 'answered otherwise' | 'not yet matched';
  readonly reason: string;
  /** `facts: null`: the body's facts not compared; facts named here replace (or stand for) the recording's. */
  readonly instead?: Partial<ComparedAnswer> & { facts?: Record<string, unknown> | null };
}

// Never sent.
const NODE_PAGE =
  'a node’s HTML page: the portal draws a topic from the topics’ view, whose pages of comments tests/sandbox/topic-comment-pages.test.ts holds';
const CORE_SEARCH =
  'core’s HTML search page search/node, filled at cron: the sandbox answers the portal’s search view and indexes at once (docs/search.md)';
const LOGIN_NOT_JSON = 'the portal always posts its login as JSON';
const NO_FORMAT = 'every call of the portal names ?_format=json';
const LOGIN_STATUS = 'the portal learns the session from the page answer, not user/login_status';
const UNPUBLISHED = 'the sandbox keeps no unpublished comments or topics; the portal never unpublishes';
const POST_NODE_C = 'the portal posts topics through the module’s post-topic (node C stands in already)';
const LOGGED_IN_FIRST = 'the member logs in, with its token, before the first step';
// Answered otherwise.
const POST_TOPIC = {
  reason: 'the portal posts topics through the module’s post-topic, which answers the nid alone',
  instead: { facts: null },
} as const;
const NOT_PROMOTED = {
  reason: 'the site’s group_topic is not promoted when posted; the recording’s article was',
  instead: { facts: { promote: false } },
} as const;
const FOR_MEMBERS = {
  reason: 'a topic is for the discussions’ readers only (the group’s access to reading), not for a visitor',
  instead: { status: 403, message: DISCUSSIONS_REFUSAL, facts: null },
} as const;
const PROFILES = {
  reason: 'members’ profiles are personal data: the site does not grant `access user profiles`',
  instead: { status: 403, message: "The 'access user profiles' permission is required.", facts: null },
} as const;
const TOKEN_WRITTEN = {
  reason: 'the recording wrote this token as `<token>` (7 characters)',
  instead: { facts: { length: 43 } },
} as const;
const CSRF_MISSING = { status: 403, message: 'X-CSRF-Token request header is missing', facts: null } as const;
const CSRF_INVALID = { status: 403, message: 'X-CSRF-Token request header is invalid', facts: null } as const;
const SITE_CSRF =
  'the site’s stricter CSRF rule: `X-CSRF-Token` on every unsafe method from a logged-in session (docs/wire-drupal.md)';
/** The cookie a logout clears, as Drupal clears it. */
const LOGOUT_COOKIE = {
  cookies: [{ name: 'session', ends: true, attributes: ['expires', 'httponly', 'max-age', 'path'] }],
};
const SITE_LOGOUT_REFUSED =
  'the site refuses a logout without `X-CSRF-Token` (its stricter CSRF rule), so the session the recording ended goes on';
const SAME_SECOND =
  'comments written within one second: core orders its statistics by `created` alone and the database picks the latest; the sandbox takes the higher cid';

const NECS_MODULE = {
  reason:
    'the association’s module answers the page and session reads the portal makes (docs/wire-drupal.md); the recording’s stock site has no such module',
  instead: { status: 200, type: 'application/json', title: null, facts: null },
} as const;
const ONE_TOPIC_VIEW =
  'the one-topic view is the association’s, its comments JSON rows the portal reads, not the comment field drawn as HTML';
const SITE_VIEW_LISTS_ALL =
  'the site’s one-topic view lists every comment (docs/wire-drupal.md); core’s comment field pages them';
const HTML5_PHP =
  'Drupal’s DOM is html5-php’s, which closes misnested formatting tags without reopening them and reads `xlink:href` as `href`; the sandbox parses as browsers do';
const SAME_SECOND_FIRST =
  'two comments within one second: the recording’s SQLite gave the node’s newest comment as the one written first (4 of 4 rounds); the sandbox takes the higher cid';
const MAIL_LOGIN = {
  reason:
    'a deployment has `mail_login` (docs/deploy.md): members log in with their e-mail address; the recording’s stock site matched user names only',
  instead: {
    status: 200,
    message: null,
    cookies: [
      { name: 'session', ends: false, attributes: ['expires', 'httponly', 'max-age', 'path', 'samesite'] },
    ],
    facts: { account: 'developer', token_lengths: [43, 43] },
  },
} as const;

const listed =
  (recording: RecordingName) =>
  (
    entries: readonly number[],
    kind: StepNotReplayed['kind'],
    reason: string,
    instead?: StepNotReplayed['instead'],
  ): StepNotReplayed[] =>
    entries.map((entry) => ({ recording, entry, kind, reason, ...(instead && { instead }) }));
const inSite = (entries: StepNotReplayed[]) => entries.map((entry) => ({ ...entry, mode: 'site' as const }));
const first = listed('first');
const second = listed('second');
const third = listed('third');
const fourth = listed('fourth');
const fifth = listed('fifth');

export const STEPS_NOT_REPLAYED: readonly StepNotReplayed[] = [
  ...first([5], 'never sent', LOGIN_NOT_JSON),
  ...first([6, 14], 'never sent', NO_FORMAT),
  ...first([8, 22], 'never sent', LOGIN_STATUS),
  ...first([9], 'answered otherwise', TOKEN_WRITTEN.reason, TOKEN_WRITTEN.instead),
  ...first([12], 'answered otherwise', PROFILES.reason, PROFILES.instead),

  ...second([1, 2], 'never sent', LOGGED_IN_FIRST),
  ...second([22], 'never sent', POST_NODE_C),
  ...second([41], 'answered otherwise', SAME_SECOND, { facts: { last_comment: 'c5' } }),
  ...second(
    [35, 36],
    'answered otherwise',
    'the demo’s member has read topic 905 (node B); the recording’s had not',
    {
      facts: { n2: 'read' },
    },
  ),
  ...second([45], 'answered otherwise', PROFILES.reason, PROFILES.instead),
  ...second([46], 'answered otherwise', FOR_MEMBERS.reason, FOR_MEMBERS.instead),

  ...third([8, 9, 10, 11, 12, 15], 'never sent', UNPUBLISHED),
  ...third([99, 101, 102, 103, 104, 105, 108], 'never sent', CORE_SEARCH),
  ...third([3], 'answered otherwise', 'the discussions are for the association’s members, not for everyone', {
    status: 403,
    message: COMMENT_EDIT_REFUSALS.view,
    facts: null,
  }),
  ...third([48, 54, 67, 69, 87], 'answered otherwise', POST_TOPIC.reason, POST_TOPIC.instead),
  ...third([88], 'answered otherwise', NOT_PROMOTED.reason, NOT_PROMOTED.instead),
  // The post-topic's answer (entry 87) names no `changed`: the node is first seen here.
  ...third([88], 'answered otherwise', POST_TOPIC.reason, { facts: { changed_moved: null } }),
  ...third([66], 'answered otherwise', 'the node’s HTML page is the topic’s single view, JSON', {
    type: 'application/json',
    title: null,
  }),
  ...third(
    [64, 65],
    'answered otherwise',
    'the recording site’s sites/default/files/druplicon.png, which the sandbox has not: `processed` is held to core’s filter by tests/sandbox/member-pictures.test.ts',
    { facts: { processed: undefined } },
  ),
  ...third([78, 80, 81, 82, 83, 86, 89, 97], 'answered otherwise', SAME_SECOND, {
    facts: { last_comment: 'c11' },
  }),

  // The three comments in formats the member may not use, stored: three more on node A than the recording's.
  ...fourth([137, 138], 'never sent', NODE_PAGE),
  ...fourth([88, 90, 91, 92, 93, 94, 97, 98, 101, 102, 103], 'never sent', CORE_SEARCH),
  ...fourth([69], 'never sent', 'the portal never asks for `_format=xml`'),
  ...fourth([71], 'never sent', NODE_PAGE),
  ...fourth([156], 'never sent', LOGIN_NOT_JSON),
  ...fourth([64], 'answered otherwise', FOR_MEMBERS.reason, { status: 403, title: 'Access denied' }),
  ...fourth([72, 179], 'answered otherwise', FOR_MEMBERS.reason, FOR_MEMBERS.instead),
  ...fourth([133], 'answered otherwise', POST_TOPIC.reason, POST_TOPIC.instead),
  ...fourth([134, 136], 'answered otherwise', NOT_PROMOTED.reason, NOT_PROMOTED.instead),
  ...fourth([160, 162], 'answered otherwise', TOKEN_WRITTEN.reason, TOKEN_WRITTEN.instead),

  ...fifth([50, 51, 53, 54, 55], 'never sent', CORE_SEARCH),
  ...fifth([150], 'never sent', 'the portal never posts a page; its topics are not promoted (entry 143 on)'),
  ...fifth([71, 143], 'answered otherwise', POST_TOPIC.reason, POST_TOPIC.instead),
  ...fifth([74], 'answered otherwise', NOT_PROMOTED.reason, NOT_PROMOTED.instead),
  ...fifth([42, 159, 160, 162], 'answered otherwise', NECS_MODULE.reason, NECS_MODULE.instead),
  ...fifth([161], 'answered otherwise', ONE_TOPIC_VIEW, { status: 200, message: null, facts: null }),
  ...fifth(
    [75, 76, 77, 78, 79, 80, 81],
    'answered otherwise',
    'the node’s HTML page is the one-topic view, JSON',
    {
      type: 'application/json',
      title: null,
    },
  ),
  ...fifth([163, 164, 165, 166], 'answered otherwise', ONE_TOPIC_VIEW, {
    facts: { comment_is_html_string: false },
  }),
  ...fifth([137], 'answered otherwise', MAIL_LOGIN.reason, MAIL_LOGIN.instead),
  ...fifth([86], 'answered otherwise', FOR_MEMBERS.reason, {
    status: 403,
    title: 'Access denied',
    facts: null,
  }),
  ...fifth([90, 98], 'not yet matched', HTML5_PHP),
  ...fifth([145, 147, 149, 158], 'not yet matched', SAME_SECOND_FIRST),

  // Site mode: the association's own Drupal.
  ...inSite(
    first([21], 'answered otherwise', SITE_CSRF, { ...CSRF_MISSING, type: 'application/json', cookies: [] }),
  ),
  ...inSite(first([23, 24, 25, 26, 27, 28, 29], 'never sent', SITE_LOGOUT_REFUSED)),
  ...inSite(second([32, 35], 'answered otherwise', SITE_CSRF, CSRF_MISSING)),
  ...inSite(third([109, 112], 'answered otherwise', SITE_CSRF, CSRF_MISSING)),
  ...inSite(third([111, 114], 'answered otherwise', SITE_CSRF, CSRF_INVALID)),
  ...inSite(
    fourth([167], 'answered otherwise', SITE_CSRF, {
      ...CSRF_MISSING,
      type: 'application/json',
      cookies: [],
    }),
  ),
  ...inSite(fourth([162], 'answered otherwise', SITE_CSRF, { ...CSRF_MISSING, type: 'application/json' })),
  ...inSite(fourth([168], 'answered otherwise', SITE_LOGOUT_REFUSED, { status: 200, message: null })),
  ...inSite(
    fourth([169], 'answered otherwise', SITE_LOGOUT_REFUSED, {
      status: 204,
      type: null,
      message: null,
      ...LOGOUT_COOKIE,
    }),
  ),
  ...inSite(fifth([6], 'answered otherwise', SITE_CSRF, { ...CSRF_MISSING, type: 'application/json' })),
  ...inSite(
    fifth([99], 'answered otherwise', 'the site’s basic_html keeps the editor’s underline', {
      facts: { processed: '<p dir="rtl" lang="de">s<br>23del<u>u</u></p><dl><dt>t</dt><dd>d</dd></dl>' },
    }),
  ),
  ...inSite(
    fifth([75, 76, 77, 78, 79, 80, 81, 163, 164, 165, 166], 'answered otherwise', SITE_VIEW_LISTS_ALL, {
      facts: null,
    }),
  ),
];

const SEVERITY: readonly StepNotReplayed['kind'][] = ['never sent', 'not yet matched', 'answered otherwise'];

/** The list's word on a step: its gravest kind, every reason, and what is compared instead, merged. */
export function notReplayed(
  recording: RecordingName,
  entry: number,
  mode: DrupalMode,
): Omit<StepNotReplayed, 'recording' | 'entry' | 'mode'> | undefined {
  const found = STEPS_NOT_REPLAYED.filter(
    (one) => one.recording === recording && one.entry === entry && (one.mode ?? mode) === mode,
  );
  if (found.length === 0) return undefined;
  const instead = found.reduce<NonNullable<StepNotReplayed['instead']>>((merged, { instead: one }) => {
    if (!one) return merged;
    const facts = one.facts === null || merged.facts === null ? null : { ...merged.facts, ...one.facts };
    return { ...merged, ...one, ...(('facts' in one || 'facts' in merged) && { facts }) };
  }, {});
  return {
    kind: SEVERITY.find((kind) => found.some((one) => one.kind === kind))!,
    reason: found.map((one) => one.reason).join('; '),
    ...(Object.keys(instead).length > 0 && { instead }),
  };
}
