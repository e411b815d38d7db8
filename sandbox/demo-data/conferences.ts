import type { SandboxImageFile } from '../drupal/images';

export interface ConferenceSeed {
  year: number;
  city: string;
  country: string;
  theme: string;
  /** YYYY-MM-DD */
  start: string;
  end: string;
  summary: string;
  image?: SandboxImageFile;
}

/** Annual conferences, past and upcoming (today being late 2026). 13 of them fill four pages of 4. */
export const CONFERENCES: readonly ConferenceSeed[] = [
  {
    year: 2015,
    city: 'Łódź',
    country: 'Poland',
    theme: 'Archives of the Everyday',
    start: '2015-06-18',
    end: '2015-06-20',
    summary: 'Home movies, workplace films and the everyday as archive.',
  },
  {
    year: 2016,
    city: 'Potsdam',
    country: 'Germany',
    theme: 'Moving Images, Moving Borders',
    start: '2016-07-28',
    end: '2016-07-30',
    summary: 'Migration, circulation and the borders of European cinema.',
  },
  {
    year: 2017,
    city: 'Paris',
    country: 'France',
    theme: 'The Senses of the Screen',
    start: '2017-06-29',
    end: '2017-07-01',
    summary: 'Touch, smell, hearing and the sensory histories of media.',
  },
  {
    year: 2018,
    city: 'Amsterdam',
    country: 'Netherlands',
    theme: 'Circulation, Scale, Platform',
    start: '2018-06-27',
    end: '2018-06-29',
    summary: 'How media move, and what moving does to them.',
  },
  {
    year: 2019,
    city: 'Gdańsk',
    country: 'Poland',
    theme: 'Cinema at the Shoreline',
    start: '2019-06-13',
    end: '2019-06-15',
    summary: 'Ports, passages and publics of the moving image.',
    image: 'screening-room.svg',
  },
  {
    year: 2021,
    city: 'Palermo',
    country: 'Italy (online)',
    theme: 'Islands and Networks',
    start: '2021-06-24',
    end: '2021-06-26',
    summary: 'Our first online conference, after the cancelled 2020 edition.',
  },
  {
    year: 2022,
    city: 'Bucharest',
    country: 'Romania',
    theme: 'Infrastructures of Attention',
    start: '2022-06-22',
    end: '2022-06-25',
    summary: 'Cables, cinemas, feeds and the work of paying attention.',
  },
  {
    year: 2023,
    city: 'Oslo',
    country: 'Norway',
    theme: 'Cold Media',
    start: '2023-06-14',
    end: '2023-06-17',
    summary: 'Climate, light and the moving image.',
  },
  {
    year: 2024,
    city: 'Tallinn',
    country: 'Estonia',
    theme: 'Small Cinemas, Large Worlds',
    start: '2024-06-19',
    end: '2024-06-22',
    summary: 'How small cinemas travel through festivals, co-productions and platforms.',
  },
  {
    year: 2025,
    city: 'Bologna',
    country: 'Italy',
    theme: 'Restoration and Reinvention',
    start: '2025-06-25',
    end: '2025-06-28',
    summary: 'Restoring, remaking and reinventing moving images.',
    image: 'archive-reels.svg',
  },
  {
    year: 2026,
    city: 'Vienna',
    country: 'Austria',
    theme: 'Sound Matters',
    start: '2026-06-24',
    end: '2026-06-27',
    summary: 'Voices, noise, music and silence in audiovisual media.',
  },
  {
    year: 2027,
    city: 'Lisbon',
    country: 'Portugal',
    theme: 'Screens of Repair',
    start: '2027-06-10',
    end: '2027-06-13',
    summary: 'How media mend and maintain, and how they are mended. Proposals are due on 15 January 2027.',
    image: 'projector.svg',
  },
  {
    year: 2028,
    city: 'Ghent',
    country: 'Belgium',
    theme: 'Futures of the Audience',
    start: '2028-06-07',
    end: '2028-06-10',
    summary: 'Who will watch, listen and play, and where? The call for papers follows in autumn 2027.',
  },
];
