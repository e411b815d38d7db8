import { headTags, type HeadTag } from '@/domain/pages/head-tags';
import type { PageMeta } from '@/domain/pages/page-meta';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** An attribute value that cannot end its quotes or open a tag, whatever the content system wrote. */
const attribute = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const tagHtml = (tag: HeadTag) =>
  tag.element === 'link'
    ? `<link rel="${tag.rel}" href="${attribute(tag.href)}">`
    : `<meta ${tag.attribute}="${attribute(tag.key)}" content="${attribute(tag.content)}">`;

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
