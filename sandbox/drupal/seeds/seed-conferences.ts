import { CONFERENCES, type ConferenceSeed } from '../../demo-data/conferences';
import { stableUuid } from '../../host/tokens';
import type { SandboxDatabase } from '../../storage/database';
import { insertConferenceDetails } from '../tables/conferences';
import { insertNode } from '../tables/nodes';
import { slugify } from './seed-news';

const FIRST_CONFERENCE_NID = 200;

export function seedConferences(db: SandboxDatabase): void {
  CONFERENCES.forEach((conference, index) => {
    const nid = FIRST_CONFERENCE_NID + index;
    const title = `NECS ${conference.year}: ${conference.theme}`;
    insertNode(db, {
      nid,
      uuid: stableUuid(`node:${nid}`),
      type: 'conference',
      title,
      pathAlias: `/conferences/${conference.year}-${slugify(conference.city)}`,
      // Announced with the call for papers, roughly eight months ahead.
      created: `${conference.year - 1}-10-01T09:00:00+00:00`,
      body: conferenceBody(conference),
      summary: conference.summary,
      imageFile: conference.image ?? null,
      imageAlt: conference.image ? `Illustration for the ${conference.year} conference` : '',
    });
    insertConferenceDetails(db, nid, {
      dateStart: conference.start,
      dateEnd: conference.end,
      location: `${conference.city}, ${conference.country}`,
    });
  });
}

function conferenceBody(conference: ConferenceSeed): string {
  return (
    `<p>${conference.summary}</p>` +
    `<p>The ${conference.year} NECS conference in ${conference.city}, “${conference.theme}”, brings together ` +
    'film and media scholars, archivists, curators and doctoral researchers ' +
    'from across Europe and beyond for panels, workshops, screenings and working group meetings.</p>'
  );
}
