import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { firstLoadChunks } from './support/public-site-steps';
import { isStockDrupal, STOCK_DRUPAL_TOO } from './support/drupal-mode';

/**
 * Issue 8, "Done when": a member's whole journey through a working group, the New Topic form's failures,
 * and its toolbar by keyboard alone. Its refusals of a file (a .exe, one over 32 MB) are
 * tests/ui/new-topic-form.test.tsx's; accessibility.spec.ts draws the refusal in Chromium for axe. The group to join (Documentary Film, id 3) is one the
 * demo member is not in; the journey leaves it again, so a second run starts the same way.
 *
 * Only a browser shows: the editor's toolbar and Markdown shortcuts as Chromium moves the focus and types, a real file
 * chosen and a PDF downloaded with the same bytes, a login that returns to the group, and the chunks each load fetches.
 */
const DOCUMENTARY_FILM = '/group/3';
const FILM_HISTORY = '/group/1';

/** A small but real PDF: the sandbox checks the leading bytes against the extension. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const pdfFile = { name: 'Screening-plan.pdf', mimeType: 'application/pdf', buffer: PDF };

const newTopic = (page: Page) => page.getByRole('region', { name: 'New topic' });
const messageBox = (page: Page) => newTopic(page).getByRole('textbox', { name: 'Message' });
const attachedFiles = (page: Page) => newTopic(page).getByRole('list', { name: 'Attached files' });

/** Presses a key until the locator has focus: the keyboard user's way there. */
async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 20): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test(
  'a member joins a group, posts a topic with bold, a checklist and a PDF, downloads it, comments and leaves',
  STOCK_DRUPAL_TOO,
  async ({ page }, testInfo) => {
    await logInThroughWire(page, DEMO.member);
    await page.goto(DOCUMENTARY_FILM);
    await expect(newTopic(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Join group' }).click();
    await expect(page.getByText('You are a member of this group.')).toBeVisible();

    const form = newTopic(page);
    await form.getByRole('textbox', { name: 'Title' }).fill('Screening plan for the spring');
    // The toolbar by keyboard: from the editor back to the toolbar, along it with the arrows, Enter on Bold.
    await pressUntilFocused(page, 'Tab', messageBox(page));
    await page.keyboard.press('Shift+Tab');
    await expect(form.getByRole('button', { name: 'Checklist' })).toBeFocused();
    await pressUntilFocused(page, 'ArrowLeft', form.getByRole('button', { name: 'Bold' }));
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type('Bold line');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type('Book the cinema room');
    await expect(messageBox(page).locator('strong')).toContainText('Bold line');
    await expect(messageBox(page).locator('li[data-list="unchecked"]')).toContainText('Book the cinema room');

    await form.getByLabel('Attach file(s)').setInputFiles(pdfFile);
    await expect(attachedFiles(page)).toContainText('Screening-plan.pdf');

    // The content system fails once after receiving it (503): it may have stored the topic, so the form says
    // so without a Try again that could post it twice; everything stays, and Create Topic sends it deliberately.
    await page.route(
      '**/necs-workgroup/post-topic',
      (route) => route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Create Topic' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your topic may have been posted');
    await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Screening plan for the spring');
    await expect(messageBox(page)).toContainText('Book the cinema room');
    await expect(attachedFiles(page)).toContainText('Screening-plan.pdf');
    await form.getByRole('button', { name: 'Create Topic' }).click();
    await expect(page.getByText('Your topic was posted.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');

    const topics = page.getByRole('region', { name: 'Topics' });
    await topics.getByRole('link', { name: 'Screening plan for the spring' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Screening plan for the spring' }),
    ).toBeVisible();
    await expect(page.locator('article strong', { hasText: 'Bold line' })).toBeVisible();
    // A stock Drupal's basic_html keeps no attribute on a list item: the checklist comes back as a list.
    const kind = isStockDrupal(testInfo) ? ':not([data-list])' : '[data-list="unchecked"]';
    await expect(page.locator(`article li${kind}`, { hasText: 'Book the cinema room' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Screening-plan\.pdf/ }).click();
    const download = await downloading;
    const path = await download.path();
    expect(Buffer.compare(await readFile(path), PDF)).toBe(0);

    await page.getByLabel('Your comment').fill('I can bring the projector.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('I can bring the projector.')).toBeVisible();

    await page.getByRole('link', { name: 'Documentary Film' }).first().click();
    await page.getByRole('button', { name: 'Leave group' }).click();
    await expect(page.getByText('You are not in this group.')).toBeVisible();
    await expect(newTopic(page)).toHaveCount(0);
  },
);

test(
  'a visitor sees the group and its leaders, logs in from the topics’ place, and is brought back to read them',
  STOCK_DRUPAL_TOO,
  async ({ page }) => {
    const topicReads: string[] = [];
    page.on('request', (request) => {
      if (/\/rest\/views\/group_topics\//.test(request.url())) topicReads.push(request.url());
    });
    await page.goto(FILM_HISTORY);
    const topics = page.getByRole('region', { name: 'Topics' });
    await expect(topics).toContainText('Log in to read the discussions.');
    await expect(page.getByRole('region', { name: 'Leaders' })).toContainText('Luca Bianchi');
    await expect(newTopic(page)).toHaveCount(0);
    expect(topicReads).toEqual([]);
    // The content system refuses a visitor the same discussion, as a stranger would ask for it.
    const raw = await page.request.get('/cms/rest/views/group_topics/single/902?_format=json');
    expect(raw.status()).toBe(403);
    expect(await raw.text()).not.toContain('Reading list');

    await topics.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('E-mail').fill(DEMO.member.mail);
    await page.getByLabel('Password').fill(DEMO.member.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(FILM_HISTORY);
    await expect(topics.getByRole('link', { name: 'Reading list for the autumn seminar' })).toBeVisible();
  },
);

test('the header picker and the Markdown shortcuts work from the keyboard', async ({ page }) => {
  await logInThroughWire(page, DEMO.member);
  await page.goto(FILM_HISTORY);
  const form = newTopic(page);
  await form.getByRole('textbox', { name: 'Title' }).click();
  await page.keyboard.press('Tab');
  const picker = form.getByRole('button', { name: 'Text style' });
  await expect(picker).toBeFocused();
  await page.keyboard.press('Space');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await pressUntilFocused(page, 'Tab', form.getByRole('button', { name: 'Heading 3' }));
  await page.keyboard.press('Enter');
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.type('A heading');
  await expect(messageBox(page).locator('h3')).toHaveText('A heading');

  await page.keyboard.press('Enter');
  await page.keyboard.type('## Second level');
  await page.keyboard.press('Enter');
  await page.keyboard.type('some **strong** and _leaning_ words');
  await page.keyboard.press('Enter');
  await page.keyboard.type('> quoted');
  await expect(messageBox(page).locator('h2')).toHaveText('Second level');
  await expect(messageBox(page).locator('blockquote')).toHaveText('quoted');
  await expect(messageBox(page).locator('strong')).toHaveText('strong');
  await expect(messageBox(page).locator('em')).toHaveText('leaning');
});

test('the editor and the form library load with the form only, never for a visitor', async ({ page }) => {
  const EDITOR_CHUNKS = /quill|react-hook-form|new-topic-form/;
  for (const path of ['/group', FILM_HISTORY, '/group_topics/single/902']) {
    const chunks = await firstLoadChunks(page, path);
    expect(
      chunks.filter((url) => EDITOR_CHUNKS.test(url)),
      path,
    ).toEqual([]);
  }
  await logInThroughWire(page, DEMO.member);
  const chunks = await firstLoadChunks(page, FILM_HISTORY);
  await expect(messageBox(page)).toBeVisible();
  expect(chunks.filter((url) => /quill-editor|new-topic-form/.test(url)).length).toBeGreaterThan(0);
});
