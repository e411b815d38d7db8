/** What Drupal would send in X-Necs-Refresh on save to have a page drawn afresh (scripts/serve-nginx-e2e.ts). */
export const E2E_REFRESH_SECRET = 'e2e-refresh';
