import { headTags, type HeadTag } from '@/domain/pages/head-tags';
import type { PageMeta } from '@/domain/pages/page-meta';
import { WRITTEN_HERE } from './written-here';

/**
 * The tags a page owns besides its title and description: replaced as a whole on every screen. A drawn login
 * form's `robots` (noindex) among them, so that it never stays on the screens after it.
 */
const OWNED = 'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"]';

/**
 * Writes a page's head into the document: the tab's title, the meta description (the site's when the page
 * has none of its own, so one page's never lingers on the next) and its canonical, OpenGraph and Twitter tags,
 * replacing every earlier one, whether the server drew it or an earlier screen wrote it.
 */
export function writeHead(doc: Document, meta: PageMeta): void {
  doc.title = meta.documentTitle;
  const description = descriptionOf(doc);
  // index.html names the site's description beside the content a server-drawn page replaces.
  description.dataset.siteDescription ??= description.content;
  description.content = meta.description || description.dataset.siteDescription;
  doc.head.querySelectorAll(OWNED).forEach((tag) => tag.remove());
  doc.head.append(...headTags(meta).map((tag) => elementOf(doc, tag)));
}

function descriptionOf(doc: Document): HTMLMetaElement {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  return meta;
}

function elementOf(doc: Document, tag: HeadTag): HTMLElement {
  if (tag.element === 'link') {
    const link = doc.createElement('link');
    link.rel = tag.rel;
    link.href = tag.href;
    // Told apart from a head the server drew (useDocumentMeta).
    link.dataset[WRITTEN_HERE] = '';
    return link;
  }
  const meta = doc.createElement('meta');
  meta.setAttribute(tag.attribute, tag.key);
  meta.content = tag.content;
  return meta;
}
