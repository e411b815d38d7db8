import { CONFERENCES, type ConferenceSeed } from '../../demo-data/conferences';
import { stableUuid } from '../../host/tokens';
import type { SandboxDatabase } from '../../storage/database';
import { insertConferenceDetails, type Conference } from '../tables/conferences';
import { insertNode } from '../tables/nodes';
import { slugify } from './seed-news';

const FIRST_CONFERENCE_NID = 200;

/** The demo conferences as stored nodes with their details. */
export function conferenceNodes(): Conference[] {
  return CONFERENCES.map((conference, index) => {
    const nid = FIRST_CONFERENCE_NID + index;
    const title = `NECS ${conference.year}: ${conference.theme}`;
    return {
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
      dateStart: conference.start,
      dateEnd: conference.end,
      location: `${conference.city}, ${conference.country}`,
    };
  });
}

export function seedConferences(db: SandboxDatabase): void {
  for (const { dateStart, dateEnd, location, ...node } of conferenceNodes()) {
    insertNode(db, node);
    insertConferenceDetails(db, node.nid, { dateStart, dateEnd, location });
  }
}

function conferenceBody(conference: ConferenceSeed): string {
  return (
    `<p>${conference.summary}</p>` +
    `<p>The ${conference.year} NECS conference in ${conference.city}, “${conference.theme}”, brings together ` +
    'film and media scholars, archivists, curators and doctoral researchers ' +
    'from across Europe and beyond for panels, workshops, screenings and working group meetings.</p>'
  );
}
