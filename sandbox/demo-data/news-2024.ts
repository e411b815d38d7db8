import type { NewsSeed } from './seed-types';
import { CATEGORY, TAG } from './vocabularies';

export const NEWS_2024: readonly NewsSeed[] = [
  {
    at: '2024-01-18 09:30',
    category: CATEGORY.callsForPapers,
    tags: [TAG.filmHistory, TAG.filmFestivals],
    title: 'Call for Papers: NECS 2024 Conference in Tallinn, “Small Cinemas, Large Worlds”',
    summary: 'Proposals for panels, papers and workshops are welcome until 28 February 2024.',
    more: '<p>The conference asks how small national and regional cinemas travel: through festivals, co-productions, streaming catalogues and diasporic audiences. We particularly welcome comparative and collaborative proposals.</p>',
  },
  {
    at: '2024-02-06 11:00',
    category: CATEGORY.publications,
    tags: [TAG.digitalMedia],
    title: 'NECSUS Spring 2024 issue: Platform Temporalities',
    summary: 'The new open access issue of NECSUS looks at the rhythms, delays and loops of platform media.',
    more: '<p>Alongside the special section, the issue includes festival reviews, book reviews and an audiovisual essay on autoplay. All articles are free to read and licensed under CC BY-NC-ND.</p>',
  },
  {
    at: '2024-03-12 08:45',
    category: CATEGORY.awards,
    tags: [TAG.filmHistory],
    title: 'Graduate Workshop Award 2024: call for nominations',
    summary: 'Supervisors may nominate outstanding doctoral projects until 15 April 2024.',
    more: '<p>The award covers travel and accommodation for the graduate workshop preceding the annual conference, and includes a mentoring session with two members of the steering committee.</p>',
  },
  {
    at: '2024-04-02 10:15',
    category: CATEGORY.conferences,
    tags: [TAG.filmFestivals],
    title: 'Registration opens for NECS 2024 in Tallinn',
    summary: 'Early-bird registration for the annual conference is open until 10 May 2024.',
    more: '<p>Members pay reduced fees; doctoral students and precarious researchers can apply for a fee waiver. The programme will be published in early May.</p>',
  },
  {
    at: '2024-05-15 14:20',
    category: CATEGORY.callsForPapers,
    tags: [TAG.television],
    title: 'Call for Papers: Television after Broadcast, an edited volume',
    summary:
      'The Television Studies working group invites chapter proposals on post-broadcast television cultures.',
    more: '<p>Abstracts of 300 words and a short biography are due on 30 June 2024. Topics include public service media online, FAST channels, and the afterlives of broadcast archives.</p>',
  },
  {
    at: '2024-06-27 16:00',
    category: CATEGORY.conferences,
    tags: [TAG.filmHistory, TAG.filmFestivals],
    title: 'NECS 2024 Tallinn: a look back at four days of small cinemas',
    summary:
      'More than 500 participants met in Tallinn for panels, screenings and a harbour-side closing party.',
    more: '<p>Thank you to our local organisers and volunteers. Slides and recordings of the keynotes are available in the member area.</p>',
    image: ['screening-room.svg', 'An illustrated screening room with rows of seats facing a bright screen'],
  },
  {
    at: '2024-07-22 09:00',
    category: CATEGORY.awards,
    tags: [TAG.sound],
    title: 'Best Article Prize 2024 awarded to research on early sound cinema',
    summary:
      'This year’s prize goes to an article on multilingual versions and dubbing in Central Europe, 1929–1933.',
    more: '<p>The jury praised its careful use of studio records and its attention to the voices that were replaced. Two further articles receive honourable mentions.</p>',
  },
  {
    at: '2024-09-10 12:30',
    category: CATEGORY.publications,
    tags: [TAG.archives, TAG.filmHistory],
    title: 'New book series: Studies in European Film Heritage',
    summary:
      'NECS and an open access publisher launch a peer-reviewed series on film heritage and archival practice.',
    more: '<p>The series welcomes monographs and edited collections. Proposals can be sent to the series editors at any time.</p>',
  },
  {
    at: '2024-10-08 10:00',
    category: CATEGORY.callsForPapers,
    tags: [TAG.digitalMedia, TAG.filmHistory],
    title: 'Call for Papers: NECS 2025 Conference in Bologna, “Restoration and Reinvention”',
    summary: 'The 2025 conference asks what it means to restore, remake and reinvent moving images.',
    more: '<p>Deadline for proposals: 15 January 2025. Read the full call and the submission guidelines on the conference page.</p>',
    image: ['film-strip.svg', 'A strip of film frames curving across a calm blue background'],
  },
  {
    at: '2024-11-19 15:45',
    category: CATEGORY.publications,
    tags: [TAG.television, TAG.sound],
    title: 'Television Studies working group launches a podcast',
    summary:
      'Six episodes on the history and futures of European television, recorded with members across the network.',
    more: '<p>The podcast is available on all common platforms and as downloadable files with transcripts.</p>',
  },
  {
    at: '2024-12-12 09:10',
    category: CATEGORY.awards,
    tags: [TAG.filmFestivals],
    title: 'Film Festival Studies Prize: shortlist announced',
    summary: 'Five books and articles are shortlisted for the prize of the Film Festivals working group.',
    more: '<p>The winner will be announced at the working group’s winter meeting.</p>',
  },
];
