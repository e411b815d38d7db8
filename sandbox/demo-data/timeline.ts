export interface TimelineEntry {
  title: string;
  /** HTML, possibly empty. */
  text: string;
  /** YYYY-MM-DD */
  date: string;
  tags: string[];
}

/**
 * The association's history for the timeline paragraph. Stored deliberately out of date order (the
 * front end sorts), and with some entries lacking text or tags (the front end hides empty parts).
 */
export const TIMELINE: readonly TimelineEntry[] = [
  {
    date: '2012-05-15',
    title: 'NECSUS is launched',
    text: '<p>The network’s open access, peer-reviewed journal publishes its first issue.</p>',
    tags: ['publications'],
  },
  {
    date: '2006-03-25',
    title: 'A network is founded',
    text: '<p>Film and media scholars from twelve countries found the European Network for Cinema and Media Studies in Berlin.</p>',
    tags: ['founding'],
  },
  {
    date: '2020-04-01',
    title: 'Conference cancelled, community online',
    text: '<p>The 2020 conference is cancelled; working groups move their meetings online and keep the network talking.</p>',
    tags: ['conference', 'online'],
  },
  {
    date: '2007-06-21',
    title: 'The first annual conference',
    text: '<p>Around 150 participants meet for the first NECS conference.</p>',
    tags: ['conference'],
  },
  {
    date: '2016-11-05',
    title: 'Membership passes 1,000',
    text: '',
    tags: ['community'],
  },
  {
    date: '2009-09-01',
    title: 'Working groups are introduced',
    text: '<p>Members begin to organise in thematic working groups, from film festivals to television studies.</p>',
    tags: [],
  },
  {
    date: '2026-01-15',
    title: 'Twenty years of NECS',
    text: '<p>The network celebrates its twentieth anniversary with a programme at the Vienna conference.</p>',
    tags: ['founding', 'anniversary'],
  },
  {
    date: '2014-01-10',
    title: 'Graduate workshops begin',
    text: '<p>A yearly workshop for doctoral researchers precedes the conference.</p>',
    tags: [],
  },
  {
    date: '2021-06-24',
    title: 'The first online conference',
    text: '',
    tags: ['conference', 'online'],
  },
  {
    date: '2023-09-12',
    title: 'Open access policy adopted',
    text: '<p>All NECS publications are now open access from the day they appear.</p>',
    tags: ['publications'],
  },
];
