import { useLocation, useSearchParams } from 'react-router-dom';
import { ReadListings } from '@/application/listing/read-listings';
import { DEFAULT_PAGE, parsePageNumber } from '@/domain/lists/pager';
import { useService } from '../app/services';
import { usePublicMessages } from '../i18n/public-messages';
import { EmptyState } from '../shared/empty-state';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useQuery } from '../shared/data/use-query';
import { AsyncContent } from '../shared/async-content';
import { ConferenceCard } from './conference-card';
import { Pager } from '../shared/pager';
import styles from './conference-list.module.css';

/** The conferences, latest first, a page at a time; the page lives in the address (`?page=1`). */
export function ConferenceList({ display }: { display: string }) {
  const t = usePublicMessages();
  return (
    <QueryBoundary inline loadingLabel={t('loadingConferences')} errorTitle={t('conferencesFailed')}>
      <Conferences display={display} />
    </QueryBoundary>
  );
}

function Conferences({ display }: { display: string }) {
  const t = usePublicMessages();
  const listings = useService(ReadListings);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePageNumber(params.get('page'));
  const conferences = useQuery(['conferences', page, display], (signal) =>
    listings.conferences(page, display, { signal }),
  );
  const hrefFor = (target: number) => (target === DEFAULT_PAGE ? pathname : `${pathname}?page=${target}`);

  return (
    <AsyncContent state={conferences} loadingLabel={t('loadingConferences')}>
      {({ rows, pager }) =>
        rows.length === 0 ? (
          <EmptyState>{t('noConferencesOnPage')}</EmptyState>
        ) : (
          <>
            <ul className={styles.grid} data-wide aria-label={t('conferences')}>
              {rows.map((conference) => (
                <li key={conference.uuid}>
                  <ConferenceCard conference={conference} headingLevel={2} />
                </li>
              ))}
            </ul>
            <Pager pager={pager} label={t('conferencePages')} hrefFor={hrefFor} />
          </>
        )
      }
    </AsyncContent>
  );
}
