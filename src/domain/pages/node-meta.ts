import type { PageNode } from './page';
import { pageDescription } from './page-description';
import type { ScreenMeta } from './page-meta';
import { shownParagraphs } from './sections';

/**
 * What a content page says about itself in the head: its title, its description, `article` for a news item
 * (`website` otherwise), and the first image the visitor sees on it.
 */
export function nodeMeta(node: PageNode): ScreenMeta {
  const image = shownParagraphs(node.paragraphs).find((paragraph) => paragraph.type === 'image');
  return {
    title: node.title,
    description: pageDescription(node),
    type: node.contentType === 'news' ? 'article' : 'website',
    image: image ? { src: image.src, alt: image.alt } : null,
  };
}
