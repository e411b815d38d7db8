import type { PageNode } from './page';
import { pageDescription } from './page-description';
import type { ScreenMeta } from './page-meta';
import type { ContentParagraph } from './paragraph';
import { shownParagraphs } from './sections';

/**
 * What a content page says about itself in the head: its title, its description, `article` for a news item
 * (`website` otherwise), and the first image the visitor sees on it that a link preview can show, with its size.
 */
export function nodeMeta(node: PageNode): ScreenMeta {
  const image = shownParagraphs(node.paragraphs).find(isPreviewImage);
  return {
    title: node.title,
    description: pageDescription(node),
    type: node.contentType === 'news' ? 'article' : 'website',
    image: image ? { src: image.src, alt: image.alt, width: image.width, height: image.height } : null,
  };
}

/** Facebook, X and LinkedIn show no SVG in a preview (a drawing's `.svg`, with or without a query). */
const isPreviewImage = (
  paragraph: ContentParagraph,
): paragraph is Extract<ContentParagraph, { type: 'image' }> =>
  paragraph.type === 'image' && !/\.svg(?:[?#]|$)/i.test(paragraph.src);
