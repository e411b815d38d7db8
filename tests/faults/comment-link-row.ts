import { GROUPS_ENGLISH } from '../support/groups-english';
import { checked, read } from './drupal-rows';
import { perFault, type FaultRow } from './fault-row';
import { shows } from './outcomes';

/** What the link's screen says of a comment that is not there for the reader (comment-link-page.tsx). */
export const COMMENT_NOT_FOUND = `${GROUPS_ENGLISH('commentNotFoundTitle')}. ${GROUPS_ENGLISH('commentNotFoundExplained')}`;

const AROUND = 'the header and the menus';
const opening = read('This comment could not be opened', AROUND);

/**
 * Issue 51: a stock Drupal's comment permalink, `/comment/{cid}`, reads the comment for its topic. A 403 is
 * Drupal refusing the reader this comment (its topic is not theirs to read), so the screen says there is no
 * comment for them; every other fault fails the read, with Try again.
 */
export const COMMENT_LINK_ROW: FaultRow = {
  id: 'comment-link',
  system: 'drupal',
  call: 'GET comment/{cid}?_format=json',
  usedBy:
    '/comment/:cid, a comment’s link from the content system: the topic it is on (ReadGroups.commentPlace)',
  route: /^GET comment\/\d+$/,
  outcomes: perFault((fault) =>
    fault === 'status-403'
      ? checked(
          fault,
          shows('not-found-words', COMMENT_NOT_FOUND, 'none: asking again finds the same', AROUND),
        )
      : opening[fault],
  ),
};
