import { Suspense } from 'react';
import type { ContentParagraph } from '@/domain/pages/paragraph';
import { lazyPart } from '../app/lazy-route';
import { LoadingOverlay } from '../shared/loading-overlay';
import { SafeHtml } from '../shared/safe-html';
import styles from './generic-page.module.css';

// Lists load with the first page that shows one, not with every page; like the routes, under the spec's
// time limit, so a part that never arrives ends in the error screen with its reload button.
const NewsList = lazyPart(
  () => import('../listing/news-list'),
  (m) => m.NewsList,
);
const ConferenceList = lazyPart(
  () => import('../listing/conference-list'),
  (m) => m.ConferenceList,
);
const Timeline = lazyPart(
  () => import('../listing/timeline-view'),
  (m) => m.TimelineView,
);

export function ParagraphView({ paragraph }: { paragraph: ContentParagraph }) {
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
            loading="lazy"
          />
          {paragraph.caption && <figcaption>{paragraph.caption}</figcaption>}
        </figure>
      );
    case 'news-list':
    case 'conference-list':
    case 'timeline':
      return (
        <Suspense fallback={<LoadingOverlay label="Loading list" inline />}>
          {paragraph.type === 'news-list' && (
            <NewsList display={paragraph.display} limit={paragraph.limit} jsonUrl={paragraph.jsonUrl} />
          )}
          {paragraph.type === 'conference-list' && <ConferenceList display={paragraph.display} />}
          {paragraph.type === 'timeline' && <Timeline reversed={paragraph.reversed} />}
        </Suspense>
      );
  }
}
