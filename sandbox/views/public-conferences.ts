import { countConferences, listConferences, type ConferenceOrder } from '../db/conferences';
import type { SandboxDatabase } from '../db/database';
import type { Query } from '../query';
import { toConferenceRow } from '../wire/conference-row';
import { readPageNumber, slicePage } from '../wire/pager';
import { readSortOrder, type SortChoice } from './sort-order';

const CONFERENCES_PER_PAGE = 4;

const BY_DATE: SortChoice<ConferenceOrder['column']> = { column: 'date_start', direction: 'DESC' };

const SORTS: Record<string, SortChoice<ConferenceOrder['column']>> = {
  field_date_range: BY_DATE,
  field_date_range_value: BY_DATE,
  title: { column: 'title', direction: 'ASC' },
  created: { column: 'created', direction: 'DESC' },
};

/** `rest/views/public_conferences/{teaser|title}`: latest conference first. */
export function publicConferencesView(db: SandboxDatabase, query: Query) {
  const slice = slicePage(countConferences(db), readPageNumber(query.page), CONFERENCES_PER_PAGE);
  const order = readSortOrder(query, SORTS, BY_DATE);
  const conferences = listConferences(db, order, slice.limit, slice.offset);
  return { rows: conferences.map(toConferenceRow), pager: slice.pager };
}
