import { expect } from './test';
import { wireOf, type Writer } from './wire-fixtures';

/** The server's clock to the second (its answers' `Date`), as Drupal keeps moments. */
export async function serverSecond(page: Writer): Promise<number> {
  const answer = await wireOf(page).get('/config.json');
  return Date.parse(answer.headers()['date'] ?? '') / 1000;
}

/**
 * Waits until the server's clock has passed `second` (an event polled, not a sleep): Drupal tells moments
 * apart by the second, so what is written in the same second as something before it cannot be told from it.
 */
export async function pastServerSecond(page: Writer, second: number): Promise<void> {
  await expect.poll(() => serverSecond(page), { timeout: 5_000 }).toBeGreaterThan(second);
}
