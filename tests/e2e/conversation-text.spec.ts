import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { discussion, pasteInto } from './support/topic-steps';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';

/**
 * Issue 51, "Member text that behaves", in both Drupal modes and through nginx: right-to-left text reads right
 * to left, a text of invisible characters is refused in words, a member's picture is bounded, and the layout
 * keeps still where the issue found it moving or covered (Edit beside Delete topic, Back to top over the last
 * topic row at 390 px, "No file chosen" beside attached files).
 *
 * Only a browser shows: the direction Chromium computes for right-to-left text, boxes that keep still or do not overlap
 * at 390 px, a picture's drawn height, a paste as the browser hands it over, the file input's computed style, and axe.
 */
const READING_LIST = '/group_topics/single/902';
/** The member's own topic, in Film History (group 1). */
const OWN_TOPIC = '/group_topics/single/901';
const STREAMING_GROUP = '/group/2';
const FILM_HISTORY = '/group/1';
const PHONE = { width: 390, height: 844 };
const shots = process.env.TEXT_SHOTS;

const run = () => `${test.info().project.name} ${Date.now().toString(36)}`;

/** Screenshots at 390 and 1280 px for a person to look at, only when asked for (TEXT_SHOTS names a folder). */
async function shoot(page: Page, name: string, keep: Locator): Promise<void> {
  if (!shots) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await keep.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
};

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

test('an Arabic comment is laid out right to left, its author and the page around it as they were', async ({
  page,
}) => {
  await page.goto(READING_LIST);
  const words = `مرحبا بالجميع، هذه قائمة جيدة ${run()}`;
  await page.getByRole('textbox', { name: 'Your comment' }).fill(words);
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCSS('direction', 'rtl');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const posted = discussion(page).getByRole('article').filter({ hasText: words });
  await expect(posted.getByText(words)).toHaveCSS('direction', 'rtl');
  await expect(posted.getByText(DEMO.member.name)).toHaveCSS('direction', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'ltr');
  await shoot(page, 'arabic-comment', posted);
  expect(await violations(page)).toEqual([]);
});

/**
 * A text that draws nothing: spaces and joiners, as a browser hands them over, and axe on the refusal. The rule's
 * other texts (U+FFF9 alone among them) are tests/domain/visible-text.test.ts's and tests/ui/topic-page.test.tsx's.
 */
const INVISIBLE_TEXTS = [
  ['no-break and zero-width spaces', '\u00a0\u200b\n\u200d\u2060 \u3000', 'invisible-refused'],
] as const;

for (const [what, text, shot] of INVISIBLE_TEXTS)
  test(`a comment of only ${what} is refused in words, and nothing is posted`, async ({ page }) => {
    await page.goto(READING_LIST);
    const comments = discussion(page).getByRole('article');
    const before = await comments.count();
    const box = page.getByRole('textbox', { name: 'Your comment' });
    await box.fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(discussion(page).getByRole('alert')).toHaveText('Write something first.');
    await expect(box).toHaveValue(text);
    expect(await violations(page)).toEqual([]);
    await shoot(page, shot, box);
    await page.reload();
    await expect(discussion(page).getByRole('article')).toHaveCount(before);
  });

/** A PNG of 1 × 40,000 pixels, made in the page: tall enough to stretch a discussion 40,000 px. */
async function putTallPicture(page: Page, into: Locator): Promise<Locator> {
  await into.evaluate(async (element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 40_000;
    const image = document.createElement('img');
    image.alt = 'A very tall picture';
    const loaded = new Promise((resolve) => (image.onload = resolve));
    image.src = canvas.toDataURL('image/png');
    element.append(image);
    await loaded;
  });
  return into.getByRole('img', { name: 'A very tall picture' });
}

test('a member’s picture is bounded in height', async ({ page }) => {
  await page.goto(READING_LIST);
  const message = page.locator('[data-html-key]').first();
  const picture = await putTallPicture(page, message);
  const { height } = await boxOf(picture);
  expect(height).toBeLessThanOrEqual(Math.min(512, 0.7 * (page.viewportSize()?.height ?? 0)) + 1);
  expect(height).toBeGreaterThan(100);
});

test('Edit leaves Delete topic where it was', async ({ page }) => {
  await page.goto(OWN_TOPIC);
  const remove = page.getByRole('button', { name: 'Delete topic' });
  const before = await boxOf(remove);
  await page.getByRole('button', { name: 'Edit your topic', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Edit the topic' })).toBeVisible();
  expect(await boxOf(remove)).toEqual(before);
  await expect(page.getByRole('button', { name: 'Edit your topic', exact: true })).toBeHidden();
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'topic-editing', remove);
});

test('a picture pasted into a topic stays only from the site itself, and asks for its description', async ({
  page,
}) => {
  await page.goto(FILM_HISTORY);
  const form = page.getByRole('region', { name: 'New topic' });
  const editor = form.getByRole('textbox', { name: 'Message' });
  await editor.click();
  const refused = form.getByText(
    'Only pictures already on this site stay in a message: attach others as files.',
  );
  await pasteInto(editor, { png: true });
  await expect(refused).toBeVisible();
  await expect(editor.locator('img')).toHaveCount(0);

  const onSite = new URL('/cms/sites/default/files/projection-booth.png', page.url()).href;
  await pasteInto(editor, {
    html: `<p>Our projector <img src="${onSite}"> and theirs <img src="https://elsewhere.example/a.png"></p>`,
  });
  await expect(editor.locator('img')).toHaveCount(1);
  await expect(editor.locator('img')).toHaveAttribute('src', onSite);
  const description = form.getByRole('textbox', { name: 'Description of picture 1' });
  await expect(description).toBeVisible();
  await expect(description).toHaveAttribute('required', '');
  await description.fill('The projector in room 2');
  await expect(editor.locator('img')).toHaveAttribute('alt', 'The projector in room 2');
  await expect(description).toHaveValue('The projector in room 2');
  await shoot(page, 'picture-description', description);
  expect(await violations(page)).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('Back to top never covers the last topic row of a group page', async ({ page }) => {
    // A phone's window less its browser's bars: the last row comes after a fifth of the page, with the button.
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto(STREAMING_GROUP);
    const last = page.getByRole('region', { name: 'Topics' }).getByRole('listitem').last();
    await expect(last).toBeVisible();
    // The reader scrolls until the last row is whole at the window's foot, as one does to read it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.25));
    await last.evaluate((row) => row.scrollIntoView({ block: 'end' }));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    const row = await boxOf(last);
    if (await backToTop.isVisible()) {
      const button = await boxOf(backToTop);
      expect(overlap(button, row), JSON.stringify({ button, row })).toBe(false);
    }
    await shoot(page, 'group-last-row', last);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(backToTop).toBeVisible();
    expect(overlap(await boxOf(backToTop), await boxOf(last))).toBe(false);
  });

  test('two attached files stand without "No file chosen" beside them', async ({ page }) => {
    await page.goto(FILM_HISTORY);
    const form = page.getByRole('region', { name: 'New topic' });
    const picker = form.getByLabel('Attach file(s)');
    for (const name of ['notes.txt', 'more notes.txt'])
      await picker.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(`About ${name}`) });
    await expect(form.getByRole('list', { name: 'Attached files' }).getByRole('listitem')).toHaveCount(2);
    // The control draws its button only: the status beside it ("No file chosen") takes no room.
    expect(await picker.evaluate((input) => getComputedStyle(input).fontSize)).toBe('0px');
    await shoot(page, 'attached-files', form.getByRole('list', { name: 'Attached files' }));
    expect(await violations(page)).toEqual([]);
  });
});
