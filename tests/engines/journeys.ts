import { demoAccount } from '../../sandbox/demo-data/accounts';
import { DRAWN_CHARACTERS, wronglyDrawn, ZERO_WIDTH_CHARACTERS } from '../support/drawn-widths';
import { byRole, type EnginePage } from './engine-page';

/**
 * The journeys every browser engine must carry (issue 34): a visitor's public pages, the menu at a phone's and
 * a desktop's width, the language switch, and a member's login, topic with an attachment, comment edited and
 * answered (the reply kept over a reload and, beside a comment, through Back before it is sent), proposal draft kept over a reload and logout. The same words as the Chromium suite (tests/e2e/);
 * each journey runs in a fresh browser context against a fresh sandbox, and fails on any uncaught or React
 * error (main.ts).
 */
export interface Journey {
  readonly name: string;
  run(page: EnginePage, files: { readonly pdf: string }): Promise<void>;
}

/** The drawn routes whose server HTML the browser must take over as it is: no hydration error in any engine. */
export const DRAWN_ROUTES = [
  '/',
  '/news',
  '/conferences',
  '/about-us',
  '/search?q=film',
  '/group',
  '/group/1',
  '/about-static',
  '/user/login',
];

const member = demoAccount('member');
const mainMenu = byRole('navigation', 'Main');
const newTopic = byRole('region', 'New topic');

async function logIn(page: EnginePage): Promise<void> {
  await page.goto('/user/login');
  await page.fill(byRole('textbox', 'E-mail'), member.mail);
  await page.fill(byRole('labelled', 'Password'), member.password);
  await page.click(byRole('button', 'Login'));
  await page.waitForPath('/my-necs');
}

/** The page as the browser first drew it is in this language and carries this word. */
async function expectFirstDrawn(page: EnginePage, lang: string, word: string): Promise<void> {
  const drawn = await page.firstDrawn();
  if (drawn.lang !== lang || !drawn.text.includes(word))
    throw new Error(
      `First drawn in "${drawn.lang}" (wanted "${lang}" with "${word}"): ${drawn.text.slice(0, 200).replace(/\s+/g, ' ')}`,
    );
}

const comments = byRole('region', /^Comments/);

/**
 * Issue 45 in every engine: the member's own comment edited in place, then answered under it, the reply kept over
 * a reload before it is sent (issue 51).
 */
async function editAndReply(page: EnginePage): Promise<void> {
  // Drupal stamps in whole seconds, and "edited" asks for more than one between writing and saving.
  await new Promise((later) => setTimeout(later, 2_100));
  await page.click(byRole('button', /^Edit your comment/, comments));
  const editor = byRole('form', 'Edit your comment');
  await page.fill(byRole('textbox', 'Your comment', editor), 'I can bring the projector and the screen.');
  await page.click(byRole('button', 'Save', editor));
  await page.waitForText('I can bring the projector and the screen.');
  await page.waitForText('edited');
  await page.click(byRole('button', /^Reply to/, comments));
  const reply = byRole('form', /^Reply to/);
  await page.fill(byRole('textbox', 'Your reply', reply), 'And I bring the films.');
  // Issue 51: a reply not sent yet is kept over a reload, its editor open with it.
  await page.reload();
  await page.waitForValue(byRole('textbox', 'Your reply', reply), 'And I bring the films.');
  // Issue 61: Back from another address gives each box its own words, never the reply's to the comment box.
  await page.fill(byRole('labelled', 'Your comment'), 'And a word for everyone.');
  await page.unkept();
  await page.goto('/news');
  await page.back();
  await page.waitForValue(byRole('textbox', 'Your reply', reply), 'And I bring the films.');
  await page.waitForValue(byRole('labelled', 'Your comment'), 'And a word for everyone.');
  await page.click(byRole('button', 'Post reply', reply));
  await page.waitForText('And I bring the films.');
}

export const JOURNEYS: readonly Journey[] = [
  {
    // Issue 61: the invisible-text rule (src/domain/groups/visible-text.ts) holds to what this engine draws.
    name: 'every character the rule calls invisible draws 0 px wide, and the visible ones draw',
    async run(page) {
      await page.goto('/group');
      const drawn = wronglyDrawn(ZERO_WIDTH_CHARACTERS, await page.drawnWidths(ZERO_WIDTH_CHARACTERS), true);
      const missing = wronglyDrawn(DRAWN_CHARACTERS, await page.drawnWidths(DRAWN_CHARACTERS), false);
      if (drawn.length || missing.length)
        throw new Error(
          `Drawn though invisible: ${drawn.join(' ')}; not drawn though visible: ${missing.join(' ')}`,
        );
    },
  },
  {
    name: 'every drawn route is taken over without an error',
    async run(page) {
      for (const route of DRAWN_ROUTES) await page.goto(route);
    },
  },
  {
    name: 'news filters and pager',
    async run(page) {
      await page.goto('/news');
      await page.click(byRole('checkbox', 'Calls for papers'));
      await page.click(byRole('checkbox', 'Film history'));
      await page.waitForText('3 items match these filters');
      await page.click(byRole('button', 'Clear filters'));
      await page.click(byRole('link', /Next/, byRole('navigation', 'News pages')));
      await page.waitForText('Page 2 of');
    },
  },
  {
    name: 'the main menu at 390 and at 1280 px',
    async run(page) {
      await page.setWidth(390);
      await page.goto('/');
      await page.click(byRole('summary', 'Menu', mainMenu));
      await page.click(byRole('link', 'News', mainMenu));
      await page.waitForPath('/news');
      await page.setWidth(1280);
      await page.goto('/');
      await page.click(byRole('link', 'Conferences', mainMenu));
      await page.waitForPath('/conferences');
    },
  },
  {
    name: 'the language switch',
    async run(page) {
      await page.goto('/about-us');
      await expectFirstDrawn(page, 'en', 'Language');
      await page.goto('/news');
      await page.choose(byRole('combobox', 'Language'), 'Deutsch');
      await page.click(byRole('combobox', 'Sprache'));
      // German from the first paint on: no copy of the English page from the browser's cache (issue 34, item 5).
      await page.reload();
      await expectFirstDrawn(page, 'de', 'Sprache');
      await page.click(byRole('combobox', 'Sprache'));
      // A page the browser has in English already.
      await page.goto('/about-us');
      await expectFirstDrawn(page, 'de', 'Sprache');
    },
  },
  {
    name: 'a member posts a topic with a PDF, comments, edits and answers it, keeps a draft and logs out',
    async run(page, { pdf }) {
      await logIn(page);
      await page.goto('/group/3');
      await page.click(byRole('button', 'Join group'));
      await page.waitForText('You are a member of this group.');
      await page.fill(byRole('textbox', 'Title', newTopic), 'Screening plan in every engine');
      await page.click(byRole('textbox', 'Message', newTopic));
      await page.type('A plain line of text.');
      await page.attachFile(byRole('labelled', 'Attach file(s)', newTopic), pdf);
      await page.waitForText('Screening-plan.pdf');
      await page.click(byRole('button', 'Create Topic', newTopic));
      await page.waitForText('Your topic was posted.');
      await page.click(byRole('link', /^Screening plan in every engine$/, byRole('region', /^Topics$/)));
      await page.waitForText('A plain line of text.');
      await page.fill(byRole('labelled', 'Your comment'), 'I can bring the projector.');
      await page.click(byRole('button', 'Post comment'));
      await page.waitForText('I can bring the projector.');
      await editAndReply(page);

      await page.goto('/conference-proposals/paper');
      await page.fill(byRole('textbox', /^Title/), 'Slow cinema and the archive');
      await page.waitForText('Saved at');
      await page.reload();
      await page.waitForValue(byRole('textbox', /^Title/), 'Slow cinema and the archive');

      await page.click(byRole('button', 'Logout'));
      await page.click(byRole('link', 'Login'));
    },
  },
];
