import type { MenuItem } from '@/domain/menu/menu';
import type { Conference, NewsItem } from '@/domain/news/news';
import type { PageNode } from '@/domain/pages/page';
import type { ContentParagraph, LayoutName, LayoutParagraph } from '@/domain/pages/paragraph';
import type { Session } from '@/domain/session/session';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import type { User } from '@/domain/user/user';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Test data builders: sensible defaults (the sandbox's member Marta Kowalska), override what matters. */

export const aUser = (overrides: Partial<User> = {}): User => ({
  ...DEMO_ACCOUNTS.member.user,
  ...overrides,
});

/** A logged-in member's session; pass `{ userId: 0 }`, or use the domain's `anonymousSession`, for a visitor. */
export const aSession = (overrides: Partial<Session> = {}): Session => ({
  userId: 7,
  userName: 'marta.kowalska',
  isMember: true,
  roles: { member: 'member', organizer: '', editor: '', administrator: '', developer: '' },
  ...overrides,
});

let uuidCounter = 0;
const nextUuid = (kind: string) => `${kind}-${++uuidCounter}`;

/** A layout paragraph that opens a section; children name it by `uuid` as their parent. */
export const aLayout = (
  layout: LayoutName = 'layout_onecol',
  uuid = nextUuid('layout'),
): LayoutParagraph => ({
  type: 'layout',
  layout,
  uuid,
  parentUuid: '',
  region: '',
});

type Placement = { parent?: LayoutParagraph; region?: string };
const placed = ({ parent, region = 'content' }: Placement) => ({
  uuid: nextUuid('paragraph'),
  parentUuid: parent?.uuid ?? '',
  region,
});

export const aTextParagraph = (
  title: string,
  html = `<p>${title}</p>`,
  where: Placement = {},
): ContentParagraph => ({
  ...placed(where),
  type: 'text',
  title,
  html,
});

/** An image paragraph with no caption and no known size. */
export const anImageParagraph = (src: string, alt: string, where: Placement = {}): ContentParagraph => ({
  ...placed(where),
  type: 'image',
  src,
  alt,
  caption: '',
  width: null,
  height: null,
});

/** A content paragraph's own fields, per type (Omit that keeps the union apart). */
type ParagraphFields = ContentParagraph extends infer P
  ? P extends ContentParagraph
    ? Omit<P, 'uuid' | 'parentUuid' | 'region'>
    : never
  : never;

/** Any other content paragraph, e.g. `aParagraph({ type: 'timeline', reversed: false }, { parent, region })`. */
export const aParagraph = (fields: ParagraphFields, where: Placement = {}): ContentParagraph =>
  ({ ...placed(where), ...fields }) as ContentParagraph;

/** A one-column page with a single text paragraph, unless `paragraphs` says otherwise. */
export function aPage(overrides: Partial<PageNode> = {}): PageNode {
  const title = overrides.title ?? 'About us';
  const layout = aLayout('layout_onecol');
  return {
    nid: 4,
    title,
    metaDescription: `${title} at NECS`,
    paragraphs: [layout, aTextParagraph(title, `<p>${title}</p>`, { parent: layout })],
    ...overrides,
  };
}

export const aMenuItem = (label: string, href: string, overrides: Partial<MenuItem> = {}): MenuItem => ({
  label,
  href,
  nid: null,
  children: [],
  visibility: { kind: 'everyone' },
  ...overrides,
});

export const aNewsItem = (nid: number, overrides: Partial<NewsItem> = {}): NewsItem => ({
  uuid: `news-uuid-${nid}`,
  nid,
  title: `News item ${nid}`,
  created: `2026-01-${String((nid % 28) + 1).padStart(2, '0')}T10:00:00+00:00`,
  summaryHtml: `<p>Summary of news item ${nid}.</p>`,
  path: `/news/item-${nid}`,
  ...overrides,
});

export const aConference = (year: number, overrides: Partial<Conference> = {}): Conference => ({
  uuid: `conference-uuid-${year}`,
  nid: 200 + (year % 100),
  title: `NECS ${year}`,
  summaryHtml: `<p>The ${year} conference.</p>`,
  path: `/conferences/${year}`,
  startDate: `${year}-06-18`,
  endDate: `${year}-06-21`,
  location: 'Vienna, Austria',
  ...overrides,
});

export const aTimelineEntry = (
  id: string,
  date: string,
  overrides: Partial<TimelineEntry> = {},
): TimelineEntry => ({
  id,
  title: `Milestone ${id}`,
  text: '',
  date,
  tags: [],
  ...overrides,
});
