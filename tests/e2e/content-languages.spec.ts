import { expect, test } from './support/test';
import { STOCK_DRUPAL_TOO } from './support/drupal-mode';

/**
 * Issue 19, content in the chosen language (docs/content-languages.md): the sandbox's Drupal has German
 * translations of /about-us, some menu labels and the newest news, and none of /about-us/board. A visitor who
 * chooses Deutsch reads the translations, and the original with a note where there is none. That in English
 * nothing changes is shown by tests/ui/untranslated-note.test.tsx and tests/server/first-screen-content-language.test.ts.
 *
 * Only a browser shows: the chosen language lasting from one real page load to the next, the document's `lang` as
 * served and taken over, and a link followed to the translated item.
 */
test.describe('content in the chosen language', () => {
  test(
    'a visitor choosing Deutsch reads the German translation, the German menus, and a note on an untranslated page',
    STOCK_DRUPAL_TOO,
    async ({ page }) => {
      await page.goto('/about-us?language=de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      const main = page.getByRole('main');
      const article = main.locator('article');
      await expect(main.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
      await expect(article).toHaveAttribute('lang', 'de');
      await expect(main.getByText('Dieser Inhalt liegt nur auf Englisch vor.')).toHaveCount(0);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Startseite' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Neuigkeiten' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Über NECS' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Datenschutz' })).toBeVisible();

      // The choice lasts: the next page is asked in German too, and has no translation.
      await page.goto('/about-us/board');
      await expect(main.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
      const note = main.getByText('Dieser Inhalt liegt nur auf Englisch vor.');
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute('lang', 'de');
      await expect(article).toHaveAttribute('lang', 'en');

      // The home page's news in German where translated; a translated item read in full has no note.
      await page.goto('/');
      const prize = main.getByRole('link', {
        name: 'Preis für den besten Aufsatz 2026: Shortlist bekannt gegeben',
      });
      await expect(prize).toBeVisible();
      await prize.click();
      await expect(
        main.getByRole('heading', {
          level: 1,
          name: 'Preis für den besten Aufsatz 2026: Shortlist bekannt gegeben',
        }),
      ).toBeVisible();
      await expect(article).toHaveAttribute('lang', 'de');
      await expect(note).toHaveCount(0);
    },
  );
});
