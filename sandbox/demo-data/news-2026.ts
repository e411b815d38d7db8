import type { NewsSeed } from './seed-types';
import { CATEGORY, TAG } from './vocabularies';

export const NEWS_2026: readonly NewsSeed[] = [
  {
    at: '2026-01-15 10:00',
    category: CATEGORY.conferences,
    tags: [TAG.filmHistory],
    title: 'Twenty years of NECS: anniversary programme announced',
    summary:
      'Screenings, a history project and a birthday session at the Vienna conference mark twenty years of the network.',
    more: '<p>Members are invited to share photos and memories for the anniversary timeline.</p>',
    image: ['projector.svg', 'A vintage film projector casting a soft beam of light'],
  },
  {
    at: '2026-02-10 11:30',
    category: CATEGORY.publications,
    tags: [TAG.television],
    title: 'NECSUS Spring 2026 issue: Seriality and Care',
    summary: 'The new issue studies how serial television imagines care work, illness and recovery.',
    more: '<p>It also includes a dossier on the preservation of television fandom websites.</p>',
  },
  {
    at: '2026-03-03 09:00',
    category: CATEGORY.conferences,
    tags: [TAG.sound, TAG.filmFestivals],
    title: 'Registration opens for NECS 2026 in Vienna',
    summary: 'Early-bird registration is open until 15 April 2026.',
    more: '<p>Please book accommodation early: the conference coincides with a large music festival.</p>',
  },
  {
    at: '2026-04-21 15:00',
    category: CATEGORY.callsForPapers,
    tags: [TAG.digitalMedia],
    title: 'Call for Papers: Graduate Workshop 2026 on Platform Labour',
    summary: 'Doctoral researchers working on the labour of platform media are invited to apply.',
    more: '<p>Read the <a href="https://www.example.org/necs/graduate-workshop" onclick="alert(\'sandbox: unsanitized CMS HTML\')">full call</a> before 31 May 2026.</p>',
  },
  {
    at: '2026-05-04 09:00',
    category: CATEGORY.awards,
    tags: [TAG.archives, TAG.filmHistory],
    title: 'Archive Initiative Award for community film collections',
    summary:
      'The first Archive Initiative Award honours a volunteer-run collection of home movies from Porto.',
    more: '<p>The award supports digitisation and a public screening series in the neighbourhoods where the films were made.</p>',
  },
  {
    at: '2026-06-29 18:00',
    category: CATEGORY.conferences,
    tags: [TAG.sound],
    title: 'NECS 2026 Vienna in numbers: 640 participants, 150 panels',
    summary: 'The largest NECS conference so far ended with a concert for live cinema orchestra.',
    more: '<p>The feedback survey is open to all participants until 31 July.</p>',
  },
  {
    at: '2026-09-08 10:00',
    category: CATEGORY.callsForPapers,
    tags: [TAG.filmHistory, TAG.digitalMedia],
    title: 'Call for Papers: NECS 2027 Conference in Lisbon, “Screens of Repair”',
    summary:
      'How do media repair, mend and maintain, and how are they repaired? Proposals are due on 15 January 2027.',
    more: '<p>Members submit panels, papers and workshops through the proposal form in the member area.</p>',
    image: ['film-strip.svg', 'A strip of film frames curving across a calm blue background'],
  },
  {
    at: '2026-10-13 13:00',
    category: CATEGORY.publications,
    tags: [TAG.archives],
    title: 'New working group: Amateur and Home Movies',
    summary: 'A new working group brings together researchers and archivists of amateur film.',
    more: '<p>Its first online meeting takes place in December; everyone is welcome.</p>',
  },
  {
    at: '2026-11-10 09:30',
    category: CATEGORY.awards,
    tags: [TAG.television],
    title: 'Best Article Prize 2026: shortlist announced',
    summary: 'Four articles on television, streaming and audiences are shortlisted for this year’s prize.',
    more: '<p>The jury will announce the winner in January.</p>',
  },
];
