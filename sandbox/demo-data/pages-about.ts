import { image, section, text, timeline } from '../drupal/wire/paragraphs';
import type { PageSeed } from './seed-types';

const person = (name: string, role: string, affiliation: string, research: string) =>
  text(name, `<p><strong>${role}</strong><br>${affiliation}</p><p>${research}</p>`);

/** About us, the history timeline and the board. */
export const ABOUT_PAGES: readonly PageSeed[] = [
  {
    nid: 4,
    path: '/about-us',
    title: 'About us',
    metaDescription: 'Who we are and what NECS does for cinema and media studies in Europe.',
    sections: [
      section('layout_twocol', {
        top: [text('About us', '<p class="lead">An open network, run by its members.</p>')],
        first: [
          text(
            'Who we are',
            '<p>NECS was founded in 2006 to connect researchers of film and media across the languages and ' +
              'academic traditions of Europe. Today our members work at universities, archives, festivals and ' +
              'museums in more than forty countries.</p>',
          ),
        ],
        second: [image('film-strip.svg', 'A strip of film frames curving across a calm blue background')],
        bottom: [
          text(
            'What we do',
            '<ul><li>an annual conference and a graduate workshop</li><li>the open access journal NECSUS</li>' +
              '<li>thematic working groups</li><li>prizes for articles, archives and doctoral research</li></ul>',
          ),
        ],
        _disabled: [
          text(
            'Draft: mission statement 2027',
            '<p>Not yet approved by the general assembly; hidden on the site.</p>',
          ),
        ],
      }),
    ],
  },
  {
    nid: 5,
    path: '/about-us/history',
    title: 'History',
    metaDescription: 'Twenty years of the European Network for Cinema and Media Studies.',
    sections: [
      section('layout_onecol', {
        content: [
          text(
            'Twenty years of NECS',
            '<p>From a meeting of a few dozen scholars to a network of more than a thousand: the milestones so far.</p>',
          ),
          timeline(false),
        ],
      }),
    ],
  },
  {
    nid: 6,
    path: '/about-us/board',
    title: 'Board',
    metaDescription: 'The NECS steering committee.',
    sections: [
      section('layout_threecol_33_34_33', {
        top: [
          text(
            'The steering committee',
            '<p>The general assembly elects the steering committee for three years. Write to the whole committee at ' +
              '<a href="mailto:board@example.org">board@example.org</a>.</p>',
          ),
        ],
        first: [
          person(
            'Ingrid Halvorsen',
            'Chair',
            'University of the North, Bergen',
            'Works on Nordic documentary and climate media.',
          ),
        ],
        second: [
          person(
            'Tomás Ferreira',
            'Secretary',
            'Lisbon Institute of Media Arts',
            'Researches film clubs and cinephile cultures in Southern Europe.',
          ),
        ],
        third: [
          person(
            'Zsófia Varga',
            'Treasurer',
            'Central European Film Academy, Budapest',
            'Writes on dubbing, voice and translation.',
          ),
        ],
      }),
    ],
  },
];
