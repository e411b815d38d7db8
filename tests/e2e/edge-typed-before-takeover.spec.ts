import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { isTakenOver, slowTab, takenOver } from './support/held-back-code';

/**
 * Every text field the server draws can be typed in as soon as it shows, before the page's code has taken it
 * over (issue 42, point 7). On a phone's processor (4x slower) a reader who starts typing at once goes on
 * typing while the code arrives and takes the page over; every character must be there after, and sending it
 * must work. The fields the server draws: the header's search (every screen), the login form, the search
 * screen's own field and, for a member of the topic's group, the comment box.
 *
 * Only a browser shows: keys typed into the server-drawn fields on a 4x-throttled processor while the held-back code
 * arrives and takes the page over, then sent.
 */
const SENTENCE = 'Typed before the code took over';

/**
 * Opens `path` and types `fields`' texts into them, one after the other, as they appear: the first half of
 * the characters before the code may run (checked: the page is not yet taken over), the rest while it arrives
 * and takes the page over. Then waits for the take-over and hands back the tab for the test to look.
 */
async function typedAsThePageAppears(
  context: BrowserContext,
  path: string,
  fields: readonly { field: (tab: Page) => Locator; text: string }[],
): Promise<Page> {
  const { tab, release } = await slowTab(context);
  await tab.goto(path, { waitUntil: 'commit' });
  let before = Math.ceil(fields.reduce((sum, { text }) => sum + text.length, 0) / 2);
  for (const { field, text } of fields) {
    const early = text.slice(0, Math.max(before, 0));
    if (early) await field(tab).pressSequentially(early);
    before -= text.length;
    if (before > 0) continue;
    if (early) {
      expect(await isTakenOver(tab), 'typed before the take-over').toBe(false);
      release();
    }
    if (early !== text) await field(tab).pressSequentially(text.slice(early.length));
  }
  // The screen's own parts (the topic with its comment box) are taken over just after the page.
  await takenOver(tab);
  return tab;
}

test('the comment box keeps what a member typed before the take-over, and posts it', async ({
  page,
  context,
}, { repeatEachIndex, retry }) => {
  await logInThroughWire(page, DEMO.member);
  // Each run's own, so that a comment a repeated run posted to the same sandbox is not taken for it.
  const comment = `${SENTENCE} (${repeatEachIndex}.${retry})`;
  const commentBox = (tab: Page) => tab.getByRole('textbox', { name: 'Your comment' });
  const tab = await typedAsThePageAppears(context, '/group_topics/single/903', [
    { field: commentBox, text: comment },
  ]);
  await expect(commentBox(tab)).toHaveValue(comment);
  await tab.getByRole('button', { name: 'Post comment' }).click();
  const comments = tab.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText(comment)).toBeVisible();
  await expect(comments.getByRole('status')).toHaveText('Your comment was posted.');
  await expect(commentBox(tab)).toHaveValue('');
});

test('the header’s search keeps what was typed before the take-over, and searches for it', async ({
  context,
}) => {
  const search = (tab: Page) => tab.getByRole('banner').getByRole('searchbox');
  const tab = await typedAsThePageAppears(context, '/', [{ field: search, text: 'Lisbon screening' }]);
  await expect(search(tab)).toHaveValue('Lisbon screening');
  await search(tab).press('Enter');
  await expect(tab).toHaveURL(/\/search\?q=Lisbon\+screening$/);
});

test('the search screen’s field keeps what was typed before the take-over, and searches for it', async ({
  context,
}) => {
  const search = (tab: Page) => tab.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
  const tab = await typedAsThePageAppears(context, '/search', [{ field: search, text: 'Lisbon' }]);
  await expect(search(tab)).toHaveValue('Lisbon');
  await search(tab).press('Enter');
  await expect(tab).toHaveURL(/\/search\?q=Lisbon$/);
  await expect(tab.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
});

test('the login form keeps the e-mail and password typed before the take-over, and logs in', async ({
  context,
}) => {
  const mail = (tab: Page) => tab.getByLabel('E-mail');
  const password = (tab: Page) => tab.getByLabel('Password');
  const tab = await typedAsThePageAppears(context, '/user/login', [
    { field: mail, text: DEMO.member.mail },
    { field: password, text: DEMO.member.password },
  ]);
  await expect(mail(tab)).toHaveValue(DEMO.member.mail);
  await expect(password(tab)).toHaveValue(DEMO.member.password);
  await tab.getByRole('button', { name: 'Login' }).click();
  await expect(tab.getByRole('link', { name: /^My NECS$/ })).toBeVisible();
});
