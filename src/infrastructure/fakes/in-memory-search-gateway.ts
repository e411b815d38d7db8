import type { ReadOptions } from '@/application/read-options';
import type { SearchGateway } from '@/application/search/search-gateway';
import type { Paged } from '@/domain/lists/pager';
import { HITS_PER_PAGE, portalPathOf, type SearchHit } from '@/domain/search/search-hit';
import { escapeHtml } from '@/domain/shared/escape-html';
import { SimulatedOutage } from './simulated-outage';

/** A topic's comment as the fake searches it: its id, who wrote it, its words (plain text). */
export interface SearchableComment {
  readonly cid: number;
  readonly author: string;
  readonly text: string;
}

/**
 * A node the fake searches: its hit without the excerpt, its text, a topic's group and comments, its
 * translations.
 */
export interface SearchableNode {
  readonly hit: Omit<SearchHit, 'excerptHtml'>;
  /** Plain text. */
  readonly text: string;
  readonly groupId?: number;
  /** A topic's comments, found by whoever may read the topic. */
  readonly comments?: readonly SearchableComment[];
  /** Title and plain text by language code, where the node has a translation. */
  readonly translations?: Readonly<Record<string, { readonly title: string; readonly text: string }>>;
}

/** The node as a search in `language` sees it: its translation there, else its original. */
function inLanguage(node: SearchableNode, language: string | undefined): SearchableNode {
  const translation = language === undefined ? undefined : node.translations?.[language];
  return translation
    ? { ...node, hit: { ...node.hit, title: translation.title }, text: translation.text }
    : node;
}

/** Words around the first match in an excerpt, about as many as Drupal's. */
const EXCERPT_WORDS = 24;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Lower case with diacritics folded, as the index compares words. */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => (text.match(WORD) ?? []).map(fold);

/**
 * The site search in memory: every typed word must begin a word of the title or text, in the language asked
 * for where the node has a translation; title matches weigh ten times the text's; a topic is found only while
 * `mayReadGroup` says yes for its group, and then by its comments' words too, one rule for reading and
 * finding (the hit then names the comment whose words it shows, as docs/search.md's view does).
 */
export class InMemorySearchGateway implements SearchGateway {
  readonly outage = new SimulatedOutage('drupal');
  /** Every search asked for, so tests can assert what a view sent. */
  readonly requests: { text: string; page: number }[] = [];

  constructor(
    private readonly nodes: readonly SearchableNode[],
    private readonly mayReadGroup: (groupId: number) => boolean = () => false,
  ) {}

  async search(text: string, page: number, { language }: ReadOptions = {}): Promise<Paged<SearchHit>> {
    this.requests.push({ text, page });
    this.outage.check();
    const words = wordsOf(text);
    const found = this.nodes
      .filter((node) => node.groupId === undefined || this.mayReadGroup(node.groupId))
      .map((node) => inLanguage(node, language))
      .map((node) => ({ node, score: scoreOf(node, words) }))
      .filter(({ score }) => words.length > 0 && score > 0)
      .sort((a, b) => b.score - a.score || b.node.hit.created.localeCompare(a.node.hit.created))
      .map(({ node }) => hitOf(node, words));
    const rows = found.slice(page * HITS_PER_PAGE, (page + 1) * HITS_PER_PAGE);
    const totalPages = Math.ceil(found.length / HITS_PER_PAGE);
    return {
      rows,
      pager: { currentPage: page, totalItems: found.length, totalPages, itemsPerPage: HITS_PER_PAGE },
    };
  }
}

/** The hit with its excerpt: from the node's text where that matches, else from its best comment that does. */
function hitOf(node: SearchableNode, words: readonly string[]): SearchHit {
  const count = (text: string) => wordsOf(text).filter((word) => matches(word, words)).length;
  const best = (node.comments ?? [])
    .map((comment) => ({ comment, score: count(comment.text) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)[0]?.comment;
  if (count(node.text) > 0 || !best) return { ...node.hit, excerptHtml: excerptOf(node.text, words) };
  const { kind, nid } = node.hit;
  return {
    ...node.hit,
    path: portalPathOf(kind, nid, node.hit.path, best.cid),
    excerptHtml: excerptOf(best.text, words),
    comment: { cid: best.cid, author: best.author },
  };
}

const matches = (word: string, wanted: readonly string[]) => wanted.some((prefix) => word.startsWith(prefix));

/**
 * 0 unless every wanted word begins a word of the node (its comments included); else its matches, the
 * title's ten times.
 */
function scoreOf({ hit, text, comments = [] }: SearchableNode, wanted: readonly string[]): number {
  const title = wordsOf(hit.title);
  const body = wordsOf([text, ...comments.map((comment) => comment.text)].join(' '));
  const found = wanted.every((prefix) => [...title, ...body].some((word) => word.startsWith(prefix)));
  if (!found) return 0;
  const count = (words: readonly string[]) => words.filter((word) => matches(word, wanted)).length;
  return 10 * count(title) + count(body);
}

/** Escaped text from a few words before the first match, each match in `<strong>`, cuts marked `…`. */
function excerptOf(text: string, wanted: readonly string[]): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  const isMatch = (token: string) => wordsOf(token).some((word) => matches(word, wanted));
  const first = Math.max(0, tokens.findIndex(isMatch));
  const start = Math.max(0, first - 4);
  const shown = tokens.slice(start, start + EXCERPT_WORDS);
  const html = shown
    .map((token) => (isMatch(token) ? `<strong>${escapeHtml(token)}</strong>` : escapeHtml(token)))
    .join(' ');
  return `${start > 0 ? '…' : ''}${html}${start + EXCERPT_WORDS < tokens.length ? '…' : ''}`;
}
