import type { TestInfo } from '@playwright/test';

/** Whether this project's sandbox answers as a stock Drupal (`SANDBOX_DRUPAL=core`, see playwright.config.ts). */
export const isStockDrupal = (testInfo: TestInfo): boolean => testInfo.project.name.includes('core-drupal');
