import type { TestInfo } from '@playwright/test';

/** Whether this project's sandbox answers as a stock Drupal (`SANDBOX_DRUPAL=core`, see playwright.config.ts). */
export const isStockDrupal = (testInfo: TestInfo): boolean => testInfo.project.name.includes('core-drupal');

/**
 * The members' conversation journeys that run against a stock Drupal through nginx, in the `nginx-core-drupal`
 * project, instead of against the association's Drupal in `desktop` (playwright.config.ts): those where a stock
 * Drupal's answers or nginx's serving change what the member meets (a write or read core answers in its own
 * shape, core's rights and history, a page nginx serves `no-store` and Back, a session ended, the times and
 * redirects the server draws). The association's Drupal answers the same calls in its own shape, which the
 * ports' contract suites hold in both modes. The others (the keyboard, the text rules, the tabs of one browser)
 * hold in either mode and run in `desktop`. Also a proposal's versions between two devices
 * (proposal-season.spec.ts): saves refused and taken through nginx.
 */
export const CORE_THROUGH_NGINX = { tag: '@core-through-nginx' } as const;

/**
 * The visitor's, member's and remote systems' journeys that run against a stock Drupal through nginx
 * (`nginx-core-drupal`) instead of against the association's Drupal in `desktop`; without nginx, in both
 * (`desktop-core-drupal`: playwright.config.ts): those that read or write what core answers in its own shape (pages,
 * menus and lists by path, a login and a session's end, files, a group and its topics). The others (a submenu's
 * keyboard, the scrolling header, which code a first visit loads, the header's language, the membership system's
 * CORS, a file refused before it is sent) do the same whatever the content system is.
 */
export const STOCK_DRUPAL_TOO = { tag: '@stock-drupal-too' } as const;
