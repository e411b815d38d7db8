import { countConferences, listConferences, type ConferenceOrder } from '../tables/conferences';
import { toConferenceRow } from '../wire/conference-row';
import { readSortOrder, type SortChoice } from './sort-order';
import type { ViewDefinition } from './view-display';

const BY_DATE: SortChoice<ConferenceOrder['column']> = { column: 'date_start', direction: 'DESC' };

const SORTS: Record<string, SortChoice<ConferenceOrder['column']>> = {
  field_date_range: BY_DATE,
  field_date_range_value: BY_DATE,
  title: { column: 'title', direction: 'ASC' },
  created: { column: 'created', direction: 'DESC' },
};

/** `rest/views/public_conferences/{teaser|title}`: latest conference first, 4 a page. */
export const publicConferencesView: ViewDefinition = {
  displays: ['teaser', 'title'],
  paging: { itemsPerPage: 4, stock: 'some' },
  select: (db, query, window) => ({
    rows: listConferences(db, readSortOrder(query, SORTS, BY_DATE), window.limit, window.offset).map(
      toConferenceRow,
    ),
    total: countConferences(db),
  }),
};
