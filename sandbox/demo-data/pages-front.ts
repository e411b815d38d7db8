import { conferenceList, image, newsList, section, text } from '../drupal/wire/paragraphs';
import type { PageSeed } from './seed-types';

/** The home page and the two list pages the main menu leads to first. */
export const FRONT_PAGES: readonly PageSeed[] = [
  {
    nid: 1,
    path: '/',
    title: 'Home',
    metaDescription:
      'NECS, the European Network for Cinema and Media Studies: conferences, publications and working groups.',
    sections: [
      section('layout_twocol', {
        top: [
          text(
            'European Network for Cinema and Media Studies',
            '<p class="lead">A home for film and media research in Europe since 2006.</p>',
          ),
        ],
        first: [
          text(
            'Welcome to NECS',
            '<p>NECS brings together more than 1,300 scholars, archivists, curators and students of film and media. ' +
              'We meet at a yearly conference, work together in thematic working groups and publish the open access ' +
              'journal <em>NECSUS</em>.</p>' +
              '<p>Membership is open to everyone who studies, teaches or preserves moving images. ' +
              '<a href="/join">Find out how to join</a>.</p>',
          ),
        ],
        second: [
          image(
            'projector.svg',
            'A vintage film projector casting a soft beam of light',
            'Cinema and media studies, across Europe.',
          ),
        ],
        bottom: [
          text(
            'Next conference: Lisbon, 10–13 June 2027',
            '<p>“Screens of Repair”. Members can submit proposals until 15 January 2027. ' +
              '<a href="/conferences/2027-lisbon">Read the call</a>.</p>',
          ),
        ],
      }),
      section('layout_onecol', {
        content: [text('Latest news', '<p><a href="/news">All news</a></p>'), newsList('teaser', 3)],
      }),
    ],
  },
  {
    nid: 2,
    path: '/news',
    title: 'News',
    metaDescription:
      'Calls for papers, conference announcements, publications and prizes from the NECS network.',
    sections: [
      section('layout_onecol', {
        content: [
          text(
            '',
            '<p>Calls for papers, conference announcements, new publications and prizes from across the network. ' +
              'Filter by category or subject to find what matters to your research.</p>',
          ),
          newsList('teaser', 0, 'rest/views/public_news/teaser'),
        ],
      }),
    ],
  },
  {
    nid: 3,
    path: '/conferences',
    title: 'Conferences',
    metaDescription: 'The annual NECS conferences, past and upcoming.',
    sections: [
      section('layout_onecol', {
        content: [
          text(
            '',
            '<p>Every June, NECS meets in a different European city for four days of panels, workshops, ' +
              'screenings and working group meetings. The graduate workshop takes place just before.</p>',
          ),
          conferenceList(),
        ],
      }),
    ],
  },
];
