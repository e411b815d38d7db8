import type { PageNode } from '@/domain/pages/page';
import type { LayoutName } from '@/domain/pages/paragraph';
import { aLayout, aPage, aParagraph, aTextParagraph } from './builders';

/**
 * Pages shaped like the sandbox's (sandbox/db/seed-pages-*.ts): same nids, titles, layouts and list
 * paragraphs, with shorter texts.
 */

const page = (
  nid: number,
  title: string,
  layoutName: LayoutName,
  build: (layout: ReturnType<typeof aLayout>) => PageNode['paragraphs'],
) => {
  const layout = aLayout(layoutName);
  return aPage({ nid, title, metaDescription: `${title} — NECS`, paragraphs: [layout, ...build(layout)] });
};

const home = (() => {
  const intro = aLayout('layout_twocol');
  const latest = aLayout('layout_onecol');
  return aPage({
    nid: 1,
    title: 'Home',
    metaDescription: 'NECS, the European Network for Cinema and Media Studies.',
    paragraphs: [
      intro,
      aTextParagraph('European Network for Cinema and Media Studies', '<p class="lead">Since 2006.</p>', {
        parent: intro,
        region: 'top',
      }),
      aTextParagraph('Welcome to NECS', '<p>Scholars, archivists and curators of film and media.</p>', {
        parent: intro,
        region: 'first',
      }),
      aParagraph(
        {
          type: 'image',
          src: '/cms/files/projector.svg',
          alt: 'A vintage film projector',
          caption: '',
          width: 640,
          height: 400,
        },
        { parent: intro, region: 'second' },
      ),
      latest,
      aTextParagraph('Latest news', '<p><a href="/news">All news</a></p>', { parent: latest }),
      aParagraph({ type: 'news-list', display: 'teaser', limit: 3, jsonUrl: '' }, { parent: latest }),
    ],
  });
})();

export const DEMO_PAGES: Readonly<Record<string, PageNode>> = {
  '/': home,
  '/news': page(2, 'News', 'layout_onecol', (parent) => [
    aTextParagraph('News', '<p>Calls for papers, announcements, publications and prizes.</p>', { parent }),
    aParagraph(
      { type: 'news-list', display: 'teaser', limit: 0, jsonUrl: 'rest/views/public_news/teaser' },
      { parent },
    ),
  ]),
  '/conferences': page(3, 'Conferences', 'layout_onecol', (parent) => [
    aTextParagraph('Conferences', '<p>Every June, NECS meets in a different European city.</p>', { parent }),
    aParagraph({ type: 'conference-list', display: 'teaser' }, { parent }),
  ]),
  '/about-us': page(4, 'About us', 'layout_twocol', (parent) => [
    aTextParagraph('About us', '<p class="lead">An open network, run by its members.</p>', {
      parent,
      region: 'top',
    }),
    aTextParagraph('Who we are', '<p>Founded in 2006.</p>', { parent, region: 'first' }),
    aParagraph(
      {
        type: 'image',
        src: '/cms/files/film-strip.svg',
        alt: 'A strip of film frames',
        caption: '',
        width: 640,
        height: 400,
      },
      { parent, region: 'second' },
    ),
    aTextParagraph('Draft: mission statement 2027', '<p>Hidden on the site.</p>', {
      parent,
      region: '_disabled',
    }),
  ]),
  '/about-us/history': page(5, 'History', 'layout_onecol', (parent) => [
    aTextParagraph('Twenty years of NECS', '<p>The milestones so far.</p>', { parent }),
    aParagraph({ type: 'timeline', reversed: false }, { parent }),
  ]),
  '/about-us/board': page(6, 'Board', 'layout_threecol', (parent) => [
    aTextParagraph('The steering committee', '<p>Elected for three years.</p>', { parent, region: 'top' }),
    aTextParagraph('Ingrid Halvorsen', '<p><strong>Chair</strong></p>', { parent, region: 'first' }),
    aTextParagraph('Tomás Ferreira', '<p><strong>Secretary</strong></p>', { parent, region: 'second' }),
    aTextParagraph('Zsófia Varga', '<p><strong>Treasurer</strong></p>', { parent, region: 'third' }),
  ]),
};
