import type { PageAnswer } from './page';
import { nodeMeta } from './node-meta';
import { pageMeta, type PageMeta, type Site } from './page-meta';

/**
 * The head of the content page drawn at `path` from its answer (the server's first screen); null when no node
 * lives there. The browser reaches the same through `nodeMeta` and `useDocumentMeta`.
 */
export function pageMetaOf(answer: PageAnswer, path: string, site: Site): PageMeta | null {
  return answer.node ? pageMeta(nodeMeta(answer.node), path, site) : null;
}
