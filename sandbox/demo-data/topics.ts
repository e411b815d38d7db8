import { onePagePdf } from './one-page-pdf';
import { smallJpeg } from './small-jpeg';

/**
 * The demo topics of the working groups, with their comments and one PDF attachment: one source for the
 * sandbox's seed and the tests' in-memory world. Plain data, no Node imports. Authors are user ids; the
 * names shown come from the accounts (first and last name).
 */

export interface TopicFileSeed {
  readonly name: string;
  /** The server-made name it is stored under (never the member's own file name). */
  readonly storedName: string;
  readonly mime: string;
  /** ASCII content, so its length is its size in bytes. */
  readonly content: string;
}

export interface CommentSeed {
  readonly cid: number;
  readonly uid: number;
  readonly created: string;
  readonly body: string;
  /** The comment this one replies to (Drupal's `pid`), on the same topic. */
  readonly replyTo?: number;
  /** When it was last edited; unset, never (its `created`). */
  readonly changed?: string;
}

/** When a user last read a topic (the history module's row), for the demo's "new" markers. */
export interface ReadHistorySeed {
  readonly uid: number;
  readonly nid: number;
  readonly readAt: string;
}

export interface TopicSeed {
  readonly nid: number;
  readonly groupId: number;
  readonly title: string;
  readonly uid: number;
  readonly created: string;
  readonly body: string;
  readonly files: readonly TopicFileSeed[];
  readonly comments: readonly CommentSeed[];
  /** Pinned by an editor (node `sticky`): listed before the group's other topics. */
  readonly sticky?: boolean;
}

/** Topic nids start here, clear of the pages' and news' nids. */
export const FIRST_TOPIC_NID = 900;

export const READING_LIST_PDF: TopicFileSeed = {
  name: 'reading-list.pdf',
  storedName: '5d2a0c1e9b7f4e36a8c1d0f2b3e4a5c6.pdf',
  mime: 'application/pdf',
  content: onePagePdf([
    'Film History working group: reading list, autumn 2026',
    '1. Tom Gunning, The Cinema of Attractions',
    '2. Miriam Hansen, Babel and Babylon',
    '3. Thomas Elsaesser, Early Cinema: Space, Frame, Narrative',
  ]),
};

export const SCREENING_STILL_JPEG: TopicFileSeed = {
  name: 'screening-still.jpg',
  storedName: '8e1f6a3b2c4d4f5a9b0c1d2e3f4a5b6c.jpg',
  mime: 'image/jpeg',
  // Diagonal bands of grey, like a strip of film frames: a real picture for the image dialog.
  content: smallJpeg(320, 192, (column, row) => 40 + ((column * 11 + row * 17) % 200)),
};

const at = (day: string, time = '09:00') => `${day}T${time}:00+00:00`;

/** The topic with twenty replies (the member bench's column): one opening comment, then replies by turns. */
const SESSIONS_COMMENTS: readonly CommentSeed[] = [
  { cid: 9, uid: 4, created: at('2026-11-01', '08:00'), body: '<p>Which sessions suit you this spring?</p>' },
  ...Array.from({ length: 20 }, (_, index): CommentSeed => {
    const day = String(2 + index).padStart(2, '0');
    return {
      cid: 10 + index,
      uid: index % 2 === 0 ? 7 : 4,
      created: at(`2026-11-${day}`, '10:00'),
      body: `<p>Reply ${index + 1}: the session on ${day} November works for me.</p>`,
      replyTo: 9,
    };
  }),
];

export const TOPIC_SEEDS: readonly TopicSeed[] = [
  {
    nid: 900,
    groupId: 1,
    title: 'Welcome to the group',
    uid: 5,
    created: at('2026-03-01'),
    body: '<p>Introduce yourself and your research in a comment.</p>',
    files: [],
    comments: [],
  },
  {
    nid: 901,
    groupId: 1,
    title: 'Call for contributions: early cinema',
    uid: 7,
    created: at('2026-09-15'),
    body: '<p>We plan a panel on <strong>early cinema</strong> for the next conference.</p><ul><li>Abstracts by November</li><li>300 words</li></ul>',
    files: [],
    comments: [{ cid: 1, uid: 5, created: at('2026-09-16', '11:30'), body: '<p>Count me in.</p>' }],
  },
  {
    nid: 902,
    groupId: 1,
    title: 'Reading list for the autumn seminar',
    uid: 5,
    created: at('2026-10-02'),
    body: '<p>The reading list is attached. <a href="https://necs.org">More on the website</a>.</p>',
    files: [READING_LIST_PDF],
    comments: [
      { cid: 2, uid: 7, created: at('2026-10-03', '10:00'), body: '<p>Thank you, <em>very</em> useful.</p>' },
      { cid: 3, uid: 2, created: at('2026-10-04', '08:15'), body: '<p>Could we add Hansen’s essay?</p>' },
    ],
  },
  {
    nid: 903,
    groupId: 2,
    title: 'Streaming and the archive',
    uid: 4,
    created: at('2026-08-20'),
    body: '<p>What does streaming do to television’s archive?</p>',
    files: [],
    comments: [{ cid: 4, uid: 7, created: at('2026-08-21', '14:00'), body: '<p>It forgets faster.</p>' }],
  },
  {
    nid: 904,
    groupId: 3,
    title: 'Screening notes',
    uid: 2,
    created: at('2026-05-05'),
    body: '<p>Notes from our screening in Lisbon.</p>',
    files: [],
    comments: [],
  },
  {
    nid: 905,
    groupId: 2,
    title: 'Stills from the Lisbon screening',
    uid: 4,
    created: at('2026-11-05'),
    body: '<p>A still from the screening is attached.</p>',
    files: [SCREENING_STILL_JPEG],
    comments: [
      { cid: 5, uid: 7, created: at('2026-11-06', '09:30'), body: '<p>Which print was it?</p>' },
      { cid: 6, uid: 4, created: at('2026-11-06', '12:00'), body: '<p>The restored one.</p>', replyTo: 5 },
      { cid: 7, uid: 7, created: at('2026-11-07', '08:00'), body: '<p>Thank you.</p>', replyTo: 6 },
      // After the member's last read of this topic (READ_HISTORY_SEEDS): "1 new" on their first login.
      { cid: 8, uid: 4, created: at('2026-11-20', '16:00'), body: '<p>More stills next week.</p>' },
    ],
  },
  {
    nid: 906,
    groupId: 2,
    title: 'Reading group sessions, spring term',
    uid: 7,
    created: at('2026-10-30'),
    body: '<p>Let us find dates for the spring reading group.</p>',
    files: [],
    comments: SESSIONS_COMMENTS,
  },
  {
    // The group's oldest topic, pinned by its leader: first in either order (docs/behaviour.md, Group page).
    nid: 910,
    groupId: 3,
    title: 'House rules: read this first',
    uid: 2,
    created: at('2026-02-10'),
    body: '<p>Be kind, cite your sources, and keep each topic to one question.</p>',
    files: [],
    comments: [],
    sticky: true,
  },
];

/** The member's reads: topic 905 before its last comment (1 new), 906 before its last five replies. */
export const READ_HISTORY_SEEDS: readonly ReadHistorySeed[] = [
  { uid: 7, nid: 905, readAt: at('2026-11-08') },
  { uid: 7, nid: 906, readAt: at('2026-11-16', '12:00') },
];
