import { read } from './drupal-rows';
import type { FaultRow } from './fault-row';

/**
 * The site search (docs/search.md). Since issue 51 it also finds, for a member, the topics and comments of
 * their groups, with the session cookie; a refusal makes the portal check the session as any read does.
 */
export const SEARCH_ROW: FaultRow = {
  id: 'search',
  system: 'drupal',
  call: 'GET rest/views/site_search/standard',
  usedBy:
    '/search, its results (SearchSite.search; a member’s include the topics and comments of their groups)',
  route: /^GET rest\/views\/site_search\/standard$/,
  outcomes: read(
    'The search could not be completed',
    'what was typed in the search box, the header and the menus',
  ),
};
