import { stableUuid } from '../../host/tokens';
import { insertConferenceDetails } from '../tables/conferences';
import type { SandboxDatabase } from '../../storage/database';
import { findNodeById, insertNode } from '../tables/nodes';

const NID = 213;

const SUMMARY = 'The steering committee is choosing the host city; theme and dates follow in spring 2027.';

/**
 * A conference whose optional date range is still empty (`field_date_range: []`): a row of the
 * conference list that a client expecting dates cannot read, in both Drupal modes. Added once, by nid.
 */
export function addUndatedConference(db: SandboxDatabase): void {
  if (findNodeById(db, NID)) return;
  insertNode(db, {
    nid: NID,
    uuid: stableUuid(`node:${NID}`),
    type: 'conference',
    title: 'NECS 2029: Dates to Be Announced',
    pathAlias: '/conferences/2029',
    created: '2026-11-02T09:00:00+00:00',
    body: `<p>${SUMMARY}</p><p>Members will hear first, by e-mail and on this site.</p>`,
    summary: SUMMARY,
    imageFile: null,
    imageAlt: '',
  });
  insertConferenceDetails(db, NID, { dateStart: '', dateEnd: '', location: 'To be announced' });
}
