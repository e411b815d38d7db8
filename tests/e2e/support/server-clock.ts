import type { Page } from '@playwright/test';
import { expect } from './test';

/** The server's clock to the second (its answers' `Date`), as Drupal keeps moments. */
export async function serverSecond(page: Page): Promise<number> {
  const answer = await page.request.get('/config.json');
  return Date.parse(answer.headers()['date'] ?? '') / 1000;
}

/**
 * Waits until the server's clock has passed `second` (an event polled, not a sleep): Drupal tells moments
 * apart by the second, so what is written in the same second as something before it cannot be told from it.
 */
export async function pastServerSecond(page: Page, second: number): Promise<void> {
  await expect.poll(() => serverSecond(page), { timeout: 5_000 }).toBeGreaterThan(second);
}
