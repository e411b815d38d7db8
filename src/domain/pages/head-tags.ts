import type { PageMeta } from './page-meta';

/** One tag of the head besides `<title>` and the meta description, as the browser and the server write it. */
export type HeadTag =
  | { readonly element: 'link'; readonly rel: 'canonical'; readonly href: string }
  | {
      readonly element: 'meta';
      /** OpenGraph reads `property`, Twitter reads `name`. */
      readonly attribute: 'property' | 'name';
      readonly key: string;
      readonly content: string;
    };

/** Asks search engines to leave a screen out of their results (the login form), links on it still followed. */
export const NO_INDEX: HeadTag = { element: 'meta', attribute: 'name', key: 'robots', content: 'noindex' };

const og = (key: string, content: string): HeadTag => ({
  element: 'meta',
  attribute: 'property',
  key,
  content,
});

/**
 * The canonical link, OpenGraph and the Twitter card of a page, in this order; what the page lacks (a
 * description, the image's size or alt text) is left out rather than written empty. Every page has an image,
 * its own or the site's, so every card is a large image card.
 */
export function headTags(meta: PageMeta): HeadTag[] {
  const { image } = meta;
  return [
    { element: 'link', rel: 'canonical', href: meta.url },
    og('og:title', meta.title),
    ...(meta.description ? [og('og:description', meta.description)] : []),
    og('og:url', meta.url),
    og('og:type', meta.type),
    og('og:image', image.url),
    ...(image.width && image.height
      ? [og('og:image:width', String(image.width)), og('og:image:height', String(image.height))]
      : []),
    ...(image.alt ? [og('og:image:alt', image.alt)] : []),
    og('og:site_name', meta.siteName),
    {
      element: 'meta',
      attribute: 'name',
      key: 'twitter:card',
      content: 'summary_large_image',
    },
  ];
}
