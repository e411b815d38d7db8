import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { discussion } from './support/topic-steps';
import { accountNav, DEMO, expireSessions, logIn, resetFlood, type DemoAccount } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';
import { commentThroughCore, nidOf, topicThroughRequest } from './support/wire-fixtures';

/**
 * Issue 51, point 4, in both Drupal modes and through nginx: a member's unsent reply, comment and edit survive
 * a reload; after their session expires, another account logging in in place is shown none of it (that the
 * same member gets it all back is tests/ui/conversation-drafts.test.tsx's); a logout in another tab says so in
 * the page. Each test writes a topic of its
 * own in Film History (group 1, where the member and the organizer both are), with one comment of the
 * member's to reply to and to edit.
 *
 * Only a browser shows: the fields Chromium restores on Back by their order in a `no-store` page, the drafts kept in
 * the tab's sessionStorage through real reloads, a logout heard from another tab, every frame painted on Back, and axe.
 */
const run = () => `${test.info().project.name} ${Date.now().toString(36)}`;

const REPLY = 'A reply I have not sent';
const COMMENT = 'A comment I have not sent';
const EDITED = 'My first thought, and a second one not saved';

const replyForm = (page: Page) => page.getByRole('form', { name: /^Reply to / });
const editForm = (page: Page) => page.getByRole('form', { name: 'Edit your comment' });
const commentForm = (page: Page) => page.getByRole('form', { name: 'Add a comment' });

/**
 * The member's own topic in Film History, open, with their comment "My first thought": both written through
 * the wire (the forms are not what this file is about), then the topic's address loaded.
 */
async function topicWithOwnComment(page: Page): Promise<void> {
  const title = `Unsent words ${run()}`;
  const path = await topicThroughRequest(page, title);
  await commentThroughCore(page, nidOf(path), '<p>My first thought</p>');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(discussion(page).getByRole('article').filter({ hasText: 'My first thought' })).toBeVisible();
}

/** A reply to the member's comment, an edit of it and a new comment, none of them sent. */
async function writeWithoutSending(page: Page): Promise<void> {
  const own = discussion(page).getByRole('article').filter({ hasText: 'My first thought' });
  await own.getByRole('button', { name: 'Reply' }).click();
  await replyForm(page).getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
  await own.getByRole('button', { name: 'Edit' }).click();
  await editForm(page).getByRole('textbox').fill(EDITED);
  await commentForm(page).getByRole('textbox').fill(COMMENT);
}

async function expectAllThere(page: Page): Promise<void> {
  await expect(replyForm(page).getByRole('textbox', { name: 'Your reply' })).toHaveValue(REPLY);
  await expect(editForm(page).getByRole('textbox')).toHaveValue(EDITED);
  await expect(commentForm(page).getByRole('textbox')).toHaveValue(COMMENT);
}

/** The texts of every field on the page and every key and value of the tab's drafts. */
const traces = (page: Page) =>
  page.evaluate(() => ({
    fields: [...document.querySelectorAll('textarea, input, [contenteditable="true"]')].map((field) =>
      field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement
        ? field.value
        : field.textContent,
    ),
    stored: Object.keys(sessionStorage)
      .filter((key) => key.includes('.draft.'))
      .map((key) => `${key} ${sessionStorage.getItem(key)}`),
  }));

/** The member's session ends on the server; the page learns it from the refused reply. */
async function expireWhileWriting(page: Page): Promise<void> {
  await expireSessions(page, DEMO.member.mail);
  await replyForm(page).getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByRole('region', { name: 'Your session has ended' })).toBeVisible();
  await expect(replyForm(page)).toHaveCount(0);
}

async function logInInPlace(page: Page, account: DemoAccount): Promise<void> {
  const notice = page.getByRole('region', { name: 'Your session has ended' });
  await notice.getByRole('button', { name: 'Log in again' }).click();
  await notice.getByLabel('E-mail').fill(account.mail);
  await notice.getByLabel('Password').fill(account.password);
  await notice.getByRole('button', { name: 'Login' }).click();
  await expect(notice).toHaveCount(0);
  await expect(accountNav(page).getByRole('link', { name: 'My NECS' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
  await topicWithOwnComment(page);
  await writeWithoutSending(page);
});

test(
  'a reply, a comment and an edit not sent survive a reload, and go once sent',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await page.reload();
    await expectAllThere(page);
    expect(await violations(page)).toEqual([]);

    await replyForm(page).getByRole('button', { name: 'Post reply' }).click();
    await expect(discussion(page).getByRole('article').filter({ hasText: REPLY })).toBeVisible();
    await page.reload();
    await expect(editForm(page).getByRole('textbox')).toHaveValue(EDITED);
    await expect(replyForm(page)).toHaveCount(0);
  },
);

test(
  'after an expiry another account logging in in place is shown none of it',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await expireWhileWriting(page);
    await logInInPlace(page, DEMO.organizer);
    await expect(commentForm(page).getByRole('textbox')).toBeVisible();
    await expect(replyForm(page)).toHaveCount(0);
    await expect(editForm(page)).toHaveCount(0);
    await expect(commentForm(page).getByRole('textbox')).toHaveValue('');
    const { fields, stored } = await traces(page);
    expect(fields.filter((text) => /not sent|not saved/.test(text ?? ''))).toEqual([]);
    expect(stored).toEqual([]);
    // Nor after a reload.
    await page.reload();
    await expect(commentForm(page).getByRole('textbox')).toHaveValue('');
    await expect(replyForm(page)).toHaveCount(0);
  },
);

test(
  'a logout in another tab says so in the page, and nothing written is kept',
  CORE_THROUGH_NGINX,
  async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/my-necs');
    await accountNav(other).getByRole('button', { name: 'Logout' }).click();
    await expect(accountNav(other).getByRole('link', { name: 'Login' })).toBeVisible();

    const notice = page.getByRole('region', { name: 'You logged out in another tab.' });
    await expect(notice.getByRole('alert')).toHaveText('You logged out in another tab.');
    await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(replyForm(page)).toHaveCount(0);
    expect((await traces(page)).stored).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
  },
);

/**
 * Issue 61, point 1: a member's topic is `no-store`, so Back from another address loads it again, and a browser
 * restores the fields of a page it loads again by their order in it; the server draws the comment box alone,
 * so the first field kept (a reply's, an edit's) would land in it. Each box gets its words from its own draft.
 */
async function backFromAnotherAddress({ page }: { page: Page }): Promise<void> {
  const topic = page.url();
  await page.goto('/news');
  await page.goBack();
  expect(page.url()).toBe(topic);
  await expectAllThere(page);
  // And the comment's own draft was not overwritten: it is still the edit's after a reload.
  await page.reload();
  await expectAllThere(page);
}

test(
  'a move to another address and Back leaves each box with its own words',
  CORE_THROUGH_NGINX,
  backFromAnotherAddress,
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('a move to another address and Back leaves each box with its own words', backFromAnotherAddress);
});

test('with only a reply open, Back leaves the comment box empty', async ({ page }) => {
  await editForm(page).getByRole('button', { name: 'Cancel' }).click();
  await commentForm(page).getByRole('textbox').fill('');
  await page.goto('/news');
  await page.goBack();
  await expect(replyForm(page).getByRole('textbox', { name: 'Your reply' })).toHaveValue(REPLY);
  await expect(commentForm(page).getByRole('textbox')).toHaveValue('');
  await expect(editForm(page)).toHaveCount(0);
});

/**
 * Counts, in the next document of the page, the frames drawn and those whose fields or text hold any of
 * `words`: a callback before every paint, from the document's first one (an init script runs before the page's
 * own code and before the browser puts back the fields it kept).
 */
async function countFramesShowing(page: Page, words: readonly string[]): Promise<void> {
  await page.addInitScript((watched) => {
    const frames = { total: 0, showing: 0 };
    Object.assign(window, { framesShowing: frames });
    const shown = () =>
      [...document.querySelectorAll('textarea, input')]
        .map((field) => (field as HTMLTextAreaElement).value)
        .concat(document.body?.textContent ?? '')
        .some((text) => watched.some((word) => text.includes(word)));
    const onFrame = () => {
      frames.total += 1;
      if (shown()) frames.showing += 1;
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  }, words);
}

/** The page's frame counts once `more` further frames have been drawn. */
const framesAfter = (page: Page, more: number) =>
  page.evaluate(
    (count) =>
      new Promise<{ total: number; showing: number }>((done) => {
        const frames = (window as unknown as { framesShowing: { total: number; showing: number } })
          .framesShowing;
        const until = frames.total + count;
        const wait = () => (frames.total >= until ? done({ ...frames }) : requestAnimationFrame(wait));
        requestAnimationFrame(wait);
      }),
    more,
  );

/**
 * Issue 61, point 2: the member writes, leaves for another address; their session ends and another account
 * logs in in a second tab; Back in the first tab draws the other account's page, and not one frame of it may
 * show the member's words.
 */
test(
  "Back after another account logged in never draws the member's words",
  CORE_THROUGH_NGINX,
  async ({ page, context }) => {
    await page.goto('/news');
    await expireSessions(page, DEMO.member.mail);
    const other = await context.newPage();
    await logIn(other, DEMO.organizer);
    await other.close();

    await countFramesShowing(page, [REPLY, COMMENT, EDITED]);
    await page.goBack();
    await expect(commentForm(page).getByRole('button', { name: 'Post comment' })).toBeEnabled();
    const frames = await framesAfter(page, 30);
    expect(frames.total).toBeGreaterThan(30);
    expect(frames.showing).toBe(0);
    await expect(commentForm(page).getByRole('textbox')).toHaveValue('');
    await expect(replyForm(page)).toHaveCount(0);
  },
);
