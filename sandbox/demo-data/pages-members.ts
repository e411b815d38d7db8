import { image, section, text, unknownParagraph } from '../drupal/wire/paragraphs';
import type { PageSeed } from './seed-types';

/** Pages about membership. /join carries a paragraph type the front end does not know; /community
 * carries CMS HTML with a script and an event handler, which the front end must sanitize away. */
export const MEMBER_PAGES: readonly PageSeed[] = [
  {
    nid: 7,
    path: '/membership',
    title: 'Membership',
    metaDescription: 'What NECS membership offers and what it costs.',
    sections: [
      section('layout_onecol', {
        content: [
          text(
            'Membership',
            '<p>Members shape the network: they propose panels for the conference, join working groups, vote in ' +
              'the general assembly and receive reduced conference fees.</p>' +
              '<h3>Yearly fees</h3><ul><li>Regular members: 40 €</li>' +
              '<li>Students, doctoral researchers and precarious researchers: 15 €</li>' +
              '<li>Institutional members: 250 €</li></ul>' +
              '<p>Membership runs for the calendar year. <a href="/join">Join now</a>.</p>',
          ),
        ],
      }),
    ],
  },
  {
    nid: 8,
    path: '/join',
    title: 'Join NECS',
    metaDescription: 'How to become a member of NECS.',
    sections: [
      section('layout_onecol', {
        content: [
          text(
            'How to join',
            '<ol><li>Fill in the membership application with your name, affiliation and research interests.</li>' +
              '<li>Pay the yearly fee by bank transfer or card; the office confirms within a few days.</li>' +
              '<li>Log in with your e-mail address to reach the member area, the working groups and the proposal ' +
              'form.</li></ol>' +
              '<p>Questions? Write to <a href="mailto:office@example.org">office@example.org</a>.</p>',
          ),
          unknownParagraph('paragraph--para_webform', {
            field_title: 'Membership application',
            field_webform: 'membership_application',
          }),
        ],
      }),
    ],
  },
  {
    nid: 9,
    path: '/community',
    title: 'Community',
    metaDescription: 'Working groups and the member directory.',
    sections: [
      section('layout_onecol', {
        content: [
          text(
            'Community',
            '<p>Our working groups meet online and at the conference, publish together and welcome new members. ' +
              'Log in to join a group and start a topic.</p>' +
              '<script>alert("sandbox: unsanitized CMS HTML")</script>' +
              '<p><img src="/sites/default/files/screening-room.svg" alt="Members at a working group screening" ' +
              'width="640" height="400" onerror="alert(\'sandbox: unsanitized CMS HTML\')"></p>',
          ),
          image(
            'archive-reels.svg',
            'Film reels and cans stacked on archive shelves',
            'From the Archives working group.',
          ),
        ],
      }),
    ],
  },
];
