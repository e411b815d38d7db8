import { headTags, NO_INDEX, type HeadTag } from '@/domain/pages/head-tags';
import type { PageMeta } from '@/domain/pages/page-meta';
import { escapeHtml } from '@/domain/shared/escape-html';

const tagHtml = (tag: HeadTag) =>
  tag.element === 'link'
    ? `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}">`
    : `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`;

/**
 * The canonical link, OpenGraph and Twitter card tags of a drawn page, one per line, every value escaped: what
 * the server adds before `</head>` (through a replacer function, never a replacement string). `<title>` and the
 * meta description are not here: the template has them, and the server replaces their text.
 */
export function headTagsHtml(meta: PageMeta): string {
  return headTags(meta)
    .map((tag) => `    ${tagHtml(tag)}`)
    .join('\n');
}

/** The tag that keeps a screen out of search results (the login form): for the same place as headTagsHtml's. */
export const noIndexHtml = (): string => `    ${tagHtml(NO_INDEX)}`;
