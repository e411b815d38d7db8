import type { Page } from '@playwright/test';

/** Keeps the served document's h1 for isServedHeading, and collects the console's errors. */
export async function watchTakeover(page: Page): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { servedHeading: document.querySelector('h1') });
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isDraftNotYetSaved(message.text(), message.location().url)) return;
    errors.push(message.text());
  });
  return errors;
}

/** Whether the h1 on screen is the element the server sent: React took it over instead of drawing anew. */
export const isServedHeading = (page: Page) =>
  page.evaluate(() => document.querySelector('h1') === Reflect.get(window, 'servedHeading'));

/**
 * The proposal system answers 404 for a kind whose draft the member has not saved yet (docs/wire-proposals.md),
 * which the browser reports as a failed resource: the member area and the proposal form ask for all three.
 */
const isDraftNotYetSaved = (text: string, url: string) =>
  text.includes('status of 404') && /\/proposals\/forms-data\/single\//.test(url);
