import { Suspense } from 'react';
import type { ContentParagraph } from '@/domain/pages/paragraph';
import { usePublicMessages } from '../i18n/public-messages';
import { LoadingOverlay } from '../shared/loading-overlay';
import { ReaderLanguage } from '../shared/reader-language';
import { SafeHtml } from '../shared/safe-html';
import { LIST_PARTS } from './list-parts';
import styles from './paragraph-view.module.css';

const { 'news-list': NewsList, 'conference-list': ConferenceList, timeline: Timeline } = LIST_PARTS;

export function ParagraphView({
  paragraph,
  eager = false,
}: {
  paragraph: ContentParagraph;
  eager?: boolean;
}) {
  switch (paragraph.type) {
    case 'text':
      return (
        <div className={styles.text}>
          {paragraph.title && <h2>{paragraph.title}</h2>}
          <SafeHtml html={paragraph.html} />
        </div>
      );
    case 'image':
      return (
        <figure className={styles.figure}>
          <img
            src={paragraph.src}
            alt={paragraph.alt}
            width={paragraph.width ?? undefined}
            height={paragraph.height ?? undefined}
            loading={eager ? 'eager' : 'lazy'}
            // An image of the first section is often the largest thing on a phone's first screen: fetched
            // before the code that arrives after the first paint, it is painted as soon as the text is.
            fetchPriority={eager ? 'high' : undefined}
          />
          {paragraph.caption && <figcaption>{paragraph.caption}</figcaption>}
        </figure>
      );
    case 'news-list':
    case 'conference-list':
    case 'timeline':
      return <ListParagraph paragraph={paragraph} />;
  }
}

type ListParagraphOf = Extract<ContentParagraph, { type: 'news-list' | 'conference-list' | 'timeline' }>;

/**
 * A list, its code loaded with the first page that shows one (list-parts.ts), in the reader's language inside
 * a page that may not be; each card marks the language of its own content.
 */
function ListParagraph({ paragraph }: { paragraph: ListParagraphOf }) {
  const t = usePublicMessages();
  return (
    <ReaderLanguage>
      <Suspense fallback={<LoadingOverlay label={t('loadingList')} inline />}>
        {paragraph.type === 'news-list' && (
          <NewsList display={paragraph.display} limit={paragraph.limit} jsonUrl={paragraph.jsonUrl} />
        )}
        {paragraph.type === 'conference-list' && <ConferenceList display={paragraph.display} />}
        {paragraph.type === 'timeline' && <Timeline reversed={paragraph.reversed} />}
      </Suspense>
    </ReaderLanguage>
  );
}
