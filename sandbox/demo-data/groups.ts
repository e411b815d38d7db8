/**
 * The demo working groups: one source for the sandbox's seed (migration 3) and for the tests' in-memory
 * world (tests/support/demo-groups.ts). Plain data, no Node imports, so browser-side tests can read it.
 * 13 groups, so the list (10 a page) has a second page; titles and creation dates sort differently.
 * The member (uid 7) is in two groups, the organizer (uid 5) leads one.
 */

export interface GroupSeedMember {
  readonly uid: number;
  readonly roles: readonly string[];
}

export interface GroupSeed {
  readonly id: number;
  readonly uuid: string;
  readonly label: string;
  readonly created: string;
  readonly summary: string;
  readonly description: string;
  readonly members: readonly GroupSeedMember[];
}

/** The Group module's role ids of the workgroup type. */
export const LEADER_ROLE = 'workgroup-leader';
export const PARTICIPANT_ROLE = 'workgroup-participant';
const LEADER = [LEADER_ROLE];
const PARTICIPANT = [PARTICIPANT_ROLE];

/** Stable per id, shaped like the version-5 uuids the other seeds carry. */
const groupUuid = (id: number) => `6a0f3c2e-91d4-5b7a-8e21-${String(id).padStart(12, '0')}`;

const group = (
  id: number,
  label: string,
  created: string,
  summary: string,
  members: readonly GroupSeedMember[],
): GroupSeed => ({
  id,
  uuid: groupUuid(id),
  label,
  created: `${created}T09:00:00+00:00`,
  summary,
  description: `<p>${summary}</p><p>The group meets at every NECS conference and online in between.</p>`,
  members,
});

export const GROUP_SEEDS: readonly GroupSeed[] = [
  group(1, 'Film History', '2019-06-20', 'Early cinema, film archives and historiography.', [
    { uid: 5, roles: LEADER },
    { uid: 7, roles: [] },
    { uid: 2, roles: PARTICIPANT },
  ]),
  group(2, 'Television Studies', '2020-01-15', 'Broadcast, streaming and the serial form.', [
    { uid: 4, roles: LEADER },
    { uid: 7, roles: PARTICIPANT },
  ]),
  group(3, 'Documentary Film', '2018-09-03', 'Non-fiction film and its ethics.', [{ uid: 2, roles: LEADER }]),
  group(4, 'Media Archaeology', '2021-04-11', 'Dead media, obsolete formats and their afterlives.', [
    { uid: 3, roles: LEADER },
    { uid: 4, roles: [] },
  ]),
  group(5, 'Sound Studies', '2017-11-30', 'Film sound, music and listening.', [{ uid: 4, roles: LEADER }]),
  group(6, 'Film Festivals', '2022-02-08', 'Festivals as institutions and markets.', [
    { uid: 2, roles: LEADER },
    { uid: 3, roles: PARTICIPANT },
  ]),
  group(7, 'Digital Media', '2016-05-19', 'Platforms, interfaces and computational images.', [
    { uid: 3, roles: LEADER },
  ]),
  group(8, 'Film and Philosophy', '2023-03-27', 'Cinema as a way of thinking.', [{ uid: 2, roles: LEADER }]),
  group(9, 'Cinema and Migration', '2015-10-12', 'Diasporic, exilic and transnational cinemas.', [
    { uid: 4, roles: LEADER },
  ]),
  group(10, 'Experimental Film', '2024-01-09', 'Avant-garde and artists’ moving image.', [
    { uid: 3, roles: LEADER },
  ]),
  group(11, 'Post-Socialist Cinemas', '2014-07-01', 'Film cultures of Central and Eastern Europe.', [
    { uid: 2, roles: LEADER },
  ]),
  group(12, 'Gender and Film', '2025-05-22', 'Feminist and queer film studies.', [{ uid: 4, roles: LEADER }]),
  group(13, 'Animation', '2013-12-04', 'Animated film, from cel to code.', [{ uid: 3, roles: LEADER }]),
];
