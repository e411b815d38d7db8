import type { Page, Route } from '@playwright/test';
import { FAULT_TABLE } from '../faults/fault-table';
import { NOT_JSON_BODY, type Fault } from '../faults/faults';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { expect, test } from './support/test';

/**
 * A few cells of docs/faults.md proved in the browser, the fault made by `page.route`: the words come from
 * the same table (tests/faults/fault-table.ts). A visitor's first screen is drawn on the server, so each
 * fault is met on an in-app navigation, where the browser itself makes the call.
 *
 * Only a browser shows: each fault as the browser's own fetch meets it on the wire (`page.route`: a dropped connection,
 * an HTML body, a 403), through the assembled app's real adapters; tests/faults meets the same cells through fakes.
 */
const cellOf = (rowId: string, fault: Fault) => {
  const outcome = FAULT_TABLE.find(({ id }) => id === rowId)?.outcomes[fault];
  if (!outcome) throw new Error(`No fault table cell ${rowId} × ${fault}`);
  return outcome;
};

const mainMenuLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

test('not JSON from the page answer: the page’s error with Try again, which loads it once the answer is right', async ({
  page,
}) => {
  await page.goto('/');
  const notJson = (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: NOT_JSON_BODY });
  await page.route('**/necs-json/get/page?uri=%2Fnews*', notJson);
  await mainMenuLink(page, 'News').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  expect(cellOf('page', 'not-json').message).toContain(
    'The answer from the content system could not be read',
  );
  await expect(alert).toContainText('The answer from the content system could not be read');
  // The header and its menu stay.
  await expect(mainMenuLink(page, 'News')).toBeVisible();
  await page.unroute('**/necs-json/get/page?uri=%2Fnews*', notJson);
  await alert.getByRole('button', { name: 'Try again' }).click();
  // By name: a loading state has its own h1 ("Loading…"), which would pass before the page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a network error on the news list: its error with Try again, which loads the news once the network is back', async ({
  page,
}) => {
  await page.goto('/');
  await page.route('**/rest/views/public_news/**', (route) => route.abort('failed'));
  await mainMenuLink(page, 'News').click();
  const outcome = cellOf('news', 'network');
  const alert = page.getByRole('alert').filter({ hasText: 'The news could not be loaded' });
  await expect(alert).toContainText('The content system did not answer; the connection may have dropped.');
  expect(outcome.message).toBe(
    'The news could not be loaded. The content system did not answer; the connection may have dropped.',
  );
  await page.unrouteAll();
  await alert.getByRole('button', { name: outcome.retry }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The news could not be loaded' })).toHaveCount(0);
});

test.describe('as a member', () => {
  test.beforeEach(async ({ page }) => {
    await resetFlood(page);
    await logInThroughWire(page, DEMO.member);
  });

  test('HTTP 403 on Join: the table’s message with Try again; the session still holds, so no “session ended”', async ({
    page,
  }) => {
    await page.goto('/group/3');
    await page.route('**/necs-workgroup/join/3*', (route) =>
      route.fulfill({ status: 403, json: { message: 'Access denied' } }),
    );
    await page.getByRole('button', { name: 'Join group' }).click();
    const outcome = cellOf('join', 'status-403');
    const alert = page.getByRole('alert').filter({ hasText: outcome.message });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: outcome.retry })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your session has ended' })).toHaveCount(0);
  });
});
