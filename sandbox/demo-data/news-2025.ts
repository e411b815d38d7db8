import type { NewsSeed } from './seed-types';
import { CATEGORY, TAG } from './vocabularies';

export const NEWS_2025: readonly NewsSeed[] = [
  {
    at: '2025-01-21 10:30',
    category: CATEGORY.conferences,
    tags: [TAG.archives],
    title: 'New working group: Media Archaeology and Archives',
    summary:
      'Members interested in archival research and media archaeology now have a working group of their own.',
    more: '<p>The group meets online every two months and will hold its first workshop at the Bologna conference. Join it from the community section.</p>',
  },
  {
    at: '2025-02-11 09:00',
    category: CATEGORY.callsForPapers,
    tags: [TAG.digitalMedia],
    title: 'Call for Papers: NECSUS special section on Machine Vision',
    summary: 'NECSUS invites articles on automated seeing, computer vision and the moving image.',
    more: '<p>Full articles of 6,000 to 8,000 words are due on 1 June 2025. Audiovisual essays are equally welcome.</p>',
  },
  {
    at: '2025-03-04 13:15',
    category: CATEGORY.publications,
    tags: [TAG.filmHistory, TAG.archives],
    title: 'NECSUS Spring 2025 issue: Restoration Ethics',
    summary:
      'Who decides what a film looked like? The new issue discusses the ethics of digital restoration.',
    more: '<p>With contributions by archivists, restorers and film historians from eleven countries.</p>',
  },
  {
    at: '2025-03-27 08:30',
    category: CATEGORY.callsForPapers,
    tags: [TAG.television, TAG.digitalMedia],
    title: 'Job posting: postdoctoral researcher in streaming studies (three years, Ghent)',
    summary: 'A research project on European streaming services seeks a postdoctoral researcher.',
    more: '<p>Applications close on 30 April 2025. The position starts in September and includes a modest travel budget.</p>',
  },
  {
    at: '2025-04-29 11:00',
    category: CATEGORY.conferences,
    tags: [TAG.filmHistory, TAG.archives],
    title: 'Registration opens for NECS 2025 in Bologna',
    summary: 'Register by 20 May 2025 for the early-bird rate.',
    more: '<p>Conference participants may also attend selected screenings of a restoration festival taking place that week.</p>',
  },
  {
    at: '2025-06-30 17:00',
    category: CATEGORY.conferences,
    tags: [TAG.archives],
    title: 'NECS 2025 Bologna: keynotes and recordings online',
    summary:
      'Recordings of all three keynotes and the closing roundtable can now be watched in the member area.',
    more: '<p>Thank you to everyone who made Bologna such a generous conference.</p>',
    image: ['archive-reels.svg', 'Film reels and cans stacked on archive shelves'],
  },
  {
    at: '2025-07-15 09:45',
    category: CATEGORY.awards,
    tags: [TAG.sound, TAG.filmHistory],
    title: 'Best Article Prize 2025: listening to the silent era',
    summary: 'The prize goes to an article on live sound effects in Scandinavian cinemas before 1927.',
    more: '<p>The jury also highlights two articles on radio drama and early television sound.</p>',
  },
  {
    at: '2025-09-09 10:00',
    category: CATEGORY.callsForPapers,
    tags: [TAG.sound],
    title: 'Call for Papers: NECS 2026 Conference in Vienna, “Sound Matters”',
    summary: 'The 2026 conference listens: to voices, noise, music and silence in audiovisual media.',
    more: '<p>Submit your panel, paper or workshop proposal through the proposal form by 15 January 2026.</p>',
  },
  {
    at: '2025-10-14 12:00',
    category: CATEGORY.publications,
    tags: [TAG.filmFestivals, TAG.digitalMedia],
    title: 'Open access: the NECS Festival Studies Reader',
    summary: 'Twenty key essays on film festivals, newly edited and free to download.',
    more: '<p>The reader was prepared by the Film Festivals working group for teaching.</p>',
  },
  {
    at: '2025-11-25 14:30',
    category: CATEGORY.awards,
    tags: [TAG.filmFestivals],
    title: 'Graduate Workshop Award 2025: winners announced',
    summary:
      'Three doctoral researchers receive the award for projects on festival labour, dubbing and film clubs.',
    more: '<p>Congratulations to the winners, and thank you to everyone who nominated candidates.</p>',
  },
  {
    at: '2025-12-16 09:20',
    category: CATEGORY.callsForPapers,
    tags: [TAG.archives],
    title: 'Job posting: archivist for moving image collections (part time, Amsterdam)',
    summary: 'A foundation for amateur film seeks an archivist to catalogue and digitise its collections.',
    more: '<p>Applications are welcome until 31 January 2026. Knowledge of Dutch is an advantage, not a requirement.</p>',
  },
];
