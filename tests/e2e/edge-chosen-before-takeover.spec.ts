import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { isTakenOver, slowTab, takenOver } from './support/held-back-code';
import { expectFilteredNews } from './support/public-site-steps';
import { watchTakeover } from './support/takeover';

/**
 * Every choice the server draws can be made as soon as it shows, before the page's code has taken it over
 * (issue 42, point 7): the footer's language, the working groups' order, the news filters, the timeline's
 * order. On a phone's processor (4x slower), with the code held back until the choice is made, the screen
 * must follow the choice once the code has taken the page over, as if it had been made after, with no error
 * of the take-over on the console.
 *
 * Only a browser shows: choices made in the server-drawn page on a 4x-throttled processor while the code is held back,
 * and the take-over honouring them, with the console watched.
 */
async function chosenBeforeTheTakeOver(
  context: BrowserContext,
  path: string,
  choose: (tab: Page) => Promise<unknown>,
): Promise<Page> {
  const { tab, release } = await slowTab(context);
  const errors = await watchTakeover(tab);
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(path, { waitUntil: 'commit' });
  await choose(tab);
  expect(await isTakenOver(tab), 'chosen before the take-over').toBe(false);
  release();
  await takenOver(tab);
  expect(errors, 'errors of the take-over').toEqual([]);
  return tab;
}

test('a language chosen before the take-over is applied once the code has run', async ({ context }) => {
  const tab = await chosenBeforeTheTakeOver(context, '/', (drawn) =>
    drawn.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' }),
  );
  await expect(tab.locator('html')).toHaveAttribute('lang', 'de');
  await expect(tab.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  // Its Apply button, for a reader without the code, has gone with the take-over, and nothing is left to apply.
  await expect(tab.getByRole('button', { name: /^(Apply|Anwenden) / })).toHaveCount(0);
});

test('an order of the working groups chosen before the take-over sorts the list', async ({
  page,
  context,
}) => {
  const titles = (tab: Page) => tab.getByRole('list', { name: 'Working groups' }).getByRole('heading');
  await page.goto('/group');
  const byTitle = await titles(page).allTextContents();
  await page.goto('/group?sort_by=created&sort_order=DESC');
  const newestFirst = await titles(page).allTextContents();
  expect(newestFirst, 'another order than the one drawn').not.toEqual(byTitle);

  const tab = await chosenBeforeTheTakeOver(context, '/group', (drawn) =>
    drawn.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest first' }),
  );
  await expect(tab).toHaveURL(/\/group\?sort_by=created&sort_order=DESC$/);
  await expect(titles(tab)).toHaveText(newestFirst);
});

test('news filters ticked before the take-over filter the list, in the address too', async ({ context }) => {
  const tab = await chosenBeforeTheTakeOver(context, '/news', async (drawn) => {
    await drawn.getByRole('checkbox', { name: 'Calls for papers' }).check();
    await drawn.getByRole('checkbox', { name: 'Film history' }).check();
  });
  await expect(tab).toHaveURL(/[?&]field_tax_vocab_news_tid=1(&|$)/);
  await expect(tab).toHaveURL(/field_tax_vocab_news_tags_tid\[\]=11/);
  await expect(tab.getByRole('checkbox', { name: 'Calls for papers' })).toBeChecked();
  await expect(tab.getByRole('checkbox', { name: 'Film history' })).toBeChecked();
  await expectFilteredNews(tab);
});

test('a timeline order picked before the take-over turns the timeline', async ({ context }) => {
  const tab = await chosenBeforeTheTakeOver(context, '/about-us/history', (drawn) =>
    drawn.getByRole('radio', { name: 'Newest first' }).check(),
  );
  const timeline = tab.getByRole('list', { name: 'Timeline' });
  await expect(tab.getByRole('radio', { name: 'Newest first' })).toBeChecked();
  await expect(timeline.getByRole('heading').first()).toHaveText('Twenty years of NECS');
  await expect(timeline.getByRole('heading').last()).toHaveText('A network is founded');
});
