import { section, text } from '../drupal/wire/paragraphs';
import type { PageSeed } from './seed-types';

const simplePage = (nid: number, path: string, title: string, metaDescription: string, html: string) => ({
  nid,
  path,
  title,
  metaDescription,
  sections: [section('layout_onecol', { content: [text(title, html)] })],
});

/** The footer's pages. */
export const SERVICE_PAGES: readonly PageSeed[] = [
  simplePage(
    10,
    '/imprint',
    'Imprint',
    'Legal information about the association.',
    '<p>European Network for Cinema and Media Studies (NECS) e.V.<br>Filmstraße 12<br>10115 Berlin, Germany</p>' +
      '<p>Registered association, register of associations VR 00000 (sandbox data).<br>' +
      'Represented by the steering committee.</p>',
  ),
  simplePage(
    11,
    '/privacy',
    'Privacy',
    'How NECS handles personal data.',
    '<p>We process members’ personal data only to administer membership, conferences and publications. ' +
      'Membership data is kept in a separate membership system and never shared with third parties.</p>' +
      '<p>This site uses a session cookie for logged-in members and no tracking.</p>',
  ),
  simplePage(
    12,
    '/contact',
    'Contact',
    'How to reach the NECS office and the steering committee.',
    '<p>Office: <a href="mailto:office@example.org">office@example.org</a><br>' +
      'Steering committee: <a href="mailto:board@example.org">board@example.org</a></p>',
  ),
];
