import { image, section, text, timeline } from '../drupal/wire/paragraphs';
import type { PageSeed } from './seed-types';

/**
 * Translations, as editors would have made them in Drupal: German versions of two pages, three news items
 * and some menu labels. Everything else exists in English only, so a reader of German sees both a
 * translation and the original with its note (docs/content-languages.md).
 */

/** A page's translation: the page is found by its path, the rest replaces the original's. */
export interface PageTranslation extends Omit<PageSeed, 'nid'> {
  langcode: string;
}

/** A news item's translation: the item is found by its English title. */
export interface NewsTranslation {
  langcode: string;
  original: string;
  title: string;
  summary: string;
  more: string;
}

/** A menu link's label in another language: the link is found by its menu and English label. */
export interface MenuLabelTranslation {
  langcode: string;
  menu: 'main' | 'footer';
  label: string;
  translation: string;
}

export const PAGE_TRANSLATIONS: readonly PageTranslation[] = [
  {
    langcode: 'de',
    path: '/about-us',
    title: 'Über uns',
    metaDescription: 'Wer wir sind und was NECS für die Film- und Medienwissenschaft in Europa tut.',
    sections: [
      section('layout_twocol', {
        top: [text('Über uns', '<p class="lead">Ein offenes Netzwerk, getragen von seinen Mitgliedern.</p>')],
        first: [
          text(
            'Wer wir sind',
            '<p>NECS wurde 2006 gegründet, um Film- und Medienforschende über die Sprachen und akademischen ' +
              'Traditionen Europas hinweg zu verbinden. Heute arbeiten unsere Mitglieder an Universitäten, in ' +
              'Archiven, bei Festivals und in Museen in mehr als vierzig Ländern.</p>',
          ),
        ],
        second: [
          image(
            'film-strip.svg',
            'Ein Filmstreifen, der sich über einen ruhigen blauen Hintergrund schwingt',
          ),
        ],
        bottom: [
          text(
            'Was wir tun',
            '<ul><li>eine jährliche Tagung und ein Workshop für den wissenschaftlichen Nachwuchs</li>' +
              '<li>die Open-Access-Zeitschrift NECSUS</li><li>thematische Arbeitsgruppen</li>' +
              '<li>Preise für Aufsätze, Archive und Promotionsforschung</li></ul>',
          ),
        ],
        _disabled: [
          text(
            'Entwurf: Leitbild 2027',
            '<p>Von der Mitgliederversammlung noch nicht beschlossen; auf der Website verborgen.</p>',
          ),
        ],
      }),
    ],
  },
  {
    langcode: 'de',
    path: '/about-us/history',
    title: 'Geschichte',
    metaDescription: 'Zwanzig Jahre European Network for Cinema and Media Studies.',
    sections: [
      section('layout_onecol', {
        content: [
          text(
            'Zwanzig Jahre NECS',
            '<p>Von einem Treffen weniger Dutzend Forschender zu einem Netzwerk von mehr als tausend: die ' +
              'bisherigen Meilensteine.</p>',
          ),
          timeline(false),
        ],
      }),
    ],
  },
];

export const NEWS_TRANSLATIONS: readonly NewsTranslation[] = [
  {
    langcode: 'de',
    original: 'Best Article Prize 2026: shortlist announced',
    title: 'Preis für den besten Aufsatz 2026: Shortlist bekannt gegeben',
    summary:
      'Vier Aufsätze über Fernsehen, Streaming und Publikum stehen auf der Shortlist des diesjährigen Preises.',
    more: '<p>Die Jury gibt die Preisträgerin oder den Preisträger im Januar bekannt.</p>',
  },
  {
    langcode: 'de',
    original: 'New working group: Amateur and Home Movies',
    title: 'Neue Arbeitsgruppe: Amateur- und Heimfilme',
    summary:
      'Eine neue Arbeitsgruppe bringt Forschende und Archivarinnen und Archivare des Amateurfilms zusammen.',
    more: '<p>Ihr erstes Online-Treffen findet im Dezember statt; alle sind herzlich willkommen.</p>',
  },
  {
    langcode: 'de',
    original: 'Registration opens for NECS 2026 in Vienna',
    title: 'Anmeldung für NECS 2026 in Wien geöffnet',
    summary: 'Die Frühbucheranmeldung ist bis zum 15. April 2026 geöffnet.',
    more:
      '<p>Bitte buchen Sie Ihre Unterkunft frühzeitig: Die Tagung fällt mit einem großen Musikfestival ' +
      'zusammen.</p>',
  },
];

const german = (menu: MenuLabelTranslation['menu'], label: string, translation: string) => ({
  langcode: 'de',
  menu,
  label,
  translation,
});

/** History, Board, Call for papers, Community and the footer's last two stay English. */
export const MENU_LABEL_TRANSLATIONS: readonly MenuLabelTranslation[] = [
  german('main', 'Home', 'Startseite'),
  german('main', 'About', 'Über NECS'),
  german('main', 'About us', 'Über uns'),
  german('main', 'News', 'Neuigkeiten'),
  german('main', 'Conferences', 'Tagungen'),
  german('main', 'Membership', 'Mitgliedschaft'),
  german('footer', 'Imprint', 'Impressum'),
  german('footer', 'Privacy', 'Datenschutz'),
  german('footer', 'Contact', 'Kontakt'),
];
