import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { violations } from './support/axe-violations';
import { commentWith, FILM_HISTORY, fromSeededDiscussionsAsMember, pasteInto } from './support/topic-steps';
import { commentThroughCore } from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 63: a member's pictures as the content system's filter draws them (Drupal's basic_html): the site's
 * raster picture (`projection-booth.png`, 64 × 40) shows; an SVG of the site's files and another site's
 * picture show as core's "Image removed." mark, its 16 px icon from the content system.
 *
 * Only a browser shows: the pictures decoded (their natural width) from the addresses the page gives them, under
 * the Content-Security-Policy as enforced, and axe on the drawn marks.
 */
const READING_LIST = '/group_topics/single/902';
const READING_LIST_NID = 902;
const WORDS = 'Our booth, their drawings';

/** The comment's text as the member sends it: the site's PNG, the site's SVG, another site's picture. */
const PICTURES =
  `<p>${WORDS}</p><p><img src="/sites/default/files/projection-booth.png" alt="The projection booth">` +
  '<img src="/sites/default/files/projector.svg" alt="A drawing">' +
  '<img src="https://elsewhere.example/a.png" alt="Theirs"></p>';

/** The picture's width as decoded, once the browser has loaded it (0 while it has not, or could not). */
async function loadedWidth(picture: Locator): Promise<number> {
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  return picture.evaluate((image: HTMLImageElement) => image.naturalWidth);
}

fromSeededDiscussionsAsMember();

test(
  'a comment’s pictures: the site’s own raster picture shows, the others as "Image removed."',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await commentThroughCore(page, READING_LIST_NID, PICTURES);
    await page.goto(READING_LIST);
    const comment = commentWith(page, WORDS);
    await expect(comment).toBeVisible();

    const booth = comment.getByRole('img', { name: 'The projection booth' });
    expect(await loadedWidth(booth)).toBe(64);
    const removed = comment.getByRole('img', { name: 'Image removed.' });
    await expect(removed).toHaveCount(2);
    for (const mark of await removed.all()) {
      await expect(mark).toHaveAttribute('title', /^This image has been removed\./);
      expect(await loadedWidth(mark)).toBe(16);
    }
    await expect(comment.getByRole('img', { name: 'A drawing' })).toHaveCount(0);
    expect(await violations(page), 'a comment with a kept picture and two marks').toEqual([]);
  },
);

test(
  'a paste with an SVG of the site keeps its words and says why the picture was left out',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await page.goto(FILM_HISTORY);
    const form = page.getByRole('region', { name: 'New topic' });
    const editor = form.getByRole('textbox', { name: 'Message' });
    await editor.click();
    // Issue 74's paste, as a browser hands it over: the words and the site's SVG, in one paragraph.
    const svg = new URL('/cms/sites/default/files/projector.svg', page.url()).href;
    await pasteInto(editor, { html: `<p>Our projector kept here <img src="${svg}"></p>` });
    await expect(
      form.getByText(
        'An SVG picture was left out: messages keep only JPEG, PNG, GIF or WebP pictures of this site. ' +
          'Attach it as a file instead.',
      ),
    ).toBeVisible();
    await expect(editor).toHaveText('Our projector kept here');
    await expect(editor.locator('img')).toHaveCount(0);
    expect(await violations(page), 'the editor with its sentence').toEqual([]);
  },
);
