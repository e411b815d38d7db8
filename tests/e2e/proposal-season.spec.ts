import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { violations } from './support/axe-violations';
import { CORE_THROUGH_NGINX, STOCK_DRUPAL_TOO } from './support/drupal-mode';
import { setHidden } from './support/page-visibility';
import { editAnswered, field, onAnotherDevice, openForm, status } from './support/proposal-steps';
import { logInThroughWire } from './support/wire-login';

/**
 * Issue 73, "a proposal season without a lost word" (docs/behaviour.md, Saving and sending; docs/wire-proposals.md,
 * Versions): a tab or a phone left open never writes over newer words, a tab shown again catches up by itself,
 * and words typed after a send elsewhere are offered back. A call closed mid-typing, said in the proposal
 * system's words with Send gone and the words kept, is tests/ui/proposal-page.test.tsx's, the refusal's words
 * on the wire the proposal gateway's contract (tests/infrastructure/proposal-gateway.contract.ts).
 *
 * Only a browser shows: two devices (two browser contexts) and two tabs of one browser on the same proposal,
 * a tab hidden and shown again (visibilitychange), real reloads, and axe on the conflict as drawn.
 *
 * Each test owns proposals no other browser test touches, so none depends on the order they run in (the
 * member's kinds are proposals.spec.ts's and proposal-limits.spec.ts's, the organizer's paper
 * proposal-send-keyboard.spec.ts's and its kinds accessibility.spec.ts's, the admin's paper and the developer's
 * paper and workshop are typed into elsewhere, the admin's panel and the editor's paper are seeded sent):
 * - the admin's workshop: a laptop's and a phone's words merged, then one field both changed asked (desktop, at
 *   390 px, a stock Drupal, nginx);
 * - the developer's panel: a tab shown again (only draft, from whatever the panel holds);
 * - the editor's panel: two tabs typing alternately;
 * - the editor's workshop: sent from one tab while another types (sent once per sandbox database: a retry of
 *   that test on the same stacks meets it sent).
 * Every text typed names its run, so a second run on the same database (the phone width after the desktop's)
 * meets words of its own.
 */

const run = () => `${test.info().project.name} ${Date.now().toString(36)}`;
const conflict = (page: Page) => page.getByRole('region', { name: 'This proposal was changed elsewhere' });
const unsent = (page: Page) => page.getByRole('region', { name: 'These words were not sent' });

// Two devices or tabs and a dozen round trips each, with 2 s between an edit and its save.
test.slow();

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

/** Makes an edit and waits until it is saved and said so. */
async function saved(page: Page, edit: () => Promise<void>): Promise<void> {
  await editAnswered(page, edit);
  await expect(status(page)).toContainText('Saved at');
}

/**
 * The page hidden, as a tab behind another or a phone asleep, then shown again. React reads the hidden state
 * (a frame drawn between) before the visible one, or it would see no change.
 */
async function hiddenThenShown(page: Page): Promise<void> {
  await setHidden(page, true);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => drawn(null))));
  await setHidden(page, false);
}

/** Test 1's journey, at the laptop's width of the project or at a phone's (the describe below). */
async function laptopLeftOpenMeetsNewerWords(page: Page, browser: Browser): Promise<void> {
  const tag = run();
  const laptopTitle = `Cinema of the commons (${tag})`;
  const phoneFormat = `Round table, then screenings chosen by the audience (${tag}).`;
  const laptopDescription = `Written on the laptop, after a day left open (${tag}).`;
  const phoneTitle = `Cinema of the commons, retitled on the phone (${tag})`;
  const phoneDescription = `The phone's description, written in the evening (${tag}).`;
  const laptopSecondDescription = `The laptop's description, written the next morning (${tag}).`;

  // The admin's workshop on the laptop: a title, saved.
  await logInThroughWire(page, DEMO.admin);
  await openForm(page, 'workshop', /^Title/);
  // Laid out at the viewport's width: 1280 px, or 390 px at a phone's (a page without its meta viewport is 980).
  expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()?.width);
  await saved(page, () => field(page, /^Title/).fill(laptopTitle));

  await onAnotherDevice(browser, DEMO.admin, async (phone) => {
    // The phone reads that version and saves the format on top of it.
    await openForm(phone, 'workshop', /^Format/);
    await expect(field(phone, /^Title/)).toHaveValue(laptopTitle);
    await saved(phone, () => field(phone, /^Format/).fill(phoneFormat));

    // The laptop, never reloaded, types another field from its older version: the proposal system refuses the
    // save (412); what only one side changed is merged and saved again, no question asked.
    await editAnswered(page, () => field(page, /^Description/).fill(laptopDescription), 412);
    await expect(status(page)).toContainText('Saved at');
    await expect(conflict(page)).toHaveCount(0);
    await expect(field(page, /^Format/)).toHaveValue(phoneFormat);
    await expect(field(page, /^Description/)).toHaveValue(laptopDescription);
    await phone.reload();
    await expect(field(phone, /^Description/)).toHaveValue(laptopDescription);
    await expect(field(phone, /^Format/)).toHaveValue(phoneFormat);

    // Both change the description, the phone the title too: only the description is asked, nothing lost meanwhile.
    await saved(phone, async () => {
      await field(phone, /^Title/).fill(phoneTitle);
      await field(phone, /^Description/).fill(phoneDescription);
    });
    await editAnswered(page, () => field(page, /^Description/).fill(laptopSecondDescription), 412);
    await expect(conflict(page)).toBeVisible();
    await expect(status(page)).toHaveText(
      'Not saved: newer words were saved in another tab or on another device. Both versions are shown under “This proposal was changed elsewhere”; choose one to go on.',
    );
    const section = conflict(page);
    await expect(section).toContainText('Yours (not saved)');
    await expect(section).toContainText(/The other \(saved at /);
    await expect(section.getByText(laptopSecondDescription)).toBeVisible();
    await expect(section.getByText(phoneDescription)).toBeVisible();
    await expect(section.getByText(phoneTitle)).toHaveCount(0);
    await expect(field(page, /^Description/)).toHaveValue(laptopSecondDescription);
    expect(await violations(page), 'the conflict').toEqual([]);
    // To look at (npm run test:e2e leaves it in test-results/), as the other screens are looked at.
    await section.screenshot({ path: test.info().outputPath(`conflict-${page.viewportSize()?.width}.png`) });

    // The proposal system still holds the phone's words until the laptop chooses.
    await phone.reload();
    await expect(field(phone, /^Description/)).toHaveValue(phoneDescription);

    await editAnswered(page, () => section.getByRole('button', { name: 'Keep mine' }).click());
    await expect(status(page)).toContainText('Saved at');
    await expect(conflict(page)).toHaveCount(0);
    await expect(field(page, /^Description/)).toBeEditable();
    await expect(field(page, /^Description/)).toHaveValue(laptopSecondDescription);
    await expect(field(page, /^Title/)).toHaveValue(phoneTitle);
    await expect(field(page, /^Format/)).toHaveValue(phoneFormat);
    await phone.reload();
    await expect(field(phone, /^Description/)).toHaveValue(laptopSecondDescription);
    await expect(field(phone, /^Title/)).toHaveValue(phoneTitle);
    await expect(field(phone, /^Format/)).toHaveValue(phoneFormat);
  });
}

test(
  'a tab left open for a day merges what only one side changed and asks only the field both changed',
  { tag: [STOCK_DRUPAL_TOO.tag, CORE_THROUGH_NGINX.tag] },
  async ({ page, browser }) => {
    await laptopLeftOpenMeetsNewerWords(page, browser);
  },
);

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a phone left open merges what only one side changed and asks only the field both changed', async ({
    page,
    browser,
  }) => {
    await laptopLeftOpenMeetsNewerWords(page, browser);
  });
});

test('a laptop tab shown again takes in newer words by itself', async ({ page, browser }) => {
  const phoneRationale = `Saved on the phone while the laptop slept (${run()}).`;
  await logInThroughWire(page, DEMO.developer);
  await openForm(page, 'panel', /^Rationale/);
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await onAnotherDevice(browser, DEMO.developer, async (phone) => {
    await openForm(phone, 'panel', /^Rationale/);
    await saved(phone, () => field(phone, /^Rationale/).fill(phoneRationale));
  });

  await hiddenThenShown(page);
  await expect(field(page, /^Rationale/)).toHaveValue(phoneRationale);
  await expect(field(page, /^Rationale/)).toBeEditable();
  await expect(conflict(page)).toHaveCount(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test('two tabs typing alternately lose nothing', async ({ page, context }) => {
  const tag = run();
  const title = `Repair on screen (${tag})`;
  const rationale = `Typed in tab B (${tag}).`;
  const chair = `Typed in tab A again (${tag})`;
  await logInThroughWire(page, DEMO.editor);
  await openForm(page, 'panel', /^Panel title/);
  const tabB = await context.newPage();
  await openForm(tabB, 'panel', /^Panel title/);

  await saved(page, () => field(page, /^Panel title/).fill(title));

  // Tab B in front again: it reads A's title before its member types on.
  await hiddenThenShown(tabB);
  await expect(field(tabB, /^Panel title/)).toHaveValue(title);
  await saved(tabB, () => field(tabB, /^Rationale/).fill(rationale));

  await hiddenThenShown(page);
  await expect(field(page, /^Rationale/)).toHaveValue(rationale);
  await saved(page, () => field(page, /^Chair/).fill(chair));
  await expect(conflict(page)).toHaveCount(0);

  await page.reload();
  await expect(field(page, /^Panel title/)).toHaveValue(title);
  await expect(field(page, /^Rationale/)).toHaveValue(rationale);
  await expect(field(page, /^Chair/)).toHaveValue(chair);
});

test('words typed after a send in another tab are offered back', async ({ page, context }) => {
  const tag = run();
  const late = `A last thought, typed after the send (${tag}).`;
  await logInThroughWire(page, DEMO.editor);
  await openForm(page, 'workshop', /^Title/);
  await saved(page, async () => {
    await field(page, /^Title/).fill(`Archives in common (${tag})`);
    await field(page, /^Description/).fill('A workshop on shared archives.');
    await field(page, /^Format/).fill('Short talks, then work in small groups.');
    await field(page, /^Participant 1/).fill('Ana Lima, Universidade de Lisboa');
    await field(page, /^Participant 2/).fill('Jon Berg, Stockholm University');
  });
  const tabC = await context.newPage();
  await openForm(tabC, 'workshop', /^Title/);

  // Tab A sends.
  await page.getByRole('button', { name: 'Send workshop proposal' }).click();
  await page
    .getByRole('dialog', { name: 'Send your workshop proposal?' })
    .getByRole('button', { name: 'Send now' })
    .click();
  await expect(page.getByText(/This is what you sent/)).toBeVisible();

  // Tab C, still on its draft, types on: the save is refused (sent), the words are offered back.
  await editAnswered(tabC, () => field(tabC, /^Description/).fill(late), 409);
  await expect(unsent(tabC)).toContainText(late);
  await expect(tabC.getByText(/This is what you sent/)).toBeVisible();

  await tabC.reload();
  await expect(unsent(tabC)).toContainText(late);
  await unsent(tabC).getByRole('button', { name: 'Forget them' }).click();
  await expect(unsent(tabC)).toHaveCount(0);
  await tabC.reload();
  await expect(tabC.getByText(/This is what you sent/)).toBeVisible();
  await expect(unsent(tabC)).toHaveCount(0);
});
