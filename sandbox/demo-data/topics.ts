import { onePagePdf } from './one-page-pdf';

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

const at = (day: string, time = '09:00') => `${day}T${time}:00+00:00`;

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
];
