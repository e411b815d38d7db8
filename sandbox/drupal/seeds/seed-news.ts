import { stableUuid } from '../../host/tokens';
import type { SandboxDatabase } from '../../storage/database';
import { insertNode, type NodeRecord } from '../tables/nodes';
import { NEWS_2024 } from '../../demo-data/news-2024';
import { NEWS_2025 } from '../../demo-data/news-2025';
import { NEWS_2026 } from '../../demo-data/news-2026';
import { attachTerm } from '../tables/terms';

/** News nids start here and follow publication order, so the oldest item has the lowest nid. */
const FIRST_NEWS_NID = 100;

/** The demo news as stored nodes, with the tids of their category and tags. */
export function newsNodes(): { node: NodeRecord; tids: number[] }[] {
  const items = [...NEWS_2024, ...NEWS_2025, ...NEWS_2026].sort((a, b) => a.at.localeCompare(b.at));
  return items.map((item, index) => {
    const nid = FIRST_NEWS_NID + index;
    const node: NodeRecord = {
      nid,
      uuid: stableUuid(`node:${nid}`),
      type: 'news',
      title: item.title,
      pathAlias: `/news/${slugify(item.title)}`,
      created: `${item.at.replace(' ', 'T')}:00+00:00`,
      body: `<p>${item.summary}</p>${item.more}`,
      summary: item.summary,
      imageFile: item.image?.[0] ?? null,
      imageAlt: item.image?.[1] ?? '',
    };
    return { node, tids: [item.category, ...item.tags] };
  });
}

export function seedNews(db: SandboxDatabase): void {
  for (const { node, tids } of newsNodes()) {
    insertNode(db, node);
    for (const tid of tids) attachTerm(db, node.nid, tid);
  }
}

/** A path segment from a title: lower case, ASCII letters and digits, single hyphens. */
export function slugify(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Letters NFD does not decompose.
      .replace(/[łøßæ]/g, (letter) => ({ ł: 'l', ø: 'o', ß: 'ss', æ: 'ae' })[letter] ?? letter)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
