import { useState } from 'react';
import { ReadListings } from '@/application/listing/read-listings';
import { sortTimeline } from '@/domain/timeline/timeline';
import { useService } from '../app/services';
import { usePublicMessages } from '../i18n/public-messages';
import { EmptyState } from '../shared/empty-state';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useQuery } from '../shared/data/use-query';
import { AsyncContent } from '../shared/async-content';
import { TimelineEntryView } from './timeline-entry-view';
import { TimelineOrder } from './timeline-order';
import styles from './timeline-view.module.css';

/** The association's history as a vertical timeline; `reversed` (newest first) is only where it starts. */
export function TimelineView({ reversed }: { reversed: boolean }) {
  const t = usePublicMessages();
  return (
    <QueryBoundary inline loadingLabel={t('loadingTimeline')} errorTitle={t('timelineFailed')}>
      <Timeline initiallyReversed={reversed} />
    </QueryBoundary>
  );
}

function Timeline({ initiallyReversed }: { initiallyReversed: boolean }) {
  const t = usePublicMessages();
  const listings = useService(ReadListings);
  const timeline = useQuery('timeline', (signal) => listings.timeline(false, { signal }));
  const [reversed, setReversed] = useState(initiallyReversed);

  return (
    <AsyncContent state={timeline} loadingLabel={t('loadingTimeline')}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState>{t('timelineEmpty')}</EmptyState>
        ) : (
          <div className={styles.timeline}>
            <TimelineOrder reversed={reversed} onChange={setReversed} />
            <ol className={styles.entries} aria-label={t('timeline')}>
              {sortTimeline(entries, reversed).map((entry) => (
                <TimelineEntryView key={entry.id} entry={entry} />
              ))}
            </ol>
          </div>
        )
      }
    </AsyncContent>
  );
}
