import { useState } from 'react';
import { ReadListings } from '@/application/listing/read-listings';
import { sortTimeline } from '@/domain/timeline/timeline';
import { useService } from '../app/services';
import { EmptyState } from '../shared/empty-state';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useQuery } from '../shared/data/use-query';
import { useContentLanguage } from '../shared/data/content-language';
import { AsyncContent } from '../shared/async-content';
import { TimelineEntryView } from './timeline-entry-view';
import { TimelineOrder } from './timeline-order';
import styles from './timeline-view.module.css';

/** The association's history as a vertical timeline; `reversed` (newest first) is only where it starts. */
export function TimelineView({ reversed }: { reversed: boolean }) {
  return (
    <QueryBoundary inline loadingLabel="Loading timeline" errorTitle="The timeline could not be loaded">
      <Timeline initiallyReversed={reversed} />
    </QueryBoundary>
  );
}

function Timeline({ initiallyReversed }: { initiallyReversed: boolean }) {
  const listings = useService(ReadListings);
  const { language, keyIn } = useContentLanguage();
  const timeline = useQuery(keyIn(['timeline']), (signal) => listings.timeline(false, { signal, language }));
  const [reversed, setReversed] = useState(initiallyReversed);

  return (
    <AsyncContent state={timeline} loadingLabel="Loading timeline">
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState>The timeline has no entries yet</EmptyState>
        ) : (
          <div className={styles.timeline}>
            <TimelineOrder reversed={reversed} onChange={setReversed} />
            <ol className={styles.entries} aria-label="Timeline">
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
