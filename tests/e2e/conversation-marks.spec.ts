import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { FILM_HISTORY, commentWith, discussion, postTopicThroughWireAndOpen } from './support/topic-steps';
import {
  asAnotherAccount,
  commentThroughCore,
  editCommentThroughCore,
  nidOf,
  topicThroughRequest,
} from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 51, "Done when", in both Drupal modes and through nginx: a member reads a topic, writes in it, and
 * another member writes once: the group's page says "1 new" (not the content system's count, which takes in
 * the member's own comment; the same when the read after writing was lost is tests/application's
 * find-topic-news.test.ts and the group gateway's news contract, in both modes), the topic marks exactly one
 * comment, said "New comment", and the member area
 * names the topic with "1 new", linking to that comment. Issue 61: a typo fix is not new, and a topic never
 * opened is "New". Each test writes a topic of its own in Film History (group 1, where the member and the
 * organizer both are), so the demo stays as it was for the other files. The member area's "nothing new" and
 * its error with Try again are tests/ui/member-area-news.test.tsx's; a comment's time and its full moment on
 * focus, tests/ui/conversation-marks.test.tsx's.
 *
 * Only a browser shows: two members writing to one sandbox (the other through the wire), the reads Drupal
 * stamps as real page loads, and axe on each rendered state.
 */
const run = () => `${test.info().project.name} ${Date.now().toString(36)}`;

const newsPanel = (page: Page) => page.getByRole('region', { name: 'New in your groups' });

/**
 * Posts a topic in Film History through the wire and opens it; answers the read's time, unix seconds as Drupal
 * stamped it. (The New topic form has journeys of its own: working-groups.spec.ts, the outbox's tabs.)
 */
async function postAndRead(page: Page, title: string): Promise<number> {
  return Number(await (await postTopicThroughWireAndOpen(page, title)).text());
}

/**
 * Drupal stamps reads and comments in whole seconds, and a comment is new when it changed after the read: the
 * next comment must come in a later second than `seconds` (the same machine's clock as the sandbox's).
 */
async function pastTheSecond(seconds: number): Promise<void> {
  await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [100] }).toBeGreaterThan(seconds);
}

async function comment(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your comment' }).last().fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentWith(page, text)).toBeVisible();
}

/**
 * The organizer writes once on the topic at `path`, through the wire (how another member writes is not what
 * this file is about); answers the comment's id (its article's is `comment-{cid}`).
 */
function anotherMemberWrites(path: string, text: string): Promise<number> {
  return asAnotherAccount(DEMO.organizer, (organizer) =>
    commentThroughCore(organizer, nidOf(path), `<p>${text}</p>`),
  );
}

/** The member's topics in Film History, the one titled `title`. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Topics' }).getByRole('listitem').filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

test(
  'read, wrote, another wrote once: "1 new" on the group, one marker, and the member area names it',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    // Two members, four screens: more than one test's usual time on a busy machine.
    test.slow();
    const title = `Counted news ${run()}`;
    const readAt = await postAndRead(page, title);
    const topicPath = new URL(page.url()).pathname;
    await pastTheSecond(readAt);
    // Written, the topic is read again (as Drupal shows it again): the other member writes after that read.
    const readAgain = page.waitForResponse((answer) => /\/history\/\d+\/read$/.test(answer.url()));
    await comment(page, 'My own thought.');
    await pastTheSecond(Number(await (await readAgain).text()));
    const theirs = `comment-${await anotherMemberWrites(topicPath, 'Their one answer.')}`;
    expect(theirs).toMatch(/^comment-\d+$/);

    await page.goto(FILM_HISTORY);
    // The row then names its last writer.
    await expect(rowOf(page, title)).toContainText(/· 1 new(?![a-z])/);

    await page.goto('/my-necs');
    const named = newsPanel(page).getByRole('listitem').filter({ hasText: title });
    await expect(named).toHaveText(`${title} · Film History · 1 new`);
    await expect(named.getByRole('link', { name: title })).toHaveAttribute('href', `${topicPath}#${theirs}`);
    expect(await violations(page)).toEqual([]);

    await named.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (2, 1 new)' })).toBeVisible();
    await expect(discussion(page).getByText('New comment:')).toHaveCount(1);
    await expect(commentWith(page, 'Their one answer.').getByText('New comment:')).toHaveCount(1);
    await expect(commentWith(page, 'Their one answer.')).toHaveAttribute('id', theirs);
    await expect(
      commentWith(page, 'Their one answer.').getByRole('button', { name: `Reply to ${DEMO.organizer.name}` }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  },
);

test(
  'a typo fix is not new: the comment read says "edited", and nothing counts it',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    test.slow();
    const title = `Typo fixed ${run()}`;
    const postedAt = await postAndRead(page, title);
    const topicPath = new URL(page.url()).pathname;
    await pastTheSecond(postedAt);
    const typo = await anotherMemberWrites(topicPath, 'A tpyo in my answer.');
    // The member reads the comment; the fix comes in a later second, and more than a second after the comment
    // was written (an edit, not the save's own stamps: EDITED_AFTER_MS).
    const read = page.waitForResponse((answer) => /\/history\/\d+\/read$/.test(answer.url()));
    await page.goto(topicPath);
    await expect(commentWith(page, 'A tpyo in my answer.')).toBeVisible();
    await pastTheSecond(Number(await (await read).text()) + 1);
    await asAnotherAccount(DEMO.organizer, (organizer) =>
      editCommentThroughCore(organizer, typo, '<p>A typo in my answer.</p>'),
    );

    await page.goto(FILM_HISTORY);
    await expect(rowOf(page, title)).toContainText('1 comment');
    await expect(rowOf(page, title)).not.toContainText(/ new$/);
    await page.goto('/my-necs');
    const panel = newsPanel(page);
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    await page.goto(topicPath);
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeVisible();
    const fixed = commentWith(page, 'A typo in my answer.');
    await expect(fixed).toContainText('edited');
    await expect(fixed.getByText('New comment:')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  },
);

test(
  'a never-opened topic is marked new on the group page and in "New in your groups"',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    test.slow();
    const title = `Never opened ${run()}`;
    const topicPath = await asAnotherAccount(DEMO.organizer, (organizer) =>
      topicThroughRequest(organizer, title, `<p>About ${title}.</p>`),
    );

    await page.goto(FILM_HISTORY);
    await expect(rowOf(page, title)).toContainText(/· New(?![a-z])/);
    expect(await violations(page)).toEqual([]);

    await page.goto('/my-necs');
    const named = newsPanel(page).getByRole('listitem').filter({ hasText: title });
    await expect(named).toHaveText(`${title} · Film History · New`);
    const link = named.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', topicPath);
    expect(await violations(page)).toEqual([]);

    // Opened, it is read: the mark goes, on the group's page and in the member area.
    const read = page.waitForResponse((answer) => /\/history\/\d+\/read$/.test(answer.url()));
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await read;
    await page.goto(FILM_HISTORY);
    await expect(rowOf(page, title)).toBeVisible();
    await expect(rowOf(page, title)).not.toContainText(/· New(?![a-z])/);
    await page.goto('/my-necs');
    await expect(newsPanel(page).getByRole('listitem').first()).toBeVisible();
    await expect(newsPanel(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  },
);
